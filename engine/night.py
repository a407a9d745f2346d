"""Night steps, each a window in wake-up order, and how to add a new role's step. The night
stages that run them are in :mod:`engine.night_stage`; the built-in steps in
:mod:`engine.night_steps`; the night's outcome in :mod:`engine.resolve`.

A step is a small class with a ``kind`` (the window's name), an ``order`` (its place in the
night unless the rule set's ``night_order`` says otherwise), an ``action``, an ``effect`` and a
``check`` that raises the error named by its cause (the built-in steps write it as ``why``,
which returns a reason instead: cheaper for the legal inputs). Roles name the steps they act in
(:mod:`engine.roles`); a game's catalog holds both (:mod:`engine.catalog`). Every step of a
role in the deck opens its window every night, alive or dead, and closes only by timeout: a
night lasts the same whatever happens in it.

>>> from engine.catalog import CATALOG
>>> [(s.kind, s.order) for s in CATALOG.steps][:3]
[('visit', 5), ('shoot', 10), ('maniac_kill', 15)]
"""

from __future__ import annotations

from abc import ABC

from .errors import EngineError
from .events import Event
from .inputs import Act
from .night_steps import Check, DonCheck, Heal, ManiacKill, SheriffCheck, Shoot, Visit
from .table import Table
from .tonight import Tonight


class NightStep(ABC):  # noqa: B024 - every method has a default; subclasses pick theirs
    """One wake-up of a night. Subclasses set ``kind``, ``order``, ``action`` and override
    ``check`` (raise to refuse) and, for an effect of their own, ``close``. ``effect`` is what
    the night's resolution does with the acts: "kill", "heal", "block", "check" or "" (the step
    does its work in ``close``). For example::

        class Sing(NightStep):
            kind, order, action, mentions = "sing", 50, "sing", ("bard",)
            def check(self, table, night, seat, target):
                table.living_seat(target, "sung-to seat")

        catalog = CATALOG.with_role(Role("bard", "town", ("sing",)), Sing())
    """

    kind = ""
    order = 0
    action = ""
    effect = ""
    mentions: tuple[str, ...] = ()
    spoils = False

    def actors(self, table: Table) -> tuple[int, ...]:
        return table.actors(self.kind)

    def seconds(self, table: Table) -> float:
        return table.rules.check_seconds

    def check(self, table: Table, night: Tonight, seat: int,  # noqa: B027 - a default
              target: int | None) -> None:
        """Raise the error named by its cause if ``seat`` may not act on ``target`` now (the
        default takes any act)."""

    def refusal(self, table: Table, night: Tonight, seat: int,
                target: int | None) -> EngineError | None:
        """:meth:`check`'s error as a value (None: allowed)."""
        try:
            self.check(table, night, seat, target)
        except EngineError as err:
            return err
        return None

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        """Why the act is refused ("" when allowed): what the legal inputs ask."""
        err = self.refusal(table, night, seat, target)
        return "" if err is None else err.name

    def act(self, table: Table, night: Tonight, act: Act, events: list[Event]) -> None:
        self.check(table, night, act.seat, act.target)
        night.record(self.kind, act.seat, act.target)

    def close(self, table: Table, night: Tonight, events: list[Event]) -> None:  # noqa: B027
        """The step's window is over (most steps take effect at the night's resolution)."""

    def candidates(self, table: Table) -> tuple[int | None, ...]:
        return (*table.seats, None) if self.spoils else table.seats


# the built-in steps are compiled with the rest of the hot path (``bench/compile_engine.py``),
# so they cannot subclass NightStep (a compiled class may not have a plain-Python base, and
# NightStep stays plain so that a new role's step may subclass it); they are registered as
# its virtual subclasses and have the same methods.
for _step in (Visit, Shoot, ManiacKill, Heal, Check, DonCheck, SheriffCheck):
    NightStep.register(_step)
