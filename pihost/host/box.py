"""The box: one controller, fed with timed inputs, driving the engine, the voice and the lights.

The box never reads a clock: every input carries its box time (``at``), and timers come back as
:class:`~pihost.events.TimerExpired` inputs. So a game's journal (the setup plus the inputs)
replays to exactly the same box, which is how a box that lost power goes on where it stopped.

It is a generic driver of the engine's windows. The stage for each window is picked from what
the rule book says the window asks (``Book.ask``): a secret step → a fixed-length night step, a
choice of seats → the best move's picks, a candidate or yes/no → a vote, nothing but its end → a
speech. Stages only return outcomes (:mod:`pihost.host.stage`); the box applies them, hands a
private answer to the night step that asked, keeps the night's public events until the morning,
announces (:mod:`pihost.host.announce`) and enters the next stage.

>>> from pihost.host.testing import make_test_box
>>> box = make_test_box()
>>> box.stage.name, [s.kind for s in box.book.steps]
('seat_check', ['shoot', 'don_check', 'sheriff_check'])
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import Act, Book, EngineError, Host, Input
from pihost.events import (
    DeviceTrouble,
    Event,
    Heard,
    HostPressed,
    Interference,
    Resumed,
    SeatChose,
    SeatPressed,
    TimerExpired,
    VoiceActivity,
)
from pihost.host import attention
from pihost.host.announce import Memory, announce
from pihost.host.hostmenu import HostMenu
from pihost.host.nightstep import NightPlan, NightStepStage
from pihost.host.over import OverStage
from pihost.host.pick import PickStage
from pihost.host.pregame import SeatCheck
from pihost.host.setup import GameSetup, rules_for
from pihost.host.speech import SpeechStage
from pihost.host.stage import Apply, Begin, Enter, Outcomes, Stage, outcomes
from pihost.host.timers import Timers
from pihost.host.vote import VoteStage

log = logging.getLogger(__name__)


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
    then (the table already heard it), but lights and state follow. ``screen`` (the pages served
    to phones and the table screen, :class:`pihost.web.WebServer`; None: no pages) is told
    ``update(box)`` after each input and ``reply(seat, reply, at)`` with each secret reply."""

    voice: Any
    board: Any
    listener: Any = None
    screen: Any = None
    live: bool = True
    on_said: list[Callable[[Said], None]] = field(default_factory=list)


def _pattern(name: str) -> Any:
    from pihost.seats import patterns

    return getattr(patterns, name)


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
        self.book = Book(rules_for(setup))
        self.timers = Timers()
        self.game: Any = None            # the engine game, once the roles are known
        self.now = 0.0
        self.voice_free_at = 0.0         # box time when the queued phrases end
        self.transcript: list[Said] = []
        self.log_lines: list[str] = []   # the public log: no secrets, ever
        self.ignored_inputs = 0
        self.paused = False
        self.menu = HostMenu()
        self.memory = Memory()           # what the announcements of a day remember
        self.finished: dict[str, Any] | None = None
        self.trouble: dict[str, float] = {}  # device -> box time it stopped working (attention)
        self.stage: Stage = Stage()
        self._held: list[Any] = []       # the night's public events, said in the morning
        self._key: tuple | None = None   # the engine window the current stage drives
        self._plan: NightPlan | None = None
        #: per engine input (by its index): the window it was given in and the time its stage
        #: had left then — what an undo goes back to (a speaker's minute is not given again)
        self._marks: dict[int, tuple[tuple | None, float | None]] = {}

    # ----- inputs -------------------------------------------------------------------------
    def start(self, now: float = 0.0) -> None:
        """Begin the game (called once; a resumed box replays its journal instead)."""
        self.now = now
        self._enter(SeatCheck(), now)

    def handle(self, e: Event) -> None:
        """Apply one journaled input."""
        at = getattr(e, "at", self.now)
        self.now = max(self.now, at)
        if self.finished is not None:
            return
        try:
            self._route(e)
        except Exception as exc:  # a bug must not stop the table: say so, keep the game
            if self.stage.secret:
                # who pressed when, or an error's message ("... a black seat"), may give a
                # night choice or a role away: the log gets the kind and the code path only
                # (the whole input is in the journal, mode 0600)
                where = "".join(traceback.format_tb(exc.__traceback__))
                log.error("the box failed on a %s input during %s:\n%s%s (message withheld)",
                          e.type, self.stage.name, where, type(exc).__name__)
            else:
                log.exception("the box failed on %s", e.to_json())
            try:
                self.say("not_now")
            except Exception:  # the voice itself is gone: the log has said it
                log.exception("the box cannot speak")
        self._show()

    def _show(self) -> None:
        """The pages see the box as it is after the input (live only: a replay is shown once,
        when it is over). A failing screen never stops the table."""
        screen = self.out.screen
        if screen is None or not self.out.live:
            return
        try:
            screen.update(self)
        except Exception as exc:
            log.error("the pages could not be updated: %s", type(exc).__name__)

    def _route(self, e: Event) -> None:
        stage = self.stage
        if isinstance(e, Resumed):
            self.trouble.clear()  # a restarted box has new devices: they report afresh
            if e.damage:  # resumed from a damaged journal: say how far back it went
                attention.journal_damage(self, e, stage.secret)
            self._run(stage.resume(self, e.at), stage)
            if self.paused:
                self.listen(None)
        elif isinstance(e, (DeviceTrouble, Interference)):  # the devices' own trouble
            attention.trouble(self, e, stage.secret)
        elif isinstance(e, HostPressed):
            self._run(self.menu.on_host(self, e), self.menu)
        elif isinstance(e, TimerExpired):
            if not self.timers.expire(e.name, e.at):
                return  # a stale timer (replaced or cancelled): nothing to do
            if e.name == "menu":
                self._run(self.menu.on_timer(self, e.name), self.menu)
            else:
                self._run(stage.on_timer(self, e.name, e.at), stage)
        elif self.paused and not (stage.secret and isinstance(e, SeatPressed)):
            # a night press during a pause still means the number heard last (the player
            # heard it before «Пауза»); by day a pause holds everything
            self.ignored(e, "paused")
        elif isinstance(e, SeatPressed):
            if self.menu.wants_seat and not stage.secret:
                origin = stage if self.menu.action == "nominate" else self.menu
                self._run(self.menu.on_seat(self, e), origin)
            else:
                self._run(stage.on_press(self, e), stage)
        elif isinstance(e, SeatChose):
            self._run(stage.on_choose(self, e), stage)
        elif isinstance(e, (Heard, VoiceActivity)):
            self._run(stage.on_heard(self, e), stage)
        # releases and stuck buttons need no reaction from the game

    def _run(self, result: Outcomes, origin: Any) -> None:
        """Carry out a stage's (or the menu's) outcomes, in order."""
        for o in outcomes(result):
            if isinstance(o, Enter):
                self._enter(o.stage, self.now)
            elif isinstance(o, Begin):
                self.game = self.engine_factory(self.setup, o.roles)
                self._key = self._window_key()  # night 0: the pregame drives it
            elif isinstance(o, Apply):
                self._apply(o.input, origin)

    def _apply(self, inp: Input, origin: Any) -> None:
        game, before = self.game, self.stage
        count = len(game.inputs)
        left = before.time_left(self)
        try:
            events = game.apply(inp)
        except EngineError as err:
            self._run(origin.refused(self, inp, err), origin)
            return
        undo = isinstance(inp, Host) and inp.action == "undo"
        if undo:
            mark = self._marks.get(len(game.inputs))
            self._marks = {i: m for i, m in self._marks.items() if i < len(game.inputs)}
        else:
            self._marks[count] = (self._key, left)
        if isinstance(inp, Act) and inp.action == "vote" and isinstance(before, VoteStage):
            before.accepted(self, inp.seat)
        if isinstance(inp, Host) and inp.action != "undo" and isinstance(before, SpeechStage):
            before.fouls_given += 1
        for ev in events:
            if ev.type == "secret":
                before.secret_answer(self, ev)
        public = [ev for ev in events if not ev.private]
        if undo and not (before.keeps_on_undo and self._window_key() == self._key):
            self._key = None  # enter the (earlier) window afresh
        at_night = before.secret and not game.over and game.phase == "night"
        key = self._window_key()
        changed = key != self._key
        if changed:
            before.leave(self)
        if at_night:  # nothing public changes between nightfall and the morning
            self._held.extend(public)
        else:
            announce(self, self._held + public)
            self._held = []
        if not changed:
            return
        self._key = key
        morning = before.secret and not at_night
        if morning:
            self.mask(False)
        self._enter(self._stage_for(), self.now)
        if undo and mark is not None and mark[0] == key and mark[1] is not None:
            self.stage.restore(self, mark[1])  # the time it had when the undone input came
        if morning and not game.over:
            self._run(self.menu.morning(self), self.menu)

    def _window_key(self) -> tuple | None:
        """What makes the engine's open window a new one (not the seats of a vote: they shrink
        as people vote; not a night step's: a removal shrinks them)."""
        g = self.game
        if g is None:
            return None
        if g.over:
            return ("over",)
        w = g.now()
        ask = self.book.ask(w.kind)
        who = None if ask.secret or ask.target in ("candidate", "yes") or not w.seats \
            else w.seats[0]
        return (w.kind, who, w.candidate, w.candidates, g.day)

    def _stage_for(self) -> Stage:
        """The stage for the engine's open window, from what the rule book says it asks."""
        g = self.game
        if g.over:
            return OverStage()
        w = g.now()
        ask = self.book.ask(w.kind)
        if ask.secret:
            return NightStepStage(w, ask)
        if ask.target == "seats":
            return PickStage(w, ask)
        if ask.target in ("candidate", "yes"):
            return VoteStage(w, ask)
        return SpeechStage(w, ask)

    def _enter(self, stage: Stage, now: float) -> None:
        self.stage = stage
        log.info("stage %s", stage.name)
        self._run(stage.enter(self, now), stage)
        if isinstance(stage, OverStage):
            from pihost.host.record import game_record

            self.finished = game_record(self)

    # ----- outputs (what a stage may use: pihost.host.stage.BoxAPI) ---------------------------
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

    def reply(self, seat: int, reply: str, at: float) -> float:
        """A secret reply ("yes", "no", "away", "refused") on ``seat``'s own light only (and on
        its own page, when it has one)."""
        if self.out.screen is not None and self.out.live:
            self.out.screen.reply(seat, reply, at)
        return float(self.out.board.secret(seat, reply, at))

    def reveal(self, seat: int, role: str, at: float) -> float:
        """Dealing by light: the role's code (the rule book's) on ``seat``'s light."""
        codes = self.book.blink_codes()
        return float(self.out.board.reveal_code(seat, codes[role], max(codes.values()), at))

    def mask(self, on: bool) -> None:
        """The masking noise under the night (so button clicks cannot be heard)."""
        masking = getattr(self.out.voice, "masking", None)
        if masking is not None and self.out.live:
            masking(on)

    def listen(self, ctx: Any) -> None:
        if self.out.listener is not None and self.out.live:
            self.out.listener.listen(ctx)

    def night_plan(self) -> NightPlan:
        """The fixed timeline of every night step of this game (made once)."""
        if self._plan is None:
            self._plan = NightPlan.make(self.book, self.out.voice, self.setup)
        return self._plan

    def public_log_events(self, events: list[Any]) -> None:
        """What the table may read of the engine's events: private ones left out."""
        for e in events:
            if not e.private:
                d = e.to_json()
                self.public_log(f"{self.now:8.1f}  {d.pop('type')} " + " ".join(
                    f"{k}={v}" for k, v in d.items()))

    def public_log(self, line: str) -> None:
        self.log_lines.append(line)
        log.info("%s", line)

    def ignored(self, e: Event | None, why: str) -> None:
        """An input that fits nothing: journaled already, counted, no reaction."""
        self.ignored_inputs += 1
        log.debug("ignored %s: %s", e.type if e is not None else "input", why)

    # ----- views --------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """What the table may know now (public), plus the stage's own public state."""
        v: dict[str, Any] = {"now": self.now, "paused": self.paused}
        v.update(self.stage.view(self))
        if self.game is not None:
            v["game"] = self.game.public_view()
        return v
