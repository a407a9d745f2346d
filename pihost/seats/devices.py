"""Seat device kinds, registered by name: one class here + one line in a pin map adds a device.

A kind says which pins it needs (``pin_keys``), which options it takes (``defaults``, whose
types are the options' types) and whether it needs PWM. Inputs report raw contact edges through
``on_edge(down)`` — called on gpiozero's own thread, so it must only hand the edge on. Outputs
take a brightness 0..1.

Adding a kind (e.g. a buzzer that ticks on secret replies)::

    @register_device("buzzer")
    class Buzzer(SeatOutput):
        pin_keys = ("pin",)
        def __init__(self, pins, options):
            self._dev = gpiozero.Buzzer(pins["pin"].line, pin_factory=pins["pin"].factory)
        def set(self, level): self._dev.value = level >= 0.5
        def close(self): self._dev.close()

and in the pin map: ``reply: {kind: buzzer, pin: GPIO26}``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import gpiozero

DEVICE_KINDS: dict[str, type[SeatDevice]] = {}


@dataclass(frozen=True)
class BoundPin:
    """A pin line and the gpiozero pin factory of the chip it is on (``None`` = gpiozero's
    default factory, which honours ``GPIOZERO_PIN_FACTORY``)."""

    line: int
    factory: Any = None


class SeatDevice(ABC):
    """Base of every device kind."""

    role: ClassVar[str] = ""                 # "input" or "output"
    pin_keys: ClassVar[tuple[str, ...]] = ("pin",)
    defaults: ClassVar[dict[str, Any]] = {}  # option name -> default (its type is checked)
    pwm: ClassVar[bool] = False              # needs a PWM-capable pin

    @abstractmethod
    def close(self) -> None:
        """Release the device's pins."""


class SeatInput(SeatDevice):
    role = "input"

    @abstractmethod
    def is_down(self) -> bool:
        """The contact's state now (True = pressed/touched)."""


class SeatOutput(SeatDevice):
    role = "output"

    @abstractmethod
    def set(self, level: float) -> None:
        """Show brightness ``level`` (0..1)."""


def register_device(name: str) -> Callable[[type[SeatDevice]], type[SeatDevice]]:
    """Class decorator: make a device kind available to pin maps as ``kind: name``.

    Raises ``ValueError`` when the name is taken or the class is neither an input nor an output.
    """

    def add(cls: type[SeatDevice]) -> type[SeatDevice]:
        if name in DEVICE_KINDS:
            raise ValueError(f"device kind {name!r} is already registered")
        if not (isinstance(cls, type) and issubclass(cls, SeatInput | SeatOutput)):
            raise ValueError(f"device kind {name!r}: subclass SeatInput or SeatOutput")
        DEVICE_KINDS[name] = cls
        return cls

    return add


@register_device("button")
class ButtonInput(SeatInput):
    """A push button to ground (internal pull-up) or, with ``pull_up: false``, to 3V3."""

    defaults = {"pull_up": True}

    def __init__(self, pins: dict[str, BoundPin], options: dict[str, Any],
                 on_edge: Callable[[bool], None]) -> None:
        p = pins["pin"]
        # DigitalInputDevice, not Button: no hold thread per seat (long presses are ours), and
        # bounce_time=None: debounce is ours too, identical on every pin factory.
        self._dev = gpiozero.DigitalInputDevice(p.line, bounce_time=None, pin_factory=p.factory,
                                                **self._wiring(options))
        # gpiozero calls these on its own thread; the board's on_edge only records the edge.
        self._dev.when_activated = lambda: on_edge(True)
        self._dev.when_deactivated = lambda: on_edge(False)

    def _wiring(self, options: dict[str, Any]) -> dict[str, Any]:
        return {"pull_up": options["pull_up"]}

    def is_down(self) -> bool:
        return bool(self._dev.is_active)

    def close(self) -> None:
        self._dev.close()


@register_device("pad")
class TouchPadInput(ButtonInput):
    """A capacitive touch pad module (TTP223 and the like) whose output goes high on touch."""

    defaults = {}

    def _wiring(self, options: dict[str, Any]) -> dict[str, Any]:
        return {"pull_up": None, "active_state": True}


@register_device("led")
class OnOffLight(SeatOutput):
    """A plain LED (through its resistor): lit when the level is at least one half."""

    gpio_class: ClassVar[type] = gpiozero.LED

    def __init__(self, pins: dict[str, BoundPin], options: dict[str, Any]) -> None:
        p = pins["pin"]
        self._dev = self.gpio_class(p.line, pin_factory=p.factory)

    def set(self, level: float) -> None:
        self._dev.value = level >= 0.5

    def close(self) -> None:
        self._dev.close()


@register_device("pwmled")
class DimmableLight(SeatOutput):
    """An LED on a PWM pin: brightness follows the level."""

    pwm = True
    defaults = {"frequency": 200}  # hertz; flicker-free to the eye

    def __init__(self, pins: dict[str, BoundPin], options: dict[str, Any]) -> None:
        p = pins["pin"]
        self._dev = gpiozero.PWMLED(p.line, frequency=options["frequency"], pin_factory=p.factory)

    def set(self, level: float) -> None:
        self._dev.value = level

    def close(self) -> None:
        self._dev.close()


@register_device("rgbled")
class ColourLight(SeatOutput):
    """An RGB LED (common cathode unless ``common_anode: true``) lit in one ``colour``
    ([r, g, b], each 0..1) scaled by the level. One colour for everything: a colour per answer
    would let a neighbour read a secret reply from the corner of an eye."""

    pwm = True
    pin_keys = ("red", "green", "blue")
    defaults = {"colour": [1.0, 0.6, 0.1], "common_anode": False}

    def __init__(self, pins: dict[str, BoundPin], options: dict[str, Any]) -> None:
        colour = options["colour"]
        if len(colour) != 3 or not all(isinstance(c, int | float) and 0 <= c <= 1 for c in colour):
            raise ValueError(f"colour must be [r, g, b] with each 0..1, got {colour!r}")
        self._colour = tuple(float(c) for c in colour)
        factory = pins["red"].factory
        self._dev = gpiozero.RGBLED(pins["red"].line, pins["green"].line, pins["blue"].line,
                                    active_high=not options["common_anode"], pin_factory=factory)

    def set(self, level: float) -> None:
        self._dev.value = tuple(c * level for c in self._colour)

    def close(self) -> None:
        self._dev.close()


@register_device("vibration")
class VibrationMotor(OnOffLight):
    """A coin vibration motor through a transistor: buzzes while the level is at least one half.
    Silent replies a masked player feels but nobody sees: use it as a seat's ``reply`` device."""

    gpio_class = gpiozero.DigitalOutputDevice
