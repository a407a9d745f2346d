"""Light patterns: what a seat's light does over time, as pure data.

A ``Pattern`` is a list of steps ``(seconds, level)``; it either repeats forever or plays once and
then stays at ``after``. Its brightness at any moment is a pure function of the pattern, the box
time it started and the box time now — so one clock drives every light, and a test checks timing
on a ``ManualClock`` without sleeping.

>>> level(LAST_TEN, start=10.0, now=10.1), level(LAST_TEN, start=10.0, now=10.3)
(1.0, 0.0)
>>> secret_reply(True).duration == secret_reply("away").duration == secret_reply("refused").duration
True
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pattern:
    """A light pattern: ``steps`` of ``(seconds, level 0..1)``, played once or ``repeat``-ed.

    After a one-shot pattern ends the light stays at ``after`` (0.0 = dark).

    >>> Pattern("two", ((0.5, 1.0), (0.5, 0.0))).duration
    1.0

    Raises ``ValueError`` for no steps, a step that is not longer than 0 s or a level outside 0..1.
    """

    name: str
    steps: tuple[tuple[float, float], ...]
    repeat: bool = False
    after: float = 0.0
    _ends: tuple[float, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError(f"pattern {self.name!r}: needs at least one step")
        ends, t = [], 0.0
        for i, step in enumerate(self.steps):
            if len(step) != 2:
                raise ValueError(f"pattern {self.name!r}: step {i} must be (seconds, level)")
            seconds, lvl = step
            if not seconds > 0 or math.isinf(seconds):
                raise ValueError(f"pattern {self.name!r}: step {i} lasts {seconds} s; must be > 0")
            if not 0.0 <= lvl <= 1.0:
                raise ValueError(f"pattern {self.name!r}: step {i} level {lvl} not in 0..1")
            t = round(t + seconds, 9)  # so equal-length patterns are exactly equal
            ends.append(t)
        if not 0.0 <= self.after <= 1.0:
            raise ValueError(f"pattern {self.name!r}: after-level {self.after} not in 0..1")
        object.__setattr__(self, "_ends", tuple(ends))

    @property
    def period(self) -> float:
        """Length of one pass through the steps (seconds)."""
        return self._ends[-1]

    @property
    def duration(self) -> float:
        """How long the pattern plays (seconds); ``math.inf`` when it repeats."""
        return math.inf if self.repeat else self.period

    @property
    def steady(self) -> bool:
        """True when the level never changes (one step, repeating): the driver can skip it."""
        return self.repeat and len({lvl for _, lvl in self.steps}) == 1

    def level_at(self, elapsed: float) -> float:
        """Brightness ``elapsed`` seconds after the start (before the start: dark)."""
        if elapsed < 0:
            return 0.0
        if elapsed >= self.period:
            if not self.repeat:
                return self.after
            elapsed %= self.period
        return self.steps[bisect.bisect_right(self._ends, elapsed)][1]

    def done(self, elapsed: float) -> bool:
        """True once a one-shot pattern has finished playing."""
        return not self.repeat and elapsed >= self.period


def level(pattern: Pattern, start: float, now: float) -> float:
    """Brightness of ``pattern`` started at box time ``start``, seen at box time ``now``."""
    return pattern.level_at(now - start)


def steady(name: str, lvl: float) -> Pattern:
    """A light that stays at ``lvl``."""
    return Pattern(name, ((1.0, lvl),), repeat=True)


def blink(name: str, on: float, off: float, times: int | None = None, after: float = 0.0) -> Pattern:
    """``times`` blinks of ``on`` s lit and ``off`` s dark, or forever when ``times`` is None.

    Raises ``ValueError`` when ``times`` is below 1.
    """
    if times is None:
        return Pattern(name, ((on, 1.0), (off, 0.0)), repeat=True)
    if times < 1:
        raise ValueError(f"pattern {name!r}: {times} blinks; needs at least 1")
    return Pattern(name, ((on, 1.0), (off, 0.0)) * times, after=after)


OFF = steady("off", 0.0)
SPEAKING = steady("speaking", 1.0)                    # the speaker's 60 s
LAST_TEN = blink("last_ten", 0.25, 0.25)              # the last 10 s of a speech: 2 Hz
TIME_UP = blink("time_up", 0.1, 0.1, times=8)         # 1.6 s of fast flashes, then dark
JUSTIFY = Pattern("justify", ((1.5, 1.0), (0.5, 0.0)), repeat=True)  # 30 s justification speech
VOTE_OPEN = blink("vote_open", 0.5, 0.5)              # the candidate voted on right now
VOTED = steady("voted", 1.0)                          # a hand on the table: votes are public
OUT = steady("out", 0.0)                              # seat out of the game
NOMINATED = blink("nominated", 0.4, 0.1, times=1)     # «10 принято»: one blink
PRESENT = steady("present", 1.0)                      # seat check: this seat answered
SELFTEST = blink("selftest", 0.15, 0.15)              # self-test: "press your button"

# Secret replies, on the acting seat's light only: a check's yes (steady 2 s) or no (blinking
# 2 s), «игрока нет дома» (away: three long blinks) and a refused press (fast flicker). Every
# one ends on a lit step, so the light is busy for exactly as long and goes dark at the same
# moment whatever the reply says.
SECRET_SECONDS = 2.0
SECRET_YES = Pattern("secret", ((SECRET_SECONDS, 1.0),))
SECRET_NO = Pattern("secret", ((0.25, 1.0), (0.25, 0.0)) * 3 + ((0.5, 1.0),))
SECRET_AWAY = Pattern("secret", ((0.5, 1.0), (0.25, 0.0), (0.5, 1.0), (0.25, 0.0), (0.5, 1.0)))
SECRET_REFUSED = Pattern("secret", ((0.1, 1.0), (0.1, 0.0)) * 9 + ((0.2, 1.0),))
REPLIES: dict[str, Pattern] = {"yes": SECRET_YES, "no": SECRET_NO, "away": SECRET_AWAY,
                               "refused": SECRET_REFUSED}


def FOULS(n: int) -> Pattern:  # noqa: N802 - a pattern constant that takes the count
    """``n`` short blinks (a seat's fouls, on request); 0 fouls = one dark second.

    >>> FOULS(3).duration
    1.5

    Raises ``ValueError`` for a negative or non-integer count.
    """
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"fouls must be a whole number >= 0, got {n!r}")
    if n == 0:
        return Pattern("fouls", ((1.0, 0.0),))
    return blink("fouls", 0.2, 0.3, times=n)


def secret_reply(reply: bool | str) -> Pattern:
    """The pattern of a secret reply: True/"yes", False/"no", "away" or "refused"; all are
    ``SECRET_SECONDS`` long and named alike, so neither the length nor ``board.pattern(seat)``
    tells them apart.

    Raises ``TypeError`` for anything else (a reply is one of those, nothing more).
    """
    if isinstance(reply, bool):
        return SECRET_YES if reply else SECRET_NO
    if reply not in REPLIES:
        raise TypeError(f"a secret reply is yes, no, away or refused, got {reply!r}")
    return REPLIES[reply]


def role_code(count: int, longest: int) -> Pattern:
    """Dealing by light: ``count`` blinks of 0.4 s (the role's code in the rule book), padded so
    that every code up to ``longest`` blinks takes the same time.

    >>> role_code(1, 4).duration == role_code(4, 4).duration
    True

    Raises ``ValueError`` for a count below 1 or above ``longest``.
    """
    if not isinstance(count, int) or not isinstance(longest, int) or not 1 <= count <= longest:
        raise ValueError(f"a role code is 1..{longest} blinks, got {count!r}")
    on, off = 0.4, 0.4
    total = longest * (on + off) + 1.0   # a dark second before the light is free
    steps = ((on, 1.0), (off, 0.0)) * count
    return Pattern("role", steps + ((total - count * (on + off), 0.0),))


def looks(pattern: Pattern, elapsed: float) -> str:
    """What a person sees of ``pattern`` ``elapsed`` s after it started, as one short mark (the
    simulator draws the seats with it): ``●`` lit, ``·`` dark, ``◐`` blinking on and on, ``◐3``
    three blinks (a one-shot pattern with three lit spells), ``●2s`` lit for two seconds.

    >>> looks(SPEAKING, 5), looks(LAST_TEN, 1), looks(SECRET_YES, 0.5), looks(SECRET_NO, 0.5)
    ('●', '◐', '●2s', '◐4')
    >>> looks(role_code(3, 4), 0.1), looks(SECRET_NO, 9.0), looks(OUT, 0)
    ('◐3', '·', '·')
    """
    if pattern.repeat:
        lit = {lvl for _, lvl in pattern.steps}
        if len(lit) == 1:
            return "●" if lit.pop() > 0 else "·"
        return "◐"
    if pattern.done(elapsed):
        return "●" if pattern.after > 0 else "·"
    spells, was = 0, 0.0
    for _, lvl in pattern.steps:
        if lvl > 0 and was == 0:
            spells += 1
        was = lvl
    if spells == 0:
        return "·"
    if spells == 1:
        return f"●{pattern.period:g}s"
    return f"◐{spells}"
