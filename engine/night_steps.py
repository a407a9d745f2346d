"""The built-in night steps: the Courtesan's visit, the mafia's shot, the Maniac's kill, the
Don's and the Sheriff's checks, the Doctor's heal. They have the methods of
:class:`engine.night.NightStep` (registered as its virtual subclasses; see there for adding a
step). A step checks an act and notes it (:class:`engine.tonight.Tonight`); what the night's
acts do together is resolved once, after the night's last step (:mod:`engine.resolve`).

Every check here is the one place its rule is written: ``why`` returns the reason an act is
refused ("" when it is allowed) — cheap, since the legal inputs ask it for every seat of every
step — ``refusal`` turns a reason into the error named by its cause, and ``act`` raises it.

* Shot (002 rule 11): every living black seat shoots exactly once at one seat; the rule key
  ``mafia_kill`` says what a disagreement means (unanimous: a miss; don_decides, majority: see
  :mod:`engine.resolve`). A spoiled shot is an explicit ``target: None``.
* Checks: one a night (002 rule 16), never one's own seat; club limits by rule key.
* Heal (003 «Доктор»): one living seat a night; not the same seat two nights running
  (``doctor_same_target_twice``); himself at most ``doctor_self_heals`` times a game; any seat
  at most ``doctor_heals_per_seat`` times (0 = no limit; 003 Clones: 2).
* Visit (003 «Путана»): one living seat a night, never herself, not the same client two nights
  running (``courtesan_same_client_twice``). Her client's own act later that night is refused
  (:class:`~engine.errors.Blocked`): he is told on his own light, as a host tells him.
* Maniac's kill (003 «Маньяк»): one living seat a night, not himself.

>>> [(s.kind, s.order, s.action) for s in (Visit(), Shoot(), DonCheck(), SheriffCheck())]
[('visit', 5, 'visit'), ('shoot', 10, 'shoot'), ('don_check', 20, 'check'), ('sheriff_check', 30, 'check')]

Errors: AlreadyChecked, SelfCheck, SelfTarget, SameTargetTwice, HealsUsed, Blocked, BadAction,
NoSuchSeat, SeatDead; by club option DeadCheck, CheckedBefore, BlackCheck, ShotSeatCheck,
BlackShot.
"""

from __future__ import annotations

from typing import Final

from .errors import (
    AlreadyChecked,
    BadAction,
    BlackCheck,
    BlackShot,
    Blocked,
    CheckedBefore,
    DeadCheck,
    EngineError,
    HealsUsed,
    NoSuchSeat,
    SameTargetTwice,
    SeatDead,
    SelfCheck,
    SelfTarget,
    ShotSeatCheck,
)
from .events import Event, Secret, shared
from .inputs import Act
from .resolve import blocked, mafia_victim
from .table import Table
from .tonight import Tonight

_secret: Final = shared(Secret)


#: a refusal's reason -> the error named by its cause and its message (seat, target, kind)
_ERRORS: Final[dict[str, tuple[type[EngineError], str]]] = {
    "no_target": (BadAction, "{action} needs a target seat"),
    "no_seat": (NoSuchSeat, "seat {target!r} is not at this table (seats 1-{seats})"),
    "dead": (SeatDead, "seat {target} is dead"),
    "again": (AlreadyChecked, "seat {seat} already acted in {kind} tonight"),
    "blocked": (Blocked, "seat {seat} is away tonight (the Courtesan's client): he may not "
                         "{action}"),
    "self": (SelfTarget, "seat {seat} may not {action} his own seat"),
    "self_check": (SelfCheck, "seat {seat} may not check his own seat"),
    "twice": (SameTargetTwice, "seat {seat} may not {action} seat {target} two nights running"),
    "self_heals": (HealsUsed, "seat {seat} has used up his self-heals"),
    "seat_heals": (HealsUsed, "seat {seat} has healed seat {target} as often as allowed"),
    "black_shot": (BlackShot, "the mafia may not shoot seat {target}, a black seat"),
    "dead_check": (DeadCheck, "seat {target} is dead and may not be checked"),
    "checked_before": (CheckedBefore, "seat {seat} already checked seat {target}"),
    "black_check": (BlackCheck, "the Don may not check seat {target}, a black seat"),
    "shot_seat": (ShotSeatCheck, "the Don may not check seat {target}: shot on the first night"),
}


def error(reason: str, step: _Step, table: Table, seat: int, target: int | None) -> EngineError:
    """The error for a refusal's ``reason`` (see :data:`_ERRORS`)."""
    cls, text = _ERRORS[reason]
    return cls(text.format(kind=step.kind, action=step.action, seat=seat, target=target,
                           seats=len(table.seats)))


class _Step:
    """The defaults of :class:`engine.night.NightStep` (a compiled class cannot subclass that
    plain one); each built-in step defines its own ``why`` and ``effect``."""

    kind = ""
    order = 0
    action = ""
    #: what the step does at the night's resolution: "kill", "heal", "block", "check" or ""
    effect = ""
    #: the roles its wake-up phrase names (their spoken titles pick the phrase)
    mentions: tuple[str, ...] = ()
    #: a press may be a spoiled act (``target: None``): only the shot
    spoils = False

    def actors(self, table: Table) -> tuple[int, ...]:
        return table.actors(self.kind)

    def seconds(self, table: Table) -> float:
        return table.rules.check_seconds

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        """Why ``seat`` may not act on ``target`` now (a key of :data:`_ERRORS`), or ""."""
        return ""

    def refusal(self, table: Table, night: Tonight, seat: int,
                target: int | None) -> EngineError | None:
        """The error named by its cause if ``seat`` may not act on ``target`` now, else None."""
        reason = self.why(table, night, seat, target)
        return error(reason, self, table, seat, target) if reason else None

    def check(self, table: Table, night: Tonight, seat: int, target: int | None) -> None:
        """Raise :meth:`refusal`'s error, if any."""
        reason = self.why(table, night, seat, target)
        if reason:
            raise error(reason, self, table, seat, target)

    def act(self, table: Table, night: Tonight, act: Act, events: list[Event]) -> None:
        self.check(table, night, act.seat, act.target)
        night.record(self.kind, act.seat, act.target)

    def close(self, table: Table, night: Tonight, events: list[Event]) -> None:
        pass

    def candidates(self, table: Table) -> tuple[int | None, ...]:
        """The targets to try for the legal inputs: every seat (and None if it spoils)."""
        return (*table.seats, None) if self.spoils else table.seats


def _living(table: Table, target: int | None) -> str:
    """Why ``target`` is not a living seat, or ""."""
    if type(target) is int and target in table.alive:
        return ""
    if target is None:
        return "no_target"
    if isinstance(target, bool) or not isinstance(target, int) or \
            not 1 <= target <= len(table.seats):
        return "no_seat"
    return "dead"


def _once_unblocked(step: _Step, table: Table, night: Tonight, seat: int) -> str:
    """One act a night (002 rule 16), and none from the Courtesan's client (003 «Путана»)."""
    if night.acted(step.kind, seat):
        return "again"
    if night.visited and blocked(table, night, seat, step.kind):
        return "blocked"
    return ""


def _last_night(table: Table, kind: str, seat: int) -> int | None:
    """The seat ``seat`` named in step ``kind`` on the previous night, if any."""
    past = table.history.get(kind, {}).get(seat)
    if past and past[-1][0] == table.day - 1:
        return past[-1][1]
    return None


class Visit(_Step):
    kind = "visit"
    order = 5
    action = "visit"
    effect = "block"
    mentions: tuple[str, ...] = ("courtesan",)

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        reason = _living(table, target) or _once_unblocked(self, table, night, seat)
        if reason:
            return reason
        if target == seat:
            return "self"
        if not table.rules.courtesan_same_client_twice and \
                _last_night(table, self.kind, seat) == target:
            return "twice"
        return ""

    def act(self, table: Table, night: Tonight, act: Act, events: list[Event]) -> None:
        self.check(table, night, act.seat, act.target)
        night.record(self.kind, act.seat, act.target)
        assert act.target is not None
        night.visited[act.target] = act.seat


class Shoot(_Step):
    kind = "shoot"
    order = 10
    action = "shoot"
    effect = "kill"
    mentions: tuple[str, ...] = ("mafia",)
    spoils = True

    def seconds(self, table: Table) -> float:
        return table.rules.shoot_seconds

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        if target is not None and (type(target) is not int or target not in table.alive):
            if isinstance(target, bool) or not isinstance(target, int) or \
                    not 1 <= target <= len(table.seats):  # a dead seat may be shot at: a miss
                return "no_seat"
        if night.visited and blocked(table, night, seat, self.kind):
            return "blocked"
        if target is not None and not table.rules.mafia_may_shoot_black \
                and table.roles[target].black:
            return "black_shot"
        return ""



class ManiacKill(_Step):
    kind = "maniac_kill"
    order = 15
    action = "kill"
    effect = "kill"
    mentions: tuple[str, ...] = ("maniac",)

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        reason = _living(table, target) or _once_unblocked(self, table, night, seat)
        if not reason and target == seat:
            return "self"
        return reason


class Heal(_Step):
    kind = "heal"
    order = 40
    action = "heal"
    effect = "heal"
    mentions: tuple[str, ...] = ("doctor",)

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        reason = _living(table, target) or _once_unblocked(self, table, night, seat)
        if reason:
            return reason
        rules = table.rules
        if not rules.doctor_same_target_twice and _last_night(table, self.kind, seat) == target:
            return "twice"
        past = [x for _, x in table.history.get(self.kind, {}).get(seat, [])]
        if target == seat and past.count(seat) >= rules.doctor_self_heals:
            return "self_heals"
        limit = rules.doctor_heals_per_seat
        if limit and past.count(target) >= limit:
            return "seat_heals"
        return ""


class Check(_Step):
    """Ask one seat a question about its role; the answer is a secret to the checker.
    ``looks_for`` is the question: a role name ("is he the Sheriff?") or "black"."""

    action = "check"
    effect = "check"
    check_name = ""
    looks_for = "black"

    def answer(self, table: Table, target: int) -> bool:
        """The yes/no answer about ``target``."""
        role = table.roles[target]
        return bool(role.looks_black) if self.looks_for == "black" else role.name == self.looks_for

    def why(self, table: Table, night: Tonight, seat: int, target: int | None) -> str:
        if target is None:
            return "no_target"
        if isinstance(target, bool) or not isinstance(target, int) or \
                not 1 <= target <= len(table.seats):
            return "no_seat"
        if night.acted(self.kind, seat):
            return "again"
        if night.visited and blocked(table, night, seat, self.kind):
            return "blocked"
        if target == seat:
            return "self_check"
        rules = table.rules
        if target not in table.alive and not rules.check_dead_seats:
            return "dead_check"
        if not rules.check_same_seat_again and target in self.checked_before(table, seat):
            return "checked_before"
        return self.limit(table, night, seat, target)

    def act(self, table: Table, night: Tonight, act: Act, events: list[Event]) -> None:
        self.check(table, night, act.seat, act.target)
        assert act.target is not None
        target = act.target
        night.record(self.kind, act.seat, target)
        away = target in night.visited and table.rules.check_of_client == "away"
        answer = False if away else self.answer(table, target)
        secret = _secret(act.seat, self.check_name, target, answer, "away" if away else "")
        table.secrets[act.seat].append(secret)
        events.append(secret)

    def checked_before(self, table: Table, seat: int) -> set[int]:
        """Seats ``seat`` has checked in this step on earlier nights."""
        return {s.target for s in table.secrets[seat] if s.check == self.check_name}

    def limit(self, table: Table, night: Tonight, seat: int, target: int) -> str:
        """A club's extra limit on this check: the reason that refuses ``target``, or ""."""
        return ""


class DonCheck(Check):
    kind = "don_check"
    order = 20
    check_name = "don"
    looks_for = "sheriff"
    mentions: tuple[str, ...] = ("don", "sheriff")

    def limit(self, table: Table, night: Tonight, seat: int, target: int) -> str:
        rules = table.rules
        if not rules.don_may_check_black and table.roles[target].black:
            return "black_check"
        if not rules.don_may_check_shot_seat_night1 and table.day == 1 \
                and mafia_victim(table, night, "shoot", set()) == target:
            return "shot_seat"  # the seat the mafia agreed on at their step (not yet dead)
        return ""


class SheriffCheck(Check):
    kind = "sheriff_check"
    order = 30
    check_name = "sheriff"
    looks_for = "black"
    mentions: tuple[str, ...] = ("sheriff",)
