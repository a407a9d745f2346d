"""Rule cases for the misses of tuning53.tsv (a calm, polite, very verbose evening at a women's
league: feminine forms, politeness, hedging) that general rules fix (first of all its false
nominations): one rule of speech each, in phrasings no corpus has, with the near-misses that
must stay what they are. No label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

QUOTE_RULES = [
    # reported_speech (tuning53, two false nominations): whom he told right after the verb of
    # speech, a third person or the host in the dative («сказала ведущей», «шепнул ему»), still
    # opens his quote; the host addressed with no verb of speech before quotes no one
    ("пятая шепнула ему выставляю восьмую", "none"),
    ("девятый сказал судье выставляю второго а судья промолчал", "none"),
    ("третья говорила ведущему выставляю десятую", "none"),
    ("спасибо ведущей выставляю десятую", "nominate 10"),
    ("ведущей выставляю десятую", "nominate 10"),
]


test_rule_quote = rules.heard_as(QUOTE_RULES, corpus.TWELVE)


TIME_RULES = [
    # questions (tuning53, a false nomination): «все время» (all the time) right before the
    # present act verb is its habit, like «всегда», «постоянно»; after another verb it is that
    # verb's, and «все, все, время» still closes the speech
    ("зачем мы все время выставляем шестую", "none"),
    ("мы постоянно выставляем шестую", "none"),
    ("шестая все время молчит выставляю шестую", "nominate 6"),
    ("все все время", "end_speech"),
    # canonical (tuning53): a hedge «наверное» settled by «все таки», «все же» right after it
    # before the present act («наверное, все же выставляю»: after all, I do); the future after
    # it stays a plan, «наверное» alone stays a hedge
    ("наверное все же выставляю одиннадцатую", "nominate 11"),
    ("я наверно все таки выставляю пятую", "nominate 5"),
    ("наверное все таки выставлю пятую", "none"),
    ("наверное выставляю пятую", "none"),
]


test_rule_time = rules.heard_as(TIME_RULES, corpus.TWELVE)


SEAT_RULES = [
    # case_forms, host_echo (tuning53): «пожалуйста» between the seat said before the verb and
    # the verb is politeness, no word of its own («одиннадцатую, пожалуйста, выставляю»)
    ("одиннадцатую пожалуйста выставляю", "nominate 11"),
    ("судья пятого пожалуйста выдвигаю", "nominate 5"),
    ("пожалуйста не выставляйте пятого", "none"),
]


test_rule_seat = rules.heard_as(SEAT_RULES, corpus.TWELVE)


END_RULES = [
    # end_speech (tuning53): the women of the table addressed after the end formula («у меня
    # все, девочки», «спасибо, дамы») close the speech as «ребята», «коллеги»; after an act the
    # act stands
    ("все у меня девушки", "end_speech"),
    ("спасибо большое девчонки", "end_speech"),
    ("выставляю седьмую спасибо дамы", "nominate 7"),
]


test_rule_end = rules.heard_as(END_RULES, corpus.TWELVE)
