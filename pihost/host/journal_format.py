"""How a game journal is written, line by line: one JSON object per line, sealed with the CRC-32
of its own bytes (``"c"``, appended last) and numbered (``"n"``). The header is line 0, each input
``{"e": event, "n": k}``, a finished game's last line ``{"end": record, "n": k}``. Version 1
journals (no numbers, the header unchecked) are still read.

>>> line = seal({"e": {"type": "resumed", "at": 1.0}, "n": 1})
>>> unseal(line)["n"], unseal(line.replace(b"1.0", b"2.0"))
(1, None)
"""

from __future__ import annotations

import json
import os
import zlib
from pathlib import Path
from typing import Any

from pihost.events import Event, event_from_json

VERSION = 2
LEGACY = 1          # v1: no sequence numbers, no header checksum (still read and resumed)
_SEAL = b',"c":'


class JournalError(ValueError):
    """A journal that cannot be used at all (no readable header, unknown version); names the
    file."""


class NotAGame(JournalError):
    """An empty journal, or one whose header was being written when the power went: no game was
    played in it, so there is nothing to resume."""


def shadow_path(path: str | os.PathLike) -> Path:
    """The shadow kept beside a journal: ``game.jsonl`` -> ``game.jsonl.shadow``."""
    p = Path(path)
    return p.with_name(p.name + ".shadow")


def line_text(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def seal(obj: dict[str, Any]) -> bytes:
    """``obj`` as one line with the CRC-32 of its own bytes appended as ``"c"``.

    >>> seal({"n": 0})
    b'{"n":0,"c":3444574783}\\n'
    """
    payload = line_text(obj).encode("utf-8")
    return payload[:-1] + _SEAL + str(zlib.crc32(payload)).encode() + b"}\n"


def unseal(chunk: bytes) -> dict[str, Any] | None:
    """The object of a sealed line (with its newline), or None when any byte of it is wrong."""
    if not chunk.endswith(b"}\n"):
        return None
    cut = chunk.rfind(_SEAL)
    digits = chunk[cut + len(_SEAL):-2]
    if cut < 0 or not digits.isdigit() or len(digits) > 10:
        return None
    payload = chunk[:cut] + b"}"
    if zlib.crc32(payload) != int(digits):
        return None
    try:
        obj = json.loads(payload)
    except (ValueError, UnicodeDecodeError):
        return None
    return obj if isinstance(obj, dict) else None


def legacy(chunk: bytes) -> dict[str, Any] | None:
    """A v1 line: JSON, the event's own checksum in ``"c"``; header and end unchecked."""
    if not chunk.endswith(b"\n"):
        return None
    try:
        obj = json.loads(chunk)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(obj, dict):
        return None
    if "e" in obj and obj.get("c") != zlib.crc32(line_text(obj["e"]).encode("utf-8")):
        return None
    return obj


def event_of(obj: dict[str, Any]) -> Event | None:
    """The input a line holds, or None when it holds none the box knows."""
    try:
        return event_from_json(obj["e"])
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def read_bytes(path: Path) -> bytes:
    """The whole file (through ``os.open``: one place where reading can fail). Raises
    ``OSError``."""
    fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


