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

import logging
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

from pihost.events import Event
from pihost.host.journal_check import Damage, JournalContents, check
from pihost.host.journal_format import (
    VERSION,
    JournalError,
    NotAGame,
    seal,
    shadow_path,
)

log = logging.getLogger(__name__)

__all__ = ["Journal", "JournalError", "JournalWriteError", "NotAGame", "JournalContents", "Damage",
           "DAMAGED_EXIT", "read_for", "shadow_path"]

DAMAGED_EXIT = 3    # exit status of `pihost replay/protocol/demo` for a damaged journal
_TIP_WIDTH = 120    # the shadow's tip record is rewritten in place at this fixed width


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
            head = seal({"journal": VERSION, "n": 0, "header": header})
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
            j._open_shadow(seal({"journal": VERSION, "n": 0, "header": contents.header}))
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
        return check(Path(path))

    def append(self, event: Event, secret: bool = False) -> None:
        """Write one input and make it durable before returning. ``secret``: it is a night
        press (or the like), so a damage that loses it, or resumes right after it, never says
        how much was lost.

        Raises :class:`JournalWriteError` (disk full, the disk gone); the input is then not
        in the journal."""
        n = self.count + 1
        self._write(seal({"e": event.to_json(), "n": n}))
        self.count = n
        if secret:
            self._secret = n
        self._last_at = max(self._last_at, float(getattr(event, "at", 0.0) or 0.0))
        self._tip()

    def finish(self, end: dict[str, Any]) -> None:
        """Write the end record: the game is over and will not be resumed. Raises
        :class:`JournalWriteError`."""
        self._write(seal({"end": end, "n": self.count + 1}))
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
        line = seal(rec)[:-1]
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
        lines = [seal({"journal": VERSION, "n": 0, "header": contents.header})]
        lines += [seal({"e": e.to_json(), "n": n}) for n, e in enumerate(contents.inputs, 1)]
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
