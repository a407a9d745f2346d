"""«Кто за то, чтобы игрок номер N покинул стол?»: a press window; «Спасибо» closes it. The
all-leave vote works the same way: a press is a yes. Votes are public (hands on the table):
each voter's light comes on.
"""

from __future__ import annotations

from typing import Any

from engine import Act, AlreadyVoted, Ask, Input, Timeout, Window
from pihost.events import SeatPressed
from pihost.host.stage import Apply, BoxAPI, Outcomes, Stage


class VoteStage(Stage):
    """A press window for the engine's vote (or all-leave) window."""

    name = "vote"

    def __init__(self, window: Window, ask: Ask) -> None:
        self.window, self.ask = window, ask
        self.kind = window.kind
        self.voters: list[int] = []
        self.refused_seats: set[int] = set()
        self.opened_at = 0.0

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        if self.ask.target == "candidate":
            box.say("vote_for", seat=self.window.candidate)
        else:
            box.say("all_leave_question", seats=list(self.window.candidates))
        self.opened_at = box.voice_free_at
        box.timers.set("vote_close", box.after_voice(box.setup.timing.vote_window_seconds), now)
        return None

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        if self.ask.target == "candidate":
            return Apply(Act(e.seat, "vote", target=self.window.candidate))
        return Apply(Act(e.seat, "vote", yes=True))

    def accepted(self, box: BoxAPI, seat: int) -> None:
        """The box tells a vote stage which of its presses the engine took."""
        self.voters.append(seat)
        box.light(seat, "VOTED")

    def refused(self, box: BoxAPI, inp: Input, err: Exception) -> Outcomes:
        seat = getattr(inp, "seat", 0)
        if seat not in self.refused_seats and isinstance(err, AlreadyVoted):
            box.say("vote_refused", seat=seat)
        self.refused_seats.add(seat)
        box.public_log(f"{box.now:8.1f}  vote refused: {err}")
        return None

    def leave(self, box: BoxAPI) -> None:
        box.timers.cancel("vote_close")
        box.say("thanks")
        for s in self.voters:
            box.light(s, "OFF")

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name != "vote_close":
            return super().on_timer(box, name, at)
        return Apply(Timeout())

    def skip(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("timer_skipped")
        box.timers.cancel("vote_close")
        return Apply(Timeout())

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("resumed_game")
        return self.enter(box, now)

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.kind, "candidate": self.window.candidate,
                "candidates": list(self.window.candidates), "voters": list(self.voters)}
