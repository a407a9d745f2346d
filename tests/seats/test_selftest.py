"""The wiring self-test on gpiozero's MockFactory, with players scripted to press the button
physically under their hand (which may be wired to the wrong pin)."""

from __future__ import annotations

import pytest

from pihost.seats import make_board
from pihost.seats.selftest import Fault, run_selftest

TEN = "hardware/pins/10-seats.yaml"
BUTTON = {n: 3 + n for n in range(1, 11)}
LIGHT = {n: 15 + n for n in range(1, 11)}


class Table:
    """Ten players. ``wired[s]`` is the pin the button under player s really drives (None: a
    broken wire). Each player presses once when his light comes on, releases 0.2 s later."""

    def __init__(self, factory, clock, events, wired=None, late=()):
        self.factory, self.clock, self.events = factory, clock, events
        self.wired = {**BUTTON, **(wired or {})}
        self.late = set(late)     # players who keep pressing after their turn (fidgeting)
        self.pressed_at: dict[int, float] = {}

    def next_event(self, timeout):
        self.clock.advance(timeout)
        now = self.clock.now()
        for seat, pin in self.wired.items():
            lit = self.factory.pin(LIGHT[seat]).state > 0
            if lit and seat not in self.pressed_at and pin is not None:
                self.factory.pin(pin).drive_low()
                self.pressed_at[seat] = now
            elif seat in self.pressed_at and now - self.pressed_at[seat] > 0.2 and pin is not None:
                self.factory.pin(pin).drive_high()
                if seat in self.late:
                    del self.pressed_at[seat]
        return self.events.pop(0) if self.events else None


@pytest.fixture
def said():
    return []


def run(factory, clock, events, said, **table):
    t = Table(factory, clock, events, **table)
    with make_board(TEN, clock, events.append, factories={"main": factory}) as board:
        report = run_selftest(board, clock, t.next_event,
                              say=lambda pid, **kw: said.append((pid, kw)) or 1.0,
                              press_seconds=3.0)
        assert all(board.level(s) == 0.0 for s in board.seats)
    return report


def test_all_good(factory, clock, events, said):
    report = run(factory, clock, events, said, late={2, 5})
    assert report.ok and report.answers == tuple((s, s) for s in range(1, 11))
    assert said[0] == ("selftest_start", {}) and said[-1] == ("selftest_ok", {})
    assert ("selftest_press", {"seat": 10}) in said


def test_finds_a_swapped_and_a_dead_wire(factory, clock, events, said):
    report = run(factory, clock, events, said,
                 wired={3: BUTTON[7], 7: BUTTON[3], 5: None})
    assert report.faults == (Fault(3, "swapped", 7), Fault(5, "dead"))
    assert report.fault_seats == (3, 5, 7)
    assert [kw["seat"] for pid, kw in said if pid == "selftest_fault"] == [3, 5, 7]
    assert "selftest_ok" not in [pid for pid, _ in said]


def test_finds_a_wrong_wire(factory, clock, events, said):
    # Seat 4's button is wired to seat 9's input, and seat 9's button to nothing.
    report = run(factory, clock, events, said, wired={4: BUTTON[9], 9: None})
    assert report.faults == (Fault(4, "wrong", 9), Fault(9, "dead"))
    assert "seat 9's button answered" in report.faults[0].describe()


def test_finds_a_stuck_button(factory, clock, events, said):
    t = Table(factory, clock, events, wired={6: None})
    with make_board(TEN, clock, events.append, factories={"main": factory}) as board:
        factory.pin(BUTTON[6]).drive_low()   # shorted to ground after start
        clock.advance(0.05)
        board.tick(clock.now())              # (a press once held min_press)
        events.clear()
        report = run_selftest(board, clock, t.next_event, press_seconds=6.0)
    assert Fault(6, "stuck") in report.faults
    assert not report.ok
