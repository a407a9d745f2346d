"""Rule cases for the classes of tuning7.tsv (the seventh held-out part, scored once blind, then
read): one rule of Russian speech each, in phrasings no corpus has, with the near-misses that
must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)
ENGLISH = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10, lang="en")

RULES = [
    # «…, а впрочем нет»: a second thought takes the act back; a seat after it replaces
    ("выставляю девятого впрочем нет", "none"),
    ("ну выставляю третьего а впрочем не надо", "none"),
    ("выставляю девятого впрочем нет четвертого", "nominate 4"),
    ("впрочем выставляю девятого", "nominate 9"),
    ("выставляю девятого ой нет", "none:attempt"),
    # «не думайте (не подумайте, не считайте), что я выставляю…»: the act denied
    ("не подумайте что я выставляю седьмого", "none"),
    ("только не считайте что я выставляю четвертого", "none"),
    ("не думай что выставляю пятого просто рассуждаю", "none"),
    ("думайте что хотите выставляю пятого", "nominate 5"),
    ("я думаю что выставляю пятого", "nominate 5"),
    # «слова третьего были: выставляю…», «фраза его была такая: …»: someone's words quoted
    ("фраза девятого была выставляю четвертого", "none"),
    ("слова у него были такие выставляю третьего", "none"),
    ("слова были красивые но выставляю третьего", "nominate 3"),
    # a seat in the dative before «ставлю» is whom a mark is given («седьмому ставлю плюс»)
    ("третьему ставлю минус", "none"),
    ("девятому я ставлю плюсик", "none"),
    ("девятому ставлю на голосование", "nominate 9"),
    ("девятого ставлю", "nominate 9"),
    ("ставлю девятого", "nominate 9"),
    # the polite «вас» stands for the one seat addressed before it
    ("шестой вы весь день молчите я вас выставляю", "nominate 6"),
    ("девятая простите но выставляю вас", "nominate 9"),
    ("четвертый и шестой я вас выставляю", "none:attempt"),
    ("я вас выставляю", "none:attempt"),
    ("шестой я вас слушаю внимательно", "none"),
    # «мною выставлена (выставлена мною)»: the passive with the speaker for its agent
    ("четвертая выставлена мною", "nominate 4"),
    ("четвертая выставлена", "none"),
    # «спасибо, судья»: at a tournament the host is the judge
    ("спасибо уважаемый судья", "end_speech"),
    ("судья спасибо", "end_speech"),
    ("судья сказал спасибо", "none"),
    # «кого я выставляю? конечно (очевидно) N»: the self-answer after the word of certainty
    ("кого я выставляю разумеется шестого", "nominate 6"),
    ("а кого я выставляю очевидно девятого", "nominate 9"),
    ("кого вы выставляете конечно шестого", "none"),
    # «вы спросите (спросят), кого я выставляю? N»: the question put in the others' mouths
    ("спросите кого я выставляю четвертого", "nominate 4"),
    ("вы спросите кого я выставляю", "none"),
    # a person noun before the seat word: «девушку под номером один», «мужчину номер три»
    ("выставляю мужчину номер три", "nominate 3"),
    ("выставляю юношу под номером девять", "nominate 9"),
    ("выставляю соседа номер три", "none:attempt"),
    ("выставляю девушку", "none:attempt"),
    # «с пятого номера» the seat as a place, like «с пятого места»
    ("выставляю девушку с восьмого номера", "nominate 8"),
    ("начнем обсуждение с восьмого номера", "none"),
    # «себя» after a preposition («начну с себя») is no object of the act
    ("скажу про себя выставляю четвертого", "nominate 4"),
    ("себя выставляю", "nominate 2"),
    ("себя выставляю четвертого", "none:attempt"),
    ("седьмой ведет себя тихо выставляю седьмого", "nominate 7"),
    ("он проявил себя выставляю шестого", "nominate 6"),
    ("ну себя выставляю", "nominate 2"),
    # after a correction, «пусть другие (остальные) …» hands the act to the others: taken back
    ("выставляю пятого ой нет пусть остальные решают", "none"),
    ("выставляю седьмого нет пусть кто нибудь другой", "none"),
    ("выставляю седьмого нет пусть будет восьмой", "nominate 8"),
    ("выставляю седьмого пусть другие выставляют кого хотят", "nominate 7"),
    # after a correction and a remark, the seat closing the utterance replaces; a count in the
    # remark («нас же девять») is no seat
    ("выставляю десятого ой нас же всего девять человек восьмого", "nominate 8"),
    ("выставляю третьего ой у нас же девять мест", "nominate 3"),
    ("выставляю третьего ой у четвертого", "nominate 3"),
    # a condition done with before the act: the speaker's reaction answers it («…, я не
    # удивлюсь»), a past clause says it came true, or it belongs to a question right before it
    ("если седьмой окажется мафией я не удивлюсь выставляю седьмого", "nominate 7"),
    ("если седьмой окажется мафией я не удивлюсь", "none"),
    ("если девятый промолчит он промолчал выставляю девятого", "nominate 9"),
    ("если девятый промолчит выставляю девятого", "none"),
    ("кого же выставить если никто не говорит выставляю четвертого", "nominate 4"),
    ("если никто не говорит выставляю четвертого", "none"),
    ("кого еще выставить если не шестого выставляю шестого", "nominate 6"),
    ("хочу выставить если не шестого то восьмого", "none"),
    # «если X, то Y (said); я (долго) думала…»: the consequence said, the speaker's past clause
    ("если дон жив то нам тяжело я подумал и выставляю девятого", "nominate 9"),
    ("если дон жив то я выставляю девятого", "none"),
    ("если дон жив то я решил выставляю девятого", "none"),
    ("если он промолчит я считаю выставляю четвертого", "none"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning7(text, want):
    assert corpus.label(match_intent(text, TEN)) == want


@pytest.mark.parametrize("text, want", [
    ("who do i nominate seven obviously", "nominate 7"),
    ("who do i nominate clearly nine", "nominate 9"),
    ("who do you nominate seven obviously", "none"),
])
def test_english_self_answer_of_tuning7(text, want):
    assert corpus.label(match_intent(text, ENGLISH)) == want
