"""The best move: the first-night victim names up to the rule set's number of seats by pressing
as the box calls the numbers (004 «լավագույն քայլ»), or by tapping them on his phone's seat grid
(:class:`~pihost.events.SeatChose`); the box calls every number either way.
"""

from __future__ import annotations

from typing import Any

from engine import Act, Ask, Input, Timeout, Window
from pihost.events import SeatChose, SeatPressed
from pihost.host.calls import Calls
from pihost.host.stage import Apply, BoxAPI, Outcomes, Stage


class PickStage(Stage):
    """Presses at the called numbers pick seats; at the last call the picks go to the engine."""

    name = "best_move"

    def __init__(self, window: Window, ask: Ask) -> None:
        self.window, self.ask = window, ask
        self.seat = window.seats[0]
        self.targets: list[int] = []

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        t = box.setup.timing
        box.say("best_move_prompt", seat=self.seat)
        start = box.voice_free_at + 0.5
        self.calls = Calls.numbers(start, t.number_call_seconds, box.setup.seats,
                                   t.call_guard_seconds)
        box.timers.set("call", start - now, now)
        return None

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        if name != "call":
            return super().on_timer(box, name, at)
        i = self.calls.next_index
        if i >= self.calls.count:
            return self.finish()
        heard = max(at, box.voice_free_at)  # the number sounds when the voice is free
        self.calls.called(i, heard)
        phrase, params, _ = self.calls.slots[i]
        box.say(phrase, **params)
        # the next number (or the end of the last one's slot) a whole pace after it sounded
        box.timers.set("call", heard - at + self.calls.pace, at)
        return None

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        meaning = self.calls.credit(e.at)
        return self.pick(box, e, meaning[1] if meaning is not None else None)

    def on_choose(self, box: BoxAPI, e: SeatChose) -> Outcomes:
        """A seat tapped on the victim's phone: one more pick, whatever number is called."""
        return self.pick(box, e, e.target if 1 <= e.target <= box.setup.seats else None)

    def pick(self, box: BoxAPI, e: SeatPressed | SeatChose, n: int | None) -> Outcomes:
        if e.seat != self.seat or n is None or n in self.targets \
                or len(self.targets) >= self.ask.max_targets:
            box.ignored(e, "not a best-move press")
            return None
        self.targets.append(n)
        box.light(self.seat, "NOMINATED", at=e.at)
        return None

    def finish(self) -> Outcomes:
        if self.targets:
            return Apply(Act(self.seat, "best_move", targets=tuple(self.targets)))
        return Apply(Timeout())

    def refused(self, box: BoxAPI, inp: Input, err: Exception) -> Outcomes:
        from pihost.host.announce import refuse

        refuse(box, err)  # the rules refuse these seats: no best move, said why
        return Apply(Timeout())

    def leave(self, box: BoxAPI) -> None:
        box.timers.cancel("call")

    def skip(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("timer_skipped")
        box.timers.cancel("call")
        return self.finish()

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        box.say("resumed_game")
        self.targets.clear()
        return self.enter(box, now)

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.name, "seat": self.seat, "called": len(self.calls.heard),
                "calls_start": self.calls.start, "pace": self.calls.pace}
