"""The fake board: input hygiene (debounce, stuck, double and simultaneous presses, host long
press, windows) and the light driver on a ManualClock."""

from __future__ import annotations

import pytest

from pihost.events import HostPressed, SeatPressed, SeatReleased, SeatStuck
from pihost.seats import FakeBoard, InputTiming, InputWindow, make_board, patterns


@pytest.fixture
def board(clock, events):
    with FakeBoard(10, clock, events.append) as b:
        yield b


def kinds(events):
    return [type(e).__name__ for e in events]


def test_a_clean_press_and_release(board, clock, events):
    board.press(3)
    clock.advance(0.4)
    board.release(3)
    assert events == [SeatPressed(3, 100.0), SeatReleased(3, 100.4, held=0.4)]


def test_bounce_on_press_gives_one_press(board, clock, events):
    t = clock.now()
    for i, down in enumerate([True, False, True, False, True]):
        board.edge(5, down, at=t + i * 0.004)
    board.tick(t + 0.1)
    assert events == [SeatPressed(5, t)]
    assert board.is_down(5)


def test_a_tap_shorter_than_a_finger_is_no_press_at_all(board, clock, events):
    t = clock.now()
    board.edge(5, True, at=t)
    board.edge(5, False, at=t + 0.01)  # 10 ms: under min_press (40 ms), a spike
    board.tick(t + 0.2)
    assert events == [] and not board.is_down(5)


def test_a_short_press_is_taken_and_its_release_after_the_window(board, clock, events):
    t = clock.now()
    board.edge(5, True, at=t)
    board.edge(5, False, at=t + 0.05)  # a quick finger
    assert kinds(events) == ["SeatPressed"] and events[0].at == t
    board.tick(t + 0.07)
    assert kinds(events) == ["SeatPressed"]  # open for 20 ms: maybe bounce yet
    board.tick(t + 0.09)
    assert kinds(events) == ["SeatPressed", "SeatReleased"]
    assert events[-1].at == pytest.approx(t + 0.05)  # the moment it opened
    assert not board.is_down(5)


def test_double_press_is_two_presses(board, clock, events):
    for _ in range(2):
        board.press(7)
        clock.advance(0.08)
        board.release(7)
        clock.advance(0.08)
    assert [e for e in events if isinstance(e, SeatPressed)] == [
        SeatPressed(7, 100.0), SeatPressed(7, pytest.approx(100.16))]


def test_simultaneous_presses_are_all_recorded(board, clock, events):
    for seat in (2, 9, 4):
        board.press(seat)
    assert events == [SeatPressed(2, 100.0), SeatPressed(9, 100.0), SeatPressed(4, 100.0)]


def test_stuck_button_reported_once_then_cleared_by_release(board, clock, events):
    board.press(6)
    for _ in range(400):
        clock.advance(0.025)
        board.tick(clock.now())
    assert kinds(events) == ["SeatPressed", "SeatStuck"]
    assert events[1] == SeatStuck(6, pytest.approx(105.0, abs=0.03))
    board.release(6)
    assert kinds(events)[-1] == "SeatReleased"
    clock.advance(0.1)
    board.press(6)
    assert kinds(events)[-1] == "SeatPressed"


def test_host_short_and_long_press(board, clock, events):
    board.press_host()
    assert events == [HostPressed("host", False, pytest.approx(100.09))]
    events.clear()
    board.press_host(long=True, at=110.0)
    assert events == [HostPressed("host", True, 111.0)]  # posted while held, not on release


def test_host_long_press_seen_on_release_when_no_tick_ran(board, clock, events):
    board.edge("host", True, at=100.0)
    board.edge("host", False, at=102.0)
    board.tick(102.1)
    assert events == [HostPressed("host", True, 102.0)]


def test_unknown_seat_is_a_clear_error_and_changes_nothing(board, events):
    with pytest.raises(ValueError, match="no seat 11"):
        board.press(11)
    with pytest.raises(ValueError, match="no seat 0"):
        board.show(0, patterns.SPEAKING, 0.0)
    with pytest.raises(TypeError):
        board.show(1, "speaking", 0.0)
    for bad_time in (float("nan"), float("inf"), None, "now"):
        with pytest.raises(ValueError, match="box time"):
            board.secret(2, True, at=bad_time)
    with pytest.raises(ValueError, match="no host button"):
        board.press_host(button="pause")
    assert events == [] and all(board.level(s) == 0.0 for s in board.seats)


def test_presses_outside_a_window_are_posted_but_judged(board, clock, events):
    window = InputWindow("vote 10", opens=101.0, closes=104.0, seats=frozenset(range(1, 10)))
    for at, seat in [(100.5, 1), (101.0, 2), (103.9, 3), (104.0, 4), (102.0, 10)]:
        board.press(seat, at=at)
    assert [window.verdict(e) for e in events] == [
        "early", "in_window", "in_window", "late", "not_this_seat"]
    with pytest.raises(ValueError):
        InputWindow("bad", opens=2.0, closes=1.0, seats=frozenset())


def test_lights_follow_the_one_clock(board, clock):
    board.show(1, patterns.SPEAKING, at=100.0)
    board.show(2, patterns.LAST_TEN, at=100.0)
    assert (board.level(1), board.level(2)) == (1.0, 1.0)
    clock.set(100.3)
    assert board.level(2) == 1.0  # nothing moves between ticks
    board.tick(clock.now())
    assert (board.level(1), board.level(2)) == (1.0, 0.0)
    assert (board.pattern(1), board.pattern(2)) == ("speaking", "last_ten")


def test_one_shot_pattern_ends_dark_and_named_off(board, clock):
    board.show(4, patterns.FOULS(2), at=100.0)
    clock.set(101.2)
    board.tick(clock.now())
    assert (board.level(4), board.pattern(4)) == (0.0, "off")


def test_a_pattern_set_for_later_starts_later(board, clock):
    board.show(8, patterns.SPEAKING, at=102.0)
    assert board.level(8) == 0.0
    board.tick(101.9)
    assert board.level(8) == 0.0
    board.tick(102.0)
    assert board.level(8) == 1.0


def test_show_all_and_close_turn_everything_off(clock, events):
    board = FakeBoard(10, clock, events.append)
    board.show_all(patterns.SELFTEST, at=100.0)
    assert all(board.level(s) == 1.0 for s in board.seats)
    board.close()
    board.close()
    assert board.closed and all(board.level(s) == 0.0 for s in board.seats)
    board.press(1)  # after close: ignored
    assert events == []


def _levels_over(board, clock, seconds, step=0.02):
    seen = []
    end = clock.now() + seconds
    while clock.now() < end:
        clock.advance(step)
        board.tick(clock.now())
        seen.append(tuple(board.level(s) for s in board.seats))
    return seen


@pytest.mark.parametrize("answer", [True, False])
def test_secret_reply_lights_the_asking_seat_only(board, clock, answer):
    board.show_all(patterns.OFF, at=clock.now())
    before = len(board.history)
    duration = board.secret(6, answer, at=clock.now())
    seen = _levels_over(board, clock, duration + 1.0)
    changed = {seat for _, seat, _, _ in board.history[before:]}
    assert changed == {6}
    assert all(lv[i] == 0.0 for lv in seen for i in range(10) if i != 5)
    assert any(lv[5] == 1.0 for lv in seen) and seen[-1][5] == 0.0
    assert board.pattern(6) == "off"


def test_secret_yes_and_no_take_the_same_time_on_the_light(clock, events):
    lit_until = {}
    for answer in (True, False):
        b = FakeBoard(10, clock, events.append)
        t0 = clock.now()
        assert b.secret(3, answer, at=t0) == patterns.SECRET_SECONDS
        _levels_over(b, clock, 3.0, step=0.01)
        last_change = max(t for t, seat, _, _ in b.history if seat == 3)
        lit_until[answer] = round(last_change - t0, 2)
    assert lit_until[True] == lit_until[False] == pytest.approx(2.0, abs=0.02)


def test_secret_goes_to_the_reply_device_when_wired(clock, events):
    b = FakeBoard(10, clock, events.append, reply_seats=[3])
    b.show(3, patterns.SPEAKING, at=clock.now())
    b.secret(3, True, at=clock.now())
    assert b.level(3) == 1.0 and b.pattern(3) == "speaking"
    assert b.level(3, "reply") == 1.0 and b.pattern(3, "reply") == "secret"
    assert b.secret(4, False, at=clock.now()) == 2.0  # no reply device: its light
    assert b.pattern(4) == "secret"


def test_a_role_code_lasts_the_same_for_every_code_of_the_deck(board, clock):
    lengths = {board.reveal_code(1, n, 7, at=clock.now()) for n in range(1, 8)}
    assert len(lengths) == 1
    with pytest.raises(ValueError, match="role code"):
        board.reveal_code(1, 8, 7, at=clock.now())


def test_every_secret_reply_lasts_as_long_and_ends_lit(board, clock):
    from pihost.seats import patterns

    for reply in (True, False, "yes", "no", "away", "refused"):
        p = patterns.secret_reply(reply)
        assert p.duration == patterns.SECRET_SECONDS and p.steps[-1][1] == 1.0
    with pytest.raises(TypeError):
        board.secret(1, "maybe", at=clock.now())


def test_make_board_fake_and_timings(clock, events):
    b = make_board("hardware/pins/10-seats.yaml", clock, events.append, kind="fake",
                   debounce_seconds=0.05, stuck_seconds=3.0, long_press_seconds=0.8)
    assert b.seats == tuple(range(1, 11)) and b.hosts == ("host",)
    assert b.timing == InputTiming(0.05, 3.0, 0.8)
    with pytest.raises(ValueError, match="unknown seat board kind"):
        make_board(None, clock, events.append, kind="wifi")
    with pytest.raises(ValueError, match="stuck"):
        make_board(None, clock, events.append, kind="fake", stuck_seconds=0.5)


def test_post_may_call_back_into_the_board(clock):
    import threading

    def react(event):  # a simulator that lights a seat the moment it is pressed
        board.show(event.seat, patterns.VOTED, at=event.at)

    board = FakeBoard(10, clock, react)
    worker = threading.Thread(target=board.press, args=(4,))
    worker.start()
    worker.join(timeout=5.0)
    assert not worker.is_alive() and board.level(4) == 1.0 and board.pattern(4) == "voted"


def test_host_button_down_at_start_opens_no_menu():
    from pihost.seats.inputs import InputLogic

    out = []
    logic = InputLogic((1, 2), ("host",), out.append, initially_down={"host": True, 2: True},
                       start=50.0)
    logic.poll(52.0)
    logic.edge("host", False, at=52.5)
    assert out == []
    logic.poll(55.1)
    assert out == [SeatStuck(2, 55.1)]
    logic.edge("host", True, at=60.0)
    logic.edge("host", False, at=60.2)
    logic.poll(60.3)
    assert out[-1] == HostPressed("host", False, 60.2)
