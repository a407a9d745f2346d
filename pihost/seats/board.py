"""The seat board: press events in, light patterns and secret replies out.

``SeatBoard`` holds everything both boards share — input hygiene and the light driver — and
leaves two things to a subclass: writing a level to a device and closing devices. The box's one
clock drives every light: the host loop calls ``tick(now)`` every 20–50 ms and each light's level
is recomputed from (pattern, start, now); no thread per LED.

>>> from pihost.clock import ManualClock
>>> from pihost.seats import FakeBoard, patterns
>>> events = []
>>> board = FakeBoard(10, ManualClock(), events.append)
>>> board.show(3, patterns.SPEAKING, at=0.0); board.level(3), board.pattern(3)
(1.0, 'speaking')
>>> board.press(7); events[-1]
SeatPressed(seat=7, at=0.0)
"""

from __future__ import annotations

import math
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping

from pihost.clock import Clock
from pihost.events import Event
from pihost.seats import patterns
from pihost.seats.inputs import InputLogic, InputTiming, Key
from pihost.seats.patterns import Pattern

LIGHT, REPLY = "light", "reply"  # a seat's channels; REPLY exists only where a reply device is wired


class SeatBoard(ABC):
    """Seats' buttons and lights behind one interface (``GpioBoard`` real, ``FakeBoard`` fake).

    ``post(event)`` puts typed events (``SeatPressed``, ``SeatReleased``, ``SeatStuck``,
    ``HostPressed``) into the box's queue; it may be called from gpiozero's thread.
    """

    def __init__(
        self,
        seats: tuple[int, ...],
        hosts: tuple[str, ...],
        clock: Clock,
        post: Callable[[Event], None],
        *,
        reply_seats: frozenset[int] = frozenset(),
        timing: InputTiming | None = None,
        initially_down: Mapping[Key, bool] | None = None,
    ) -> None:
        self.seats = seats
        self.hosts = hosts
        self._clock = clock
        self._lock = threading.RLock()  # post() may call back into the board (a simulator)
        self._inputs = InputLogic(seats, hosts, post, timing, initially_down, start=clock.now())
        self._channels = [(s, LIGHT) for s in seats] + [(s, REPLY) for s in sorted(reply_seats)]
        self._shows: dict[tuple[int, str], tuple[Pattern, float]] = {
            ch: (patterns.OFF, clock.now()) for ch in self._channels}
        self._levels: dict[tuple[int, str], float] = dict.fromkeys(self._channels, 0.0)
        self._animated: set[tuple[int, str]] = set()
        self._closed = False

    # -- devices, by subclass ------------------------------------------------------------------
    @abstractmethod
    def _write(self, seat: int, channel: str, level: float) -> None:
        """Put ``level`` on the seat's light (or reply device)."""

    @abstractmethod
    def _close_devices(self) -> None:
        """Release pins."""

    # -- input ---------------------------------------------------------------------------------
    @property
    def timing(self) -> InputTiming:
        return self._inputs.timing

    def _edge(self, key: Key, down: bool, at: float | None = None, clean: bool = False) -> None:
        # Runs on gpiozero's thread for real pins: record the edge, post, return.
        with self._lock:
            if not self._closed:
                self._inputs.edge(key, down, self._clock.now() if at is None else at, clean)

    def is_down(self, key: Key) -> bool:
        """Debounced state of a seat (number) or host button (name). Raises ``ValueError`` for
        an unknown one."""
        with self._lock:
            try:
                return self._inputs.is_down(key)
            except KeyError:
                raise ValueError(f"no seat or host button {key!r}") from None

    # -- lights --------------------------------------------------------------------------------
    def _check_seat(self, seat: int) -> None:
        if seat not in self.seats:
            raise ValueError(f"no seat {seat!r}; this board has seats {self.seats[0]}..{self.seats[-1]}")

    def show(self, seat: int, pattern: Pattern, at: float) -> None:
        """Play ``pattern`` on the seat's light from box time ``at``.

        >>> from pihost.clock import ManualClock
        >>> from pihost.seats import FakeBoard
        >>> clock = ManualClock()
        >>> board = FakeBoard(10, clock, print)
        >>> board.show(3, patterns.LAST_TEN, at=clock.now()); clock.advance(0.3)
        >>> board.tick(clock.now()); board.level(3)
        0.0

        Raises ``ValueError`` for an unknown seat or a time that is not a finite number,
        ``TypeError`` for a non-pattern.
        """
        self._check_seat(seat)
        self._start((seat, LIGHT), pattern, at)

    def show_all(self, pattern: Pattern, at: float) -> None:
        """Play ``pattern`` on every seat's light (e.g. ``patterns.OFF`` at game end)."""
        for seat in self.seats:
            self._start((seat, LIGHT), pattern, at)

    def secret(self, seat: int, reply: bool | str, at: float) -> float:
        """Show a secret reply (a check's yes/no, "away", "refused") on ``seat``'s reply device
        (its light if it has none) only; returns its duration in seconds — the same for every
        reply. Never logged.

        Raises ``ValueError`` for an unknown seat, ``TypeError`` for an unknown reply.
        """
        self._check_seat(seat)
        pattern = patterns.secret_reply(reply)
        self._start(self._reply_channel(seat), pattern, at)
        return pattern.duration

    def reveal_code(self, seat: int, count: int, longest: int, at: float) -> float:
        """Dealing by light: ``count`` blinks (the role's code) on ``seat``'s reply device (or
        light); returns the duration, the same for every code up to ``longest``.

        Raises ``ValueError`` for an unknown seat or a count out of range.
        """
        self._check_seat(seat)
        pattern = patterns.role_code(count, longest)
        self._start(self._reply_channel(seat), pattern, at)
        return pattern.duration

    def _reply_channel(self, seat: int) -> tuple[int, str]:
        return (seat, REPLY) if (seat, REPLY) in self._shows else (seat, LIGHT)

    def _start(self, ch: tuple[int, str], pattern: Pattern, at: float) -> None:
        if not isinstance(pattern, Pattern):
            raise TypeError(f"not a light pattern: {pattern!r}")
        if isinstance(at, bool) or not isinstance(at, int | float) or not math.isfinite(at):
            raise ValueError(f"a pattern starts at a box time in seconds, not {at!r}")
        with self._lock:
            self._shows[ch] = (pattern, at)
            self._animated.add(ch)  # until it has started and, if steady, been drawn once
            self._drive(ch, self._clock.now())

    def _drive(self, ch: tuple[int, str], now: float) -> None:
        pattern, start = self._shows[ch]
        lvl = pattern.level_at(now - start)
        if pattern.done(now - start):
            self._shows[ch] = (patterns.OFF, start + pattern.period)
            self._animated.discard(ch)
        elif pattern.steady and now >= start:
            self._animated.discard(ch)
        if lvl != self._levels[ch] and not self._closed:
            self._levels[ch] = lvl
            self._write(ch[0], ch[1], lvl)

    def tick(self, now: float) -> None:
        """Advance every light and the input checks (presses and releases confirmed, stuck, long
        press, interference) to box time ``now``. The host loop calls it every 20–50 ms."""
        with self._lock:
            if self._closed:
                return
            self._inputs.poll(now)
            for ch in tuple(self._animated):
                self._drive(ch, now)

    def level(self, seat: int, channel: str = LIGHT) -> float:
        """Brightness the seat's light (or ``"reply"`` device) shows now, 0..1."""
        self._check_seat(seat)
        return self._levels[self._reply_channel(seat) if channel == REPLY else (seat, LIGHT)]

    def showing(self, seat: int, channel: str = LIGHT) -> tuple[Pattern, float]:
        """The pattern on the seat's light (or reply device) and the box time it started."""
        self._check_seat(seat)
        ch = self._reply_channel(seat) if channel == REPLY else (seat, LIGHT)
        return self._shows[ch]

    def pattern(self, seat: int, channel: str = LIGHT) -> str:
        """Name of the pattern on the seat's light (``"off"`` once a one-shot pattern ended)."""
        self._check_seat(seat)
        ch = self._reply_channel(seat) if channel == REPLY else (seat, LIGHT)
        return self._shows[ch][0].name

    # -- life ----------------------------------------------------------------------------------
    def close(self) -> None:
        """Turn every light off and release the pins. Safe to call twice."""
        with self._lock:
            if self._closed:
                return
            for ch in self._channels:
                if self._levels[ch]:
                    self._write(ch[0], ch[1], 0.0)
                    self._levels[ch] = 0.0
            self._closed = True
            self._close_devices()

    def __enter__(self) -> SeatBoard:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
