"""``pihost protocol``: a finished game's protocol for the club's judge, from its journal
(club-rule-switches.md, "What a complete game record holds": per seat role letter, fouls, exit,
points and extra points; the winner; the best move; the votes; the checks)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pihost.host.protocol import protocol, text_lines
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import play

ROOT = Path(__file__).resolve().parents[2]


def cli(*args):
    return subprocess.run([sys.executable, "-m", "pihost", "protocol", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_the_protocol_of_a_finished_game(tmp_path):
    path = tmp_path / "g.jsonl"
    s = play(GameSetup(seed=42), SimTable(42), path)
    rec = s.box.finished
    p = protocol(rec)
    assert [x["seat"] for x in p["seats"]] == list(range(1, 11))
    letters = {x["role"]: x["letter"] for x in p["seats"]}
    assert letters.get("don") == "Д" and letters.get("sheriff") == "Ш"
    assert letters.get("citizen", "") == ""
    left = {e["seat"] for e in rec["eliminated"]}
    assert {x["seat"] for x in p["seats"] if x["left"]} == left
    # every vote round counts one vote per living seat, and says who voted for whom (issue 14)
    for r in p["votes"]:
        voters = [v for v in rec["votes"] if (v["day"], v["round"]) == (r["day"], r["round"])]
        assert sum(r["counts"].values()) == len(voters) == len({v["voter"] for v in voters})
        assert {c: len(vs) for c, vs in r["voters"].items()} == {
            c: n for c, n in r["counts"].items() if n}
    # and every night act: the shots, the checks
    assert {a["step"] for a in p["night_acts"]} >= {"shoot", "sheriff_check"}
    assert sum(x["total"] for x in p["seats"]) == sum(v["total"] for v in rec["points"].values())

    out = cli(path)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert text.splitlines()[0].startswith("Game protocol — rules classic; winner: ")
    assert text == "\n".join(text_lines(p)) + "\n"
    as_json = cli(path, "--json")
    assert json.loads(as_json.stdout) == json.loads(json.dumps(p))


def test_an_unfinished_or_broken_journal_gets_a_clear_answer(tmp_path):
    path = tmp_path / "g.jsonl"
    play(GameSetup(seed=42), SimTable(42), path, max_inputs=40)  # stops mid-game
    out = cli(path)
    assert out.returncode == 1 and "has not ended" in out.stderr and out.stdout == ""
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a journal\n")
    out = cli(bad)
    assert out.returncode == 2 and out.stderr.startswith("pihost protocol: ")
    assert cli(tmp_path / "missing.jsonl").returncode == 2
