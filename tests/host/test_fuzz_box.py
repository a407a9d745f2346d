"""Bad input never crashes the box: whole games with a noisy table — stray presses, random
speech, host buttons pressed at random (pause, menu, foul, disqualify, undo, skip) — end or go
on without an error, and the engine's invariants hold. PIHOST_FUZZ_GAMES sets the count."""

from __future__ import annotations

import os
import random

import pytest

from engine.fingerprint import OPTION_MIX
from pihost.events import Heard, HostPressed, SeatPressed
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import play

GAMES = int(os.environ.get("PIHOST_FUZZ_GAMES", "40"))
RATE = float(os.environ.get("PIHOST_FUZZ_RATE", "0.05"))  # noise per decision
TEXTS = ["я выставляю игрока номер пять", "спасибо", "я не выставляю игрока номер два",
         "выставляю двадцать пятого", "ээээ", "", "спасибо что выслушали", "номер номер номер",
         "я выставляю игрока номер одиннадцать", "пас", "кандидатура игрока номер три"]
HOST = [("host", False), ("host", True), ("pause", False), ("skip", False), ("undo", False),
        ("foul", False), ("disqualify", False), ("nominate", False), ("technical_foul", False)]


class NoisyTable(SimTable):
    def __init__(self, seed: int, rate: float) -> None:
        super().__init__(seed)
        self.noise = random.Random(seed * 7919)
        self.rate = rate
        self.pending = None

    def next_action(self, box, now):
        if box.menu is not None and box.menu.wants_seat or box.paused:
            t = box.now + 0.5  # anchored on the last input, so it comes due
            if box.paused:
                return t, HostPressed(button="pause", long=False, at=t)
            return t, SeatPressed(seat=self.noise.randint(1, 10), at=t)
        action = super().next_action(box, now)
        if self.pending is None and self.noise.random() < self.rate:
            self.pending = self.make_noise(now + self.noise.uniform(0.0, 20.0))
        if self.pending is not None and (action is None or self.pending[0] <= action[0]):
            noise = self.pending
            if noise[0] <= now:
                self.pending = None  # the runner feeds it now
            return noise
        return action

    def make_noise(self, t):
        kind = self.noise.random()
        if kind < 0.5:
            return t, SeatPressed(seat=self.noise.randint(1, 12), at=t)
        if kind < 0.8:
            return t, Heard(text=self.noise.choice(TEXTS), at=t)
        button, long = self.noise.choice(HOST)
        return t, HostPressed(button=button, long=long, at=t)


@pytest.mark.parametrize("seed", range(1, GAMES + 1))
def test_noisy_table_never_breaks_the_box(tmp_path, seed):
    # every fourth table plays every non-default club switch (technical fouls included)
    options = OPTION_MIX if seed % 4 == 1 else {}
    setup = GameSetup(seed=seed, cards="dealt" if seed % 3 == 0 else "physical",
                      options=options)
    s = play(setup, NoisyTable(seed, RATE), tmp_path / "g.jsonl", max_inputs=4000)
    game = s.box.game
    if game is None:
        return  # the noise kept the table from starting (possible, and harmless)
    view = game.public_view()
    gone = {e["seat"] for e in view["eliminated"]}
    assert gone.isdisjoint(view["alive"]) and len(gone) + len(view["alive"]) == 10
    if s.box.finished is not None:
        assert s.box.finished["winner"] in ("town", "mafia", "draw")
