"""Power cuts: the demo box is killed (SIGKILL) at random points and started again with the same
command; it resumes from its journal and the game ends exactly as an uninterrupted one.

The default run kills 40 times across 3 games (about half a minute: the test run stays well under
CI's 15 minutes); PIHOST_CRASH_KILLS sets another count (e.g. 2000 for a long soak)."""

from __future__ import annotations

import collections
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pihost.host.journal import Journal
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import play

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("PIHOST_CRASH_KILLS", "40"))
#: the crash run's figures, printed at the end of the test run (tests/host/conftest.py)
COUNTS: collections.Counter[str] = collections.Counter()


def demo(journal: Path, seed: int) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "pihost", "demo", "--voice", "text", "--quiet",
           "--seed", str(seed), "--journal", str(journal)]
    return subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def lines(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def end_record(path: Path) -> dict:
    c = Journal.read(path)
    assert c.finished, f"{path} did not finish"
    return c.end["record"]


def play_with_kills(journal: Path, seed: int, rng: random.Random, budget: int) -> int:
    """Run the demo, killing it after a random number of new journal lines, until it ends."""
    kills = 0
    for _ in range(budget * 4 + 20):
        before = lines(journal)
        target = before + rng.randint(1, 12)
        proc = demo(journal, seed)
        deadline = time.monotonic() + 60
        while proc.poll() is None and lines(journal) < target and time.monotonic() < deadline:
            time.sleep(0.001)
        if proc.poll() is None and kills < budget:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
            kills += 1
            continue
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode()
        if Journal.read(journal).finished:
            return kills
    raise AssertionError("the killed demo never finished")


def test_killed_demo_ends_like_an_uninterrupted_one(tmp_path):
    rng = random.Random(20261129)
    total, seed, games = 0, 2, 0
    while total < KILLS:
        seed += 1
        games += 1
        clean = tmp_path / f"clean-{seed}.jsonl"
        proc = demo(clean, seed)
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode()
        want = end_record(clean)

        killed = tmp_path / f"killed-{seed}.jsonl"
        total += play_with_kills(killed, seed, rng, min(KILLS // 3 + 1, KILLS - total))
        got = end_record(killed)
        a, b = got["engine_inputs"], want["engine_inputs"]
        same = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                    min(len(a), len(b)))
        COUNTS["games killed and resumed"] += 1
        COUNTS["kills"] = total
        COUNTS["inputs lost or doubled (must be 0)"] += max(len(a), len(b)) - same
        # the same game: what the transcript and the clock add after a restart (the box says
        # where it is again) is not the game
        COUNTS["games identical to the uninterrupted one"] += all(
            got[k] == want[k] for k in ("winner", "eliminated", "engine_inputs"))
        assert got["winner"] == want["winner"]
        assert got["eliminated"] == want["eliminated"]
        # no input lost or doubled: the engine saw exactly the same game
        assert got["engine_inputs"] == want["engine_inputs"]
    assert total >= KILLS and games >= 2


@pytest.mark.parametrize("cut", [0.1, 0.35, 0.6, 0.85])
def test_resume_from_a_cut_journal_in_process(tmp_path, cut):
    """The same property without processes: cut the journal (and tear its last line), resume."""
    seed = 4
    full = play(GameSetup(seed=seed), SimTable(seed), tmp_path / "full.jsonl")
    raw = (tmp_path / "full.jsonl").read_bytes().splitlines(keepends=True)
    keep = max(2, int(len(raw) * cut))
    part = tmp_path / "part.jsonl"
    part.write_bytes(b"".join(raw[:keep]) + raw[keep][: len(raw[keep]) // 2])  # torn line
    resumed = play(GameSetup(seed=seed), SimTable(seed), part)
    assert resumed.resumed
    assert resumed.box.finished["eliminated"] == full.box.finished["eliminated"]
    assert resumed.box.finished["engine_inputs"] == full.box.finished["engine_inputs"]
    # the table heard that the box came back
    assert resumed.box.game.winner == full.box.game.winner
