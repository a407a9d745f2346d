"""The night's masking sound: soft noise under everything the box plays at night, so the clicks
of the seat buttons cannot be heard across the table.

>>> bed = noise_bed(seconds=0.5)
>>> round(bed.seconds, 2), max(abs(s) for s in array.array("h", bed.data)) <= MASK_LEVEL
(0.48, True)
>>> len(mix(bytes(8), bed.data[:8], level=1.0)) == 8
True
"""

from __future__ import annotations

import array
import random

from pihost.voice.audio import RATE, Pcm

MASK_LEVEL = 1200  # peak sample value: about -29 dBFS, under the voice, over a click


def noise_bed(seconds: float = 2.0, level: int = MASK_LEVEL, seed: int = 0) -> Pcm:
    """A loopable brown-ish noise (random walk, low-passed): calm, not a hiss. Deterministic."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    out = array.array("h", bytes(2 * n))
    x = 0.0
    for i in range(n):
        x = 0.98 * x + rng.uniform(-1.0, 1.0)
        out[i] = int(max(-1.0, min(1.0, x / 12.0)) * level)
    # fade the loop's ends together so the seam does not click
    fade = min(n // 2, RATE // 50)
    for i in range(fade):
        w = i / fade
        out[i] = int(out[i] * w + out[n - fade + i] * (1 - w))
    return Pcm(out[: n - fade].tobytes())


def mix(voice: bytes, bed: bytes, level: float = 1.0) -> bytes:
    """The two 16-bit mono blocks added (``bed`` scaled by ``level``), clipped; ``voice``'s
    length."""
    a = array.array("h", voice)
    b = array.array("h", bed[: len(voice)])
    for i in range(min(len(a), len(b))):
        a[i] = max(-32768, min(32767, a[i] + int(b[i] * level)))
    return a.tobytes()
