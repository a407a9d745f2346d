"""``pihost selftest`` and ``pihost seats check|watch``: wiring checks from the command line.

    pihost selftest --pin-map hardware/pins/10-seats.yaml     # exit 1 on a wiring fault
    pihost seats check hardware/pins/25-seats-mcp23017.yaml   # validate + print a pin map
    pihost seats watch --seconds 30                           # print presses as they come
    pihost seats pinout hardware/pins/10-seats.yaml > hardware/pinout.svg
    pihost seats qr [--draw | --html FILE]                    # the phones' seat codes

Without a path: ``$PIHOST_PIN_MAP``, else the table config's ``seats.pin_map`` (and its input
timings), else the shipped 10-seat map. gpiozero picks its pin factory as usual
(``GPIOZERO_PIN_FACTORY``; ``mock`` runs anywhere).

Exit status: 0 fine, 1 a wiring fault (selftest), 2 a bad pin map or table config,
69 no GPIO on this machine (not a Pi, or lgpio missing).
"""

from __future__ import annotations

import argparse
import importlib
import os
import queue
import sys
from pathlib import Path

from pihost.clock import MonotonicClock
from pihost.seats.gpio import NoGpioError, make_board
from pihost.seats.pinmap import PinMap, PinMapError, load_pin_map
from pihost.seats.pinout import pinout_svg
from pihost.seats.selftest import run_selftest

SHIPPED_MAP = Path(__file__).resolve().parents[2] / "hardware" / "pins" / "10-seats.yaml"
EX_BAD_MAP = 2
EX_NO_GPIO = 69  # sysexits' EX_UNAVAILABLE: what the command needs is not on this machine
EXIT_STATUS = (f"exit status: 0 fine, 1 a wiring fault, {EX_BAD_MAP} a bad pin map, "
               f"{EX_NO_GPIO} no GPIO here (not a Pi, or lgpio missing)")


def table_settings() -> tuple[Path, dict[str, float]]:
    """The pin map and input timings to use: ``$PIHOST_PIN_MAP`` if set, else the box's table
    config (``seats.pin_map`` and ``seats.*_seconds`` via ``pihost.config``, when that part is
    installed), else the shipped 10-seat map with default timings.

    Raises ``ValueError`` (the config part's error, naming file and key) for a broken config.
    """
    timings: dict[str, float] = {}
    pin_map = SHIPPED_MAP
    try:
        config_part = importlib.import_module("pihost.config")
    except ImportError:
        config_part = None
    if config_part is not None:
        # the box's own file ($PIHOST_CONFIG, else /etc/pihost/table.yaml when present)
        where = getattr(config_part, "config_path", lambda: None)()
        load = config_part.load_config
        seats = (load(where) if where else load()).seats
        pin_map = Path(seats.pin_map)
        timings = {"debounce_seconds": seats.debounce_seconds, "stuck_seconds": seats.stuck_seconds,
                   "long_press_seconds": seats.long_press_seconds}
        if getattr(seats, "min_press_seconds", None) is not None:
            timings["min_press_seconds"] = seats.min_press_seconds
    env = os.environ.get("PIHOST_PIN_MAP")
    return (Path(env) if env else pin_map), timings


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("selftest", help="light each seat in turn and check its button's wiring",
                       epilog=EXIT_STATUS)
    p.add_argument("--pin-map", type=Path, default=None,
                   help="pin map YAML (default: $PIHOST_PIN_MAP, else the table config's)")
    p.add_argument("--press-seconds", type=float, default=10.0,
                   help="time each seat has to press after being asked (seconds)")
    p.add_argument("--lang", default="ru", help="voice language (ru, en)")
    p.add_argument("--silent", action="store_true", help="print the prompts instead of speaking")
    p.set_defaults(func=cmd_selftest)

    s = sub.add_parser("seats", help="seat wiring tools")
    seats = s.add_subparsers(dest="seats_command", required=True)
    c = seats.add_parser("check", help="validate a pin map and print it")
    c.add_argument("pin_map", type=Path, nargs="?", default=None)
    c.set_defaults(func=cmd_check)
    d = seats.add_parser("pinout", help="draw a pin map on the 40-pin header (SVG to stdout)")
    d.add_argument("pin_map", type=Path, nargs="?", default=None)
    d.set_defaults(func=cmd_pinout)
    w = seats.add_parser("watch", help="print seat and host button events as they come",
                         epilog=EXIT_STATUS)
    w.add_argument("--pin-map", type=Path, default=None)
    w.add_argument("--seconds", type=float, default=30.0, help="how long to watch (seconds)")
    w.set_defaults(func=cmd_watch)
    try:  # the phones' codes: the web part's (absent where it is not installed)
        from pihost.web.cli import add_parser as add_qr
    except ImportError:
        return
    add_qr(seats)


def _load(path: Path | None) -> tuple[PinMap | None, dict[str, float]]:
    """The pin map (``None`` after printing why not; its warnings printed) and the table's
    input timings."""
    timings: dict[str, float] = {}
    try:
        if path is None:
            path, timings = table_settings()
        pin_map = load_pin_map(path)
    except ValueError as exc:  # PinMapError, or the table config's error
        print(f"pin map: {exc}", file=sys.stderr)
        return None, timings
    for warning in pin_map.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    return pin_map, timings


def _open_board(path: Path | None, clock: MonotonicClock, events: queue.Queue, command: str):
    """The real board on the pin map's pins, or the exit status after printing why not."""
    pin_map, timings = _load(path)
    if pin_map is None:
        return EX_BAD_MAP
    try:
        return make_board(pin_map, clock, events.put, kind="gpio", **timings)
    except NoGpioError as exc:
        print(f"pihost {command}: {exc}", file=sys.stderr)
        return EX_NO_GPIO
    except PinMapError as exc:
        print(f"pin map: {exc}", file=sys.stderr)
        return EX_BAD_MAP


def _voice(lang: str, silent: bool):
    """``(say, finish)``: the voice part's ``say`` when it can speak here, else a printer;
    ``finish()`` lets the last phrase play out and closes the voice."""
    if not silent:
        try:
            from pihost.voice import make_voice

            voice = make_voice(lang=lang, output="auto")
        except Exception as exc:  # no voice part, no sound device: the test still runs
            print(f"(no voice: {exc}; printing the prompts)", file=sys.stderr)
        else:
            def finish() -> None:
                voice.wait_idle(timeout=30.0)
                voice.close()

            return voice.say, finish

    def show(phrase_id: str, **params: object) -> float:
        args = " ".join(f"{k}={v}" for k, v in params.items())
        print(f"» {phrase_id} {args}".rstrip(), flush=True)
        return 0.0

    return show, lambda: None


def cmd_selftest(args: argparse.Namespace) -> int:
    clock, events = MonotonicClock(), queue.Queue()
    board = _open_board(args.pin_map, clock, events, "selftest")
    if isinstance(board, int):
        return board

    def next_event(timeout: float):
        try:
            return events.get(timeout=timeout)
        except queue.Empty:
            return None

    say, finish = _voice(args.lang, args.silent)
    try:
        with board:
            report = run_selftest(board, clock, next_event, say=say,
                                  press_seconds=args.press_seconds)
    finally:
        finish()
    for seat, came in report.answers:
        print(f"seat {seat:2}: " + ("ok" if came == seat else f"answered by {came}" if came else "-"))
    for fault in report.faults:
        print(f"FAULT {fault.describe()}")
    print("wiring ok" if report.ok else f"{len(report.faults)} fault(s)")
    return 0 if report.ok else 1


def cmd_check(args: argparse.Namespace) -> int:
    pin_map, _ = _load(args.pin_map)
    if pin_map is None:
        return EX_BAD_MAP
    print(f"{pin_map.source}: board {pin_map.board}, {len(pin_map.seats)} seats")
    for chip in pin_map.chips:
        where = chip.gpiochip if chip.gpiochip is not None else f"i2c-{chip.i2c_bus} 0x{chip.i2c_address:02x}"
        print(f"  chip {chip.name}: {where}, {chip.lines} lines, interrupt {chip.interrupt}")
    for w in pin_map.seats:
        parts = [f"button {_dev(w.button)}", f"light {_dev(w.light)}"]
        if w.reply:
            parts.append(f"reply {_dev(w.reply)}")
        print(f"  seat {w.seat:2}: " + ", ".join(parts))
    for name, spec in pin_map.hosts:
        print(f"  host {name}: {_dev(spec)}")
    return 0


def cmd_pinout(args: argparse.Namespace) -> int:
    pin_map, _ = _load(args.pin_map)
    if pin_map is None:
        return EX_BAD_MAP
    sys.stdout.write(pinout_svg(pin_map))
    return 0


def _dev(spec) -> str:
    pins = "/".join(str(ref) for _, ref in spec.pins)
    return f"{pins} ({spec.kind})"


def cmd_watch(args: argparse.Namespace) -> int:
    clock, events = MonotonicClock(), queue.Queue()
    board = _open_board(args.pin_map, clock, events, "seats watch")
    if isinstance(board, int):
        return board
    with board:
        while clock.now() < args.seconds:
            board.tick(clock.now())
            try:
                print(events.get(timeout=0.02).to_json(), flush=True)
            except queue.Empty:
                pass
    return 0
