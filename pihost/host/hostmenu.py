"""The host's controls, for the club member who keeps order.

One button (``host``): a short press pauses or resumes (and confirms the start after the seat
check); a long press opens a spoken menu — foul, disqualify, undo, skip timer, nominate — where
a short press moves to the next item and a long press chooses it; foul, disqualify and nominate
then take the next seat press. Boxes with more buttons (and the simulator's keys) send
``pause``, ``foul``, ``disqualify``, ``undo``, ``skip`` or ``nominate`` directly. Where the
rule set gives technical fouls, the menu ends with ``technical_foul`` (a key of that name too).

``nominate`` is the fallback when the box does not hear a nomination: during a speech, the
pressed seat is nominated by the speaker, with the same answer as a heard one («N принято» or
the reason it is refused).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import EngineError
from pihost.events import HostPressed, SeatPressed
from pihost.host.box import Box

ITEMS = ("foul", "disqualify", "undo", "skip", "nominate")
#: the items that then take a seat press
SEAT_ITEMS = ("foul", "disqualify", "nominate", "technical_foul")


def items(box: Box) -> tuple[str, ...]:
    """The menu's items: technical fouls only where the rule set gives them."""
    rules = box.game.rules if box.game is not None else None
    return ITEMS + ("technical_foul",) if rules and rules.technical_fouls_remove else ITEMS


@dataclass
class Menu:
    index: int = 0
    wants_seat: bool = False
    action: str = ""


def on_host(box: Box, e: HostPressed) -> None:
    if e.button == "host":
        if box.menu is not None and not box.menu.wants_seat:
            menu = items(box)
            if e.long:
                return choose(box, menu[box.menu.index])
            box.menu.index = (box.menu.index + 1) % len(menu)
            box.say("host_menu", item=menu[box.menu.index])
            return arm(box)
        if e.long:
            box.menu = Menu()
            box.say("host_menu", item=ITEMS[0])
            return arm(box)
        confirm = getattr(box.stage, "confirm", None)
        if confirm is not None and not box.paused:
            confirm()
            return None
        return toggle_pause(box)
    if e.button == "pause":
        return toggle_pause(box)
    if e.button in ITEMS or e.button == "technical_foul":
        box.menu = Menu()
        return choose(box, e.button)
    box.ignored(e, f"unknown host button {e.button!r}")


def arm(box: Box) -> None:
    box.timers.set("menu", box.after_voice(box.setup.timing.host_menu_seconds), box.now)


def close(box: Box) -> None:
    box.menu = None
    box.timers.cancel("menu")


def on_timer(box: Box, name: str) -> None:
    close(box)


def choose(box: Box, item: str) -> None:
    if item in SEAT_ITEMS:
        if box.game is None or box.game.over or item not in items(box) \
                or (item == "nominate" and not _in_speech(box)):
            close(box)
            box.say("error_window_closed")
            return
        box.menu.wants_seat = True
        box.menu.action = item
        box.say("choose_seat")
        return arm(box)
    close(box)
    if item == "undo":
        undo(box)
    elif item == "skip":
        box.say("timer_skipped")
        box.stage.skip(box.now)


def _in_speech(box: Box) -> bool:
    """A day speech is on, in which the speaker may nominate."""
    return box.stage.name == "speech" and getattr(box.stage, "kind", "") == "speech"


def on_seat(box: Box, e: SeatPressed) -> None:
    action = box.menu.action
    close(box)
    from pihost.host.day import refuse
    from pihost.host.flow import apply

    stage = box.stage
    if action == "nominate":
        if not _in_speech(box):  # the speech ended while the host was choosing
            box.say("error_window_closed")
            return
        box.public_log(f"{box.now:8.1f}  host enters a nomination: seat {e.seat}")
        stage.nominate(e.seat)  # type: ignore[attr-defined]
        return
    try:
        apply(box, "host", action, seat=e.seat)
    except EngineError as err:
        refuse(box, err, e.seat)
        return
    if hasattr(stage, "fouls_given"):
        stage.fouls_given += 1


def undo(box: Box) -> None:
    """Take back the last engine input. Not at night: re-running a night step would change its
    timing, and the table must learn nothing from the night."""
    from pihost.host.flow import apply

    if box.game is None or box.stage.name in ("night", "night0", "deal", "over") \
            or not box.game.inputs or _undo_reaches_the_night(box.game):
        box.say("error_window_closed")
        return
    for name in ("speech_end", "speech_warn", "speech_silence", "vote_close", "call"):
        box.timers.cancel(name)
    try:
        apply(box, "host", "undo")
    except EngineError:
        box.say("error_window_closed")
        return
    box.window_key = None  # enter the (earlier) window afresh
    from pihost.host.flow import sync

    sync(box)


def _undo_reaches_the_night(game) -> bool:
    """Would taking back the last input reopen a night window (the night is never re-run)?
    Tried on the engine and put back: the engine is a pure fold, so this changes nothing."""
    last = game.inputs[-1]
    game.host("undo")
    pending = game.pending()
    reaches = bool(pending) and pending[0].kind in ("night0", "shoot", "don_check", "sheriff_check")
    game.apply(last)
    return reaches


def toggle_pause(box: Box) -> None:
    if box.paused:
        box.paused = False
        box.timers.resume(box.now)
        box.say("resumed")
        context = getattr(box.stage, "context", None)
        if context is not None:
            box.listen(context())
    else:
        box.paused = True
        box.timers.pause(box.now)
        box.listen(None)
        box.say("paused")
