"""Players at seats: from the config's table.players and `pihost players seat`, into the
game's set-up and record (keyed by seat); nothing about them is ever spoken."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pihost.club.seating import SeatingError, clear, players_at_table, seat, seating_file
from pihost.config import ConfigError, load_config

ROOT = Path(__file__).resolve().parents[2]


def config(tmp_path, players="{}"):
    path = tmp_path / "table.yaml"
    path.write_text(f"table: {{players: {players}}}\njournal: {{dir: {tmp_path / 'games'}}}\n"
                    "seats: {kind: fake}\n")
    return path


def test_the_config_and_the_seating_file(tmp_path):
    cfg = load_config(config(tmp_path, "{1: anna, 2: {id: p7, name: Борис}, 3: vera}"))
    assert players_at_table(cfg) == {1: {"id": "anna", "name": "anna"},
                                     2: {"id": "p7", "name": "Борис"},
                                     3: {"id": "vera", "name": "vera"}}
    f = seating_file(cfg)
    seat(f, 5, "anna", "Анна")  # anna moves from seat 1 to seat 5
    seat(f, 3, "gleb")
    now = players_at_table(cfg)
    assert 1 not in now and now[5] == {"id": "anna", "name": "Анна"} and now[3]["id"] == "gleb"
    clear(f, 3)
    assert players_at_table(cfg)[3]["id"] == "vera"
    with pytest.raises(SeatingError, match="seat 11"):
        seat(f, 11, "x", seats=10)
    with pytest.raises(SeatingError, match="not a player id"):
        seat(f, 2, "no spaces please")


def test_bad_players_in_the_config_name_the_key(tmp_path):
    with pytest.raises(ConfigError, match=r"table\.players.*sits at seats 1 and 2"):
        load_config(config(tmp_path, "{1: anna, 2: anna}"))
    with pytest.raises(ConfigError, match=r"table\.players"):
        load_config(config(tmp_path, "[anna]"))


def test_the_record_keys_seats_to_players_and_the_box_never_says_them(tmp_path):
    from pihost.host.appliance import setup_from_config
    from pihost.host.table import SimTable
    from pihost.host.testing import play

    cfg = load_config(config(tmp_path, "{1: {id: anna, name: Анна}, 4: {id: boris, name: "
                                       "Борис}}"))
    setup = setup_from_config(cfg, seed=42)
    assert setup.players[1]["id"] == "anna"
    s = play(setup, SimTable(42), tmp_path / "g.jsonl")
    rec = s.box.finished
    assert rec["players"] == {"1": {"id": "anna", "name": "Анна"},
                              "4": {"id": "boris", "name": "Борис"}}
    said = " ".join(x.text for x in s.box.transcript).casefold()
    assert "анна" not in said and "борис" not in said and "anna" not in said


def test_the_players_command(tmp_path):
    path = config(tmp_path)
    run = [sys.executable, "-m", "pihost", "players", "--config", str(path)]
    out = subprocess.run([*run, "seat", "3", "anna", "--name", "Анна"], capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "   3  Анна (anna)" in out.stdout
    bad = subprocess.run([*run, "seat", "12", "anna"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert bad.returncode == 1 and "seat 12" in bad.stderr
