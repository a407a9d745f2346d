"""A game in Polemica's game JSON — the model of its public Kotlin library
(``PolemicaGame``: players with position, username, role, fouls, techs, guess, disqual; checks;
shots; votes; stage; result; bonuses), so a club can load the box's games where it keeps the
others.

How the box's record maps, and what Polemica lacks:

* roles: Polemica knows four (DON 0, MAFIA 1, PEACE 2, SHERIFF 3); the engine's rule book says
  which is which — the black team's rank and file is MAFIA, its other card DON; the town's rank
  and file PEACE, a town card whose night step checks SHERIFF. A game with any other card (the
  Doctor, the Courtesan, the Maniac) cannot be exported: :class:`NotPolemica` says so.
* the result: RED_WIN 0, BLACK_WIN 1. **A draw has no value**: ``result`` is null and the
  game carries the tag ``"draw"`` (``tags: ["draw"]``); a reader that knows neither sees an
  unfinished result, never a wrong winner.
* days: Polemica counts as the box does — day 1 is the first day, night N follows day N — so
  numbers are kept (the ``stage`` of the end is the last day's ``gameOver``).
* votes: round ``num`` 1, 2... as the box's rounds; ``num: 0`` rows are the day's nominations
  (nominator as voter, nominee as candidate), ``num: null`` rows the all-leave vote's yes
  answers (candidate: the first of the tied seats), as Polemica's own games have them.
* fouls and technical fouls: one entry each with the stage (a speech of that day); the time is
  the game's start, as the record keeps box seconds, not the wall clock.
* player ids are the club's words, not Polemica's numbers: ``player`` is null, the name is the
  ``username``, and the box's ids (game, players) are in an extra ``pihost`` object, which
  Polemica's reader ignores (its models ignore unknown properties).
* the best move is the ``guess`` of the first night's victim (``mafs``: the seats he named).
* the judge's extra points are ``bonuses`` (``basic: false``).

>>> ROLE["DON"], ROLE["PEACE"]
(0, 2)

Errors: NotPolemica (a ValueError) for a game Polemica's format cannot hold; BadRecord.
"""

from __future__ import annotations

from typing import Any

from engine.scoring import SIDES
from pihost.club.games import ClubGame

ROLE = {"DON": 0, "MAFIA": 1, "PEACE": 2, "SHERIFF": 3}
RED_WIN, BLACK_WIN = 0, 1


class NotPolemica(ValueError):
    """The game has something Polemica's format cannot hold; the message says what."""


def polemica_role(book: Any, role: str) -> int:
    """Polemica's role number for an engine role, asked of the rule book. Raises
    NotPolemica."""
    r = book.role(role)
    steps = {s.kind: s.effect for s in book.steps}
    if r.black:
        return ROLE["MAFIA"] if r.plain else ROLE["DON"]
    if r.team == "town":
        if r.plain:
            return ROLE["PEACE"]
        if all(steps.get(k) == "check" for k in r.night_steps) and r.night_steps:
            return ROLE["SHERIFF"]
    raise NotPolemica(f"Polemica's game has the Don, the mafia, the Sheriff and citizens only: "
                      f"this game has {role!r}")


def export(game: ClubGame) -> dict[str, Any]:
    """The game as a Polemica game JSON object. Raises NotPolemica, BadRecord."""
    from engine.events import (
        AllLeaveAnswer,
        Foul,
        Nominated,
        Phase,
        TechnicalFoul,
        Tie,
        VoteCast,
        Voting,
    )

    g = game.engine_game()
    book = g.book
    roles = {s: polemica_role(book, r.name) for s, r in g.table.roles.items()}
    started = game.started.isoformat(timespec="milliseconds")
    fouls: dict[int, list[dict[str, Any]]] = {s: [] for s in roles}
    techs: dict[int, list[dict[str, Any]]] = {s: [] for s in roles}
    votes: list[dict[str, Any]] = []
    day = 0
    rnd = 0
    tied: tuple[int, ...] = ()
    for e in g.events:
        if isinstance(e, Phase):
            day = e.day
        elif isinstance(e, Foul):
            fouls[e.seat].append({"time": started, "stage": {"type": "speech", "day": day}})
        elif isinstance(e, TechnicalFoul):
            techs[e.seat].append({"time": started, "stage": {"type": "speech", "day": day}})
        elif isinstance(e, Voting):
            rnd = e.round
        elif isinstance(e, Tie):
            tied = e.seats
        elif isinstance(e, AllLeaveAnswer) and e.yes:
            votes.append({"day": day, "num": None, "voter": e.voter,
                          "candidate": tied[0] if tied else None})
        elif isinstance(e, Nominated):
            votes.append({"day": day, "num": 0, "voter": e.by, "candidate": e.target})
        elif isinstance(e, VoteCast):
            votes.append({"day": day, "num": rnd, "voter": e.voter, "candidate": e.candidate})
    left = {x["seat"]: x for x in g.table.eliminated}
    best = {by: t for by, t in g.table.best_moves}
    players = game.players
    out_players = []
    for seat in sorted(roles):
        p: dict[str, Any] = {"position": seat,
                             "username": players.get(seat, {}).get("name", f"seat {seat}"),
                             "role": roles[seat], "techs": techs[seat], "fouls": fouls[seat],
                             "player": None}
        if seat in best:
            p["guess"] = {"mafs": list(best[seat])}
        gone = left.get(seat)
        if gone and gone["how"] in ("disqualified", "fouls", "technical_fouls"):
            p["disqual"] = {"type": "speech", "day": gone["day"]}
        out_players.append(p)
    checks = []
    shots = []
    check_steps = {s.kind for s in book.steps if s.effect == "check"}
    kill_steps = {s.kind for s in book.steps if s.effect == "kill"}
    for kind, by_seat in g.table.history.items():
        for seat, done in by_seat.items():
            for night, target in done:
                if target is None:
                    continue
                if kind in check_steps:
                    checks.append({"night": night, "role": roles[seat], "player": target})
                elif kind in kill_steps:
                    shots.append({"night": night, "shooter": seat, "victim": target})
    checks.sort(key=lambda c: (c["night"], c["role"]))
    shots.sort(key=lambda s: (s["night"], s["shooter"]))
    end = {"type": "gameOver", "day": g.day}
    winner = g.winner
    side = SIDES.get(winner or "")  # the engine's sides: red, black (a draw has none)
    result = RED_WIN if side == "red" else BLACK_WIN if side == "black" else None
    return {
        "id": None, "num": None, "table": None, "started": started, "master": 0,
        "referee": None, "scoringVersion": None, "scoringType": 0, "version": 4,
        "zeroVoting": "none", "isLive": False,
        "tags": ["draw"] if winner == "draw" else [],
        "players": out_players, "checks": checks, "shots": shots, "votes": votes,
        "stage": end, "stop": end, "comKiller": None, "result": result,
        "bonuses": [{"position": s, "text": "judge", "scores": v, "basic": False}
                    for s, v in sorted(game.extra.items())],
        "pihost": {"id": game.id, "box": game.box, "rules": game.rules, "winner": winner,
                   "players": {str(s): p["id"] for s, p in sorted(players.items())}},
    }
