"""Night steps, each a window in wake-up order: the shot and the checks, and how to add a new
role's step. The night stages that run them are in :mod:`engine.night_stage`.

A step is a small class with a ``kind`` (the window's name), an ``order`` and what the role
does; roles name the steps they act in (``engine.roles``). A new night role = a new step here.
Steps close only by timeout so every night step lasts the same time at the table.

Shot (002 rule 11): every living black seat shoots exactly once, all at the same seat -> that
seat is killed in the morning; a disagreement, a missing shot, a second shot or a spoiled shot
(target None) -> miss. Checks: one per night (002 rule 16), never one's own seat.

>>> [(s.kind, s.order) for s in STEPS]
[('shoot', 10), ('don_check', 20), ('sheriff_check', 30)]

Errors: AlreadyChecked, SelfCheck, NoSuchSeat, NotYourTurn; by club option DeadCheck,
CheckedBefore, BlackCheck, ShotSeatCheck.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from .events import Event
from .inputs import ACTIONS, Act
from .table import Table


class NightRecord:
    """What happened tonight: shots by seat, checks done, and the kill once resolved."""

    def __init__(self) -> None:
        self.shots: dict[int, list[int | None]] = {}
        self.checked: set[str] = set()
        self.killed: int | None = None


class NightStep(ABC):
    """One wake-up of a night. Subclasses set ``kind``, ``order``, ``action`` and the effect."""

    kind = ""
    order = 0
    action = ""

    def actors(self, table: Table) -> tuple[int, ...]:
        return table.actors(self.kind)

    def seconds(self, table: Table) -> float:
        return table.rules.check_seconds

    @abstractmethod
    def act(self, table: Table, night: NightRecord, act: Act, events: list[Event]) -> None:
        """Validate and record ``act`` (a living actor of this step); raise before changing."""

    def close(self, table: Table, night: NightRecord, events: list[Event]) -> None:  # noqa: B027
        """The step's window is over (most steps take effect when they act)."""


# the built-in steps are compiled with the rest of the hot path (``bench/compile_engine.py``),
# so they cannot subclass NightStep (a compiled class may not have a plain-Python base, and
# NightStep stays plain so that a new role's step may subclass it); they are registered as
# its virtual subclasses and have the same methods.
from .night_steps import Check, DonCheck, SheriffCheck, Shoot  # noqa: E402

for _step in (Shoot, Check, DonCheck, SheriffCheck):
    NightStep.register(_step)

STEPS: tuple[NightStep, ...] = (Shoot(), DonCheck(), SheriffCheck())  # type: ignore[assignment]


def add_step(step: NightStep) -> None:
    """Add a night step (a new role's wake-up), placed by its ``order``; its action becomes
    a legal seat action. Raises ValueError if a step of that kind exists. For example::

        class Heal(NightStep):
            kind, order, action = "heal", 25, "heal"   # wakes after the shot (10)
            def act(self, table, night, act, events): night.healed = act.target
            def close(self, table, night, events):
                if night.killed == night.healed: night.killed = None

        ROLES["doctor"] = Role("doctor", "town", ("heal",)); add_step(Heal())
    """
    global STEPS
    if any(s.kind == step.kind for s in STEPS):
        raise ValueError(f"a night step {step.kind!r} exists already")
    STEPS = tuple(sorted((*STEPS, step), key=lambda s: s.order))
    ACTIONS.add(step.action)
