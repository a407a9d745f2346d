"""The host's controls, for the club member who keeps order.

One button (``host``): a short press pauses or resumes (and confirms the start after the seat
check); a long press opens a spoken menu — foul, disqualify, undo, skip timer, nominate — where
a short press moves to the next item and a long press chooses it; foul, disqualify and nominate
then take the next seat press. The first time the menu opens in a game, and after it has
closed by itself, it says how it works; when it closes by itself it says so. While it is open
the game's timers wait (the speaker's minute, a vote), so the host is not racing the clock.

With ``host.code`` set (S short, L long: e.g. ``SSL``), every action it takes is asked for the
code first («Код ведущего.»): the host presses it on the host button, and a wrong code cancels
the action («Неверный код»). Pause and the start's confirmation need no code (they change
nothing of the game). Boxes with more buttons (and the simulator's keys) send
``pause``, ``foul``, ``disqualify``, ``undo``, ``skip`` or ``nominate`` directly. Where the
rule set gives technical fouls, the menu ends with ``technical_foul`` (a key of that name too).

``nominate`` is the fallback when the box does not hear a nomination: during a speech, the
pressed seat is nominated by the speaker, with the same answer as a heard one («N принято» or
the reason it is refused).

At night the menu never takes a seat press away from the night step and says nothing: a long
press (or a menu key) is kept and the menu opens in the morning; only pause works at night.
"""

from __future__ import annotations

from typing import Any

from engine import Act, Host
from pihost.events import HostPressed, SeatPressed
from pihost.host.stage import Apply, Outcomes

ITEMS = ("foul", "disqualify", "undo", "skip", "nominate")
#: the actions that change the game: asked for the host code when one is set
GUARDED = frozenset(ITEMS) | {"technical_foul"}
#: the items that then take a seat press
SEAT_ITEMS = frozenset({"foul", "disqualify", "nominate", "technical_foul"})


class HostMenu:
    """The menu's state; the box asks it first for every host press."""

    def __init__(self) -> None:
        self.open = False
        self.index = 0
        self.action = ""          # a seat item chosen: the next seat press applies it
        self.after_night = ""     # "menu" or an item asked for at night, for the morning
        self.coding = ""          # an item waiting for the host code
        self.entered = ""         # the code pressed so far (S and L)
        self.explained = False    # the menu said how it works (this game)
        self.lost = False         # the menu last closed by itself: explain it again
        self.froze = False        # the menu paused the game's timers

    @property
    def wants_seat(self) -> bool:
        return bool(self.action)

    def items(self, box: Any) -> tuple[str, ...]:
        rules = box.game.rules if box.game is not None else None
        return ITEMS + ("technical_foul",) if rules and rules.technical_fouls_remove else ITEMS

    # -- presses ---------------------------------------------------------------------------
    def on_host(self, box: Any, e: HostPressed) -> Outcomes:
        at_night = box.stage.secret
        if self.coding and not at_night:
            return self.code_press(box, e)
        if e.button == "pause" or (e.button == "host" and not e.long and not self.open):
            if e.button == "host" and not box.paused and not at_night:
                confirm = getattr(box.stage, "confirm", None)
                if confirm is not None:
                    return confirm(box)
            return self.toggle_pause(box)
        if at_night:  # nothing is said and no seat press is taken: the menu waits for the day
            if e.button == "host" or e.button in self.items(box):
                self.after_night = "menu" if e.button == "host" else e.button
            box.ignored(e, "the host menu opens after the night")
            return None
        if e.button == "host":
            if not self.open:
                return self.show(box, 0)
            if e.long:
                return self.choose(box, self.items(box)[self.index])
            return self.show(box, (self.index + 1) % len(self.items(box)))
        if e.button in self.items(box):
            return self.choose(box, e.button)
        if e.button == "technical_foul":  # a key the rules give no use for: say so
            box.say("no_technical_fouls")
            return None
        box.ignored(e, f"unknown host button {e.button!r}")
        return None

    def morning(self, box: Any) -> Outcomes:
        """The night is over: open what the host asked for at night."""
        asked, self.after_night = self.after_night, ""
        if asked == "menu":
            return self.show(box, 0)
        if asked:
            return self.choose(box, asked)
        return None

    def show(self, box: Any, index: int) -> Outcomes:
        self.freeze(box)
        self.open, self.index, self.action = True, index, ""
        if not self.explained or self.lost:
            box.say("host_menu_help")
            self.explained, self.lost = True, False
        box.say("host_menu", item=self.items(box)[index])
        self.arm(box)
        return None

    def arm(self, box: Any) -> None:
        box.timers.set("menu", box.after_voice(box.setup.timing.host_menu_seconds), box.now,
                       free=True)

    def freeze(self, box: Any) -> None:
        """The game's timers wait while the host is in the menu (unless paused already)."""
        if not self.froze and not box.paused:
            box.timers.pause(box.now)
            self.froze = True

    def close(self, box: Any) -> None:
        self.open, self.action, self.coding, self.entered = False, "", "", ""
        box.timers.cancel("menu")
        if self.froze:
            self.froze = False
            if not box.paused:  # a pause the host asked for meanwhile goes on
                box.timers.resume(box.now)

    def on_timer(self, box: Any, name: str) -> Outcomes:
        self.close(box)
        self.lost = True
        box.say("menu_closed")
        return None

    def choose(self, box: Any, item: str) -> Outcomes:
        code = box.setup.host_code
        if code and item in GUARDED:
            self.freeze(box)
            self.open, self.action, self.coding, self.entered = True, "", item, ""
            box.say("host_code")
            self.arm(box)
            return None
        return self.do(box, item)

    def code_press(self, box: Any, e: HostPressed) -> Outcomes:
        """A press of the host code: all of it pressed, the action goes ahead or is cancelled."""
        if e.button != "host":
            box.ignored(e, "the host code is pressed on the host button")
            return None
        self.entered += "L" if e.long else "S"
        code = box.setup.host_code or ""
        if len(self.entered) < len(code):
            self.arm(box)
            return None
        item, right = self.coding, self.entered == code
        self.coding = self.entered = ""
        if not right:
            self.close(box)
            box.public_log(f"{box.now:8.1f}  host code wrong: {item} not done")
            box.say("wrong_code")
            return None
        return self.do(box, item)

    def do(self, box: Any, item: str) -> Outcomes:
        if item in SEAT_ITEMS:
            if box.game is None or box.game.over or item not in self.items(box) \
                    or (item == "nominate" and not _in_speech(box)):
                self.close(box)
                box.say("not_now")
                return None
            self.freeze(box)
            self.open, self.action = True, item
            box.say("choose_seat")
            self.arm(box)
            return None
        self.close(box)
        if item == "undo":
            return self.undo(box)
        if item == "skip":
            return box.stage.skip(box, box.now)
        return None

    def on_seat(self, box: Any, e: SeatPressed) -> Outcomes:
        action = self.action
        self.close(box)
        if action == "nominate":
            if not _in_speech(box):  # the speech ended while the host was choosing
                box.say("not_now")
                return None
            box.public_log(f"{box.now:8.1f}  host enters a nomination: seat {e.seat}")
            return Apply(Act(box.stage.seat, "nominate", target=e.seat))
        return Apply(Host(action, e.seat))

    def refused(self, box: Any, inp: Any, err: Exception) -> Outcomes:
        from pihost.host.announce import refuse

        refuse(box, err, getattr(inp, "seat", None))
        return None

    # -- undo and pause --------------------------------------------------------------------
    def undo(self, box: Any) -> Outcomes:
        """Take back the last engine input. Never into the night: re-running a night step
        would change its timing, and the table must learn nothing from the night."""
        g = box.game
        if g is None or box.stage.secret or box.stage.name == "over":
            box.say("undo_not_at_night" if box.stage.secret else "not_now")
            return None
        if not g.inputs:
            box.say("nothing_to_undo")
            return None
        back = g.after_undo()
        if back is None or g.is_secret(back):
            box.say("undo_not_at_night")
            return None
        return Apply(Host("undo"))

    def toggle_pause(self, box: Any) -> Outcomes:
        if box.paused:
            box.paused = False
            box.timers.resume(box.now)
            box.say("resumed")
            box.listen(box.stage.context(box))
        else:
            box.paused = True
            box.timers.pause(box.now)
            box.listen(None)
            box.say("paused")
        return None


def _in_speech(box: Any) -> bool:
    """A day speech is on, in which the speaker may nominate."""
    ask = getattr(box.stage, "ask", None)
    return ask is not None and ask.nominate and not box.stage.secret
