"""What a stage of the box is, what it may use, and what it may ask the box to do.

A stage handles the table's inputs of one part of the game (the seat check, a speech, a vote,
a night step...). It never applies anything itself and never starts another stage: its handlers
return *outcomes* — an input for the engine (:class:`Apply`), a stage to go to
(:class:`Enter`), the roles learnt on night 0 (:class:`Begin`) — and the box
(:class:`pihost.host.box.Box`, the one controller) carries them out, announces what the engine
said and picks the next stage from the engine's open window. So no stage imports another.

>>> Apply(Timeout())
Apply(input=Timeout())
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from engine import Game, Input, Timeout  # noqa: F401 - Timeout: the doctest
from pihost.events import Event, Heard, SeatChose, SeatPressed, VoiceActivity
from pihost.host.setup import GameSetup
from pihost.host.timers import Timers


@dataclass(frozen=True)
class Apply:
    """Apply ``input`` to the engine; if the engine refuses it, the stage's ``refused`` says
    why (the game is unchanged)."""

    input: Input


@dataclass(frozen=True)
class Enter:
    """Go to ``stage`` (the pregame's own order: seat check, dealing, night 0)."""

    stage: Stage


@dataclass(frozen=True)
class Begin:
    """Night 0 has taught the box the roles (physical cards): make the engine's game with
    them (None: the game the box dealt already exists)."""

    roles: dict[int, str] | None


Outcome = Apply | Enter | Begin
Outcomes = Outcome | Iterable[Outcome] | None


class BoxAPI(Protocol):
    """What a stage may use of the box: its clock and timers, the engine's game and rule book
    (to ask, never to change), the voice, the lights, the microphone."""

    setup: GameSetup
    game: Game | None
    book: Any          # engine.Book of this game's rules
    now: float
    voice_free_at: float
    timers: Timers
    paused: bool

    def say(self, phrase: str, **params: Any) -> float: ...
    def after_voice(self, pad: float = 0.0) -> float: ...
    def light(self, seat: int, pattern: str, at: float | None = None) -> None: ...
    def light_all(self, pattern: str, at: float | None = None) -> None: ...
    def reply(self, seat: int, reply: str, at: float) -> float: ...
    def reveal(self, seat: int, role: str, at: float) -> float: ...
    def mask(self, on: bool) -> None: ...
    def listen(self, ctx: Any) -> None: ...
    def ignored(self, e: Event | None, why: str) -> None: ...
    def public_log(self, line: str) -> None: ...
    def night_plan(self) -> Any: ...


class Stage:
    """A part of the game with its own inputs. Every handler returns outcomes (or None)."""

    name = "stage"
    #: an undo within this stage's own window keeps it running (its timer is not restarted)
    keeps_on_undo = False
    #: a night stage: seat presses are the step's, the host menu never takes them, nothing is
    #: said about them, and a box failure logs no input
    secret = False

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        """Start this stage at ``now``."""
        return None

    def leave(self, box: BoxAPI) -> None:
        """The engine moved on to another window: tidy lights, timers, the microphone."""

    def on_press(self, box: BoxAPI, e: SeatPressed) -> Outcomes:
        box.ignored(e, "no window takes a press now")
        return None

    def on_choose(self, box: BoxAPI, e: SeatChose) -> Outcomes:
        """A seat named a target on its phone: only a stage that calls numbers takes it."""
        box.ignored(e, "no window takes a chosen seat now")
        return None

    def on_heard(self, box: BoxAPI, e: Heard | VoiceActivity) -> Outcomes:
        """Speech heard outside a speech is not a nomination: ignored."""
        return None

    def on_timer(self, box: BoxAPI, name: str, at: float) -> Outcomes:
        box.ignored(None, f"no stage timer {name!r}")
        return None

    def refused(self, box: BoxAPI, inp: Input, err: Exception) -> Outcomes:
        """The engine refused an input this stage asked for (the game is unchanged)."""
        box.say("error_window_closed")
        return None

    def secret_answer(self, box: BoxAPI, e: Any) -> None:
        """A private engine event for one seat (a check's answer): only a night step shows it,
        on that seat's light, at its fixed time."""
        raise RuntimeError("a secret answer outside the night")

    def resume(self, box: BoxAPI, now: float) -> Outcomes:
        """After a restart: say again what the table must do now."""
        return None

    def skip(self, box: BoxAPI, now: float) -> Outcomes:
        """The host skips the running timer (where that tells the table nothing)."""
        box.say("timer_not_skipped")
        return None

    def context(self, box: BoxAPI) -> Any:
        """What the microphone listens for now (None: nothing)."""
        return None

    def time_left(self, box: BoxAPI) -> float | None:
        """The seconds its timer has left (None: it has no timer an undo should give back)."""
        return None

    def restore(self, box: BoxAPI, left: float) -> None:
        """An undo came back to this stage: its timer as it stood (``time_left`` then)."""

    def relight(self, box: BoxAPI, seat: int, at: float) -> None:
        """``seat``'s light was used for an announcement (a nomination's blink): put this
        stage's own pattern back on it from ``at``, if it has one there."""

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.name}


def outcomes(result: Outcomes) -> list[Outcome]:
    """A handler's result as a list."""
    if result is None:
        return []
    if isinstance(result, (Apply, Enter, Begin)):
        return [result]
    return list(result)
