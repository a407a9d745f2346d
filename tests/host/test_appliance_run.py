"""``pihost run`` as systemd runs it: READY only after the phrase cache is loaded, a journal
for the game, SIGTERM stops it cleanly, and a restart resumes the unfinished game."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from pihost.host.journal import Journal

ROOT = Path(__file__).resolve().parents[2]


def start(config: Path, sock_path: Path, env_extra: dict[str, str]) -> subprocess.Popen:
    env = dict(os.environ, NOTIFY_SOCKET=str(sock_path), **env_extra)
    return subprocess.Popen([sys.executable, "-m", "pihost", "run", "--config", str(config)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_for(sock: socket.socket, word: str, proc: subprocess.Popen, timeout: float) -> list[str]:
    got: list[str] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"pihost run exited: {proc.communicate()[1].decode()}")
        try:
            got += sock.recv(4096).decode().splitlines()
        except TimeoutError:
            continue
        if any(line.startswith(word) for line in got):
            return got
    raise AssertionError(f"no {word} within {timeout} s: {got}")


def test_run_ready_stop_and_resume(tmp_path, voice_cache_dir):
    games = tmp_path / "games"
    config = tmp_path / "table.yaml"
    config.write_text(
        "seats:\n  kind: fake\n"
        "listen:\n  enabled: false\n"
        f"voice:\n  output: none\n  cache_dir: {voice_cache_dir}\n"
        f"journal:\n  dir: {games}\n  fsync: false\n")
    sock_path = tmp_path / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(sock_path))
    sock.settimeout(0.5)
    try:
        proc = start(config, sock_path, {})
        wait_for(sock, "READY=1", proc, timeout=240)  # a cold phrase cache renders first
        status = wait_for(sock, "STATUS=game", proc, timeout=30)
        journals = sorted(games.glob("game-*.jsonl"))
        assert len(journals) == 1 and not Journal.read(journals[0]).finished
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
        assert "resumed" not in " ".join(status)

        proc = start(config, sock_path, {})
        status = wait_for(sock, "STATUS=game", proc, timeout=240)
        assert any("resumed" in line for line in status)
        assert sorted(games.glob("game-*.jsonl")) == journals  # the same game goes on
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        sock.close()


def test_a_missing_model_is_a_setup_mistake_named_with_its_fix(tmp_path):
    config = tmp_path / "table.yaml"
    config.write_text("seats:\n  kind: fake\n"
                      f"listen:\n  enabled: true\n  model: {tmp_path / 'no-model'}\n"
                      f"journal:\n  dir: {tmp_path / 'games'}\n")
    out = subprocess.run([sys.executable, "-m", "pihost", "run", "--config", str(config)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, PIHOST_CACHE=str(tmp_path / "cache")))
    assert out.returncode == 78, out.stderr
    assert "pihost model install" in out.stderr and "Traceback" not in out.stderr
    # named before the phrase pack renders (that takes minutes on a Pi with a cold cache)
    assert not list((tmp_path / "cache").rglob("*.wav"))


def test_a_calling_pace_too_short_for_the_voice_is_refused_with_the_numbers(tmp_path,
                                                                          voice_cache_dir):
    """A night step's number calls that overlap would credit presses to the wrong seat: the box
    refuses to start (78, no restarts) and names the key, the phrase and the least pace."""
    config = tmp_path / "table.yaml"
    config.write_text("seats:\n  kind: fake\n"
                      "listen:\n  enabled: false\n"
                      f"voice:\n  output: none\n  cache_dir: {voice_cache_dir}\n"
                      "timing:\n  number_call_seconds: 0.5\n"
                      f"journal:\n  dir: {tmp_path / 'games'}\n  fsync: false\n")
    out = subprocess.run([sys.executable, "-m", "pihost", "run", "--config", str(config)],
                         cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, PIHOST_CACHE=str(tmp_path / "cache")))
    assert out.returncode == 78, out.stderr
    assert "timing.number_call_seconds is 0.5 s" in out.stderr
    assert "at least" in out.stderr
    assert "INFO pihost.host.appliance: table: 10 seats" in out.stderr  # the start is logged
    assert not list((tmp_path / "games").glob("game-*.jsonl"))  # no game was begun
