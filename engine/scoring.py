"""Points of a finished game, for a club's protocol: a win for every seat of the winning team and
extra points for a good best move, with the amounts from the rule set
(shared/docs/club-rule-switches.md: "best-move points 2 black +0.25/+0.3, 3 black +0.4/+0.5
(clubs differ)"; the FIIM paper blank keeps points and extra points per seat).

>>> from engine import Game
>>> g = Game.new(roles={1: "citizen", 2: "citizen", 3: "mafia", 4: "citizen", 5: "sheriff",
...                     6: "citizen", 7: "don", 8: "citizen", 9: "mafia", 10: "citizen"})
>>> for s in (3, 7):
...     _ = g.host("disqualify", s)
>>> _ = g.host("disqualify", 9)
>>> g.winner, points(g)[1]
('town', Points(seat=1, role='citizen', win=1.0, extra=0.0, reasons=('win',)))

Errors: GameNotOver before the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import GameNotOver

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Points:
    """One seat's points: ``win`` for his team's win, ``extra`` for the best move;
    ``reasons`` names what earned them."""

    seat: int
    role: str
    win: float
    extra: float
    reasons: tuple[str, ...]

    @property
    def total(self) -> float:
        return self.win + self.extra

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "role": self.role, "win": self.win, "extra": self.extra,
                "total": self.total, "reasons": list(self.reasons)}


def points(game: Game) -> dict[int, Points]:
    """Every seat's points once the game is over. Raises GameNotOver before.

    A draw gives no win points. A best move earns ``best_move_points_2`` when it names two
    black seats and ``best_move_points_3`` when it names three or more; only a red seat's best
    move scores (a black victim naming his partners proves nothing).
    """
    if game.winner is None:
        raise GameNotOver("points are counted when the game is over")
    rules, table = game.rules, game.table
    out: dict[int, Points] = {}
    for seat in table.seats:
        role = table.roles[seat]
        won = game.winner == (role.name if role.team == "neutral" else role.team)
        win = rules.points_win if won else 0.0
        extra, reasons = 0.0, ["win"] if won else []
        for by, targets in table.best_moves:
            if by != seat or role.black:
                continue
            named_black = sum(1 for s in set(targets) if table.roles[s].black)
            if named_black >= 3:
                extra += rules.best_move_points_3
                reasons.append(f"best move: {named_black} black")
            elif named_black == 2:
                extra += rules.best_move_points_2
                reasons.append("best move: 2 black")
        out[seat] = Points(seat, role.name, win, extra, tuple(reasons))
    return out
