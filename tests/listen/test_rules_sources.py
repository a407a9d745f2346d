"""Rule cases of words quoted from what writes or speaks (issue 15: reported speech, the class
of most false nominations on the four parts written this round, scored blind first on 7abaacc;
counted by kind, never read — the source rule was written after that scoring, from the kind
counts and the emphasis its writer was given, so heldout86's later figures are not blind for it):
a chat, a moderator, a book, a screen as the subject of a verb of speech or writing opens a
quotation as a player does («чат пишет: выставляю седьмого»); words read out or said aloud
(«произносит», «прочитал», «зачитываю») are another's too. Not the thing written after its
verb's object («как будто отчет пишет, я выставляю девятого»), nor how he reads a player
(«десятого я читаю в черную»). In phrasings of our own, at the 12- and 25-seat tables."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

SOURCES = [
    ("чат пишет выставляю седьмого", "none"),
    ("модератор пишет выставляю девятого", "none"),
    ("а книга говорит выставляю третьего", "none"),
    ("героиня произносит выставляю седьмого", "none"),
    ("чат прочитал выставляю одиннадцатого", "none"),
    ("зачитываю выставляю седьмого", "none"),
    # near-misses: his own act after the quote, how he reads a player, a thing he writes
    ("чат пишет выставляю седьмого но я выставляю восьмого", "nominate 8"),
    ("шестого я читаю в красную а выставляю восьмого", "nominate 8"),
    ("читаю чат и выставляю седьмого", "nominate 7"),
    ("как будто отчет пишет я выставляю девятого", "nominate 9"),
]

test_rule_sources = rules.heard_as(SOURCES, TABLES, ids=["12", "25"])
