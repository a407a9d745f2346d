"""A damaged journal never abandons or changes the game: every line (the header too) is checked,
a duplicate is never replayed, and the box resumes from the last good line and says how far back
it went — aloud, in the log and in the exit status of the command line tools. The damaged
original is kept beside, never destroyed."""

from __future__ import annotations

import datetime as dt
import json
import logging
import math
import subprocess
import sys
from pathlib import Path

import pytest

from pihost.events import Resumed, SeatPressed
from pihost.host import session as session_mod
from pihost.host.appliance import journal_to_continue
from pihost.host.journal import Journal
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import play

ROOT = Path(__file__).resolve().parents[2]
SEED = 4
# seed 4's game: day 1 is inputs 22-59, night 1 inputs 60-106 (see the stage trace in
# test_the_box_withholds_the_numbers_when_the_loss_touches_a_night)
DAY1_END = 58


def lines_of(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines(keepends=True)


def full_game(tmp_path: Path, name: str = "full.jsonl"):
    path = tmp_path / name
    return play(GameSetup(seed=SEED), SimTable(SEED), path), path


def damage(path: Path, kind: str, line: int) -> None:
    """Damage ``path`` in place the way a disk, a cable or a careless editor does."""
    raw = lines_of(path)
    if kind == "zeroed":
        raw[line] = b"\x00" * (len(raw[line]) - 1) + b"\n"
    elif kind == "garbage":
        raw[line] = bytes((37 * i + 11) % 250 + 1 for i in range(len(raw[line]) - 1)
                          ).replace(b"\n", b"?") + b"\n"
    elif kind == "flipped_bit":
        b = bytearray(raw[line])
        b[len(b) // 2] ^= 0x04
        raw[line] = bytes(b)
    elif kind == "duplicated":
        raw.insert(line + 1, raw[line])
    elif kind == "edited_header":
        raw[0] = raw[0].replace(b'"vote_window_seconds":3.0', b'"vote_window_seconds":9.0')
        assert b"9.0" in raw[0]
    else:
        raise AssertionError(kind)
    path.write_bytes(b"".join(raw))


def resumed_events(path: Path) -> list[Resumed]:
    return [e for e in Journal.read(path).inputs if isinstance(e, Resumed)]


@pytest.mark.parametrize("kind", ["zeroed", "garbage", "flipped_bit"])
def test_damage_inside_resumes_from_the_last_good_line_and_says_the_loss(tmp_path, kind):
    """Before: a traceback from the demo, a new game from `pihost run`."""
    path = tmp_path / "game.jsonl"
    play(GameSetup(seed=SEED), SimTable(SEED), path, max_inputs=DAY1_END)  # stops in day 1
    inputs = Journal.read(path).inputs
    damage(path, kind, 40)                     # input 40, a speech of day 1
    damaged_bytes = path.read_bytes()

    resumed = play(GameSetup(seed=SEED), SimTable(SEED), path)
    assert resumed.resumed and resumed.box.finished is not None
    got = Journal.read(path)
    assert got.damage is None                  # repaired: the journal goes on cleanly
    assert got.inputs[:39] == inputs[:39]      # the good lines, replayed as they were
    [back] = resumed_events(path)
    assert back.damage.startswith("line 41: ") and not back.lost_secret
    assert back.lost == len(inputs) - 39 == 19
    assert back.lost_seconds == pytest.approx(inputs[-1].at - inputs[38].at, abs=0.11)
    [said] = [s for s in resumed.box.transcript if s.phrase.startswith("journal_")]
    assert said.params == {"lost": 19, "lost_seconds": math.ceil(back.lost_seconds)}
    assert "потеряно девятнадцать записей" in said.text
    kept = tmp_path / "game.jsonl.damaged-1"
    assert kept.read_bytes() == damaged_bytes  # the damaged original, never destroyed
    assert oct(kept.stat().st_mode & 0o777) == oct(0o600)


def test_a_file_cut_in_half_says_how_many_inputs_went(tmp_path):
    _, clean = full_game(tmp_path)
    inputs = Journal.read(clean).inputs
    path = tmp_path / "game.jsonl"
    raw = b"".join(lines_of(clean)[:-1])      # the inputs, without the (long) end record
    path.write_bytes(raw[: len(raw) // 2])
    (tmp_path / "game.jsonl.shadow").write_bytes((tmp_path / "full.jsonl.shadow").read_bytes())
    good = len(Journal.read(path).inputs)

    resumed = play(GameSetup(seed=SEED), SimTable(SEED), path)
    [back] = resumed_events(path)
    assert back.lost == len(inputs) - good > 50
    assert "cut short" in back.damage
    assert resumed.box.finished is not None


def test_a_duplicated_night_press_is_never_replayed(tmp_path):
    """Before: the copy of a mafia press made the shot a miss and changed the game."""
    path = tmp_path / "game.jsonl"
    part = play(GameSetup(seed=SEED), SimTable(SEED), path, max_inputs=150)
    assert part.box.finished is None
    inputs = Journal.read(path).inputs
    presses = [i for i, e in enumerate(inputs) if isinstance(e, SeatPressed)]
    night = [i for i in presses if i > 60][0]  # a press of the first night's shot
    reference = tmp_path / "ref.jsonl"
    reference.write_bytes(path.read_bytes())
    (tmp_path / "ref.jsonl.shadow").write_bytes((tmp_path / "game.jsonl.shadow").read_bytes())
    damage(path, "duplicated", night + 1)

    resumed = play(GameSetup(seed=SEED), SimTable(SEED), path)
    undamaged = play(GameSetup(seed=SEED), SimTable(SEED), reference)
    assert resumed.box.finished["engine_inputs"] == undamaged.box.finished["engine_inputs"]
    [back] = resumed_events(path)
    assert back.lost == 0 and "duplicate" in back.damage
    assert "journal_repaired" in [s.phrase for s in resumed.box.transcript]


def test_an_edited_header_is_caught_and_the_game_keeps_its_own_set_up(tmp_path):
    path = tmp_path / "game.jsonl"
    play(GameSetup(seed=SEED), SimTable(SEED), path, max_inputs=100)
    damage(path, "edited_header", 0)
    resumed = play(GameSetup(seed=SEED), SimTable(SEED), path)
    assert resumed.box.setup.timing.vote_window_seconds == 3.0   # not the edited 9.0
    [back] = resumed_events(path)
    assert "header" in back.damage and back.lost == 0


def test_the_appliance_resumes_a_damaged_unfinished_game_instead_of_a_new_one(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    path = games / "game-20260101-120000.jsonl"
    play(GameSetup(seed=SEED), SimTable(SEED), path, max_inputs=120)
    damage(path, "zeroed", 60)
    assert journal_to_continue(games) == path


def test_a_zero_byte_or_torn_header_journal_is_never_resumed(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    (games / "game-20260101-120000.jsonl").write_bytes(b"")
    (games / "game-20260101-130000.jsonl").write_bytes(b'{"journal":2,"n":0,"hea')
    assert journal_to_continue(games) is None
    s = session_mod.open_session(GameSetup(confirm_start=False), _outputs(),
                                 games / "game-20260101-120000.jsonl", fast=True)
    assert not s.resumed and s.journal.path.name != "game-20260101-120000.jsonl"


def _outputs():
    from pihost.host.testing import fake_outputs

    return fake_outputs()


def test_two_starts_on_a_finished_journal_in_the_same_second(tmp_path, monkeypatch):
    _, path = full_game(tmp_path, "demo.jsonl")

    class Frozen(dt.datetime):
        @classmethod
        def now(cls, tz=None):
            return cls(2026, 1, 1, 12, 0, 0)

    monkeypatch.setattr(session_mod.dt, "datetime", Frozen)
    a = session_mod.open_session(GameSetup(confirm_start=False), _outputs(), path, fast=True)
    b = session_mod.open_session(GameSetup(confirm_start=False), _outputs(), path, fast=True)
    assert not a.resumed and not b.resumed and a.journal.path != b.journal.path


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pihost", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_replay_and_protocol_report_the_damage_the_same_way(tmp_path):
    _, path = full_game(tmp_path)
    n = len(Journal.read(path).inputs)
    damage(path, "flipped_bit", 40)
    replay = run_cli("replay", str(path))
    protocol = run_cli("protocol", str(path))
    for done in (replay, protocol):
        assert done.returncode == 3, done.stderr
        assert "Traceback" not in done.stderr
        assert f"(line 41: unreadable): good up to input 39; {n - 39} inputs" in done.stderr
    assert "unfinished" in replay.stdout  # the good part is still replayed


def stages(inputs) -> list[str]:
    """The box's stage when each input came."""
    from pihost.host.box import Box
    from pihost.host.session import make_engine
    from pihost.host.testing import fake_outputs

    box = Box(GameSetup(seed=SEED), fake_outputs(), make_engine)
    box.out.live = False
    box.start(0.0)
    out = []
    for e in inputs:
        out.append(box.stage.name)
        box.handle(e)
    return out


def test_the_demo_resumes_a_damaged_journal_and_exits_3(tmp_path):
    """Before: a traceback."""
    path = tmp_path / "demo.jsonl"
    play(GameSetup(seed=14), SimTable(14), path, max_inputs=50)
    damage(path, "garbage", 30)
    done = run_cli("demo", "--voice", "text", "--quiet", "--journal", str(path))
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr and "journal damaged (line 31: unreadable)" in done.stderr
    assert "winner" in done.stdout


@pytest.mark.parametrize("line, spoken", [(30, "journal_damaged_secret"), (90, None)])
def test_the_box_withholds_the_numbers_when_the_loss_touches_a_night(tmp_path, caplog, line,
                                                                      spoken):
    """Secrets: how many inputs a night lost (its presses), or where the damage sits, is never
    said or logged; at night nothing is said at all (it would push the number calls late)."""
    _, path = full_game(tmp_path, "game.jsonl")
    seen = stages(Journal.read(path).inputs)
    assert seen[line - 1] == ("speech" if spoken else "night")
    assert "night" in seen[line - 1:]
    damage(path, "zeroed", line)
    caplog.set_level(logging.INFO)
    resumed = play(GameSetup(seed=SEED), SimTable(SEED), path)
    [back] = resumed_events(path)
    assert back.lost_secret and back.lost > 0
    said = [s.phrase for s in resumed.box.transcript if s.phrase.startswith("journal_")]
    assert said == ([spoken] if spoken else [])
    logged = caplog.text + "\n".join(resumed.box.log_lines)
    assert "withheld" in caplog.text
    assert f"line {line + 1}" not in logged and f" {back.lost} " not in logged


def test_resumed_event_keeps_reading_old_journals():
    old = {"type": "resumed", "at": 12.0}
    from pihost.events import event_from_json

    assert event_from_json(old) == Resumed(at=12.0)
    assert json.loads(json.dumps(Resumed(at=1.0, lost=3).to_json()))["lost"] == 3
