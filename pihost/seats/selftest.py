"""Wiring self-test: light each seat in turn, ask its player to press, find the bad wires.

Each seat's light blinks (``patterns.SELFTEST``) and the voice asks «seat N, press your
button»; the first press decides. A seat whose press came from another seat's button has a
``wrong`` wire — or, when those two seats answered for each other, a ``swapped`` pair; no press
at all is ``dead`` (button or light: the player saw nothing or his press did not arrive); a
button already down at the start, or held past the stuck limit, is ``stuck``. Presses from
seats already confirmed are a fidgeting player, not a fault, and are ignored.

>>> from pihost.clock import ManualClock
>>> clock, events = ManualClock(), []
>>> board = FakeBoard(4, clock, events.append)
>>> def player(timeout):          # presses whatever seat is blinking, but seat 2 is dead
...     clock.advance(timeout)
...     seat = next((s for s in board.seats if board.pattern(s) == "selftest"), None)
...     if seat and seat != 2 and not events:
...         board.press(seat); board.release(seat, at=clock.now() + 0.1)
...     return events.pop(0) if events else None
>>> report = run_selftest(board, clock, player, press_seconds=2.0)
>>> report.ok, [f.describe() for f in report.faults]
(False, ['seat 2: no press (dead button or light wire)'])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pihost.clock import Clock
from pihost.events import Event, SeatPressed, SeatStuck
from pihost.seats import patterns
from pihost.seats.board import SeatBoard
from pihost.seats.fake import FakeBoard  # noqa: F401 - used by the doctest

Say = Callable[..., object]


@dataclass(frozen=True)
class Fault:
    """A wiring fault at ``seat``: ``kind`` is ``dead``, ``stuck``, ``wrong`` or ``swapped``;
    ``other`` is the seat whose button answered (``wrong``) or the swap partner."""

    seat: int
    kind: str
    other: int | None = None

    def describe(self) -> str:
        """One line for the log and the terminal."""
        if self.kind == "dead":
            return f"seat {self.seat}: no press (dead button or light wire)"
        if self.kind == "stuck":
            return f"seat {self.seat}: button stuck down (short to ground or jammed)"
        if self.kind == "swapped":
            return f"seats {self.seat} and {self.other}: wires swapped (each answered for the other)"
        return f"seat {self.seat}: seat {self.other}'s button answered (wrong wire)"


@dataclass(frozen=True)
class SelftestReport:
    """``answers``: for each seat asked, the seat whose press came (``None``: none)."""

    answers: tuple[tuple[int, int | None], ...]
    faults: tuple[Fault, ...]

    @property
    def ok(self) -> bool:
        return not self.faults

    @property
    def fault_seats(self) -> tuple[int, ...]:
        """Every seat involved in a fault, in order."""
        seats = {f.seat for f in self.faults} | {f.other for f in self.faults if f.other}
        return tuple(sorted(seats))


def _quiet(phrase_id: str, **params: object) -> float:
    return 0.0


def run_selftest(
    board: SeatBoard,
    clock: Clock,
    next_event: Callable[[float], Event | None],
    say: Say | None = None,
    press_seconds: float = 10.0,
    tick_seconds: float = 0.02,
) -> SelftestReport:
    """Run the self-test. ``next_event(timeout)`` returns the board's next event or ``None``
    after ``timeout`` seconds; ``say(phrase_id, **params)`` speaks (phrases ``selftest_start``,
    ``selftest_press[seat]``, ``selftest_ok``, ``selftest_fault[seat]``) and may return the
    phrase's length in seconds, which is added to the time allowed for a press.

    Raises ``ValueError`` for a non-positive ``press_seconds`` or ``tick_seconds``.
    """
    if press_seconds <= 0 or tick_seconds <= 0:
        raise ValueError("press_seconds and tick_seconds must be > 0")
    say = say or _quiet
    stuck = {s for s in board.seats if board.is_down(s)}
    board.show_all(patterns.OFF, at=clock.now())
    say("selftest_start")
    answers: dict[int, int | None] = {}
    confirmed: set[int] = set()
    for seat in board.seats:
        if seat in stuck:
            answers[seat] = None
            continue
        board.show(seat, patterns.SELFTEST, at=clock.now())
        spoken = say("selftest_press", seat=seat)
        deadline = clock.now() + press_seconds + (spoken if isinstance(spoken, int | float) else 0)
        answers[seat] = None
        while clock.now() < deadline:
            board.tick(clock.now())
            event = next_event(tick_seconds)
            if isinstance(event, SeatStuck):
                stuck.add(event.seat)
            elif isinstance(event, SeatPressed) and event.seat not in confirmed:
                answers[seat] = event.seat
                break
        if answers[seat] == seat:
            confirmed.add(seat)
        board.show(seat, patterns.PRESENT if answers[seat] == seat else patterns.OFF, at=clock.now())
    report = SelftestReport(tuple(answers.items()), _faults(answers, stuck))
    board.show_all(patterns.OFF, at=clock.now())
    if report.ok:
        say("selftest_ok")
    for s in report.fault_seats:
        say("selftest_fault", seat=s)
    return report


def _faults(answers: dict[int, int | None], stuck: set[int]) -> tuple[Fault, ...]:
    faults = []
    for seat, came in answers.items():
        if seat in stuck:
            faults.append(Fault(seat, "stuck"))
        elif came is None:
            faults.append(Fault(seat, "dead"))
        elif came != seat:
            if answers.get(came) == seat:
                if seat < came:
                    faults.append(Fault(seat, "swapped", came))
            else:
                faults.append(Fault(seat, "wrong", came))
    return tuple(faults)
