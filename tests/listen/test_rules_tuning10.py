"""Rule cases for the misses of tuning9.tsv and tuning10.tsv that general rules fix (after their
first tuning): one rule of speech each, in phrasings no corpus has, with the near-misses that must
stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)
BIG = ListenContext(speaker=6, alive=tuple(range(1, 27)), seats=26)
ENGLISH = ListenContext(speaker=4, alive=tuple(range(1, 25)), seats=24, lang="en")

RULES = [
    # damaged unit after a tens word: «двадцать шестова», «двадцать третево», «двадцать
    # читыри» read as one number when every near form names one unit; never a free-talk word
    ("я выставляю двадцать шестова", "nominate 26"),
    ("ставлю на голосование двадцать третева", "nominate 23"),
    ("выставляю игрока номер двадцать читыри", "nominate 24"),
    ("выставляю двадцать минуточек подумав десятого", "none:attempt"),
    ("мне двадцать шестова не понять", "none"),
    # the vote phrase glued to its preposition («наголосование») or misheard («на голосования»,
    # slang «на голосовалку») is still the vote phrase
    ("отправляю наголосование восьмого", "nominate 8"),
    ("ставлю на голосования девятова", "nominate 9"),
    ("отправляю на голосовалку пятого", "nominate 5"),
    ("наголосование ставить не буду", "none"),
    ("ставлю наголосование", "none:attempt"),
    ("наголосовались уже выставляю пятого", "nominate 5"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning10(text, want):
    ctx = ENGLISH if text[:1].isascii() else BIG if "двадцать" in text else TWELVE
    assert corpus.label(match_intent(text, ctx)) == want
