"""`pihost sim`: typed keys become seat presses and host buttons; the game stays in its journal
and the simulator resumes it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def sim(journal: Path, keys: str) -> str:
    out = subprocess.run([sys.executable, "-m", "pihost", "sim", "--voice", "text", "--journal",
                          str(journal)], input=keys, cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_keys_press_seats_and_the_host_starts_the_night(tmp_path):
    journal = tmp_path / "sim.jsonl"
    out = sim(journal, "".join(f"{n}\n" for n in range(1, 11)) + "42\nh\nq\n")
    assert "1● 2● 3● 4● 5● 6● 7● 8● 9● 10●" in out
    assert "no seat 42 at this table" in out           # bad input: a clear answer
    assert "«Наступает ночь. Наденьте маски.»" in out     # the host button started the game
    again = sim(journal, "q\n")
    assert "(resumed)" in again


def sim_default(tmp: Path, keys: str) -> str:
    import os

    out = subprocess.run([sys.executable, "-m", "pihost", "sim", "--voice", "text"],
                         input=keys, cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, TMPDIR=str(tmp)))
    assert out.returncode == 0, out.stderr
    return out.stdout + out.stderr


def test_the_default_journal_is_private_so_another_users_is_never_resumed(tmp_path):
    """Before: a journal anyone left at the fixed /tmp/pihost-sim.jsonl was resumed."""
    import os
    import shutil

    planted = tmp_path / "planted.jsonl"
    sim(planted, "".join(f"{n}\n" for n in range(1, 11)) + "q\n")   # an unfinished game
    shutil.copy(planted, tmp_path / "pihost-sim.jsonl")              # the old fixed path
    shutil.copy(planted.with_name("planted.jsonl.shadow"), tmp_path / "pihost-sim.jsonl.shadow")
    out = sim_default(tmp_path, "q\n")
    own = tmp_path / f"pihost-sim-{os.getuid()}"
    assert f"journal: {own / 'sim.jsonl'}" in out and "(resumed)" not in out
    assert own.stat().st_mode & 0o777 == 0o700
    assert "(resumed)" in sim_default(tmp_path, "q\n")              # its own game goes on


def test_a_private_folder_name_taken_by_an_open_folder_is_not_used(tmp_path):
    import os
    import shutil

    own = tmp_path / f"pihost-sim-{os.getuid()}"
    own.mkdir()
    own.chmod(0o777)                                   # anyone may put a journal in it
    planted = tmp_path / "planted.jsonl"
    sim(planted, "1\nq\n")
    shutil.copy(planted, own / "sim.jsonl")
    out = sim_default(tmp_path, "q\n")
    assert "is not a private folder" in out and "(resumed)" not in out


def test_auto_plays_whole_games_with_nights_and_the_status_shows_lights_and_seconds(tmp_path):
    """Issue 14: ``pihost sim --auto`` never shot or checked (18 night steps, 0 presses), the
    status showed raw floats and the same ◐ for a check's yes and no, and refreshed only on
    input. Now the autopilot plays nights like the demo's players (here at 50× speed), the
    status shows whole seconds each second, and a seat's light as it looks."""
    import re

    out = subprocess.run([sys.executable, "-m", "pihost", "sim", "--voice", "text", "--auto",
                          "--speed", "50", "--seed", "3", "--journal", str(tmp_path / "a.jsonl")],
                         input="", cwd=ROOT, capture_output=True, text=True, timeout=400)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "winner:" in text                                   # the game was played to its end
    assert "«Утро недоброе" in text                            # the mafia shot at night
    # a check's answer on the checker's light: ●2s (yes, steady) or ◐4 (no, blinking)
    assert re.search(r"\d+(●2s|◐4)\b", text)
    lefts = re.findall(r"\] seat (\d+), (\S+) s left", text)
    assert lefts and all(x.isdigit() for _, x in lefts)        # whole seconds
    first = [int(x) for s, x in lefts if s == lefts[0][0]][:20]
    assert len(set(first)) >= 10  # redrawn as the seconds go, without any input
