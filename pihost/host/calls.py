"""The box calls seat numbers one after another («Один… Два…»); a press means the number the
table heard last. Used by every night step and by the best move.

The calls are planned at a steady pace from ``start``, but a press is credited by what was
*said*: each call is noted with the moment its sound began (:meth:`called`), so a pause, a
late loop or a slow voice moves the calls and the credit with them — a press means the last
number heard until the next one is heard. A press within ``guard`` seconds of a call's start,
before the first call or more than ``pace`` after the last number is "between numbers" (None).

>>> c = NumberCalls(start=10.0, pace=1.5, seats=10, guard=0.15)
>>> c.called(1, 10.0); c.credit(10.5), c.credit(10.05), c.credit(9.0)
(1, None, None)
>>> c.called(2, 11.9)  # said late: a press at 11.6 still means «один»
>>> c.credit(11.6), c.credit(12.2)
(1, 2)
"""

from __future__ import annotations


class NumberCalls:
    """Numbers 1..``seats`` called from ``start`` every ``pace`` seconds."""

    def __init__(self, start: float, pace: float, seats: int, guard: float) -> None:
        self.start, self.pace, self.seats, self.guard = start, pace, seats, guard
        self.heard: list[tuple[int, float]] = []  # (number, when its sound began)

    def call_time(self, n: int) -> float:
        """When number ``n`` is planned to be called."""
        return self.start + (n - 1) * self.pace

    @property
    def end(self) -> float:
        """When the last number's slot ends, as planned."""
        return self.start + self.seats * self.pace

    @property
    def next_number(self) -> int:
        return len(self.heard) + 1

    def called(self, n: int, at: float) -> None:
        """Number ``n`` began to sound at box time ``at``."""
        self.heard.append((n, at))

    def credit(self, at: float) -> int | None:
        """The number a press at ``at`` means: the last one heard, once past the guard (and,
        for the last number, within its slot); None between numbers."""
        last = None
        for n, t in self.heard:
            if t <= at:
                last = (n, t)
        if last is None:
            return None
        n, t = last
        if at - t < self.guard or (n == self.seats and at - t >= self.pace):
            return None
        return n
