"""Rule cases for the misses of tuning80.tsv (a Yerevan club, Russian as a second language:
Armenian address words and particles «ара», «джан», «ахпер», «цавд танем», «хо», «че», shifted
word order, case endings a little off, closings «все джан», «я сказал», «мерси») that general
rules fix, at the 12- and 25-seat tables: one rule of speech each, in phrasings no corpus has,
with the near-misses that must stay what they are. Its one false nomination blind was a future
act with the table's leave asked after it («выставлю первого, если никто не против»)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

LEAVE = [
    # future_hypothetical (tuning80): «если никто не против» is leave asked as «если вы не
    # против»: after «выставлю» (or the act) it is a plan waiting for the table's leave
    ("выставлю восьмого если никто не против", "none"),
    ("я выставлю второго если никто не возражает", "none"),
    ("если никто не против выставлю пятого", "none"),
    # near-misses: the leave asked before the present act is a courtesy, the act done now;
    # asked and found given too
    ("если никто не против выставляю пятого", "nominate 5"),
    ("если никто не против и никто не против выставляю пятого", "nominate 5"),
]


test_rule_leave_of_nobody = rules.heard_as(LEAVE, TABLES, ids=["12", "25"])


I_HAVE_SPOKEN = [
    # end_speech (tuning80): «я сказал» (I have spoken) alone, and after a word of address
    # closing a formula
    ("я сказала", "end_speech"),
    ("спасибо брат я сказал", "end_speech"),
    ("все джан я сказал", "end_speech"),
    # near-misses: said to someone, or another has spoken
    ("я сказал пятому", "none"),
    ("шестой сказал", "none"),
]


test_rule_i_have_spoken = rules.heard_as(I_HAVE_SPOKEN, TABLES, ids=["12", "25"])


ARMENIAN_CLOSE = [
    # end_speech (tuning80): the Armenian endearment «цавд танем» and «хо» (yes) after the
    # formula; «шнорхакалутюн», «шнорокалутюн» heard for the thanks «шноракалутюн»
    ("мерси дорогие цавд танем", "end_speech"),
    ("спасибо цавд танем", "end_speech"),
    ("ну все хо", "end_speech"),
    ("у меня все хо", "end_speech"),
    ("шнорхакалутюн ахпер", "end_speech"),
    ("шнорокалутюн", "end_speech"),
    # near-misses: after an act they leave it the act
    ("выставляю пятого хо", "nominate 5"),
    ("выставляю пятого цавд танем", "nominate 5"),
]


test_rule_armenian_close = rules.heard_as(ARMENIAN_CLOSE, TABLES, ids=["12", "25"])


KEPT_NO_LONGER = [
    # end_speech (tuning80): «(больше) не мучаю вас», «не буду вас задерживать» after the
    # formula: he keeps the table no longer
    ("все ахпер не буду вас больше задерживать", "end_speech"),
    ("спасибо больше не утомляю вас", "end_speech"),
    # near-misses: alone it is no formula; after an act the act stands
    ("больше не мучаю вас", "none"),
    ("выставляю пятого больше не мучаю вас", "nominate 5"),
]


test_rule_table_kept_no_longer = rules.heard_as(KEPT_NO_LONGER, TABLES, ids=["12", "25"])


SEAT_LABEL = [
    # canonical (tuning80): a cardinal after «номер» is the seat's label and counts no noun
    # after it
    ("выставляю номер три цавд танем", "nominate 3"),
    ("выставляю игрока номер пять джан", "nominate 5"),
    # near-miss: a bare cardinal with a counted noun still counts it
    ("выставляю три минуты", "none:attempt"),
]


test_rule_seat_label_counts_nothing = rules.heard_as(SEAT_LABEL, TABLES, ids=["12", "25"])


ADDRESS_IN_CORRECTION = [
    # correction (tuning80): a word of address between the correction word and the seat that
    # replaces; «че че» (the Armenian «no, no») a correction
    ("выставляю седьмого нет ахпер восьмого я ошибся", "nominate 8"),
    ("выставляю третьего ой джан четвертого", "nominate 4"),
    ("выставляю пятого че че шестого", "nominate 6"),
    # near-misses: no seat after it; «че» alone is the Russian «what»
    ("выставляю третьего нет ара", "none:attempt"),
    ("выставляю пятого че че", "none:attempt"),
    ("выставляю пятого че", "nominate 5"),
]


test_rule_address_in_correction = rules.heard_as(ADDRESS_IN_CORRECTION, TABLES, ids=["12", "25"])


SORRY_TO_UNDONE = [
    # correction (tuning80): the apology said to the one corrected away, named in the
    # nominative right after it, then the seat that replaces in the object's case
    ("выставляю восьмого прости восьмой ахпер второго я имел в виду", "nominate 2"),
    ("выставляю восьмого извини восьмой второго", "nominate 2"),
    # near-misses: another seat in the nominative (two seats); the one undone cleared
    ("выставляю восьмого прости седьмой второго", "none:attempt"),
    ("выставляю восьмого нет восьмой джан мирный", "none"),
]


test_rule_apology_to_the_one_undone = rules.heard_as(SORRY_TO_UNDONE, TABLES, ids=["12", "25"])


NOT_QUOTED = [
    # reported_speech, anaphora and host_echo (tuning80): a verb of shouting aimed at a person
    # («кричал на всех») opens no quotation; nor does a present verb of speech in a clause «пока
    # (ведущий) пишет» opened by «пока» before its subject
    ("седьмой орал на всех его выставляю", "nominate 7"),
    ("пятый накричал на меня выставляю пятого", "nominate 5"),
    ("пока ведущий записывает выставляю пятого", "nominate 5"),
    ("пока шестой говорит выставляю восьмого", "nominate 8"),
    # near-misses: the shout with its words after it; «пока» after the subject (so far)
    ("седьмой орал выставляю второго", "none"),
    ("шестой пока говорит выставляю восьмого", "none"),
]


test_rule_no_quotation_opened = rules.heard_as(NOT_QUOTED, TABLES, ids=["12", "25"])


I_SAID_EN = [
    # english (tuning80): «i said» (I have spoken) after the close
    ("thanks i said", "end_speech"),
    ("thats all from me i said", "end_speech"),
    # near-misses: «i said» alone, and a close quoted as said
    ("i said", "none"),
    ("i said thanks", "none"),
]


test_rule_i_have_spoken_in_english = rules.heard_as(I_SAID_EN, [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY],
                                                    ids=["10", "20"])


SOFT_SIGN_SPLIT = [
    # recognizer_damage (tuning80): an ordinal split at its soft sign, the sign lost («сед
    # мого», «трет его»): joined again
    ("я выдвигаю сед мую", "nominate 7"),
    ("выставляю вос мого игрока", "nominate 8"),
    # near-miss: two real number words are never joined
    ("выставляю пять десять", "none:attempt"),
]


test_rule_soft_sign_split = rules.heard_as(SOFT_SIGN_SPLIT, TABLES, ids=["12", "25"])


AGAIN = [
    # anaphora (tuning80): «снова», «опять», «еще раз» between the object said first and the act:
    # the act done again, the object its own
    ("пятый молчит я его опять выставляю", "nominate 5"),
    ("девятого вновь выставляю", "nominate 9"),
    ("восьмой хитрый я его еще раз выставляю", "nominate 8"),
    # near-misses: negated; «раз» alone no repetition
    ("девятого снова не выставляю", "none"),
    ("девятого раз выставляю", "none:attempt"),
]


test_rule_act_again = rules.heard_as(AGAIN, TABLES, ids=["12", "25"])


OK_THEN = [
    # host_echo (tuning80): «ладно» answering what was said closes that clause: the seat said
    # first after it is no object of the verb before it
    ("торопят ладно девятого выставляю", "nominate 9"),
    ("мне говорят время ну ладно пятого выставляю", "nominate 5"),
    # near-miss: with no «ладно» the seat is the quoted act's
    ("говорят первого выставляю", "none"),
]


test_rule_ok_then_closes_the_clause = rules.heard_as(OK_THEN, TABLES, ids=["12", "25"])
