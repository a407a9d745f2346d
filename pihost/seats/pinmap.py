"""Pin maps: which pin each seat's button and light (and the host's buttons) are wired to.

A pin map is YAML (see ``hardware/pins/``); ``load_pin_map`` validates it into a frozen
``PinMap``. Every error is a ``PinMapError`` naming the file, the key and the fix. Pins that work
only once something else is switched off (GPIO14/15, the serial console) are accepted with a
line in ``PinMap.warnings`` that says how.

>>> pm = load_pin_map({"board": "pi4", "host": {"host": "GPIO3"},
...     "seats": {n: {"button": 3 + n, "light": 13 + n} for n in range(1, 5)}})
>>> pm.seat_numbers, str(pm.seat(2).light.pins[0][1])
((1, 2, 3, 4), 'GPIO15')
>>> print(pm.warnings[1].split(" (")[0])
<pin map>: seats.2.light.pin: GPIO15 is the serial console's RXD
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from pihost.seats.devices import DEVICE_KINDS
from pihost.yamlfile import load_yaml_file

MAIN = "main"  # the Pi's own 40-pin header
BOARDS = ("pi4", "pi5")  # BCM GPIO 0..27 on the header of both
HEADER_LINES = range(0, 28)
ID_EEPROM = {0, 1}  # ID_SD/ID_SC: reserved for HAT EEPROMs
I2C = {2, 3}  # SDA/SCL: the MCP23017's bus
SERIAL = {  # GPIO -> the serial console's signal, its header pin, what the console does to it
    14: ("TXD", 8, "writes boot messages and a login prompt on it (a light there flickers)"),
    15: ("RXD", 10, "reads it as typing (a button there types into a login prompt)"),
}
FIXED_PULL_UP = {2, 3}  # 1.8 kΩ on the board (the I2C bus); gpiozero assumes them on expander lines 2/3
MIN_SEATS, MAX_SEATS = 4, 25
EXPANDER_PORTS = {"A": 0, "B": 8}  # MCP23017 GPA0..7 = lines 0..7, GPB0..7 = lines 8..15
# Microchip's datasheet (rev. D, 2022): GPA7/GPB7 used as inputs can corrupt SDA: outputs only.
OUTPUT_ONLY = {"mcp23017": {7, 15}, "mcp23008": {7}}


class PinMapError(ValueError):
    """A pin map problem: ``source`` (file), ``key`` (where in it) and ``fix`` (what to do)."""

    def __init__(self, source: str, key: str, problem: str, fix: str) -> None:
        self.source, self.key, self.problem, self.fix = source, key, problem, fix
        super().__init__(f"{source}: {key}: {problem} — fix: {fix}")


@dataclass(frozen=True)
class PinRef:
    """A line on a chip: the Pi header (``main``, BCM numbers) or a named expander."""

    chip: str
    line: int

    def __str__(self) -> str:
        if self.chip == MAIN:
            return f"GPIO{self.line}"
        port = "A" if self.line < 8 else "B"
        return f"{self.chip}:{port}{self.line % 8}"


@dataclass(frozen=True)
class DeviceSpec:
    """One device: its registered ``kind``, its pins by role and its options."""

    kind: str
    pins: tuple[tuple[str, PinRef], ...]
    options: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class SeatWiring:
    """A seat's devices. ``reply`` (optional) takes secret replies instead of the light."""

    seat: int
    button: DeviceSpec
    light: DeviceSpec
    reply: DeviceSpec | None = None


@dataclass(frozen=True)
class ChipSpec:
    """An I/O expander exposed by the kernel as a gpiochip (``dtoverlay=mcp23017,addr=0x20``).

    ``gpiochip``: its number, or ``None`` to find it by ``i2c_address`` on ``i2c_bus``
    (sysfs); ``lines``: how many it has (16 for the MCP23017); ``pwm``: whether lines can dim;
    ``interrupt``: the header pin its INTA is wired to (the overlay's ``gpiopin``; without it
    the kernel cannot report edges)."""

    name: str
    gpiochip: int | None
    lines: int = 16
    pwm: bool = False
    i2c_address: int | None = None
    i2c_bus: int = 1
    interrupt: PinRef | None = None
    model: str = "mcp23017"


@dataclass(frozen=True)
class PinMap:
    """A validated pin map. ``source`` is where it came from (for messages)."""

    source: str
    board: str
    seats: tuple[SeatWiring, ...]
    hosts: tuple[tuple[str, DeviceSpec], ...]
    chips: tuple[ChipSpec, ...] = ()
    pull_up: bool = True
    warnings: tuple[str, ...] = ()  # usable, but only once something else is switched off

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats)

    @property
    def host_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.hosts)

    def seat(self, n: int) -> SeatWiring:
        """The wiring of seat ``n``. Raises ``KeyError`` for a seat not in the map."""
        for s in self.seats:
            if s.seat == n:
                return s
        raise KeyError(f"seat {n} is not in {self.source}")


def load_pin_map(source: str | Path | Mapping[str, Any] | PinMap) -> PinMap:
    """Read and validate a pin map from a YAML file path or an already-parsed mapping.

    Raises ``PinMapError`` (a ``ValueError``) for a missing or unreadable file and for every
    wiring mistake: duplicate pins, pins not on the board, missing seats, unknown device kinds.
    """
    if isinstance(source, PinMap):
        return source
    if isinstance(source, Mapping):
        return _Validator("<pin map>").run(source)
    name = str(source)
    try:
        data = load_yaml_file(Path(source))
    except FileNotFoundError:
        raise PinMapError(name, "(file)", "no such file",
                          "give the path of a pin map, e.g. hardware/pins/10-seats.yaml") from None
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise PinMapError(name, "(file)", f"cannot read it: {exc}",
                          "make it valid UTF-8 YAML") from None
    if not isinstance(data, Mapping):
        raise PinMapError(name, "(top)", "is not a mapping", "start from hardware/pins/10-seats.yaml")
    return _Validator(name).run(data)


_PIN_RE = re.compile(r"^(?:GPIO|BCM)?(\d+)$", re.IGNORECASE)
_CHIP_PIN_RE = re.compile(r"^([a-z][a-z0-9_]*):(?:([AB])(\d)|(\d+))$", re.IGNORECASE)


class _Validator:
    def __init__(self, source: str) -> None:
        self.source = source
        self.chips: dict[str, ChipSpec] = {}
        self.used: dict[tuple[str, int], str] = {}
        self.pull_up = True
        self.warnings: list[str] = []

    def fail(self, key: str, problem: str, fix: str) -> PinMapError:
        return PinMapError(self.source, key, problem, fix)

    def run(self, data: Mapping[str, Any]) -> PinMap:
        allowed = {"board", "pull_up", "chips", "seats", "host", "notes"}
        for key in data:
            if key not in allowed:
                raise self.fail(str(key), "unknown key", f"use only {', '.join(sorted(allowed))}")
        board = data.get("board", "pi4")
        if board not in BOARDS:
            raise self.fail("board", f"unknown board {board!r}", f"use one of {', '.join(BOARDS)}")
        pull_up = data.get("pull_up", True)
        if not isinstance(pull_up, bool):
            raise self.fail("pull_up", f"{pull_up!r} is not true/false", "write true or false")
        self.pull_up = pull_up
        self._chips(data.get("chips") or {})
        seats = self._seats(data.get("seats"))
        hosts = self._hosts(data.get("host"))
        return PinMap(self.source, board, seats, hosts, tuple(self.chips.values()), pull_up,
                      tuple(self.warnings))

    def _chips(self, chips: Any) -> None:
        if not isinstance(chips, Mapping):
            raise self.fail("chips", "must be a mapping name -> chip", "see hardware/pins/25-seats-mcp23017.yaml")
        for name, spec in chips.items():
            key = f"chips.{name}"
            if not isinstance(name, str) or name == MAIN or not re.match(r"^[a-z][a-z0-9_]*$", name):
                raise self.fail(key, "bad chip name", f"a lower-case word other than {MAIN!r}, e.g. mcp1")
            if not isinstance(spec, Mapping) or not ({"gpiochip", "i2c_address"} & set(spec)):
                raise self.fail(key, "needs gpiochip or i2c_address",
                                "e.g. {i2c_address: 0x20, interrupt: GPIO17} or {gpiochip: 2}")
            known = {"gpiochip", "lines", "pwm", "i2c_address", "i2c_bus", "interrupt", "model"}
            unknown = set(spec) - known
            if unknown:
                raise self.fail(key, f"unknown key(s) {sorted(unknown)}", f"use {', '.join(sorted(known))}")
            gpiochip, lines = spec.get("gpiochip"), spec.get("lines", 16)
            if gpiochip is not None and (isinstance(gpiochip, bool) or not isinstance(gpiochip, int)):
                raise self.fail(f"{key}.gpiochip", f"{gpiochip!r} is not a chip number",
                                "give the number `gpiodetect` shows, or i2c_address instead")
            if isinstance(lines, bool) or not isinstance(lines, int) or not 1 <= lines <= 64:
                raise self.fail(f"{key}.lines", f"{lines!r} lines", "a whole number 1..64 (16 for MCP23017)")
            address, bus = spec.get("i2c_address"), spec.get("i2c_bus", 1)
            if address is not None and (not isinstance(address, int) or not 0x03 <= address <= 0x77):
                raise self.fail(f"{key}.i2c_address", f"{address!r}", "0x20..0x27 for an MCP23017")
            if isinstance(bus, bool) or not isinstance(bus, int) or bus < 0:
                raise self.fail(f"{key}.i2c_bus", f"{bus!r}", "1 on a Pi's header")
            model = spec.get("model", "mcp23017")
            if not isinstance(model, str):
                raise self.fail(f"{key}.model", f"{model!r}", "a chip name such as mcp23017")
            interrupt = None
            if spec.get("interrupt") is not None:
                interrupt = self._pin(f"{key}.interrupt", spec["interrupt"], header_only=True)
            self.chips[name] = ChipSpec(name, gpiochip, lines, bool(spec.get("pwm", False)),
                                        address, bus, interrupt, model)

    def _seats(self, seats: Any) -> tuple[SeatWiring, ...]:
        if not isinstance(seats, Mapping) or not seats:
            raise self.fail("seats", "missing or empty", "map each seat number 1..N to its button and light")
        numbers = []
        for n in seats:
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SEATS:
                raise self.fail(f"seats.{n}", "not a seat number", f"seats are numbered 1..{MAX_SEATS}")
            numbers.append(n)
        top = max(numbers)
        missing = sorted(set(range(1, top + 1)) - set(numbers))
        if missing:
            raise self.fail("seats", f"seat(s) {', '.join(map(str, missing))} missing",
                            f"seats must run 1..{top} without gaps: add them")
        if top < MIN_SEATS:
            raise self.fail("seats", f"only {top} seats", f"a table has {MIN_SEATS}..{MAX_SEATS} seats")
        wiring = []
        for n in sorted(numbers):
            spec = seats[n]
            key = f"seats.{n}"
            if not isinstance(spec, Mapping):
                raise self.fail(key, "must be a mapping", "e.g. {button: GPIO4, light: GPIO17}")
            unknown = set(spec) - {"button", "light", "reply"}
            if unknown:
                raise self.fail(key, f"unknown key(s) {sorted(unknown)}", "use button, light, reply")
            for need in ("button", "light"):
                if need not in spec:
                    raise self.fail(key, f"no {need}", f"add '{need}: GPIOn' to seat {n}")
            button = self._device(f"{key}.button", spec["button"], "input", "button")
            light = self._device(f"{key}.light", spec["light"], "output", "led")
            reply = self._device(f"{key}.reply", spec["reply"], "output", "vibration") if spec.get("reply") else None
            wiring.append(SeatWiring(n, button, light, reply))
        return tuple(wiring)

    def _hosts(self, hosts: Any) -> tuple[tuple[str, DeviceSpec], ...]:
        if not isinstance(hosts, Mapping) or not hosts:
            raise self.fail("host", "no host button", "add 'host: {host: GPIO3}' (name: pin)")
        out = []
        for name, spec in hosts.items():
            if not isinstance(name, str) or not re.match(r"^[a-z][a-z0-9_]*$", name):
                raise self.fail(f"host.{name}", "bad button name", "a lower-case word, e.g. host, next, pause")
            out.append((name, self._device(f"host.{name}", spec, "input", "button")))
        return tuple(out)

    def _device(self, key: str, spec: Any, role: str, default_kind: str) -> DeviceSpec:
        if not isinstance(spec, Mapping):
            spec = {"kind": default_kind, "pin": spec}
        kind = spec.get("kind", default_kind)
        cls = DEVICE_KINDS.get(kind)
        if cls is None or cls.role != role:
            known = sorted(k for k, c in DEVICE_KINDS.items() if c.role == role)
            raise self.fail(f"{key}.kind", f"unknown {role} kind {kind!r}", f"use one of {', '.join(known)}")
        pins = []
        for pin_key in cls.pin_keys:
            if pin_key not in spec:
                raise self.fail(key, f"{kind} needs '{pin_key}'", f"add {pin_key}: GPIOn")
            ref = self._pin(f"{key}.{pin_key}", spec[pin_key])
            if role == "input" and ref.chip != MAIN and \
                    ref.line in OUTPUT_ONLY.get(self.chips[ref.chip].model, ()):
                raise self.fail(f"{key}.{pin_key}", f"{ref} is output-only on the {self.chips[ref.chip].model}",
                                "put a light there and the button on another line (datasheet rev. D)")
            if cls.pwm and not (ref.chip == MAIN or self.chips[ref.chip].pwm):
                raise self.fail(f"{key}.{pin_key}", f"{kind} needs PWM but {ref} cannot dim",
                                "use kind: led on an expander, or a header pin")
            pins.append((pin_key, ref))
        options = {}
        for opt, value in spec.items():
            if opt == "kind" or opt in cls.pin_keys:
                continue
            if opt not in cls.defaults:
                allowed = ", ".join(["kind", *cls.pin_keys, *cls.defaults]) or "kind"
                raise self.fail(f"{key}.{opt}", f"{kind} has no option {opt!r}", f"use {allowed}")
            want = type(cls.defaults[opt])
            if want is float and isinstance(value, int) and not isinstance(value, bool):
                value = float(value)
            if not isinstance(value, want) or (want is int and isinstance(value, bool)):
                raise self.fail(f"{key}.{opt}", f"{value!r} is not of type {want.__name__}",
                                f"e.g. {opt}: {cls.defaults[opt]!r}")
            options[opt] = value
        merged = {**cls.defaults, **options}
        if "pull_up" in merged and "pull_up" not in options:
            merged["pull_up"] = self.pull_up  # the map-wide default
        for pin_key, ref in pins:
            # gpiozero looks every chip's lines up in the Pi's pin table: to it, line 2/3 of an
            # expander is GPIO2/3 with a fixed pull-up (electrically it has none), so it refuses
            # any other pull there.
            if role == "input" and ref.line in FIXED_PULL_UP and merged.get("pull_up") is not True:
                what = (f"{ref} has a fixed pull-up" if ref.chip == MAIN else
                        f"gpiozero takes {ref} for GPIO{ref.line} with its fixed pull-up")
                raise self.fail(f"{key}.{pin_key}", f"{what}; a {kind} without pull_up cannot "
                                "use it", "put a button to ground (pull_up: true) or a light there")
        return DeviceSpec(kind, tuple(pins), tuple(sorted(merged.items())))

    def _pin(self, key: str, value: Any, header_only: bool = False) -> PinRef:
        text = str(value).strip() if not isinstance(value, bool) else ""
        m = _PIN_RE.match(text)
        if m:
            line = int(m.group(1))
            if line not in HEADER_LINES:
                raise self.fail(key, f"GPIO{line} is not on the Pi header", "use GPIO4..GPIO27")
            if line in ID_EEPROM:
                raise self.fail(key, f"GPIO{line} is reserved for the HAT ID EEPROM", "use GPIO4..GPIO27")
            if line in I2C and (self.chips or header_only):
                raise self.fail(key, f"GPIO{line} is I2C, used by the expander", "use GPIO4..GPIO27")
            if line in SERIAL:
                signal, header_pin, does = SERIAL[line]
                self.warnings.append(
                    f"{self.source}: {key}: GPIO{line} is the serial console's {signal} (header "
                    f"pin {header_pin}): while the serial port is on, the Pi {does} — free it: "
                    "`sudo raspi-config` > Interface Options > Serial Port > login shell over "
                    "serial: No, serial port hardware: No; reboot")
            ref = PinRef(MAIN, line)
        else:
            m = None if header_only else _CHIP_PIN_RE.match(text)
            if not m:
                raise self.fail(key, f"{value!r} is not a pin", "write GPIO17, or chip:A0..B7 for an expander")
            chip = m.group(1).lower()
            if chip not in self.chips:
                raise self.fail(key, f"no chip named {chip!r}", "declare it under 'chips:' first")
            line = EXPANDER_PORTS[m.group(2).upper()] + int(m.group(3)) if m.group(2) else int(m.group(4))
            if (m.group(2) and int(m.group(3)) > 7) or line >= self.chips[chip].lines:
                raise self.fail(key, f"{text} is not a line of {chip} ({self.chips[chip].lines} lines)",
                                "use A0..A7 / B0..B7")
            ref = PinRef(chip, line)
        owner = self.used.get((ref.chip, ref.line))
        if owner is not None:
            raise self.fail(key, f"{ref} is already used by {owner}", "give each device its own pin")
        self.used[(ref.chip, ref.line)] = key
        return ref
