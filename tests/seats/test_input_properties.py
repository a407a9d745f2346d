"""Random contact chatter never breaks the input rules (hypothesis), and edges arriving from
other threads while the box ticks are all recorded."""

from __future__ import annotations

import os
import threading

from hypothesis import given, settings
from hypothesis import strategies as st

from pihost.clock import ManualClock
from pihost.events import SeatPressed, SeatReleased, SeatStuck
from pihost.seats import FakeBoard
from pihost.seats.inputs import InputLogic, InputTiming

EXAMPLES = int(os.environ.get("PIHOST_FUZZ_EXAMPLES", "500"))

# Gaps around the debounce (30 ms) and min_press (40 ms, 20 ms) windows, plus long holds
# (stuck at 2 s).
gaps = st.one_of(st.sampled_from([0.0, 0.001, 0.004, 0.019, 0.02, 0.029, 0.03, 0.031, 0.039,
                                  0.04, 0.041, 2.5]), st.floats(0.0, 0.2))
edges = st.lists(st.tuples(st.integers(1, 2), st.booleans(), gaps, st.booleans()), max_size=60)


@settings(max_examples=EXAMPLES, deadline=None)
@given(edges, st.sampled_from([0.04, 0.02]))
def test_chatter_keeps_presses_and_releases_alternating(script, min_press):
    out = []
    timing = InputTiming(debounce=0.03, stuck=2.0, long_press=1.0, min_press=min_press)
    logic = InputLogic(seats=(1, 2, 3), hosts=(), post=out.append, timing=timing)
    t, last_raw = 0.0, {}
    for seat, down, gap, poll in script:
        t += gap
        logic.edge(seat, down, at=t)
        last_raw[seat] = down
        if poll:
            logic.poll(t)
    logic.poll(t + 5.0)
    for seat in (1, 2, 3):
        mine = [e for e in out if e.seat == seat]
        flips = [type(e) for e in mine if not isinstance(e, SeatStuck)]
        assert flips == [SeatPressed, SeatReleased] * (len(flips) // 2) + [SeatPressed] * (len(flips) % 2)
        times = [e.at for e in mine]
        assert times == sorted(times)
        presses = [e.at for e in mine if isinstance(e, SeatPressed)]
        assert all(b - a >= timing.debounce - 1e-9 for a, b in zip(presses, presses[1:], strict=False))
        assert logic.is_down(seat) == last_raw.get(seat, False)  # settled to the contact
        stuck = [e for e in mine if isinstance(e, SeatStuck)]
        assert len(stuck) <= len([e for e in mine if isinstance(e, SeatPressed)])


def test_edges_from_many_threads_while_ticking_are_all_recorded():
    clock, events = ManualClock(), []
    board = FakeBoard(10, clock, events.append)
    stop = threading.Event()

    def seat_thread(seat):  # 10 ms apart: fingers, not an interference
        for i in range(200):
            board.edge(seat, True, at=i * 1.0 + seat / 100)
            board.edge(seat, False, at=i * 1.0 + 0.5)

    def ticker():
        while not stop.is_set():
            board.tick(0.0)

    tick = threading.Thread(target=ticker)
    tick.start()
    threads = [threading.Thread(target=seat_thread, args=(s,)) for s in board.seats]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=30)
    stop.set()
    tick.join(timeout=30)
    board.tick(1000.0)  # the last releases, once open long enough
    for seat in board.seats:
        mine = [e for e in events if e.seat == seat]
        assert len(mine) == 400
        assert [e.at for e in mine if isinstance(e, SeatPressed)] == [
            i * 1.0 + seat / 100 for i in range(200)]


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(st.tuples(st.floats(0.0002, 0.02), st.floats(0.0, 0.95)), min_size=1,
                max_size=80), st.booleans())
def test_a_chattering_press_of_any_length_is_one_press_at_its_first_closing(chatter, poll):
    """Closed/open stretches (each opening shorter than the closing before it, as a contact's
    chatter is), then held: one press, at the first closing, however long the train (the old
    30 ms debounce made a long one two)."""
    out = []
    logic = InputLogic(seats=(1,), hosts=(), post=out.append)
    t = 10.0
    for closed, share in chatter:
        logic.edge(1, True, at=t)
        t += closed
        logic.edge(1, False, at=t)
        t += closed * share
        if poll:
            logic.poll(t)
    logic.edge(1, True, at=t)
    logic.poll(t + 1.0)
    assert [e for e in out if isinstance(e, SeatPressed)] == [SeatPressed(1, 10.0)]
    assert not [e for e in out if isinstance(e, SeatReleased)]


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(st.tuples(st.floats(0.0001, 0.003), st.floats(0.004, 0.5)), min_size=1,
                max_size=60))
def test_spikes_are_never_presses(spikes):
    """Interference of a few ms at most, however often, on a line nobody touches."""
    out = []
    logic = InputLogic(seats=(1,), hosts=(), post=out.append)
    t = 0.0
    for width, gap in spikes:
        logic.edge(1, True, at=t)
        logic.edge(1, False, at=t + width)
        t += width + gap
        logic.poll(t)
    assert out == []
