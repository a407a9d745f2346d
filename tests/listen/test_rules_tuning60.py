"""Rule cases for the misses of tuning60.tsv (a late-night game of taxi and delivery drivers:
street numbers, fares, car models, rough slang, self-interruptions, a cheap microphone) that
general rules fix, at the 12- and 25-seat tables (and ten seats where the table's size decides):
one rule of speech each, in phrasings no corpus has, with the near-misses that must stay what
they are. Its five false nominations blind (the act taken back with «это ж я», «ну ладно
никого», «назад беру»; an act quoted after «буркнул»; «ты думаешь, я тебя выставлю» asked) are
the first rules'; no label was changed."""

from __future__ import annotations

import pytest

from pihost.listen.context import ListenContext
from tests.listen import corpus, rules

TEN = ListenContext(speaker=4, alive=tuple(range(1, 11)), seats=10)
TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

TAKEN_BACK = [
    # correction (tuning60, false nomination): after a correction the seat said again in the
    # nominative as the speaker's own («…, ой нет, четвертый — это ж я») undoes the act; not
    # another's seat, nor with a second seat after it
    ("ставлю на голосование четвертого нет стоп четвертый это же я", "none"),
    ("выставляю четвертого ой четвертый это я и есть", "none"),
    ("выставляю четвертого ой нет четвертый это я и девятого", "none:attempt"),
    ("выставляю шестого ой нет шестой это я", "nominate 6"),
    # correction (tuning60, false nomination): «ладно» (he gives in) and «никого» closing the
    # utterance after the act take it back; not «никого больше» (no one else: the act stands)
    ("выставляю девятого ну ладно тогда никого", "none"),
    ("выставляю девятого а ладно пока никого короче", "none"),
    ("выставляю девятого ладно уж никого", "none"),
    ("выставляю девятого ладно и никого больше", "nominate 9"),
    ("выставляю девятого и больше никого", "nominate 9"),
    # correction (tuning60, false nomination): «назад беру», «обратно забираю»: the retraction
    # with its adverb before the verb; said before the act it takes nothing back
    ("выставляю седьмого обратно забираю", "none"),
    ("выставляю седьмого ой свои слова назад беру", "none"),
    ("назад беру свои слова выставляю седьмого", "nominate 7"),
    # correction (tuning60): a seat taken back as the wrong thing said («не то сказал»), an
    # apology, and «пока никого» closing: no one; without «никого» it stays unclear or talk
    ("выставляю восьмого нет не то ляпнул извините пока никого", "none"),
    ("выставляю восьмого нет не того", "none:attempt"),
    # correction (tuning60): «все, забыли» (that's it, forget it) closing after a correction;
    # not «…, про него все забыли» (a remark: the act stands)
    ("выставляю десятого стоп нет все забыли", "none"),
    ("выставляю десятого про него все забыли", "nominate 10"),
    # future_hypothetical (tuning60): the act broken off with an unresolved pronoun and said
    # again at once with its seat: the restart decides (another time: none; now: the seat)
    ("выставлю его ну выставлю девятого но не сегодня", "none"),
    ("выставляю его выставляю девятого", "nominate 9"),
    ("выставляю его", "none:attempt"),
]


test_rule_taken_back = rules.heard_as(TAKEN_BACK, TABLES, ids=["12", "25"])


CORRECTED = [
    # correction (tuning60): the fix owned as six and nine swapped («перепутал, вверх ногами»,
    # «местами»): the seat after the correction stands; with no fix the seat is unclear
    ("выставляю шестого ой нет девятого спутал вверх ногами", "nominate 9"),
    ("выставляю девятого нет шестого перепутал местами", "nominate 6"),
    ("выставляю шестого перепутал местами", "none:attempt"),
    # correction (tuning60): «хотя» (on second thought) right before a seat, or before «не N,
    # M», corrects; not «хотя» opening a remark about him
    ("выставляю третьего хотя нет не третьего пятого", "nominate 5"),
    ("выставляю третьего хотя пятого", "nominate 5"),
    ("выставляю третьего хотя не третьего", "none"),
    ("выставляю третьего хотя его уже выставляли", "nominate 3"),
    ("выставляю третьего хотя пятый тоже мутный", "none:attempt"),
    # negation_scope (tuning60): «не X, как все (как вы), а Y»: the aside does not end the
    # contrast; with no «а Y» the act is negated
    ("выставляю не седьмого как все а восьмого", "nominate 8"),
    ("выставляю не седьмого как вы а восьмого", "nominate 8"),
    ("выставляю не седьмого как все", "none"),
    ("выставляю не седьмого как все а восьмого и девятого", "none:attempt"),
]


test_rule_corrected = rules.heard_as(CORRECTED, TABLES, ids=["12", "25"])


FRAMED = [
    # reported_speech (tuning60, false nomination): muttered, blurted, barked words are said
    # words: the act after them is quoted; the speaker's own blurting of another thing is not
    ("девятый пробурчал выставляю третьего", "none"),
    ("второй вякнул выставляю пятого а я выставляю восьмого", "nominate 8"),
    ("я ляпнул глупость выставляю пятого", "nominate 5"),
    # anaphora (tuning60, false nomination): the act inside a belief of the one addressed with
    # its pronoun object before the verb («ты думаешь, я тебя выставлю?») is asked; not after
    # «пока» (while he thinks), nor a bare «думаешь» thrown in
    ("девятый вы думаете я вас выставлю", "none"),
    ("девятый ты правда считаешь я тебя выставлю", "none"),
    ("девятый пока ты думаешь я тебя выставляю", "nominate 9"),
    # future_hypothetical (tuning60): the wait declined after it («ждать до завтра — не
    # вариант», «…смысла нет», «…нельзя»): its time word is not the act's; the wait said alone
    # puts the act off
    ("ждать до завтра смысла нет выставляю шестого", "nominate 6"),
    ("тянуть до следующего круга нельзя выставляю шестого", "nominate 6"),
    ("ждать до завтра выставляю шестого", "none"),
    ("ждать до завтра не вариант выставлю завтра шестого", "none"),
    # wish_plan_proposal (tuning60): the wish with its seat, then «так и делаю» and the bare
    # act: done now; with no act after it the wish stays talk
    ("хочу выставить десятого что и делаю выставляю", "nominate 10"),
    ("я бы выставил десятого так и поступаю выставляю", "nominate 10"),
    ("хочу выставить десятого так и делаю", "none"),
]


test_rule_framed = rules.heard_as(FRAMED, TABLES, ids=["12", "25"])


OBJECTS = [
    # wish_plan_proposal (tuning60): «одного, девятого»: the count of one, then the ordinal
    # naming him; not «одного» alone or «одного из них», nor two seats after it
    ("хотел двоих а выставляю одного седьмого", "nominate 7"),
    ("выставляю одного а именно седьмого", "nominate 7"),
    ("выставляю одного из них", "none:attempt"),
    ("выставляю одного седьмого и восьмого", "none:attempt"),
    # number_inside_words (tuning60): a thing as the verb's object, every number after it a
    # preposition's, a count or in another case («выставляю тачку на продажу за сто тысяч»,
    # «счет клиенту на пятьсот»): no act; not a seat word, nor a seat in the object's case
    ("выставляю тачку на продажу за двести тысяч", "none"),
    ("выставляю ставку на пятого", "none"),
    ("выставляю счет девятому", "none"),
    ("выставляю кандидатуру девятого", "nominate 9"),
    ("выставляю машину", "none:attempt"),
    # anaphora (tuning60): «этого парня», «этого мужика»: a person pointed at before the verb
    # stands for the one seat named before, as «этого игрока»; with none or two it is unclear
    ("одиннадцатый вот этого мужика я выставляю", "nominate 11"),
    ("вот этого парня выставляю", "none:attempt"),
    ("пятый и шестой этого парня выставляю", "none:attempt"),
]


test_rule_objects = rules.heard_as(OBJECTS, TABLES, ids=["12", "25"])


@pytest.mark.parametrize(("text", "ctx", "want"), [
    # a seat at the big table only
    ("двадцатый вот этого парня выставляю", corpus.TWENTY_FIVE, "nominate 20"),
    ("выставляю одного девятнадцатого", corpus.TWENTY_FIVE, "nominate 19"),
    ("выставляю одного девятнадцатого", TEN, "none:no such seat"),
    ("выставляю семнадцатого ну ладно никого", TEN, "none"),
])
def test_rule_objects_by_table(text, ctx, want):
    assert corpus.heard(text, ctx) == want


END = [
    # end_speech (tuning60): the men of the table addressed («пацаны», «мужики») and the night
    # wished («доброй ночи») after the formula; an oath after it («пас, блин»); «свое сказал»
    # with «я» left out (not «он свое сказал»: another's say); «конец связи» (over and out);
    # where he must go («…, мне пора», «…, мне на смену ехать»); none of them alone
    ("спасибо мужики", "end_speech"),
    ("у меня все пацаны спокойной ночи", "end_speech"),
    ("пасую черт", "end_speech"),
    ("ну свое сказал", "end_speech"),
    ("прием конец связи", "end_speech"),
    ("пас мужики мне на смену ехать", "end_speech"),
    ("у меня все мне пора", "end_speech"),
    ("он свое сказал", "none"),
    ("пятый свое сказал", "none"),
    ("мужики", "none"),
    ("доброй ночи", "none"),
    ("мне на смену ехать", "none"),
    ("пас мне не пора", "none"),
    ("выставляю пятого пацаны", "nominate 5"),
    ("выставляю пятого блин", "nominate 5"),
]


test_rule_end_speech = rules.heard_as(END, TABLES, ids=["12", "25"])


ENGLISH = [
    # english (tuning60): «my man», «my guy» between the verb and the seat greet him as a
    # buddy: the seat stands; alone they name no seat, with two seats it is ambiguous
    ("i nominate my guy four", corpus.ENGLISH_TEN, "nominate 4"),
    ("i nominate my dude seventeen", corpus.ENGLISH_TWENTY, "nominate 17"),
    ("i nominate my man", corpus.ENGLISH_TEN, "none:attempt"),
    ("i nominate my man four and six", corpus.ENGLISH_TEN, "none:attempt"),
    ("my man said i nominate four", corpus.ENGLISH_TEN, "none"),
]


test_rule_english = rules.own_tables(ENGLISH)
