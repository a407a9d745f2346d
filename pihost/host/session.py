"""Open a game: a new one with a fresh journal, or an unfinished one replayed from its journal.

Replaying is feeding the journal's inputs to a new box with the voice silent (the table already
heard it all), then going on from the last input's time with a :class:`~pihost.events.Resumed`
input — journaled too, so a box that stops again while resuming still replays exactly.

>>> import tempfile, os
>>> from pihost.host.testing import fake_outputs
>>> path = os.path.join(tempfile.mkdtemp(), "game.jsonl")
>>> s = open_session(GameSetup(confirm_start=False), fake_outputs(), path, fast=True)
>>> s.resumed, s.box.stage.name
(False, 'seat_check')
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pihost.clock import ManualClock, MonotonicClock
from pihost.events import Resumed
from pihost.host.box import Box, Outputs
from pihost.host.journal import Journal, JournalContents
from pihost.host.runner import Runner, Table
from pihost.host.setup import GameSetup


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


def unfinished(path: str | os.PathLike) -> JournalContents | None:
    """The journal at ``path`` if it holds a game that has not ended."""
    p = Path(path)
    if not p.exists() or p.stat().st_size == 0:
        return None
    contents = Journal.read(p)
    return None if contents.finished else contents


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

    A finished journal at that path is kept: the new game goes to a new file beside it.
    Raises :class:`~pihost.host.journal.JournalError` for a file that is not a journal.
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
        runner.feed(Resumed(at=start))
        return Session(box, runner, journal, resumed=True, replayed=len(contents.inputs))
    if path.exists():
        path = path.with_name(f"{path.stem}-{dt.datetime.now():%Y%m%d-%H%M%S}{path.suffix}")
    if clock is None:
        clock = ManualClock() if fast else MonotonicClock()
    start = clock.now()
    from pihost.host.voicespec import describe

    header = {"setup": setup.to_json(), "start_at": start, "voice": describe(outputs.voice),
              "started": dt.datetime.now().isoformat(timespec="seconds")}
    journal = Journal.create(path, header, fsync=fsync)
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
