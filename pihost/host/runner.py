"""The box's one loop: one queue of typed inputs, one clock, timers, the journal.

Devices (seat buttons on gpiozero's thread, the recogniser, the host button) only ``post``
events. The loop takes them in order, writes each to the journal (flushed, fsynced) and only then
hands it to the box. Timers that run out become inputs the same way.

A simulated table (``table``) can play along: it is asked what its players do next, which lets
the demo and the whole-game tests run a game with no one at the table — in ``fast`` mode the
clock jumps straight to the next thing that happens.
"""

from __future__ import annotations

import dataclasses
import logging
import queue
from collections.abc import Callable
from typing import Any, Protocol

from pihost.events import Event, TimerExpired
from pihost.host.box import Box

log = logging.getLogger(__name__)

#: inputs that are secret when they come in a secret stage: who pressed (or chose), and when
SECRET_INPUTS = frozenset({"seat_pressed", "seat_released", "seat_stuck", "interference",
                           "seat_chose"})


#: a timer served this much after its deadline counts as late (the loop's tick is 20 ms)
LATE_SECONDS = 0.1


class Table(Protocol):
    """Simulated players: the next thing anyone at the table does, as (box time, event)."""

    def next_action(self, box: Box, now: float) -> tuple[float, Event] | None: ...


class TableStuck(RuntimeError):
    """The simulated table keeps acting at one instant without the game moving."""


class Runner:
    def __init__(
        self,
        box: Box,
        clock: Any,
        journal: Any = None,
        *,
        board: Any = None,
        table: Table | None = None,
        fast: bool = False,
        tick_seconds: float = 0.02,
        on_tick: Callable[[float], None] | None = None,
    ) -> None:
        self.box, self.clock, self.journal = box, clock, journal
        self.board = board
        self.table = table
        self.fast = fast
        self.tick_seconds = tick_seconds
        self.on_tick = on_tick
        self.queue: queue.Queue[Event] = queue.Queue()
        self.fed = 0
        self._stop = False
        self._same_instant = 0
        self.last_at = float("-inf")  # the latest time an input was fed at

    def post(self, event: Event) -> None:
        """Thread-safe: any device may call it."""
        self.queue.put(event)

    def stop(self) -> None:
        self._stop = True
        self.queue.put(TimerExpired(name="__wake__", at=0.0))

    def feed(self, event: Event) -> None:
        """Journal, then react: the order the journal keeps is the order the box saw."""
        if self.journal is not None:
            secret = event.type in SECRET_INPUTS and self.box.stage.secret
            self.journal.append(event, secret=secret)
        self.fed += 1
        self.last_at = max(self.last_at, getattr(event, "at", self.last_at))
        self.box.handle(event)

    def run(self, max_inputs: int | None = None) -> None:
        """Run until the game is over (or ``stop()``, or ``max_inputs`` inputs were fed)."""
        while self.box.finished is None and not self._stop:
            if max_inputs is not None and self.fed >= max_inputs:
                return
            self.step()

    def step(self) -> None:
        now = self.clock.now()
        try:
            e = self.queue.get_nowait()
        except queue.Empty:
            e = None
        if e is not None:
            if e.type == "timer_expired" and e.name == "__wake__":
                return
            return self.feed(e)
        due = self.box.timers.next_deadline()
        action = self.table.next_action(self.box, now) if self.table is not None else None
        if (action is not None and due is not None and action[0] < due[1] <= now + 1e-9
                and self.last_at <= action[0]):
            # both came due while the loop was away (a stall, a busy machine): the simulated
            # players' move was planned before the timer ran out, so it happens first and at
            # its own time, as a device's press queued before the deadline would
            self._guard(now)
            return self.feed(dataclasses.replace(action[1], at=action[0])
                             if hasattr(action[1], "at") else action[1])
        if due is not None and due[1] <= now + 1e-9:
            # a timer the loop serves late (a stall, a slow disk) runs at the moment it really
            # ran: what the box says then is noted when it was said, so a press still means the
            # number the table heard last, and the rest of a night step moves with it
            at = now if now - due[1] > LATE_SECONDS else due[1]
            return self.feed(TimerExpired(name=due[0], at=at))
        if action is not None and action[0] <= now + 1e-9:
            self._guard(now)
            event = action[1]
            if getattr(event, "at", now) < now:  # late (e.g. just resumed): it happens now
                event = dataclasses.replace(event, at=now)
            return self.feed(event)
        targets = [t for t in (due[1] if due else None, action[0] if action else None) if t is not None]
        wake = min(targets) if targets else None
        if self.fast:
            if wake is None:
                raise TableStuck(f"nothing will ever happen (box stage {self.box.stage.name})")
            self.clock.set(max(now, wake))
            self._tick()
            return None
        wait = self.tick_seconds if wake is None else max(0.0, min(wake - now, self.tick_seconds))
        try:
            e = self.queue.get(timeout=wait)
        except queue.Empty:
            e = None
        self._tick()
        if e is not None and not (e.type == "timer_expired" and e.name == "__wake__"):
            self.feed(e)
        return None

    def _guard(self, now: float) -> None:
        if now == getattr(self, "_last_instant", None):
            self._same_instant += 1
            if self._same_instant > 200:
                raise TableStuck(f"the table acts forever at t={now} (stage {self.box.stage.name})")
        else:
            self._last_instant, self._same_instant = now, 0

    def _tick(self) -> None:
        now = self.clock.now()
        if self.board is not None:
            self.board.tick(now)
        if self.on_tick is not None:
            self.on_tick(now)
