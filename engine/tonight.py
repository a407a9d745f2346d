"""What happened tonight: every night act by step and seat, the Courtesan's visits, and the
night's outcome once it is resolved (after its last step).

Compiled with the hot path (``bench/compile_engine.py``); a new role's step keeps its own notes
in :attr:`Tonight.notes`.

>>> t = Tonight()
>>> t.record("heal", 2, 4); t.record("shoot", 3, 4); t.record("shoot", 3, 5)
>>> t.targets("shoot", 3), t.acted("heal", 2), t.acted("heal", 9)
([4, 5], True, False)
"""

from __future__ import annotations

from typing import Any


class Tonight:
    """One night's acts. ``acts[kind][seat]`` lists the targets the seat named in that step, in
    order (None: a spoiled shot); ``visited`` maps a client to the Courtesan who visited him."""

    def __init__(self) -> None:
        self.acts: dict[str, dict[int, list[int | None]]] = {}
        self.visited: dict[int, int] = {}
        #: resolved when the night ends: leavers in seat order, with the cause of each
        self.killed: tuple[int, ...] = ()
        self.causes: tuple[tuple[int, str], ...] = ()
        self.saved: tuple[tuple[int, str], ...] = ()
        #: what a step of a role added outside the engine wants to remember tonight
        self.notes: dict[str, Any] = {}

    def record(self, kind: str, seat: int, target: int | None) -> None:
        by_seat = self.acts.get(kind)
        if by_seat is None:
            by_seat = self.acts[kind] = {}
        if seat in by_seat:
            by_seat[seat].append(target)
        else:
            by_seat[seat] = [target]

    def targets(self, kind: str, seat: int) -> list[int | None]:
        """What ``seat`` named in step ``kind`` tonight (empty: nothing)."""
        by_seat = self.acts.get(kind)
        return by_seat.get(seat, []) if by_seat else []

    def acted(self, kind: str, seat: int) -> bool:
        by_seat = self.acts.get(kind)
        return bool(by_seat) and seat in by_seat  # type: ignore[operator]
