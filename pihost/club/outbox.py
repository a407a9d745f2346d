"""The box's outbox: finished games waiting for the club's server. A game is put in as one file
(``<game id>.json``, written to a temporary name, flushed to disk and renamed, so a file is
whole or absent) and taken out only after the server has committed it. A box that loses the
server — or its power — at any moment of an upload therefore never loses a game (the file is
still there) and never doubles one (the server stores a game once by its id, so a game sent
again after a commit the box did not hear of is just found there).

>>> import tempfile
>>> from pathlib import Path
>>> box = Outbox(Path(tempfile.mkdtemp()))
>>> box.pending()
[]

Errors: OutboxError (an OSError) when the folder cannot be written; sending reports a server
that cannot be reached in its result (``Sent.error``), never by raising.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from pihost.club.games import BadRecord, ClubGame
from pihost.club.store import Store, StoreError

log = logging.getLogger(__name__)


class OutboxError(OSError):
    """The outbox folder cannot be written; ``str()`` says where and why."""


@dataclass(frozen=True)
class Sent:
    """What a :meth:`Outbox.send` did: games newly stored on the server, games it already
    had, files set aside as unreadable (``<id>.bad``), games still waiting, and the error that
    stopped the sending (None: the outbox is empty)."""

    stored: int = 0
    known: int = 0
    bad: int = 0
    waiting: int = 0
    error: str | None = None


class Outbox:
    """The folder of games waiting for the server."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def put(self, game: ClubGame) -> Path:
        """Queue a game (again is harmless: the same id is the same file). Raises
        OutboxError."""
        path = self.folder / f"{game.id}.json"
        tmp = self.folder / f".{game.id}.tmp"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with open(tmp, "w", encoding="utf-8") as f:
                json.dump(game.to_json(), f, ensure_ascii=False)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
            _sync_folder(self.folder)
        except OSError as err:
            raise OutboxError(err.errno, f"cannot queue game {game.id} in {self.folder}: "
                                         f"{err.strerror or err}") from None
        return path

    def pending(self) -> list[Path]:
        """The queued games' files, oldest first."""
        if not self.folder.is_dir():
            return []
        files = [p for p in self.folder.glob("*.json") if not p.name.startswith(".")]
        return sorted(files, key=lambda p: (p.stat().st_mtime, p.name))

    def send(self, server: Store) -> Sent:
        """Send every queued game to ``server``, each removed from the outbox once the server
        holds it. Stops at the first error reaching the server (the rest wait for the next
        time)."""
        stored = known = bad = 0
        files = self.pending()
        for i, path in enumerate(files):
            try:
                game = ClubGame.from_json(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError, BadRecord) as err:
                log.warning("outbox: %s is unreadable (%s); set aside as .bad", path.name, err)
                path.replace(path.with_suffix(".bad"))
                bad += 1
                continue
            try:
                if server.add(game):
                    stored += 1
                else:
                    known += 1
            except StoreError as err:
                return Sent(stored, known, bad, len(files) - i, str(err))
            except BadRecord as err:
                log.warning("outbox: %s: %s; set aside as .bad", path.name, err)
                path.replace(path.with_suffix(".bad"))
                bad += 1
                continue
            path.unlink(missing_ok=True)  # only now: the server has committed it
        return Sent(stored, known, bad, 0, None)


def _sync_folder(folder: Path) -> None:
    """The rename itself on disk too (a power cut right after keeps the file)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
