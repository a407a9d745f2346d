"""GpioBoard on gpiozero's own MockFactory (MockPWMPin for PWM lights)."""

from __future__ import annotations

import gc

import pytest
import yaml
from gpiozero.pins.mock import MockFactory, MockPWMPin

from pihost.events import HostPressed, SeatPressed, SeatReleased
from pihost.seats import GpioBoard, PinMapError, load_pin_map, make_board, patterns

TEN = "hardware/pins/10-seats.yaml"
BUTTON = {n: 3 + n for n in range(1, 11)}  # seat -> BCM, as in 10-seats.yaml
LIGHT = {n: 15 + n for n in range(1, 11)}


@pytest.fixture
def board(factory, clock, events):
    with make_board(TEN, clock, events.append, kind="gpio", factories={"main": factory}) as b:
        yield b


def test_pin_edges_become_typed_events(board, factory, clock, events):
    pin = factory.pin(BUTTON[3])
    pin.drive_low()  # pressed: the button pulls the pin to ground
    clock.advance(0.3)
    pin.drive_high()
    clock.advance(0.05)
    board.tick(clock.now())  # a release counts once the contact stayed open (debounce)
    assert events == [SeatPressed(3, 100.0), SeatReleased(3, 100.3, held=0.3)]


def test_callbacks_survive_garbage_collection(board, factory, clock, events):
    gc.collect()
    factory.pin(BUTTON[10]).drive_low()
    clock.advance(0.05)
    board.tick(clock.now())  # a press counts once held min_press
    assert events == [SeatPressed(10, 100.0)]


def test_debounce_is_ours_because_mockpin_ignores_bounce_time(board, factory, clock, events):
    pin = factory.pin(BUTTON[1])
    for _ in range(3):
        pin.drive_low()
        clock.advance(0.003)
        pin.drive_high()
        clock.advance(0.003)
    pin.drive_low()
    clock.advance(0.1)
    board.tick(clock.now())
    assert events == [SeatPressed(1, 100.0)]


def test_simultaneous_pins_both_recorded(board, factory, clock, events):
    factory.pin(BUTTON[2]).drive_low()
    factory.pin(BUTTON[8]).drive_low()
    clock.advance(0.05)
    board.tick(clock.now())
    assert {e.seat for e in events} == {2, 8}


def test_host_button_on_gpio3(board, factory, clock, events):
    pin = factory.pin(3)
    pin.drive_low()
    clock.advance(1.2)
    board.tick(clock.now())
    pin.drive_high()
    assert events == [HostPressed("host", True, 101.2)]


def test_lights_drive_their_pins(board, factory, clock):
    board.show(4, patterns.SPEAKING, at=clock.now())
    board.show(5, patterns.LAST_TEN, at=clock.now())
    assert factory.pin(LIGHT[4]).state == 1.0 and factory.pin(LIGHT[5]).state == 1.0
    clock.advance(0.3)
    board.tick(clock.now())
    assert factory.pin(LIGHT[4]).state == 1.0 and factory.pin(LIGHT[5]).state == 0.0
    assert factory.pin(LIGHT[6]).state == 0.0


def test_secret_reply_on_one_pin_only(board, factory, clock):
    factory.pin(LIGHT[1]).clear_states()
    others = [factory.pin(LIGHT[n]) for n in range(2, 11)]
    for p in others:
        p.clear_states()
    d = board.secret(1, False, at=clock.now())
    for _ in range(int((d + 0.5) / 0.02)):
        clock.advance(0.02)
        board.tick(clock.now())
    assert len(factory.pin(LIGHT[1]).states) > 3
    assert all(len(p.states) == 1 for p in others)  # the state at clear_states(), nothing after


def test_input_held_at_start_is_not_a_press_but_goes_stuck(factory, clock, events):
    # A touch pad has no pull resistor, so a mock pin driven high beforehand stays high.
    pads = {n: {"button": {"kind": "pad", "pin": BUTTON[n]}, "light": LIGHT[n]} for n in range(1, 5)}
    factory.pin(BUTTON[3]).drive_high()
    with make_board({"host": {"host": 3}, "seats": pads}, clock, events.append,
                    factories={"main": factory}) as b:
        assert b.is_down(3) and not b.is_down(2) and events == []
        clock.advance(5.1)
        b.tick(clock.now())
        assert [type(e).__name__ for e in events] == ["SeatStuck"]


def test_close_releases_pins_and_turns_lights_off(factory, clock, events):
    b = make_board(TEN, clock, events.append, factories={"main": factory})
    b.show_all(patterns.SPEAKING, at=clock.now())
    b.close()
    assert factory.pin(LIGHT[1]).state == 0
    again = make_board(TEN, clock, events.append, factories={"main": factory})  # pins free again
    again.close()


def test_pin_in_use_names_the_key_and_frees_the_rest(factory, clock, events):
    from gpiozero import LED
    squatter = LED(LIGHT[5], pin_factory=factory)
    with pytest.raises(PinMapError, match=r"seats\.5\.light"):
        make_board(TEN, clock, events.append, factories={"main": factory})
    squatter.close()
    make_board(TEN, clock, events.append, factories={"main": factory}).close()


def test_pwm_light_on_a_pin_without_pwm_is_refused(clock, events):
    from gpiozero.pins.mock import MockPin
    data = yaml.safe_load(open(TEN, encoding="utf-8"))
    data["seats"][2]["light"] = {"kind": "pwmled", "pin": "GPIO17"}
    plain = MockFactory(revision="c03111", pin_class=MockPin)
    try:
        with pytest.raises(PinMapError, match=r"seats\.2\.light: cannot set up pwmled"):
            make_board(data, clock, events.append, factories={"main": plain})
    finally:
        plain.close()


def test_dimmed_light_follows_the_level(factory, clock, events):
    data = yaml.safe_load(open(TEN, encoding="utf-8"))
    data["seats"][2]["light"] = {"kind": "pwmled", "pin": "GPIO17"}
    with make_board(data, clock, events.append, factories={"main": factory}) as b:
        b.show(2, patterns.Pattern("dim", ((1.0, 0.3),), repeat=True), at=clock.now())
        assert factory.pin(17).state == pytest.approx(0.3)
        b.show(3, patterns.Pattern("dim", ((1.0, 0.3),), repeat=True), at=clock.now())
        assert factory.pin(18).state == 0  # a plain LED: under one half is off


def test_expander_chip_driven_through_its_own_factory(factory, clock, events):
    expanders = {f"mcp{i}": MockFactory(revision="c03111", pin_class=MockPWMPin) for i in (1, 2, 3)}
    try:
        pm = load_pin_map("hardware/pins/25-seats-mcp23017.yaml")
        with GpioBoard(pm, clock, events.append, factories={"main": factory, **expanders}) as b:
            assert b.seats == tuple(range(1, 26))
            expanders["mcp2"].pin(3).drive_low()    # mcp2:A3 = seat 12's button
            factory.pin(12).drive_low()             # seat 25 on the header
            clock.advance(0.05)
            b.tick(clock.now())
            b.show(17, patterns.SPEAKING, at=clock.now())
            assert expanders["mcp3"].pin(9).state == 1   # mcp3:B1 = seat 17's light
            assert expanders["mcp3"].pin(10).state == 0  # mcp3:B2 = seat 18's light
            assert events == [SeatPressed(12, 100.0), SeatPressed(25, 100.0)]
    finally:
        for f in expanders.values():
            f.close()


def test_rgb_and_vibration_kinds_from_yaml_lines(factory, clock, events):
    data = {"board": "pi5", "host": {"host": "GPIO3"}, "seats": {
        n: {"button": 3 + n, "light": {"kind": "rgbled", "red": 8 + 3 * n, "green": 9 + 3 * n,
                                       "blue": 10 + 3 * n}} for n in range(1, 5)}}
    data["seats"][1]["reply"] = {"kind": "vibration", "pin": "GPIO26"}
    data["seats"][2]["button"] = {"kind": "pad", "pin": "GPIO5"}
    with make_board(data, clock, events.append, factories={"main": factory}) as b:
        b.show(2, patterns.SPEAKING, at=clock.now())
        assert factory.pin(14).state == 1.0 and factory.pin(15).state == pytest.approx(0.6)
        b.secret(1, True, at=clock.now())
        assert factory.pin(26).state == 1 and factory.pin(11).state == 0  # motor, not light
        factory.pin(5).drive_high()   # a touch pad goes high when touched
        clock.advance(0.05)
        b.tick(clock.now())
        assert events == [SeatPressed(2, 100.0)]
