"""Rule cases for the misses of tuning102.tsv (a corpus of corrections from many kinds of tables:
every way a player corrects the seat he named, takes an act back, restarts it, repairs a slip or
a misheard number, with near-misses: a correction of something else than the seat, another
player's correction retold) that general rules fix, at the 12- and 25-seat tables: one family
each, in phrasings no corpus has, with the near-misses that must stay what they are (negated,
another's, a future, a question, an act before it)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

OTHER_FIXED = [
    # correction (tuning102): a correction word that corrects something else than the seat —
    # the reason, the time, an earlier word of his, the seat explained, the apology for the
    # manner, «нет сомнений»: the seat stands
    ("выставляю девятого поправка по поводу вчерашней ночи", "nominate 9"),
    ("выставляю третьего поправлюсь про голосование я ошибся", "nominate 3"),
    ("выставляю шестого нет не за речь а за то что он голосовал странно", "nominate 6"),
    ("выставляю восьмого поправлю себя я говорил что он красный", "nominate 8"),
    ("выставляю пятого то есть я думаю что он черный", "nominate 5"),
    ("выставляю десятого вернее хочу пояснить свою позицию", "nominate 10"),
    ("выставляю второго извините за резкость", "nominate 2"),
    ("выставляю одиннадцатого нет вопросов", "nominate 11"),
    # near-misses: another seat after it (it replaces, or is unclear), the act taken back, a
    # new act of the verb
    ("выставляю девятого поправка по поводу номера десятого", "nominate 10"),
    ("выставляю девятого поправлюсь про голосование передумал", "none"),
    ("выставляю шестого то есть я думаю что седьмого", "none:attempt"),
    ("выставляю второго извините за восьмого", "none:attempt"),
    ("выставляю пятого поправлюсь я не выставляю", "none"),
]


test_rule_other_fixed = rules.heard_as(OTHER_FIXED, TABLES, ids=["12", "25"])
