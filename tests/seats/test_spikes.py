"""Spikes and bounce are not presses: a press must last ``min_press`` (a finger does, a spike on a
long cable does not), a bounce train of any length is one press, and many seats going down
together is interference — ignored, and reported once as a typed event so the host is told.
On the fake board's raw edges and on real gpiozero pins (MockFactory)."""

from __future__ import annotations

import pytest

from pihost.events import Interference, SeatPressed, SeatReleased
from pihost.seats import FakeBoard, InputTiming, make_board

TEN = "hardware/pins/10-seats.yaml"
BUTTON = {n: 3 + n for n in range(1, 11)}  # seat -> BCM, as in 10-seats.yaml


def presses(events):
    return [e for e in events if isinstance(e, SeatPressed)]


@pytest.fixture
def board(clock, events):
    with FakeBoard(10, clock, events.append) as b:
        yield b


def test_a_1ms_spike_on_all_ten_lines_is_no_press_but_interference(board, clock, events):
    """Before: ten presses at once — the day's speeches ended, a vote was decided."""
    t = clock.now()
    for seat in board.seats:
        board.edge(seat, True, at=t + 0.0001 * seat)
    for seat in board.seats:
        board.edge(seat, False, at=t + 0.001 + 0.0001 * seat)
    board.tick(t + 0.2)
    assert presses(events) == []
    [spike] = [e for e in events if isinstance(e, Interference)]
    assert spike.seats == tuple(range(1, 11)) and spike.at == pytest.approx(t + 0.0001)
    assert not any(board.is_down(s) for s in board.seats)


def test_a_spike_on_one_line_is_shorter_than_any_finger(board, clock, events):
    t = clock.now()
    board.edge(4, True, at=t)
    board.edge(4, False, at=t + 0.001)
    board.tick(t + 0.5)
    assert events == []


def test_a_long_spike_on_many_lines_is_interference_too(board, clock, events):
    """Longer than a finger's minimum, but on seven lines within 5 ms: not seven fingers."""
    t = clock.now()
    for seat in (1, 2, 3, 5, 6, 8, 9):
        board.edge(seat, True, at=t + 0.0005 * seat)
    board.tick(t + 0.1)
    for seat in (1, 2, 3, 5, 6, 8, 9):
        board.edge(seat, False, at=t + 0.2)
    board.tick(t + 0.5)
    assert presses(events) == [] and [type(e) for e in events] == [Interference]
    board.edge(3, True, at=t + 1.0)          # then a real press on one of them counts again
    board.tick(t + 1.1)
    assert presses(events) == [SeatPressed(3, t + 1.0)]


def test_three_seats_together_are_three_presses(board, clock, events):
    t = clock.now()
    for seat in (2, 5, 7):
        board.edge(seat, True, at=t + 0.001 * seat)
    board.tick(t + 0.1)
    assert presses(events) == [SeatPressed(s, pytest.approx(t + 0.001 * s)) for s in (2, 5, 7)]


def test_four_presses_spread_over_more_than_5ms_are_fingers(board, clock, events):
    t = clock.now()
    for i, seat in enumerate((1, 4, 6, 9)):
        board.edge(seat, True, at=t + 0.006 * i)
    board.tick(t + 0.2)
    assert [e.seat for e in presses(events)] == [1, 4, 6, 9]
    assert not [e for e in events if isinstance(e, Interference)]


def bounce_train(board, seat, start, seconds, settle_down):
    """Contact chatter: 1 ms open, 2 ms closed, for ``seconds``; then it stays as given."""
    t, down = start, True
    while t < start + seconds:
        board.edge(seat, down, at=t)
        t += 0.002 if down else 0.001
        down = not down
    board.edge(seat, settle_down, at=t)
    return t


def test_a_bounce_train_longer_than_the_old_30ms_is_one_press(board, clock, events):
    """Before: a second press (a spoiled shot, «уже проголосовал»)."""
    t = clock.now()
    end = bounce_train(board, 6, t, 0.06, settle_down=True)
    for k in range(10):
        board.tick(t + 0.01 * k)
    board.tick(end + 0.3)
    release = bounce_train(board, 6, end + 0.5, 0.06, settle_down=False)  # the lift, chattering
    board.tick(release + 0.2)
    assert presses(events) == [SeatPressed(6, t)]            # the moment the press began
    [up] = [e for e in events if isinstance(e, SeatReleased)]
    # the moment it opened for good (the train's last opening, at most 1 ms before its end)
    assert release - 0.0011 <= up.at <= release and up.held == pytest.approx(up.at - t)


def test_min_press_is_a_setting(clock, events):
    board = FakeBoard(10, clock, events.append, timing=InputTiming(min_press=0.1))
    t = clock.now()
    board.edge(2, True, at=t)
    board.edge(2, False, at=t + 0.07)        # a finger's tap, but shorter than this table asks
    board.tick(t + 0.3)
    assert events == []
    with pytest.raises(ValueError, match="min_press"):
        InputTiming(min_press=0.004)         # not longer than the interference window


def test_make_board_and_the_config_key(clock, events, tmp_path):
    from pihost.config import load_config

    cfg_file = tmp_path / "t.yaml"
    cfg_file.write_text("seats:\n  kind: fake\n  min_press_seconds: 0.05\n")
    cfg = load_config(cfg_file)
    assert cfg.seats.min_press_seconds == 0.05
    assert load_config(None).seats.min_press_seconds == 0.04
    board = make_board(None, clock, events.append, kind="fake",
                       min_press_seconds=cfg.seats.min_press_seconds)
    assert board.timing.min_press == 0.05


# --- on real gpiozero pins -----------------------------------------------------------------------

@pytest.fixture
def pins(factory, clock, events):
    with make_board(TEN, clock, events.append, kind="gpio", factories={"main": factory}) as b:
        yield b


def test_a_spike_on_every_pin_is_interference(pins, factory, clock, events):
    for seat in range(1, 11):
        factory.pin(BUTTON[seat]).drive_low()
    clock.advance(0.001)
    for seat in range(1, 11):
        factory.pin(BUTTON[seat]).drive_high()
    clock.advance(0.2)
    pins.tick(clock.now())
    assert presses(events) == []
    assert [e for e in events if isinstance(e, Interference)] == [
        Interference(seats=tuple(range(1, 11)), at=100.0)]


def test_a_chattering_finger_on_a_pin_is_one_press(pins, factory, clock, events):
    pin = factory.pin(BUTTON[8])
    for _ in range(20):                      # 60 ms of chatter
        pin.drive_low()
        clock.advance(0.002)
        pin.drive_high()
        clock.advance(0.001)
        pins.tick(clock.now())
    pin.drive_low()
    clock.advance(0.3)
    pins.tick(clock.now())
    pin.drive_high()
    clock.advance(0.1)
    pins.tick(clock.now())
    assert presses(events) == [SeatPressed(8, 100.0)]
    assert [e.at for e in events if isinstance(e, SeatReleased)] == [pytest.approx(100.36)]
