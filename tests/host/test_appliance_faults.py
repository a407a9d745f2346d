"""``pihost run`` when the journal cannot be written or read: a full disk, a folder or a journal it
may not write, a journal it may not read, a journal with no usable header. Each is said aloud
(when the voice is up), written to stderr (the systemd journal) and ends with exit 78 (EX_CONFIG:
no restart loop) — never a traceback, never a new game over an unfinished one.

The faults are made by monkeypatching ``os`` calls for paths in the test's own folder, so the
tests do not depend on who runs them (root writes anywhere) or where the clone sits."""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from pihost.host import appliance
from pihost.host.box import Outputs
from pihost.host.journal import Journal
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import play

pytestmark = pytest.mark.timeout(60)  # a box that started a game instead of stopping would hang


@pytest.fixture
def games(tmp_path):
    return tmp_path / "games"


@pytest.fixture
def config(tmp_path, games):
    path = tmp_path / "table.yaml"
    path.write_text("seats:\n  kind: fake\nlisten:\n  enabled: false\nvoice:\n  output: none\n"
                    f"journal:\n  dir: {games}\n  fsync: true\n  min_free_megabytes: 1\n")
    return path


@pytest.fixture
def devices(monkeypatch):
    """Fake voice and board instead of the real ones; ``devices.post`` reaches the runner."""
    from pihost.seats import FakeBoard
    from pihost.voice import FakeVoice, load_pack

    got = SimpleNamespace(outputs=None, post=None)

    def make(cfg, clock, post):
        got.post = post
        got.outputs = Outputs(voice=FakeVoice(load_pack("ru")),
                              board=FakeBoard(10, clock, post))
        return got.outputs

    monkeypatch.setattr(appliance, "make_devices", make)
    return got


def run(config: Path) -> int:
    return appliance.run_box(SimpleNamespace(config=str(config)))


def inside(folder: Path, target) -> bool:
    try:
        p = target if isinstance(target, str | os.PathLike) else os.readlink(f"/proc/self/fd/{target}")
        return Path(os.fspath(p)).resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError):
        return False


def fail_writes(monkeypatch, folder: Path, code: int = errno.ENOSPC, after=lambda: True):
    """os.write and os.fsync on files in ``folder`` fail with ``code`` (once ``after()``)."""
    real_write, real_fsync = os.write, os.fsync

    def write(fd, data):
        if after() and inside(folder, fd):
            raise OSError(code, os.strerror(code))
        return real_write(fd, data)

    def fsync(fd):
        if after() and inside(folder, fd):
            raise OSError(code, os.strerror(code))
        return real_fsync(fd)

    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(os, "fsync", fsync)


def fail_opens(monkeypatch, match, code: int, writing: bool):
    """os.open of paths for which ``match(path)`` fails with ``code`` (for writing only, or for
    reading only)."""
    real_open = os.open

    def fake(path, flags, *args, **kw):
        wants_write = bool(flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT))
        if match(Path(os.fspath(path))) and wants_write == writing:
            raise OSError(code, os.strerror(code), os.fspath(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", fake)


def said(devices) -> list[str]:
    return [pid for pid, _, _ in devices.outputs.voice.spoken]


def check_clean_exit(capsys, rc: int, *needles: str) -> str:
    err = capsys.readouterr().err
    assert rc == 78, err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err, err
    return err


def test_disk_full_at_start(config, games, devices, monkeypatch, capsys):
    """Before: a traceback at every start, and systemd restarting it for ever."""
    games.mkdir()
    fail_writes(monkeypatch, games)
    rc = run(config)
    check_clean_exit(capsys, rc, "No space left on device", str(games))
    assert said(devices) == ["disk_problem"]
    assert not list(games.glob("game-*"))


def test_too_little_free_space_at_start(config, games, devices, monkeypatch, capsys):
    monkeypatch.setattr("shutil.disk_usage", lambda p: SimpleNamespace(free=300_000))
    rc = run(config)
    check_clean_exit(capsys, rc, "only 0.3 MB free", "journal.min_free_megabytes")
    assert said(devices) == ["disk_problem"]


@pytest.mark.parametrize("code", [errno.EACCES, errno.EROFS])
def test_an_unwritable_journal_folder(config, games, devices, monkeypatch, capsys, code):
    games.mkdir()
    fail_opens(monkeypatch, lambda p: inside(games, p), code, writing=True)
    rc = run(config)
    check_clean_exit(capsys, rc, os.strerror(code), f"cannot write in the journal folder {games}")
    assert said(devices) == ["disk_problem"]


def test_a_read_only_journal_is_not_started_over(config, games, devices, monkeypatch, capsys):
    path = games / "game-20260101-120000.jsonl"
    play(GameSetup(seed=4), SimTable(4), path, max_inputs=40)
    before = path.read_bytes()
    fail_opens(monkeypatch, lambda p: p == path, errno.EROFS, writing=True)
    rc = run(config)
    check_clean_exit(capsys, rc, "Read-only file system", str(path))
    assert sorted(games.glob("game-*.jsonl")) == [path] and path.read_bytes() == before


def test_a_journal_the_box_cannot_read(config, games, devices, monkeypatch, capsys):
    path = games / "game-20260101-120000.jsonl"
    play(GameSetup(seed=4), SimTable(4), path, max_inputs=40)
    fail_opens(monkeypatch, lambda p: p == path, errno.EACCES, writing=False)
    rc = run(config)
    check_clean_exit(capsys, rc, "Permission denied", "no new game starts over it",
                     "let the box's user read it")
    assert said(devices) == ["disk_problem"]
    assert sorted(games.glob("game-*.jsonl")) == [path]


def test_a_journal_without_a_usable_header_is_never_started_over(config, games, devices,
                                                                  capsys):
    """Before: one warning in the log, and a new game."""
    path = games / "game-20260101-120000.jsonl"
    play(GameSetup(seed=4), SimTable(4), path, max_inputs=40)
    raw = path.read_bytes().splitlines(keepends=True)
    raw[0] = b"\x00" * (len(raw[0]) - 1) + b"\n"
    path.write_bytes(b"".join(raw))
    (games / "game-20260101-120000.jsonl.shadow").unlink()   # and no copy of it
    rc = run(config)
    check_clean_exit(capsys, rc, "cannot continue the game in", "move it out of")
    assert said(devices) == ["journal_unusable"]
    assert sorted(games.glob("game-*.jsonl")) == [path]


def test_the_disk_filling_up_in_a_game(config, games, devices, monkeypatch, capsys):
    """A press arrives after the disk filled: the box says so and stops with 78, the game up to
    then safe in its journal."""
    full = threading.Event()
    fail_writes(monkeypatch, games, after=full.is_set)
    from pihost.events import SeatPressed

    def table():
        deadline = time.monotonic() + 10
        while devices.post is None or not list(games.glob("game-*.jsonl")):
            if time.monotonic() > deadline:
                return
            time.sleep(0.01)
        time.sleep(0.1)
        full.set()
        devices.post(SeatPressed(seat=3, at=0.5))

    worker = threading.Thread(target=table)
    worker.start()
    rc = run(config)
    worker.join(timeout=10)
    check_clean_exit(capsys, rc, "No space left on device", "resumes once the journal")
    assert said(devices)[-1] == "disk_problem"
    [path] = games.glob("game-*.jsonl")
    c = Journal.read(path)
    assert c.damage is None and c.inputs == []     # the press was never taken


def test_space_is_checked_before_each_game(config, games, monkeypatch):
    from pihost.config import load_config
    from pihost.host.testing import fake_outputs

    cfg = load_config(config)
    first = appliance.next_game(cfg, fake_outputs(), games, None, _clock())
    first.journal.close()
    monkeypatch.setattr("shutil.disk_usage", lambda p: SimpleNamespace(free=0))
    with pytest.raises(appliance.JournalFault, match="only 0.0 MB free"):
        appliance.next_game(cfg, fake_outputs(), games, None, _clock())


def _clock():
    from pihost.clock import ManualClock

    return ManualClock()
