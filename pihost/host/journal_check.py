"""Reading a journal back: every line checked, damage found and measured.

A torn last line (power cut mid-write: no newline) that the shadow never counted is dropped
silently: it was never acted on. Anything else — a zeroed, garbage or altered line, a duplicate,
a gap, a file cut short, an edited header — is *damage*: the journal is good up to the last line
before it, and :class:`Damage` says what was found and how much play (inputs and box seconds)
lies beyond. The *shadow* beside a journal (``<name>.shadow``) keeps a copy of the header and the
number and time of the last line written: it restores a damaged header and tells a journal cut
short from one that simply ended.

>>> import tempfile
>>> from pihost.host.journal_format import seal
>>> p = Path(tempfile.mkdtemp()) / "g.jsonl"
>>> _ = p.write_bytes(seal({"journal": VERSION, "n": 0, "header": {}}) + b"\\x00" * 9 + b"\\n")
>>> check(p).damage.found
'line 2: zeroed'
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pihost.events import Event
from pihost.host.journal_format import (
    LEGACY,
    VERSION,
    JournalError,
    NotAGame,
    event_of,
    read_bytes,
    shadow_path,
    unseal,
)
from pihost.host.journal_format import (
    legacy as legacy_line,
)

__all__ = ["Damage", "JournalContents", "check"]


@dataclass(frozen=True)
class Damage:
    """What was wrong with a journal and what it cost.

    ``found``: where and what (``"line 57: unreadable"``); ``kinds``: the same without numbers
    (``("unreadable",)``); ``good``: inputs still usable (the game resumes after the last of
    them); ``lost``: inputs written once and unusable now;
    ``lost_seconds``: box seconds of play between the last good input and the last one written;
    ``secret``: the lost inputs may include night inputs (or it cannot be told), so their number
    and times must not be said or logged; ``kept``: where the damaged original was set aside.

    >>> d = Damage("line 5: unreadable", 3, ("unreadable",), lost=2, lost_seconds=4.5)
    >>> d.describe()
    'journal damaged (line 5: unreadable): good up to input 3; 2 inputs (4.5 s of play) lost after it'
    >>> d.describe(withhold=True)
    'journal damaged (unreadable): good up to its last good line; how much was lost is withheld (a night press may be among it)'
    """

    found: str
    good: int
    kinds: tuple[str, ...] = ()
    lost: int = 0
    lost_seconds: float = 0.0
    secret: bool = False
    kept: Path | None = None

    def describe(self, withhold: bool = False) -> str:
        """One line for the log, stderr and ``pihost replay``; ``withhold`` leaves the numbers
        out (the box does so when the loss may touch a night)."""
        kept = f"; the damaged file is kept as {self.kept}" if self.kept else ""
        if withhold:  # where the damage sits counts inputs too: the kinds only
            lost = ("how much was lost is withheld (a night press may be among it)" if self.lost
                    else "nothing lost")
            return f"journal damaged ({', '.join(self.kinds)}): good up to its last good " \
                   f"line; {lost}{kept}"
        head = f"journal damaged ({self.found}): "
        if self.lost:
            text = head + (f"good up to input {self.good}; {self.lost} "
                           f"input{'s' if self.lost != 1 else ''} "
                           f"({self.lost_seconds:g} s of play) lost after it")
        else:
            text = head + f"nothing lost, all {self.good} inputs kept"
        return text + kept


@dataclass
class JournalContents:
    """What a journal file holds: its header, its good inputs in order, the end record if any,
    and the damage found (None when every line is good)."""

    header: dict[str, Any]
    inputs: list[Event] = field(default_factory=list)
    end: dict[str, Any] | None = None
    dropped_tail: bool = False   # a torn last line nobody acted on was found and dropped
    good_bytes: int = 0          # length of the file up to the last good line
    damage: Damage | None = None
    version: int = VERSION
    secret_upto: int = 0         # the last input that may have been a night press (shadow)

    @property
    def finished(self) -> bool:
        return self.end is not None

    @property
    def last_time(self) -> float:
        return max((getattr(e, "at", 0.0) for e in self.inputs), default=0.0)


@dataclass(frozen=True)
class _Shadow:
    head: bytes                        # the header line as written
    header: dict[str, Any] | None      # its header, when the line is good
    count: int | None = None           # inputs written, per the tip (None: tip unreadable)
    secret: int = 0
    last_at: float = 0.0
    ended: bool = False


def _read_shadow(path: Path) -> _Shadow | None:
    try:
        raw = read_bytes(shadow_path(path))
    except OSError:
        return None
    head, nl, rest = raw.partition(b"\n")
    if not nl:
        return None
    head += b"\n"
    obj = unseal(head)
    header = obj.get("header") if obj and obj.get("journal") == VERSION else None
    tip = unseal(rest.rstrip(b" \n") + b"\n")
    try:
        if tip is None:
            raise TypeError
        return _Shadow(head, header, int(tip["n"]), int(tip["s"]), float(tip["t"]),
                       bool(tip["end"]))
    except (TypeError, KeyError, ValueError):
        return _Shadow(head, header)


class _Reader:
    """One pass over a journal's bytes: the good lines, then what lies beyond the damage."""

    def __init__(self, path: Path, raw: bytes, shadow: _Shadow | None) -> None:
        self.path, self.raw, self.shadow = path, raw, shadow
        self.found: list[str] = []   # what was found, where (numbers: for the file's reader)
        self.kinds: list[str] = []   # only what kind of damage (no numbers: safe to say)
        self.stopped = False
        self.beyond_n = 0           # highest input number seen beyond the damage
        self.beyond_lines = 0       # lines beyond the last good one (readable or not)
        self.beyond_at = 0.0        # latest input time seen beyond the damage
        self.lines: dict[int, bytes] = {}

    def contents(self) -> JournalContents:
        chunks = self._chunks()
        if not self.raw.strip(b"\x00 \n"):
            sh = self.shadow
            if sh is None or sh.header is None or not sh.count:
                raise NotAGame(f"{self.path}: empty journal (no game was played in it)")
            self._note("emptied", "the journal is empty (its header restored from "
                       f"{shadow_path(self.path).name})")
            c = JournalContents(header=sh.header)
            self._finish(c)
            return c
        c = self._header(chunks[0])
        for number, (offset, chunk) in enumerate(chunks[1:], start=2):
            if self.stopped:
                self._beyond(offset, chunk)
                continue
            self._line(c, number, offset, chunk)
        self._finish(c)
        return c

    def _chunks(self) -> list[tuple[int, bytes]]:
        out, offset = [], 0
        for piece in self.raw.split(b"\n"):
            end = offset + len(piece) + 1
            chunk = self.raw[offset:end]
            if chunk:
                out.append((offset, chunk))
            offset = end
        return out

    def _header(self, first: tuple[int, bytes]) -> JournalContents:
        offset, chunk = first
        obj = unseal(chunk)
        if obj is not None and obj.get("journal") == VERSION and obj.get("n") == 0 \
                and isinstance(obj.get("header"), dict):
            self._check_shadow_head(chunk)
            return JournalContents(header=obj["header"], good_bytes=len(chunk))
        old = legacy_line(chunk)
        if old is not None and old.get("journal") == LEGACY and \
                isinstance(old.get("header"), dict) and not {"c", "n"} & old.keys():
            # (a sealed line whose version digit was altered is a damaged header, not a v1 one)
            self.shadow = None  # a v1 journal has no shadow
            return JournalContents(header=old["header"], good_bytes=len(chunk), version=LEGACY)
        if not chunk.endswith(b"\n") and len(chunk) == len(self.raw):
            raise NotAGame(f"{self.path}: the header line is torn (no game was played in it)")
        if self.shadow is not None and self.shadow.header is not None:
            self._note("header", "line 1: the header is damaged (restored from its copy in "
                       f"{shadow_path(self.path).name})")
            return JournalContents(header=self.shadow.header, good_bytes=len(chunk))
        if old is not None and old.get("journal") not in (LEGACY, VERSION):
            raise JournalError(f"{self.path}: not a pihost journal (version {VERSION}) header")
        raise JournalError(f"{self.path}: the header line is damaged and its copy "
                           f"({shadow_path(self.path).name}) is missing or damaged too; "
                           "the game cannot be resumed")

    def _check_shadow_head(self, head: bytes) -> None:
        if self.shadow is not None and self.shadow.head != head:
            self.shadow = None  # a shadow left by another game: it tells nothing about this one

    def _line(self, c: JournalContents, number: int, offset: int, chunk: bytes) -> None:
        at_end = offset + len(chunk) == len(self.raw)
        v1 = c.version == LEGACY
        obj = legacy_line(chunk) if v1 else unseal(chunk)
        if obj is None:
            if at_end and not chunk.endswith(b"\n"):
                c.dropped_tail = True   # torn; the shadow decides whether it was acted on
                return
            what = "zeroed" if not chunk.strip(b"\x00\n") else "unreadable"
            return self._stop(what, f"line {number}: {what}", offset, chunk)
        if c.end is not None:
            return self._stop("after the end", f"line {number}: a line after the end of the game",
                              offset, chunk)
        n = c_count = len(c.inputs) + 1
        if not v1:
            n = obj.get("n")
            if not isinstance(n, int) or isinstance(n, bool):
                return self._stop("unnumbered", f"line {number}: no sequence number", offset,
                                  chunk)
        if n < c_count:
            if self.lines.get(n) == chunk:
                self._note("duplicate", f"line {number}: a duplicate of input {n} (skipped)")
                c.good_bytes = offset + len(chunk)
                return None
            return self._stop("out of order", f"line {number}: input {n} again, but different",
                              offset, chunk)
        if n > c_count:
            return self._stop("missing lines", f"line {number}: inputs {c_count}–{n - 1} are "
                              "missing", offset, chunk)
        if "end" in obj and isinstance(obj["end"], dict):
            c.end = obj["end"]
        else:
            event = event_of(obj)
            if event is None:
                return self._stop("unknown input", f"line {number}: not an input the box knows",
                                  offset, chunk)
            c.inputs.append(event)
            self.lines[n] = chunk
        c.good_bytes = offset + len(chunk)
        return None

    def _note(self, kind: str, detail: str) -> None:
        if kind not in self.kinds:
            self.kinds.append(kind)
        self.found.append(detail)

    def _stop(self, kind: str, detail: str, offset: int, chunk: bytes) -> None:
        self._note(kind, detail)
        self.stopped = True
        self._beyond(offset, chunk)

    def _beyond(self, offset: int, chunk: bytes) -> None:
        """A line past the damage: not replayed, but counted (and timed, when readable)."""
        obj = unseal(chunk)
        torn = not chunk.endswith(b"\n") and offset + len(chunk) == len(self.raw)
        if obj is not None and "end" in obj or torn:
            return  # the end record is no input; a torn tail was never acted on
        self.beyond_lines += 1
        if obj is None or "e" not in obj:
            return
        n, event = obj.get("n"), event_of(obj)
        if isinstance(n, int):
            self.beyond_n = max(self.beyond_n, n)
        if event is not None:
            self.beyond_at = max(self.beyond_at, float(getattr(event, "at", 0.0) or 0.0))

    def _finish(self, c: JournalContents) -> None:
        good = len(c.inputs)
        written = max(self.beyond_n, good + self.beyond_lines)
        last_at = self.beyond_at
        sh = self.shadow if self.shadow is not None and self.shadow.count is not None else None
        c.secret_upto = min(sh.secret, good) if sh is not None else good  # unknown: any
        if sh is not None and not c.finished:
            if sh.count > written and not self.found:
                self._note("cut short", f"the journal ends after input {good}, but "
                           f"{sh.count} were written (cut short)")
            elif sh.ended and not self.found:
                self._note("end missing", f"the end of the game is missing after input {good}")
            written = max(written, sh.count)
            last_at = max(last_at, sh.last_at)
        if not self.found:
            return
        lost = max(0, written - good)
        seconds = max(0.0, last_at - c.last_time) if lost else 0.0
        # the last good input or a lost one was a night press: the loss's size would tell
        secret = lost > 0 and (sh is None or sh.secret >= good)
        c.damage = Damage("; ".join(self.found), kinds=tuple(self.kinds), good=good, lost=lost,
                          lost_seconds=math.ceil(seconds * 10) / 10, secret=secret)


def check(path: Path) -> JournalContents:
    """Read and check the journal at ``path`` (and its shadow). Raises ``NotAGame``,
    ``JournalError`` (no usable header) or ``OSError`` (cannot be read)."""
    return _Reader(path, read_bytes(path), _read_shadow(path)).contents()
