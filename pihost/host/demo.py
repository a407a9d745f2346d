"""``pihost demo``: a complete game played by the real box code — real engine, real TTS
rendering (espeak-ng through pyttsx3, cached), a simulated table — with the transcript printed.
Any table from 5 to 25 seats (``--seats``; the rule set's deck for that size) and any rule set
(``--rules``). By default the box's clock skips the waits (the game takes seconds) and the
voice goes, phrase after phrase, into a WAV file; ``--realtime`` plays it at table speed through
the speaker (or into the WAV file when there is no sound card).

``--web`` serves the pages as well (the table screen, a page per seat, the host page; on
127.0.0.1 unless ``--web-address``) and plays at table speed, so they can be watched.

``--journal PATH`` keeps the journal there; an unfinished game at PATH is resumed, so a demo
killed at any moment and started again ends exactly as an uninterrupted one. A damaged journal
is resumed from its last good line; the damage is described on stderr and the exit status is 3.
"""

from __future__ import annotations

import dataclasses
import sys
import tempfile
import wave
from pathlib import Path
from typing import Any

from pihost.config import load_config
from pihost.host.appliance import setup_from_config
from pihost.host.box import Outputs, Said
from pihost.host.journal import DAMAGED_EXIT, JournalError
from pihost.host.session import finish, open_session
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable

DEFAULT_SEED = 42  # a game the town wins, with a best move; any seed plays a whole game


class WavTimeline:
    """The real voice's sounds written one after another into a WAV file, without waiting for
    them to play: the fast demo's voice. Text and durations are the real voice's."""

    def __init__(self, voice: Any, path: str | Path, gap_seconds: float = 0.3) -> None:
        from pihost.voice.audio import RATE

        self.voice, self.path = voice, Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._wav = wave.open(str(self.path), "wb")
        self._wav.setnchannels(1)
        self._wav.setsampwidth(2)
        self._wav.setframerate(RATE)
        self._gap = bytes(2 * int(RATE * gap_seconds))
        self.phrases, self.seconds = 0, 0.0
        self._gap_seconds = gap_seconds

    def text(self, phrase_id: str, **params: Any) -> str:
        return self.voice.text(phrase_id, **params)

    def duration(self, phrase_id: str, **params: Any) -> float:
        return self.voice.duration(phrase_id, **params)

    def say(self, phrase_id: str, **params: Any) -> float:
        pcm = self.voice.sound(phrase_id, **params)
        self._wav.writeframes(pcm.data + self._gap)
        self.phrases += 1
        self.seconds += pcm.seconds + self._gap_seconds
        return pcm.seconds

    def summary(self, game_seconds: float) -> str:
        """What the file holds: the phrases back to back, not the game's timeline."""
        return (f"{self.path}: the {self.phrases} phrases back to back with {self._gap_seconds:g} s "
                f"between them, {_minutes(self.seconds)} of voice (the game took "
                f"{_minutes(game_seconds)} at the table: the speeches and waits are left out; "
                "--realtime plays it at table speed)")

    def speaking(self) -> bool:
        return False

    def on_speaking(self, callback: Any) -> None:
        pass

    def wait_idle(self, timeout: float) -> bool:
        return True

    def close(self) -> None:
        self._wav.close()
        self.voice.close()


def _minutes(seconds: float) -> str:
    m, s = divmod(int(round(seconds)), 60)
    return f"{m} min {s:02d} s"


def default_wav(lang: str) -> Path:
    """The demo's WAV when none is given: one per language in the temp folder.

    >>> default_wav("en").name
    'pihost-demo-en.wav'
    """
    return Path(tempfile.gettempdir()) / f"pihost-demo-{lang}.wav"


def make_demo_voice(args: Any) -> tuple[Any, str]:
    """The demo's voice and a line saying where the sound goes."""
    from pihost.voice import FakeVoice, load_pack
    from pihost.voice.api import VoiceError
    from pihost.voice.factory import make_voice

    if args.voice == "text":
        return FakeVoice(load_pack(args.lang)), "voice: text only"
    wav = Path(args.wav) if args.wav else default_wav(args.lang)
    engine = {"engine": args.voice_engine, "model": args.voice_model}
    if args.realtime:
        try:
            return make_voice(args.lang, output="auto", **engine), "voice: the sound card"
        except VoiceError as err:
            note = f"voice: no sound card ({err}); writing {wav}"
            return make_voice(args.lang, output=f"wav:{wav}", **engine), note
    voice = make_voice(args.lang, output="none", **engine)
    return WavTimeline(voice, wav), f"voice: written to {wav}"


def run_demo(args: Any, out=sys.stdout) -> int:
    from engine import EngineError
    from pihost.clock import ManualClock
    from pihost.host.setup import rules_for
    from pihost.seats import FakeBoard

    cfg = load_config(None)
    setup = dataclasses.replace(setup_from_config(cfg, seed=args.seed),
                                seats=args.seats, rules=args.rules,
                                cards=args.cards, language=args.lang)
    web = getattr(args, "web", False)
    if web:
        args.realtime = True  # the pages are for watching: the game at table speed
    try:
        rules_for(setup)
    except EngineError as err:
        print(f"pihost demo: {err}", file=sys.stderr)
        return 2
    voice, where = make_demo_voice(args)
    board = FakeBoard(args.seats, ManualClock(), lambda e: None)
    outputs = Outputs(voice=voice, board=board)

    def show(said: Said) -> None:
        if not args.quiet:
            m, s = divmod(int(said.at), 60)
            print(f"[{m:3d}:{s:02d}] «{said.text}»", file=out, flush=True)

    outputs.on_said.append(show)
    scratch = None if args.journal else tempfile.TemporaryDirectory(prefix="pihost-demo-")
    path = Path(args.journal) if args.journal else Path(scratch.name) / "demo.jsonl"  # type: ignore[union-attr]
    table = SimTable(args.seed, seats=args.seats, lang=args.lang, setup=setup)
    kept = f"journal {path}" if args.journal else "journal in a temporary folder (--journal " \
        "PATH keeps it)"
    print(f"pihost demo: {args.rules}, {args.seats} seats, seed {args.seed}, {where}, {kept}",
          file=out, flush=True)
    from pihost.clock import MonotonicClock
    from pihost.host.session import unfinished
    from pihost.web.startup import print_seats, start_for_cli

    holder: dict[str, Any] = {}
    clock = None
    if web:
        contents = unfinished(path)
        clock = MonotonicClock(contents.last_time if contents else 0.0)
    outputs.screen = start_for_cli(args, cfg, clock, lambda e: holder["runner"].post(e)
                                   if "runner" in holder else None, out)
    try:
        session = open_session(setup, outputs, path, fast=not args.realtime, table=table,
                               fsync=not args.no_fsync, clock=clock)
    except (JournalError, OSError) as err:
        voice.close()
        if scratch is not None:
            scratch.cleanup()
        print(f"pihost demo: {err}", file=sys.stderr)
        return 2
    holder["runner"] = session.runner
    if outputs.screen is not None:
        outputs.screen.attach(session.box, session.journal)
        print_seats(outputs.screen, out)
    if session.resumed:
        print(f"resumed an unfinished game: {session.replayed} inputs replayed", file=out)
    if session.damage is not None:
        print(f"pihost demo: {path}: {session.damage.describe()}", file=sys.stderr)
    stopped = False
    try:
        session.runner.run()
    except KeyboardInterrupt:   # Ctrl-C: every input so far is in the journal
        stopped = True
    finally:
        record = finish(session)
        voice.close()
        if outputs.screen is not None:
            outputs.screen.close()
        if scratch is not None:
            scratch.cleanup()
    if stopped:
        again = f"the same command resumes it from {path}" if args.journal else \
            "run with --journal PATH to keep a game that can be resumed"
        print(f"pihost demo: stopped before the end; {again}", file=sys.stderr)
        return 130
    print_summary(record, out)
    if isinstance(voice, WavTimeline):
        print(f"voice: {voice.summary(session.box.now)}", file=out)
    return 0 if session.damage is None else DAMAGED_EXIT


def print_summary(record: dict[str, Any] | None, out=sys.stdout) -> None:
    if record is None:
        print("the game did not end", file=out)
        return
    print("\n== Result", file=out)
    for e in record["eliminated"]:
        print(f"  seat {e['seat']:2d} ({e['role']}) left on day {e['day']}: {e['how']}", file=out)
    print(f"  winner: {record['winner']}", file=out)
    from engine import Book
    from pihost.host.setup import rules_for

    book = Book(rules_for(GameSetup.from_json(record["setup"])))
    roles = {int(s): r for s, r in record["roles"].items()}
    for _kind, name, seats in book.reveal(roles):
        print(f"  {name}: {', '.join(map(str, seats))}", file=out)
    scored = [p for p in record.get("points", {}).values() if p["total"]]
    print("  points (seat=points): "
          + (", ".join(f"{p['seat']}={p['total']:g}" for p in scored) or "none"), file=out)


def add_parser(sub: Any) -> None:
    from engine import MAX_SEATS, MIN_SEATS, available

    p = sub.add_parser("demo", help="play a whole game on the simulated table")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED, help="the table's seed (cards, choices)")
    p.add_argument("--seats", type=int, default=10, choices=range(MIN_SEATS, MAX_SEATS + 1),
                   metavar=f"{MIN_SEATS}-{MAX_SEATS}", help="table size (the rule set's deck)")
    p.add_argument("--rules", default="classic", choices=available(), help="rule set")
    p.add_argument("--lang", default="ru", help="voice pack: ru or en")
    p.add_argument("--cards", default="physical", choices=("physical", "dealt"))
    p.add_argument("--realtime", action="store_true", help="play at table speed")
    p.add_argument("--journal", help="keep the journal here (resume an unfinished game)")
    p.add_argument("--wav", help="where the voice goes without a sound card (WAV file)")
    p.add_argument("--voice", default="tts", choices=("tts", "text"),
                   help="tts: real espeak-ng rendering; text: no sound at all (fastest)")
    p.add_argument("--voice-engine", default="espeak", choices=("espeak", "piper"),
                   help="tts engine: espeak-ng, or piper (a natural voice, see --voice-model)")
    p.add_argument("--voice-model", help="Piper voice: a name or a .onnx path (default: the "
                   "pack's, e.g. en_US-joe-medium)")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.add_argument("--no-fsync", action="store_true", help=argparse_suppress())
    from pihost.web.startup import add_arguments

    add_arguments(p, default_on=False)
    p.set_defaults(func=run_demo)


def argparse_suppress() -> str:
    import argparse

    return argparse.SUPPRESS
