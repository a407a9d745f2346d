"""The JSON-lines driver ``python -m engine`` (issue 2 contract), run as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ROLES = {"1": "citizen", "2": "citizen", "3": "mafia", "4": "citizen", "5": "sheriff",
         "6": "citizen", "7": "don", "8": "citizen", "9": "mafia", "10": "citizen"}


def run(lines: list) -> list[dict]:
    text = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines)
    out = subprocess.run(
        [sys.executable, "-m", "engine"], input=text, capture_output=True, text=True,
        cwd=ROOT, timeout=60, check=True,
    )
    return [json.loads(line) for line in out.stdout.splitlines()]


def test_one_reply_per_request_through_a_short_game_day():
    r = run([
        {"op": "new", "rules": "classic", "roles": ROLES},
        {"op": "pending"},
        {"op": "timeout"},
        {"op": "act", "seat": 1, "action": "nominate", "target": 10},
        {"op": "act", "seat": 1, "action": "nominate", "target": 9},
        {"op": "state"},
        {"op": "state", "seat": 7},
        {"op": "host", "action": "foul", "seat": 4},
        {"op": "host", "action": "undo"},
    ])
    assert len(r) == 9
    assert r[0] == {"ok": True}
    assert r[1] == {"ok": True, "pending": [{"kind": "night0", "seats": [], "seconds": 60.0}]}
    assert r[2]["events"] == [{"type": "phase", "phase": "day", "day": 1}]
    assert r[3]["events"] == [{"type": "nominated", "by": 1, "target": 10, "order": 1}]
    assert r[4]["ok"] is False and r[4]["error"] == "NominatedTwice"
    assert r[4]["message"] == "seat 1 already nominated 10 today"
    st = r[5]
    assert st["phase"] == "day" and st["day"] == 1 and st["nominees"] == [10]
    assert st["winner"] is None and st["eliminated"] == [] and st["fouls"]["4"] == 0
    assert "role" not in st and "roles" not in st
    assert r[6]["role"] == "don" and r[6]["team"] == [3, 7, 9]
    assert r[7]["events"] == [{"type": "foul", "seat": 4, "count": 1}]
    assert r[8]["events"][0]["type"] == "undone"


def test_bad_json_and_unknown_op_are_error_replies_not_crashes():
    r = run([
        "{not json",
        {"op": "dance"},
        ["a", "list"],
        {"op": "pending"},
        {"op": "new", "rules": "nosuch", "seed": 1},
        {"op": "new", "rules": "classic", "seed": 1, "options": {"speech_seconds": "long"}},
        {"op": "new", "rules": "classic", "seed": 1},
        {"op": "act", "seat": "x", "action": "vote"},
        {"op": "act", "seat": 1, "action": "fly"},
        {"op": "pending"},
    ])
    assert [x["ok"] for x in r] == [False] * 6 + [True, False, False, True]
    assert r[0]["error"] == "BadJSON"
    assert r[1]["error"] == "BadInput" and "dance" in r[1]["message"]
    assert r[2]["error"] == "BadInput"
    assert r[3]["error"] == "BadInput"
    assert r[4]["error"] == "RulesFileError" and "classic" in r[4]["message"]
    assert r[5]["error"] == "BadOption" and "speech_seconds" in r[5]["message"]
    assert r[9]["pending"][0]["kind"] == "night0"


def test_a_whole_seeded_game_through_the_driver_matches_the_python_api():
    from engine.playout import random_game

    g = random_game(11, undo=False)
    lines = [{"op": "new", "rules": "classic", "seed": g._new_kwargs["seed"]}]
    lines += [i.to_json() for i in g.inputs] + [{"op": "state"}, {"op": "full"}]
    r = run(lines)
    assert all(x["ok"] for x in r), [x for x in r if not x["ok"]]
    events = [e for x in r[1:-2] for e in x["events"]]
    assert events == [e.to_json() for e in g.events]
    assert r[-2]["phase"] == "over" and r[-2]["winner"] == g.winner
    assert events[-1]["type"] == "game_over"
    assert r[-1]["roles"] == {str(s): n for s, n in g.roles_dealt.items()}


def test_blank_lines_bad_bytes_and_deep_nesting_get_error_replies():
    text = b'\n\xff\xfe\n' + b"[" * 100000 + b"]" * 100000 + b'\n{"op":"new","seed":1}\n'
    out = subprocess.run([sys.executable, "-m", "engine"], input=text, capture_output=True,
                         cwd=ROOT, timeout=60, check=True)
    r = [json.loads(line) for line in out.stdout.decode().splitlines()]
    assert [x.get("error") for x in r] == ["BadJSON", "BadJSON", "BadJSON", None]
    assert r[3] == {"ok": True}


def test_technical_fouls_through_the_driver_an_extension_of_the_contract():
    r = run([
        {"op": "new", "rules": "classic", "roles": ROLES,
         "options": {"technical_fouls_remove": 2}},
        {"op": "timeout"},
        {"op": "host", "action": "technical_foul", "seat": 4},
        {"op": "host", "action": "technical_foul", "seat": 4},
        {"op": "state"},
        {"op": "new", "rules": "classic", "roles": ROLES},
        {"op": "host", "action": "technical_foul", "seat": 4},
    ])
    assert r[2]["events"] == [{"type": "technical_foul", "seat": 4, "count": 1}]
    assert [e["type"] for e in r[3]["events"]] == ["technical_foul", "eliminated"]
    assert r[3]["events"][1]["how"] == "technical_fouls"
    assert r[4]["technical_fouls"]["4"] == 2 and 4 not in r[4]["alive"]
    assert r[6] == {"ok": False, "error": "NoTechnicalFouls",
                    "message": "the rule set 'classic' gives no technical fouls"}
