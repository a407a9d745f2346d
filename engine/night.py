"""Nights: night 0 (meeting only) and the night steps, each a window in wake-up order.

A step is a small class with a ``kind`` (the window's name), an ``order`` and what the role
does; roles name the steps they act in (``engine.roles``). A new night role = a new step here.
Steps close only by timeout so every night step lasts the same time at the table.

Shot (002 rule 11): every living black seat shoots exactly once, all at the same seat -> that
seat is killed in the morning; a disagreement, a missing shot, a second shot or a spoiled shot
(target None) -> miss. Checks: one per night (002 rule 16), never one's own seat.

>>> [(s.kind, s.order) for s in STEPS]
[('shoot', 10), ('don_check', 20), ('sheriff_check', 30)]

Errors: AlreadyChecked, SelfCheck, DeadCheck (option), NoSuchSeat, NotYourTurn.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from .errors import AlreadyChecked, BadAction, BlackCheck, CheckedBefore, DeadCheck, SelfCheck
from .events import Event, Secret, shared
from .inputs import ACTIONS, Act
from .stage import Stage
from .table import Table
from .windows import Window, window


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


class Shoot(NightStep):
    kind, order, action = "shoot", 10, "shoot"

    def seconds(self, table: Table) -> float:
        return table.rules.shoot_seconds

    def act(self, table: Table, night: NightRecord, act: Act, events: list[Event]) -> None:
        target = act.target
        if target is not None and (type(target) is not int or target not in table.alive):
            table.seat(target, "shot at seat")  # a dead seat may be shot at (a miss)
        shots = night.shots
        if act.seat in shots:
            shots[act.seat].append(target)
        else:
            shots[act.seat] = [target]

    def close(self, table: Table, night: NightRecord, events: list[Event]) -> None:
        shooters = self.actors(table)
        picks = [night.shots.get(s, []) for s in shooters]
        if shooters and all(len(p) == 1 for p in picks):
            targets = {p[0] for p in picks}
            if len(targets) == 1:
                target = targets.pop()
                if target is not None and target in table.alive:
                    night.killed = target


class Check(NightStep):
    """Ask one seat a yes/no question about its role; the answer is a secret to the checker."""

    action = "check"
    check = ""

    @abstractmethod
    def answer(self, table: Table, target: int) -> bool:
        """The yes/no answer about ``target``."""

    def act(self, table: Table, night: NightRecord, act: Act, events: list[Event]) -> None:
        if act.target is None:
            raise BadAction("check needs a target seat")
        target = table.seat(act.target, "checked seat")
        if self.kind in night.checked:
            raise AlreadyChecked(f"seat {act.seat} already checked a seat tonight")
        if target == act.seat:
            raise SelfCheck(f"seat {act.seat} may not check his own seat")
        if target not in table.alive and not table.rules.check_dead_seats:
            raise DeadCheck(f"seat {target} is dead and may not be checked")
        if not table.rules.check_same_seat_again and target in self.checked_before(table, act.seat):
            raise CheckedBefore(f"seat {act.seat} already checked seat {target}")
        self.refuse(table, act.seat, target)
        night.checked.add(self.kind)
        secret = _secret(act.seat, self.check, target, self.answer(table, target))
        table.secrets[act.seat].append(secret)
        events.append(secret)

    def checked_before(self, table: Table, seat: int) -> set[int]:
        """Seats ``seat`` has checked in this step on earlier nights."""
        return {s.target for s in table.secrets[seat] if s.check == self.check}

    def refuse(self, table: Table, seat: int, target: int) -> None:
        """A club's extra limit on this check; raises to refuse ``target``."""


class DonCheck(Check):
    kind, order, check = "don_check", 20, "don"

    def answer(self, table: Table, target: int) -> bool:
        return table.roles[target].name == "sheriff"

    def refuse(self, table: Table, seat: int, target: int) -> None:
        if not table.rules.don_may_check_black and table.roles[target].black:
            raise BlackCheck(f"the Don may not check seat {target}, a black seat")


class SheriffCheck(Check):
    kind, order, check = "sheriff_check", 30, "sheriff"

    def answer(self, table: Table, target: int) -> bool:
        return table.roles[target].black


_secret = shared(Secret)

STEPS: tuple[NightStep, ...] = (Shoot(), DonCheck(), SheriffCheck())


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


class NightZero(Stage):
    """Night 0: the mafia meet, the Don and the Sheriff meet the host; no shots, no checks."""

    def windows(self) -> list[Window]:
        return [] if self.done else [window("night0", (), self.rules.night0_seconds)]

    def timeout(self, events: list[Event]) -> None:
        self.done = True


class Night(Stage):
    """Night N >= 1: the steps in order; a step with nobody alive to act opens no window."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.record = NightRecord()
        self.steps = STEPS  # the wake-up order is fixed for the whole night
        self.idx = 0
        self._skip_empty()

    def _skip_empty(self) -> None:
        """Move to the next step someone alive acts in; the window is built once per step."""
        self.window: Window | None = None
        while self.idx < len(self.steps):
            step = self.steps[self.idx]
            actors = step.actors(self.table)
            if actors:
                self.window = window(step.kind, actors, step.seconds(self.table))
                break
            self.idx += 1
        self.done = self.window is None

    def windows(self) -> list[Window]:
        return [] if self.window is None else [self.window]

    def current(self) -> Window | None:
        return self.window

    def act(self, act: Act, events: list[Event]) -> None:
        w = self.window
        if w is None:
            return super().act(act, events)
        step = self.steps[self.idx]
        seat = act.seat
        # the window's seats are living actors; anything else goes through expect() for the
        # error named by its cause
        if act.action != step.action or type(seat) is not int or seat not in w.seats:
            self.expect(act, step.kind, (step.action,))
        step.act(self.table, self.record, act, events)

    def timeout(self, events: list[Event]) -> None:
        self.steps[self.idx].close(self.table, self.record, events)
        self.idx += 1
        self._skip_empty()

    def removed(self, seat: int, events: list[Event]) -> None:
        if not self.done:
            self._skip_empty()
