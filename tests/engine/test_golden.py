"""Golden games: driver transcripts under tests/engine/golden/ (one JSON object a line: the
request "in" and the exact reply "out"), replayed in-process and through ``python -m engine``.

Each file was checked by hand against the rules it names in its "about" line:
- classic_town_wins: 000/002 tie and revote (002 rule 19), 004 best move, 002 rule 11 shot.
- mafclubspb_fouls: 002_d6b1e2679ef6009d.txt rules 22, 23, 28.
- sverdlovsk_all_leave: 000_2a2f863a4f945948.txt shoot-out (tie), last word 30 s.
- mafiapro_open_draw: 004_4eb9089986a35222.txt open game and best move; club draw rule.
- home7_doctor_saves, home10_courtesan, home13_maniac: 003_76ecd68335ad3c2e.txt «Доктор»,
  «Путана» (and Clones 1в), «Маньяк»; 004 the Don decides — a 7-, 10- and 13-seat table.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.driver import Driver

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.jsonl"))
ROOT = Path(__file__).resolve().parents[2]


def load(path: Path) -> tuple[str, list[dict], list[dict]]:
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    about = lines[0]["about"]
    return about, [x["in"] for x in lines[1:]], [x["out"] for x in lines[1:]]


def test_there_are_golden_games_for_every_shipped_rule_set():
    names = {p.stem.split("_")[0] for p in FILES}
    assert {"classic", "sverdlovsk", "mafclubspb", "mafiapro"} <= names
    assert {"home7", "home10", "home13"} <= names


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_in_process(path):
    _, ins, outs = load(path)
    d = Driver()
    for i, (req, want) in enumerate(zip(ins, outs, strict=True)):
        assert d.handle(json.dumps(req)) == want, f"{path.name} line {i + 2}: {req}"
    assert any(o.get("events") for o in outs)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_through_the_driver_process(path):
    _, ins, outs = load(path)
    text = "".join(json.dumps(r) + "\n" for r in ins)
    res = subprocess.run([sys.executable, "-m", "engine"], input=text, capture_output=True,
                         text=True, cwd=ROOT, timeout=60, check=True)
    got = [json.loads(x) for x in res.stdout.splitlines()]
    assert got == outs
