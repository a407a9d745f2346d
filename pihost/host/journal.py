"""Append-only game journal: every input is on disk (flushed, fsynced) before the box reacts.

One JSON object per line, each sealed with a CRC-32 of its own bytes (``"c"``, last) and a
sequence number (``"n"``): the header is line 0 (how the game was set up), each input is
``{"e": event, "n": k}``, a finished game ends with an ``end`` line. Beside the journal, its
*shadow* (``<name>.shadow``, also mode 0600) keeps a copy of the header and the number and time
of the last line written, so a damaged header can be restored and a journal cut short is told
from one that simply ended.

Reading checks every line. A torn last line (power cut mid-write: no newline) that the shadow
never counted is dropped silently, as it was never acted on. Anything else — a zeroed, garbage or
altered line, a duplicate, a gap, a file cut short, an edited header — is *damage*: the journal
is good up to the last line before it, and :class:`Damage` says what was found and how much play
(inputs and box seconds) lies beyond. :meth:`Journal.reopen` keeps the damaged original beside
(``<name>.damaged-1``, never destroyed) and goes on from the last good line.

The journal holds the night's presses, so it is private: the file is created with mode 0600.

>>> import tempfile, os
>>> from pihost.events import SeatPressed
>>> p = os.path.join(tempfile.mkdtemp(), "g.jsonl")
>>> with Journal.create(p, {"rules": "classic"}) as j:
...     j.append(SeatPressed(seat=3, at=1.0))
>>> c = Journal.read(p)
>>> c.inputs, c.damage
([SeatPressed(seat=3, at=1.0)], None)
"""

from __future__ import annotations

import json
import logging
import math
import os
import zlib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pihost.events import Event, event_from_json

log = logging.getLogger(__name__)

__all__ = ["Journal", "JournalError", "JournalWriteError", "NotAGame", "JournalContents", "Damage", "DAMAGED_EXIT",
           "read_for", "shadow_path"]

VERSION = 2
LEGACY = 1          # v1: no sequence numbers, no header checksum (still read and resumed)
DAMAGED_EXIT = 3    # exit status of `pihost replay/protocol/demo` for a damaged journal
_SEAL = b',"c":'
_TIP_WIDTH = 120    # the shadow's tip record is rewritten in place at this fixed width


class JournalError(ValueError):
    """A journal that cannot be used at all (no readable header, unknown version); names the
    file."""


class JournalWriteError(OSError):
    """The journal cannot be written — disk full, a read-only file or folder, no permission,
    the disk gone. The box cannot go on without it: it stops, saying why.

    >>> import errno
    >>> str(JournalWriteError("/x/g.jsonl", OSError(errno.ENOSPC, "No space left on device")))
    'cannot write the journal /x/g.jsonl: No space left on device'
    """

    def __init__(self, path: str | os.PathLike, err: OSError) -> None:
        super().__init__(err.errno, f"cannot write the journal {path}: {err.strerror or err}")
        self.path = Path(path)

    def __str__(self) -> str:
        return str(self.strerror)


class NotAGame(JournalError):
    """An empty journal, or one whose header was being written when the power went: no game was
    played in it, so there is nothing to resume."""


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


def shadow_path(path: str | os.PathLike) -> Path:
    """The shadow kept beside a journal: ``game.jsonl`` -> ``game.jsonl.shadow``."""
    p = Path(path)
    return p.with_name(p.name + ".shadow")


class Journal:
    """An open journal, appending. Use :meth:`create` for a new game, :meth:`reopen` to go on."""

    def __init__(self, path: Path, fd: int, fsync: bool = True, count: int = 0,
                 last_at: float = 0.0) -> None:
        self.path = path
        self._fd: int | None = fd
        self._fsync = fsync
        self._size = os.fstat(fd).st_size
        self.count = count               # inputs in the journal
        self._secret = 0                 # number of the last input taken in a secret stage
        self._last_at = last_at          # time of the latest input
        self._shadow_fd: int | None = None
        self._tip_at = 0                 # byte offset of the tip record in the shadow
        self._tip_failed = False

    @classmethod
    def create(cls, path: str | os.PathLike, header: dict[str, Any], fsync: bool = True) -> Journal:
        """Start a new journal at ``path`` (which must not exist), with its shadow.

        Raises ``FileExistsError``, or :class:`JournalWriteError` when the folder cannot be
        written (the file is then not left half made)."""
        p = Path(path)
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o600)
        except FileExistsError:
            raise
        except OSError as err:
            raise JournalWriteError(p, err) from err
        j = cls(p, fd, fsync)
        try:
            head = _seal({"journal": VERSION, "n": 0, "header": header})
            j._write(head)
            j._open_shadow(head)
        except BaseException:
            j.close()
            p.unlink(missing_ok=True)
            shadow_path(p).unlink(missing_ok=True)
            raise
        return j

    @classmethod
    def reopen(cls, path: str | os.PathLike, fsync: bool = True) -> tuple[Journal, JournalContents]:
        """Open an unfinished journal to go on appending.

        A torn tail is cut off. A damaged journal is first set aside (``<name>.damaged-N``,
        kept as it was) and the journal rewritten with its good lines; the returned contents'
        ``damage.kept`` names the copy. Raises :class:`JournalError` (no usable header),
        ``OSError`` (cannot be read) or :class:`JournalWriteError` (cannot be written).
        """
        p = Path(path)
        contents = cls.read(p)
        try:
            if contents.damage is not None or contents.version != VERSION:
                kept = _set_aside(p) if contents.damage is not None else None
                _rewrite(p, contents)
                if contents.damage is not None:
                    contents.damage = replace(contents.damage, kept=kept)
                contents.dropped_tail, contents.version = False, VERSION
            fd = os.open(p, os.O_WRONLY | os.O_APPEND)
            if contents.dropped_tail:
                os.ftruncate(fd, contents.good_bytes)
                os.fsync(fd)
        except OSError as err:
            raise JournalWriteError(p, err) from err
        j = cls(p, fd, fsync, count=len(contents.inputs), last_at=contents.last_time)
        j._secret = contents.secret_upto
        try:
            j._open_shadow(_seal({"journal": VERSION, "n": 0, "header": contents.header}))
        except BaseException:
            j.close()
            raise
        return j, contents

    @staticmethod
    def read(path: str | os.PathLike) -> JournalContents:
        """Read and check a journal; damage is reported in ``contents.damage``, never raised.

        Raises :class:`JournalError` when there is no usable header (not a journal, an unknown
        version, a damaged header without a good copy in the shadow), ``OSError`` when the file
        cannot be read.
        """
        p = Path(path)
        return _Reader(p, _read_bytes(p), _read_shadow(p)).contents()

    def append(self, event: Event, secret: bool = False) -> None:
        """Write one input and make it durable before returning. ``secret``: it is a night
        press (or the like), so a damage that loses it, or resumes right after it, never says
        how much was lost.

        Raises :class:`JournalWriteError` (disk full, the disk gone); the input is then not
        in the journal."""
        n = self.count + 1
        self._write(_seal({"e": event.to_json(), "n": n}))
        self.count = n
        if secret:
            self._secret = n
        self._last_at = max(self._last_at, float(getattr(event, "at", 0.0) or 0.0))
        self._tip()

    def finish(self, end: dict[str, Any]) -> None:
        """Write the end record: the game is over and will not be resumed. Raises
        :class:`JournalWriteError`."""
        self._write(_seal({"end": end, "n": self.count + 1}))
        self._tip(ended=True)

    def _write(self, line: bytes) -> None:
        """Write one whole line, or nothing: a failed write is cut off again, so the journal
        never holds half a line before the next one."""
        if self._fd is None:
            raise JournalWriteError(self.path, OSError(0, "the journal is closed"))
        view = memoryview(line)
        try:
            while view:
                view = view[os.write(self._fd, view):]
            if self._fsync:
                os.fsync(self._fd)
        except OSError as err:
            try:
                os.ftruncate(self._fd, self._size)
            except OSError:
                pass
            raise JournalWriteError(self.path, err) from err
        self._size += len(line)

    def _open_shadow(self, head: bytes) -> None:
        """(Re)write the shadow: the header line, then the tip at a fixed offset."""
        sp = shadow_path(self.path)
        tmp = sp.with_name(sp.name + f".tmp{os.getpid()}")
        try:
            fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
        except OSError as err:
            raise JournalWriteError(sp, err) from err
        try:
            if os.write(fd, head) != len(head):
                raise OSError(0, "short write")
            self._shadow_fd, self._tip_at = fd, len(head)
            self._tip()
            if self._fsync:
                os.fsync(fd)
            os.replace(tmp, sp)
        except OSError as err:
            self._shadow_fd = None
            os.close(fd)
            tmp.unlink(missing_ok=True)
            raise JournalWriteError(sp, err) from err

    def _tip(self, ended: bool = False) -> None:
        """The shadow's tip, rewritten in place after each durable line. It is only a witness
        (a stale tip under-reports a loss, never invents one), so it is not fsynced."""
        if self._shadow_fd is None:
            return
        rec = {"end": ended, "n": self.count, "s": self._secret, "t": self._last_at}
        line = _seal(rec)[:-1]
        try:
            os.pwrite(self._shadow_fd, line.ljust(_TIP_WIDTH - 1) + b"\n", self._tip_at)
        except OSError as err:
            if not self._tip_failed:
                self._tip_failed = True
                log.warning("%s: cannot update the journal's shadow (%s); the journal itself "
                            "is fine", self.path, err)

    def close(self) -> None:
        for fd in (self._fd, self._shadow_fd):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._fd, self._shadow_fd = None, None  # type: ignore[assignment]

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_for(command: str, path: str | os.PathLike) -> JournalContents | None:
    """``Journal.read(path)`` for a command line tool: None after printing why it cannot be
    read (``pihost <command>: ...`` on stderr); damage is printed the same way, and the contents
    (good up to it) returned.

    >>> read_for("replay", "/no/such/journal.jsonl") is None
    True
    """
    import sys

    try:
        contents = Journal.read(path)
    except (OSError, JournalError) as err:
        print(f"pihost {command}: {err}", file=sys.stderr)
        return None
    if contents.damage is not None:
        print(f"pihost {command}: {path}: {contents.damage.describe()}", file=sys.stderr)
    return contents


# ----- sealing ---------------------------------------------------------------------------------
def _line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _seal(obj: dict[str, Any]) -> bytes:
    """``obj`` as one line with the CRC-32 of its own bytes appended as ``"c"``."""
    payload = _line(obj).encode("utf-8")
    return payload[:-1] + _SEAL + str(zlib.crc32(payload)).encode() + b"}\n"


def _unseal(chunk: bytes) -> dict[str, Any] | None:
    """The object of a sealed line, or None when any byte of it is wrong."""
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


def _legacy(chunk: bytes) -> dict[str, Any] | None:
    """A v1 line: JSON, the event's own checksum in ``"c"``; header and end unchecked."""
    if not chunk.endswith(b"\n"):
        return None
    try:
        obj = json.loads(chunk)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(obj, dict):
        return None
    if "e" in obj and obj.get("c") != zlib.crc32(_line(obj["e"]).encode("utf-8")):
        return None
    return obj


def _event(obj: dict[str, Any]) -> Event | None:
    try:
        return event_from_json(obj["e"])
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def _read_bytes(path: Path) -> bytes:
    fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


# ----- the shadow ------------------------------------------------------------------------------
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
        raw = _read_bytes(shadow_path(path))
    except OSError:
        return None
    head, nl, rest = raw.partition(b"\n")
    if not nl:
        return None
    head += b"\n"
    obj = _unseal(head)
    header = obj.get("header") if obj and obj.get("journal") == VERSION else None
    tip = _unseal(rest.rstrip(b" \n") + b"\n")
    try:
        if tip is None:
            raise TypeError
        return _Shadow(head, header, int(tip["n"]), int(tip["s"]), float(tip["t"]),
                       bool(tip["end"]))
    except (TypeError, KeyError, ValueError):
        return _Shadow(head, header)


# ----- reading ---------------------------------------------------------------------------------
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
        obj = _unseal(chunk)
        if obj is not None and obj.get("journal") == VERSION and obj.get("n") == 0 \
                and isinstance(obj.get("header"), dict):
            self._check_shadow_head(chunk)
            return JournalContents(header=obj["header"], good_bytes=len(chunk))
        legacy = _legacy(chunk)
        if legacy is not None and legacy.get("journal") == LEGACY and \
                isinstance(legacy.get("header"), dict):
            self.shadow = None  # a v1 journal has no shadow
            return JournalContents(header=legacy["header"], good_bytes=len(chunk),
                                   version=LEGACY)
        if not chunk.endswith(b"\n") and len(chunk) == len(self.raw):
            raise NotAGame(f"{self.path}: the header line is torn (no game was played in it)")
        if self.shadow is not None and self.shadow.header is not None:
            self._note("header", "line 1: the header is damaged (restored from its copy in "
                       f"{shadow_path(self.path).name})")
            return JournalContents(header=self.shadow.header, good_bytes=len(chunk))
        if legacy is not None or (obj is not None and "journal" in obj):
            raise JournalError(f"{self.path}: not a pihost journal (version {VERSION}) header")
        raise JournalError(f"{self.path}: the header line is damaged and its copy "
                           f"({shadow_path(self.path).name}) is missing or damaged too; "
                           "the game cannot be resumed")

    def _check_shadow_head(self, head: bytes) -> None:
        if self.shadow is not None and self.shadow.head != head:
            self.shadow = None  # a shadow left by another game: it tells nothing about this one

    def _line(self, c: JournalContents, number: int, offset: int, chunk: bytes) -> None:
        at_end = offset + len(chunk) == len(self.raw)
        legacy = c.version == LEGACY
        obj = _legacy(chunk) if legacy else _unseal(chunk)
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
        if not legacy:
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
            event = _event(obj)
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
        obj = _unseal(chunk)
        torn = not chunk.endswith(b"\n") and offset + len(chunk) == len(self.raw)
        if obj is not None and "end" in obj or torn:
            return  # the end record is no input; a torn tail was never acted on
        self.beyond_lines += 1
        if obj is None or "e" not in obj:
            return
        n, event = obj.get("n"), _event(obj)
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


# ----- repairing -------------------------------------------------------------------------------
def _set_aside(path: Path) -> Path:
    """Keep the damaged journal (and its shadow) as they are, beside it: ``<name>.damaged-N``.
    A hard link where the file system has them, else a copy; the original is never changed."""
    import shutil

    for k in range(1, 1000):
        kept = path.with_name(f"{path.name}.damaged-{k}")
        try:
            os.link(path, kept)
        except FileExistsError:
            continue
        except OSError:
            fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as out, open(path, "rb") as src:
                shutil.copyfileobj(src, out)
                out.flush()
                os.fsync(out.fileno())
        shadow = shadow_path(path)
        if shadow.exists():
            try:
                os.link(shadow, kept.with_name(kept.name + ".shadow"))
            except OSError:
                pass
        return kept
    raise OSError(f"{path}: 999 damaged copies are already kept beside it; clear some")


def _rewrite(path: Path, contents: JournalContents) -> None:
    """Replace the journal, atomically, by its good lines (header and inputs) in this version."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        lines = [_seal({"journal": VERSION, "n": 0, "header": contents.header})]
        lines += [_seal({"e": e.to_json(), "n": n}) for n, e in enumerate(contents.inputs, 1)]
        data = b"".join(lines)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    os.close(fd)
    os.replace(tmp, path)
    contents.good_bytes = len(data)
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
