"""Append-only game journal: every input is on disk (flushed, fsynced) before the box reacts.

One JSON object per line. The first line is the header (how the game was set up); each next line
is one input ``{"t": box_time, "e": event, "c": crc}``; a finished game ends with an ``end`` line.
A torn last line (power cut mid-write) is detected — no newline, bad JSON or a wrong checksum —
and dropped, never crashes the replay.

The journal holds the night's presses, so it is private: the file is created with mode 0600.

>>> import tempfile, os
>>> from pihost.events import SeatPressed
>>> p = os.path.join(tempfile.mkdtemp(), "g.jsonl")
>>> with Journal.create(p, {"rules": "classic"}) as j:
...     j.append(SeatPressed(seat=3, at=1.0))
>>> Journal.read(p).inputs
[SeatPressed(seat=3, at=1.0)]
"""

from __future__ import annotations

import json
import os
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pihost.events import Event, event_from_json

__all__ = ["Journal", "JournalError", "JournalContents"]

VERSION = 1


class JournalError(ValueError):
    """A journal that cannot be used (no header, wrong version); names the file."""


def _crc(payload: str) -> int:
    return zlib.crc32(payload.encode("utf-8"))


def _line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


@dataclass
class JournalContents:
    """What a journal file holds: its header, its inputs in order, and the end record if any."""

    header: dict[str, Any]
    inputs: list[Event] = field(default_factory=list)
    end: dict[str, Any] | None = None
    dropped_tail: bool = False  # a torn last line was found and dropped
    good_bytes: int = 0         # length of the file up to the last good line

    @property
    def finished(self) -> bool:
        return self.end is not None

    @property
    def last_time(self) -> float:
        return max((getattr(e, "at", 0.0) for e in self.inputs), default=0.0)


class Journal:
    """An open journal, appending. Use :meth:`create` for a new game, :meth:`reopen` to go on."""

    def __init__(self, path: Path, fh, fsync: bool = True) -> None:
        self.path = path
        self._fh = fh
        self._fsync = fsync
        self.count = 0

    @classmethod
    def create(cls, path: str | os.PathLike, header: dict[str, Any], fsync: bool = True) -> Journal:
        """Start a new journal at ``path`` (which must not exist). Raises ``FileExistsError``."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o600)
        j = cls(p, os.fdopen(fd, "a", encoding="utf-8"), fsync)
        j._write({"journal": VERSION, "header": header})
        return j

    @classmethod
    def reopen(cls, path: str | os.PathLike, fsync: bool = True) -> tuple[Journal, JournalContents]:
        """Open an unfinished journal to go on appending; a torn tail is cut off first."""
        contents = cls.read(path)
        p = Path(path)
        if contents.dropped_tail:
            with open(p, "r+b") as fh:
                fh.truncate(contents.good_bytes)
                fh.flush()
                os.fsync(fh.fileno())
        j = cls(p, open(p, "a", encoding="utf-8"), fsync)
        j.count = len(contents.inputs)
        return j, contents

    @staticmethod
    def read(path: str | os.PathLike) -> JournalContents:
        """Read a journal. Raises :class:`JournalError` when the header is missing or unknown."""
        p = Path(path)
        raw = p.read_bytes()
        contents: JournalContents | None = None
        offset = 0
        for chunk in raw.splitlines(keepends=True):
            end = offset + len(chunk)
            obj = _parse(chunk)
            if obj is None:  # torn or corrupt: only acceptable as the very last line
                if end != len(raw):
                    raise JournalError(f"{p}: corrupt line at byte {offset} inside the journal")
                if contents is None:
                    raise JournalError(f"{p}: the header line is torn")
                contents.dropped_tail = True
                break
            if contents is None:
                if obj.get("journal") != VERSION or "header" not in obj:
                    raise JournalError(f"{p}: not a pihost journal (version {VERSION}) header")
                contents = JournalContents(header=obj["header"])
            elif "end" in obj:
                contents.end = obj["end"]
            else:
                contents.inputs.append(event_from_json(obj["e"]))
            contents.good_bytes = end
            offset = end
        if contents is None:
            raise JournalError(f"{p}: empty journal")
        return contents

    def append(self, event: Event) -> None:
        """Write one input and make it durable before returning."""
        payload = _line(event.to_json())
        self._write({"e": event.to_json(), "c": _crc(payload)})
        self.count += 1

    def finish(self, end: dict[str, Any]) -> None:
        """Write the end record: the game is over and will not be resumed."""
        self._write({"end": end})

    def _write(self, obj: dict[str, Any]) -> None:
        self._fh.write(_line(obj) + "\n")
        self._fh.flush()
        if self._fsync:
            os.fsync(self._fh.fileno())

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_for(command: str, path: str | os.PathLike) -> JournalContents | None:
    """``Journal.read(path)`` for a command line tool: None after printing why it cannot be
    read (``pihost <command>: ...`` on stderr)."""
    import sys

    try:
        return Journal.read(path)
    except (OSError, JournalError) as err:
        print(f"pihost {command}: {err}", file=sys.stderr)
        return None


def _parse(chunk: bytes) -> dict[str, Any] | None:
    if not chunk.endswith(b"\n"):
        return None
    try:
        obj = json.loads(chunk)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(obj, dict):
        return None
    if "e" in obj:
        if obj.get("c") != _crc(_line(obj["e"])):
            return None
        try:
            event_from_json(obj["e"])
        except (ValueError, TypeError):
            return None
    return obj
