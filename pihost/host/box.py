"""The box: a deterministic machine fed with timed inputs, driving voice, lights and the engine.

The box never reads a clock: every input carries its box time (``at``), and timers come back as
:class:`~pihost.events.TimerExpired` inputs. So a game's journal (the setup plus the inputs)
replays to exactly the same box, which is how a box that lost power goes on where it stopped.

What the box does is split in stages (``pregame``, ``day``, ``night``): each stage handles the
inputs of its part of the game; the engine decides what is legal and what happened.

>>> from pihost.host.testing import make_test_box
>>> box = make_test_box()
>>> box.stage.name
'seat_check'
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pihost.events import (
    DeviceTrouble,
    Event,
    HostPressed,
    Interference,
    Resumed,
    SeatPressed,
    TimerExpired,
)
from pihost.host.setup import GameSetup
from pihost.host.timers import Timers

log = logging.getLogger(__name__)

#: stages in which the table's inputs are secret (night steps, night-0 registration, dealing)
SECRET_STAGES = frozenset({"night", "night0", "deal"})


@dataclass
class Said:
    """One phrase the box said (or would have said, during a replay), for the transcript."""

    at: float
    phrase: str
    params: dict[str, Any]
    text: str


@dataclass
class Outputs:
    """The box's devices. ``live`` is False while a journal is being replayed: nothing is spoken
    then (the table already heard it), but lights and state follow."""

    voice: Any
    board: Any
    listener: Any = None
    live: bool = True
    on_said: list[Callable[[Said], None]] = field(default_factory=list)


def _pattern(name: str) -> Any:
    from pihost.seats import patterns

    return getattr(patterns, name)


class Stage:
    """A part of the game with its own inputs. Subclasses override what they handle."""

    name = "stage"

    def __init__(self, box: Box) -> None:
        self.box = box

    def enter(self, now: float) -> None:
        """Start this stage at ``now``."""

    def on_press(self, e: SeatPressed) -> None:
        self.box.ignored(e, "no window takes a press now")

    def on_heard(self, e: Event) -> None:
        """Speech heard outside a speech is not a nomination: ignored."""

    def on_timer(self, name: str, at: float) -> None:
        self.box.ignored(TimerExpired(name=name, at=at), "no stage timer of that name")

    def resume_prompt(self, now: float) -> None:
        """After a restart: say again what the table must do now."""

    def skip(self, now: float) -> None:
        """The host skips the running timer."""

    def view(self) -> dict[str, Any]:
        return {"stage": self.name}


class Box:
    """The host of one game. Feed it inputs with :meth:`handle`; read :attr:`transcript`.

    ``engine_factory(setup, roles_or_None)`` makes the engine game
    (``pihost.host.session.make_engine``).
    Raises nothing on bad input: a press, a phrase or a host action that does not fit is
    answered (spoken or ignored with a journaled reason) and changes nothing.
    """

    def __init__(self, setup: GameSetup, outputs: Outputs, engine_factory: Callable) -> None:
        self.setup = setup
        self.out = outputs
        self.engine_factory = engine_factory
        self.timers = Timers()
        self.game: Any = None            # the engine game, once the roles are known
        self.now = 0.0
        self.voice_free_at = 0.0         # box time when the queued phrases end
        self.transcript: list[Said] = []
        self.log_lines: list[str] = []   # the public log: no secrets, ever
        self.ignored_inputs = 0
        self.paused = False
        self.menu: Any = None            # the host menu while it is open
        self.finished: dict[str, Any] | None = None
        self.trouble: dict[str, float] = {}  # device -> box time it stopped working (attention)
        # state the announcements share across one engine reply
        self.window_key: tuple | None = None
        self.auto_votes: list[int] = []
        self.all_leave_candidates: list[int] = []
        self.voting_candidates: list[int] = []
        self.day_nominees: list[int] = []
        self.voting_round = 0
        from pihost.host.pregame import SeatCheck  # stages import Box for typing only

        self.stage: Stage = SeatCheck(self)

    # ----- inputs -------------------------------------------------------------------------
    def start(self, now: float = 0.0) -> None:
        """Begin the game (called once; a resumed box replays its journal instead)."""
        self.now = now
        self.stage.enter(now)

    def handle(self, e: Event) -> None:
        """Apply one journaled input."""
        at = getattr(e, "at", self.now)
        self.now = max(self.now, at)
        if self.finished is not None:
            return
        try:
            self._handle(e)
        except Exception as exc:  # a bug must not stop the table: say so, keep the game
            if self.stage.name in SECRET_STAGES:
                # who pressed when, or an error's message ("... a black seat"), may give a
                # night choice or a role away: the log gets the kind and the code path only
                # (the whole input is in the journal, mode 0600)
                where = "".join(traceback.format_tb(exc.__traceback__))
                log.error("the box failed on a %s input during %s:\n%s%s (message withheld)",
                          e.type, self.stage.name, where, type(exc).__name__)
            else:
                log.exception("the box failed on %s", e.to_json())
            try:
                self.say("error_window_closed")
            except Exception:  # the voice itself is gone: the log has said it
                log.exception("the box cannot speak")

    def _handle(self, e: Event) -> None:
        from pihost.host import attention, hostmenu

        if isinstance(e, Resumed):
            self.trouble.clear()  # a restarted box has new devices: they report afresh
            if e.damage:  # resumed from a damaged journal: say how far back it went
                attention.journal_damage(self, e, self.stage.name in SECRET_STAGES)
            self.stage.resume_prompt(e.at)
            if self.paused:
                self.listen(None)
        elif isinstance(e, (DeviceTrouble, Interference)):  # the devices' own trouble
            attention.trouble(self, e, self.stage.name in SECRET_STAGES)
        elif isinstance(e, HostPressed):
            hostmenu.on_host(self, e)
        elif isinstance(e, TimerExpired):
            if not self.timers.expire(e.name, e.at):
                return  # a stale timer (replaced or cancelled): nothing to do
            if e.name.startswith("menu"):
                hostmenu.on_timer(self, e.name)
            else:
                self.stage.on_timer(e.name, e.at)
        elif self.paused:
            self.ignored(e, "paused")
        elif isinstance(e, SeatPressed):
            if self.menu is not None and self.menu.wants_seat:
                hostmenu.on_seat(self, e)
            else:
                self.stage.on_press(e)
        elif e.type in ("heard", "voice_activity"):
            self.stage.on_heard(e)
        # releases and stuck buttons need no reaction from the game

    # ----- outputs ------------------------------------------------------------------------
    def say(self, phrase: str, **params: Any) -> float:
        """Queue a phrase; returns the box time when it will have been said."""
        voice = self.out.voice
        text = voice.text(phrase, **params)
        start = max(self.now, self.voice_free_at)
        if self.out.live:
            duration = voice.say(phrase, **params)
        else:
            duration = voice.duration(phrase, **params)
        self.voice_free_at = start + duration
        said = Said(start, phrase, params, text)
        self.transcript.append(said)
        self.public_log(f"{start:8.1f}  « {text} »")
        if self.out.live:
            for cb in self.out.on_said:
                cb(said)
        return self.voice_free_at

    def after_voice(self, pad: float = 0.0) -> float:
        """Seconds from now until the queued phrases end (+ ``pad``)."""
        return max(0.0, self.voice_free_at - self.now) + pad

    def light(self, seat: int, pattern: str, at: float | None = None) -> None:
        """Play a light pattern (by its name in ``pihost.seats.patterns``) on one seat."""
        self.out.board.show(seat, _pattern(pattern), self.now if at is None else at)

    def light_all(self, pattern: str, at: float | None = None) -> None:
        self.out.board.show_all(_pattern(pattern), self.now if at is None else at)

    def mask(self, on: bool) -> None:
        """The masking noise under the night (so button clicks cannot be heard)."""
        masking = getattr(self.out.voice, "masking", None)
        if masking is not None and self.out.live:
            masking(on)

    def listen(self, ctx: Any) -> None:
        if self.out.listener is not None and self.out.live:
            self.out.listener.listen(ctx)

    def stage_secret(self, e: dict[str, Any]) -> None:
        """A check answer: only the night stage may show it, on the asking seat's light."""
        handler = getattr(self.stage, "on_secret", None)
        if handler is None:
            raise RuntimeError("a secret answer outside the night")
        handler(e)

    def public_log_events(self, events: list[dict[str, Any]]) -> None:
        """What the table may read of the engine's events: secrets left out."""
        for e in events:
            if e["type"] != "secret":
                self.public_log(f"{self.now:8.1f}  {e['type']} " + " ".join(
                    f"{k}={v}" for k, v in e.items() if k != "type"))

    def public_log(self, line: str) -> None:
        self.log_lines.append(line)
        log.info("%s", line)

    def ignored(self, e: Event, why: str) -> None:
        """An input that fits nothing: journaled already, counted, no reaction."""
        self.ignored_inputs += 1
        log.debug("ignored %s: %s", e.type, why)

    def set_stage(self, stage: Stage, now: float | None = None) -> None:
        self.stage = stage
        stage.enter(self.now if now is None else now)

    # ----- views --------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """What the table may know now (public), plus the stage's own public state."""
        v: dict[str, Any] = {"now": self.now, "paused": self.paused}
        v.update(self.stage.view())
        if self.game is not None:
            v["game"] = self.game.public_view()
        return v
