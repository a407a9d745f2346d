"""What happened tonight: every night act by step and seat, the Courtesan's visits, and the
night's outcome once it is resolved (after its last step).

Kept plain (not compiled, see ``bench/compile_engine.py``) so that a new role's step, written
in plain Python, may keep its own notes on it.

>>> t = Tonight()
>>> t.record("heal", 2, 4); t.record("shoot", 3, 4); t.record("shoot", 3, 5)
>>> t.targets("shoot", 3), t.acted("heal", 2), t.acted("heal", 9)
([4, 5], True, False)
"""

from __future__ import annotations


class Tonight:
    """One night's acts. ``acts[kind][seat]`` lists the targets the seat named in that step, in
    order (None: a spoiled shot); ``visited`` maps a client to the Courtesan who visited him."""

    def __init__(self) -> None:
        self.acts: dict[str, dict[int, list[int | None]]] = {}
        self.visited: dict[int, int] = {}
        #: the seat the mafia agreed on when their step closed (before later blocks), or None
        self.mafia_target: int | None = None
        #: resolved when the night ends: leavers in seat order, with the cause of each
        self.killed: tuple[int, ...] = ()
        self.causes: tuple[tuple[int, str], ...] = ()
        self.saved: tuple[tuple[int, str], ...] = ()

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
