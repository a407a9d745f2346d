"""Bad config files never hang, eat the memory or crash a check: every YAML file the box reads
(the table config, pin maps, phrase packs) goes through one loader that limits size, nesting and
aliases; paths are checked when the config is. `install.sh` runs the same check as root, so it
must be this one (and it drops to the service user for it)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pihost.config import ConfigError, load_config
from pihost.seats import PinMapError, load_pin_map
from pihost.voice.pack import PackError, load_pack

ROOT = Path(__file__).resolve().parents[2]


def alias_bomb(levels: int = 9) -> str:
    """The classic "billion laughs": 10 ** levels values in a few hundred bytes."""
    defs = ["&a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    defs += [f"&a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, levels)]
    return "[" + ", ".join(defs) + "]"


def check_config(path: Path) -> tuple[subprocess.CompletedProcess, float]:
    """``python -m pihost.config PATH`` (what install.sh runs), with at most 1 GiB of memory."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pihost.config", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, preexec_fn=limit)
    return done, time.monotonic() - start


def test_an_alias_bomb_in_rule_options_is_refused_fast_with_the_reason(tmp_path):
    """Before: 1.3 GB in 45 s (the engine's error message spelled the whole value out)."""
    path = tmp_path / "table.yaml"
    path.write_text(f"table:\n  rule_options:\n    speech_seconds: {alias_bomb()}\n")
    done, took = check_config(path)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert f"{path}:3: its aliases expand to more than 200,000 values (a YAML alias bomb?)" \
        in done.stderr
    assert took < 10


def test_a_50000_deep_nesting_is_a_clear_error(tmp_path):
    """Before: a RecursionError traceback."""
    path = tmp_path / "table.yaml"
    path.write_text("table:\n  rule_options:\n    speech_seconds: "
                    + "[" * 50_000 + "]" * 50_000 + "\n")
    done, _ = check_config(path)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert f"{path}:3: nested deeper than 64 levels" in done.stderr


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "table.yaml"
    with open(path, "w") as fh:
        fh.write("table:\n  rule_options:\n")
        fh.write("".join(f"    k{i}: {i}\n" for i in range(100_000)))
    with pytest.raises(ConfigError, match="larger than 1,000,000 bytes"):
        load_config(path)


def test_anchors_within_the_limits_still_work(tmp_path):
    path = tmp_path / "table.yaml"
    path.write_text("table:\n  rule_options:\n    speech_seconds: &s 45\n"
                    "    justify_seconds: *s\n")
    cfg = load_config(path)
    assert cfg.table.rule_options["justify_seconds"] == 45


@pytest.mark.parametrize("where", ["file", "under_a_file"])
def test_journal_dir_pointing_at_a_file_fails_the_check(tmp_path, where):
    """Before: `pihost config` passed it and `pihost run` crashed."""
    a_file = tmp_path / "games"
    a_file.write_text("not a folder")
    target = a_file if where == "file" else a_file / "more"
    path = tmp_path / "table.yaml"
    path.write_text(f"seats:\n  kind: fake\njournal:\n  dir: {target}\n")
    done, _ = check_config(path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert f"{path}:4: journal.dir: " in done.stderr
    assert ("is a file, not a folder" if where == "file" else f"{a_file} is a file") in done.stderr


def test_other_folders_and_the_wav_output_are_checked_too(tmp_path):
    a_file = tmp_path / "x"
    a_file.write_text("")
    path = tmp_path / "table.yaml"
    path.write_text(f"voice:\n  cache_dir: {a_file}\n  output: wav:{a_file}/out.wav\n"
                    f"listen:\n  model: {a_file}\n")
    with pytest.raises(ConfigError) as info:
        load_config(path)
    keys = {p.key for p in info.value.problems}
    assert keys == {"voice.cache_dir", "voice.output", "listen.model"}


def test_pin_maps_and_phrase_packs_are_read_with_the_same_limits(tmp_path):
    pins = tmp_path / "pins.yaml"
    pins.write_text(f"board: pi4\nseats: {alias_bomb()}\n")
    start = time.monotonic()
    with pytest.raises(PinMapError, match="alias bomb"):
        load_pin_map(pins)
    pack = tmp_path / "xx.yaml"
    pack.write_text("lang: ru\nphrases:\n  ready: " + "[" * 50_000 + "]" * 50_000 + "\n")
    with pytest.raises(PackError, match="nested deeper than 64 levels"):
        load_pack(pack)
    assert time.monotonic() - start < 5


def test_install_sh_checks_the_config_as_the_service_user():
    """The check parses a file an admin edited: it runs as `pihost`, not as root."""
    done = subprocess.run(["bash", str(ROOT / "systemd" / "install.sh"), "--dry-run"],
                          capture_output=True, text=True, timeout=120, cwd="/",
                          env=dict(os.environ))
    assert done.returncode == 0, done.stderr
    [line] = [ln for ln in done.stdout.splitlines() if "-m pihost.config /etc/pihost" in ln]
    assert line.startswith("    + runuser -u pihost -- ")
