"""Rule cases for the misses of tuning37.tsv and tuning38.tsv that general rules fix (after their
first tuning; first of all tuning38's false nomination), and a case no corpus has: one rule of
speech each, in phrasings no corpus has, with the near-misses that must stay what they are. No
label was changed."""

from __future__ import annotations

import pytest

from tests.listen import corpus

RULES = [
    # reported_speech (tuning38's false nomination): the act's words named as a phrase
    # («фраза», «эта фраза», «выражение») and then said of («…тут звучит постоянно», «…означает
    # конец») are mentioned, not done; the phrase with nothing said of it after, or his own
    # («последняя фраза: …»), is the act, and an act of his own after the mention stands
    ("эта фраза выставляю пятого тут звучит постоянно", "none"),
    ("выражение ставлю на голосование девятого уже надоела", "none"),
    ("фраза выставляю пятого", "nominate 5"),
    ("последняя фраза выставляю девятого", "nominate 9"),
    ("фраза выставляю пятого звучит постоянно но сегодня выставляю восьмого", "nominate 8"),
    ("фраза выставляю пятого и все", "nominate 5"),
]


@pytest.mark.parametrize(("text", "want"), RULES)
def test_rule(text, want):
    assert corpus.heard(text, corpus.TWELVE) == want


ENGLISH_RULES = [
    # reported_speech (tuning38): the same in English, «the phrase … sounds …»
    ("the phrase i nominate six sounds every night", "none"),
    ("the phrase i nominate six", "nominate 6"),
]


@pytest.mark.parametrize(("text", "want"), ENGLISH_RULES)
def test_rule_in_english(text, want):
    assert corpus.heard(text, corpus.ENGLISH_TEN) == want
