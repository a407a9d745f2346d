"""The built-in night steps: the shot (002 rule 11) and the Don's and the Sheriff's checks
(002 rule 16). They have the methods of :class:`engine.night.NightStep` (registered as its
virtual subclasses; see there for adding a step).

>>> [(s.kind, s.order, s.action) for s in (Shoot(), DonCheck(), SheriffCheck())]
[('shoot', 10, 'shoot'), ('don_check', 20, 'check'), ('sheriff_check', 30, 'check')]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .errors import (
    AlreadyChecked,
    BadAction,
    BlackCheck,
    CheckedBefore,
    DeadCheck,
    SelfCheck,
    ShotSeatCheck,
)
from .events import Event, Secret, shared
from .inputs import Act
from .table import Table

if TYPE_CHECKING:
    from .night import NightRecord


class _Step:
    """The defaults of :class:`engine.night.NightStep` (a compiled class cannot subclass that
    plain one); each built-in step defines its own ``act``."""

    kind = ""
    order = 0
    action = ""

    def actors(self, table: Table) -> tuple[int, ...]:
        return table.actors(self.kind)

    def seconds(self, table: Table) -> float:
        return table.rules.check_seconds

    def close(self, table: Table, night: NightRecord, events: list[Event]) -> None:
        pass


class Shoot(_Step):
    kind = "shoot"
    order = 10
    action = "shoot"

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


class Check(_Step):
    """Ask one seat a yes/no question about its role; the answer is a secret to the checker.
    ``looks_for`` is the question: a role name ("is he the Sheriff?") or "black"."""

    action = "check"
    check = ""
    looks_for = "black"

    def answer(self, table: Table, target: int) -> bool:
        """The yes/no answer about ``target``."""
        role = table.roles[target]
        return role.black if self.looks_for == "black" else role.name == self.looks_for

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
        self.refuse(table, night, act.seat, target)
        night.checked.add(self.kind)
        secret = _secret(act.seat, self.check, target, self.answer(table, target))
        table.secrets[act.seat].append(secret)
        events.append(secret)

    def checked_before(self, table: Table, seat: int) -> set[int]:
        """Seats ``seat`` has checked in this step on earlier nights."""
        return {s.target for s in table.secrets[seat] if s.check == self.check}

    def refuse(self, table: Table, night: NightRecord, seat: int, target: int) -> None:
        """A club's extra limit on this check; raises to refuse ``target``."""


class DonCheck(Check):
    kind = "don_check"
    order = 20
    check = "don"
    looks_for = "sheriff"

    def refuse(self, table: Table, night: NightRecord, seat: int, target: int) -> None:
        rules = table.rules
        if not rules.don_may_check_black and table.roles[target].black:
            raise BlackCheck(f"the Don may not check seat {target}, a black seat")
        if not rules.don_may_check_shot_seat_night1 and table.day == 1 and night.killed == target:
            raise ShotSeatCheck(f"the Don may not check seat {target}: shot on the first night")


class SheriffCheck(Check):
    kind = "sheriff_check"
    order = 30
    check = "sheriff"
    looks_for = "black"


_secret: Final = shared(Secret)
