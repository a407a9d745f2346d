"""Points of a finished game. Two ways:

* :func:`score` — a club's scoring system, a YAML file of matters with points
  (:mod:`engine.scoring.system`: ``fiim``, ``simple`` or a club's own file), counted from the
  game's facts (:mod:`engine.scoring.facts`);
* :func:`points` — the rule set's own amounts, kept in every game record: a win for every seat
  of the winning team and extra points for a good best move, with the amounts from the rule set
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

from ..errors import GameNotOver
from .facts import SIDES, SeatFacts, seat_facts
from .system import MATTERS, ScoringFileError, ScoringSystem, SeatScore, available, load_scoring

__all__ = ["MATTERS", "Points", "SIDES", "ScoringFileError", "ScoringSystem", "SeatFacts",
           "SeatScore", "available", "load_scoring", "points", "score", "seat_facts"]

if TYPE_CHECKING:
    from ..game import Game


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


def score(game: Game, system: str | ScoringSystem = "fiim",
          extra: dict[int, float] | None = None) -> dict[int, SeatScore]:
    """Every seat's points by a scoring ``system`` (a name, a path or a loaded system) and the
    judge's ``extra`` points by seat. Raises GameNotOver before the end, ScoringFileError for a
    bad system.

    >>> from engine import Game
    >>> g = Game.new(seed=5)
    >>> for s, r in g.roles_dealt.items():
    ...     if r in ("mafia", "don") and not g.over:
    ...         _ = g.host("disqualify", s)
    >>> sorted({p.main for p in score(g, "simple").values()})
    [0.0, 1.0]
    """
    if not isinstance(system, ScoringSystem):
        system = load_scoring(system, game.rules.catalog.role_names)
    return system.score(seat_facts(game), extra)
