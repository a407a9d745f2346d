"""The night: three steps of exactly the same length whatever happens in them.

Each step — the mafia's shot, the Don's check, the Sheriff's check — runs the same script: the
wake phrase, the seat numbers called at a steady pace, a fixed slot for the secret answer (shown
on the asking seat's light only, the same length for yes and no), the sleep phrase, and the
step's end. A dead Don or Sheriff changes nothing the table can hear or time. What the engine
says at night is kept until morning; nothing secret is ever spoken.
"""

from __future__ import annotations

from typing import Any

from engine import EngineError
from pihost.events import SeatPressed
from pihost.host.box import Box, Stage
from pihost.host.day import NumberCalls
from pihost.host.flow import announce, events_json, sync

STEPS = (
    ("shoot", "mafia_hunts", "mafia_sleeps"),
    ("don_check", "don_wakes_check", "don_sleeps"),
    ("sheriff_check", "sheriff_wakes_check", "sheriff_sleeps"),
)
REPLY_SLOT_SECONDS = 3.0
GAP_SECONDS = 0.5


def step_plan(box: Box) -> dict[str, float]:
    """Offsets (seconds from a step's start) that every step of every night uses.

    They depend only on the voice pack and the timing set-up, never on who is alive or what
    anyone did: this is what makes nights impossible to time.
    """
    t, voice = box.setup.timing, box.out.voice
    lead = max(voice.duration(intro) for _, intro, _ in STEPS) + GAP_SECONDS
    sleep = max(voice.duration(s) for _, _, s in STEPS)
    calls_end = lead + box.setup.seats * t.number_call_seconds
    reply = calls_end + GAP_SECONDS
    sleep_at = reply + REPLY_SLOT_SECONDS + GAP_SECONDS
    length = max(t.night_step_seconds, sleep_at + sleep + GAP_SECONDS)
    return {"lead": lead, "reply": reply, "sleep": sleep_at, "length": length}


class NightStage(Stage):
    name = "night"
    holds_flow = True  # the night runs its own fixed steps; the day resumes after the last

    def enter(self, now: float) -> None:
        box = self.box
        self.plan = step_plan(box)
        self.kept: list[dict[str, Any]] = []   # engine events held until the morning
        self.secret: dict[str, Any] | None = None
        self.index = -1
        box.mask(True)
        box.light_all("OFF", now)
        box.say("night_falls")
        self.next_step(box.voice_free_at + GAP_SECONDS)

    @property
    def kind(self) -> str:
        return STEPS[self.index][0]

    def next_step(self, start: float) -> None:
        self.index += 1
        self.start = start
        self.secret = None
        self.pressed: set[int] = set()
        t = self.box.setup.timing
        self.calls = NumberCalls(start + self.plan["lead"], t.number_call_seconds,
                                 self.box.setup.seats, t.call_guard_seconds)
        self.next_call = 1
        self.box.timers.set("night_intro", start - self.box.now, self.box.now)

    def at(self, offset: float) -> float:
        return self.start + offset - self.box.now

    def on_timer(self, name: str, at: float) -> None:
        box = self.box
        if name == "night_intro":
            box.say(STEPS[self.index][1])
            box.timers.set("night_call", self.calls.start - at, at)
        elif name == "night_call":
            box.say("call_number", n=self.next_call)
            self.next_call += 1
            if self.next_call <= self.calls.seats:
                box.timers.set("night_call", self.calls.call_time(self.next_call) - at, at)
            else:
                box.timers.set("night_reply", self.at(self.plan["reply"]), at)
        elif name == "night_reply":
            if self.secret is not None:
                box.out.board.secret(self.secret["to"], bool(self.secret["answer"]), at)
            box.timers.set("night_sleep", self.at(self.plan["sleep"]), at)
        elif name == "night_sleep":
            box.say(STEPS[self.index][2])
            box.timers.set("night_step_end", self.at(self.plan["length"]), at)
        elif name == "night_step_end":
            self.end_step()
        else:
            super().on_timer(name, at)

    def window(self) -> dict[str, Any] | None:
        game = self.box.game
        if game.over:
            return None
        w = game.pending()[0]
        return w.to_json() if hasattr(w, "to_json") else w

    def on_press(self, e: SeatPressed) -> None:
        """A press is the number being called (a shot or a check); no answer of any kind."""
        self.pressed.add(e.seat)
        w = self.window()
        if w is None or w["kind"] != self.kind or e.seat not in w["seats"]:
            return self.box.ignored(e, "nobody acts from that seat now")
        n = self.calls.number_at(e.at)
        try:
            if self.kind == "shoot":
                events = self.box.game.act(e.seat, "shoot", target=n)  # None: between numbers
            elif n is not None:
                events = self.box.game.act(e.seat, "check", target=n)
            else:
                return self.box.ignored(e, "a check between numbers")
        except EngineError:
            # the engine's reason ("seat 5 may not check his own seat", "... a black seat")
            # would name a role: not even the debug log gets it
            return self.box.ignored(e, "a night press the rules refuse")
        self.keep(events)

    def keep(self, events: list[Any]) -> None:
        for ev in events_json(events):
            if ev["type"] == "secret":
                self.on_secret(ev)
            else:
                self.kept.append(ev)

    def on_secret(self, e: dict[str, Any]) -> None:
        self.secret = e  # shown at the step's fixed reply time, never earlier

    def end_step(self) -> None:
        w = self.window()
        if w is not None and w["kind"] == self.kind:
            self.keep(self.box.game.timeout())
        if self.index + 1 < len(STEPS) and not self.box.game.over:
            return self.next_step(self.box.now)
        self.morning()

    def morning(self) -> None:
        box = self.box
        box.mask(False)
        box.stage = Stage(box)  # between stages while the morning is announced
        announce(box, self.kept)
        sync(box)

    def skip(self, now: float) -> None:
        """Night steps are never cut short: that would tell the table something."""
        self.box.say("error_window_closed")

    def resume_prompt(self, now: float) -> None:
        self.box.mask(True)

    def view(self) -> dict[str, Any]:
        return {"stage": self.name, "step": self.kind, "step_start": self.start,
                "calls_start": self.calls.start, "pace": self.calls.pace,
                "called": self.next_call - 1}
