"""The box's one config file (``/etc/pihost/table.yaml``): seats, pins, rules, language, voice,
audio devices, timings, journal, host controls, the pages served to phones. Every key is documented in ``etc/table.example.yaml``.

>>> cfg = load_config()                       # no file: the defaults (demo, simulator)
>>> cfg.table.seats, cfg.table.language, cfg.timing.night_step_seconds
(10, 'ru', 20.0)

Errors name the file, the line and the dotted key, with the allowed values::

    /etc/pihost/table.yaml:4: table.seets: unknown key (did you mean 'seats'?); allowed here: ...

Run ``python -m pihost.config [PATH]`` to check a file and print the settings in effect.
"""

from __future__ import annotations

import importlib.util
import math
import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine import MAX_SEATS, MIN_SEATS
from pihost.config_schema import (
    Choice,
    ConfigError,
    Device,
    Flag,
    Folder,
    Matches,
    NameOrPath,
    Number,
    Options,
    PinMapPath,
    Players,
    Problem,
    RuleSetName,
    Text,
    VoiceOutput,
    did_you_mean,
    read_sections,
)
from pihost.host.setup import Timing
from pihost.yamlfile import YamlLimitError, read_yaml_text

__all__ = [
    "Config", "ConfigError", "Problem", "load_config", "load_box_config", "config_path",
    "add_config_argument", "DEFAULT_PATH", "EX_CONFIG",
]

DEFAULT_PATH = Path("/etc/pihost/table.yaml")
# Exit status for "the config is wrong" (sysexits EX_CONFIG): the service does not restart on it
# (RestartPreventExitStatus=78), since retrying cannot fix a file.
EX_CONFIG = 78
REPO = Path(__file__).resolve().parent.parent
PINS_DIR = REPO / "hardware" / "pins"
# A night step also holds its opening and closing phrases («Мафия выходит на охоту», «Мафия
# засыпает»): the step must fit them around the number calls.
NIGHT_STEP_MARGIN_SECONDS = 4.0
NIGHT_STEP_DEFAULT_SECONDS = 20.0
# The box's own timings are also the engine's window lengths: one place to set each (timing:),
# passed to the engine by Config.engine_options(), so rule_options may not set these keys.
ENGINE_TIMINGS = {
    "vote_seconds": "vote_window_seconds",
    "night0_seconds": "mafia_agree_seconds",
    "shoot_seconds": "night_step_seconds",
    "check_seconds": "night_step_seconds",
}


_T = Timing()  # the box's timings: the config's defaults (one source for each)


def _kind(kind, doc: str) -> dict:
    return {"kind": kind, "doc": doc}


def default_cache_dir() -> Path:
    """The phrase cache: ``$PIHOST_CACHE`` if set (the service sets it), else
    ``~/.cache/pihost/voices``."""
    env = os.environ.get("PIHOST_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "pihost" / "voices"


def default_journal_dir() -> Path:
    """Game journals: ``$STATE_DIRECTORY/games`` under systemd, else ``/var/lib/pihost/games``
    when writable, else ``$XDG_STATE_HOME`` (``~/.local/state``) ``/pihost/games``."""
    state = os.environ.get("STATE_DIRECTORY")
    if state:
        return Path(state.split(":")[0]) / "games"
    system = Path("/var/lib/pihost")
    if system.is_dir() and os.access(system, os.W_OK | os.X_OK):
        return system / "games"
    xdg = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(xdg) / "pihost" / "games"


@dataclass(frozen=True)
class TableConfig:
    """The table and the rules played at it."""

    seats: int = field(default=10, metadata=_kind(
        Number(MIN_SEATS, MAX_SEATS, "seats", whole=True), "number of seats at the table"))
    rules: str = field(default="classic", metadata=_kind(
        RuleSetName(), "engine rule set (engine/rules/NAME.yaml)"))
    rule_options: Mapping[str, Any] = field(default_factory=dict, metadata=_kind(
        Options(), "overrides of rule-set keys, validated by the engine"))
    cards: str = field(default="physical", metadata=_kind(
        Choice(("physical", "dealt")), "physical cards (registered at night 0) or dealt by lights"))
    language: str = field(default="ru", metadata=_kind(
        Choice(("ru", "en")), "language of the voice and of speech recognition"))
    players: Mapping[int, Mapping[str, str]] = field(default_factory=dict, metadata=_kind(
        Players(), "who sits where: seat -> player id (or {id, name}); kept in the game's "
                   "record, never spoken; `pihost players seat` overrides a seat"))

    def __post_init__(self) -> None:
        object.__setattr__(self, "rule_options", MappingProxyType(dict(self.rule_options)))
        object.__setattr__(self, "players", MappingProxyType(
            {s: MappingProxyType(dict(p)) for s, p in self.players.items()}))


@dataclass(frozen=True)
class VoiceConfig:
    """How the box speaks."""

    rate: int | None = field(default=None, metadata=_kind(
        Number(80, 400, "words per minute", whole=True, nullable=True),
        "speaking rate (words per minute); null = the phrase pack's rate"))
    voice: str | None = field(default=None, metadata=_kind(
        Text(nullable=True), "espeak-ng voice name; null = the table language's voice"))
    engine: str = field(default="espeak", metadata=_kind(
        Choice(("espeak", "piper")),
        "speech engine: espeak (espeak-ng) or piper (a natural voice: pihost voice install)"))
    model: str | None = field(default=None, metadata=_kind(
        NameOrPath(suffix=".onnx"),
        "Piper voice: a name (ru_RU-irina-medium) or a .onnx path; null = the pack's voice"))
    level_dbfs: float = field(default=-21.0, metadata=_kind(
        Number(-40, -6, "dBFS"),
        "loudness of every phrase and clip: speech level (dBFS); peaks stay under -1 dBFS"))
    output: str = field(default="auto", metadata=_kind(VoiceOutput(), "where phrases go"))
    cache_dir: Path = field(default=None, metadata=_kind(  # type: ignore[assignment]
        Folder(nullable=True), "rendered phrase WAV cache (folder); null = default_cache_dir()"))
    clips_dir: Path | None = field(default=None, metadata=_kind(
        Folder(nullable=True, must_exist=True), "recorded clips replacing TTS (folder)"))

    def __post_init__(self) -> None:
        if self.cache_dir is None:
            object.__setattr__(self, "cache_dir", default_cache_dir())


@dataclass(frozen=True)
class AudioConfig:
    """Sound devices (PortAudio names or indexes; null = the system default)."""

    output_device: str | int | None = field(default=None, metadata=_kind(
        Device(), "speaker device"))
    input_device: str | int | None = field(default=None, metadata=_kind(
        Device(), "microphone device"))
    speaker_lost_seconds: float = field(default=60.0, metadata=_kind(
        Number(1, 3600, "seconds"),
        "a speaker out this long ends the box (status 1): systemd starts it again with the "
        "sound card opened afresh, and the game resumes (seconds)"))


@dataclass(frozen=True)
class ListenConfig:
    """Speech recognition of nominations and «спасибо»."""

    enabled: bool = field(default=True, metadata=_kind(Flag(), "listen at all"))
    model: Path | None = field(default=None, metadata=_kind(
        Folder(nullable=True), "vosk model folder; null = found like vosk does for the language"))
    end_silence_seconds: float = field(default=1.0, metadata=_kind(
        Number(0.2, 5, "seconds"), "silence after «спасибо» that ends a speech (seconds)"))
    mute_tail_seconds: float = field(default=0.3, metadata=_kind(
        Number(0, 2, "seconds"), "mic stays muted this long after the box speaks (seconds)"))


@dataclass(frozen=True)
class SeatsConfig:
    """Seat buttons and lights."""

    kind: str = field(default="gpio", metadata=_kind(
        Choice(("gpio", "fake")), "real GPIO pins or the fake board"))
    pin_map: Path = field(default=PINS_DIR / "10-seats.yaml", metadata=_kind(
        PinMapPath(shipped=lambda: PINS_DIR), "pin map YAML (path, or a name in hardware/pins)"))
    debounce_seconds: float = field(default=0.03, metadata=_kind(
        Number(0, 0.5, "seconds"),
        "a release counts once the contact stayed open this long; shorter openings inside a "
        "press are bounce (seconds)"))
    min_press_seconds: float = field(default=0.04, metadata=_kind(
        Number(0.01, 0.2, "seconds"),
        "a press counts once the contact was closed this long: a finger is, a spike on the "
        "cable is not; the press keeps the moment it began (seconds)"))
    stuck_seconds: float = field(default=5.0, metadata=_kind(
        Number(0.5, 120, "seconds"), "a button held this long is reported stuck (seconds)"))
    long_press_seconds: float = field(default=1.0, metadata=_kind(
        Number(0.2, 10, "seconds"), "host button long press opens the menu (seconds)"))


@dataclass(frozen=True)
class TimingConfig:
    """The box's own timings (the rules' speech lengths are rule options)."""

    vote_window_seconds: float = field(default=_T.vote_window_seconds, metadata=_kind(
        Number(1, 30, "seconds"), "press window per candidate (seconds)"))
    number_call_seconds: float = field(default=_T.number_call_seconds, metadata=_kind(
        Number(0.5, 4, "seconds"), "pace of calling seat numbers at night (seconds per number)"))
    digit_calls_from: int = field(default=_T.digit_calls_from, metadata=_kind(
        Number(0, 25, "seats", whole=True),
        "a table of this many seats or more has its seats called by their digits at night "
        "(0 = never)"))
    night_step_seconds: float = field(default=NIGHT_STEP_DEFAULT_SECONDS, metadata=_kind(
        Number(5, 120, "seconds", nullable=True),
        "fixed length of every night step (seconds); null = fitted to the seats"))
    mafia_agree_seconds: float = field(default=_T.mafia_agree_seconds, metadata=_kind(
        Number(10, 600, "seconds"), "the silent agreement of the black seats at night 0 (seconds)"))
    after_night0_seconds: float = field(default=_T.after_night0_seconds, metadata=_kind(
        Number(0, 600, "seconds"), "pause after night 0 before the day (seconds)"))
    tick_seconds: float = field(default=0.02, metadata=_kind(
        Number(0.005, 0.2, "seconds"), "driver tick for lights and timers (seconds)"))


@dataclass(frozen=True)
class JournalConfig:
    """Where games are recorded (for resume and replay)."""

    dir: Path = field(default=None, metadata=_kind(  # type: ignore[assignment]
        Folder(nullable=True), "journal folder; null = default_journal_dir()"))
    fsync: bool = field(default=True, metadata=_kind(
        Flag(), "fsync every input before the box reacts (power-loss safe)"))
    min_free_megabytes: float = field(default=20.0, metadata=_kind(
        Number(0, 100_000, "megabytes"),
        "free space the journal folder needs at start and before each game (megabytes)"))

    def __post_init__(self) -> None:
        if self.dir is None:
            object.__setattr__(self, "dir", default_journal_dir())


@dataclass(frozen=True)
class HostConfig:
    """The host's controls: what guards the actions that change a game (foul, disqualify,
    undo, skip, nominate for the speaker) from anyone who reaches the host button or page."""

    code: str | None = field(default=None, metadata=_kind(
        Matches(r"[SL]{2,6}", "2 to 6 presses of the host button, S short and L long, e.g. SSL"),
        "the host button's code: pressed after choosing a menu action, before it applies "
        "(null = no code)"))
    pin: str | None = field(default=None, metadata=_kind(
        Matches(r"[0-9]{4,8}", "4 to 8 digits"),
        "the host page's PIN (phones and the host page; null = the page is off)"))


@dataclass(frozen=True)
class ClubConfig:
    """Club records: the store of finished games, the club's server, the scoring system."""

    dir: Path | None = field(default=None, metadata=_kind(
        Folder(nullable=True), "the box's club folder: its store (club.sqlite), the outbox of "
                               "games for the server, the seating (folder); null = beside the "
                               "journal folder, <journal.dir>/../club"))
    database: str | None = field(default=None, metadata=_kind(
        Text(nullable=True), "the box's own store, an SQLAlchemy URL; null = the SQLite file "
                             "<club.dir>/club.sqlite"))
    server: str | None = field(default=None, metadata=_kind(
        Text(nullable=True), "the club's server, an SQLAlchemy URL such as "
                             "postgresql://pihost@club.local/club; every finished game is sent "
                             "there (queued while it is unreachable); null = none"))
    scoring: str = field(default="fiim", metadata=_kind(
        NameOrPath(suffix=".yaml"), "scoring system: fiim, simple (engine/scoring/) or the "
                                    "path of a club's YAML file"))
    box: str | None = field(default=None, metadata=_kind(
        Text(nullable=True), "this table's name in the club's records; null = the host name"))
    seasons: Mapping[str, Any] = field(default_factory=dict, metadata=_kind(
        Options(), "named seasons for --season: NAME: YYYY-MM-DD..YYYY-MM-DD (a year needs "
                   "none: --season 2026)"))
    connect_timeout_seconds: float = field(default=5.0, metadata=_kind(
        Number(1, 120, "seconds"), "how long to wait for the club's server before queueing "
                                   "the game (seconds)"))

    def __post_init__(self) -> None:
        object.__setattr__(self, "seasons", MappingProxyType(dict(self.seasons)))


#: where the pages may be served: an IPv4 or IPv6 address of this machine, or a network
#: interface's name (its address is looked up); never every interface at once
LISTEN_ADDRESS = (r"(?!0\.0\.0\.0$)(?!::$)(?!\[?::\]?$)"
                  r"(\d{1,3}(\.\d{1,3}){3}|[0-9A-Fa-f:]*:[0-9A-Fa-f:]+|[A-Za-z][A-Za-z0-9_.-]{0,14})")


@dataclass(frozen=True)
class WebConfig:
    """The pages the box serves over its own Wi-Fi: a phone per seat, the table screen, the
    host page (``pihost.web``)."""

    enabled: bool = field(default=True, metadata=_kind(
        Flag(), "serve the pages (pihost run; sim and demo have their own switches)"))
    address: str = field(default="wlan0", metadata=_kind(
        Matches(LISTEN_ADDRESS, "an IP address of this machine or a network interface's name "
                "(one interface only: not 0.0.0.0 or ::)", nullable=False),
        "where the pages are served: an address, or an interface whose address is used"))
    port: int = field(default=8080, metadata=_kind(
        Number(1024, 65535, "port number", whole=True), "the pages' TCP port"))
    base_url: str | None = field(default=None, metadata=_kind(
        Matches(r"https?://[^\s/]+(:\d+)?", "http://HOST[:PORT]"),
        "the address the QR codes show (null = http://ADDRESS:PORT)"))
    messages_per_second: float = field(default=10.0, metadata=_kind(
        Number(1, 100, "messages per second"),
        "what one page may send, on average (bursts of twice as many); more are dropped"))
    max_pages: int = field(default=64, metadata=_kind(
        Number(1, 1000, "pages", whole=True), "open pages at once; more are refused"))


SECTIONS: dict[str, type] = {
    "table": TableConfig, "voice": VoiceConfig, "audio": AudioConfig, "listen": ListenConfig,
    "seats": SeatsConfig, "timing": TimingConfig, "journal": JournalConfig, "host": HostConfig,
    "club": ClubConfig,
    "web": WebConfig,
}


@dataclass(frozen=True)
class Config:
    """The whole config. ``source`` is the file read (None for defaults); ``lines`` maps dotted
    keys to their line in it, so later checks (e.g. the engine rejecting a rule option) can
    still point at the right line through ``problem()``."""

    table: TableConfig = field(default_factory=TableConfig)
    voice: VoiceConfig = field(default_factory=VoiceConfig)
    audio: AudioConfig = field(default_factory=AudioConfig)
    listen: ListenConfig = field(default_factory=ListenConfig)
    seats: SeatsConfig = field(default_factory=SeatsConfig)
    timing: TimingConfig = field(default_factory=TimingConfig)
    journal: JournalConfig = field(default_factory=JournalConfig)
    host: HostConfig = field(default_factory=HostConfig)
    club: ClubConfig = field(default_factory=ClubConfig)
    web: WebConfig = field(default_factory=WebConfig)
    source: Path | None = None
    lines: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    def problem(self, key: str, message: str) -> ConfigError:
        """A ``ConfigError`` for ``key`` (dotted) at its line in the source file.

        >>> str(load_config().problem("table.rule_options.x", "unknown option"))
        '<defaults>: table.rule_options.x: unknown option'
        """
        file = str(self.source) if self.source else "<defaults>"
        return ConfigError([Problem(file, self.lines.get(key), key, message)])

    def engine_options(self) -> dict[str, Any]:
        """Options for ``engine.Game.new(rules=cfg.table.rules, options=...)``: the rule
        overrides, the table's seat count and the box's timings the engine's windows share.

        >>> opts = load_config().engine_options()
        >>> opts["seats"], opts["vote_seconds"], opts["shoot_seconds"], opts["night0_seconds"]
        (10, 3.0, 20.0, 60.0)
        """
        timings = {rule: getattr(self.timing, key) for rule, key in ENGINE_TIMINGS.items()}
        return {**self.table.rule_options, "seats": self.table.seats, **timings}

    def to_dict(self) -> dict[str, dict[str, Any]]:
        """Plain values per section (paths as strings), e.g. to print the settings in effect."""
        def plain(v):
            if isinstance(v, Mapping):
                return {k: plain(x) for k, x in v.items()}
            return str(v) if isinstance(v, Path) else v
        return {s: {f.name: plain(getattr(getattr(self, s), f.name)) for f in fields(SECTIONS[s])}
                for s in SECTIONS}


def min_night_step_seconds(seats: int, number_call_seconds: float) -> float:
    """The shortest night step that fits calling every seat number plus the phrases around it.

    >>> min_night_step_seconds(10, 1.5)
    19.0
    """
    return seats * number_call_seconds + NIGHT_STEP_MARGIN_SECONDS


def config_path(cli_value: str | os.PathLike | None = None) -> Path | None:
    """Which file to read: ``--config`` if given, else ``$PIHOST_CONFIG``, else
    ``/etc/pihost/table.yaml`` when it exists, else None (the defaults)."""
    if cli_value:
        return Path(cli_value)
    env = os.environ.get("PIHOST_CONFIG")
    if env:
        return Path(env)
    return DEFAULT_PATH if DEFAULT_PATH.is_file() else None


def load_box_config(cli_value: str | os.PathLike | None = None) -> Config:
    """The config the box runs with: ``load_config(config_path(cli_value))`` — ``--config``,
    else ``$PIHOST_CONFIG``, else ``/etc/pihost/table.yaml`` when present, else the defaults.
    Raises ``ConfigError`` like ``load_config``.
    """
    return load_config(config_path(cli_value))


def add_config_argument(parser) -> None:
    """``--config PATH`` for a ``pihost`` subcommand; pass ``args.config`` to
    ``load_box_config``."""
    parser.add_argument("--config", metavar="PATH", default=None,
                        help=f"table config (default: $PIHOST_CONFIG, else {DEFAULT_PATH} if "
                             "present, else the built-in defaults)")


def load_config(path: str | os.PathLike | None = None) -> Config:
    """Read and check a config file; ``None`` gives the defaults (no file needed).

    Raises ``ConfigError`` naming the file, line and dotted key of every problem: a missing or
    unreadable file, YAML syntax, unknown or repeated keys, wrong types or ranges, a night step
    too short for the seats, a long press not shorter than a stuck button, a setting given in
    two places; then, where those parts are installed, the engine's verdict on the rule set
    with ``engine_options()`` and the seats part's on the pin map (it must wire every seat).
    """
    if path is None:
        return _build({}, {}, None)
    path = Path(path).expanduser()
    try:
        text = read_yaml_text(path)
    except FileNotFoundError:
        raise ConfigError([Problem(str(path), None, "", "no such config file")]) from None
    except YamlLimitError as exc:
        raise ConfigError([Problem(str(path), None, "", exc.reason)]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError([Problem(str(path), None, "", f"cannot read: {exc}")]) from None
    values, lines = read_sections(text, SECTIONS, str(path), path.resolve().parent)
    return _build(values, lines, path)


def _build(values: dict, lines: dict, path: Path | None) -> Config:
    file = str(path) if path else "<defaults>"
    table = TableConfig(**values.get("table", {}))
    timing_values = dict(values.get("timing", {}))
    number_call = timing_values.get("number_call_seconds", TimingConfig.number_call_seconds)
    need = min_night_step_seconds(table.seats, number_call)
    step = timing_values.get("night_step_seconds")
    problems = []
    if step is None:
        timing_values["night_step_seconds"] = max(NIGHT_STEP_DEFAULT_SECONDS, float(math.ceil(need)))
    elif step < need:
        problems.append(Problem(
            file, lines.get("timing.night_step_seconds"), "timing.night_step_seconds",
            f"{step:g} s is too short for {table.seats} seats: at least {need:g} s "
            f"({table.seats} × {number_call:g} s number_call_seconds + "
            f"{NIGHT_STEP_MARGIN_SECONDS:g} s for the phrases), or null to fit it"))
    seats = SeatsConfig(**values.get("seats", {}))
    if seats.long_press_seconds >= seats.stuck_seconds:
        key = "seats.long_press_seconds"
        problems.append(Problem(file, lines.get(key) or lines.get("seats.stuck_seconds"), key,
                                f"{seats.long_press_seconds:g} s must be shorter than "
                                f"seats.stuck_seconds ({seats.stuck_seconds:g} s)"))
    owners = {"seats": "table.seats", **{k: f"timing.{v}" for k, v in ENGINE_TIMINGS.items()}}
    for option in table.rule_options:
        if option in owners:
            key = f"table.rule_options.{option}"
            problems.append(Problem(file, lines.get(key), key, f"set by {owners[option]} "
                                    "(the box and the engine share it); remove it here"))
    if problems:
        raise ConfigError(problems)
    cfg = Config(
        table=table,
        voice=VoiceConfig(**values.get("voice", {})),
        audio=AudioConfig(**values.get("audio", {})),
        listen=ListenConfig(**values.get("listen", {})),
        seats=seats,
        timing=TimingConfig(**timing_values),
        journal=JournalConfig(**values.get("journal", {})),
        host=HostConfig(**values.get("host", {})),
        club=ClubConfig(**values.get("club", {})),
        web=WebConfig(**values.get("web", {})),
        source=path,
        lines=MappingProxyType(dict(lines)),
    )
    if path is not None:  # the other parts' own checks, for a real file only
        problems = _rule_problems(cfg, file, lines)
        if seats.kind == "gpio":
            problems += _pin_map_problems(table.seats, seats.pin_map, file, lines)
        if problems:
            raise ConfigError(problems)
    return cfg


def _rules_loader():
    """The engine's rule-set loader (``engine.load_rules``), or None without the engine."""
    if importlib.util.find_spec("engine") is None:
        return None
    from engine import load_rules

    return load_rules


def _rule_problems(cfg: Config, file: str, lines: dict) -> list[Problem]:
    """The engine must accept the rule set with ``engine_options()``; its complaint is placed
    at the option it names, at the timing or seat count the box passed, or at table.rules."""
    load = _rules_loader()
    if load is None:
        return []
    try:
        load(cfg.table.rules).with_options(cfg.engine_options())
    except ValueError as exc:
        text = str(exc).removeprefix("options: ")
        named = re.search(r"key '([^']+)'", text)
        option = named.group(1) if named else ""
        if option in cfg.table.rule_options:
            key = f"table.rule_options.{option}"
            rules = load(cfg.table.rules)
            if "unknown key" in text and is_dataclass(rules):
                hint = did_you_mean(option, [f.name for f in fields(rules)])
                text = text.replace(f"key '{option}'", f"key '{option}'{hint}", 1)
        elif option in ENGINE_TIMINGS:
            key = f"timing.{ENGINE_TIMINGS[option]}"
        elif option in ("seats", "deck") or "no deck for" in text:
            key = "table.seats"
            text += (f"; a table of {cfg.table.seats} seats needs table.rule_options.deck "
                     "with one card per seat")
        else:
            key = "table.rule_options" if cfg.table.rule_options else "table.rules"
        return [Problem(file, lines.get(key) or lines.get("table.rules"), key,
                        f"the engine refuses it: {text}")]
    return []


def _pin_map_loader():
    """The seats part's pin-map validator, or None where that part is not installed."""
    if importlib.util.find_spec("pihost.seats") is None:
        return None
    from pihost.seats.pinmap import load_pin_map

    return load_pin_map


def _pin_map_problems(seats: int, pin_map: Path, file: str, lines: dict) -> list[Problem]:
    """The pin map the box will wire up must be valid and have every seat of the table."""
    load = _pin_map_loader()
    if load is None:
        return []
    try:
        wired = load(pin_map).seat_numbers
    except (ValueError, OSError) as exc:
        return [Problem(file, lines.get("seats.pin_map"), "seats.pin_map", str(exc))]
    missing = [n for n in range(1, seats + 1) if n not in wired]
    if not missing:
        return []
    key = "table.seats" if "table.seats" in lines else "seats.pin_map"
    return [Problem(file, lines.get(key), key,
                    f"{seats} seats, but {pin_map.name} wires only seats "
                    f"{', '.join(map(str, wired))} (missing {', '.join(map(str, missing))}); "
                    "choose a pin map with enough seats (seats.pin_map) or fewer seats")]


def register(subparsers) -> None:
    """Adds ``pihost config [PATH] [--get KEY]`` (for ``pihost.cli.PARTS``)."""
    parser = subparsers.add_parser("config", help="check a table config, print its settings",
                                   description=check.__doc__)
    _arguments(parser)
    parser.set_defaults(func=lambda args: check(args.path, args.get))


def check(path: str | None = None, get: str | None = None) -> int:
    """Check a config file and print the settings in effect (YAML), or one dotted key with
    ``get``; exit status 1 with every problem on stderr, 2 for an unknown key."""
    import yaml

    try:
        cfg = load_box_config(path)
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 1
    data = cfg.to_dict()
    if get:
        section, _, key = get.partition(".")
        if key not in data.get(section, {}):
            print(f"no such key: {get}", file=sys.stderr)
            return 2
        value = data[section][key]
        print("null" if value is None else str(value).lower() if isinstance(value, bool) else value)
        return 0
    print(f"# settings in effect ({cfg.source or 'defaults'})")
    print(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), end="")
    return 0


def _arguments(parser) -> None:
    parser.add_argument("path", nargs="?", help="config file (default: $PIHOST_CONFIG, or "
                        f"{DEFAULT_PATH} if present, else the defaults)")
    parser.add_argument("--get", metavar="KEY", help="print one dotted key, e.g. table.language")


def main(argv: list[str] | None = None) -> int:
    """``python -m pihost.config [PATH] [--get KEY]``: the same as ``pihost config``."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m pihost.config", description=check.__doc__)
    _arguments(parser)
    args = parser.parse_args(argv)
    return check(args.path, args.get)


if __name__ == "__main__":
    sys.exit(main())
