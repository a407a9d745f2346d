"""The day at the table: speeches (with nominations heard by voice), votes by presses, the best
move by presses while the box calls the numbers.

A speech: «Слово игроку номер 3» → the seat's light is the timer (blinks the last 10 s) → «Я
выставляю игрока номер 10» → «10 принято» (or the reason it is refused) → «спасибо» and a second
of silence, the seat's button, or «Время» ends it.
"""

from __future__ import annotations

from typing import Any

from engine import EngineError
from pihost.events import Event, SeatPressed
from pihost.host.box import Box, Stage
from pihost.host.flow import announce, apply, events_json, sync

# Engine refusals of a nomination → what the table hears (phrase id, params from the target).
NOMINATION_REFUSALS = {
    "AlreadyNominated": "nominee_taken",
    "NominatedTwice": "already_nominated",
    "SeatDead": "seat_not_in_game",
    "NoSuchSeat": "seat_not_in_game",
    "SelfNomination": "cannot_nominate_self",
    "MutedNomination": "muted_cannot_nominate",
}


def refuse(box: Box, err: Exception, target: int | None = None) -> None:
    """Answer a refused input aloud, with its reason."""
    phrase = NOMINATION_REFUSALS.get(type(err).__name__, "error_window_closed")
    if phrase in ("nominee_taken", "seat_not_in_game") and target is not None:
        box.say(phrase, seat=target)
    else:
        box.say(phrase)
    box.public_log(f"{box.now:8.1f}  refused: {err}")


class SpeechStage(Stage):
    """A speech, a justification (tie) or a last word: one seat, one timer, one light."""

    name = "speech"

    def __init__(self, box: Box, window: dict[str, Any]) -> None:
        super().__init__(box)
        self.window = window
        self.kind = window["kind"]
        self.seat = window["seats"][0]
        self.seconds = float(window["seconds"] or 60)
        self.end_pending = False
        self.heard = 0          # utterances heard from the speaker in this speech
        self.fouls_given = 0    # host fouls given during it
        self.started_at = box.now

    def enter(self, now: float) -> None:
        box = self.box
        if self.kind == "speech":
            box.say("speech", seat=self.seat)
        elif self.kind == "justify":
            box.say("justify_speech", seat=self.seat, seconds=int(self.seconds))
        else:
            box.say("last_word", seat=self.seat, seconds=int(self.seconds))
        self.start_timers(now)

    def start_timers(self, now: float) -> None:
        box, warn = self.box, self.box.setup.timing.warn_before_end_seconds
        self.started_at = box.voice_free_at
        box.light(self.seat, "SPEAKING", at=self.started_at)
        box.timers.set("speech_end", box.after_voice(self.seconds), now)
        if self.seconds > warn + 1:
            box.timers.set("speech_warn", box.after_voice(self.seconds - warn), now)
        box.listen(self.context())

    def context(self) -> Any:
        from pihost.listen import ListenContext

        view = self.box.game.public_view()
        nominating = self.kind == "speech"
        return ListenContext(
            speaker=self.seat,
            alive=tuple(view["alive"]) if nominating else (),
            nominated=tuple(view.get("nominees") or ()),
            lang=self.box.setup.language,
        )

    def on_press(self, e: SeatPressed) -> None:
        if e.seat != self.seat:
            return self.box.ignored(e, "not the speaker")
        self.end("button")

    def on_heard(self, e: Event) -> None:
        if e.type == "voice_activity":
            if self.end_pending:  # «спасибо, что...»: he goes on talking
                self.end_pending = False
                self.box.timers.cancel("speech_silence")
            return
        from pihost.listen import match_intent

        self.heard += 1
        intent = match_intent(e.text, self.context())
        self.box.public_log(f"{self.box.now:8.1f}  heard seat {self.seat}: {e.text!r} → {intent.kind}")
        if intent.kind == "end_speech":
            self.end_pending = True
            self.box.timers.set("speech_silence", self.box.setup.timing.end_silence_seconds, e.at)
            return
        self.end_pending = False
        self.box.timers.cancel("speech_silence")
        if intent.kind == "nominate" and self.kind == "speech":
            self.nominate(intent.target)
        elif intent.kind == "none" and getattr(intent, "reason", None) not in (None, "negation"):
            self.box.say("not_understood")

    def nominate(self, target: int) -> None:
        try:
            apply(self.box, "act", self.seat, "nominate", target=target)
        except EngineError as err:
            refuse(self.box, err, target)

    def on_timer(self, name: str, at: float) -> None:
        if name == "speech_warn":
            self.box.say("ten_seconds")
            self.box.light(self.seat, "LAST_TEN", at=at)
        elif name == "speech_silence":
            self.end("thanks")
        elif name == "speech_end":
            self.box.say("time_up")
            self.leave()
            apply(self.box, "timeout")
        else:
            super().on_timer(name, at)

    def end(self, how: str) -> None:
        self.leave()
        action = "end_last_word" if self.kind == "last_word" else "end_speech"
        try:
            apply(self.box, "act", self.seat, action)
        except EngineError as err:  # should not happen: say so, and take up the window again
            refuse(self.box, err)
            self.box.window_key = None
            sync(self.box)

    def leave(self) -> None:
        self.box.timers.cancel("speech_end", "speech_warn", "speech_silence")
        self.box.light(self.seat, "OFF")
        self.box.listen(None)

    def skip(self, now: float) -> None:
        self.box.timers.cancel("speech_end")
        self.on_timer("speech_end", now)

    def resume_prompt(self, now: float) -> None:
        self.box.say("resumed_game")
        remaining = self.box.timers.remaining("speech_end", now)
        if remaining is not None:
            self.box.light(self.seat, "SPEAKING", at=now)
            self.box.listen(self.context())

    def view(self) -> dict[str, Any]:
        return {"stage": self.kind, "seat": self.seat, "seconds": self.seconds,
                "left": self.box.timers.remaining("speech_end", self.box.now)}


class VoteStage(Stage):
    """«Кто за то, чтобы игрок номер N покинул стол?»: a press window; «Спасибо» closes it.
    The all-leave vote works the same way: a press is a yes."""

    name = "vote"

    def __init__(self, box: Box, window: dict[str, Any]) -> None:
        super().__init__(box)
        self.window = window
        self.kind = window["kind"]
        self.voters: list[int] = []
        self.refused: set[int] = set()
        self.opened_at = box.now

    def enter(self, now: float) -> None:
        box = self.box
        if self.kind == "vote":
            box.say("vote_for", seat=self.window["candidate"])
        else:
            box.say("all_leave_question", seats=list(self.window.get("candidates", ())))
        self.opened_at = box.voice_free_at
        box.timers.set("vote_close", box.after_voice(box.setup.timing.vote_window_seconds), now)

    def on_press(self, e: SeatPressed) -> None:
        kw = {"target": self.window["candidate"]} if self.kind == "vote" else {"yes": True}
        try:
            events = events_json(self.box.game.act(e.seat, "vote", **kw))
        except EngineError as err:
            if e.seat not in self.refused and type(err).__name__ == "AlreadyVoted":
                self.box.say("vote_refused", seat=e.seat)
            self.refused.add(e.seat)
            return self.box.ignored(e, str(err))
        self.voters.append(e.seat)
        self.box.light(e.seat, "VOTED")
        if any(ev["type"] not in ("vote_cast", "all_leave_answer") for ev in events):
            self.close()  # everyone has voted: the window closed by itself
        announce(self.box, events)
        sync(self.box)

    def close(self) -> None:
        self.box.timers.cancel("vote_close")
        self.box.say("thanks")
        for s in self.voters:
            self.box.light(s, "OFF")

    def on_timer(self, name: str, at: float) -> None:
        if name != "vote_close":
            return super().on_timer(name, at)
        self.close()
        apply(self.box, "timeout")

    def skip(self, now: float) -> None:
        self.box.timers.cancel("vote_close")
        self.on_timer("vote_close", now)

    def resume_prompt(self, now: float) -> None:
        self.box.say("resumed_game")
        self.enter(now)

    def view(self) -> dict[str, Any]:
        return {"stage": self.kind, "candidate": self.window.get("candidate"),
                "candidates": list(self.window.get("candidates", ())), "voters": list(self.voters)}


class NumberCalls:
    """The box calls seat numbers 1..N at a steady pace from ``start``; a press belongs to the
    number being called, or to none when it comes before the first call, after the last slot,
    or within ``guard`` seconds of a call (between numbers).

    >>> c = NumberCalls(start=10.0, pace=1.5, seats=10, guard=0.15)
    >>> c.number_at(10.5), c.number_at(11.55), c.number_at(9.0), c.number_at(11.6)
    (1, None, None, 2)
    """

    def __init__(self, start: float, pace: float, seats: int, guard: float) -> None:
        self.start, self.pace, self.seats, self.guard = start, pace, seats, guard

    def call_time(self, n: int) -> float:
        return self.start + (n - 1) * self.pace

    @property
    def end(self) -> float:
        return self.start + self.seats * self.pace

    def number_at(self, t: float) -> int | None:
        if t < self.start or t >= self.end:
            return None
        n = int((t - self.start) // self.pace) + 1
        if t - self.call_time(n) < self.guard and n > 1:
            return None
        return n


class BestMoveStage(Stage):
    """The first-night victim names up to three seats by pressing as the box calls numbers."""

    name = "best_move"

    def __init__(self, box: Box, window: dict[str, Any]) -> None:
        super().__init__(box)
        self.seat = window["seats"][0]
        self.targets: list[int] = []

    def enter(self, now: float) -> None:
        box, t = self.box, self.box.setup.timing
        box.say("best_move_prompt", seat=self.seat)
        start = box.voice_free_at + 0.5
        self.calls = NumberCalls(start, t.number_call_seconds, box.setup.seats, t.call_guard_seconds)
        self.next_call = 1
        box.timers.set("call", start - now, now)

    def on_timer(self, name: str, at: float) -> None:
        if name != "call":
            return super().on_timer(name, at)
        if self.next_call > self.calls.seats:
            return self.finish()
        self.box.say("call_number", n=self.next_call)
        self.next_call += 1
        self.box.timers.set("call", self.calls.call_time(self.next_call) - at, at)

    def on_press(self, e: SeatPressed) -> None:
        n = self.calls.number_at(e.at)
        if e.seat != self.seat or n is None or n == self.seat or n in self.targets \
                or len(self.targets) >= 3:
            return self.box.ignored(e, "not a best-move press")
        self.targets.append(n)
        self.box.light(self.seat, "NOMINATED", at=e.at)

    def finish(self) -> None:
        if self.targets:
            try:
                apply(self.box, "act", self.seat, "best_move", targets=list(self.targets))
                return
            except EngineError as err:  # the rules refuse these seats: no best move, said why
                refuse(self.box, err)
        apply(self.box, "timeout")

    def skip(self, now: float) -> None:
        self.box.timers.cancel("call")
        self.finish()

    def resume_prompt(self, now: float) -> None:
        self.box.say("resumed_game")
        self.targets.clear()
        self.enter(now)

    def view(self) -> dict[str, Any]:
        called = self.next_call - 1
        return {"stage": self.name, "seat": self.seat, "called": called,
                "calls_start": self.calls.start, "pace": self.calls.pace}
