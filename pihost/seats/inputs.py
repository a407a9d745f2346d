"""Input hygiene for seat and host buttons: a minimum press length, bounce, interference, stuck
buttons, long presses — pure logic.

Raw contact edges go in (from gpiozero's thread or a test); typed events come out through
``post``. Nothing here reads a clock: every call carries its box time, so behaviour is replayable
and testable on a ``ManualClock``.

* A press counts once the contact has been closed for ``min_press`` seconds (a finger always
  is; an interference spike on a long cable is not), through bounce openings shorter than
  ``debounce``, and closed at least half of that time (chatter is; a train of spikes is not);
  its event carries the moment the contact first closed. A contact that chatters open and shut
  for any length of time is one press.
* A release counts once the contact has stayed open ``debounce`` seconds; its event carries
  the moment it opened.
* Interference: presses of ``interference_seats`` or more buttons beginning within
  ``interference_seconds`` of each other are no fingers. They are ignored (each of those
  buttons until it has been open again for ``debounce``), and one ``Interference`` event names
  the seats, so the host can be told.
* Stuck: a seat held longer than ``stuck`` seconds is reported once (``SeatStuck``) and its
  release later reported as usual, which tells the host the seat is usable again.
* Host buttons: a press held ``long_press`` seconds is a long press (posted while still held, so
  the menu opens at once); a shorter one is posted on release.

>>> out = []
>>> logic = InputLogic(seats=(1, 2), hosts=("host",), post=out.append)
>>> logic.edge(1, True, at=1.0); logic.edge(1, False, at=1.001)    # a 1 ms spike
>>> logic.edge(2, True, at=2.0); logic.edge(2, False, at=2.002)    # a finger, bouncing
>>> logic.edge(2, True, at=2.003); logic.poll(2.1)
>>> out
[SeatPressed(seat=2, at=2.0)]
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from pihost.events import (
    Event,
    HostPressed,
    Interference,
    SeatPressed,
    SeatReleased,
    SeatStuck,
)

log = logging.getLogger(__name__)

Key = int | str  # a seat number, or a host button's name
EPS = 1e-9  # box times are sums of floats: 110.02 - 110.0 must count as 0.02


@dataclass(frozen=True)
class InputTiming:
    """Input timings (seconds; counts are buttons). Raises ``ValueError`` for a value out of
    range.

    ``min_press``: a contact closed this long (bounce included) is a press, a shorter one is a
    spike; ``debounce``: openings shorter than this inside a press are bounce, and a release
    counts once the contact has been open this long; ``stuck``: held longer = stuck;
    ``long_press``: host button held at least this long = long press;
    ``interference_seats`` buttons (0: never) beginning a press within
    ``interference_seconds`` of each other are interference, not fingers.
    """

    debounce: float = 0.03
    stuck: float = 5.0
    long_press: float = 1.0
    min_press: float = 0.04
    interference_seats: int = 4
    interference_seconds: float = 0.005

    def __post_init__(self) -> None:
        if not 0.0 <= self.debounce <= 0.5:
            raise ValueError(f"debounce {self.debounce} s: must be within 0..0.5 s")
        if not 0.0 <= self.interference_seconds <= 0.05:
            raise ValueError(f"interference_seconds {self.interference_seconds} s: must be "
                             "within 0..0.05 s")
        if not self.interference_seconds < self.min_press <= 0.5:
            raise ValueError(f"min_press {self.min_press} s: must be longer than "
                             f"interference_seconds ({self.interference_seconds} s; a press "
                             "must not count before interference is told) and at most 0.5 s")
        if self.interference_seats == 1 or self.interference_seats < 0:
            raise ValueError(f"interference_seats {self.interference_seats}: 0 (off) or 2 and "
                             "more")
        if not self.long_press > max(self.debounce, self.min_press):
            raise ValueError(f"long_press {self.long_press} s: must be longer than debounce "
                             "and min_press")
        if not self.stuck > self.long_press:
            raise ValueError(f"stuck {self.stuck} s: must be longer than long_press")


@dataclass
class _Contact:
    raw: bool = False                  # the contact's last reported state
    raw_at: float = 0.0                # ... since
    down: bool = False                 # the press state posted
    changed_at: float = float("-inf")  # when that state began (the press's first closing)
    since: float | None = None         # up: a closing not yet a press began here
    closed: float = 0.0                # ... closed time it has gathered (bounce openings excluded)
    open_at: float | None = None       # down: the contact opened here (a release, if it stays)
    ignored: bool = False              # interference: ignored until open for ``debounce``
    stuck: bool = False
    long_sent: bool = False


class InputLogic:
    """The press state of every seat and host button; thread-safety is the caller's (the board
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
            self._contacts[key] = _Contact(raw=down, raw_at=start, down=down,
                                           changed_at=start if down else -1e9, long_sent=down)
        # Only contacts that are down or changing need ``poll``: idle seats cost nothing.
        self._active: set[Key] = {k for k, c in self._contacts.items() if c.down}
        # recent closings, for interference (edges from several threads may come out of order)
        self._starts: deque[tuple[float, Key]] = deque(maxlen=64)
        self._burst: list[Key] = []                         # keys of the interference going on
        self._burst_at = self._burst_last = 0.0

    def is_down(self, key: Key) -> bool:
        """The press state. Raises ``KeyError`` for an unknown seat or button."""
        return self._contacts[key].down

    def is_stuck(self, key: Key) -> bool:
        """True while a seat is reported stuck (until its release)."""
        return self._contacts[key].stuck

    def edge(self, key: Key, down: bool, at: float, clean: bool = False) -> None:
        """A raw contact edge at box time ``at``; ``clean``: a known finger (the fake board's
        ``press``), never part of an interference. Raises ``KeyError`` for an unknown key."""
        c = self._contacts[key]
        if down == c.raw:
            return
        self._settle(key, c, at)           # what the time up to this edge decided
        if c.raw:                          # it was closed until now
            c.closed += at - c.raw_at
        c.raw, c.raw_at = down, at
        self._active.add(key)
        if c.ignored:
            return
        if c.down:
            if not down:
                c.open_at = at if c.open_at is None else c.open_at
            elif c.open_at is not None:
                c.open_at = None           # a bounce inside the press
            return
        if down and c.since is None:
            c.since, c.closed = at, 0.0
            if not clean:
                self._closing(key, at)
        elif down and c.closed < (at - c.since) / 2:
            c.since, c.closed = at, 0.0   # mostly open so far: noise; a press may begin now
        elif not down and c.since is not None and self._long_enough(c, at):
            self._press(key, c)
            c.open_at = at

    def poll(self, now: float) -> None:
        """Confirm presses and releases, report stuck seats, long host presses and interference
        as of box time ``now``."""
        self._end_burst(now)
        for key in sorted(self._active, key=self._pending_since):  # events in time order
            self._check(key, self._contacts[key], now)

    def _pending_since(self, key: Key) -> tuple[float, str]:
        c = self._contacts[key]
        t = c.since if c.since is not None else c.open_at if c.open_at is not None else c.raw_at
        return t, str(key)

    def settle(self, key: Key, now: float) -> None:
        """What box time ``now`` decides for one button only (the fake board's clean presses
        use it to post at once). Raises ``KeyError`` for an unknown key."""
        self._check(key, self._contacts[key], now)

    # -- the rules ----------------------------------------------------------------------------
    def _check(self, key: Key, c: _Contact, now: float) -> None:
        self._settle(key, c, now)
        if not c.down:
            if c.since is None and not c.ignored and not c.raw:
                self._active.discard(key)
            return
        if c.open_at is not None:
            return  # a release still settling: not stuck, not a long press
        held = now - c.changed_at
        if isinstance(key, int):
            if held > self.timing.stuck and not c.stuck:
                c.stuck = True
                self._post(SeatStuck(seat=key, at=now))
        elif held >= self.timing.long_press - EPS and not c.long_sent:
            c.long_sent = True
            self._post(HostPressed(button=key, long=True, at=now))

    def _long_enough(self, c: _Contact, now: float) -> bool:
        """Long enough for a finger, and closed at least half of the time (chatter is; a train
        of interference spikes is not)."""
        closed = c.closed + (now - c.raw_at if c.raw else 0.0)
        elapsed = now - c.since
        return elapsed >= self.timing.min_press - EPS and closed >= elapsed / 2 - EPS

    def _settle(self, key: Key, c: _Contact, now: float) -> None:
        t = self.timing
        if c.ignored:
            if not c.raw and now - c.raw_at >= t.debounce - EPS:
                c.ignored = False
            return
        if not c.down and c.since is not None:
            if c.raw and self._long_enough(c, now):
                self._press(key, c)
            elif not c.raw and now - c.raw_at >= t.debounce - EPS:
                if self._long_enough(c, c.raw_at):
                    self._press(key, c)
                    c.open_at = c.raw_at
                else:
                    c.since = None  # a spike, or a tap too short for a finger
                    return
        if c.down and c.open_at is not None and now - c.open_at >= t.debounce - EPS:
            self._release(key, c, c.open_at)

    def _press(self, key: Key, c: _Contact) -> None:
        at, c.since = c.since, None
        c.down, c.changed_at, c.open_at = True, at, None
        if isinstance(key, int):
            self._post(SeatPressed(seat=key, at=at))
        else:
            c.long_sent = False

    def _release(self, key: Key, c: _Contact, at: float) -> None:
        held = at - c.changed_at
        c.down, c.changed_at, c.open_at = False, at, None
        if isinstance(key, int):
            c.stuck = False
            self._post(SeatReleased(seat=key, at=at, held=round(held, 6)))
        elif not c.long_sent:
            # ``poll`` may not have run while it was held: the length decides.
            self._post(HostPressed(button=key, long=held >= self.timing.long_press - EPS, at=at))

    # -- interference -------------------------------------------------------------------------
    def _closing(self, key: Key, at: float) -> None:
        """A button began to close at ``at``: part of an interference burst?"""
        t = self.timing
        if t.interference_seats == 0:
            return
        self._end_burst(at)
        if self._burst:                      # a burst going on: this one joins it
            self._join(key, at)
            return
        self._starts.append((at, key))   # the last few dozen, in the order they came
        near = [(s, k) for s, k in self._starts if abs(s - at) <= t.interference_seconds + EPS]
        keys = list(dict.fromkeys(k for _, k in near))
        if len(keys) >= t.interference_seats:
            self._burst_at = min(s for s, _ in near)
            for k in keys:
                self._join(k, at)
            self._starts.clear()

    def _join(self, key: Key, at: float) -> None:
        c = self._contacts[key]
        c.since, c.ignored = None, True
        if key not in self._burst:
            self._burst.append(key)
        self._burst_last = at

    def _end_burst(self, now: float) -> None:
        if not self._burst or now - self._burst_last <= self.timing.interference_seconds + EPS:
            return
        seats = tuple(sorted(k for k in self._burst if isinstance(k, int)))
        # no count, no seat numbers: at night a line held by a real press is missing from them
        log.warning("interference on the button lines: those presses are ignored")
        self._post(Interference(seats=seats, at=self._burst_at))
        self._burst = []


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
