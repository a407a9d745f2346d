"""Fakes for driving a whole box in tests, the demo and the simulator: the voice pack's
FakeVoice (text only, durations from text length), the seats' FakeBoard, no microphone.

>>> box = make_test_box()
>>> box.stage.name
'seat_check'
"""

from __future__ import annotations

from typing import Any

from pihost.clock import ManualClock
from pihost.host.box import Box, Outputs
from pihost.host.setup import GameSetup


def fake_outputs(lang: str = "ru", seats: int = 10, voice: Any = None,
                 clock: Any = None) -> Outputs:
    """FakeVoice and FakeBoard; give the box's ``clock`` so the board's history has box times."""
    from pihost.seats import FakeBoard
    from pihost.voice import FakeVoice, load_pack

    board = FakeBoard(seats, clock or ManualClock(), lambda e: None)
    return Outputs(voice=voice or FakeVoice(load_pack(lang)), board=board)


def make_test_box(setup: GameSetup | None = None, outputs: Outputs | None = None) -> Box:
    from pihost.host.session import make_engine

    setup = setup or GameSetup()
    box = Box(setup, outputs or fake_outputs(setup.language, setup.seats), make_engine)
    box.start(0.0)
    return box


def play(setup: GameSetup, table: Any, journal_path: Any, outputs: Outputs | None = None,
         max_inputs: int = 20000, clock: Any = None) -> Any:
    """Play a whole game in fast mode with a simulated table; returns the finished session."""
    from pihost.host.session import finish, open_session, unfinished

    contents = unfinished(journal_path)
    clock = clock or ManualClock(contents.last_time if contents else 0.0)
    outputs = outputs or fake_outputs(setup.language, setup.seats, clock=clock)
    session = open_session(setup, outputs, journal_path, fast=True, table=table, fsync=False,
                           clock=clock)
    session.runner.run(max_inputs=max_inputs)
    finish(session)
    return session
