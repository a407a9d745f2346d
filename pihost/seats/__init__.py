"""Seats: each seat's button and light, the host's buttons, light patterns, secret replies.

>>> from pihost.clock import ManualClock
>>> board = make_board(None, ManualClock(), print, kind="fake", seats=10)
>>> board.seats[-1]
10
"""

from __future__ import annotations

from pihost.seats import patterns
from pihost.seats.board import SeatBoard
from pihost.seats.fake import FakeBoard
from pihost.seats.gpio import GpioBoard, NoGpioError, make_board
from pihost.seats.inputs import InputTiming, InputWindow
from pihost.seats.patterns import Pattern
from pihost.seats.pinmap import PinMap, PinMapError, load_pin_map

__all__ = [
    "FakeBoard", "GpioBoard", "InputTiming", "InputWindow", "NoGpioError", "Pattern", "PinMap",
    "PinMapError", "SeatBoard", "load_pin_map", "make_board", "patterns",
]
