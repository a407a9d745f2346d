"""Input hygiene for seat and host buttons: debounce, stuck buttons, long presses — pure logic.

Raw contact edges go in (from gpiozero's thread or a test); typed events come out through
``post``. Nothing here reads a clock: every call carries its box time, so behaviour is replayable
and testable on a ``ManualClock``.

* Debounce: the first edge is taken at once (low latency); further edges within ``debounce``
  seconds are contact bounce. If the contact settled in the other state, ``poll`` takes that
  state once the window has passed.
* Stuck: a seat held longer than ``stuck`` seconds is reported once (``SeatStuck``) and its
  release later reported as usual, which tells the host the seat is usable again.
* Host buttons: a press held ``long_press`` seconds is a long press (posted while still held, so
  the menu opens at once); a shorter one is posted on release.

>>> out = []
>>> logic = InputLogic(seats=(1, 2), hosts=("host",), post=out.append)
>>> logic.edge(1, True, at=1.0); logic.edge(1, False, at=1.005); logic.edge(1, True, at=1.01)
>>> [type(e).__name__ for e in out]
['SeatPressed']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from pihost.events import Event, HostPressed, SeatPressed, SeatReleased, SeatStuck

Key = int | str  # a seat number, or a host button's name
EPS = 1e-9  # box times are sums of floats: 110.02 - 110.0 must count as 0.02


@dataclass(frozen=True)
class InputTiming:
    """Input timings (seconds). Raises ``ValueError`` for a value out of range.

    ``debounce``: contact bounce window; ``stuck``: held longer = stuck; ``long_press``: host
    button held at least this long = long press; ``settle``: 0 takes the first edge at once
    (lowest latency), more waits until the contact has been still that long (immune to
    interference spikes on long cables, at that much latency; events keep the contact's time).
    """

    debounce: float = 0.03
    stuck: float = 5.0
    long_press: float = 1.0
    settle: float = 0.0

    def __post_init__(self) -> None:
        if not 0.0 <= self.debounce <= 0.5:
            raise ValueError(f"debounce {self.debounce} s: must be within 0..0.5 s")
        if not 0.0 <= self.settle <= 0.2:
            raise ValueError(f"settle {self.settle} s: must be within 0..0.2 s")
        if not self.long_press > self.debounce:
            raise ValueError(f"long_press {self.long_press} s: must be longer than debounce")
        if not self.stuck > self.long_press:
            raise ValueError(f"stuck {self.stuck} s: must be longer than long_press")


@dataclass
class _Contact:
    raw: bool = False          # the contact's last reported state
    raw_at: float = 0.0
    down: bool = False         # the debounced state
    changed_at: float = float("-inf")
    stuck: bool = False
    long_sent: bool = False


class InputLogic:
    """Debounced state of every seat and host button; thread-safety is the caller's (the board
    holds a lock around ``edge`` and ``poll``)."""

    def __init__(
        self,
        seats: Iterable[int],
        hosts: Iterable[str],
        post: Callable[[Event], None],
        timing: InputTiming | None = None,
        initially_down: Mapping[Key, bool] | None = None,
        start: float = 0.0,
    ) -> None:
        self.timing = timing or InputTiming()
        self._post = post
        self._contacts: dict[Key, _Contact] = {}
        for key in [*seats, *hosts]:
            down = bool((initially_down or {}).get(key, False))
            # A button already down at start is not a press: a seat counts towards "stuck" from
            # ``start``; a host button gives no long press until it has come up once.
            self._contacts[key] = _Contact(raw=down, down=down, changed_at=start if down else -1e9,
                                           long_sent=down)
        # Only contacts that are down or still bouncing need ``poll``: idle seats cost nothing.
        self._active: set[Key] = {k for k, c in self._contacts.items() if c.down}

    def is_down(self, key: Key) -> bool:
        """The debounced state. Raises ``KeyError`` for an unknown seat or button."""
        return self._contacts[key].down

    def is_stuck(self, key: Key) -> bool:
        """True while a seat is reported stuck (until its release)."""
        return self._contacts[key].stuck

    def edge(self, key: Key, down: bool, at: float) -> None:
        """A raw contact edge at box time ``at``. Raises ``KeyError`` for an unknown key."""
        c = self._contacts[key]
        c.raw, c.raw_at = down, at
        self._active.add(key)
        if down == c.down or at - c.changed_at < self.timing.debounce or self.timing.settle:
            return  # no change, bounce, or to be settled: ``poll`` decides
        self._accept(key, c, down, at)

    def poll(self, now: float) -> None:
        """Settle bounces, report stuck seats and long host presses as of box time ``now``."""
        t = self.timing
        for key in tuple(self._active):
            c = self._contacts[key]
            if c.raw != c.down and now - c.changed_at >= t.debounce - EPS and \
                    now - c.raw_at >= t.settle - EPS:
                self._accept(key, c, c.raw, max(c.raw_at, c.changed_at + t.debounce))
            if not c.down:
                if c.raw == c.down:
                    self._active.discard(key)
                continue
            if c.raw != c.down:
                continue  # a release still settling: not stuck, not a long press
            held = now - c.changed_at
            if isinstance(key, int):
                if held > t.stuck and not c.stuck:
                    c.stuck = True
                    self._post(SeatStuck(seat=key, at=now))
            elif held >= t.long_press - EPS and not c.long_sent:
                c.long_sent = True
                self._post(HostPressed(button=key, long=True, at=now))

    def _accept(self, key: Key, c: _Contact, down: bool, at: float) -> None:
        held = at - c.changed_at
        c.down, c.changed_at = down, at
        if isinstance(key, int):
            if down:
                self._post(SeatPressed(seat=key, at=at))
            else:
                c.stuck = False
                self._post(SeatReleased(seat=key, at=at, held=round(held, 6)))
        elif down:
            c.long_sent = False
        elif not c.long_sent:
            # ``poll`` may not have run while it was held: the length decides.
            self._post(HostPressed(button=key, long=held >= self.timing.long_press, at=at))


@dataclass(frozen=True)
class InputWindow:
    """When presses count: ``seats`` may press from ``opens`` until ``closes`` (box seconds).

    The board posts every press (so the journal has them all); the host loop asks the window
    whether one counts.

    >>> w = InputWindow("vote 10", opens=5.0, closes=8.0, seats=frozenset({1, 2}))
    >>> w.verdict(SeatPressed(seat=1, at=6.0)), w.verdict(SeatPressed(seat=1, at=9.0))
    ('in_window', 'late')

    Raises ``ValueError`` when the window closes before it opens.
    """

    name: str
    opens: float
    closes: float
    seats: frozenset[int]

    def __post_init__(self) -> None:
        if self.closes < self.opens:
            raise ValueError(f"window {self.name!r} closes ({self.closes}) before it opens")

    def verdict(self, event: SeatPressed) -> str:
        """``in_window``, ``early``, ``late`` or ``not_this_seat``."""
        if event.seat not in self.seats:
            return "not_this_seat"
        if event.at < self.opens:
            return "early"
        if event.at >= self.closes:
            return "late"
        return "in_window"
