"""Rule cases for the misses of tuning25.tsv and tuning26.tsv that general rules fix (after their
first tuning; first of all tuning25's false nomination): one rule of speech each, in phrasings no
corpus has, with the near-misses that must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)

RULES = [
    # reported_speech (tuning25's false nomination): what a source held, «в книжке было: …»,
    # is its text quoted; «было» with a predicate of its own, or no place named, is not
    ("в чате было выставляю третьего", "none"),
    ("на доске было выставляю игрока номер пять", "none"),
    ("в сообщении было я выставляю восьмого", "none"),
    ("что было то было выставляю третьего", "nominate 3"),
    ("в игре было шумно выставляю третьего", "nominate 3"),
]


@pytest.mark.parametrize(("text", "want"), RULES)
def test_rule(text, want):
    assert corpus.label(match_intent(text, TWELVE)) == want

