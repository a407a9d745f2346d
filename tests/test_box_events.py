"""The box's typed events and its clock."""

import pytest

from pihost.clock import ManualClock
from pihost.events import Heard, SeatPressed, SeatReleased, TimerExpired, event_from_json


@pytest.mark.parametrize(
    "event",
    [
        SeatPressed(seat=3, at=1.25),
        SeatReleased(seat=10, at=2.0, held=0.75),
        Heard(text="я выставляю игрока номер десять", at=5.0),
        TimerExpired(name="speech", at=60.0),
    ],
)
def test_events_round_trip(event):
    wire = event.to_json()
    assert wire["type"] == event.type
    assert event_from_json(wire) == event


def test_unknown_event_type_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown event type 'nope'"):
        event_from_json({"type": "nope"})
    with pytest.raises(ValueError, match="unknown field 'colour'"):
        event_from_json({"type": "seat_pressed", "seat": 1, "at": 0.0, "colour": "red"})


def test_manual_clock_moves_only_forward():
    c = ManualClock()
    c.advance(2.5)
    c.set(4.0)
    assert c.now() == 4.0
    with pytest.raises(ValueError):
        c.advance(-1)
