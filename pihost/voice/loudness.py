"""One loudness for everything the box says: every rendered phrase and every recorded clip is
brought to the same speech level, with headroom below full scale.

The level is the RMS of the speech in dBFS (0 dBFS = a full-scale square wave), measured over
50 ms blocks with the pauses gated out: blocks under -50 dBFS are silence, and blocks more than
10 dB under the mean of the rest are breaths and word ends (the idea of EBU R128's gates,
without its frequency weighting: all sources here are voices, rendered or recorded alike).
The gain that reaches the target is capped so that no sample goes over ``PEAK_DBFS``: nothing
clips, and a phrase with unusually sharp peaks stays a little under the target.

>>> from pihost.voice.audio import tone
>>> quiet = tone(1.0, level=300)
>>> round(level_dbfs(quiet), 1), round(level_dbfs(normalise(quiet, target_dbfs=-20.0)), 1)
(-40.8, -20.0)
>>> round(peak_dbfs(normalise(quiet, target_dbfs=-6.0)), 1)   # a square wave peaks at its level
-6.0
"""

from __future__ import annotations

import array
import math
import operator
import sys

from pihost.voice.audio import RATE, Pcm

FULL_SCALE = 32768.0
PEAK_DBFS = -1.0            # headroom: no sample above this (dBFS)
SILENCE_DBFS = -50.0        # blocks quieter than this are silence (dBFS)
RELATIVE_GATE_DB = 10.0     # blocks this far under the speech mean are left out (dB)
BLOCK = RATE // 20          # 50 ms
# Gated speech RMS. espeak-ng's phrases peak at most 19.9 dB over their level (measured over both
# packs), so at -21 dBFS every one of them reaches the target under the -1 dBFS limit; Piper's
# sharpest (en_US-joe, 1 in 10 phrases) stay up to 1.6 dB under it.
DEFAULT_TARGET_DBFS = -21.0
TARGET_RANGE = (-40.0, -6.0)  # what the config accepts (dBFS)


def _samples(pcm: Pcm) -> array.array:
    samples = array.array("h", pcm.data)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def _db(power: float) -> float:
    return 10.0 * math.log10(power) if power > 0 else -math.inf


def _block_powers(samples: array.array) -> list[float]:
    """Mean power (relative to full scale) of each 50 ms block."""
    powers = []
    for start in range(0, len(samples), BLOCK):
        block = samples[start:start + BLOCK]
        if len(block) < BLOCK // 2 and powers:
            break  # a short last block says little
        powers.append(sum(map(operator.mul, block, block)) / len(block) / FULL_SCALE ** 2)
    return powers


def _gated(powers: list[float], gain_db: float = 0.0) -> float:
    """The gated level of blocks of these powers after a gain of ``gain_db``."""
    scale = 10.0 ** (gain_db / 10.0)
    loud = [p * scale for p in powers if _db(p * scale) > SILENCE_DBFS]
    if not loud:
        return -math.inf
    gate = _db(sum(loud) / len(loud)) - RELATIVE_GATE_DB
    speech = [p for p in loud if _db(p) > gate]
    return _db(sum(speech) / len(speech))


def level_dbfs(pcm: Pcm) -> float:
    """The gated speech level of ``pcm`` in dBFS; ``-inf`` for silence.

    >>> level_dbfs(Pcm.silence(0.5))
    -inf
    """
    return _gated(_block_powers(_samples(pcm)))


def peak_dbfs(pcm: Pcm) -> float:
    """The highest sample of ``pcm`` in dBFS; ``-inf`` for silence.

    >>> from pihost.voice.audio import tone
    >>> round(peak_dbfs(tone(0.1, level=16384)), 1)
    -6.0
    """
    samples = _samples(pcm)
    if not samples:
        return -math.inf
    peak = max(max(samples), -min(samples))
    return 20.0 * math.log10(peak / FULL_SCALE) if peak else -math.inf


def normalise(pcm: Pcm, target_dbfs: float = DEFAULT_TARGET_DBFS) -> Pcm:
    """``pcm`` scaled so its speech level is ``target_dbfs`` (or as near as the peak limit
    allows). Silence is returned as it is.

    Raises ValueError for a target outside ``TARGET_RANGE``.
    """
    low, high = TARGET_RANGE
    if not low <= target_dbfs <= high:
        raise ValueError(f"loudness target {target_dbfs:g} dBFS is outside {low:g}..{high:g}")
    samples = _samples(pcm)
    powers = _block_powers(samples)
    level = _gated(powers)
    if level == -math.inf:
        return pcm
    gain_db = 0.0
    for _ in range(4):  # louder, quiet blocks pass the silence gate: the level moves a little
        gain_db += target_dbfs - _gated(powers, gain_db)
    peak = max(max(samples), -min(samples))
    gain_db = min(gain_db, PEAK_DBFS - 20.0 * math.log10(peak / FULL_SCALE))
    if abs(gain_db) < 0.02:
        return pcm
    out = _scaled(samples, 10.0 ** (gain_db / 20.0))
    for _ in range(3):
        # blocks near a gate may fall the other side of it once scaled and rounded (a phrase
        # the gate makes swing): what counts is the level of what is played, never over the target
        over = level_dbfs(out) - target_dbfs
        if over <= 0.05:
            break
        gain_db -= over + 0.01
        out = _scaled(samples, 10.0 ** (gain_db / 20.0))
    return out


def _scaled(samples: array.array, gain: float) -> Pcm:
    fixed = round(65536 * gain)  # fixed point: twice as fast as floats
    # the peak cap keeps every product inside the 16-bit range: no clipping needed
    scaled = array.array("h", [(s * fixed) >> 16 for s in samples])
    if sys.byteorder == "big":
        scaled.byteswap()
    return Pcm(scaled.tobytes())
