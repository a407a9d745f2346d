"""Rule cases for the misses of tuning95.tsv (players from Belarus and Ukraine speaking Russian
with their own words mixed in: Ukrainian and Belarusian ordinals, farewells and finishing verbs,
regional jokes, and an English-speaking table) that general rules fix, at the 12- and 25-seat
tables: one family each, in phrasings no corpus has, with the near-misses that must stay what
they are (negated, another's, a future, a question, an act before it)."""

from __future__ import annotations

from pihost.listen.intents import ListenContext
from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
EN_TABLES = [ListenContext(speaker=t.speaker, alive=t.alive, seats=t.seats, lang="en")
             for t in TABLES]

REGIONAL_CLOSE = [
    # closing (tuning95): the Ukrainian and Belarusian farewell «бувайте», «бувай», «бывайце»
    # (as «бывайте») and finishing verb «скончыу», «скончил», «скинчив» (as «закончил»), alone,
    # after closing words or after the thanks
    ("все хлопцы бувайте", "end_speech"),
    ("дякую бувай", "end_speech"),
    ("ну все бывайце", "end_speech"),
    ("на этом все я скончыла", "end_speech"),
    ("все я скинчив дякую", "end_speech"),
    # an act before it: the act
    ("выставляю шестого бувайте", "nominate 6"),
    ("выставляю шестого и все я скончил", "nominate 6"),
    # near-misses: negated, a future, another's
    ("я не скончил", "none"),
    ("скоро скончу", "none"),
    ("пятый скончил речь", "none"),
]


test_rule_regional_close = rules.heard_as(REGIONAL_CLOSE, TABLES, ids=["12", "25"])


BALLOT_HALF_HEARD = [
    # the vote phrase (tuning95): «голосованне», «галасованне» (the Belarusian «-анне» on the
    # Russian stem) as «голосование»
    ("ставлю на голосованне девятого", "nominate 9"),
    ("девятого на голосованне", "nominate 9"),
    ("кидаю на галасованне восьмого", "nominate 8"),
    # near-misses: the state «на голосованни», negated, a future
    ("девятый на голосованни", "none"),
    ("не выставляю на голосованне девятого", "none"),
    ("завтра выставлю на голосованне девятого", "none"),
]


test_rule_ballot_half_heard = rules.heard_as(BALLOT_HALF_HEARD, TABLES, ids=["12", "25"])


MOCKED_AFTER = [
    # sarcasm (tuning95): the act mocked by what closes the utterance — «разбежался» (as
    # «размечтался»), «ага, щас», «щас прям» — with «никого» after it or not
    ("выставляю десятого щас разбежалась", "none"),
    ("выставляю десятого ага щас", "none"),
    ("выставляю десятого щас прям", "none"),
    ("выставляю десятого ага щас разбежалась никого", "none"),
    # near-misses: another ran off (he, they), a plain «ага», «ага, конечно», «ага, сейчас»
    ("выставляю десятого а он разбежался", "nominate 10"),
    ("выставляю десятого они разбежались", "nominate 10"),
    ("выставляю десятого ага", "nominate 10"),
    ("выставляю десятого ага конечно", "nominate 10"),
    ("выставляю десятого ага сейчас", "nominate 10"),
    ("выставляю десятого прям щас", "nominate 10"),
]


test_rule_mocked_after = rules.heard_as(MOCKED_AFTER, TABLES, ids=["12", "25"])


NOT_WHAT_I_MEANT = [
    # the slip owned (tuning95): «не то хотел сказать» (not what he meant to say) with none in
    # its place takes the act back; with a seat after it, that seat is the fix
    ("выставляю четвертого ой я не то хотела сказать", "none"),
    ("выставляю четвертого я не то хотел сказать", "none"),
    ("выставляю четвертого извините не то хотел сказать шестого", "nominate 6"),
    # near-misses: another's slip before the act, another's after it
    ("пятый не то хотел сказать выставляю четвертого", "nominate 4"),
    ("выставляю четвертого он не то хотел сказать", "nominate 4"),
]


test_rule_not_what_i_meant = rules.heard_as(NOT_WHAT_I_MEANT, TABLES, ids=["12", "25"])


BYE_AFTER_CLOSE = [
    # closing (tuning95): the English farewell «bye», «goodbye», «see you» after the close, as
    # «пока»
    ("thank you all bye", "end_speech"),
    ("that is all goodbye", "end_speech"),
    ("thanks see you", "end_speech"),
    ("i nominate seven bye", "nominate 7"),
    # near-misses: the farewell alone, said to a seat, another's
    ("bye", "none"),
    ("say goodbye to seven", "none"),
    ("seven said bye", "none"),
]


test_rule_bye_after_close = rules.heard_as(BYE_AFTER_CLOSE, EN_TABLES, ids=["12", "25"])
