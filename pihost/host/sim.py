"""``pihost sim``: the box with fake devices in a terminal, at table speed.

Type a line and press Enter:

    1 … 25     the seat's button (press and release)
    h / H      the host button: short (pause, confirm) / long (the menu)
    p f d u s n t  host keys: pause, foul, disqualify, undo, skip timer, nominate for the
                   speaker, technical foul (foul/disqualify/nominate/technical: then a seat)
    auto       the simulated players take every seat (type it again to take them back)
    q          quit (the game stays in its journal: start the simulator again to resume)
    anything else is "heard speech" from the current speaker, e.g. «я выставляю игрока номер 5»

The seats and their lights are drawn after each line: ● lit, ◐ blinking, · dark, x out.
"""

from __future__ import annotations

import dataclasses
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


def seat_row(box: Any, board: Any) -> str:
    alive = set(box.game.public_view()["alive"]) if box.game is not None else set(board.seats)
    cells = []
    for s in board.seats:
        name = board.pattern(s)
        steady = name in ("speaking", "voted", "present")
        mark = "x" if s not in alive else "●" if steady else "·" if name in ("off", "out") else "◐"
        cells.append(f"{s}{mark}")
    return " ".join(cells)


def status(box: Any, board: Any) -> str:
    v = box.view()
    extra = {k: v[k] for k in ("seat", "candidate", "left") if k in v and v[k] is not None}
    return f"[{v['stage']}{' paused' if box.paused else ''}] {extra}  |  {seat_row(box, board)}"


def handle_line(line: str, runner: Any, board: Any, autopilot: Autopilot) -> bool:
    """One typed line → inputs for the box. Returns False to quit."""
    now = runner.clock.now()
    line = line.strip()
    if not line:
        return True
    if line == "q":
        return False
    if line == "auto":
        autopilot.on = not autopilot.on
        print(f"autopilot {'on' if autopilot.on else 'off'}")
    elif line.isdigit():
        seat = int(line)
        if seat not in board.seats:
            print(f"no seat {seat} at this table (seats {board.seats[0]}–{board.seats[-1]})")
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
    if args.voice in ("auto", "tts"):
        from pihost.voice.api import VoiceError
        from pihost.voice.factory import make_voice

        try:
            voice = make_voice(args.lang, output="auto")
        except VoiceError as err:
            if args.voice == "tts":
                raise
            print(f"(no speaker: {err}; the voice is text only)")
    holder: dict[str, Any] = {}
    from pihost.clock import MonotonicClock
    from pihost.host.journal import JournalError

    try:
        contents = unfinished(path)
    except (JournalError, OSError) as err:
        print(f"pihost sim: {err}", file=sys.stderr)
        return 2
    clock = MonotonicClock(contents.last_time if contents else 0.0)
    board = FakeBoard(args.seats, clock, lambda e: holder["runner"].post(e))
    outputs = Outputs(voice=voice, board=board)
    outputs.on_said.append(lambda s: print(f"  «{s.text}»", flush=True))
    cfg = load_config(None)
    setup = dataclasses.replace(setup_from_config(cfg, seed=args.seed),
                                seats=args.seats, rules=args.rules,
                                cards=args.cards, language=args.lang)
    from pihost.web.startup import print_seats, start_for_cli

    outputs.screen = start_for_cli(args, cfg, clock, lambda e: holder["runner"].post(e)
                                   if "runner" in holder else None)
    autopilot = Autopilot(SimTable(args.seed, seats=args.seats, lang=args.lang, setup=setup))
    autopilot.on = args.auto
    try:
        session = open_session(setup, outputs, path, table=autopilot, clock=clock)
    except (JournalError, OSError) as err:
        print(f"pihost sim: {err}", file=sys.stderr)
        return 2
    if session.damage is not None:
        print(f"pihost sim: {path}: {session.damage.describe()}", file=sys.stderr)
    holder["runner"] = runner = session.runner
    print(__doc__)
    print(f"journal: {path}" + (" (resumed)" if session.resumed else ""))
    if outputs.screen is not None:
        outputs.screen.attach(session.box, session.journal)
        print_seats(outputs.screen)
    worker = threading.Thread(target=runner.run, name="box", daemon=True)
    worker.start()
    try:
        for line in sys.stdin:
            if not handle_line(line, runner, board, autopilot):
                break
            settle = time.monotonic() + 0.3  # let the box take the input before drawing
            while not runner.queue.empty() and time.monotonic() < settle:
                time.sleep(0.01)
            time.sleep(0.02)
            if not worker.is_alive():
                break
            print(status(session.box, board), flush=True)
    finally:
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
    p.add_argument("--journal", help="journal file (default: sim.jsonl in a private folder of "
                                     "this user's in the temp folder)")
    from pihost.web.startup import add_arguments

    add_arguments(p, default_on=True)
    p.set_defaults(func=run_sim)

