"""The night stages: night 0 (the meeting only) and night N, which opens the window of every
night step of the deck in wake-up order — alive or dead, acted in or not — and resolves the
night once its last step is over. Steps close only by timeout, so every night lasts the same at
the table, and nothing public changes between nightfall and the morning.

>>> from engine import Game
>>> g = Game.new(seed=1)
>>> [w.kind for w in g.pending()]
['night0']

Errors: those of the steps (see :mod:`engine.night_steps`), WindowClosed, NotYourTurn.
"""

from __future__ import annotations

from .events import Event
from .inputs import Act
from .resolve import resolve
from .stage import Stage
from .table import Table
from .tonight import Tonight
from .windows import Window, window

#: one shared Act per (seat, action, target): the legal inputs of a night step are the same
#: few values night after night
_ACTS: dict[tuple[int, str, int | None], Act] = {}


def _act(seat: int, action: str, target: int | None) -> Act:
    key = (seat, action, target)
    a = _ACTS.get(key)
    if a is None:
        a = _ACTS[key] = Act(seat, action, target=target)
    return a


class NightZero(Stage):
    """Night 0: the mafia meet, the Don and the Sheriff meet the host; no shots, no checks."""

    def windows(self) -> list[Window]:
        return [] if self.done else [window("night0", (), self.rules.night0_seconds)]

    def timeout(self, events: list[Event]) -> None:
        self.done = True


class Night(Stage):
    """Night N >= 1: every step of the deck in order, then the resolution."""

    def __init__(self, table: Table, steps: tuple) -> None:
        super().__init__(table)
        self.record = Tonight()
        self.steps = steps  # the wake-up order is fixed for the whole night
        self.idx = 0
        self._open()

    def _open(self) -> None:
        """The window of the current step (its living actors; none when all are dead)."""
        if self.idx < len(self.steps):
            step = self.steps[self.idx]
            self.window: Window | None = window(
                step.kind, step.actors(self.table), step.seconds(self.table))
        else:
            self.window = None
            self.done = True

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

    def allows(self, seat: int, target: int | None) -> bool:
        """Whether ``seat`` may name ``target`` in the current step now (its rule's ``why``)."""
        w = self.window
        if w is None or seat not in w.seats:
            return False
        return not self.steps[self.idx].why(self.table, self.record, seat, target)

    def targets(self, seat: int) -> list[int | None]:
        """The targets ``seat`` may name in the current step (by the step's own check)."""
        w = self.window
        if w is None or seat not in w.seats:
            return []
        step = self.steps[self.idx]
        table, record = self.table, self.record
        why = step.why
        return [t for t in step.candidates(table) if not why(table, record, seat, t)]

    def legal(self, seat: int | None) -> list[Act]:
        w = self.window
        if w is None:
            return []
        action = self.steps[self.idx].action
        return [_act(s, action, t) for s in w.seats if seat is None or s == seat
                for t in self.targets(s)]

    def timeout(self, events: list[Event]) -> None:
        self.steps[self.idx].close(self.table, self.record, events)
        self.idx += 1
        self._open()
        if self.done:
            resolve(self.table, self.record, self.steps)

    def removed(self, seat: int, events: list[Event]) -> None:
        if not self.done:
            self._open()
