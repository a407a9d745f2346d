"""The systemd unit (checked by systemd-analyze, and against what the box and the installer
expect) and install.sh (syntax, shellcheck, and its dry run). ``./run.sh`` installs both tools;
only the root-only test needs its environment (CI runs as root).

No systemd runs here and there is no Pi: the unit is verified offline, the installer only as a
dry run, which must change nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pihost.config import EX_CONFIG, load_config

REPO = Path(__file__).resolve().parents[2]
UNIT = REPO / "systemd" / "pihost.service"
INSTALL = REPO / "systemd" / "install.sh"
EXAMPLE = REPO / "etc" / "table.example.yaml"


def unit_settings() -> dict[str, dict[str, list[str]]]:
    """Section -> key -> values (keys like Environment= may repeat)."""
    sections: dict[str, dict[str, list[str]]] = {}
    current = None
    for raw in UNIT.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), {})
            continue
        key, _, value = line.partition("=")
        assert current is not None, f"setting outside a section: {raw}"
        current.setdefault(key.strip(), []).append(value.strip())
    return sections


def service_environment() -> dict[str, str]:
    return dict(v.split("=", 1) for v in unit_settings()["Service"]["Environment"])


# --- the unit ---------------------------------------------------------------------------------

def test_unit_passes_systemd_analyze_verify(tmp_path):
    """verify refuses an ExecStart that is not there, so the copy points at a stand-in."""
    exe = tmp_path / "pihost"
    exe.write_text("#!/bin/sh\nexit 0\n")
    exe.chmod(0o755)
    text = UNIT.read_text(encoding="utf-8")
    assert "/opt/pihost/.venv/bin/pihost" in text
    copy = tmp_path / "pihost.service"
    copy.write_text(text.replace("/opt/pihost/.venv/bin/pihost", str(exe)), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", "--man=no", str(copy)],
                          capture_output=True, text=True, timeout=60)
    # Unknown keys and bad values are only warnings (exit 0): any output about the unit fails.
    about_unit = [ln for ln in done.stderr.splitlines() if "pihost.service" in ln]
    assert done.returncode == 0 and not about_unit, done.stderr


def test_verify_would_catch_a_broken_unit(tmp_path):
    """The check above can fail: a misspelt key is reported."""
    exe = tmp_path / "pihost"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    text = UNIT.read_text(encoding="utf-8").replace("/opt/pihost/.venv/bin/pihost", str(exe))
    copy = tmp_path / "pihost.service"
    copy.write_text(text.replace("WatchdogSec=", "WatchDogSec="), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", "--man=no", str(copy)],
                          capture_output=True, text=True, timeout=60)
    assert "WatchDogSec" in done.stderr


def test_unit_settings_the_box_relies_on():
    service = unit_settings()["Service"]

    def one(key: str) -> str:
        [value] = service[key]
        return value

    assert one("Type") == "notify"
    assert one("ExecStart") == "/opt/pihost/.venv/bin/pihost run --config /etc/pihost/table.yaml"
    assert (one("WatchdogSec"), one("Restart"), one("RestartSec")) == ("30", "on-failure", "2")
    assert one("User") == "pihost"
    # A config mistake (the box exits with EX_CONFIG) is not retried in a loop.
    assert one("RestartPreventExitStatus") == str(EX_CONFIG) == "78"
    assert set(one("SupplementaryGroups").split()) >= {"gpio", "audio"}
    for key, value in [("NoNewPrivileges", "yes"), ("ProtectSystem", "strict"),
                       ("ProtectHome", "yes"), ("PrivateTmp", "yes"),
                       ("StateDirectory", "pihost"), ("CacheDirectory", "pihost")]:
        assert one(key) == value, key
    # GPIO and sound must still reach the box under the device policy.
    assert service.get("PrivateDevices", ["no"]) == ["no"]
    allowed = {v.split()[0] for v in service["DeviceAllow"]}
    assert {"char-gpiochip", "char-alsa"} <= allowed
    # The working directory must be writable: lgpio makes its pipes there.
    assert one("WorkingDirectory") == "/run/" + one("RuntimeDirectory")
    assert unit_settings()["Install"]["WantedBy"] == ["multi-user.target"]


def test_service_environment_puts_state_where_the_unit_allows_writes():
    env = service_environment()
    service = unit_settings()["Service"]
    state = "/var/lib/" + service["StateDirectory"][0]
    cache = "/var/cache/" + service["CacheDirectory"][0]
    assert env["PIHOST_CACHE"].startswith(cache + "/")
    assert env["VOSK_MODEL_PATH"].startswith(state + "/")
    assert env["PIHOST_PIPER_VOICES"].startswith(state + "/")
    assert env["HOME"] == state
    assert env["PIHOST_CONFIG"] == "/etc/pihost/table.yaml"
    assert all('"' not in v and "'" not in v for v in env.values())  # install.sh reads them raw


def test_installed_example_config_under_the_service_environment(monkeypatch):
    """The example, copied to /etc/pihost, puts phrases and journals in the unit's folders."""
    for key, value in service_environment().items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("STATE_DIRECTORY", "/var/lib/pihost")  # systemd sets it for StateDirectory=
    cfg = load_config(EXAMPLE)
    assert cfg.voice.cache_dir == Path("/var/cache/pihost/voices")
    assert cfg.journal.dir == Path("/var/lib/pihost/games")


# --- install.sh -------------------------------------------------------------------------------

def run_install(*args: str, user: str | None = None,
                script: Path = INSTALL) -> subprocess.CompletedProcess:
    cmd = ["bash", str(script), *args]
    if user:
        cmd = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", *cmd]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd="/")


def test_install_script_syntax():
    done = subprocess.run(["bash", "-n", str(INSTALL)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert os.access(INSTALL, os.X_OK)
    assert "set -euo pipefail" in INSTALL.read_text(encoding="utf-8")


def test_install_script_shellcheck():
    done = subprocess.run(["shellcheck", str(INSTALL)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout


def test_dry_run_prints_every_step_in_order_and_changes_nothing():
    watched = [Path("/etc/pihost"), Path("/etc/systemd/system/pihost.service"),
               Path("/opt/pihost"), Path("/var/lib/pihost"), Path("/var/cache/pihost")]
    before = {p: p.exists() for p in watched}
    done = run_install("--dry-run")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "dry run, nothing is changed" in out
    steps = [ln[4:] for ln in out.splitlines() if ln.startswith("==> ")]
    order = ["apt packages", "system user pihost", "code in /opt/pihost", "virtual environment",
             "folders", "config /etc/pihost/table.yaml", "speech model", "natural voice",
             "phrases", "systemd unit", "done"]
    assert [next(i for i, s in enumerate(steps) if s.startswith(o)) for o in order] == sorted(
        range(len(order)))
    for needle in ["espeak-ng", "libportaudio2", "python3-venv", "gpio,audio",
                   "-m pip install -q -e /opt/pihost\\[pi\\]",
                   "pihost model install --lang ru", "pihost voices render",
                   "/etc/pihost/table.yaml", "systemctl daemon-reload"]:
        assert needle in out, needle
    # The model and the phrases are made as the service user, with the service's environment.
    model_line = next(ln for ln in out.splitlines() if ln.startswith("    +") and "model install" in ln)
    assert "runuser -u pihost" in model_line
    for key, value in service_environment().items():
        assert f"{key}={value}" in model_line
    # ... into the folder of models the service searches
    assert model_line.endswith(f"--dir {service_environment()['VOSK_MODEL_PATH']}")
    render_line = next(ln for ln in out.splitlines() if ln.startswith("    +") and "render" in ln)
    assert render_line.endswith(f"--seats 10 --cache {service_environment()['PIHOST_CACHE']}")
    # espeak-ng's phrases now; the box renders a Piper voice's itself, in the background
    assert "voices render --engine espeak --lang ru" in render_line
    # with the default engine the natural voice is only offered
    assert "voice.engine is espeak; for a natural voice set voice.engine: piper" in out
    assert "pihost voice install " not in out and "piper\\]" not in out
    if not Path("/etc/systemd/system/pihost.service").exists():
        assert "systemctl enable --now pihost" in out
    assert {p: p.exists() for p in watched} == before


def test_voice_option_installs_piper_and_the_voice_as_the_service():
    done = run_install("--dry-run", "--voice", "ru_RU-irina-medium")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    step = lines.index("==> natural voice (pihost voice install)")
    pip, voice = lines[step + 1], lines[step + 2]
    assert pip.endswith("-m pip install -q -e /opt/pihost\\[pi\\,piper\\]")
    assert "runuser -u pihost" in voice
    for key, value in service_environment().items():
        assert f"{key}={value}" in voice
    # ... into the folder of voices the service searches
    assert voice.endswith("pihost voice install ru_RU-irina-medium --dir "
                          f"{service_environment()['PIHOST_PIPER_VOICES']}")
    same = run_install("--dry-run", "--voice=ru_RU-irina-medium")
    assert same.stdout == done.stdout


@pytest.mark.parametrize("args, message", [
    (["--voice"], "--voice needs a Piper voice name"),
    (["--voice", "../x y"], "is not a Piper voice name"),
])
def test_voice_option_mistakes(args, message):
    done = run_install("--dry-run", *args)
    assert done.returncode == 2 and message in done.stderr


def test_no_start_enables_without_starting():
    done = run_install("--dry-run", "--no-start")
    assert done.returncode == 0, done.stderr
    assert "systemctl enable pihost" in done.stdout
    assert "--now" not in done.stdout and "restart" not in done.stdout


def test_unknown_option_and_help():
    bad = run_install("--dryrun")
    assert bad.returncode == 2 and "unknown option '--dryrun'" in bad.stderr
    helped = run_install("--help")
    assert helped.returncode == 0 and "--dry-run" in helped.stdout


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("setpriv") is None,
                    reason="needs root to drop to another user")
def test_refuses_to_install_without_root():
    """As `nobody`, from a copy in a folder everyone may read: the clone itself may sit where
    other users cannot (a home folder), which must not decide the test."""
    import tempfile

    copy = Path(tempfile.mkdtemp(prefix="pihost-install-"))
    try:
        (copy / "systemd").mkdir()
        for name in ("install.sh", "pihost.service"):
            shutil.copy(REPO / "systemd" / name, copy / "systemd" / name)
        copy.chmod(0o755)
        (copy / "systemd").chmod(0o755)
        done = run_install(user="65534", script=copy / "systemd" / "install.sh")  # nobody
    finally:
        shutil.rmtree(copy)
    assert done.returncode == 1 and "run as root" in done.stderr, done.stderr


def test_second_run_skips_what_is_done_and_restarts_the_box(tmp_path):
    """Idempotence: with every package, the group and the user present and the service active
    (stand-in dpkg/getent/id/systemctl on PATH), the dry run installs nothing twice and
    restarts the running box so it picks up the new code."""
    stubs = tmp_path / "bin"
    stubs.mkdir()
    for name, body in {
        "dpkg": "exit 0",
        "getent": "exit 0",
        "id": 'if [ "$#" -ge 2 ]; then echo 999; else echo 0; fi',
        "systemctl": 'echo "systemctl $*" >> "$(dirname "$0")/calls"; exit 0',
    }.items():
        (stubs / name).write_text(f"#!/bin/sh\n{body}\n")
        (stubs / name).chmod(0o755)
    env = dict(os.environ, PATH=f"{stubs}:{os.environ['PATH']}")
    done = subprocess.run(["bash", str(INSTALL), "--dry-run"], capture_output=True, text=True,
                          timeout=120, cwd="/", env=env)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "(skipped: all installed)" in out and "apt-get" not in out
    assert "(skipped: user pihost exists)" in out
    assert "useradd" not in out and "groupadd" not in out
    assert "+ usermod -a -G gpio,audio pihost" in out  # re-asserting groups is harmless
    assert "+ systemctl restart pihost" in out and "--now" not in out
    # only the read-only question was really asked of systemd
    assert (stubs / "calls").read_text().split("\n")[:1] == ["systemctl is-active --quiet pihost"]
