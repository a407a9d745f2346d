"""Rate limits for the pages: what one page may send, and how often an address may guess.

>>> b = Bucket(rate=2.0, burst=2, now=0.0)
>>> [b.take(0.0), b.take(0.0), b.take(0.0), b.take(0.5)]
[True, True, False, True]
>>> g = Tries(limit=2, seconds=60.0)
>>> g.failed("10.42.0.7", 0.0); g.failed("10.42.0.7", 1.0); g.blocked("10.42.0.7", 2.0)
True
>>> g.blocked("10.42.0.7", 62.0), g.blocked("10.42.0.8", 2.0)
(False, False)
"""

from __future__ import annotations

from collections import deque


class Bucket:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.level, self.at = float(burst), now
        self.dropped = 0

    def take(self, now: float) -> bool:
        """One message now: True if it may pass (False: dropped, and counted)."""
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        self.dropped += 1
        return False


class Tries:
    """Failed guesses (a token, the host PIN) per address: ``limit`` failures within
    ``seconds`` block that address until the oldest of them is that old."""

    def __init__(self, limit: int, seconds: float) -> None:
        self.limit, self.seconds = limit, seconds
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, who: str, now: float) -> deque[float]:
        q = self._failures.setdefault(who, deque())
        while q and now - q[0] >= self.seconds:
            q.popleft()
        if not q:
            self._failures.pop(who, None)
        return q

    def blocked(self, who: str, now: float) -> bool:
        return len(self._recent(who, now)) >= self.limit

    def failed(self, who: str, now: float) -> None:
        self._recent(who, now)
        self._failures.setdefault(who, deque()).append(now)
        if len(self._failures) > 10_000:  # a flood of addresses: forget the oldest
            self._failures.pop(next(iter(self._failures)))
