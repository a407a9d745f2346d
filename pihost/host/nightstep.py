"""A night step: every step of the deck runs the same script of exactly the same length,
whatever happens in it — the wake phrase, the seat numbers called at a steady pace, a fixed slot
for a secret answer (shown on the asking seat's light only, the same length for every answer),
the sleep phrase, the step's end. A dead actor changes nothing the table can hear or time; a
step of a role the deck does not hold does not exist. What the engine says at night is kept by
the box until morning; nothing secret is ever spoken.

A press means the number the table heard last (:mod:`pihost.host.calls`); at a big table a
seat is named by two presses, at its tens and at its units digit. In a step whose act may be
spoiled (the mafia's shot) a press between numbers is a spoiled act; in any other step it is
refused on the presser's own light, as is any press the rules refuse (same patient two nights
running, the Courtesan's client's own step...): the refused reply, as long as every other.

A phone names its seat on a grid instead (:class:`~pihost.events.SeatChose`): taken from the
wake phrase to the sleep phrase, whatever number is being called; the step keeps its length
and the box still calls the numbers for the seats on buttons.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import Act, Ask, Input, Timeout, Window
from pihost.events import SeatChose, SeatPressed
from pihost.host.calls import Calls, SeatByDigits
from pihost.host.stage import Apply, BoxAPI, Outcomes, Stage

REPLY_SLOT_SECONDS = 3.0
GAP_SECONDS = 0.5
#: a player hears his number and presses within this long (a pace must leave him the time)
REACTION_SECONDS = 0.4


def pace_problem(voice: object, setup: object) -> str | None:
    """Why the night's calling pace is too short for this voice and table, or None: every call
    («двадцать четыре», «вторая цифра») must be said and leave a player ``REACTION_SECONDS``
    to press before the next one begins.

    >>> from pihost.voice import FakeVoice, load_pack
    >>> from pihost.host.setup import GameSetup, Timing
    >>> pace_problem(FakeVoice(load_pack("ru")), GameSetup(timing=Timing(number_call_seconds=0.5)))
    'timing.number_call_seconds is 0.5 s, but «Четыре.» takes 0.7 s to say: at least 1.1 s (with 0.4 s to react)'
    """
    t = setup.timing  # type: ignore[attr-defined]
    calls = Calls.for_table(0.0, t.number_call_seconds, setup.seats,  # type: ignore[attr-defined]
                            t.call_guard_seconds, t.digit_calls_from)
    worst, text, said = 0.0, "", 0.0
    for phrase, params, meaning in calls.slots:
        d = voice.duration(phrase, **params)  # type: ignore[attr-defined]
        # a number must leave the time to react; an announcement («Вторая цифра») only to end
        need = d if meaning[0] == "intro" else d + REACTION_SECONDS
        if need > worst:
            worst, said = need, d
            text = voice.text(phrase, **params)  # type: ignore[attr-defined]
    if t.number_call_seconds + 1e-6 < worst:
        return (f"timing.number_call_seconds is {t.number_call_seconds:g} s, but «{text}» takes "
                f"{said:.1f} s to say: at least {worst:.1f} s (with {REACTION_SECONDS:g} s to "
                "react)")
    return None


@dataclass(frozen=True)
class NightPlan:
    """Offsets (seconds from a step's start) that every step of every night of one game uses.
    They depend only on the rule book's steps, the voice pack and the timings, never on who is
    alive or what anyone did: this is what makes nights impossible to time."""

    lead: float       # the wake phrase: the first number is called this long after the start
    pace: float       # seconds between calls
    seats: int        # the table's seats
    calls: int        # how many calls a step makes (the seats, or digits at a big table)
    digits: bool      # seats are called by their digits
    reply: float      # the secret answer's slot
    sleep: float      # the sleep phrase
    length: float     # the whole step

    @classmethod
    def make(cls, book: Any, voice: Any, setup: Any) -> NightPlan:
        t = setup.timing
        ids = [book.voice_id(s.kind) for s in book.steps]
        lead = max([voice.duration("step_wakes", wake=i) for i in ids] or [0.0]) + GAP_SECONDS
        sleep = max([voice.duration("step_sleeps", sleep=i) for i in ids] or [0.0])
        calls = Calls.for_table(0.0, t.number_call_seconds, setup.seats, t.call_guard_seconds,
                                t.digit_calls_from)
        digits = calls.slots[0][2][0] == "intro"
        calls_end = lead + calls.count * t.number_call_seconds
        reply = calls_end + GAP_SECONDS
        sleep_at = reply + REPLY_SLOT_SECONDS + GAP_SECONDS
        length = max(t.night_step_seconds, sleep_at + sleep + GAP_SECONDS)
        return cls(lead, t.number_call_seconds, setup.seats, calls.count, digits, reply,
                   sleep_at, length)

    def night_seconds(self, steps: int) -> float:
        """How long a night of ``steps`` steps lasts (from the first wake phrase)."""
        return steps * self.length


class NightStepStage(Stage):
    """One step of the night; the box makes one for each of the engine's night windows."""

    name = "night"
    secret = True

    def __init__(self, window: Window, ask: Ask) -> None:
        self.window, self.ask = window, ask
        self.kind = window.kind
        self.actors = window.seats          # the living actors (none: the role is dead)
        self.answer: tuple[int, str] | None = None
        self.pressed: set[int] = set()
        self.by_digits: dict[int, SeatByDigits] = {}  # presses of a seat named by its digits
        self.start = 0.0
        self.planned = 0.0  # where the step's timeline stands (box time of its last event)
        self.awake = False  # from the wake phrase to the sleep phrase: a chosen seat counts

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        self.plan: NightPlan = box.night_plan()
        self.voice_id = box.book.voice_id(self.kind)
        start = now
        if box.book.steps[0].kind == self.kind:  # the night's first step: nightfall
            box.mask(True)
            box.light_all("OFF", now)
            box.say("night_falls")
            start = box.voice_free_at + GAP_SECONDS
        self.start = start
        t = box.setup.timing
        self.calls = Calls.for_table(start + self.plan.lead, self.plan.pace, self.plan.seats,
                                     t.call_guard_seconds, t.digit_calls_from)
        box.timers.set("night_wake", start - now, now)
        return None

    def _next(self, box: BoxAPI, name: str, offset: float, at: float) -> None:
        """Set the timeline's next timer ``offset`` seconds into the step: relative to the
        timer that just ran, so a pause moves the rest of the step with it."""
        delay = offset - self.planned
        self.planned = offset
        box.timers.set(name, delay, at)

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name == "night_wake":
            self.planned = 0.0
            self.awake = True
            box.say("step_wakes", wake=self.voice_id)
            self._next(box, "night_call", self.plan.lead, at)
        elif name == "night_call":
            i = self.calls.next_index
            self.calls.called(i, max(at, box.voice_free_at))
            phrase, params, _ = self.calls.slots[i]
            box.say(phrase, **params)
            if i + 1 < self.calls.count:
                self._next(box, "night_call", self.plan.lead + (i + 1) * self.plan.pace, at)
            else:
                self._next(box, "night_reply", self.plan.reply, at)
        elif name == "night_reply":
            if self.answer is not None:
                box.reply(self.answer[0], self.answer[1], at)
            self._next(box, "night_sleep", self.plan.sleep, at)
        elif name == "night_sleep":
            self.awake = False
            box.say("step_sleeps", sleep=self.voice_id)
            self._next(box, "night_end", self.plan.length, at)
        elif name == "night_end":
            return Apply(Timeout())
        else:
            return super().on_timer(box, name, at)
        return None

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        """A press is the number being called; no answer but on the presser's own light."""
        self.pressed.add(e.seat)
        if e.seat not in self.actors:
            box.ignored(e, "nobody acts from that seat now")
            return None
        meaning = self.calls.credit(e.at)
        if self.plan.digits:
            done, n = self.by_digits.setdefault(e.seat, SeatByDigits()).press(
                meaning, self.plan.seats)
            if not done:
                return None  # the tens digit: the units digit names the seat
            del self.by_digits[e.seat]
        else:
            n = meaning[1] if meaning is not None else None
        if n is None and not self.ask.spoils:
            box.reply(e.seat, "refused", e.at)
            box.ignored(e, "a night press the rules refuse")
            return None
        return Apply(Act(e.seat, self.ask.action, target=n))

    def on_choose(self, box: BoxAPI, e: SeatChose) -> Outcomes:
        """A seat tapped on a phone's grid: the step's act on that seat, the same as pressing
        at its number; outside the step's waking time it is refused on the seat's own page."""
        self.pressed.add(e.seat)
        if e.seat not in self.actors:
            box.ignored(e, "nobody acts from that seat now")
            return None
        self.by_digits.pop(e.seat, None)  # a half-named seat (its tens digit) is dropped
        if not self.awake:
            box.reply(e.seat, "refused", e.at)
            box.ignored(e, "a chosen seat outside the step's waking time")
            return None
        return Apply(Act(e.seat, self.ask.action, target=e.target))

    def refused(self, box: BoxAPI, inp: Input, err: Exception) -> Outcomes:
        # the engine's reason ("seat 5 may not check his own seat") would name a role: the
        # presser's light says "refused", and not even the debug log gets the reason
        seat = getattr(inp, "seat", None)
        if seat is not None:
            box.reply(seat, "refused", box.now)
        box.ignored(None, "a night press the rules refuse")
        return None

    def secret_answer(self, box: BoxAPI, e: Any) -> None:
        """A check's answer: shown at the step's fixed reply time, never earlier."""
        reply = "away" if getattr(e, "reply", "") == "away" else "yes" if e.answer else "no"
        self.answer = (e.to, reply)

    def skip(self, box: BoxAPI, now: float) -> Outcomes:
        """Night steps are never cut short: that would tell the table something."""
        box.say("timer_not_skipped")
        return None

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.mask(True)
        return None

    def view(self, box: BoxAPI) -> dict[str, Any]:
        # the public part only: which step it is and who acts in it are secret
        return {"stage": self.name, "step_start": self.start, "calls_start": self.calls.start,
                "pace": self.calls.pace, "called": len(self.calls.heard)}

    def secret_view(self) -> dict[str, Any]:
        """For tests and the simulator's rehearsal only: the step and its actors."""
        return {"step": self.kind, "actors": list(self.actors)}

