"""``GpioBoard``: seats on real pins through gpiozero, and ``make_board``, the one factory.

Pins on the Pi header use gpiozero's default pin factory (``lgpio`` on a Pi 5; honours
``GPIOZERO_PIN_FACTORY``); an expander's lines (``dtoverlay=mcp23017`` gives a gpiochip) use an
``LGPIOFactory`` on that chip. Tests pass ``factories={"main": MockFactory(...)}``.

gpiozero calls button callbacks on its own thread: they only hand the edge to the board, which
debounces and posts typed events. Every device object is kept referenced by the board (a device
that loses its last reference is collected and its callback silently disappears).
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pihost.clock import Clock
from pihost.events import Event
from pihost.seats.board import LIGHT, REPLY, SeatBoard
from pihost.seats.devices import DEVICE_KINDS, BoundPin, SeatInput, SeatOutput
from pihost.seats.fake import FakeBoard
from pihost.seats.inputs import InputTiming, Key
from pihost.seats.pinmap import MAIN, ChipSpec, DeviceSpec, PinMap, PinMapError, load_pin_map

NO_GPIO = "no GPIO here (not a Pi, or lgpio missing)"


class NoGpioError(PinMapError):
    """gpiozero has no pin factory on this machine: not a Pi, or lgpio is not installed. A
    ``PinMapError`` (key ``(gpio)``) so that callers treat it as a set-up mistake; its message
    starts with ``NO_GPIO``."""

    def __init__(self, source: str, detail: str) -> None:
        fix = ("on a Raspberry Pi install lgpio (`pip install lgpio`, the 'pi' extra); on any "
               "other machine use fake pins: GPIOZERO_PIN_FACTORY=mock")
        super().__init__(source, "(gpio)", detail, fix)
        ValueError.__init__(self, f"{NO_GPIO}: {detail} — fix: {fix}")


def header_pin_factory(source: str = "<pin map>") -> Any:
    """gpiozero's default pin factory (``Device.pin_factory``), loaded now if it is not yet.

    Raises ``NoGpioError`` when none loads, with gpiozero's reasons (one per factory it tried)
    in the message instead of a warning for each on stderr.
    """
    from gpiozero import Device

    if Device.pin_factory is None:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                Device.pin_factory = Device._default_pin_factory()
            except Exception as exc:
                tried = [str(w.message).removeprefix("Falling back from ") for w in caught]
                reasons = "; ".join(tried) or f"{type(exc).__name__}: {exc}"
                raise NoGpioError(source, f"gpiozero found no pin factory ({reasons})") from None
        for w in caught:  # loaded (perhaps after a fallback): gpiozero's warnings stand
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    return Device.pin_factory


class GpioBoard(SeatBoard):
    """Seats wired as ``pin_map`` says. ``factories`` maps chip names (``main`` = the header)
    to gpiozero pin factories; chips not given are opened with lgpio, the header with
    gpiozero's default factory.

    Raises ``NoGpioError`` when this machine has no GPIO, ``PinMapError`` naming the pin map
    key when a device cannot be set up (pin in use, no PWM, chip not found); devices already
    set up are closed again.
    """

    def __init__(
        self,
        pin_map: PinMap,
        clock: Clock,
        post: Callable[[Event], None],
        *,
        factories: Mapping[str, Any] | None = None,
        timing: InputTiming | None = None,
    ) -> None:
        self.pin_map = pin_map
        self._factories: dict[str, Any] = {MAIN: None, **(factories or {})}
        self._own_factories: list[Any] = []
        self._inputs_dev: dict[Key, SeatInput] = {}
        self._outputs: dict[tuple[int, str], SeatOutput] = {}
        self._ready = False
        if self._factories[MAIN] is None:
            header_pin_factory(pin_map.source)  # no GPIO at all: say so before any pin
        try:
            for chip in pin_map.chips:
                if chip.name not in self._factories:
                    self._factories[chip.name] = _open_chip(chip, pin_map.source)
                    self._own_factories.append(self._factories[chip.name])
            for w in pin_map.seats:
                self._inputs_dev[w.seat] = self._input(f"seats.{w.seat}.button", w.button, w.seat)
                self._outputs[(w.seat, LIGHT)] = self._output(f"seats.{w.seat}.light", w.light)
                if w.reply is not None:
                    self._outputs[(w.seat, REPLY)] = self._output(f"seats.{w.seat}.reply", w.reply)
            for name, spec in pin_map.hosts:
                self._inputs_dev[name] = self._input(f"host.{name}", spec, name)
            down = {key: dev.is_down() for key, dev in self._inputs_dev.items()}
            super().__init__(pin_map.seat_numbers, pin_map.host_names, clock, post,
                             reply_seats=frozenset(s for s, ch in self._outputs if ch == REPLY),
                             timing=timing, initially_down=down)
        except BaseException:
            self._close_devices()
            raise
        self._ready = True
        for key, dev in self._inputs_dev.items():  # an edge may have slipped in while starting
            if dev.is_down() != down[key]:
                self._edge(key, dev.is_down())

    def _bind(self, spec: DeviceSpec) -> dict[str, BoundPin]:
        return {k: BoundPin(ref.line, self._factories[ref.chip]) for k, ref in spec.pins}

    def _input(self, key: str, spec: DeviceSpec, name: Key) -> SeatInput:
        def on_edge(down: bool) -> None:
            if self._ready:
                self._edge(name, down)

        try:
            return DEVICE_KINDS[spec.kind](self._bind(spec), dict(spec.options), on_edge)
        except Exception as exc:
            raise PinMapError(self.pin_map.source, key, f"cannot set up {spec.kind}: {exc}",
                              "check the pin is free and the pin factory") from exc

    def _output(self, key: str, spec: DeviceSpec) -> SeatOutput:
        try:
            return DEVICE_KINDS[spec.kind](self._bind(spec), dict(spec.options))
        except Exception as exc:
            raise PinMapError(self.pin_map.source, key, f"cannot set up {spec.kind}: {exc}",
                              "check the pin is free, and PWM-capable for pwmled/rgbled") from exc

    def _write(self, seat: int, channel: str, level: float) -> None:
        self._outputs[(seat, channel)].set(level)

    def _close_devices(self) -> None:
        for dev in [*self._inputs_dev.values(), *self._outputs.values()]:
            dev.close()
        for factory in self._own_factories:
            factory.close()
        self._own_factories.clear()


def _open_chip(chip: ChipSpec, source: str) -> Any:
    """An ``LGPIOFactory`` on the expander's gpiochip."""
    try:
        from gpiozero.pins.lgpio import LGPIOFactory
    except ImportError:
        raise PinMapError(source, f"chips.{chip.name}", "lgpio is not installed",
                          "pip install lgpio (the 'pi' extra of pihost)") from None
    return LGPIOFactory(chip=find_gpiochip(chip, source))


def find_gpiochip(chip: ChipSpec, source: str, sysfs: Path = Path("/sys/bus")) -> int:
    """The gpiochip number of ``chip``: as given, or found under its I2C device in sysfs.
    Raises ``PinMapError`` when it is not there (overlay missing, wrong address)."""
    if isinstance(chip.gpiochip, int):
        return chip.gpiochip
    if chip.i2c_address is not None:
        dev = sysfs / "i2c" / "devices" / f"{chip.i2c_bus}-{chip.i2c_address:04x}"
        for entry in sorted(dev.glob("gpiochip*")) + sorted(dev.glob("gpio/gpiochip*")):
            if re.fullmatch(r"gpiochip\d+", entry.name):
                return int(entry.name[len("gpiochip"):])
    raise PinMapError(source, f"chips.{chip.name}", "its gpiochip is not there",
                      "add dtoverlay=mcp23017,addr=0x20,gpiopin=N to /boot/firmware/config.txt, "
                      "reboot, and check with `gpiodetect` (see hardware/mcp23017.md)")


def make_board(
    pin_map: str | Path | Mapping[str, Any] | PinMap | None,
    clock: Clock,
    post: Callable[[Event], None],
    kind: str = "gpio",
    *,
    factories: Mapping[str, Any] | None = None,
    debounce_seconds: float | None = None,
    stuck_seconds: float | None = None,
    long_press_seconds: float | None = None,
    min_press_seconds: float | None = None,
    seats: int = 10,
) -> SeatBoard:
    """The box's seat board: ``kind="gpio"`` on the pins of ``pin_map`` (a path, mapping or
    ``PinMap``), or ``kind="fake"`` (seats, host buttons and reply devices from ``pin_map`` when
    given, else ``seats`` seats and one host button). ``debounce_seconds``, ``stuck_seconds``,
    ``long_press_seconds`` and ``min_press_seconds`` are ``InputTiming``'s (seconds; ``None`` =
    its default).

    >>> from pihost.clock import ManualClock
    >>> make_board(None, ManualClock(), print, kind="fake", seats=12).seats[-1]
    12

    Raises ``PinMapError`` for a bad pin map, ``ValueError`` for an unknown kind or timings out
    of range.
    """
    defaults = InputTiming()
    timing = InputTiming(
        debounce=defaults.debounce if debounce_seconds is None else debounce_seconds,
        stuck=defaults.stuck if stuck_seconds is None else stuck_seconds,
        long_press=defaults.long_press if long_press_seconds is None else long_press_seconds,
        min_press=defaults.min_press if min_press_seconds is None else min_press_seconds,
    )
    if kind == "fake":
        if pin_map is None:
            return FakeBoard(seats, clock, post, timing=timing)
        pm = load_pin_map(pin_map)
        return FakeBoard(pm.seat_numbers, clock, post, hosts=pm.host_names, timing=timing,
                         reply_seats=[w.seat for w in pm.seats if w.reply])
    if kind == "gpio":
        if pin_map is None:
            raise ValueError("kind='gpio' needs a pin map, e.g. hardware/pins/10-seats.yaml")
        return GpioBoard(load_pin_map(pin_map), clock, post, factories=factories,
                         timing=timing)
    raise ValueError(f"unknown seat board kind {kind!r}; use 'gpio' or 'fake'")
