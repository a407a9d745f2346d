"""Before day 1: the seat check, dealing by light, and night 0 (the box learns who is black).

Night 0 with physical cards (the default): the black players press when the mafia wakes; a wrong
count is asked again, never guessed; then the Don presses (one of them), then the Sheriff (one
of the others). Nothing lights and nothing secret is spoken; the mafia's agreement lasts exactly
``mafia_agree_seconds`` whatever happens.
"""

from __future__ import annotations

from typing import Any

from pihost.events import SeatPressed
from pihost.host.box import Stage


def deck(setup: Any) -> dict[str, int]:
    """The cards of this game's rule set (with its option overrides), e.g. 2 mafia, 1 don,
    1 sheriff and 6 citizens for the classic 10 seats (seeds 000, 002, 004).

    >>> from pihost.host.setup import GameSetup
    >>> sorted(deck(GameSetup()).items())
    [('citizen', 6), ('don', 1), ('mafia', 2), ('sheriff', 1)]
    """
    from engine import load_rules

    rules = load_rules(setup.rules).with_options(dict(setup.options))
    return {role: n for role, n in rules.deck.items() if n}


def black_count(setup: Any) -> int:
    """How many black players must press when the mafia wakes at night 0."""
    cards = deck(setup)
    return cards.get("mafia", 0) + cards.get("don", 0)


class SeatCheck(Stage):
    """«Нажмите свои кнопки»: every seat must answer before the game starts."""

    name = "seat_check"

    def enter(self, now: float) -> None:
        self.pressed: set[int] = set()
        self.all_in = False
        self.box.light_all("OFF", now)
        self.box.say("ready")
        self.box.say("seat_check")
        self.box.timers.set("seat_check", self.box.after_voice(self.timing.seat_check_repeat_seconds), now)

    @property
    def timing(self):
        return self.box.setup.timing

    @property
    def missing(self) -> list[int]:
        return [s for s in range(1, self.box.setup.seats + 1) if s not in self.pressed]

    def on_press(self, e: SeatPressed) -> None:
        if e.seat in self.pressed or e.seat > self.box.setup.seats:
            return self.box.ignored(e, "already answered")
        self.pressed.add(e.seat)
        self.box.light(e.seat, "PRESENT")
        if not self.missing:
            self.all_in = True
            self.box.timers.cancel("seat_check")
            self.box.say("seats_ok")
            if not self.box.setup.confirm_start:
                self.start_game()

    def confirm(self) -> bool:
        """The host button confirms the start; only once every seat has answered."""
        if not self.all_in:
            self.box.say("seats_missing", seats=self.missing)
            return True
        self.start_game()
        return True

    def on_timer(self, name: str, at: float) -> None:
        if name == "seat_check":
            self.box.say("seats_missing", seats=self.missing)
            self.box.timers.set(name, self.box.after_voice(self.timing.seat_check_repeat_seconds), at)

    def start_game(self) -> None:
        self.box.light_all("OFF")
        if self.box.setup.cards == "dealt":
            self.box.game = self.box.engine_factory(self.box.setup, None)
            self.box.set_stage(Deal(self.box))
        else:
            self.box.set_stage(NightZero(self.box))

    def resume_prompt(self, now: float) -> None:
        self.box.say("seat_check")

    def view(self) -> dict[str, Any]:
        return {"stage": self.name, "pressed": sorted(self.pressed), "all_in": self.all_in}


class Deal(Stage):
    """The box dealt: seat by seat, «посмотрите на свою лампу», the role on that seat's light
    (the same length for every role)."""

    name = "deal"
    holds_flow = True  # a foul given while dealing must not move the box on

    def enter(self, now: float) -> None:
        self.box.say("deal_intro")
        self.next_seat = 1
        self.box.timers.set("deal", self.box.after_voice(0.5), now)

    def on_timer(self, name: str, at: float) -> None:
        if name != "deal":
            return super().on_timer(name, at)
        if self.next_seat > self.box.setup.seats:
            self.box.set_stage(NightZero(self.box))
            return
        seat = self.next_seat
        self.next_seat += 1
        end = self.box.say("deal_look", seat=seat)
        role = self.box.game.seat_view(seat)["role"]
        duration = self.box.out.board.reveal_role(seat, role, end)
        self.box.timers.set("deal", end - at + duration + 0.5, at)

    def on_press(self, e: SeatPressed) -> None:
        self.box.ignored(e, "dealing")

    def view(self) -> dict[str, Any]:
        return {"stage": self.name, "seat": self.next_seat - 1}


class NightZero(Stage):
    """Night 0: registration (physical cards), the mafia's minute, the Don and the Sheriff."""

    name = "night0"
    holds_flow = True  # the night runs its own fixed steps, whatever the host does

    def enter(self, now: float) -> None:
        self.roles: dict[int, str] = {}
        self.pressed: list[int] = []
        self.step = ""
        self.box.mask(True)
        self.box.say("night_falls")
        if self.box.setup.cards == "physical":
            self.register("mafia", "mafia_wakes_register")
        else:
            self.agree()

    # -- registration ----------------------------------------------------------------------
    def register(self, step: str, phrase: str) -> None:
        self.step = step
        self.pressed = []
        self.box.say(phrase)
        self.box.timers.set("register", self.box.after_voice(self.box.setup.timing.register_seconds), self.box.now)

    def on_press(self, e: SeatPressed) -> None:
        if self.step in ("mafia", "don", "sheriff") and e.seat not in self.pressed:
            self.pressed.append(e.seat)
        else:
            self.box.ignored(e, "not a registration step")

    def on_timer(self, name: str, at: float) -> None:
        if name == "register":
            self.registered()
        elif name == "agree":
            self.box.say("mafia_sleeps")
            if self.box.setup.cards == "physical":
                self.register("don", "don_wakes_register")
            else:
                self.finish()
        elif name == "night0_end":
            self.box.mask(False)
            from pihost.host.flow import begin_game

            begin_game(self.box)
        else:
            super().on_timer(name, at)

    def registered(self) -> None:
        seats = self.pressed
        black = [s for s, r in self.roles.items() if r in ("mafia", "don")]
        if self.step == "mafia":
            expected = black_count(self.box.setup)
            if len(seats) != expected:
                self.box.say("mafia_count_wrong", count=len(seats), expected=expected)
                return self.register("mafia", "mafia_wakes_register")
            self.roles = {s: "mafia" for s in seats}
            self.agree()
        elif self.step == "don":
            if len(seats) != 1 or seats[0] not in black:
                self.box.say("register_wrong")
                return self.register("don", "don_wakes_register")
            self.roles[seats[0]] = "don"
            self.box.say("don_sleeps")
            self.register("sheriff", "sheriff_wakes_register")
        elif self.step == "sheriff":
            if len(seats) != 1 or seats[0] in self.roles:
                self.box.say("register_wrong")
                return self.register("sheriff", "sheriff_wakes_register")
            self.roles[seats[0]] = "sheriff"
            self.box.say("sheriff_sleeps")
            self.finish()

    def agree(self) -> None:
        self.step = "agree"
        self.pressed = []
        seconds = self.box.setup.timing.mafia_agree_seconds
        self.box.say("mafia_agree", seconds=int(seconds))
        self.box.timers.set("agree", self.box.after_voice(seconds), self.box.now)

    def finish(self) -> None:
        self.step = "done"
        if self.box.game is None:
            seats = range(1, self.box.setup.seats + 1)
            roles = {s: self.roles.get(s, "citizen") for s in seats}
            self.box.game = self.box.engine_factory(self.box.setup, roles)
        self.box.timers.set("night0_end", self.box.after_voice(self.box.setup.timing.after_night0_seconds), self.box.now)

    def resume_prompt(self, now: float) -> None:
        self.box.mask(True)
        phrase = {"mafia": "mafia_wakes_register", "don": "don_wakes_register",
                  "sheriff": "sheriff_wakes_register"}.get(self.step)
        if phrase:
            self.register(self.step, phrase)

    def view(self) -> dict[str, Any]:
        return {"stage": self.name, "step": self.step}
