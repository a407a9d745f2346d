"""The night stages: night 0 (meeting only) and night N, which runs the night steps of
:mod:`engine.night` in wake-up order, each a window. A step with nobody alive to act opens no
window; steps close only by timeout, so every night step lasts the same time at the table.

>>> from engine import Game
>>> g = Game.new(seed=1)
>>> [w.kind for w in g.pending()]
['night0']

Errors: those of the steps (see :mod:`engine.night`), WindowClosed, NotYourTurn.
"""

from __future__ import annotations

from . import night
from .events import Event
from .inputs import Act
from .night import NightRecord, NightStep
from .stage import Stage
from .table import Table
from .windows import Window, window


class NightZero(Stage):
    """Night 0: the mafia meet, the Don and the Sheriff meet the host; no shots, no checks."""

    def windows(self) -> list[Window]:
        return [] if self.done else [window("night0", (), self.rules.night0_seconds)]

    def timeout(self, events: list[Event]) -> None:
        self.done = True


class Night(Stage):
    """Night N >= 1: the steps in order; a step with nobody alive to act opens no window."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.record = NightRecord()
        self.steps: tuple[NightStep, ...] = night.STEPS  # the wake-up order is fixed for the whole night
        self.idx = 0
        self._skip_empty()

    def _skip_empty(self) -> None:
        """Move to the next step someone alive acts in; the window is built once per step."""
        self.window: Window | None = None
        while self.idx < len(self.steps):
            step = self.steps[self.idx]
            actors = step.actors(self.table)
            if actors:
                self.window = window(step.kind, actors, step.seconds(self.table))
                break
            self.idx += 1
        self.done = self.window is None

    def windows(self) -> list[Window]:
        return [] if self.window is None else [self.window]

    def current(self) -> Window | None:
        return self.window

    def act(self, act: Act, events: list[Event]) -> None:
        w = self.window
        if w is None:
            return super().act(act, events)
        step = self.steps[self.idx]
        seat = act.seat
        # the window's seats are living actors; anything else goes through expect() for the
        # error named by its cause
        if act.action != step.action or type(seat) is not int or seat not in w.seats:
            self.expect(act, step.kind, (step.action,))
        step.act(self.table, self.record, act, events)

    def timeout(self, events: list[Event]) -> None:
        self.steps[self.idx].close(self.table, self.record, events)
        self.idx += 1
        self._skip_empty()

    def removed(self, seat: int, events: list[Event]) -> None:
        if not self.done:
            self._skip_empty()
