"""What the engine is waiting for: windows with a kind, the seats that may act and a time limit.

>>> w = Window("vote", seats=(1, 2, 3), seconds=3.0, candidate=7)
>>> w.to_json()
{'kind': 'vote', 'seats': [1, 2, 3], 'seconds': 3.0, 'candidate': 7}
>>> Window.from_json(w.to_json()) == w
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final


@dataclass(frozen=True)
class Window:
    """An open window.

    ``kind``: speech, justify, vote, all_leave_vote, last_word, best_move, night0, or a night
    step of the game's catalog (shoot, don_check, sheriff_check, heal, visit, maniac_kill...;
    ``Game.book.ask(kind)`` says what it asks). ``seats``: who may act in it. ``seconds``: its time limit
    (seconds; None = no limit). ``candidate``: the seat being voted (vote windows);
    ``candidates``: the seats of an all-leave vote.
    """

    kind: str
    seats: tuple[int, ...]
    seconds: float | None
    candidate: int | None = None
    candidates: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "seats": list(self.seats), "seconds": self.seconds}
        if self.candidate is not None:
            d["candidate"] = self.candidate
        if self.candidates:
            d["candidates"] = list(self.candidates)
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Window:
        """Rebuild a window from :meth:`to_json` output. Raises ``KeyError`` on a missing key."""
        return cls(
            kind=d["kind"],
            seats=tuple(d["seats"]),
            seconds=d["seconds"],
            candidate=d.get("candidate"),
            candidates=tuple(d.get("candidates", ())),
        )

    def public(self, secret: bool) -> dict[str, Any]:
        """The form the table may see: a secret (night) step is only "night", with no seats
        or time.

        >>> Window("don_check", (7,), 10.0).public(secret=True)
        {'kind': 'night', 'seats': [], 'seconds': None}
        """
        if secret:
            return {"kind": "night", "seats": [], "seconds": None}
        return self.to_json()


_SHARED: Final[dict[tuple[Any, ...], Window]] = {}


def window(kind: str, seats: tuple[int, ...], seconds: float | None, candidate: int | None = None) -> Window:
    """``Window(kind, seats, seconds, candidate)``, one shared instance per value: the engine
    opens the same few windows (seat 4's speech, the shot of seats 2 and 7...) over and over.

    >>> window("speech", (4,), 60.0) is window("speech", (4,), 60.0)
    True
    """
    # the type is part of the key: 60 and 60.0 are equal but print differently in JSON
    key = (kind, seats, seconds, type(seconds), candidate)
    w = _SHARED.get(key)
    if w is None:
        w = _SHARED[key] = Window(kind, seats, seconds, candidate)
    return w
