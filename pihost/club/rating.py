"""One Elo-style rating across the club's games and tables, overall and per role.

The formula is mafiaratings' (the public project's ``include/game_ratings.php``): every player
starts at 1000; before each game the red side's chance is

    odds = 1 / (1 + 10 ** ((black average - red average) / 400))

over the ratings of the players on each side; a red player then earns ``20 * (1 - odds)`` for
a win and ``-15 * odds`` for a loss, a black player ``20 * odds`` for a win and
``-15 * (1 - odds)`` for a loss (K = 20 for the winners, 15 for the losers), and no rating
goes under the starting 1000. Games are taken in the order they were played (start, then id).

What mafiaratings has no case for, and how it is read here: a draw scores each side half a
win with K = 15 (red ``15 * (0.5 - odds)``, black ``15 * (odds - 0.5)``); a neutral role
(the Maniac: "solo") plays against the average of every other rated seat, with the same K; a
seat without a player is neither rated nor counted in the averages, and a side with no rated
player has an even chance.

Per role: the same, with a rating for each (player, role) — each side's average is then of the
role ratings of that game.

>>> rows = [("g1", 0, 1, "a", "citizen", "red", True, False),
...         ("g1", 0, 2, "b", "shooter", "black", False, False)]
>>> r = ratings(rows)
>>> r["a"].rating, r["b"].rating        # even odds: +20 * 0.5, and b stays at the floor
(1010.0, 1000.0)

Errors: none; rows are what ``Store.seat_rows`` gives (game id, started, seat, player, role,
side, won, draw, ...).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import groupby
from typing import Any

INITIAL = 1000.0  # mafiaratings USER_INITIAL_RATING
K_WIN = 20.0      # $WINNING_K
K_LOSE = 15.0     # $LOOSING_K
K_DRAW = 15.0     # ours: mafiaratings has no draw


@dataclass
class Rating:
    """A player's (or a player's in one role) rating, games and wins."""

    player: str
    rating: float = INITIAL
    games: int = 0
    wins: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "rating": round(self.rating, 2), "games": self.games,
                "wins": self.wins}


def red_odds(red: list[float], black: list[float]) -> float:
    """The red side's chance by the two sides' average ratings (mafiaratings' civ_odds).

    >>> red_odds([1000.0], [1000.0]), round(red_odds([1200.0], [1000.0]), 4)
    (0.5, 0.7597)
    """
    if not red or not black:
        return 0.5
    return 1.0 / (1.0 + 10.0 ** ((sum(black) / len(black) - sum(red) / len(red)) / 400.0))


def earned(odds: float, won: bool, draw: bool) -> float:
    """What a seat earns whose side had the chance ``odds`` (the red odds for a red seat; for
    a black seat, 1 - red odds; a solo seat, his own).

    >>> earned(0.5, True, False), earned(0.5, False, False), earned(0.25, False, True)
    (10.0, -7.5, 3.75)
    """
    if draw:
        return K_DRAW * (0.5 - odds)
    return K_WIN * (1.0 - odds) if won else -K_LOSE * odds


def _game(seats: list[tuple], table: dict[Any, Rating]) -> None:
    """Rate one game: ``seats`` are (key, side, won, draw) of its rated seats."""
    now = {key: table.setdefault(key, Rating(str(key))).rating for key, *_ in seats}
    red = [now[k] for k, side, *_ in seats if side == "red"]
    black = [now[k] for k, side, *_ in seats if side == "black"]
    odds = red_odds(red, black)
    changes = {}
    for key, side, won, draw in seats:
        if side == "red":
            mine = odds
        elif side == "black":
            mine = 1.0 - odds
        else:  # solo: against the average of every other rated seat
            others = [r for k, r in now.items() if k != key]
            mine = red_odds([now[key]], others) if others else 0.5
        delta = earned(mine, bool(won), bool(draw))
        changes[key] = max(delta, INITIAL - now[key])  # never under the start (mafiaratings)
    for key, _side, won, _draw in seats:
        r = table[key]
        r.rating += changes[key]
        r.games += 1
        r.wins += bool(won)


def ratings(rows: Iterable[tuple], per_role: bool = False) -> dict[Any, Rating]:
    """The ratings after the games in ``rows`` (in game order), by player id — or, with
    ``per_role``, by (player id, role)."""
    table: dict[Any, Rating] = {}
    for _gid, game_rows in groupby(rows, key=lambda r: r[0]):
        seats = []
        for r in game_rows:
            player, role, side, won, draw = r[3], r[4], r[5], r[6], r[7]
            if not player or side is None:
                continue
            seats.append(((player, role) if per_role else player, side, won, draw))
        if seats:
            _game(seats, table)
    if per_role:
        for (player, role), r in table.items():
            r.player = f"{player}:{role}"
    return table


def ranking(table: dict[Any, Rating], role: str | None = None) -> list[tuple[Any, Rating]]:
    """The ratings best first (ties by more games, then by id); ``role``: only that role's
    (of a per-role table)."""
    items = [(k, r) for k, r in table.items() if role is None or (isinstance(k, tuple)
                                                                   and k[1] == role)]
    return sorted(items, key=lambda kr: (-kr[1].rating, -kr[1].games, str(kr[0])))
