"""A club's scoring system as data: a YAML file of *entries*, each a *matter* (something a seat
did or that happened to him, counted from the game: :data:`MATTERS`) with its points, for the
seats it applies to. The shipped systems are ``engine/scoring/fiim.yaml`` (FIIM-like, the
model being mafiaratings' «ФИИМ» scoring) and ``engine/scoring/simple.yaml``; a club's own is a
file of the same shape (``load_scoring("club.yaml")``).

An entry is a top-level key (its name) with an indented mapping:

* ``matter``: the matter counted (default: the entry's name);
* ``points``: a number (points per count: a yes/no matter counts 1) or a list indexed by the
  count (``[0, 0, 0.25, 0.4]``: 2 → 0.25, 3 or more → 0.4);
* ``group``: ``main`` (the win), ``extra`` or ``penalty`` — the blank's columns (default extra);
* ``teams`` / ``roles``: only seats of these teams / roles (default: every seat);
* ``when``: only when the seat's side ``win``, ``lose`` or ``draw``;
* ``source``: where the rule comes from (shown with the points).

>>> s = load_scoring("fiim")
>>> s.name, [e.name for e in s.entries][:3]
('fiim', ['win', 'best_move', 'fouls'])
>>> s.entry("best_move").points_for(3), s.entry("best_move").points_for(1)
(0.4, 0.0)

Errors: ScoringFileError (a ValueError) naming the file, the entry, the key and what is allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .. import yamlite
from ..roles import TEAMS
from .facts import SeatFacts

HERE = Path(__file__).resolve().parent
GROUPS = ("main", "extra", "penalty")
WHEN = ("win", "lose", "draw")


class ScoringFileError(ValueError):
    """A scoring file that cannot be used: the message names the file, the entry and the key.

    >>> str(ScoringFileError("club.yaml", "win", "points", "must be a number"))
    'club.yaml: win.points: must be a number'
    """

    def __init__(self, where: str, entry: str, key: str, why: str) -> None:
        at = ".".join(x for x in (entry, key) if x)
        super().__init__(f"{where}: {at}: {why}" if at else f"{where}: {why}")


def _count(f: SeatFacts, extra: float) -> float:
    return 1.0


#: every matter a scoring file may count: name -> (what it counts, with the public rule it
#: comes from; the count for a seat from his facts and the host's extra points for him)
MATTERS: Mapping[str, tuple[str, Callable[[SeatFacts, float], float]]] = MappingProxyType({
    "play": ("played the game (mafiaratings matter 0)", _count),
    "win": ("his team won; a neutral role, he himself (mafiaratings matter 1; seed 004: points "
            "for the team's win)", lambda f, x: float(f.won)),
    "lose": ("his team lost (mafiaratings matter 2)", lambda f, x: float(f.lost)),
    "draw": ("the game ended in a draw (mafiaratings matter 26, tie)", lambda f, x: float(f.draw)),
    "best_move_black": ("black seats named in his best move (mafiaratings matters 10/11/23: "
                        "guessed 3/2/1 mafia after being killed the first night)",
                        lambda f, x: float(f.best_move_black or 0)),
    "removed_by_fouls": ("left by fouls or technical fouls (mafiaratings matter 12: killed by "
                         "warnings; technical fouls share it)",
                         lambda f, x: float(f.left_how in ("fouls", "technical_fouls"))),
    "disqualified": ("disqualified by the host (mafiaratings matter 13: kicked out)",
                     lambda f, x: float(f.left_how == "disqualified")),
    "judge_extra": ("extra points the judge gave him after the game (mafiaratings matter 22: "
                    "extra points assigned manually; the FIIM blank's extra points)",
                    lambda f, x: x),
    "first_night_killed": ("killed the first night (mafiaratings matter 8; with 'when: lose' "
                           "and red seats, matter 260 of the FIIM scoring: first-night "
                           "compensation)", lambda f, x: float(f.first_night_killed)),
    "checks_found": ("his checks answered yes: a red checker's black seats, a black checker's "
                     "target found (mafiaratings matters 20 'three black checks' and 18 "
                     "'sheriff found'; seed 004: points for correct checks)",
                     lambda f, x: float(f.checks_found)),
    "saves": ("seats his heals saved from the night's kill (seed 004: points for saves; 003 "
              "«Доктор»)", lambda f, x: float(f.saves)),
    "kills": ("seats of another team his night kills took (seed 004: points for accurate "
              "shots)", lambda f, x: float(f.kills)),
    "votes_on_black": ("his votes for a black candidate (mafiaratings matter 15 counts them)",
                       lambda f, x: float(f.votes_on_black)),
    "survived": ("still at the table at the end (mafiaratings matter 7)",
                 lambda f, x: float(not f.left_how)),
})


@dataclass(frozen=True)
class Entry:
    """One line of a scoring system (see the module's docstring)."""

    name: str
    matter: str
    points: tuple[float, ...]   # one number: per count; more: indexed by the count
    group: str = "extra"
    teams: frozenset[str] | None = None
    roles: frozenset[str] | None = None
    when: str | None = None
    source: str = ""

    def applies(self, f: SeatFacts) -> bool:
        if self.teams is not None and f.team not in self.teams:
            return False
        if self.roles is not None and f.role not in self.roles:
            return False
        if self.when is not None:
            return {"win": f.won, "lose": f.lost, "draw": f.draw}[self.when]
        return True

    def points_for(self, count: float) -> float:
        """The points for a count of the matter."""
        if len(self.points) == 1:
            return self.points[0] * count
        if count <= 0:
            return self.points[0] if count == 0 else 0.0
        return self.points[min(int(count), len(self.points) - 1)]


@dataclass(frozen=True)
class SeatScore:
    """One seat's points by a system: per group (``main`` the win, ``extra``, ``penalty``), the
    total, and each entry that gave points (name, points)."""

    seat: int
    role: str
    main: float
    extra: float
    penalty: float
    lines: tuple[tuple[str, float], ...]

    @property
    def total(self) -> float:
        return round(self.main + self.extra + self.penalty, 6)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "role": self.role, "main": self.main, "extra": self.extra,
                "penalty": self.penalty, "total": self.total,
                "lines": [list(x) for x in self.lines]}


@dataclass(frozen=True)
class ScoringSystem:
    """A club's scoring: its ``name`` (the file's stem), ``title``, ``source`` and entries."""

    name: str
    title: str
    source: str
    entries: tuple[Entry, ...]

    def entry(self, name: str) -> Entry:
        """Raises KeyError for an entry not in the system."""
        for e in self.entries:
            if e.name == name:
                return e
        raise KeyError(name)

    def score(self, facts: Mapping[int, SeatFacts],
              extra: Mapping[int, float] | None = None) -> dict[int, SeatScore]:
        """Every seat's points from the game's facts and the judge's ``extra`` points by seat.

        >>> from engine.scoring.facts import seat_facts
        >>> from engine import Game
        >>> g = Game.new(seed=3)
        >>> for s, r in g.roles_dealt.items():
        ...     if r in ("mafia", "don") and not g.over:
        ...         _ = g.host("disqualify", s)
        >>> p = load_scoring("fiim").score(seat_facts(g), {1: 0.3})
        >>> p[1].extra >= 0.3, min(x.penalty for x in p.values())
        (True, -0.5)
        """
        extra = extra or {}
        out: dict[int, SeatScore] = {}
        for seat, f in facts.items():
            groups = dict.fromkeys(GROUPS, 0.0)
            lines = []
            for e in self.entries:
                if not e.applies(f):
                    continue
                pts = e.points_for(MATTERS[e.matter][1](f, float(extra.get(seat, 0.0))))
                if pts:
                    groups[e.group] = round(groups[e.group] + pts, 6)
                    lines.append((e.name, round(pts, 6)))
            out[seat] = SeatScore(seat, f.role, groups["main"], groups["extra"],
                                  groups["penalty"], tuple(lines))
        return out

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "title": self.title, "source": self.source}


def available() -> list[str]:
    """The shipped scoring systems.

    >>> available()
    ['fiim', 'simple']
    """
    return sorted(p.stem for p in HERE.glob("*.yaml"))


def load_scoring(name_or_path: str | Path, roles: Any = None) -> ScoringSystem:
    """A shipped system by name (``fiim``, ``simple``) or a club's file by path. ``roles``
    (role names, e.g. a catalog's ``role_names``) checks an entry's ``roles:``; None takes the
    built-in roles. Raises ScoringFileError."""
    p = Path(name_or_path)
    if p.suffix not in (".yaml", ".yml"):
        if str(name_or_path) not in available():
            raise ScoringFileError(str(name_or_path), "", "", "no such scoring system; shipped: "
                                   + ", ".join(available()) + " (or the path of a .yaml file)")
        p = HERE / f"{name_or_path}.yaml"
    where = str(p)
    try:
        data = yamlite.parse(p.read_text(encoding="utf-8"))
    except OSError as err:
        raise ScoringFileError(where, "", "", f"cannot read: {err.strerror or err}") from None
    except ValueError as err:
        raise ScoringFileError(where, "", "", str(err)) from None
    return _build(data, where, p.stem, roles)


def _build(data: dict[str, Any], where: str, stem: str, roles: Any) -> ScoringSystem:
    from ..roles import ROLES

    known_roles = set(roles) if roles is not None else set(ROLES)
    head = {k: data.pop(k, "") for k in ("name", "title", "source")}
    entries = []
    for name, body in data.items():
        name = str(name)
        if not isinstance(body, dict):
            raise ScoringFileError(where, name, "", "an entry is a mapping (matter, points, "
                                   "group, teams, roles, when, source)")
        unknown = set(body) - {"matter", "points", "group", "teams", "roles", "when", "source"}
        if unknown:
            raise ScoringFileError(where, name, sorted(unknown)[0], "unknown key; allowed: "
                                   "matter, points, group, teams, roles, when, source")
        matter = str(body.get("matter", name))
        if matter not in MATTERS:
            raise ScoringFileError(where, name, "matter", f"unknown matter {matter!r}; allowed: "
                                   + ", ".join(MATTERS))
        raw = body.get("points")
        values = raw if isinstance(raw, list) else [raw]
        if not values or not all(isinstance(v, int | float) and not isinstance(v, bool)
                                 for v in values):
            raise ScoringFileError(where, name, "points", f"{raw!r}: a number, or a list of "
                                   "numbers indexed by the count")
        group = body.get("group", "extra")
        if group not in GROUPS:
            raise ScoringFileError(where, name, "group", f"{group!r}: one of {', '.join(GROUPS)}")
        when = body.get("when")
        if when is not None and when not in WHEN:
            raise ScoringFileError(where, name, "when", f"{when!r}: one of {', '.join(WHEN)}")
        teams = _names(body.get("teams"), set(TEAMS), where, name, "teams")
        role_set = _names(body.get("roles"), known_roles, where, name, "roles")
        entries.append(Entry(name, matter, tuple(float(v or 0) for v in values), group, teams,
                             role_set, when, str(body.get("source") or "")))
    if not entries:
        raise ScoringFileError(where, "", "", "no entries: a system gives points for something")
    return ScoringSystem(str(head["name"] or stem), str(head["title"] or stem),
                         str(head["source"]), tuple(entries))


def _names(value: Any, allowed: set[str], where: str, entry: str,
           key: str) -> frozenset[str] | None:
    if value is None:
        return None
    items = value if isinstance(value, list) else [value]
    bad = [v for v in items if v not in allowed]
    if bad:
        raise ScoringFileError(where, entry, key, f"{bad[0]!r}: allowed {', '.join(sorted(allowed))}")
    return frozenset(items)
