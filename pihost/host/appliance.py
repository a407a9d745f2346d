"""``pihost run``: the box on its Raspberry Pi, under systemd.

Loads the config, the phrase cache and the recognition model, tells systemd it is ready, then
hosts game after game. An unfinished game in the journal folder (power cut, crash) is resumed
at once. Config mistakes exit with status 78 (EX_CONFIG), which the unit does not restart.
"""

from __future__ import annotations

import logging
import re
import secrets
import signal
import sys
import threading
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
        digit_calls_from=t.digit_calls_from,
        night_step_seconds=t.night_step_seconds or 0.0,
        mafia_agree_seconds=t.mafia_agree_seconds,
        after_night0_seconds=t.after_night0_seconds,
        end_silence_seconds=cfg.listen.end_silence_seconds,
    )
    if cfg.table.cards == "dealt" and seed is None:
        seed = secrets.randbelow(2**31)
    from pihost.club.seating import players_at_table

    return GameSetup(seats=cfg.table.seats, rules=cfg.table.rules,
                     options=cfg.engine_options(), cards=cfg.table.cards, seed=seed,
                     language=cfg.table.language, timing=timing, host_code=cfg.host.code,
                     players=players_at_table(cfg))


class JournalFault(Exception):
    """Games cannot be recorded (or the last one cannot be continued): ``str()`` says why and
    what to do; ``phrase`` is what the box says aloud. ``pihost run`` exits with EX_CONFIG:
    restarting cannot fix a full disk, a folder it may not write or a journal it cannot read.
    """

    def __init__(self, message: str, phrase: str = "disk_problem") -> None:
        super().__init__(message)
        self.phrase = phrase


def journal_folder_problem(folder: Path, min_free_bytes: int) -> str | None:
    """Why games cannot be recorded in ``folder`` now, or None: it cannot be made, is not a
    folder, cannot be written or read (tried for real, whoever runs the box), or has less than
    ``min_free_bytes`` free.

    >>> import tempfile
    >>> journal_folder_problem(Path(tempfile.mkdtemp()), 0) is None
    True
    """
    import os
    import shutil

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        return f"the journal folder {folder} cannot be made: {err.strerror or err}"
    if not folder.is_dir():
        return f"the journal folder {folder} is not a folder"
    probe = folder / f".pihost-probe-{os.getpid()}"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, b"x")
            os.fsync(fd)
        finally:
            os.close(fd)
            probe.unlink(missing_ok=True)
        os.listdir(folder)
    except OSError as err:
        return f"cannot write in the journal folder {folder}: {err.strerror or err}"
    free = shutil.disk_usage(folder).free
    if free < min_free_bytes:
        return (f"only {free / 2**20:.1f} MB free for the journals in {folder}; a game needs at "
                f"least {min_free_bytes / 2**20:g} MB (journal.min_free_megabytes)")
    return None


_NAME = re.compile(r"game-(\d{8}-\d{6})(?:-(\d+))?\.jsonl")


def _newest_first(folder: Path) -> list[Path]:
    def key(p: Path) -> tuple[str, int, str]:
        m = _NAME.fullmatch(p.name)
        return (m.group(1), int(m.group(2) or 1), p.name) if m else ("", 0, p.name)

    return sorted(folder.glob("game-*.jsonl"), key=key, reverse=True)


def journal_to_continue(folder: Path) -> Path | None:
    """The newest unfinished game journal in ``folder``, if any — a damaged one too (it resumes
    from its last good line). Journals older than the newest finished game are settled.

    >>> import tempfile
    >>> journal_to_continue(Path(tempfile.mkdtemp())) is None
    True

    Raises :class:`JournalFault` for a journal that may hold an unfinished game but cannot be
    read or repaired: no new game is ever started over it.
    """
    from pihost.host.journal import Journal, JournalError, NotAGame

    for path in _newest_first(folder):
        try:
            contents = Journal.read(path)
        except NotAGame:
            continue  # empty, or its header torn as it was written: nothing was played
        except (JournalError, OSError) as err:
            unreadable = isinstance(err, OSError)   # a permission, a disk: not the journal's fault
            why = err.strerror if unreadable and err.strerror else str(err)
            raise JournalFault(
                f"cannot continue the game in {path}: {why}. It may hold an unfinished game, so "
                f"no new game starts over it: " + (
                    "let the box's user read it (owner and mode)" if unreadable else
                    f"move it out of {folder} to start afresh (it is kept; `pihost replay` "
                    "reads what is left)"),
                "disk_problem" if unreadable else "journal_unusable") from None
        if contents.finished:
            return None
        return path
    return None


def make_devices(cfg: Any, clock: Any, post: Any) -> Any:
    """The real voice, seat board and microphone from the config."""
    from pihost.host.box import Outputs
    from pihost.seats import make_board
    from pihost.voice.factory import make_voice

    # the model first: a missing or broken one is a set-up mistake named at once, not after the
    # phrases have rendered (minutes on a Pi with a cold cache)
    listener = None
    if cfg.listen.enabled:
        from pihost.listen import make_listener

        listener = make_listener(cfg.listen.model, lang=cfg.table.language, clock=clock,
                                 device=cfg.audio.input_device,
                                 tail_s=cfg.listen.mute_tail_seconds)
    output = cfg.voice.output
    if output in ("auto", "device") and cfg.audio.output_device is not None:
        output = f"device:{cfg.audio.output_device}"
    voice = make_voice(cfg.table.language, output=output, rate=cfg.voice.rate,
                       voice=cfg.voice.voice, cache_dir=cfg.voice.cache_dir,
                       tail=cfg.listen.mute_tail_seconds, engine=cfg.voice.engine,
                       model=cfg.voice.model, level_dbfs=cfg.voice.level_dbfs)
    prepare = getattr(voice, "prepare", None)
    if prepare is not None:
        prepare(cfg.table.seats)  # speaking must be a playback, never a synthesis
    on_trouble = getattr(voice, "on_trouble", None)
    if on_trouble is not None:
        on_trouble(speaker_trouble(clock, post))
    board = make_board(cfg.seats.pin_map, clock, post, kind=cfg.seats.kind,
                       debounce_seconds=cfg.seats.debounce_seconds,
                       min_press_seconds=cfg.seats.min_press_seconds,
                       stuck_seconds=cfg.seats.stuck_seconds,
                       long_press_seconds=cfg.seats.long_press_seconds, seats=cfg.table.seats)
    if listener is not None:
        voice.on_speaking(listener.mute)
        listener.start(post)
    return Outputs(voice=voice, board=board, listener=listener)


def speaker_trouble(clock: Any, post: Any) -> Any:
    """The voice's trouble callback for the box: ``(ok, why)`` becomes a
    ``DeviceTrouble("speaker", ...)`` input in the box's queue, at the box's time.

    >>> from pihost.clock import ManualClock
    >>> got = []
    >>> speaker_trouble(ManualClock(3.0), got.append)(False, "unplugged"); got
    [DeviceTrouble(device='speaker', ok=False, at=3.0, detail='unplugged')]
    """
    from pihost.events import DeviceTrouble

    def report(ok: bool, why: str) -> None:
        post(DeviceTrouble(device="speaker", ok=ok, at=clock.now(), detail=why))

    return report


class SpeakerLost(Exception):
    """The speaker has not worked for longer than ``audio.speaker_lost_seconds``."""


def watch_speaker(box: Any, limit_seconds: float, now: float) -> None:
    """Raises :class:`SpeakerLost` once the box's speaker has been out for ``limit_seconds``:
    ``pihost run`` then exits with status 1, systemd starts it again (opening the sound card
    afresh) and the game resumes from its journal.

    >>> from types import SimpleNamespace
    >>> watch_speaker(SimpleNamespace(trouble={"speaker": 10.0}), 60.0, 69.0)  # not yet
    """
    since = box.trouble.get("speaker")
    if since is not None and now - since > limit_seconds:
        raise SpeakerLost(f"the speaker has not worked for {now - since:.0f} s (more than "
                          f"audio.speaker_lost_seconds = {limit_seconds:g} s): exiting so systemd "
                          "restarts the box; the game resumes from its journal")


def run_box(args: Any) -> int:
    from pihost.clock import MonotonicClock
    from pihost.club.after_game import after_game
    from pihost.config import ConfigError, config_path, load_config
    from pihost.host.journal import JournalWriteError
    from pihost.host.session import finish, unfinished
    from pihost.notify import Heartbeat, notify_ready, notify_status, notify_stopping

    logging.basicConfig(level=getattr(args, "log_level", "INFO"), stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    try:
        cfg = load_config(config_path(args.config))
    except ConfigError as err:
        print(f"pihost run: {err}", file=sys.stderr)
        return EX_CONFIG
    log.info("starting: config %s", cfg.source or "defaults")
    log.info("table: %d seats, rules %s, %s cards, language %s", cfg.table.seats,
             cfg.table.rules, cfg.table.cards, cfg.table.language)
    log.info("voice: %s engine, output %s; seats: %s; listening: %s; journal: %s",
             cfg.voice.engine, cfg.voice.output, cfg.seats.kind,
             "on" if cfg.listen.enabled else "off", cfg.journal.dir)
    folder = Path(cfg.journal.dir)
    fault: JournalFault | None = None
    path = contents = None
    try:
        check_space(cfg, folder)
        path = journal_to_continue(folder)
        contents = unfinished(path) if path else None
    except JournalFault as err:
        fault = err
    clock = MonotonicClock(contents.last_time if contents else 0.0)
    holder: dict[str, Any] = {}
    early: list[Any] = []        # what devices reported before the first game's runner existed
    lock = threading.Lock()

    def post(e: Any) -> None:    # on the devices' threads
        with lock:
            runner = holder.get("runner")
            if runner is None:
                early.append(e)
                return
        runner.post(e)

    try:
        outputs = make_devices(cfg, clock, post)
    except Exception as err:  # each part's error names its fix: say it, and how to go on
        if fault is not None:
            print(f"pihost run: {fault}", file=sys.stderr)
        return EX_CONFIG if fault is not None else device_problem(err)
    outputs.screen = start_pages(cfg, clock, post)
    try:
        if fault is not None:
            return journal_fault(fault, outputs)
        from pihost.host.nightstep import pace_problem

        pace = pace_problem(outputs.voice, setup_from_config(cfg, seed=0))
        if pace is not None:  # the night's calls would overlap: a set-up mistake, no restarts
            print(f"pihost run: {cfg.source or 'config'}: {pace}", file=sys.stderr)
            return EX_CONFIG
        heartbeat = Heartbeat.from_env()
        signal.signal(signal.SIGTERM, _stop)  # systemd stops the box: close devices on the way
        notify_ready("loaded: phrases, model, seats")
        while True:
            session = next_game(cfg, outputs, folder, path, clock)
            with lock:
                for e in early:
                    session.runner.post(e)
                early.clear()
                holder["runner"] = session.runner
            show_pages(outputs.screen, session)
            session.runner.on_tick = watch(session.box, heartbeat, cfg.audio.speaker_lost_seconds)
            notify_status(f"game {session.journal.path.name}"
                          + (" (resumed)" if session.resumed else ""))
            session.runner.run()
            finish(session)
            after_game(cfg, session.journal.path)
            path = None
    except SpeakerLost as err:
        print(f"pihost run: {err}", file=sys.stderr)
        return 1
    except JournalFault as err:
        return journal_fault(err, outputs)
    except JournalWriteError as err:
        return journal_fault(JournalFault(
            f"{err}; the game so far is safe in its journal and resumes once the journal can be "
            f"written again (free space, or fix the folder's owner or mode)"), outputs)
    except KeyboardInterrupt:
        return 0
    finally:
        notify_stopping()
        for dev in (outputs.listener, outputs.board, outputs.voice, outputs.screen):
            if dev is not None:
                dev.close()


def start_pages(cfg: Any, clock: Any, post: Any) -> Any:
    """The phone, table and host pages (``web.enabled``), served once the configured
    interface is up (None: off). They post into the box's queue like the seat board."""
    if not cfg.web.enabled:
        return None
    from pihost.web.startup import from_config, serve_when_ready

    web = from_config(cfg, clock, post)
    serve_when_ready(web)
    return web


def show_pages(web: Any, session: Any) -> None:
    """The pages serve this game (its seats' tokens beside its journal). A seats file that
    cannot be kept is logged: the game goes on, on its buttons."""
    if web is None:
        return
    from pihost.web.binding import BindingError

    try:
        web.attach(session.box, session.journal)
    except (OSError, BindingError) as err:
        log.error("the phones cannot join this game: %s", err)


def watch(box: Any, heartbeat: Any, speaker_lost_seconds: float) -> Any:
    """The runner's tick: the watchdog's ping, and the speaker's outage (see
    :func:`watch_speaker`; it raises :class:`SpeakerLost` out of the runner).

    >>> from types import SimpleNamespace
    >>> from pihost.notify import Heartbeat
    >>> watch(SimpleNamespace(trouble={}), Heartbeat(None), 60.0)(5.0)   # all well: nothing
    """
    def tick(now: float) -> None:
        heartbeat.beat(now)
        watch_speaker(box, speaker_lost_seconds, now)

    return tick


def check_space(cfg: Any, folder: Path) -> None:
    """Raises :class:`JournalFault` when games cannot be recorded in ``folder`` now (see
    :func:`journal_folder_problem`; the minimum is ``journal.min_free_megabytes``).

    >>> import tempfile
    >>> from pihost.config import load_config
    >>> check_space(load_config(), Path(tempfile.mkdtemp()))   # room enough: nothing raised
    """
    problem = journal_folder_problem(folder, int(cfg.journal.min_free_megabytes * 2**20))
    if problem is not None:
        raise JournalFault(problem + "; free some space or fix the folder (journal.dir)")


def next_game(cfg: Any, outputs: Any, folder: Path, path: Path | None, clock: Any) -> Any:
    """The session of the next game: the unfinished one at ``path``, else a new one in
    ``folder``, after checking the folder can take it.

    >>> import tempfile
    >>> from pihost.clock import ManualClock
    >>> from pihost.config import load_config
    >>> from pihost.host.testing import fake_outputs
    >>> s = next_game(load_config(), fake_outputs(), Path(tempfile.mkdtemp()), None,
    ...               ManualClock())
    >>> s.journal.path.name.startswith("game-"), s.resumed
    (True, False)

    Raises :class:`JournalFault`, ``JournalWriteError``."""
    from pihost.host.journal import JournalError
    from pihost.host.session import fresh_path, open_session

    check_space(cfg, folder)
    try:
        return open_session(setup_from_config(cfg), outputs, path or fresh_path(folder / "game.jsonl"),
                            clock=clock, fsync=cfg.journal.fsync,
                            tick_seconds=cfg.timing.tick_seconds)
    except JournalError as err:
        raise JournalFault(str(err), "journal_unusable") from None


def journal_fault(fault: JournalFault, outputs: Any) -> int:
    """Say why games cannot be recorded — aloud if the voice works, on stderr (the systemd
    journal) and in the status — and return EX_CONFIG (no restart loop). Raises nothing.

    >>> from pihost.host.testing import fake_outputs
    >>> out = fake_outputs()
    >>> journal_fault(JournalFault("disk full"), out), out.voice.spoken[-1][0]
    (78, 'disk_problem')
    """
    from pihost.notify import notify_status

    print(f"pihost run: {fault}", file=sys.stderr)
    notify_status(f"stopped: {fault}"[:200])
    voice = getattr(outputs, "voice", None)
    if voice is not None:
        try:
            seconds = voice.say(fault.phrase)
            voice.wait_idle(timeout=seconds + 2.0)
        except Exception as err:  # the voice is gone too: the log has said it
            print(f"pihost run: (cannot say it: {err})", file=sys.stderr)
    return EX_CONFIG


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
    p.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING"),
                   help="what the log shows (INFO: start, configuration, every stage, every "
                        "phrase said; never a secret)")
    p.set_defaults(func=run_box)
