"""The fault run (bench/faults.py) in small: every kind of journal damage, resumed and played to
the end, with no silent divergence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_small_fault_run_has_no_silent_divergence():
    done = subprocess.run([sys.executable, "bench/faults.py", "--trials", "2", "--games", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "silent divergences: 0 (must be 0)" in done.stdout
    rows = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()
            if line.startswith("  ") and len(line.split()) == 8}
    from pihost.host.damage import KINDS

    assert set(KINDS) <= set(rows)
    assert all(rows[kind][0] == rows[kind][1] == "2" for kind in KINDS)  # tried, resumed
