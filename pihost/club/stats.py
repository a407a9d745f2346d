"""A player's statistics over the stored games: games and wins, by role; how often he was
killed the first night; his checks and those that found what they looked for; his votes and
those on a black seat; his points by the club's scoring.

>>> rows = [("g1", 0, 1, "a", "citizen", "red", True, False, 1.0, True, 0, 0, 2, 1),
...         ("g2", 0, 5, "a", "checker", "red", False, False, 0.0, False, 3, 2, 3, 3)]
>>> s = player_stats(rows, "a")
>>> s.games, s.wins, s.by_role["checker"], s.first_killed_rate, s.votes_on_black
(2, 1, (1, 0), 0.5, 4)

Errors: none (a player without games has zeros).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class PlayerStats:
    """``by_role``: role -> (games, wins)."""

    player: str
    games: int = 0
    wins: int = 0
    by_role: dict[str, tuple[int, int]] = field(default_factory=dict)
    first_killed: int = 0
    checks: int = 0
    checks_found: int = 0
    votes: int = 0
    votes_on_black: int = 0
    points: float = 0.0

    @property
    def first_killed_rate(self) -> float:
        return self.first_killed / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "games": self.games, "wins": self.wins,
                "by_role": {r: {"games": g, "wins": w} for r, (g, w) in sorted(
                    self.by_role.items())},
                "first_killed": self.first_killed, "first_killed_rate": round(
                    self.first_killed_rate, 4),
                "checks": self.checks, "checks_found": self.checks_found, "votes": self.votes,
                "votes_on_black": self.votes_on_black, "points": round(self.points, 4)}


def player_stats(rows: Iterable[tuple], player: str) -> PlayerStats:
    """``player``'s statistics from ``Store.seat_rows`` rows."""
    s = PlayerStats(player)
    for r in rows:
        if r[3] != player:
            continue
        role, won = r[4], bool(r[6])
        s.games += 1
        s.wins += won
        g, w = s.by_role.get(role, (0, 0))
        s.by_role[role] = (g + 1, w + won)
        s.points += r[8] or 0.0
        s.first_killed += bool(r[9])
        s.checks += r[10] or 0
        s.checks_found += r[11] or 0
        s.votes += r[12] or 0
        s.votes_on_black += r[13] or 0
    return s
