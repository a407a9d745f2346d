"""The box calls seat numbers one after another («Один… Два…»); a press means what the table
heard last. Used by every night step and by the best move.

At a big table (``Timing.digit_calls_from`` seats and more) a night step calls a seat by its
digits instead: «Первая цифра: ноль, один, два. Вторая цифра: ноль… девять» — a press at each
digit names the seat (17: «один», then «семь»), 15 calls instead of 25 at 25 seats.

The calls are planned at a steady pace from ``start``, but a press is credited by what was
*said*: each call is noted with the moment its sound began (:meth:`Calls.called`), so a pause,
a late loop or a slow voice moves the calls and the credit with them — a press means the last
call heard until the next one is heard. A press within ``guard`` seconds of a call's start,
before the first call, on an announcement («Вторая цифра») or more than ``pace`` after the
last call is "between numbers" (None).

>>> c = Calls.numbers(start=10.0, pace=1.5, seats=10, guard=0.15)
>>> c.called(0, 10.0); c.credit(10.5), c.credit(10.05), c.credit(9.0)
(('number', 1), None, None)
>>> c.called(1, 11.9)  # said late: a press at 11.6 still means «один»
>>> c.credit(11.6), c.credit(12.2)
(('number', 1), ('number', 2))
>>> [m for _, _, m in Calls.digits(0.0, 1.5, 25, 0.15).slots][:5]
[('intro', 1), ('tens', 0), ('tens', 1), ('tens', 2), ('intro', 2)]
"""

from __future__ import annotations

from typing import Any

Meaning = tuple[str, int]   # ("number", n) | ("tens", d) | ("units", d) | ("intro", phase)


class Calls:
    """A planned sequence of calls: (phrase id, its parameters, what a press on it means)."""

    def __init__(self, start: float, pace: float,
                 slots: list[tuple[str, dict[str, Any], Meaning]], guard: float) -> None:
        self.start, self.pace, self.slots, self.guard = start, pace, slots, guard
        self.heard: list[tuple[int, float]] = []  # (slot index, when its sound began)

    @classmethod
    def numbers(cls, start: float, pace: float, seats: int, guard: float) -> Calls:
        """«Один… Два…» up to ``seats``."""
        return cls(start, pace, [("call_number", {"n": n}, ("number", n))
                                 for n in range(1, seats + 1)], guard)

    @classmethod
    def digits(cls, start: float, pace: float, seats: int, guard: float) -> Calls:
        """«Первая цифра» and the tens digits the table has, «Вторая цифра» and 0-9."""
        tens = [("call_digit", {"digit": d}, ("tens", d)) for d in range(seats // 10 + 1)]
        units = [("call_digit", {"digit": d}, ("units", d)) for d in range(10)]
        return cls(start, pace, [("call_first_digit", {}, ("intro", 1)), *tens,
                                 ("call_second_digit", {}, ("intro", 2)), *units], guard)

    @classmethod
    def for_table(cls, start: float, pace: float, seats: int, guard: float,
                  digits_from: int) -> Calls:
        """Digits at a table of ``digits_from`` seats or more (0: never), else numbers."""
        if digits_from and seats >= digits_from:
            return cls.digits(start, pace, seats, guard)
        return cls.numbers(start, pace, seats, guard)

    @property
    def count(self) -> int:
        return len(self.slots)

    def call_time(self, index: int) -> float:
        """When slot ``index`` (from 0) is planned to be called."""
        return self.start + index * self.pace

    @property
    def end(self) -> float:
        """When the last slot ends, as planned."""
        return self.start + self.count * self.pace

    @property
    def next_index(self) -> int:
        return len(self.heard)

    def called(self, index: int, at: float) -> None:
        """Slot ``index`` began to sound at box time ``at``."""
        self.heard.append((index, at))

    def credit(self, at: float) -> Meaning | None:
        """What a press at ``at`` means: the last call heard, once past the guard (and, for the
        last call, within its slot); None between numbers and on an announcement."""
        last = None
        for i, t in self.heard:
            if t <= at:
                last = (i, t)
        if last is None:
            return None
        i, t = last
        if at - t < self.guard or (i == self.count - 1 and at - t >= self.pace):
            return None
        meaning = self.slots[i][2]
        return None if meaning[0] == "intro" else meaning

    def heard_at(self, meaning: Meaning) -> float | None:
        """When the call meaning ``meaning`` began to sound (None: not yet)."""
        for i, t in self.heard:
            if self.slots[i][2] == meaning:
                return t
        return None

    def last_heard(self) -> Meaning | None:
        """What the call heard last means (None: nothing called yet)."""
        return self.slots[self.heard[-1][0]][2] if self.heard else None

    @staticmethod
    def presses(target: int, digits: bool) -> list[Meaning]:
        """The calls a player presses at to name ``target``."""
        if digits:
            return [("tens", target // 10), ("units", target % 10)]
        return [("number", target)]


class SeatByDigits:
    """One seat's presses in a digit-called step: the tens digit, then the units digit."""

    def __init__(self) -> None:
        self.tens: int | None = None
        self.spoiled = False

    def press(self, meaning: Meaning | None, seats: int) -> tuple[bool, int | None]:
        """(done, target): a units press after one tens press names the seat (None if no such
        seat, or the presses were out of order or doubled); a tens press waits for the units."""
        if meaning is None or self.spoiled:
            self.spoiled = True
            return True, None
        kind, d = meaning
        if kind == "tens":
            if self.tens is not None:
                self.spoiled = True
                return True, None
            self.tens = d
            return False, None
        if self.tens is None:
            self.spoiled = True
            return True, None
        seat = self.tens * 10 + d
        return True, seat if 1 <= seat <= seats else None
