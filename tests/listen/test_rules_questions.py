"""Rule cases of the act asked about (issue 15: questions, with correction the class of most
false nominations blind; «questions: none -> nominate» counted by ``bench/listen.py --blind``,
never a line read): «или» after the seat with the other choice to the act and no seat after it
(waiting, another doing in the infinitive, «пока рано», «потом») asks the table whether to
nominate; «или» with a seat after it stays a correction («или лучше восьмого») or two seats. In
phrasings of our own, at the 12- and 25-seat tables."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

OTHER_CHOICE = [
    ("выставляю седьмого или погодить", "none"),
    ("выставляю седьмого или подождать", "none"),
    ("ну я выставляю девятого или пока рано", "none"),
    ("выставляю седьмого или лучше подождать", "none"),
    ("выставляю одиннадцатого или пропустить круг", "none"),
    ("выставляю седьмого или потом", "none"),
    ("я выставляю пятого или еще подумать", "none"),
    ("выставлю седьмого или подождать", "none"),
    # near-misses: a seat after «или» (the correction, two seats); no «или»
    ("выставляю седьмого или лучше восьмого", "nominate 8"),
    ("выставляю седьмого или восьмого", "none:attempt"),
    ("выставляю седьмого подождать не могу", "nominate 7"),
]

test_rule_other_choice = rules.heard_as(OTHER_CHOICE, TABLES, ids=["12", "25"])
