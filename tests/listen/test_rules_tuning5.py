"""Rule cases for the classes of tuning5.tsv (the fifth held-out part, scored once blind, then
read): one rule of Russian speech each, in phrasings no corpus has, with the near-misses that
must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)

RULES = [
    # «его слова были: выставляю…», «фраза была такая: …»: someone's words, quoted
    ("ее слова были выставляю шестого", "none"),
    ("его фраза была такая выставляю третьего", "none"),
    ("последние слова были такие выставляю девятого", "none"),
    ("его слова были странными выставляю седьмого", "nominate 7"),
    ("мне не понравились его слова выставляю седьмого", "nominate 7"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning5(text, want):
    assert corpus.label(match_intent(text, TEN)) == want
