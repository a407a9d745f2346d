"""Open a game: a new one with a fresh journal, or an unfinished one replayed from its journal.

Replaying is feeding the journal's inputs to a new box with the voice silent (the table already
heard it all), then going on from the last input's time with a :class:`~pihost.events.Resumed`
input — journaled too, so a box that stops again while resuming still replays exactly. A damaged
journal is resumed from its last good line; the ``Resumed`` input then carries what was lost, and
the box says it.

>>> import tempfile, os
>>> from pihost.host.testing import fake_outputs
>>> path = os.path.join(tempfile.mkdtemp(), "game.jsonl")
>>> s = open_session(GameSetup(confirm_start=False), fake_outputs(), path, fast=True)
>>> s.resumed, s.box.stage.name
(False, 'seat_check')
"""

from __future__ import annotations

import datetime as dt
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pihost.clock import ManualClock, MonotonicClock
from pihost.events import Resumed
from pihost.host.box import Box, Outputs
from pihost.host.journal import Damage, Journal, JournalContents, NotAGame
from pihost.host.runner import Runner, Table
from pihost.host.setup import GameSetup

log = logging.getLogger(__name__)


def make_engine(setup: GameSetup, roles: dict[int, str] | None) -> Any:
    """The engine game for this set-up: with the roles the box registered, or dealt by seed.
    The table's seat count picks the rule set's deck for that size."""
    from engine import Game
    from pihost.host.setup import rules_for

    if roles is not None:
        return Game.new(rules=rules_for(setup), roles=roles)
    return Game.new(rules=rules_for(setup), seed=setup.seed)


@dataclass
class Session:
    box: Box
    runner: Runner
    journal: Journal
    resumed: bool
    replayed: int = 0
    damage: Damage | None = None   # what a damaged journal cost (None: it was whole)


def unfinished(path: str | os.PathLike) -> JournalContents | None:
    """The journal at ``path`` if it holds a game that has not ended (read up to any damage).

    None for a missing file, an empty one or a header torn while it was written: no game was
    played there. Raises :class:`~pihost.host.journal.JournalError` for a journal whose header
    cannot be read or restored (it may hold an unfinished game: never start over it).
    """
    p = Path(path)
    if not p.exists():
        return None
    try:
        contents = Journal.read(p)
    except NotAGame:
        return None
    return None if contents.finished else contents


def fresh_path(path: str | os.PathLike, stamp: bool = True) -> Path:
    """A free name beside ``path`` for a new game: stamped with the time
    (``demo-20260101-120000.jsonl``; ``stamp=False`` keeps the name) and, when two games start
    in the same second, numbered (``...-120000-2.jsonl``).

    >>> fresh_path("/no/such/dir/demo.jsonl", stamp=False)
    PosixPath('/no/such/dir/demo.jsonl')

    Raises ``FileExistsError`` when 9,999 such names are taken."""
    p = Path(path)
    stem = f"{p.stem}-{dt.datetime.now():%Y%m%d-%H%M%S}" if stamp else p.stem
    for k in range(1, 10_000):
        candidate = p.with_name(f"{stem}{'' if k == 1 else f'-{k}'}{p.suffix}")
        if not candidate.exists():
            return candidate
    raise FileExistsError(f"{p.parent}: no free name for a new game beside {p.name}")


def replay_box(setup: GameSetup, outputs: Outputs, inputs: list[Any], start: float = 0.0) -> Box:
    """A box brought to the state the journal describes (voice silent while replaying)."""
    live = outputs.live
    outputs.live = False
    box = Box(setup, outputs, make_engine)
    box.start(start)
    for e in inputs:
        box.handle(e)
    outputs.live = live
    return box


def open_session(
    setup: GameSetup,
    outputs: Outputs,
    journal_path: str | os.PathLike,
    *,
    fast: bool = False,
    table: Table | None = None,
    fsync: bool = True,
    tick_seconds: float = 0.02,
    clock: Any = None,
) -> Session:
    """Resume the unfinished game at ``journal_path``, or start ``setup`` there. A ``clock``
    given for a resumed game must start at the journal's last time (see :func:`unfinished`).

    A finished journal (or an empty one) at that path is kept: the new game goes to a new file
    beside it. A damaged one is resumed from its last good line (the original is kept beside).
    Raises :class:`~pihost.host.journal.JournalError` for a journal whose header cannot be
    read, ``OSError`` when the journal cannot be written.
    """
    path = Path(journal_path)
    contents = unfinished(path)
    if contents is not None:
        setup = GameSetup.from_json(contents.header["setup"])
        journal, contents = Journal.reopen(path, fsync=fsync)
        box = replay_box(setup, outputs, contents.inputs, contents.header.get("start_at", 0.0))
        start = max(contents.last_time, contents.header.get("start_at", 0.0))
        if clock is None:
            clock = ManualClock(start) if fast else MonotonicClock(start)
        runner = Runner(box, clock, journal, board=outputs.board, table=table, fast=fast,
                        tick_seconds=tick_seconds)
        damage = contents.damage
        if damage is not None:
            withhold = damage.secret or box.stage.secret
            log.warning("%s: %s", path, damage.describe(withhold))
            runner.feed(Resumed(at=start, damage=damage.found, lost=damage.lost,
                                lost_seconds=damage.lost_seconds, lost_secret=damage.secret))
        else:
            runner.feed(Resumed(at=start))
        return Session(box, runner, journal, resumed=True, replayed=len(contents.inputs),
                       damage=damage)
    if path.exists():
        path = fresh_path(path)
    if clock is None:
        clock = ManualClock() if fast else MonotonicClock()
    start = clock.now()
    from pihost.host.voicespec import describe

    header = {"setup": setup.to_json(), "start_at": start, "voice": describe(outputs.voice),
              "started": dt.datetime.now().isoformat(timespec="seconds")}
    while True:
        try:
            journal = Journal.create(path, header, fsync=fsync)
            break
        except FileExistsError:  # another box took the name a moment ago
            path = fresh_path(path, stamp=False)
    box = Box(setup, outputs, make_engine)
    runner = Runner(box, clock, journal, board=outputs.board, table=table, fast=fast,
                    tick_seconds=tick_seconds)
    box.start(start)
    return Session(box, runner, journal, resumed=False)


def finish(session: Session) -> dict[str, Any] | None:
    """Write the end record when the game is over; returns it."""
    rec = session.box.finished
    if rec is not None:
        session.journal.finish({"winner": rec["winner"], "record": rec})
    session.journal.close()
    return rec
