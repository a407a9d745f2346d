"""Helpers that drive scripted games in the engine tests."""

from __future__ import annotations

from engine import Game

#: black: 3 (mafia), 7 (don), 9 (mafia); sheriff: 5
ROLES = {
    1: "citizen", 2: "citizen", 3: "mafia", 4: "citizen", 5: "sheriff",
    6: "citizen", 7: "don", 8: "citizen", 9: "mafia", 10: "citizen",
}
BLACK = (3, 7, 9)


def new(rules: str = "classic", **options) -> Game:
    return Game.new(rules=rules, roles=dict(ROLES), options=options or None)


def kinds(g: Game) -> list[str]:
    return [w.kind for w in g.pending()]


def types(events) -> list[str]:
    return [e.type for e in events]


def first(events, type_: str):
    return next(e for e in events if e.type == type_)


def speeches(g: Game, nominations: dict[int, int] | None = None) -> list:
    """Run the day's speeches: each speaker nominates as given, then ends his speech."""
    nominations = nominations or {}
    out = []
    while g.pending() and g.pending()[0].kind == "speech":
        seat = g.pending()[0].seats[0]
        if seat in nominations:
            out += g.act(seat, "nominate", target=nominations[seat])
        out += g.act(seat, "end_speech")
    return out


def vote(g: Game, votes: dict[int, int]) -> list:
    """Vote round: each candidate's window gets the voters given for it, then closes."""
    out = []
    while g.pending() and g.pending()[0].kind == "vote":
        w = g.pending()[0]
        for voter, cand in votes.items():
            if cand == w.candidate and voter in w.seats:
                out += g.act(voter, "vote", target=cand)
                if not g.pending() or g.pending()[0].kind != "vote":
                    return out
        if g.pending() and g.pending()[0] == w:
            out += g.timeout()
    return out


def skip(g: Game, *kinds_: str) -> list:
    """Timeouts while the first window is one of ``kinds_``."""
    out = []
    while g.pending() and g.pending()[0].kind in kinds_:
        out += g.timeout()
    return out


def night(g: Game, shot: int | None, don: int | None = None, sheriff: int | None = None) -> list:
    """A night: every living black shoots ``shot`` (None: nobody shoots), then the checks."""
    out = []
    assert g.pending()[0].kind == "shoot", kinds(g)
    if shot is not None:
        for s in g.pending()[0].seats:
            out += g.act(s, "shoot", target=shot)
    out += g.timeout()
    for kind, target in (("don_check", don), ("sheriff_check", sheriff)):
        if g.pending() and g.pending()[0].kind == kind:
            if target is not None:
                out += g.act(g.pending()[0].seats[0], "check", target=target)
            out += g.timeout()
    return out


def to_day1(g: Game) -> list:
    return g.timeout()  # night 0
