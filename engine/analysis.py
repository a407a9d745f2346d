"""Move analysis of a finished game: the town's chance to win before and after each vote and
each night, estimated by playouts — from that position the game is played to its end many
times with random legal inputs (:func:`engine.playout.finish_game`, built on the engine's own
legality, so no rule is restated here) and the town's wins are counted.

The positions come from the game's own events: a day begins (``Phase`` day), its vote begins
(the first ``Voting`` of the day), the night falls (``Phase`` night: the vote is over), and the
next day begins (the night is over). A position where the game is already over has the result
itself (1.0 or 0.0).

>>> from engine.playout import random_game
>>> g = random_game(7, undo=False)
>>> days = win_chances(g, playouts=20, seed=1)
>>> days[0].day, 0.0 <= days[0].start <= 1.0, days[-1].end in (0.0, 1.0)
(1, True, True)

Errors: GameNotOver for a game that has not ended; ValueError for ``playouts`` < 1.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any

from .errors import GameNotOver
from .events import Phase, Voting
from .game import Game
from .playout import finish_game


@dataclass(frozen=True)
class Day:
    """One day's line: the town's win chance when the day began (``start``), when its vote
    began (``before_vote``; None: no vote that day), when the night fell (``after_vote``; None:
    the game ended by day) and when the next day began or the game ended (``end``)."""

    day: int
    start: float
    before_vote: float | None
    after_vote: float | None
    end: float

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def positions(game: Game) -> list[tuple[int, str, int]]:
    """The analysed positions of a finished game: (day, what begins: "day", "vote" or
    "night", how many of its inputs lead there), in order. Raises GameNotOver."""
    if not game.over:
        raise GameNotOver("a move analysis is made of a finished game")
    replay = Game.new(**game._new_kwargs)
    out: list[tuple[int, str, int]] = []
    voted: set[int] = set()
    for i, inp in enumerate(game.inputs, 1):
        events = replay.apply(inp)
        if replay.over:
            break  # the input that ends the game: its morning is no position
        for e in events:
            if isinstance(e, Phase):
                out.append((e.day, "day" if e.phase == "day" else "night", i))
            elif isinstance(e, Voting) and replay.day not in voted:
                voted.add(replay.day)
                out.append((replay.day, "vote", i))
    return out  # (an undone input is not among a game's inputs: the path is straight)


def chance(game: Game, upto: int, playouts: int, seed: int) -> float:
    """The town's win chance from the position after the first ``upto`` inputs of ``game``."""
    if playouts < 1:
        raise ValueError("playouts must be at least 1")
    prefix = game.inputs[:upto]
    start = Game.replay(game._new_kwargs, prefix)
    if start.over:
        return 1.0 if start.winner == "town" else 0.0
    wins = 0
    for k in range(playouts):
        g = Game.replay(game._new_kwargs, prefix)
        finish_game(g, seed * 1_000_003 + upto * 7919 + k)
        wins += g.winner == "town"
    return wins / playouts


def win_chances(game: Game, playouts: int = 100, seed: int = 0) -> list[Day]:
    """A line per day of a finished ``game`` (see :class:`Day`), each chance from ``playouts``
    playouts. Raises GameNotOver, ValueError."""
    final = 1.0 if game.winner == "town" else 0.0
    at: dict[tuple[int, str], float] = {}
    for day, what, upto in positions(game):
        at[day, what] = chance(game, upto, playouts, seed)
    out = []
    days = sorted({d for d, w in at if w == "day"})
    for d in days:
        night = at.get((d, "night"))
        end = at.get((d + 1, "day"), final)
        out.append(Day(d, at[d, "day"], at.get((d, "vote")), night, end))
    return out


def main() -> int:
    """``python -m engine.analysis``: one JSON request on stdin — ``{"rules": NAME or path,
    "options": {...}, "roles": {seat: role}, "inputs": [...], "playouts": N, "seed": S}`` —
    and the day lines as one JSON list on stdout (what a compiled build is run for). Exit 2
    with the reason on stderr for a bad request."""
    from .rules import load_rules

    try:
        req = json.loads(sys.stdin.read())
        rules = load_rules(req["rules"]).with_options(req.get("options") or {})
        g = Game.replay({"rules": rules, "roles": {int(s): r for s, r in req["roles"].items()}},
                        req["inputs"])
        days = win_chances(g, int(req.get("playouts", 100)), int(req.get("seed", 0)))
    except (ValueError, KeyError, TypeError) as err:
        print(f"engine.analysis: {err}", file=sys.stderr)
        return 2
    print(json.dumps([d.to_json() for d in days]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
