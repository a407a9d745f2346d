"""Roles as data: a name, a team and the night steps the role wakes for.

Adding a role (Doctor, Maniac...) = one entry here plus, if it acts at night, a step class in
``engine.night`` with its wake-up order; the day and vote code never looks at roles.

>>> ROLES["don"].team, ROLES["don"].night_steps
('mafia', ('shoot', 'don_check'))
>>> ROLES["sheriff"].black
False
"""

from __future__ import annotations

import functools
from dataclasses import dataclass


@dataclass(frozen=True)
class Role:
    """A card: ``team`` is "town" (red) or "mafia" (black); ``night_steps`` are the kinds of
    the night windows it acts in."""

    name: str
    team: str
    night_steps: tuple[str, ...] = ()

    @functools.cached_property
    def black(self) -> bool:  # cached: asked for every seat of every new game
        return self.team == "mafia"


ROLES: dict[str, Role] = {
    r.name: r
    for r in (
        Role("citizen", "town"),
        Role("sheriff", "town", ("sheriff_check",)),
        Role("mafia", "mafia", ("shoot",)),
        Role("don", "mafia", ("shoot", "don_check")),
    )
}
