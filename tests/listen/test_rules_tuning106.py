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
