"""Before day 1: the seat check, dealing by light, and night 0 (the box learns the roles).

Night 0 with physical cards (the default) follows the rule book's registration plan
(``engine.Book.registration``): the mafia press together when they wake, then each role with a
card of its own presses alone; a wrong count or a seat that cannot hold that card is asked
again, never guessed (``engine.Registrar``). Nothing lights and nothing secret is spoken; the
mafia's agreement lasts exactly ``mafia_agree_seconds`` whatever happens. With dealt cards the
box already knows the roles: the mafia only wake to meet.
"""

from __future__ import annotations

from typing import Any

from engine import Registrar, Timeout
from pihost.events import SeatPressed
from pihost.host.stage import Apply, Begin, BoxAPI, Enter, Outcomes, Stage


class SeatCheck(Stage):
    """«Нажмите свои кнопки»: every seat must answer before the game starts."""

    name = "seat_check"

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        self.pressed: set[int] = set()
        self.all_in = False
        box.light_all("OFF", now)
        box.say("ready")
        box.say("seat_check")
        box.timers.set("seat_check", box.after_voice(box.setup.timing.seat_check_repeat_seconds),
                       now)
        return None

    def missing(self, box: BoxAPI) -> list[int]:
        return [s for s in range(1, box.setup.seats + 1) if s not in self.pressed]

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        if e.seat in self.pressed or e.seat > box.setup.seats:
            box.ignored(e, "already answered")
            return None
        self.pressed.add(e.seat)
        box.light(e.seat, "PRESENT")
        if not self.missing(box):
            self.all_in = True
            box.timers.cancel("seat_check")
            if not box.setup.confirm_start:
                box.say("seats_ok")
                return self.start(box)
            box.say("seats_ok_confirm")  # «… Ведущий, нажмите свою кнопку, чтобы начать»
        return None

    def confirm(self, box: BoxAPI) -> Outcomes:
        """The host button confirms the start; only once every seat has answered."""
        if not self.all_in:
            box.say("seats_missing", seats=self.missing(box))
            return None
        return self.start(box)

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name == "seat_check":
            box.say("seats_missing", seats=self.missing(box))
            box.timers.set(name, box.after_voice(box.setup.timing.seat_check_repeat_seconds), at)
        return None

    def start(self, box: BoxAPI) -> Outcomes:
        box.light_all("OFF")
        from pihost.host.announce import composition

        composition(box)
        if box.setup.cards == "dealt":
            return [Begin(None), Enter(Deal())]
        return Enter(NightZero())

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("seat_check")
        return None

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.name, "pressed": sorted(self.pressed), "all_in": self.all_in}


class Deal(Stage):
    """The box dealt: it first teaches the code (how many blinks tell each role of the deck),
    then seat by seat «посмотрите на свою лампу», the role's code on that seat's light (the
    same length for every role)."""

    name = "deal"
    secret = True

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("deal_intro")
        codes = box.book.blink_codes()
        for role, count in codes.items():
            box.say("deal_code", count=count, role=box.book.spoken(role))
        self.next_seat = 1
        box.timers.set("deal", box.after_voice(0.5), now)
        return None

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name != "deal":
            return super().on_timer(box, name, at)
        if self.next_seat > box.setup.seats:
            return Enter(NightZero())
        seat = self.next_seat
        self.next_seat += 1
        end = box.say("deal_look", seat=seat)
        assert box.game is not None
        duration = box.reveal(seat, box.game.seat_view(seat)["role"], end)
        box.timers.set("deal", end - at + duration + 0.5, at)
        return None

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        box.ignored(e, "dealing")
        return None

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.mask(True)
        return None

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.name, "seat": self.next_seat - 1}


class NightZero(Stage):
    """Night 0: the registration wake-ups (physical cards) or the mafia's meeting (dealt),
    the mafia's minute, then the engine's night 0 closes and day 1 begins."""

    name = "night0"
    secret = True

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        self.pressed: list[int] = []
        self.step = ""
        self.meeting = ""  # the team that met (its sleep phrase follows its minute)
        box.mask(True)
        box.light_all("OFF", now)
        box.say("night_falls")
        if box.setup.cards == "physical":
            self.registrar = Registrar(box.book)
            self.wake(box)
        else:
            self.registrar = None
            box.say("meeting_wakes")
            self.agree(box)
        return None

    # -- registration ----------------------------------------------------------------------
    def wake(self, box: BoxAPI) -> None:
        """Call the current wake-up of the plan and open its press window."""
        assert self.registrar is not None
        w = self.registrar.current()
        assert w is not None
        self.step = w.name
        self.pressed = []
        box.say("register_wakes", register=self.spoken(box, w.name, w.team))
        box.timers.set("register", box.after_voice(box.setup.timing.register_seconds), box.now)

    @staticmethod
    def spoken(box: BoxAPI, name: str, team: bool) -> str:
        return name if team else box.book.spoken(name)

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        if self.registrar is not None and box.timers.active("register") \
                and e.seat not in self.pressed:
            self.pressed.append(e.seat)
        else:
            box.ignored(e, "not a registration window")
        return None

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name == "register":
            return self.registered(box)
        if name == "agree":
            if self.registrar is not None:
                box.say("register_sleeps", asleep=self.meeting)
            else:
                box.say("meeting_sleeps")
            return self.next(box)
        if name == "night0_end":  # the box lifts the masking noise as the morning comes
            return Apply(Timeout())
        return super().on_timer(box, name, at)

    def registered(self, box: BoxAPI) -> Outcomes:
        reg = self.registrar
        assert reg is not None
        w = reg.current()
        assert w is not None
        why = reg.offer(tuple(self.pressed))
        if why == "count":
            box.say("register_count_wrong", count=len(self.pressed), expected=w.count)
            self.wake(box)
            return None
        if why is not None:
            box.say("register_wrong")
            self.wake(box)
            return None
        if w.team:  # the team's meeting: their minute, whatever happens in it
            self.meeting = w.name
            self.agree(box)
            return None
        box.say("register_sleeps", asleep=self.spoken(box, w.name, w.team))
        return self.next(box)

    def agree(self, box: BoxAPI) -> None:
        self.step = "agree"
        self.pressed = []
        seconds = box.setup.timing.mafia_agree_seconds
        box.say("meeting_agree", seconds=int(seconds))
        box.timers.set("agree", box.after_voice(seconds), box.now)

    def next(self, box: BoxAPI) -> Outcomes:
        reg = self.registrar
        if reg is not None and not reg.done:
            self.wake(box)
            return None
        self.step = "done"
        box.timers.set("night0_end", box.after_voice(box.setup.timing.after_night0_seconds),
                       box.now)
        return Begin(reg.roles()) if reg is not None else None

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.mask(True)
        if self.registrar is not None and box.timers.active("register"):
            self.wake(box)
        return None

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.name, "step": self.step}
