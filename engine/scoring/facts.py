"""What each seat did in a finished game, read off the engine's own record of it: the facts a
club's scoring system (:mod:`engine.scoring.system`) and its statistics are computed from.

Everything is asked of the game's rule book, never restated: a seat's team and side come from
its role (``Role.team``, ``Role.black``), a check is an act of a step whose effect is "check", a
save is a heal step's act on a seat the night's outcome says was saved by a heal, a kill is a
kill step's act on a seat that left that night by that step (``NightOutcome.causes``).

>>> from engine import Game
>>> g = Game.new(roles={1: "citizen", 2: "citizen", 3: "mafia", 4: "citizen", 5: "sheriff",
...                     6: "citizen", 7: "don", 8: "citizen", 9: "mafia", 10: "citizen"})
>>> for s in (3, 7, 9):
...     _ = g.host("disqualify", s)
>>> f = seat_facts(g)
>>> f[5].side, f[5].won, f[3].side, f[3].left_how, f[3].won
('red', True, 'black', 'disqualified', False)

Errors: GameNotOver before the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import GameNotOver
from ..events import NightOutcome, Nominated, Phase, Secret, VoteCast

if TYPE_CHECKING:
    from ..game import Game

#: the rating's sides: the town is red, the mafia black; a neutral role plays for himself
SIDES = {"town": "red", "mafia": "black", "neutral": "solo"}


@dataclass(frozen=True)
class SeatFacts:
    """One seat's game. ``side``: "red", "black" or "solo" (:data:`SIDES`); ``won``/``lost``:
    his team's (or, neutral, his own) result, both False on a draw; ``left_how``/``left_day``:
    how and on which day he left ("" / 0 if he stayed); ``first_night_killed``: he left by the
    first night's kill; ``best_move_black``: black seats his best move named (None: he made
    none); ``checks``/``checks_found``: his checks and those answered yes (a red checker's
    "black", a black checker's "it is him"); ``saves``: seats his heals saved; ``kills``: seats
    of another team his night kills took; ``votes``/``votes_on_black``: his votes (automatic
    ones included) and those for a black candidate; ``nominated_black``: his nominations of a
    black seat."""

    seat: int
    role: str
    team: str
    side: str
    black: bool
    won: bool
    lost: bool
    draw: bool
    left_how: str
    left_day: int
    first_night_killed: bool
    best_move_black: int | None
    checks: int
    checks_found: int
    saves: int
    kills: int
    votes: int
    votes_on_black: int
    nominations: int
    nominated_black: int
    fouls: int
    technical_fouls: int

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def seat_facts(game: Game) -> dict[int, SeatFacts]:
    """Every seat's facts once ``game`` is over. Raises GameNotOver before."""
    if game.winner is None:
        raise GameNotOver("a game's facts are read when it is over")
    table, book = game.table, game.book
    roles = table.roles
    left = {e["seat"]: e for e in table.eliminated}
    effects = {s.kind: s.effect for s in book.steps}
    # the night's outcomes, by night: who left by what, who was saved by what
    causes: dict[int, dict[int, str]] = {}
    saved: dict[int, dict[int, str]] = {}
    votes: dict[int, list[int]] = {s: [] for s in table.seats}
    nominations: dict[int, list[int]] = {s: [] for s in table.seats}
    checks: dict[int, list[bool]] = {s: [] for s in table.seats}
    day = 0
    for ev in game.events:
        if isinstance(ev, Phase):
            day = ev.day
        elif isinstance(ev, NightOutcome):
            causes[day - 1] = dict(ev.causes)
            saved[day - 1] = dict(ev.saved)
        elif isinstance(ev, VoteCast):
            votes[ev.voter].append(ev.candidate)
        elif isinstance(ev, Nominated):
            nominations[ev.by].append(ev.target)
        elif isinstance(ev, Secret):
            checks[ev.to].append(bool(ev.answer))
    saves = dict.fromkeys(table.seats, 0)
    kills = dict.fromkeys(table.seats, 0)
    for kind, by_seat in table.history.items():
        effect = effects.get(kind, "")
        for seat, done in by_seat.items():
            for night, target in done:
                if target is None:
                    continue
                if effect == "heal" and saved.get(night, {}).get(target) == "heal":
                    saves[seat] += 1
                elif effect == "kill" and roles[target].team != roles[seat].team and \
                        kind in causes.get(night, {}).get(target, "").split("+"):
                    kills[seat] += 1
    best = {by: targets for by, targets in table.best_moves}
    winner = game.winner
    out: dict[int, SeatFacts] = {}
    for seat in table.seats:
        role = roles[seat]
        won = winner == (role.name if role.team == "neutral" else role.team)
        gone = left.get(seat)
        how = gone["how"] if gone else ""
        named = best.get(seat)
        out[seat] = SeatFacts(
            seat=seat, role=role.name, team=role.team, side=SIDES[role.team], black=role.black,
            won=won, lost=not won and winner != "draw", draw=winner == "draw",
            left_how=how, left_day=gone["day"] if gone else 0,
            # the first night's victims leave on the morning of day 2
            first_night_killed=how == "shot" and gone is not None and gone["day"] == 2,
            best_move_black=None if named is None else sum(
                1 for s in set(named) if roles[s].black),
            checks=len(checks[seat]), checks_found=sum(checks[seat]),
            saves=saves[seat], kills=kills[seat],
            votes=len(votes[seat]), votes_on_black=sum(1 for c in votes[seat] if roles[c].black),
            nominations=len(nominations[seat]),
            nominated_black=sum(1 for c in nominations[seat] if roles[c].black),
            fouls=table.fouls[seat], technical_fouls=table.technical_fouls[seat],
        )
    return out
