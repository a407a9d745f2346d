"""A new device kind is one registered class plus one YAML line."""

from __future__ import annotations

import gpiozero
import pytest
import yaml

from pihost.seats import make_board
from pihost.seats.devices import DEVICE_KINDS, SeatOutput, register_device


@pytest.fixture
def buzzer_kind():
    @register_device("test_buzzer")
    class Buzzer(SeatOutput):
        def __init__(self, pins, options):
            p = pins["pin"]
            self._dev = gpiozero.Buzzer(p.line, pin_factory=p.factory)

        def set(self, level):
            self._dev.value = level >= 0.5

        def close(self):
            self._dev.close()

    yield Buzzer
    DEVICE_KINDS.pop("test_buzzer")


def test_new_kind_from_one_yaml_line(buzzer_kind, factory, clock, events):
    data = yaml.safe_load(open("hardware/pins/10-seats.yaml", encoding="utf-8"))
    data["seats"][5]["reply"] = {"kind": "test_buzzer", "pin": "GPIO27"}
    with make_board(data, clock, events.append, factories={"main": factory}) as board:
        duration = board.secret(5, True, at=clock.now())
        assert factory.pin(27).state == 1 and factory.pin(20).state == 0  # buzzer, not light
        clock.advance(duration)
        board.tick(clock.now())
        assert factory.pin(27).state == 0


def test_a_name_cannot_be_registered_twice_or_without_a_role(buzzer_kind):
    with pytest.raises(ValueError, match="already registered"):
        register_device("test_buzzer")(buzzer_kind)
    with pytest.raises(ValueError, match="SeatInput or SeatOutput"):
        register_device("nothing")(object)
