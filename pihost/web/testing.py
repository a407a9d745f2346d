"""A whole box with its pages on 127.0.0.1, for the browser tests, the benchmark and the
screenshots: fake voice and seat board (``pihost demo``'s fakes), no microphone (what a speaker
says is posted as heard), a real journal, the runner on its own thread and the web server on
its own — and the box's fast clock, moved by the caller: the box waits at every timer until it
is told to go on, so pages in a real browser keep up with a game that skips every wait.

>>> import tempfile
>>> from pihost.host.setup import GameSetup
>>> live = LiveBox(GameSetup(confirm_start=False), tempfile.mkdtemp())
>>> live.inspect(lambda box: box.stage.name)
'seat_check'
>>> live.close()
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import Any

from pihost.clock import ManualClock
from pihost.events import Heard, SeatChose
from pihost.host.table import SimTable
from pihost.web.server import WebServer


class TappingTable(SimTable):
    """The simulated players with a phone at every seat: every night act and best-move pick is
    a tap on the seat grid (``SeatChose``), a moment after the step wakes — long before its
    number is called. The same choices as :class:`~pihost.host.table.SimTable`'s."""

    def night(self, box, st, now):
        for i, seat in enumerate(st.actors):
            n = self.night_choice(box, st, seat)
            if n is None or n == 0 or seat in st.pressed or not st.awake:
                continue
            t = st.calls.start - 0.5 + 0.05 * i
            return max(t, now), SeatChose(seat=seat, target=n, at=max(t, now))
        return None

    def best_move(self, box, st, now):
        r = self.rng("best_move", st.seat)
        others = [s for s in range(1, self.seats + 1) if s != st.seat]
        picks = sorted(r.sample(others, min(st.ask.max_targets, len(others))))
        todo = [n for n in picks if n not in st.targets]
        if not todo:
            return None
        t = max(now, st.calls.start + 0.1 * len(st.targets))
        return t, SeatChose(seat=st.seat, target=todo[0], at=t)


class Stuck(AssertionError):
    """The box did not get where it was asked to within the time given."""


class LiveBox:
    """A box for pages to play against. ``seconds``: how long any wait may take (wall time)."""

    def __init__(self, setup: Any, folder: str | Path, *, pin: str | None = "1234",
                 fsync: bool = False, seconds: float = 20.0, clock: Any = None,
                 realtime: bool = False) -> None:
        from pihost.host.session import open_session
        from pihost.host.testing import fake_outputs
        from pihost.seats import FakeBoard

        self.seconds = seconds
        self.clock = clock or ManualClock()
        self.realtime = realtime
        holder: dict[str, Any] = {}
        self.outputs = fake_outputs(setup.language, setup.seats, clock=self.clock)
        self.outputs.board = FakeBoard(setup.seats, self.clock, lambda e: holder["r"].post(e))
        self.board = self.outputs.board
        self.web = WebServer(self.clock, lambda e: holder["r"].post(e), port=0, pin=pin,
                             lang=setup.language, record=True)
        self.outputs.screen = self.web
        self.session = open_session(setup, self.outputs, Path(folder) / "game.jsonl",
                                    fsync=fsync, clock=self.clock, tick_seconds=0.003)
        self.runner = holder["r"] = self.session.runner
        self.box = self.session.box
        self.web.start()
        self.web.attach(self.box, self.session.journal)
        self._jobs: list[tuple[Callable[[Any], Any], Future]] = []
        self._lock = threading.Lock()
        self.runner.on_tick = self._tick
        self._thread = threading.Thread(target=self._run, name="box", daemon=True)
        self.error: BaseException | None = None
        self._thread.start()

    # ----- the runner's thread ----------------------------------------------------------------
    def _run(self) -> None:
        try:
            self.runner.run()
        except BaseException as err:
            self.error = err

    def _tick(self, now: float) -> None:
        with self._lock:
            jobs, self._jobs = self._jobs, []
        for fn, fut in jobs:
            if fut.cancelled():
                continue
            try:
                fut.set_result(fn(self.box))
            except BaseException as err:
                fut.set_exception(err)

    def inspect(self, fn: Callable[[Any], Any]) -> Any:
        """``fn(box)`` run on the box's own thread between two inputs; its result."""
        if self.box.finished is not None or not self._thread.is_alive():
            return fn(self.box)  # the runner is done: nothing moves any more
        fut: Future = Future()
        with self._lock:
            self._jobs.append((fn, fut))
        end = time.monotonic() + self.seconds
        while True:
            try:
                return fut.result(timeout=0.05)
            except FutureTimeout:
                if not self._thread.is_alive() and fut.cancel():  # the game ended meanwhile
                    return fn(self.box)
                self._check(end, "the box's thread does not answer")

    def _jump(self, box: Any) -> bool:
        """Move the clock to the next timer (only when no input waits): False if none."""
        if not self.runner.queue.empty():
            return True
        due = box.timers.next_deadline()
        if due is None:
            return False
        if due[1] > self.clock.now():
            self.clock.set(due[1])
        return True

    # ----- the caller's thread ------------------------------------------------------------
    @property
    def url(self) -> str:
        return self.web.url

    def token(self, seat: int) -> str:
        assert self.web.bindings is not None
        return self.web.bindings.token(seat)

    def seat_url(self, seat: int) -> str:
        return f"{self.url}/s#{self.token(seat)}"

    def settle(self, posted: int | None = None) -> None:
        """Wait until the server has posted ``posted`` inputs (default: what it has) and the
        box has taken every one of them. Raises :class:`Stuck`."""
        end = time.monotonic() + self.seconds
        want = self.web.posted if posted is None else posted
        while self.web.posted < want:
            self._check(end, f"the pages posted {self.web.posted} inputs, not {want}")
            time.sleep(0.005)
        while not self.inspect(lambda box: self.runner.queue.empty()):
            if self.box.finished is not None:
                return
            self._check(end, f"the box does not take its inputs ({self.runner.queue.queue})")

    def until(self, pred: Callable[[Any], bool], what: str = "", limit: int = 5000) -> None:
        """Let the clock run, timer after timer, until ``pred(box)`` (checked on the box's
        thread). Raises :class:`Stuck` when it does not come true."""
        end = time.monotonic() + self.seconds
        for _ in range(limit):
            state = self.inspect(lambda box: "yes" if pred(box) else
                                 "no" if self._jump(box) else "stuck")
            if state == "yes":
                return
            if state == "stuck" or self.box.finished is not None:
                if self.inspect(pred):
                    return
                raise Stuck(f"the box cannot get to {what or pred} (stage "
                            f"{self.box.stage.name})")
            self._check(end, f"the box did not get to {what or pred}")
        raise Stuck(f"{limit} timers and still not {what or pred}")

    def step(self) -> bool:
        """One timer further (False: no timer is set)."""
        return bool(self.inspect(self._jump))

    def heard(self, text: str) -> None:
        """The microphone heard ``text`` (the fake microphone: posted as heard now)."""
        self.runner.post(Heard(text=text, at=self.clock.now()))
        self.settle()

    def press(self, seat: int, after: float = 0.0) -> None:
        """Seat ``seat``'s button (a button seat of a mixed table), pressed and released
        ``after`` seconds from now (the clock is moved there: no timer may fall between)."""
        if after:
            self.inspect(lambda box: self.clock.advance(after))
        now = self.clock.now()
        self.board.press(seat, at=now)
        self.board.release(seat, at=now + 0.1)
        self.settle()

    def _check(self, end: float, why: str) -> None:
        if self.error is not None:
            raise self.error
        if time.monotonic() > end:
            raise Stuck(why)

    def close(self) -> None:
        from pihost.host.session import finish

        self.runner.stop()
        self._thread.join(timeout=5)
        self.web.close()
        finish(self.session)
