"""The box's one clock. Everything timed (speech timers, night steps, light patterns) reads it.

``MonotonicClock`` is wall time for the table; ``ManualClock`` is moved by hand (tests, the demo's
fast mode, journal replay).

>>> c = ManualClock(); c.advance(1.5); c.now()
1.5
"""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the box started (monotonic)."""
        ...


class MonotonicClock:
    """Real time, starting at ``start`` seconds (so a resumed game keeps its timeline); ``rate``
    runs it faster (the simulator's ``--speed``: a rehearsal in a fraction of the time).

    Raises ``ValueError`` for a rate that is not above 0.
    """

    def __init__(self, start: float = 0.0, rate: float = 1.0) -> None:
        if not rate > 0:
            raise ValueError(f"a clock's rate must be above 0, not {rate!r}")
        self._start, self._rate = start, rate
        self._origin = time.monotonic()

    def now(self) -> float:
        return self._start + (time.monotonic() - self._origin) * self._rate


class ManualClock:
    """A clock that only moves when told to."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        """Move forward. Raises ``ValueError`` for a negative step."""
        if seconds < 0:
            raise ValueError(f"a clock cannot go back ({seconds} s)")
        self._now += seconds

    def set(self, t: float) -> None:
        """Jump to ``t`` (not earlier than now). Raises ``ValueError`` when going back."""
        self.advance(t - self._now)
