"""``FakeBoard``: the seat board without pins, for tests, the simulator and the demo.

It runs the same input hygiene and light driver as ``GpioBoard``; presses come from
``press``/``release``/``press_host`` (clean edges, posted at once) or raw ``edge`` (bounce,
spikes, interference: posted as the real board would, after ``tick``), lights are recorded.

>>> from pihost.clock import ManualClock
>>> clock, events = ManualClock(), []
>>> board = FakeBoard(10, clock, events.append)
>>> board.press(4); clock.advance(0.2); board.release(4)
>>> [type(e).__name__ for e in events]
['SeatPressed', 'SeatReleased']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pihost.clock import Clock
from pihost.events import Event
from pihost.seats.board import SeatBoard
from pihost.seats.inputs import InputTiming, Key


class FakeBoard(SeatBoard):
    """A board of ``seats`` (a count, or the seat numbers) and host buttons ``hosts``.

    ``history`` lists every light change as ``(box time, seat, channel, level)``.
    ``reply_seats`` are seats with a separate reply device (e.g. a vibration motor).
    """

    def __init__(
        self,
        seats: int | Iterable[int],
        clock: Clock,
        post: Callable[[Event], None],
        *,
        hosts: Iterable[str] = ("host",),
        reply_seats: Iterable[int] = (),
        timing: InputTiming | None = None,
    ) -> None:
        numbers = tuple(range(1, seats + 1)) if isinstance(seats, int) else tuple(sorted(seats))
        if not numbers:
            raise ValueError("a board needs at least one seat")
        super().__init__(numbers, tuple(hosts), clock, post, reply_seats=frozenset(reply_seats),
                         timing=timing)
        self.history: list[tuple[float, int, str, float]] = []
        self.closed = False

    def _write(self, seat: int, channel: str, level: float) -> None:
        self.history.append((self._clock.now(), seat, channel, level))

    def _close_devices(self) -> None:
        self.closed = True

    def edge(self, key: Key, down: bool, at: float | None = None) -> None:
        """A raw contact edge (bounce included) on a seat or host button, at ``at`` (default:
        now). Raises ``ValueError`` for an unknown key."""
        if key not in self.seats and key not in self.hosts:
            raise ValueError(f"no seat or host button {key!r}")
        self._edge(key, down, at)

    def press(self, seat: int, at: float | None = None) -> None:
        """Seat ``seat``'s button goes down (a clean edge: a finger's press, posted at once with
        the time ``at``, default now). Raises ``ValueError`` for an unknown seat."""
        self._check_seat(seat)
        t = self._clock.now() if at is None else at
        with self._lock:
            self._edge(seat, True, t, clean=True)
            self._inputs.settle(seat, t + self.timing.min_press)

    def release(self, seat: int, at: float | None = None) -> None:
        """Seat ``seat``'s button comes up (a clean edge, posted at once). Raises
        ``ValueError`` for an unknown seat."""
        self._check_seat(seat)
        t = self._clock.now() if at is None else at
        with self._lock:
            self._edge(seat, False, t, clean=True)
            self._inputs.settle(seat, t + self.timing.debounce)

    def press_host(self, long: bool = False, button: str | None = None,
                   at: float | None = None) -> None:
        """A whole host-button press, short or long, played at once from ``at`` (default now):
        the events carry the times a real press would have (up to ``at`` + hold).

        Raises ``ValueError`` for an unknown button.
        """
        name = self.hosts[0] if button is None else button
        if name not in self.hosts:
            raise ValueError(f"no host button {name!r}; have {', '.join(self.hosts)}")
        t = self._clock.now() if at is None else at
        timing = self.timing
        hold = timing.long_press + 0.1 if long else timing.min_press + 0.05
        with self._lock:
            self._edge(name, True, t, clean=True)
            self._inputs.settle(name, t + timing.min_press)
            if long:
                self._inputs.settle(name, t + timing.long_press)
            self._edge(name, False, t + hold, clean=True)
            self._inputs.settle(name, t + hold + timing.debounce)
