"""engine.draws makes the very draws of random.Random, so a playout seed keeps its game."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.draws import below, shuffle


@given(seed=st.integers(0, 2**40), n=st.integers(1, 40))
def test_below_draws_like_randrange_and_choice(seed, n):
    ours, theirs = random.Random(seed), random.Random(seed)
    items = list(range(100, 100 + n))
    for _ in range(5):
        assert below(ours.getrandbits, n) == theirs.randrange(n)
        assert items[below(ours.getrandbits, n)] == theirs.choice(items)
        assert below(ours.getrandbits, n + 1) == theirs.randint(0, n)
    assert ours.random() == theirs.random()  # and both streams are left in step


@given(seed=st.integers(0, 2**40), n=st.integers(0, 40))
def test_shuffle_matches_random_shuffle(seed, n):
    ours, theirs = random.Random(seed), random.Random(seed)
    mine, stdlib = list(range(n)), list(range(n))
    shuffle(ours.getrandbits, mine)
    theirs.shuffle(stdlib)
    assert mine == stdlib
    assert ours.random() == theirs.random()
