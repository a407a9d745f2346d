"""``pihost run``: the box on its Raspberry Pi, under systemd.

Loads the config, the phrase cache and the recognition model, tells systemd it is ready, then
hosts game after game. An unfinished game in the journal folder (power cut, crash) is resumed
at once. Config mistakes exit with status 78 (EX_CONFIG), which the unit does not restart.
"""

from __future__ import annotations

import datetime as dt
import logging
import secrets
import signal
import sys
from pathlib import Path
from typing import Any

from pihost.host.setup import GameSetup, Timing

log = logging.getLogger(__name__)
EX_CONFIG = 78


def setup_from_config(cfg: Any, seed: int | None = None) -> GameSetup:
    """A game set-up from the table's config (a dealt game gets a fresh random seed)."""
    t = cfg.timing
    timing = Timing(
        vote_window_seconds=t.vote_window_seconds,
        number_call_seconds=t.number_call_seconds,
        night_step_seconds=t.night_step_seconds or 0.0,
        mafia_agree_seconds=t.mafia_agree_seconds,
        after_night0_seconds=t.after_night0_seconds,
        end_silence_seconds=cfg.listen.end_silence_seconds,
    )
    if cfg.table.cards == "dealt" and seed is None:
        seed = secrets.randbelow(2**31)
    return GameSetup(seats=cfg.table.seats, rules=cfg.table.rules,
                     options=cfg.engine_options(), cards=cfg.table.cards, seed=seed,
                     language=cfg.table.language, timing=timing)


def journal_to_continue(folder: Path) -> Path | None:
    """The newest unfinished game journal in ``folder``, if any."""
    from pihost.host.journal import JournalError
    from pihost.host.session import unfinished

    for path in sorted(folder.glob("game-*.jsonl"), reverse=True):
        try:
            if unfinished(path) is not None:
                return path
        except JournalError as err:
            log.warning("skipping %s: %s", path, err)
    return None


def make_devices(cfg: Any, clock: Any, post: Any) -> Any:
    """The real voice, seat board and microphone from the config."""
    from pihost.host.box import Outputs
    from pihost.seats import make_board
    from pihost.voice.factory import make_voice

    output = cfg.voice.output
    if output in ("auto", "device") and cfg.audio.output_device is not None:
        output = f"device:{cfg.audio.output_device}"
    voice = make_voice(cfg.table.language, output=output, rate=cfg.voice.rate,
                       voice=cfg.voice.voice, cache_dir=cfg.voice.cache_dir,
                       tail=cfg.listen.mute_tail_seconds)
    prepare = getattr(voice, "prepare", None)
    if prepare is not None:
        prepare(cfg.table.seats)  # speaking must be a playback, never a synthesis
    board = make_board(cfg.seats.pin_map, clock, post, kind=cfg.seats.kind,
                       debounce_seconds=cfg.seats.debounce_seconds,
                       stuck_seconds=cfg.seats.stuck_seconds,
                       long_press_seconds=cfg.seats.long_press_seconds, seats=cfg.table.seats)
    listener = None
    if cfg.listen.enabled:
        from pihost.listen import make_listener

        listener = make_listener(cfg.listen.model, lang=cfg.table.language, clock=clock,
                                 device=cfg.audio.input_device,
                                 tail_s=cfg.listen.mute_tail_seconds)
        voice.on_speaking(listener.mute)
        listener.start(post)
    return Outputs(voice=voice, board=board, listener=listener)


def run_box(args: Any) -> int:
    from pihost.clock import MonotonicClock
    from pihost.config import ConfigError, config_path, load_config
    from pihost.host.session import finish, open_session, unfinished
    from pihost.notify import Heartbeat, notify_ready, notify_status, notify_stopping

    try:
        cfg = load_config(config_path(args.config))
    except ConfigError as err:
        print(f"pihost run: {err}", file=sys.stderr)
        return EX_CONFIG
    folder = Path(cfg.journal.dir)
    folder.mkdir(parents=True, exist_ok=True)
    path = journal_to_continue(folder)
    contents = unfinished(path) if path else None
    clock = MonotonicClock(contents.last_time if contents else 0.0)
    holder: dict[str, Any] = {}
    try:
        outputs = make_devices(cfg, clock, lambda e: holder["runner"].post(e))
    except Exception as err:  # each part's error names its fix: say it, and how to go on
        return device_problem(err)
    heartbeat = Heartbeat.from_env()
    signal.signal(signal.SIGTERM, _stop)  # systemd stops the box: close devices on the way out
    notify_ready("loaded: phrases, model, seats")
    try:
        while True:
            if path is None:
                path = folder / f"game-{dt.datetime.now():%Y%m%d-%H%M%S}.jsonl"
            session = open_session(setup_from_config(cfg), outputs, path, clock=clock,
                                   fsync=cfg.journal.fsync, tick_seconds=cfg.timing.tick_seconds)
            holder["runner"] = session.runner
            session.runner.on_tick = heartbeat.beat
            notify_status(f"game {path.name}" + (" (resumed)" if session.resumed else ""))
            session.runner.run()
            finish(session)
            path = None
    except KeyboardInterrupt:
        return 0
    finally:
        notify_stopping()
        for dev in (outputs.listener, outputs.board, outputs.voice):
            if dev is not None:
                dev.close()


def device_problem(err: Exception) -> int:
    """A device that cannot start: the reason on stderr (the systemd journal). A missing or
    wrong model or pin map is a set-up mistake (exit 78: no restart loop); a sound card or
    microphone that is not there may come back (exit 1: systemd tries again)."""
    from pihost.listen.grammar import VocabularyError
    from pihost.listen.model import ModelError
    from pihost.seats import PinMapError

    print(f"pihost run: {type(err).__name__}: {err}", file=sys.stderr)
    if isinstance(err, (ModelError, VocabularyError, PinMapError)):
        return EX_CONFIG
    return 1


def _stop(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt  # every input so far is in the journal: nothing is lost


def add_parser(sub: Any) -> None:
    p = sub.add_parser("run", help="host games at the table (the systemd service runs this)")
    p.add_argument("--config", help="the table's config (default /etc/pihost/table.yaml)")
    p.set_defaults(func=run_box)
