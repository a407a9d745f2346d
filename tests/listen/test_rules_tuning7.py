"""Rule cases for the classes of tuning7.tsv (the seventh held-out part, scored once blind, then
read): one rule of Russian speech each, in phrasings no corpus has, with the near-misses that
must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)

RULES = [
    # «…, а впрочем нет»: a second thought takes the act back; a seat after it replaces
    ("выставляю девятого впрочем нет", "none"),
    ("ну выставляю третьего а впрочем не надо", "none"),
    ("выставляю девятого впрочем нет четвертого", "nominate 4"),
    ("впрочем выставляю девятого", "nominate 9"),
    ("выставляю девятого ой нет", "none:attempt"),
    # «не думайте (не подумайте, не считайте), что я выставляю…»: the act denied
    ("не подумайте что я выставляю седьмого", "none"),
    ("только не считайте что я выставляю четвертого", "none"),
    ("не думай что выставляю пятого просто рассуждаю", "none"),
    ("думайте что хотите выставляю пятого", "nominate 5"),
    ("я думаю что выставляю пятого", "nominate 5"),
    # «слова третьего были: выставляю…», «фраза его была такая: …»: someone's words quoted
    ("фраза девятого была выставляю четвертого", "none"),
    ("слова у него были такие выставляю третьего", "none"),
    ("слова были красивые но выставляю третьего", "nominate 3"),
    # a seat in the dative before «ставлю» is whom a mark is given («седьмому ставлю плюс»)
    ("третьему ставлю минус", "none"),
    ("девятому я ставлю плюсик", "none"),
    ("девятому ставлю на голосование", "nominate 9"),
    ("девятого ставлю", "nominate 9"),
    ("ставлю девятого", "nominate 9"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning7(text, want):
    assert corpus.label(match_intent(text, TEN)) == want
