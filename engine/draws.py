"""Seeded draws that match ``random.Random`` draw for draw, with fewer Python calls.

The playout generator and the deal make a few hundred draws per game; the stdlib methods
go through two or three Python-level calls per draw. These helpers take the generator's bound
``getrandbits`` and make exactly the draws ``Random._randbelow`` makes (CPython 3.11+), so a
seed gives the same game as with ``rng.choice``/``rng.shuffle``/``rng.randint``.

>>> import random
>>> a, b = random.Random(4), random.Random(4)
>>> cards = list(range(10)); a.shuffle(cards)
>>> mine = list(range(10)); shuffle(b.getrandbits, mine)
>>> mine == cards, below(a.getrandbits, 7) == b.randrange(7)
(True, True)

Errors: ``below(bits, 0)`` never returns (n must be > 0); callers draw from non-empty ranges.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Bits = Callable[[int], int]


def below(bits: Bits, n: int) -> int:
    """A number in ``range(n)`` for n > 0: ``rng.choice(seq) == seq[below(bits, len(seq))]``."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def shuffle(bits: Bits, items: list[Any]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does."""
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]
