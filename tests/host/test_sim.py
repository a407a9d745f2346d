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
