"""Rule cases for the misses of tuning106.tsv (a bilingual club in Kazan: Tatar and Bashkir words
in Russian, the 18 classes) that general rules fix, at the 12- and 25-seat tables: one family
each, in phrasings no corpus has, with the near-misses that must stay what they are (negated,
another's, a future, a question, an act before it). Blind it had two false nominations: a second
option cut short after «или», not heard as a seat."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

TATAR_WORDS = [
    # a Tatar word read as the Russian one it is (tuning106): the thanks «рахмат» / «рәхмәт»
    # closing, «юк» (no) correcting, «эйе» (yes) confirming, «барыгызга» (to you all)
    ("все рахмат", "end_speech"),
    ("рэхмэт всем", "end_speech"),
    ("у меня на сегодня все рәхмәт", "end_speech"),
    ("рахмат барчагызга", "end_speech"),
    ("выставляю одиннадцатого юк двенадцатого", "nominate 12"),
    ("выставляю второго юк юк четвертого эйе четвертого", "nominate 4"),
    ("я выставляю третьего рахмет", "nominate 3"),
    # near-misses: the thanks to a seat, a «юк» that takes the act back, a question, a future
    ("рахмат девятому за поддержку", "none"),
    ("выставляю шестого юк отменяю", "none"),
    ("юк я никого не выставляю рахмат", "end_speech"),
    ("эйе или юк кого выставлять", "none"),
    ("эйе завтра выставлю десятого рахмат", "end_speech"),
]

test_rule_tatar_words = rules.heard_as(TATAR_WORDS, TABLES, ids=["12", "25"])

TATAR_CLOSE = [
    # closing (tuning106): the Tatar «бетте» (it is over), «мин бетердем» (I have finished), and
    # the Tatar address «абый», «апа» said after a formula
    ("бетте", "end_speech"),
    ("все все бетте", "end_speech"),
    ("мин бетердем рахмат", "end_speech"),
    ("спасибо апай", "end_speech"),
    ("на этом все абзый", "end_speech"),
    # an act before it: the act
    ("выставляю восьмого бетте", "nominate 8"),
    ("выставляю седьмого у меня все апа", "nominate 7"),
    # near-misses: negated, asked, of something else
    ("игра не бетте", "none"),
    ("бетте ли игра", "none"),
    ("апа вы хорошо сказали", "none"),
]

test_rule_tatar_close = rules.heard_as(TATAR_CLOSE, TABLES, ids=["12", "25"])

CUT_OPTION = [
    # two seats (tuning106): a seat, «или», and another seat cut short or damaged closing the
    # utterance is still two seats in one act, not the first one
    ("выставляю одиннад или двенад", "none:attempt"),
    ("выставляю девятого или десят", "none:attempt"),
    ("я выставляю тринад или четырнад", "none:attempt"),
    # near-misses: the same seat repeated, «или нет» (a doubt), a word no number is near
    ("выставляю шестого или шест", "nominate 6"),
    ("выставляю девятого или нет", "none"),
    ("выставляю девятого или как", "none"),
]

test_rule_cut_option = rules.heard_as(CUT_OPTION, TABLES, ids=["12", "25"])

PERSON_BEFORE = [
    # the seat and the person it is before the verb (tuning106): an ordinal with a person noun
    # (or the Tatar «апа», «абый» in a Russian case), as after it («выставляю седьмую девушку»)
    ("девятого мужчину выставляю", "nominate 9"),
    ("одиннадцатую абыя выставляю на голосование", "nominate 11"),
    ("вторую апу я выставляю", "nominate 2"),
    # near-misses: negated, a future, two seats, anyone at all
    ("девятого мужчину не выставляю", "none"),
    ("девятого мужчину выставлю потом", "none"),
    ("девятого мужчину выставляю и десятого", "none:attempt"),
    ("первого встречного выставляю", "none:attempt"),
]

test_rule_person_before = rules.heard_as(PERSON_BEFORE, TABLES, ids=["12", "25"])

AS_THEY_SAID = [
    # his own act (tuning106): «как X сказал(и)» opening the utterance, the sayer before his
    # verb, then the speaker's «я тоже» joining him, as «как сказал пятый, выставляю…»
    ("как сосед сказал я тоже выставляю одиннадцатого", "nominate 11"),
    ("как апа и говорила я тоже выставляю второго", "nominate 2"),
    ("ну как вы сказали я также выставляю девятого", "nominate 9"),
    # near-misses: no «я тоже» (his words quoted), how it was said heard, a future, negated
    ("как сосед сказал выставляю одиннадцатого", "none"),
    ("слышала как сосед сказал я тоже выставляю одиннадцатого", "none"),
    ("как сосед сказал я тоже выставлю одиннадцатого завтра", "none"),
    ("как сосед сказал я тоже не выставляю одиннадцатого", "none"),
]

test_rule_as_they_said = rules.heard_as(AS_THEY_SAID, TABLES, ids=["12", "25"])

LATER_SEAT = [
    # one seat now (tuning106): «…X, а завтра (в следующем круге) Y» sets the other seat to a
    # later time, no second seat of this act
    ("выставляю десятого а послезавтра одиннадцатого", "nominate 10"),
    ("сейчас выставляю второго а в следующий раз третьего", "nominate 2"),
    # near-misses: with no later time two seats; all of it a plan
    ("выставляю десятого а одиннадцатого", "none:attempt"),
    ("выставляю десятого и завтра одиннадцатого", "none:attempt"),
    ("завтра выставлю десятого а послезавтра одиннадцатого", "none"),
]

test_rule_later_seat = rules.heard_as(LATER_SEAT, TABLES, ids=["12", "25"])

WISH_THEN_ACT = [
    # the wish's seat taken by the act closing the utterance (tuning106), a parenthesis of his
    # («честно», «если честно», «честно говоря») between them
    ("хочется выставить шестого если честно и выставляю", "nominate 6"),
    ("хочу выставить десятого честно говоря и выставляю", "nominate 10"),
    # near-misses: the act negated, the wish alone
    ("хочу выставить десятого честно но не выставляю", "none"),
    ("хочется выставить шестого если честно", "none"),
]

test_rule_wish_then_act = rules.heard_as(WISH_THEN_ACT, TABLES, ids=["12", "25"])

REASON_COUNTED = [
    # the seat before the verb stands (tuning106) when «по» with a count of things follows it:
    # what he does it for, no complement of the verb
    ("одиннадцатого выставляю по трем причинам", "nominate 11"),
    ("второго я выставляю по одной простой причине", "nominate 2"),
    # near-misses: negated, a stake, a question
    ("одиннадцатого не выставляю по трем причинам", "none"),
    ("седьмого ставлю на пять рублей", "none"),
    ("одиннадцатого выставляю по трем причинам или нет", "none"),
]

test_rule_reason_counted = rules.heard_as(REASON_COUNTED, TABLES, ids=["12", "25"])

KEPT_FROM_SPEAKING = [
    # no quotation (tuning106): an infinitive of speech governed by a verb of letting or
    # hindering («не дает мне говорить», «мешает сказать»), then the act
    ("десятый мешает мне говорить выставляю десятого", "nominate 10"),
    ("третий перебивает не дает сказать выставляю третьего", "nominate 3"),
    # near-misses: his words quoted, a future, negated
    ("десятый сказал выставляю десятого", "none"),
    ("десятый мешает мне говорить выставлю его завтра", "none"),
    ("десятый мешает мне говорить но не выставляю", "none"),
]

test_rule_kept_from_speaking = rules.heard_as(KEPT_FROM_SPEAKING, TABLES, ids=["12", "25"])

MISHEARD_DENIED = [
    # his own correction (tuning106): another seat denied with «не», then «я сказал(а) N» and
    # the act on N, not his words quoted
    ("нет не девятого я сказал десятого выставляю десятого", "nominate 10"),
    ("юк не второго я сказала третьего выставляю третьего", "nominate 3"),
    # near-misses: no seat denied (his words retold), a future
    ("я сказал десятого выставляю десятого", "none"),
    ("нет не девятого я сказал десятого выставлю десятого потом", "none"),
]

test_rule_misheard_denied = rules.heard_as(MISHEARD_DENIED, TABLES, ids=["12", "25"])
