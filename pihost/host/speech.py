"""A speech, a justification (tie) or a last word: one seat, one timer, one light, and — in a
day speech, where the engine's window takes nominations — the microphone.

«Слово игроку номер 3» → the seat's light is the timer (blinks the last 10 s) → «Я выставляю
игрока номер 10» → «10 принято» (or the reason it is refused) → «спасибо» and a second of
silence, the seat's button, or «Время» ends it.
"""

from __future__ import annotations

from typing import Any

from engine import Act, Ask, Input, Timeout, Window
from pihost.events import Heard, SeatPressed, VoiceActivity
from pihost.host.stage import Apply, BoxAPI, Outcomes, Stage

#: the phrase that opens each kind of window with one speaker
OPENERS = {"speech": "speech", "justify": "justify_speech", "last_word": "last_word"}


class SpeechStage(Stage):
    """A window in which one seat speaks until he ends it, or his time is up."""

    name = "speech"
    keeps_on_undo = True
    #: a press of his own button this soon after his speech began is not its end (he was
    #: still hearing «Слово игроку…»; a bounce; issue 13)
    FIRST_SECOND = 1.0

    def __init__(self, window: Window, ask: Ask) -> None:
        self.window, self.ask = window, ask
        self.kind = window.kind
        self.seat = window.seats[0]
        self.seconds = float(window.seconds or 60)
        self.end_pending = False
        self.heard = 0          # utterances heard from the speaker in this speech
        self.fouls_given = 0    # host fouls given during it
        self.started_at = 0.0
        self.warned = False     # the last ten seconds are on
        self.left = 0.0         # the time it had when it ended (for an undo)

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        phrase = OPENERS.get(self.kind, "speech")
        if phrase == "speech":
            box.say(phrase, seat=self.seat)
        else:
            box.say(phrase, seat=self.seat, seconds=int(self.seconds))
        self.start_timers(box, now)
        return None

    def start_timers(self, box: BoxAPI, now: float) -> None:
        warn = box.setup.timing.warn_before_end_seconds
        self.started_at = box.voice_free_at
        box.light(self.seat, "SPEAKING", at=self.started_at)
        box.timers.set("speech_end", box.after_voice(self.seconds), now)
        if self.seconds > warn + 1:
            box.timers.set("speech_warn", box.after_voice(self.seconds - warn), now)
        box.listen(self.context(box))

    def context(self, box: BoxAPI) -> Any:
        from pihost.listen import ListenContext

        assert box.game is not None
        view = box.game.public_view()
        return ListenContext(
            speaker=self.seat,
            alive=tuple(view["alive"]) if self.ask.nominate else (),
            nominated=tuple(view.get("nominees") or ()),
            lang=box.setup.language,
            seats=box.setup.seats,
        )

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        if e.seat != self.seat:
            box.ignored(e, "not the speaker")
            return None
        if e.at < self.started_at + self.FIRST_SECOND:
            box.ignored(e, "the speech has only just begun")
            return None
        return self.end(box)

    def on_heard(self, box: BoxAPI, e: Heard | VoiceActivity) -> Outcomes:
        if isinstance(e, VoiceActivity):
            if self.end_pending:  # «спасибо, что...»: he goes on talking
                self.end_pending = False
                box.timers.cancel("speech_silence")
            return None
        from pihost.listen import match_intent

        self.heard += 1
        intent = match_intent(e.text, self.context(box))
        box.public_log(f"{box.now:8.1f}  heard seat {self.seat}: {e.text!r} → {intent.kind}")
        if intent.kind == "end_speech":
            self.end_pending = True
            box.timers.set("speech_silence", box.setup.timing.end_silence_seconds, e.at)
            return None
        self.end_pending = False
        box.timers.cancel("speech_silence")
        if intent.kind == "nominate" and self.ask.nominate and intent.target is not None:
            return self.nominate(intent.target)
        if intent.kind == "none" and self.ask.nominate:
            # the box answers only what was clearly meant as a nomination: a seat that is not
            # at the table, or an attempt whose seat it did not catch (issue 15)
            if intent.reason == "no such seat":
                if intent.target and 1 <= intent.target <= 25:
                    box.say("seat_not_in_game", seat=intent.target)
                else:
                    box.say("no_such_seat")
            elif intent.attempt:
                box.say("not_understood")
        return None

    def nominate(self, target: int) -> Outcomes:
        return Apply(Act(self.seat, "nominate", target=target))

    def refused(self, box: BoxAPI, inp: Input, err: Exception) -> Outcomes:
        from pihost.host.announce import refuse

        refuse(box, err, getattr(inp, "target", None))
        return None

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name == "speech_warn":
            box.say("ten_seconds")
            self.warned = True
            box.light(self.seat, "LAST_TEN", at=at)
        elif name == "speech_silence":
            return self.end(box)
        elif name == "speech_end":
            box.say("time_up")
            self.leave(box)
            return Apply(Timeout())
        else:
            return super().on_timer(box, name, at)
        return None

    def end(self, box: BoxAPI) -> Outcomes:
        self.leave(box)
        return Apply(Act(self.seat, self.ask.action))

    def leave(self, box: BoxAPI) -> None:
        left = box.timers.remaining("speech_end", box.now)
        if left is not None:
            self.left = left
        box.timers.cancel("speech_end", "speech_warn", "speech_silence")
        box.light(self.seat, "OFF")
        box.listen(None)

    def skip(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("timer_skipped")
        box.timers.cancel("speech_end")
        return self.on_timer(box, "speech_end", now)

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("resumed_game")
        if box.timers.remaining("speech_end", now) is not None:
            box.light(self.seat, "SPEAKING", at=now)
            box.listen(self.context(box))
        return None

    def time_left(self, box: BoxAPI) -> float | None:
        left = box.timers.remaining("speech_end", box.now)
        return self.left if left is None else left

    def restore(self, box: BoxAPI, left: float) -> None:
        """Back to this speech by an undo: the minute as it stood when the undone input came
        (an undone «Время» gives the last ten seconds, not nothing)."""
        warn = box.setup.timing.warn_before_end_seconds
        left = max(left, warn)
        box.timers.set("speech_end", box.after_voice(left), box.now)
        box.timers.cancel("speech_warn")
        self.warned = left <= warn + 1
        if not self.warned:
            box.timers.set("speech_warn", box.after_voice(left - warn), box.now)
        box.light(self.seat, "LAST_TEN" if self.warned else "SPEAKING", at=box.voice_free_at)

    def relight(self, box: BoxAPI, seat: int, at: float) -> None:
        if seat == self.seat and box.timers.active("speech_end"):
            box.light(self.seat, "LAST_TEN" if self.warned else "SPEAKING", at=at)

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.kind, "seat": self.seat, "seconds": self.seconds,
                "left": box.timers.remaining("speech_end", box.now)}
