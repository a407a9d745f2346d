"""Night presses under random delays: is a press credited to the number the table heard last?

Whole games on the simulated table, in fast mode, with three kinds of delay the box cannot
plan for: the loop comes back late (a stall of up to ``--stall`` seconds before a timer is
served), the host pauses the game in the middle of a night step's calls (2–8 s), and the sound
card starts each phrase a little late (up to 0.1 s, unknown to the box). The players listen to
the *sound* — a recording voice notes when each phrase really began — and press a moment
(0.3–1.0 s) after their number (or digit) began; the press carries the moment of the finger,
as the seat board's does. A night act (or a best-move pick) the box credits to any other
number than the one the player heard last is counted: it must be 0.

``--old`` serves late timers the way the box did before issue 13 (at their planned time), to
show what the figure measures.

Usage: python bench/credit.py [--games N] [--seats 10,13,20] [--stall 3.0] [--seed N] [--old]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pihost.clock import ManualClock  # noqa: E402
from pihost.events import HostPressed, SeatPressed  # noqa: E402
from pihost.host import runner as runner_module  # noqa: E402
from pihost.host.box import Outputs  # noqa: E402
from pihost.host.calls import Calls  # noqa: E402
from pihost.host.session import finish, open_session  # noqa: E402
from pihost.host.setup import GameSetup  # noqa: E402
from pihost.host.table import SimTable  # noqa: E402
from pihost.seats import FakeBoard  # noqa: E402
from pihost.voice import FakeVoice, load_pack  # noqa: E402

VERBOSE = "-v" in sys.argv
CALL_PHRASES = frozenset({"call_number", "call_digit", "call_first_digit", "call_second_digit"})


class SoundCard(FakeVoice):
    """The voice as the table hears it: each phrase begins when the card is free and the
    loop asked for it, plus a small latency the box does not know of."""

    def __init__(self, pack: Any, clock: Any, rng: random.Random, latency: float) -> None:
        super().__init__(pack)
        self.clock, self.rng, self.latency = clock, rng, latency
        self.free_at = 0.0
        self.heard: list[tuple[float, str]] = []   # (when the sound began, phrase id)

    def say(self, phrase_id: str, **params: Any) -> float:
        d = self.duration(phrase_id, **params)
        start = max(self.clock.now(), self.free_at) + self.rng.uniform(0.0, self.latency)
        self.free_at = start + d
        self.heard.append((start, phrase_id))
        return d


class ListeningTable(SimTable):
    """The seeded players, but pressing by what they hear from the sound card, and a host who
    pauses now and then during a night step's calls."""

    def __init__(self, seed: int, seats: int, card: SoundCard, rng: random.Random,
                 pause_rate: float) -> None:
        super().__init__(seed, seats=seats)
        self.card, self.noise, self.pause_rate = card, rng, pause_rate
        self.runner: Any = None
        self.stage: Any = None
        self.base = 0                        # index in card.heard of the stage's first call
        self.intended: dict[tuple[int, int], list[int]] = {}  # (stage no, seat) -> seats meant
        self.done: set[tuple[int, int, int]] = set()
        self.stage_no = 0
        self.pause_until: float | None = None
        self.pauses = 0
        self.flushing = False                # called only to post the presses made by now

    def _calls_heard(self) -> list[float]:
        return [t for t, p in self.card.heard[self.base:] if p in CALL_PHRASES]

    def _track(self, st: Any) -> None:
        if st is not self.stage:
            self.stage, self.stage_no = st, self.stage_no + 1
            self.base = len(self.card.heard)

    def next_action(self, box: Any, now: float) -> tuple[float, Any] | None:
        st = box.stage
        if box.paused and self.pause_until is not None:
            t = self.pause_until
            if t <= now and not self.flushing:
                self.pause_until = None
            return t, HostPressed(button="pause", long=False, at=t)  # the host resumes
        if st.name == "night" or st.name == "best_move":
            self._track(st)
            return self.listen(box, st, now)
        return super().next_action(box, now)

    def _press_times(self, box: Any, st: Any, seat: int, n: int, calls: Calls) -> list[float]:
        """When the player presses for seat ``n``: a moment after each call he waits for began
        to sound (None for a call not heard yet)."""
        digits = st.name == "night" and st.plan.digits
        heard = self._calls_heard()
        times = []
        for k, meaning in enumerate(Calls.presses(n, digits)):
            slot = next(i for i, s in enumerate(calls.slots) if s[2] == meaning)
            if slot >= len(heard):
                break
            r = random.Random(hash((self.stage_no, seat, k, self.seed)))
            times.append(heard[slot] + r.uniform(0.3, 1.0))
        return times

    def listen(self, box: Any, st: Any, now: float) -> tuple[float, Any] | None:
        wake: list[float] = []
        if st.name == "night":
            wants = []
            for seat in st.actors:
                n = self.night_choice(box, st, seat)
                if n:
                    wants.append((seat, [n]))
        else:
            r = self.rng("best_move", st.seat)
            others = [s for s in range(1, self.seats + 1) if s != st.seat]
            wants = [(st.seat, sorted(r.sample(others, min(st.ask.max_targets, len(others)))))]
        for seat, targets in wants:
            self.intended[(self.stage_no, seat)] = targets
            for j, n in enumerate(targets):
                for k, t in enumerate(self._press_times(box, st, seat, n, st.calls)):
                    key = (self.stage_no, seat, 10 * j + k)
                    if key in self.done:
                        continue
                    if t <= now:  # the finger went down at t: the board stamps it so
                        self.done.add(key)
                        self.runner.post(SeatPressed(seat=seat, at=t))
                    else:
                        wake.append(t)
        if st.name == "night" and not box.paused and self.pause_until is None \
                and not self.flushing \
                and self.noise.random() < self.pause_rate and st.calls.heard:
            self.pause_until = now + self.noise.uniform(2.0, 8.0)
            self.pauses += 1
            return now, HostPressed(button="pause", long=False, at=now)
        if wake:
            t = min(wake)
            return t, SeatPressed(seat=0, at=t)  # a wake-up only: never fed (t is ahead)
        return None


class StallingRunner:
    """Wraps the runner: before some steps the loop is away for a random while."""

    def __init__(self, runner: Any, rng: random.Random, rate: float, stall: float) -> None:
        self.runner, self.rng, self.rate, self.stall = runner, rng, rate, stall
        self.stalls = 0

    def run(self, max_inputs: int) -> None:
        r = self.runner
        while r.box.finished is None and r.fed < max_inputs:
            if self.rng.random() < self.rate:
                r.clock.advance(self.rng.uniform(0.0, self.stall))
                self.stalls += 1
                # the fingers do not wait for the loop: presses made meanwhile are in the
                # board's queue, stamped, before the loop serves its late timers
                r.table.flushing = True
                r.table.next_action(r.box, r.clock.now())
                r.table.flushing = False
            r.step()


def one_game(seed: int, seats: int, stall: float, folder: Path) -> dict[str, int]:
    rng = random.Random(seed * 104729 + seats)
    clock = ManualClock()
    card = SoundCard(load_pack("ru"), clock, rng, latency=0.1)
    table = ListeningTable(seed, seats, card, rng, pause_rate=0.01)
    holder: dict[str, Any] = {}
    board = FakeBoard(seats, clock, lambda e: holder["runner"].post(e))
    setup = GameSetup(seats=seats, seed=seed)
    session = open_session(setup, Outputs(voice=card, board=board), folder / f"g{seed}-{seats}.jsonl",
                           fast=True, table=table, fsync=False, clock=clock)
    holder["runner"] = table.runner = session.runner
    credited: dict[tuple[int, int], list[int]] = {}
    box = session.box
    apply = box._apply

    def watch(inp: Any, origin: Any) -> None:
        st = box.stage
        if st.name in ("night", "best_move") and getattr(inp, "seat", None):
            targets = list(getattr(inp, "targets", ()) or ())
            if getattr(inp, "target", None) is not None:
                targets = [inp.target]
            credited[(table.stage_no, inp.seat)] = targets
        apply(inp, origin)

    box._apply = watch  # type: ignore[method-assign]
    stalling = StallingRunner(session.runner, rng, rate=0.02, stall=stall)
    stalling.run(max_inputs=20000)
    finish(session)
    wrong = 0
    acts = 0
    for key, meant in table.intended.items():
        if key not in credited:
            continue  # the act was not asked for (the engine closed the step, a dead actor)
        acts += 1
        got = credited[key]
        if sorted(got) != sorted(meant):
            wrong += 1
            if VERBOSE:
                print(f"    seed {seed} seats {seats} stage {key[0]} seat {key[1]}: meant {meant}, "
                      f"credited {got}")
    return {"games": 1, "acts": acts, "wrong": wrong, "stalls": stalling.stalls,
            "pauses": table.pauses, "finished": int(box.finished is not None)}


def run(games: int, seats: list[int], stall: float, seed: int, old: bool = False) -> dict:
    saved = runner_module.LATE_SECONDS
    if old:
        runner_module.LATE_SECONDS = float("inf")  # a late timer runs at its planned time
    total: dict[str, dict[str, int]] = {}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for n in seats:
                row: dict[str, int] = {}
                for g in range(games):
                    for k, v in one_game(seed + g, n, stall, Path(tmp)).items():
                        row[k] = row.get(k, 0) + v
                total[str(n)] = row
    finally:
        runner_module.LATE_SECONDS = saved
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seats", default="10,13,20")
    ap.add_argument("--stall", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--old", action="store_true")
    ap.add_argument("-v", action="store_true", help="print each wrong credit")
    a = ap.parse_args()
    t0 = time.perf_counter()
    res = run(a.games, [int(x) for x in a.seats.split(",")], a.stall, a.seed, a.old)
    print(f"night presses under random delays ({'the old runner' if a.old else 'the box'}; "
          f"loop stalls up to {a.stall:g} s, host pauses at night, sound latency up to 0.1 s)")
    print(f"  {'seats':>5} {'games':>6} {'ended':>6} {'acts':>6} {'stalls':>7} {'pauses':>7} "
          f"{'credited to another number':>27}")
    for n, r in res.items():
        print(f"  {n:>5} {r['games']:>6} {r['finished']:>6} {r['acts']:>6} {r['stalls']:>7} "
              f"{r['pauses']:>7} {r['wrong']:>27}")
    print(f"  ({time.perf_counter() - t0:.1f} s)")


if __name__ == "__main__":
    main()
