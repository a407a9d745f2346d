"""Faults of a real table, in whole games (issue 13): interference spikes on every seat line,
contact bounce on every real press, the host's button pressed at night, the speaker and the
microphone lost and back. The raw contact edges go through the board's own input hygiene
(``InputLogic``, as ``GpioBoard`` and ``FakeBoard`` run it); what it posts goes to the box.

Each game must end, no spike may become a press, every bouncing press must be exactly one press,
nothing the host menu says may be heard at night, and the journal must replay to the same game.
The counts of each fault kind are printed at the end of the run (``pytest_terminal_summary``).
PIHOST_FAULT_GAMES sets the number of games (default 40).
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from pihost.events import DeviceTrouble, HostPressed, Interference, SeatPressed
from pihost.host.journal import Journal
from pihost.host.session import replay_box
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import fake_outputs, play
from pihost.seats.inputs import InputLogic, InputTiming

GAMES = int(os.environ.get("PIHOST_FAULT_GAMES", "40"))
COUNTS: Counter = Counter()   # read by tests/host/conftest.py for the run's summary
#: what a host menu says; none of it may be heard between nightfall and the morning
MENU_PHRASES = frozenset({"host_menu", "host_menu_help", "menu_closed", "choose_seat",
                          "host_code", "wrong_code", "foul", "disqualified", "undone",
                          "timer_skipped", "not_now", "undo_not_at_night", "nothing_to_undo"})


def through_hygiene(edges: list[tuple[int, bool, float]], seats: int, until: float) -> list:
    """What the board posts for a train of raw edges (seat, closed?, box time)."""
    out: list = []
    logic = InputLogic(range(1, seats + 1), ("host",), out.append, InputTiming())
    for seat, down, at in sorted(edges, key=lambda x: x[2]):
        logic.poll(at)
        logic.edge(seat, down, at)
    logic.poll(until)
    return out


class FaultyTable(SimTable):
    """The seeded players, with a faulty table around them."""

    def __init__(self, seed: int, night_host: bool = True) -> None:
        super().__init__(seed)
        self.night_host = night_host
        self.queue: list[tuple[float, object]] = []   # events the hygiene posted, due later
        self.spiked = 0
        self.done: set = set()

    def next_action(self, box, now):
        # every fault is a pure function of the seed and the moment (never of how often the
        # loop asked): twin games differ only where the twin's own fault does
        if self.queue:  # a fault planned for later (a device back, a host press at night)
            self.queue.sort(key=lambda q: q[0])
            if self.queue[0][0] <= now + 1e-9:
                return self.queue.pop(0)
            return self.queue[0]  # the runner wakes then and asks again
        if box.menu.wants_seat or box.paused:
            return self._day_host(box)
        action = super().next_action(box, now)
        if action is not None and isinstance(action[1], SeatPressed):
            t, e = action
            if self.rng("spike", round(t, 6)).random() < 0.02 and t - box.now > 0.3:
                return self._spike(t - 0.2)                  # a spike on every line, before it
            if t <= now + 1e-9:
                return self._bounced(e)
            return action
        st = box.stage
        if action is None and st.secret and getattr(st, "kind", None):
            # one roll per night step; long: the menu (a short press is the pause, heard)
            r = self.rng("night host", box.game.day, st.kind)
            roll, delay = r.random(), r.uniform(0.0, 15.0)
            key = (box.game.day, st.kind)
            if self.night_host and roll < 0.4 and key not in self.done:
                self.done.add(key)
                COUNTS["host presses at night"] += 1
                t = max(now, st.start + delay)
                self.queue.append((t, HostPressed(button="host", long=True, at=t)))
                return self.queue[-1]
        if action is not None and self.rng("device", round(action[0], 6)).random() < 0.02 \
                and ("device", round(action[0], 6)) not in self.done:
            self.done.add(("device", round(action[0], 6)))
            COUNTS["devices lost and back"] += 1
            t = action[0]
            device = self.rng("which", round(t, 6)).choice(["speaker", "microphone"])
            self.queue.append((t + 5.0, DeviceTrouble(device=device, ok=True, at=t + 5.0)))
            return t, DeviceTrouble(device=device, ok=False, at=t, detail="unplugged (fuzz)")
        return action

    def _day_host(self, box):
        t = box.now + 0.5  # anchored on the last input, so it comes due
        if box.paused:
            return t, HostPressed(button="pause", long=False, at=t)
        return t, SeatPressed(seat=self.rng("menu seat", round(t, 6)).randint(1, 10), at=t)

    def _spike(self, t):
        """1 ms on all ten lines at once (a cable picking up a relay or a phone)."""
        edges = [(s, True, t + 0.0001 * s) for s in range(1, 11)]
        edges += [(s, False, t + 0.001 + 0.0001 * s) for s in range(1, 11)]
        out = through_hygiene(edges, 10, t + 0.2)
        COUNTS["spikes on every line"] += 1
        COUNTS["spike presses (must be 0)"] += sum(isinstance(e, SeatPressed) for e in out)
        inter = [e for e in out if isinstance(e, Interference)]
        COUNTS["interference told"] += len(inter)
        self.spiked += 1
        if not inter:
            return None
        return inter[0].at, inter[0]

    def _bounced(self, e):
        """The press as a finger makes it: closing with bounce, held, opening with bounce."""
        r, t = self.rng("bounce", e.seat, round(e.at, 6)), e.at
        edges, x = [], t
        for _ in range(r.randint(1, 4)):            # bounce on closing: short openings
            opened = x + r.uniform(0.0005, 0.003)
            edges += [(e.seat, True, x), (e.seat, False, opened)]
            x = opened + r.uniform(0.0005, 0.003)
        edges.append((e.seat, True, x))
        up = t + r.uniform(0.08, 0.3)
        edges += [(e.seat, False, up), (e.seat, True, up + 0.002), (e.seat, False, up + 0.004)]
        out = [x for x in through_hygiene(edges, 10, up + 0.2) if isinstance(x, SeatPressed)]
        COUNTS["bouncing presses"] += 1
        COUNTS["bouncing presses not one press (must be 0)"] += len(out) != 1
        assert len(out) == 1 and t <= out[0].at <= x  # stamped within its bounce
        return out[0].at, out[0]


def night_phrases(box) -> list[str]:
    """The phrases said from each nightfall to its morning."""
    said, night = [], False
    for s in box.transcript:
        if s.phrase == "night_falls":
            night = True
        elif s.phrase in ("morning", "game_over"):
            night = False
        elif night:
            said.append(s.phrase)
    return said


@pytest.mark.parametrize("seed", range(1, GAMES + 1))
def test_a_faulty_table_never_changes_the_game_or_tells_the_night(tmp_path, seed):
    setup = GameSetup(seed=seed, cards="dealt" if seed % 3 == 0 else "physical")
    path = tmp_path / "g.jsonl"
    s = play(setup, FaultyTable(seed), path, max_inputs=6000)
    assert s.box.finished is not None, "the game did not end"
    COUNTS["games"] += 1
    heard_at_night = [p for p in night_phrases(s.box) if p in MENU_PHRASES]
    COUNTS["menu phrases heard at night (must be 0)"] += len(heard_at_night)
    assert heard_at_night == []
    # the journal (interference, device trouble, night host presses) replays to the same game
    contents = Journal.read(path)
    again = replay_box(GameSetup.from_json(contents.header["setup"]), fake_outputs(),
                       contents.inputs, contents.header.get("start_at", 0.0))
    assert again.finished == s.box.finished
    assert [x.text for x in again.transcript] == [x.text for x in s.box.transcript]
    COUNTS["identical replays"] += 1


@pytest.mark.parametrize("seed", range(1, max(2, GAMES // 4) + 1))
def test_host_presses_at_night_leave_the_night_as_it_was(tmp_path, seed):
    """Twin games: the same faulty table with and without host presses at night; every night
    sounds the same (phrases and their times) up to the first morning after such a press."""
    table = FaultyTable(seed)
    with_host = play(GameSetup(seed=seed), table, tmp_path / "a.jsonl", max_inputs=6000)
    assert any(k[0] != "device" for k in table.done)  # the host did press at night
    quiet = play(GameSetup(seed=seed), FaultyTable(seed, night_host=False),
                 tmp_path / "b.jsonl", max_inputs=6000)
    a = [(x.phrase, round(x.at, 6)) for x in with_host.box.transcript]
    b = [(x.phrase, round(x.at, 6)) for x in quiet.box.transcript]
    first = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    # the first difference may only come in the morning (the menu the host asked for opens)
    assert first == min(len(a), len(b)) or a[first - 1][0] in ("morning", "morning_killed",
                                                               "morning_good", "day_starts") \
        or a[first][0] in ("host_menu_help", "host_menu"), (a[first - 3:first + 2],
                                                            b[first - 3:first + 2])
