"""The table config: defaults, the documented example, a full file, and every kind of error with
the file, line and dotted key it names."""

from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path

import pytest
import yaml

import pihost.config as config
from pihost.config import Config, ConfigError, config_path, load_config, min_night_step_seconds

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "etc" / "table.example.yaml"


def write(tmp_path: Path, text: str, name: str = "table.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def problems(path: Path) -> list[tuple[int | None, str, str]]:
    with pytest.raises(ConfigError) as info:
        load_config(path)
    for p in info.value.problems:
        assert p.file == str(path)
        assert str(p).startswith(f"{path}:{p.line}: " if p.line else f"{path}: ")
    return [(p.line, p.key, p.message) for p in info.value.problems]


# --- defaults -------------------------------------------------------------------------------

def test_defaults_without_a_file():
    cfg = load_config(None)
    assert cfg.source is None
    assert (cfg.table.seats, cfg.table.rules, cfg.table.cards, cfg.table.language) == (
        10, "classic", "physical", "ru")
    assert dict(cfg.table.rule_options) == {}
    assert (cfg.voice.rate, cfg.voice.voice, cfg.voice.output, cfg.voice.clips_dir) == (
        None, None, "auto", None)
    assert cfg.audio.output_device is None and cfg.audio.input_device is None
    assert cfg.listen.enabled is True and cfg.listen.model is None
    assert (cfg.listen.end_silence_seconds, cfg.listen.mute_tail_seconds) == (1.0, 0.3)
    assert cfg.seats.kind == "gpio" and cfg.seats.pin_map.name == "10-seats.yaml"
    assert (cfg.seats.debounce_seconds, cfg.seats.stuck_seconds,
            cfg.seats.long_press_seconds) == (0.03, 5.0, 1.0)
    t = cfg.timing
    assert (t.vote_window_seconds, t.number_call_seconds, t.night_step_seconds,
            t.mafia_agree_seconds, t.after_night0_seconds, t.tick_seconds) == (
        3.0, 1.5, 20.0, 60.0, 20.0, 0.02)
    assert cfg.journal.fsync is True


def test_env_dependent_defaults(monkeypatch, tmp_path):
    monkeypatch.setenv("PIHOST_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("STATE_DIRECTORY", f"{tmp_path / 'state'}:/elsewhere")
    cfg = load_config(None)
    assert cfg.voice.cache_dir == tmp_path / "cache"
    assert cfg.journal.dir == tmp_path / "state" / "games"


def test_journal_falls_back_to_user_state_when_system_dir_unusable(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(config.os, "access", lambda *a, **k: False)
    assert config.default_journal_dir() == tmp_path / "xdg" / "pihost" / "games"


def test_empty_file_and_null_sections_give_defaults(tmp_path):
    assert load_config(write(tmp_path, "")).table == load_config(None).table
    cfg = load_config(write(tmp_path, "table:\nvoice: ~\n", "nulls.yaml"))
    assert cfg.table.seats == 10 and cfg.voice.rate is None


def test_config_is_frozen():
    cfg = load_config(None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        cfg.table.seats = 12  # type: ignore[misc]
    with pytest.raises(TypeError):
        cfg.table.rule_options["speech_seconds"] = 30  # type: ignore[index]


# --- the documented example -----------------------------------------------------------------

def test_example_loads_and_documents_every_key():
    cfg = load_config(EXAMPLE)
    raw = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    assert set(raw) == set(config.SECTIONS)
    for section, cls in config.SECTIONS.items():
        assert set(raw[section]) == {f.name for f in dataclasses.fields(cls)}, section
    assert cfg.table == load_config(None).table
    assert cfg.timing == load_config(None).timing
    assert cfg.listen == load_config(None).listen


def test_example_states_the_true_defaults():
    """Every value written in the example equals the built-in default. The folders that depend
    on the machine stay null in it, so an installed copy keeps following the service's
    environment."""
    raw = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    assert raw["voice"]["cache_dir"] is None and raw["journal"]["dir"] is None
    assert raw["seats"]["pin_map"] == "10-seats"
    defaults = load_config(None).to_dict()
    for section, values in raw.items():
        for key, value in values.items():
            if key in ("cache_dir", "dir", "pin_map"):
                continue
            assert value == defaults[section][key], f"{section}.{key}"


def test_null_folders_follow_the_environment(tmp_path, monkeypatch):
    path = write(tmp_path, "voice: {cache_dir: null}\njournal: {dir: null}\n")
    monkeypatch.setenv("PIHOST_CACHE", "/var/cache/pihost/voices")
    monkeypatch.setenv("STATE_DIRECTORY", "/var/lib/pihost")
    cfg = load_config(path)
    assert cfg.voice.cache_dir == Path("/var/cache/pihost/voices")
    assert cfg.journal.dir == Path("/var/lib/pihost/games")


def test_every_field_is_documented_with_its_unit():
    for cls in config.SECTIONS.values():
        for f in dataclasses.fields(cls):
            doc = f.metadata["doc"]
            assert doc, f.name
            if f.name.endswith("_seconds"):
                assert "(seconds" in doc or "seconds per" in doc, f.name


def test_example_comments_give_units_for_timings():
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    for line in lines:
        key = line.split(":")[0].strip()
        if key.endswith("_seconds"):
            assert "second" in line, line


# --- a full file ----------------------------------------------------------------------------

def test_full_file(tmp_path, pins_dir):
    (tmp_path / "clips").mkdir()
    custom_map = write(tmp_path, "seats: {}\n", "my-pins.yaml")
    path = write(tmp_path, f"""
        table:
          seats: 12
          rules: classic
          rule_options: {{speech_seconds: 45, open_game: true}}
          cards: dealt
          language: en
        voice:
          rate: 200
          voice: en-us
          output: wav:out/game.wav
          cache_dir: cache
          clips_dir: clips
        audio:
          output_device: "USB Audio"
          input_device: 2
        listen:
          enabled: false
          model: ~/models/vosk-small-en
          end_silence_seconds: 1.5
          mute_tail_seconds: 0
        seats:
          kind: fake
          pin_map: {custom_map.name}
          debounce_seconds: 0.05
          stuck_seconds: 10
          long_press_seconds: 2
        timing:
          vote_window_seconds: 4
          number_call_seconds: 1.2
          night_step_seconds: 25
          mafia_agree_seconds: 45
          after_night0_seconds: 5
          tick_seconds: 0.05
        journal:
          dir: /srv/games
          fsync: false
    """)
    cfg = load_config(path)
    assert cfg.source == path
    assert (cfg.table.seats, cfg.table.cards, cfg.table.language) == (12, "dealt", "en")
    assert dict(cfg.table.rule_options) == {"speech_seconds": 45, "open_game": True}
    assert cfg.voice.output == f"wav:{tmp_path / 'out' / 'game.wav'}"
    assert cfg.voice.cache_dir == tmp_path / "cache"
    assert cfg.voice.clips_dir == tmp_path / "clips"
    assert (cfg.voice.rate, cfg.voice.voice) == (200, "en-us")
    assert (cfg.audio.output_device, cfg.audio.input_device) == ("USB Audio", 2)
    assert cfg.listen.enabled is False
    assert cfg.listen.model == Path.home() / "models" / "vosk-small-en"
    assert (cfg.listen.end_silence_seconds, cfg.listen.mute_tail_seconds) == (1.5, 0.0)
    assert cfg.seats.kind == "fake" and cfg.seats.pin_map == custom_map
    assert (cfg.seats.stuck_seconds, cfg.seats.long_press_seconds) == (10.0, 2.0)
    assert cfg.timing == config.TimingConfig(4.0, 1.2, 16, 25.0, 45.0, 5.0, 0.05)
    assert cfg.journal == config.JournalConfig(Path("/srv/games"), False)
    assert cfg.lines["timing.night_step_seconds"] == 30
    assert cfg.lines["table.rule_options.open_game"] == 4
    # a later check (the engine refusing an option) still points at the line
    err = cfg.problem("table.rule_options.open_game", "unknown rule option")
    assert str(err) == f"{path}:4: table.rule_options.open_game: unknown rule option"


def test_pin_map_by_shipped_name(tmp_path, pins_dir):
    cfg = load_config(write(tmp_path, "seats:\n  pin_map: 25-seats-mcp23017\n"))
    assert cfg.seats.pin_map == pins_dir / "25-seats-mcp23017.yaml"


def test_night_step_null_fits_the_seats(tmp_path):
    cfg = load_config(write(tmp_path, "table: {seats: 25}\ntiming: {night_step_seconds: null}\n"))
    assert cfg.timing.night_step_seconds == 42.0  # 25 × 1.5 + 4 = 41.5, rounded up
    assert cfg.timing.night_step_seconds >= min_night_step_seconds(25, 1.5)
    small = load_config(write(tmp_path, "table: {seats: 6}\n", "small.yaml"))
    assert small.timing.night_step_seconds == 20.0


def test_config_path_precedence(monkeypatch, tmp_path):
    monkeypatch.setattr(config, "DEFAULT_PATH", tmp_path / "absent.yaml")
    assert config_path(None) is None
    assert config.load_box_config().source is None
    system = write(tmp_path, "table: {seats: 8}\n", "system.yaml")
    monkeypatch.setattr(config, "DEFAULT_PATH", system)
    assert config_path(None) == system and config.load_box_config().table.seats == 8
    env = write(tmp_path, "table: {seats: 9}\n", "env.yaml")
    monkeypatch.setenv("PIHOST_CONFIG", str(env))
    assert config_path(None) == env and config.load_box_config().table.seats == 9
    cli = write(tmp_path, "table: {seats: 11}\n", "cli.yaml")
    assert config.load_box_config(cli).table.seats == 11


def test_config_argument_for_subcommands(tmp_path):
    import argparse

    parser = argparse.ArgumentParser()
    config.add_config_argument(parser)
    assert parser.parse_args([]).config is None
    assert parser.parse_args(["--config", "/x/table.yaml"]).config == "/x/table.yaml"


# --- errors: each names the file, the line and the key ---------------------------------------

@pytest.mark.parametrize("text, line, key, words", [
    ("table:\n  seets: 12\n", 2, "table.seets", ["unknown key", "did you mean 'seats'"]),
    ("tabel:\n  seats: 12\n", 1, "tabel", ["unknown key", "did you mean 'table'", "journal"]),
    ("timing:\n  vote_window: 3\n", 2, "timing.vote_window",
     ["did you mean 'vote_window_seconds'"]),
    ("table:\n  seats: 30\n", 2, "table.seats", ["out of range", "from 5 to 25"]),
    ("table:\n  seats: ten\n", 2, "table.seats", ["'ten'", "whole number"]),
    ("table:\n  seats: 10.5\n", 2, "table.seats", ["whole number"]),
    ("table:\n  cards: dealed\n", 2, "table.cards", ["did you mean 'dealt'", "'physical'"]),
    ("table:\n  language: de\n", 2, "table.language", ["'ru', 'en'"]),
    ("table:\n  rules: 'bad name!'\n", 2, "table.rules", ["not a known rule set"]),
    ("table:\n  rule_options: [1, 2]\n", 2, "table.rule_options", ["mapping"]),
    ("voice:\n  rate: fast\n", 2, "voice.rate", ["words per minute"]),
    ("voice:\n  output: speakers\n", 2, "voice.output", ["'wav:PATH'"]),
    ("voice:\n  output: 'wav:'\n", 2, "voice.output", ["'wav:PATH'"]),
    ("voice:\n  voice: ''\n", 2, "voice.voice", ["name"]),
    ("voice:\n  clips_dir: no-such-clips\n", 2, "voice.clips_dir", ["does not exist"]),
    ("audio:\n  input_device: -1\n", 2, "audio.input_device", ["device index"]),
    ("audio:\n  output_device: true\n", 2, "audio.output_device", ["device name"]),
    ("listen:\n  enabled: maybe\n", 2, "listen.enabled", ["true or false"]),
    ("listen:\n  end_silence_seconds: true\n", 2, "listen.end_silence_seconds", ["seconds"]),
    ("seats:\n  kind: real\n", 2, "seats.kind", ["'gpio', 'fake'"]),
    ("seats:\n  pin_map: 12-seats\n", 2, "seats.pin_map", ["no pin map", "10-seats"]),
    ("seats:\n  pin_map: /nowhere/pins.yaml\n", 2, "seats.pin_map", ["/nowhere/pins.yaml"]),
    ("timing:\n  tick_seconds: 0\n", 2, "timing.tick_seconds", ["from 0.005 to 0.2"]),
    ("journal:\n  fsync: 1\n", 2, "journal.fsync", ["true or false"]),
    ("listen: 5\n", 1, "listen", ["mapping of settings"]),
    ("# a comment\n\ntiming:\n  night_step_seconds: 10\n", 4, "timing.night_step_seconds",
     ["too short", "at least 19 s", "10 seats"]),
    ("table: {seats: 20}\ntiming: {night_step_seconds: 20}\n", 2, "timing.night_step_seconds",
     ["at least 34 s", "20 seats"]),
    ("seats:\n  stuck_seconds: 1\n  long_press_seconds: 1.5\n", 3, "seats.long_press_seconds",
     ["shorter than seats.stuck_seconds"]),
    ("voice:\n  rate: 150\n  rate: 170\n", 3, "voice.rate", ["given twice", "line 2"]),
])
def test_each_error_names_line_and_key(tmp_path, text, line, key, words):
    [(got_line, got_key, message)] = problems(write(tmp_path, text))
    assert (got_line, got_key) == (line, key), message
    for w in words:
        assert w in message


def test_every_problem_is_reported_at_once(tmp_path):
    found = problems(write(tmp_path, """
        table:
          seats: 3
        voice:
          rate: 10
        seats:
          kind: real
    """))
    assert [(line, key) for line, key, _ in found] == [
        (2, "table.seats"), (4, "voice.rate"), (6, "seats.kind")]


def test_yaml_syntax_error_names_its_line(tmp_path):
    [(line, key, message)] = problems(write(tmp_path, "table:\n  seats: 10\n  cards: [physical\n"))
    assert key == "" and "not valid YAML" in message and line in (3, 4)


def test_top_level_must_be_a_mapping(tmp_path):
    [(line, key, message)] = problems(write(tmp_path, "- seats\n- 10\n"))
    assert line == 1 and "mapping of sections" in message and "table" in message


def test_missing_file_names_the_path(tmp_path):
    path = tmp_path / "nope.yaml"
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert str(info.value) == f"{path}: no such config file"


def test_undecodable_file_is_a_clear_error(tmp_path):
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"table:\n  seats: \xff\xfe\n")
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(path)


def test_known_rule_sets_are_enforced_when_the_engine_ships_them(tmp_path, monkeypatch):
    monkeypatch.setattr(config.RuleSetName, "names", lambda self: ("classic", "sverdlovsk"))
    assert load_config(write(tmp_path, "table: {rules: sverdlovsk}\n")).table.rules == "sverdlovsk"
    [(line, key, message)] = problems(write(tmp_path, "table:\n  rules: clasic\n", "b.yaml"))
    assert (line, key) == (2, "table.rules") and "'classic', 'sverdlovsk'" in message


# --- the check command ----------------------------------------------------------------------

def test_check_command(tmp_path, capsys):
    good = write(tmp_path, "table:\n  language: en\n")
    assert config.main([str(good), "--get", "table.language"]) == 0
    assert capsys.readouterr().out == "en\n"
    assert config.main([str(good), "--get", "listen.enabled"]) == 0
    assert capsys.readouterr().out == "true\n"
    assert config.main([str(good)]) == 0
    printed = yaml.safe_load(capsys.readouterr().out)
    assert printed["table"]["language"] == "en" and printed["timing"]["night_step_seconds"] == 20
    bad = write(tmp_path, "table:\n  seats: 99\n", "bad.yaml")
    assert config.main([str(bad)]) == 1
    assert f"{bad}:2: table.seats" in capsys.readouterr().err
    assert config.main([str(good), "--get", "table.nope"]) == 2


def test_bad_file_leaves_nothing_half_built(tmp_path):
    """A failed load raises; it never returns a Config with some sections defaulted."""
    path = write(tmp_path, "table: {seats: 12}\nvoice: {rate: 1}\n")
    with pytest.raises(ConfigError):
        load_config(path)
    assert isinstance(load_config(None), Config)


def test_config_subcommand_plugs_into_the_pihost_cli(tmp_path, capsys):
    import argparse

    parser = argparse.ArgumentParser(prog="pihost")
    config.register(parser.add_subparsers(dest="command", required=True))
    good = write(tmp_path, "table:\n  seats: 12\n")
    args = parser.parse_args(["config", str(good), "--get", "table.seats"])
    assert args.func(args) == 0 and capsys.readouterr().out == "12\n"
    args = parser.parse_args(["config", str(tmp_path / "missing.yaml")])
    assert args.func(args) == 1 and "no such config file" in capsys.readouterr().err


# --- the pin map is checked by the seats part's own validator --------------------------------

class FakePinMap:
    def __init__(self, seat_numbers):
        self.seat_numbers = tuple(seat_numbers)


def test_pin_map_must_wire_every_seat(tmp_path, monkeypatch):
    monkeypatch.setattr(config, "_pin_map_loader", lambda: lambda p: FakePinMap(range(1, 11)))
    assert load_config(write(tmp_path, "table:\n  seats: 10\n")).table.seats == 10
    [(line, key, message)] = problems(write(tmp_path, "# x\ntable:\n  seats: 12\n", "b.yaml"))
    assert (line, key) == (3, "table.seats")
    assert "missing 11, 12" in message and "10-seats.yaml" in message


def test_pin_map_errors_point_at_the_pin_map_key(tmp_path, monkeypatch):
    def broken(path):
        raise ValueError(f"{path}: seats.3.button: GPIO99 is not on the header — fix: use 4..27")
    monkeypatch.setattr(config, "_pin_map_loader", lambda: broken)
    [(line, key, message)] = problems(write(tmp_path, "seats:\n  pin_map: 10-seats\n"))
    assert (line, key) == (2, "seats.pin_map") and "GPIO99" in message


def test_fake_seats_and_defaults_skip_the_pin_map(tmp_path, monkeypatch):
    def never(path):
        raise AssertionError("the pin map must not be read")
    monkeypatch.setattr(config, "_pin_map_loader", lambda: never)
    assert load_config(write(tmp_path, "seats: {kind: fake}\ntable: {seats: 25}\n")).seats.kind
    assert load_config(None).seats.kind == "gpio"


@pytest.mark.parametrize("name, seats", [("10-seats", 10), ("25-seats-mcp23017", 25)])
def test_shipped_pin_maps_pass_the_real_validator(tmp_path, monkeypatch, name, seats,
                                                  real_pin_map_loader):
    shipped = REPO / "hardware" / "pins"
    assert (shipped / f"{name}.yaml").is_file(), f"{name}.yaml is missing from hardware/pins"
    monkeypatch.setattr(config, "PINS_DIR", shipped)
    monkeypatch.setattr(config, "_pin_map_loader", real_pin_map_loader)
    cfg = load_config(write(tmp_path, f"table: {{seats: {seats}}}\nseats: {{pin_map: {name}}}\n"))
    assert cfg.seats.pin_map == shipped / f"{name}.yaml"


# --- rule options are checked by the engine itself -------------------------------------------

class FakeRules:
    """Stands in for engine.Rules: refuses the way the engine words it."""

    def __init__(self, complaint: str | None) -> None:
        self.complaint = complaint
        self.seen: dict | None = None

    def with_options(self, options):
        self.seen = options
        if self.complaint:
            raise ValueError(self.complaint)
        return self


def use_fake_engine(monkeypatch, complaint: str | None) -> FakeRules:
    rules = FakeRules(complaint)
    monkeypatch.setattr(config, "_rules_loader", lambda: lambda name: rules)
    return rules


def test_engine_gets_the_overrides_and_the_seat_count(tmp_path, monkeypatch):
    rules = use_fake_engine(monkeypatch, None)
    cfg = load_config(write(tmp_path, """
        table:
          seats: 9
          rule_options: {speech_seconds: 45}
        timing: {vote_window_seconds: 2.5, mafia_agree_seconds: 50, night_step_seconds: 25}
    """))
    assert rules.seen == cfg.engine_options() == {
        "speech_seconds": 45, "seats": 9, "vote_seconds": 2.5, "night0_seconds": 50.0,
        "shoot_seconds": 25.0, "check_seconds": 25.0}


@pytest.mark.parametrize("complaint, line, key, words", [
    ("options: key 'speech_seconds': must be from 1 to 600; got 0", 5,
     "table.rule_options.speech_seconds", ["engine refuses", "from 1 to 600"]),
    ("options: unknown key 'speach_seconds' (known keys: speech_seconds)", 4,
     "table.rule_options.speach_seconds", ["unknown key"]),
    ("options: key 'deck': 10 cards for 12 seats", 2, "table.seats",
     ["10 cards for 12 seats", "table.rule_options.deck"]),
    ("options: key 'fouls_mute': must be below fouls_remove", 3, "table.rule_options",
     ["fouls_mute"]),
])
def test_engine_complaints_land_on_their_line(tmp_path, monkeypatch, complaint, line, key, words):
    use_fake_engine(monkeypatch, complaint)
    [(got_line, got_key, message)] = problems(write(tmp_path, """
        table:
          seats: 12
          rule_options:
            speach_seconds: 45
            speech_seconds: 0
    """))
    assert (got_line, got_key) == (line, key), message
    for w in words:
        assert w in message


@pytest.mark.parametrize("option, owner", [
    ("seats", "table.seats"), ("vote_seconds", "timing.vote_window_seconds"),
    ("night0_seconds", "timing.mafia_agree_seconds"), ("shoot_seconds", "timing.night_step_seconds"),
    ("check_seconds", "timing.night_step_seconds"),
])
def test_shared_settings_have_one_place(tmp_path, option, owner):
    [(line, key, message)] = problems(write(tmp_path, f"table:\n  rule_options:\n    {option}: 5\n"))
    assert (line, key) == (3, f"table.rule_options.{option}") and f"set by {owner}" in message


def test_the_real_engine_checks_rule_options(tmp_path, monkeypatch, real_rules_loader):
    monkeypatch.setattr(config, "_rules_loader", lambda: real_rules_loader)
    ok = load_config(write(tmp_path, "table:\n  rule_options: {speech_seconds: 45}\n"))
    engine_rules = real_rules_loader(ok.table.rules).with_options(ok.engine_options())
    assert (engine_rules.speech_seconds, engine_rules.shoot_seconds) == (45, 20)
    [(line, key, message)] = problems(write(tmp_path, """
        table:
          rule_options:
            speech_seconds: 0
    """, "bad.yaml"))
    assert (line, key) == (3, "table.rule_options.speech_seconds")
    # a rule set with no deck for the table's size (home: 7-13 seats) is placed at table.seats
    [(line, key, message)] = problems(write(tmp_path, "table:\n  seats: 6\n  rules: home\n",
                                            "six.yaml"))
    assert (line, key) == (2, "table.seats") and "6 seats" in message
    # the sport rule sets have a deck for every size from 5 to 25 (engine/rules/decks/sport.yaml)
    assert load_config(write(tmp_path, "table:\n  seats: 12\n", "twelve.yaml")).table.seats == 12
    deck = "{citizen: 8, sheriff: 1, mafia: 2, don: 1}"
    twelve = load_config(write(tmp_path, f"table:\n  seats: 12\n  rule_options: {{deck: {deck}}}\n",
                               "deck.yaml"))
    assert real_rules_loader("classic").with_options(twelve.engine_options()).seats == 12
    [(line, key, message)] = problems(write(tmp_path, "table:\n  rule_options: {speach_seconds: 4}\n",
                                            "typo.yaml"))
    assert key == "table.rule_options.speach_seconds" and "did you mean 'speech_seconds'" in message


# --- the voice engine ----------------------------------------------------------------------

def test_voice_engine_model_and_level(tmp_path):
    cfg = load_config(write(tmp_path, "voice: {engine: piper, model: ru_RU-irina-medium,"
                                      " level_dbfs: -18}\n"))
    assert (cfg.voice.engine, cfg.voice.model, cfg.voice.level_dbfs) == (
        "piper", "ru_RU-irina-medium", -18.0)
    assert load_config(None).voice.engine == "espeak"      # the default needs nothing new
    assert load_config(None).voice.model is None
    # a path is resolved against the config's folder; a name is kept as written
    cfg = load_config(write(tmp_path, "voice: {engine: piper, model: voices/irina.onnx}\n"))
    assert cfg.voice.model == str(tmp_path / "voices" / "irina.onnx")
    cfg = load_config(write(tmp_path, "voice: {model: irina.onnx}\n"))
    assert cfg.voice.model == str(tmp_path / "irina.onnx")


@pytest.mark.parametrize("text, message", [
    ("voice: {engine: pipr}\n", "voice.engine: 'pipr' is not allowed (did you mean 'piper'?)"),
    ("voice: {level_dbfs: 0}\n", "voice.level_dbfs: 0 is out of range; allowed: a number of "
                                 "dBFS from -40 to -6"),
    ("voice: {level_dbfs: loud}\n", "voice.level_dbfs: 'loud' is not a number of dBFS"),
    ("voice: {model: 3}\n", "voice.model: 3 is not a name, a path or null"),
])
def test_voice_engine_mistakes_are_named(tmp_path, text, message):
    with pytest.raises(ConfigError) as err:
        load_config(write(tmp_path, text))
    assert message in str(err.value)
