"""Ways a game journal gets damaged — by a disk, a cable, a power cut or a careless editor — made
on purpose, for the fault run (``bench/faults.py``) and the tests. Each returns what a correct
reader must find: how many inputs are still good, and how many were lost.

>>> import random, tempfile
>>> from pathlib import Path
>>> from pihost.events import SeatPressed
>>> from pihost.host.journal import Journal
>>> p = Path(tempfile.mkdtemp()) / "g.jsonl"
>>> with Journal.create(p, {"setup": {}}) as j:
...     for k in range(1, 6):
...         j.append(SeatPressed(seat=k, at=float(k)))
>>> damage_journal(p, "zeroed", random.Random(1), line=3)
Expected(good=2, lost=3, damaged=True)
>>> Journal.read(p).damage.lost
3
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

__all__ = ["KINDS", "Expected", "damage_journal"]

#: every kind of damage; ``torn_tail`` is the harmless one (a power cut mid-write)
KINDS = ("zeroed", "garbage", "flipped_bit", "missing_line", "duplicated", "cut_short",
         "edited_header", "torn_tail")


@dataclass(frozen=True)
class Expected:
    """What reading the damaged journal must give: ``good`` inputs kept, ``lost`` inputs
    gone, and whether it is damage at all (a torn tail nobody acted on is not)."""

    good: int
    lost: int
    damaged: bool = True


def damage_journal(path: Path, kind: str, rng: random.Random, line: int | None = None) -> Expected:
    """Damage the journal at ``path`` in place as ``kind`` (one of :data:`KINDS`); ``line`` is
    the input to hit (1 = the first input; default: one chosen by ``rng``). Its shadow is left
    as the box wrote it.

    Raises ``ValueError`` for an unknown kind, or a journal with no input to damage.
    """
    raw = path.read_bytes().splitlines(keepends=True)
    inputs = len(raw) - 1
    if raw and b'"end":' in raw[-1]:
        inputs -= 1  # a finished game's end record is no input
    if inputs < 1:
        raise ValueError(f"{path}: no input to damage")
    at = line if line is not None else rng.randint(1, inputs)
    if kind == "zeroed":
        raw[at] = b"\x00" * (len(raw[at]) - 1) + b"\n"
    elif kind == "garbage":
        raw[at] = bytes(rng.choice(range(1, 256)) for _ in raw[at][:-1]).replace(b"\n", b"~") + b"\n"
    elif kind == "flipped_bit":
        b = bytearray(raw[at])
        b[rng.randrange(len(b) - 1)] ^= 1 << rng.randrange(8)  # never its own newline
        raw[at] = bytes(b)
    elif kind == "missing_line":
        del raw[at]
    elif kind == "duplicated":
        raw.insert(at + 1, raw[at])
        return _write(path, raw, Expected(good=inputs, lost=0))
    elif kind == "cut_short":
        whole = b"".join(raw[:inputs + 1])
        cut = rng.randrange(len(raw[0]), len(whole))
        path.write_bytes(whole[:cut])
        good = whole[:cut].count(b"\n") - 1
        return Expected(good=good, lost=inputs - good)
    elif kind == "edited_header":
        b = bytearray(raw[0])
        digits = [i for i, ch in enumerate(b) if chr(ch).isdigit()]
        i = rng.choice(digits)
        b[i] = ord(str((int(chr(b[i])) + rng.randint(1, 9)) % 10))
        raw[0] = bytes(b)
        return _write(path, raw, Expected(good=inputs, lost=0))
    elif kind == "torn_tail":
        piece = raw[rng.randint(1, inputs)]
        raw = raw[:inputs + 1] + [piece[: rng.randint(1, len(piece) - 2)]]
        return _write(path, raw, Expected(good=inputs, lost=0, damaged=False))
    else:
        raise ValueError(f"unknown damage {kind!r}; known: {', '.join(KINDS)}")
    return _write(path, raw, Expected(good=at - 1, lost=inputs - at + 1))


def _write(path: Path, lines: list[bytes], expected: Expected) -> Expected:
    path.write_bytes(b"".join(lines))
    return expected
