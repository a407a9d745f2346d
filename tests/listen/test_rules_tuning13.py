"""Rule cases for the misses of tuning13.tsv and tuning14.tsv that general rules fix (after their
first tuning): one rule of speech each, in phrasings no corpus has, with the near-misses that must
stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)
TWENTY_FIVE = ListenContext(speaker=4, alive=tuple(range(1, 26)), seats=25)
ENGLISH = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12, lang="en")

RULES = [
    # sarcasm: «ага, щас» opening the act, «мечтай», «размечтался» closing it take it back;
    # «щас выставлю» (now) and «конечно выставляю» stay the act
    ("ага щас я выставляю одиннадцатого", "none"),
    ("выставлю тебе девятого размечтался", "none"),
    ("щас выставлю девятого", "nominate 9"),
    ("конечно выставляю девятого", "nominate 9"),
    # laughter is a filler: free around the act and after an end formula
    ("хаха я выставляю пятого", "nominate 5"),
    ("ну все пас ха ха", "end_speech"),
    # after the parenthesis «как говорил N», laughter makes the act mimicry; without it the
    # act is his own
    ("как говорил девятый выставляю третьего хаха", "none"),
    ("как говорил девятый выставляю третьего", "nominate 3"),
    # a verb of speech with where it was said («написала в группе: …») still quotes
    ("восьмая написала в группе выставляю первого", "none"),
    ("восьмая написала в группе а я выставляю первого", "nominate 1"),
    # «к N-ому <noun>» before «выставлю» is another time (by then); not with «выставляю»
    ("к пятому кругу выставлю второго", "none"),
    ("к седьмому вопросов нет выставляю второго", "nominate 2"),
    # «после того как» an event still to come takes «выставлю» to then; past, it is done
    ("выставлю десятого после того как скажет третий", "none"),
    ("после того как третий промолчал выставлю десятого", "nominate 10"),
    # «давайте договоримся (решим): выставляем N» puts a plural act to the table
    ("давайте решим выставляем одиннадцатого", "none"),
    ("давайте решим я выставляю одиннадцатого", "nominate 11"),
    # «двадцать какого то», «двадцать с чем то»: the unit not known (an attempt)
    ("выставляю двадцать какого то", "none:attempt"),
    ("выставляю игрока двадцать с чем то", "none:attempt"),
    ("выставляю игрока двадцать второго", "nominate 22"),
    # «шучу» with a seat after it replaces the seat («…, шучу, N»); alone it takes the act back
    ("выставляю пятого хаха шучу шестого", "nominate 6"),
    ("выставляю седьмого ну шучу", "none"),
    # «да ты что, не X, Y» and «не не X а Y»: the slip corrected
    ("выставляю второго ты что не второго девятого", "nominate 9"),
    ("выставляю второго не не второго а девятого", "nominate 9"),
    # «поменяю на N» after the seat replaces it
    ("выставляю восьмого поменяю на десятого", "nominate 10"),
    ("выставляю восьмого меняю на девятого", "nominate 9"),
    # an oath closing the utterance keeps the seat; «ой» closing still takes it back
    ("выставляю одиннадцатого черт", "nominate 11"),
    ("я выставляю его блин", "none:attempt"),
    ("выставляю одиннадцатого ой", "none:attempt"),
    # «рано (еще)» after a correction withdraws the act
    ("выставляю восьмого хотя нет еще рано", "none"),
    # a later «я никого не выставляю» takes back an attempt as it does a nomination
    ("выставляю пятого и шестого нет я никого не выставляю", "none"),
    ("выставляю пятого и восьмого", "none:attempt"),
    # the sheriff's words before the seat («своего черного», «мою черную проверку»)
    ("выставляю свою черную проверку десятого", "nominate 10"),
    ("я выставляю проверенного черного игрока номер восемь", "nominate 8"),
    # a person or a nickname with where he sits («бармена на шестом»), closing the utterance;
    # not with a time after it
    ("выставляю блондинку на шестом", "nominate 6"),
    ("выставляю бармена на седьмом", "nominate 7"),
    ("выставляю бармена на седьмом круге", "none:attempt"),
    # «выставляю на N-ого»: a noise before the seat; «ставлю на N-ого» is a bet
    ("выставляю на девятого", "nominate 9"),
    ("ставлю на девятого", "none"),
    # a pronoun after a preposition before the verb is not its object
    ("все стреляют в нее выставляю десятого", "nominate 10"),
    ("шестой голосовал за него выставляю десятого", "nominate 10"),
    # «…, но все равно (все же) выставляю его»: the seat of the clause right before the contrast
    ("седьмой оправдан пятого не слушал но все же выставляю его", "nominate 5"),
    ("седьмой оправдан пятого не слушал выставляю его", "none:attempt"),
    # a topic clause that says what was not done is no clear antecedent
    ("первого я проверила а третьего еще не смотрела выставляю ее", "none:attempt"),
    # «если» with an infinitive is a way of reckoning, no condition of the act
    ("если подумать то шестой врет выставляю шестого", "nominate 6"),
    ("если шестой врет выставляю шестого", "none"),
    # a condition said to hold («если N черный, а он черный»)
    ("если пятый мафия а он мафия выставляю пятого", "nominate 5"),
    ("если пятый мафия а он молчит выставляю пятого", "none"),
    # «а сейчас» opens a clause of its own: the condition before does not reach the act
    ("если девятый черный выставлю его потом а сейчас выставляю второго", "nominate 2"),
    # «чутье (интуиция) говорит: …» is the speaker's own hunch; «третий говорит: …» quotes
    ("интуиция говорит выставляю второго", "nominate 2"),
    ("третий говорит выставляю второго", "none"),
    # «сегодня» between an old time word and the act makes the act now
    ("пятого в прошлой игре отпустили сегодня выставляю его", "nominate 5"),
    ("вчера выставляю пятого", "none"),
    # a habit of another clause joined by «и», with its own predicate (the instrumental)
    ("четвертый играет давно и всегда красным выставляю четвертого", "nominate 4"),
    ("я всегда выставляю четвертого", "none"),
    # «я выставляют»: the plural ending misheard for «выставляю»; not without «я»
    ("я выставляют десятого", "nominate 10"),
    ("они выставляют одиннадцатого", "none"),
    # end formulas: «все спасибо за внимание», «что я хотел сказать, спасибо»
    ("ну все спасибо за внимание", "end_speech"),
    ("вот и все что я хотел сказать спасибо", "end_speech"),
    ("он хочет сказать спасибо", "none"),
    # English: a time after a past verb is that verb's; «N things later» is now
    ("the sheriff checked me last night i nominate nine", "nominate 9"),
    ("last night i nominate nine", "none"),
    ("three rounds later i nominate nine", "nominate 9"),
    ("later i nominate nine", "none"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning13(text, want):
    ctx = ENGLISH if text[:1].isascii() else (TWENTY_FIVE if "двадцать" in text else TWELVE)
    assert corpus.label(match_intent(text, ctx)) == want
