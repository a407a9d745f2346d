"""Roles as data: a name, a team, how a check sees it and the night steps it wakes for; and
the catalog a game's rule set draws its deck from.

Teams: ``town`` (red), ``mafia`` (black, the players know each other and meet on night 0) and
``neutral`` (plays for himself: the Maniac, 003 «Маньяк»). A *plain* role is its team's rank and
file (citizen, mafia): it has no card-specific act and, with physical cards, registers with its
team only. Everything else about a role's night is its steps (``engine.night_steps``).

>>> ROLES["don"].team, ROLES["don"].night_steps, ROLES["maniac"].looks_black
('mafia', ('shoot', 'don_check'), False)

Adding a role is a new :class:`Role` and, if it acts at night, a step class; a game gets it
through its own catalog (``engine.catalog.CATALOG.with_role(role, step)``), never by changing
this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

TEAMS = ("town", "mafia", "neutral")


@dataclass(frozen=True)
class Role:
    """A card. ``team``: town, mafia or neutral; ``night_steps``: the kinds of the night windows
    it acts in; ``looks_black``: what a "is he black?" check answers (the Maniac looks red,
    003: «если маньяка проверяет комиссар, ведущий отвечает ему, что это мирный житель»);
    ``plain``: the team's rank and file (no individual wake-up at night 0)."""

    name: str
    team: str
    night_steps: tuple[str, ...] = ()
    looks_black: bool | None = None
    plain: bool = False
    black: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.team not in TEAMS:
            raise ValueError(f"role {self.name!r}: team must be one of {TEAMS}")
        object.__setattr__(self, "black", self.team == "mafia")
        if self.looks_black is None:
            object.__setattr__(self, "looks_black", self.team == "mafia")


BUILTIN_ROLES: tuple[Role, ...] = (
    Role("citizen", "town", plain=True),
    Role("sheriff", "town", ("sheriff_check",)),
    Role("mafia", "mafia", ("shoot",), plain=True),
    Role("don", "mafia", ("shoot", "don_check")),
    Role("doctor", "town", ("heal",)),
    Role("courtesan", "town", ("visit",)),
    Role("maniac", "neutral", ("maniac_kill",), looks_black=False),
)

#: the built-in roles by name (read-only); a game's own roles are in its catalog
ROLES: Mapping[str, Role] = MappingProxyType({r.name: r for r in BUILTIN_ROLES})

#: a role the table may call by another word (rule key ``sheriff_title``; 003 says «комиссар»)
TITLES: Mapping[str, tuple[str, ...]] = MappingProxyType({"sheriff": ("commissar",)})


#: what a seat may do by day (night actions come from the steps), with the arguments each
#: takes: an act with any other argument is malformed (a night act takes ``target``)
DAY_ARGS: Mapping[str, frozenset[str]] = MappingProxyType({
    "nominate": frozenset({"target"}), "end_speech": frozenset(), "end_last_word": frozenset(),
    "vote": frozenset({"target", "yes"}), "best_move": frozenset({"targets"})})
DAY_ACTIONS: frozenset[str] = frozenset(DAY_ARGS)
