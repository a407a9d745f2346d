"""Named timers on the box's one clock, with pause and resume.

Setting a timer again replaces it; the loop asks for the next deadline and hands expired timers
back as :class:`~pihost.events.TimerExpired` inputs (journaled like any other input). A pause
freezes every timer's remaining time, except the ones set ``free`` (the host menu's own: it
runs while the game's timers wait).

>>> t = Timers(); _ = t.set("speech", 60.0, now=0.0); t.next_deadline()
('speech', 60.0)
>>> t.pause(now=10.0); t.resume(now=100.0); t.next_deadline()
('speech', 150.0)
>>> t.pause(now=100.0); _ = t.set("menu", 10.0, now=100.0, free=True); t.next_deadline()
('menu', 110.0)
"""

from __future__ import annotations


class Timers:
    def __init__(self) -> None:
        self._deadlines: dict[str, float] = {}
        self._paused_at: float | None = None
        self._free: set[str] = set()     # timers that run through a pause

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def set(self, name: str, seconds: float, now: float, free: bool = False) -> float:
        """Run ``name`` out ``seconds`` from ``now`` (replacing one of the same name); a
        ``free`` timer runs on through a pause."""
        if free:
            self._free.add(name)
        else:
            self._free.discard(name)
        base = self._paused_at if self._paused_at is not None and not free else now
        self._deadlines[name] = base + seconds
        return self._deadlines[name]

    def cancel(self, *names: str) -> None:
        for n in names:
            self._deadlines.pop(n, None)
            self._free.discard(n)

    def cancel_all(self) -> None:
        self._deadlines.clear()
        self._free.clear()

    def active(self, name: str) -> bool:
        return name in self._deadlines

    def deadline(self, name: str) -> float | None:
        return self._deadlines.get(name)

    def remaining(self, name: str, now: float) -> float | None:
        d = self._deadlines.get(name)
        if d is None:
            return None
        base = self._paused_at if self._paused_at is not None and name not in self._free \
            else now
        return max(0.0, d - base)

    def next_deadline(self) -> tuple[str, float] | None:
        """The timer that runs out first, or None (while paused: of the free ones)."""
        running = self._deadlines if self._paused_at is None else {
            n: d for n, d in self._deadlines.items() if n in self._free}
        if not running:
            return None
        name = min(running, key=lambda n: (running[n], n))
        return name, running[name]

    def expire(self, name: str, at: float) -> bool:
        """Take ``name`` off if it is due at ``at``; False for a stale or unknown timer."""
        d = self._deadlines.get(name)
        if d is None or (self._paused_at is not None and name not in self._free) \
                or d > at + 1e-9:
            return False
        del self._deadlines[name]
        self._free.discard(name)
        return True

    def pause(self, now: float) -> None:
        if self._paused_at is None:
            self._paused_at = now

    def resume(self, now: float) -> None:
        if self._paused_at is None:
            return
        shift = now - self._paused_at
        self._deadlines = {n: d if n in self._free else d + shift
                           for n, d in self._deadlines.items()}
        self._paused_at = None
