"""The catalog a rule set draws its deck from: the roles and the night steps they wake for, in
their canonical order (the order of dealing codes, read-outs and, by default, of the night).

>>> CATALOG.role("doctor").night_steps, CATALOG.step("heal").action
(('heal',), 'heal')
>>> [s.kind for s in CATALOG.steps]
['visit', 'shoot', 'maniac_kill', 'don_check', 'sheriff_check', 'heal']

A game carries its own catalog (through its :class:`engine.rules.Rules`), so a role added for
one game (:meth:`Catalog.with_role`) changes no other game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .night_steps import DonCheck, Heal, ManiacKill, SheriffCheck, Shoot, Visit
from .roles import BUILTIN_ROLES, DAY_ACTIONS, Role


@dataclass(frozen=True)
class Catalog:
    """The roles and night steps a rule set may use, in their canonical order (the deck's
    order for dealing codes and read-outs). Immutable: :meth:`with_role` makes a new one."""

    roles: tuple[Role, ...]
    steps: tuple[Any, ...]  # engine.night.NightStep instances, one per kind

    def role(self, name: str) -> Role:
        """Raises KeyError for a role not in the catalog."""
        for r in self.roles:
            if r.name == name:
                return r
        raise KeyError(name)

    def step(self, kind: str) -> Any:
        """Raises KeyError for a step kind not in the catalog."""
        for s in self.steps:
            if s.kind == kind:
                return s
        raise KeyError(kind)

    @property
    def role_names(self) -> tuple[str, ...]:
        return tuple(r.name for r in self.roles)

    @property
    def step_kinds(self) -> tuple[str, ...]:
        return tuple(s.kind for s in self.steps)

    def with_role(self, role: Role, *steps: Any) -> Catalog:
        """A catalog with one more role and its night steps. Raises ValueError when the role,
        a step kind or a step's action is already taken, or a step the role names is missing.

        >>> from engine.night import NightStep
        >>> class Sing(NightStep):
        ...     kind, order, action = "sing", 50, "sing"
        ...     def act(self, table, night, act, events): pass
        >>> cat = CATALOG.with_role(Role("bard", "town", ("sing",)), Sing())
        >>> cat.role("bard").team, "sing" in cat.step_kinds, "bard" in CATALOG.role_names
        ('town', True, False)
        """
        if role.name in self.role_names:
            raise ValueError(f"a role {role.name!r} exists already")
        kinds = set(self.step_kinds)
        for s in steps:
            if s.kind in kinds:
                raise ValueError(f"a night step {s.kind!r} exists already")
            if s.action in DAY_ACTIONS:
                raise ValueError(f"action {s.action!r} is a day action")
            kinds.add(s.kind)
        for k in role.night_steps:
            if k not in kinds:
                raise ValueError(f"role {role.name!r} acts in {k!r}, which is no night step")
        return Catalog(self.roles + (role,), self.steps + tuple(steps))

    @property
    def actions(self) -> frozenset[str]:
        """Every action a seat may take in a game of this catalog."""
        return DAY_ACTIONS | {s.action for s in self.steps}



CATALOG: Catalog = Catalog(
    BUILTIN_ROLES, (Visit(), Shoot(), ManiacKill(), DonCheck(), SheriffCheck(), Heal()))
