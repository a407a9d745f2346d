"""``pihost sim``: the box with fake devices in a terminal, at table speed.

Type a line and press Enter:

    1 … 25     the seat's button (press and release)
    h / H      the host button: short (pause, confirm) / long (the menu)
    p f d u s n t  host keys: pause, foul, disqualify, undo, skip timer, nominate for the
                   speaker, technical foul (foul/disqualify/nominate/technical: then a seat)
    auto       the simulated players take every seat (type it again to take them back)
    q          quit (the game stays in its journal: start the simulator again to resume)
    anything else is "heard speech" from the current speaker, e.g. «я выставляю игрока номер 5»

The status line (the stage, the speaker, whole seconds left, and every seat's light as it
really looks: ● lit, · dark, ◐ blinking on and on, ◐3 three blinks, ●2s lit for two seconds,
x out) is drawn after each line and every second. ``--speed 10`` runs the table's clock ten
times faster, to rehearse a whole evening quickly (text voice only).
"""

from __future__ import annotations

import dataclasses
import math
import os
import stat
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from pihost.config import load_config
from pihost.events import Heard, HostPressed
from pihost.host.appliance import setup_from_config
from pihost.host.box import Outputs
from pihost.host.session import finish, open_session, unfinished
from pihost.host.table import SimTable

HOST_KEYS = {"p": "pause", "f": "foul", "d": "disqualify", "u": "undo", "s": "skip",
             "n": "nominate", "t": "technical_foul"}


class Autopilot:
    """Lets the simulated players act while ``on``; a person at the keyboard otherwise."""

    def __init__(self, table: SimTable) -> None:
        self.table, self.on = table, False

    def next_action(self, box: Any, now: float) -> Any:
        return self.table.next_action(box, now) if self.on else None


def seat_row(box: Any, board: Any, now: float | None = None) -> str:
    """Every seat's light as a person at the table sees it now (``patterns.looks``)."""
    from pihost.seats.patterns import looks

    now = box.now if now is None else now
    alive = set(box.game.public_view()["alive"]) if box.game is not None else set(board.seats)
    cells = []
    for s in board.seats:
        pattern, start = board.showing(s)
        cells.append(f"{s}{'x' if s not in alive else looks(pattern, now - start)}")
    return " ".join(cells)


def status(box: Any, board: Any, now: float | None = None) -> str:
    """The stage, who it is about, whole seconds left, and the seats' lights.

    >>> from pihost.host.testing import make_test_box
    >>> box = make_test_box()
    >>> status(box, box.out.board)
    '[seat_check]  |  1· 2· 3· 4· 5· 6· 7· 8· 9· 10·'
    """
    now = box.now if now is None else now
    v = box.view()
    parts = [f"{k} {v[k]}" for k in ("seat", "candidate") if v.get(k) is not None]
    if v.get("left") is not None:
        left = max(0.0, v["left"] - (now - box.now)) if not box.paused else v["left"]
        parts.append(f"{math.ceil(left - 1e-9)} s left")
    head = f"[{v['stage']}{' paused' if box.paused else ''}]"
    return " ".join([head] + ([", ".join(parts)] if parts else [])) + \
        f"  |  {seat_row(box, board, now)}"


class Screen:
    """Where the simulator writes: phrases and answers as lines, the status line redrawn each
    second. On a terminal the status is the line being typed on (what was typed so far is
    kept and drawn after it); elsewhere (a pipe, a test) a status line is printed each second
    it changes."""

    def __init__(self, out: Any = None) -> None:
        self.out = out or sys.stdout
        self.tty = self.out.isatty()
        self.typed = ""
        self.last = ""
        self.lock = threading.Lock()

    def line(self, text: str) -> None:
        with self.lock:
            if self.tty:
                self.out.write("\r\033[K")
            self.out.write(text + "\n")
            if self.tty:
                self.out.write(f"{self.last} > {self.typed}")
            self.out.flush()

    def status(self, text: str, force: bool = False) -> None:
        with self.lock:
            if text == self.last and not force:
                return
            self.last = text
            if self.tty:
                self.out.write(f"\r\033[K{text} > {self.typed}")
            else:
                self.out.write(text + "\n")
            self.out.flush()


def typed_lines(screen: Screen) -> Any:
    """The lines typed: on a terminal read key by key (so the status can be redrawn around
    what is being typed), else line by line."""
    if not (screen.tty and sys.stdin.isatty()):
        yield from sys.stdin
        return
    import termios
    import tty

    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        while True:
            ch = sys.stdin.read(1)
            if ch in ("", "\x04"):
                return
            with screen.lock:
                if ch in ("\r", "\n"):
                    line, screen.typed = screen.typed, ""
                    screen.out.write("\n")
                elif ch in ("\x7f", "\b"):
                    screen.typed = screen.typed[:-1]
                    line = None
                elif ch.isprintable():
                    screen.typed += ch
                    line = None
                else:
                    line = None
                screen.out.write(f"\r\033[K{screen.last} > {screen.typed}")
                screen.out.flush()
            if line is not None:
                yield line + "\n"
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def handle_line(line: str, runner: Any, board: Any, autopilot: Autopilot,
                say: Any = print) -> bool:
    """One typed line → inputs for the box. Returns False to quit."""
    now = runner.clock.now()
    line = line.strip()
    if not line:
        return True
    if line == "q":
        return False
    if line == "auto":
        autopilot.on = not autopilot.on
        say(f"autopilot {'on' if autopilot.on else 'off'}")
    elif line.isdigit():
        seat = int(line)
        if seat not in board.seats:
            say(f"no seat {seat} at this table (seats {board.seats[0]}–{board.seats[-1]})")
        else:
            board.press(seat, at=now)
            board.release(seat, at=now + 0.1)
    elif line in ("h", "H"):
        runner.post(HostPressed(button="host", long=line == "H", at=now))
    elif line in HOST_KEYS:
        runner.post(HostPressed(button=HOST_KEYS[line], long=False, at=now))
    else:
        runner.post(Heard(text=line.lower(), at=now))
    return True


def default_journal() -> Path:
    """The simulator's journal when none is given: ``sim.jsonl`` in ``pihost-sim-<uid>`` in the
    temp folder, a folder of this user's own (mode 0700), so a journal another user left there
    is never resumed. A folder of that name that is not safe (a link, someone else's, open to
    others) is not used: the game then goes to a fresh private folder (and does not resume).

    >>> default_journal().parent.stat().st_mode & 0o777 == 0o700
    True
    """
    uid = os.getuid()
    base = Path(tempfile.gettempdir()) / f"pihost-sim-{uid}"
    try:
        base.mkdir(mode=0o700)
    except FileExistsError:
        pass
    except OSError:
        return Path(tempfile.mkdtemp(prefix="pihost-sim-")) / "sim.jsonl"
    info = base.lstat()
    if stat.S_ISDIR(info.st_mode) and info.st_uid == uid and not info.st_mode & 0o077:
        return base / "sim.jsonl"
    fresh = Path(tempfile.mkdtemp(prefix=f"pihost-sim-{uid}-"))
    print(f"pihost sim: {base} is not a private folder of this user; using {fresh}",
          file=sys.stderr)
    return fresh / "sim.jsonl"


def run_sim(args: Any) -> int:
    from pihost.seats import FakeBoard
    from pihost.voice import FakeVoice, load_pack

    path = Path(args.journal) if args.journal else default_journal()
    voice: Any = FakeVoice(load_pack(args.lang))
    screen = Screen()
    if args.speed != 1 and args.voice != "text":
        screen.line(f"(--speed {args.speed:g}: the voice is text only)")
    elif args.voice in ("auto", "tts"):
        from pihost.voice.api import VoiceError
        from pihost.voice.factory import make_voice

        try:
            voice = make_voice(args.lang, output="auto")
        except VoiceError as err:
            if args.voice == "tts":
                raise
            screen.line(f"(no speaker: {err}; the voice is text only)")
    holder: dict[str, Any] = {}
    from pihost.clock import MonotonicClock
    from pihost.host.journal import JournalError

    try:
        contents = unfinished(path)
    except (JournalError, OSError) as err:
        print(f"pihost sim: {err}", file=sys.stderr)
        return 2
    clock = MonotonicClock(contents.last_time if contents else 0.0, rate=args.speed)
    board = FakeBoard(args.seats, clock, lambda e: holder["runner"].post(e))
    outputs = Outputs(voice=voice, board=board)
    outputs.on_said.append(lambda s: screen.line(f"  «{s.text}»"))
    cfg = load_config(None)
    setup = dataclasses.replace(setup_from_config(cfg, seed=args.seed),
                                seats=args.seats, rules=args.rules,
                                cards=args.cards, language=args.lang)
    from pihost.web.startup import print_seats, start_for_cli

    outputs.screen = start_for_cli(args, cfg, clock, lambda e: holder["runner"].post(e)
                                   if "runner" in holder else None, screen.out)
    autopilot = Autopilot(SimTable(args.seed, seats=args.seats, lang=args.lang, setup=setup))
    autopilot.on = args.auto
    try:
        # the loop looks every 20 ms of the table's clock, at any speed
        session = open_session(setup, outputs, path, table=autopilot, clock=clock,
                               tick_seconds=0.02 / args.speed)
    except (JournalError, OSError) as err:
        print(f"pihost sim: {err}", file=sys.stderr)
        return 2
    if session.damage is not None:
        print(f"pihost sim: {path}: {session.damage.describe()}", file=sys.stderr)
    holder["runner"] = runner = session.runner
    screen.line(__doc__ or "")
    screen.line(f"journal: {path}" + (" (resumed)" if session.resumed else ""))
    if outputs.screen is not None:
        outputs.screen.attach(session.box, session.journal)
        print_seats(outputs.screen, screen.out)  # before the status line is drawn
    worker = threading.Thread(target=runner.run, name="box", daemon=True)
    worker.start()
    done = threading.Event()

    def redraw() -> None:  # the status line, every second of the table's clock
        while not done.wait(1.0 / args.speed):
            screen.status(status(session.box, board, clock.now()))

    ticker = threading.Thread(target=redraw, name="status", daemon=True)
    ticker.start()
    try:
        for line in typed_lines(screen):
            if not handle_line(line, runner, board, autopilot, screen.line):
                break
            settle = time.monotonic() + 0.3  # let the box take the input before drawing
            while not runner.queue.empty() and time.monotonic() < settle:
                time.sleep(0.01)
            time.sleep(0.02)
            if not worker.is_alive():
                break
            screen.status(status(session.box, board, clock.now()), force=True)
        else:
            if autopilot.on and worker.is_alive():  # input ended: the players play on
                screen.line("(input ended: the simulated players play the game to its end)")
                while worker.is_alive():
                    worker.join(timeout=0.5)
    except KeyboardInterrupt:
        pass
    finally:
        done.set()
        runner.stop()
        worker.join(timeout=2)
        record = finish(session)
        voice.close()
        if outputs.screen is not None:
            outputs.screen.close()
    if record is not None:
        from pihost.host.demo import print_summary

        print_summary(record)
    from pihost.host.journal import DAMAGED_EXIT

    return 0 if session.damage is None else DAMAGED_EXIT


def _speed(text: str) -> float:
    import argparse

    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 1 <= v <= 50:
        raise argparse.ArgumentTypeError(f"{v:g} is out of range 1..50")
    return v


def add_parser(sub: Any) -> None:
    from engine import MAX_SEATS, MIN_SEATS, available

    p = sub.add_parser("sim", help="the box with fake devices in this terminal, at table speed")
    p.add_argument("--seats", type=int, default=10, choices=range(MIN_SEATS, MAX_SEATS + 1),
                   metavar=f"{MIN_SEATS}-{MAX_SEATS}")
    p.add_argument("--rules", default="classic", choices=available())
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lang", default="ru")
    p.add_argument("--cards", default="physical", choices=("physical", "dealt"))
    p.add_argument("--voice", default="auto", choices=("auto", "text", "tts"),
                   help="auto: the speaker if there is one, else text only")
    p.add_argument("--auto", action="store_true", help="start with the simulated players on")
    p.add_argument("--speed", type=_speed, default=1.0,
                   help="run the table's clock this many times faster (1 to 50; text voice)")
    p.add_argument("--journal", help="journal file (default: sim.jsonl in a private folder of "
                                     "this user's in the temp folder)")
    from pihost.web.startup import add_arguments

    add_arguments(p, default_on=True)
    p.set_defaults(func=run_sim)

