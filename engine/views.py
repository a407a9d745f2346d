"""Observations, one function per viewer: the only place that turns state into what a viewer
may know. The public view never holds a hidden role or a check; a seat's view adds his own
role, his team (black seats know each other) and his own check answers; the full view is
closed until the game is over.

>>> from engine import Game
>>> g = Game.new(seed=1)
>>> sorted(g.public_view())[:4], "role" in g.public_view()
(['alive', 'best_moves', 'day', 'eliminated'], False)
>>> g.seat_view(3)["role"] in g.book.deck
True
"""

from __future__ import annotations

from typing import Any

from .errors import GameNotOver
from .table import Table
from .windows import Window


def public_view(table: Table, windows: list[Window],
                secret: frozenset[str] = frozenset()) -> dict[str, Any]:
    """What the whole table may know now; windows of a ``secret`` kind (night steps) show only
    as "night"."""
    t = table
    elim = [dict(e) for e in t.eliminated]
    if t.rules.open_game or t.winner is not None:
        for e in elim:
            e["role"] = t.roles[e["seat"]].name
    return {
        "rules": t.rules.name,
        "phase": "over" if t.winner is not None else t.phase,
        "day": t.day,
        "seats": len(t.seats),
        "alive": list(t.living()),
        "nominees": list(t.nominees),
        "nominated_by": {str(k): v for k, v in t.nominated_by.items()},
        "fouls": {str(s): n for s, n in t.fouls.items()},
        **({"technical_fouls": {str(s): n for s, n in t.technical_fouls.items()}}
           if t.rules.technical_fouls_remove else {}),
        "eliminated": elim,
        "best_moves": [{"seat": s, "targets": list(ts)} for s, ts in t.best_moves],
        "winner": t.winner,
        "now": windows[0].public(windows[0].kind in secret) if windows else None,
    }


def seat_view(table: Table, windows: list[Window], seat: int,
              secret: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The public view plus what ``seat`` knows: his role, team mates if black, his checks.
    Raises NoSuchSeat."""
    t = table
    t.seat(seat)
    view = public_view(t, windows, secret)
    role = t.roles[seat]
    view["seat"] = seat
    view["role"] = role.name
    view["team"] = sorted(s for s in t.seats if t.roles[s].black) if role.black else [seat]
    view["secrets"] = [e.to_json() for e in t.secrets[seat]]
    return view


def full_view(table: Table, windows: list[Window], record: dict[str, Any],
              secret: frozenset[str] = frozenset()) -> dict[str, Any]:
    """Everything, for the record after the end. Raises GameNotOver before."""
    if table.winner is None:
        raise GameNotOver("the full view opens when the game is over")
    view = public_view(table, windows, secret)
    view["roles"] = {str(s): table.roles[s].name for s in table.seats}
    view["secrets"] = [e.to_json() for s in table.seats for e in table.secrets[s]]
    view.update(record)
    return view
