"""Sound as the box handles it: mono signed 16-bit samples at one rate, read from and written to
WAV files with the standard library only.

>>> pcm = Pcm.silence(0.5)
>>> pcm.seconds, len(pcm.data)
(0.5, 22050)
"""

from __future__ import annotations

import array
import os
import sys
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

RATE = 22050  # hertz: what espeak-ng renders; clips are converted to it


class AudioError(ValueError):
    """A WAV file that cannot be used; the message names the file and the reason."""


@dataclass(frozen=True)
class Pcm:
    """Mono signed 16-bit little-endian samples at ``RATE`` hertz."""

    data: bytes

    @property
    def frames(self) -> int:
        return len(self.data) // 2

    @property
    def seconds(self) -> float:
        return self.frames / RATE

    @classmethod
    def silence(cls, seconds: float) -> Pcm:
        """``seconds`` of silence (rounded to whole samples)."""
        return cls(bytes(2 * round(seconds * RATE)))

    @classmethod
    def join(cls, parts: Sequence[Pcm]) -> Pcm:
        return cls(b"".join(p.data for p in parts))


def read_wav(path: str | os.PathLike) -> Pcm:
    """Read a 16-bit PCM WAV (mono or stereo, any rate) as mono at ``RATE``.

    Raises AudioError naming the file: unreadable, not PCM, not 16-bit, or empty.
    """
    try:
        with wave.open(str(path), "rb") as wav:
            channels, width, rate = wav.getnchannels(), wav.getsampwidth(), wav.getframerate()
            frames = wav.getnframes()
            raw = wav.readframes(frames)
    except (OSError, EOFError, wave.Error) as exc:
        raise AudioError(f"{path}: not a readable WAV: {exc}") from None
    if width != 2:
        raise AudioError(f"{path}: {8 * width}-bit samples; record 16-bit PCM")
    if frames == 0 or len(raw) < frames * channels * 2:
        raise AudioError(f"{path}: no sound in the file (or it is cut short)")
    samples = array.array("h", raw)
    if sys.byteorder == "big":
        samples.byteswap()
    if channels > 1:
        samples = array.array("h", (sum(samples[i:i + channels]) // channels
                                    for i in range(0, len(samples), channels)))
    if rate != RATE:
        samples = _resample(samples, rate, RATE)
    if sys.byteorder == "big":
        samples.byteswap()
    return Pcm(samples.tobytes())


def write_wav(path: str | os.PathLike, pcm: Pcm) -> None:
    """Write ``pcm`` as a WAV file, atomically (a reader never sees half a file).

    Raises OSError if the folder cannot be written.
    """
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with wave.open(str(tmp), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm.data)
    os.replace(tmp, path)


def tone(seconds: float, hertz: float = 440.0, level: int = 3000) -> Pcm:
    """A square-wave beep (test signals, the fake synthesiser)."""
    half = max(1, round(RATE / hertz / 2))
    period = array.array("h", [-level] * half + [level] * half)
    if sys.byteorder == "big":
        period.byteswap()
    frames = round(seconds * RATE)
    data = period.tobytes() * (frames // (2 * half) + 1)
    return Pcm(data[:2 * frames])


def trim(pcm: Pcm, threshold: int = 300, lead: float = 0.01, tail: float = 0.1) -> Pcm:
    """Cut silence (samples below ``threshold``) to ``lead`` s before the sound and ``tail`` s
    after it, so a phrase's duration is its speech: «Десять принято» starts at once.

    >>> trim(Pcm.silence(1.0)).seconds
    0.0
    """
    samples = array.array("h", pcm.data)
    first = _first_loud(samples, threshold, range(0, len(samples), _SCAN))
    if first is None:
        return Pcm(b"")
    last = _first_loud(samples, threshold, range(len(samples) - 1, -1, -_SCAN), backwards=True)
    start = max(0, first - round(lead * RATE))
    end = min(len(samples), last + 1 + round(tail * RATE))
    return Pcm(pcm.data[2 * start:2 * end])


_SCAN = 512  # samples checked at once (min/max run in C) before looking closer


def _first_loud(samples: array.array, threshold: int, starts: range,
                backwards: bool = False) -> int | None:
    for start in starts:
        lo, hi = (max(0, start - _SCAN + 1), start + 1) if backwards else (start, start + _SCAN)
        block = samples[lo:hi]
        if max(block) >= threshold or min(block) <= -threshold:
            inner = range(hi - 1, lo - 1, -1) if backwards else range(lo, hi)
            return next(i for i in inner if abs(samples[i]) >= threshold)
    return None


def _resample(samples: array.array, src: int, dst: int) -> array.array:
    """Linear interpolation: good enough for a recorded voice clip converted once."""
    n_out = max(1, round(len(samples) * dst / src))
    last = len(samples) - 1
    out = array.array("h", bytes(2 * n_out))
    for i in range(n_out):
        x = i * src / dst
        j = min(int(x), last)
        k = min(j + 1, last)
        out[i] = round(samples[j] + (samples[k] - samples[j]) * (x - j))
    return out
