"""Rule sets as data: YAML files validated into one frozen Rules object."""

from __future__ import annotations

import dataclasses

import pytest
import yaml

from engine import BadOption, Game, RulesFileError, available, load_rules, yamlite
from engine.rules import RULES_DIR


def test_the_four_rule_sets_ship():
    assert {"classic", "sverdlovsk", "mafclubspb", "mafiapro"} <= set(available())


@pytest.mark.parametrize("name", available())
def test_every_rule_file_reads_the_same_with_pyyaml(name):
    text = (RULES_DIR / f"{name}.yaml").read_text(encoding="utf-8")
    assert yamlite.parse(text) == yaml.safe_load(text)


@pytest.mark.parametrize("name", available())
def test_every_rule_set_plays_a_game(name):
    from engine.playout import random_game

    assert random_game(1, rules=name).over


def test_rules_are_frozen_with_units_in_the_names():
    r = load_rules("classic")
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.speech_seconds = 10  # type: ignore[misc]
    with pytest.raises(TypeError):
        r.deck["don"] = 2  # type: ignore[index]
    assert r.justify_seconds == 30.0 and r.last_word_vote_seconds == 60.0


def test_seed_values_per_rule_set():
    # 000_2a2f863a4f945948.txt: last word 30 s; 002_d6b1e2679ef6009d.txt: 60 s, rule 19: 30 s
    # justification; 004_4eb9089986a35222.txt: open game, best move
    s, m, p = load_rules("sverdlovsk"), load_rules("mafclubspb"), load_rules("mafiapro")
    assert s.last_word_vote_seconds == 30.0 and s.justify_seconds == 30.0
    assert m.last_word_vote_seconds == 60.0 and m.justify_seconds == 30.0
    assert (m.fouls_mute, m.fouls_remove) == (3, 4)
    assert p.open_game and p.best_move == "first_night_victim"
    assert not s.open_game and not m.open_game
    for r in (s, m, p):
        assert dict(r.deck) == {"citizen": 6, "sheriff": 1, "mafia": 2, "don": 1}
        assert r.speech_seconds == 60.0


def write(tmp_path, text, name="club.yaml"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_unknown_key_names_file_key_and_known_keys(tmp_path):
    p = write(tmp_path, "name: club\nspeach_seconds: 50\n")
    with pytest.raises(RulesFileError) as e:
        load_rules(p)
    msg = str(e.value)
    assert "club.yaml" in msg and "'speach_seconds'" in msg and "speech_seconds" in msg


def test_bad_values_name_the_allowed_values(tmp_path):
    cases = {
        "revote_order: sideways\n": "allowed values: same, reverse",
        "open_game: maybe\n": "allowed values: true, false",
        "speech_seconds: -5\n": "must be from 1 to 600",
        "seats: 9.5\n": "whole number",
        "deck:\n  citizen: 7\n  werewolf: 3\n": "unknown role 'werewolf'",
        "deck:\n  citizen: 9\n  don: 2\n": "11 cards for 10 seats",
        "deck:\n  citizen: 10\n": "needs both town and mafia",
        "fouls_mute: 4\n": "below fouls_remove",
        "  speech_seconds: 5\n": "line 1",
        "speech_seconds 5\n": "line 1: expected 'key: value'",
    }
    for text, want in cases.items():
        with pytest.raises(RulesFileError, match=want):
            load_rules(write(tmp_path, text))


def test_a_club_file_overrides_defaults(tmp_path):
    r = load_rules(write(tmp_path, "name: club\nspeech_seconds: 45  # short\nopen_game: yes\n"))
    assert (r.name, r.speech_seconds, r.open_game, r.justify_seconds) == ("club", 45.0, True, 30.0)
    g = Game.new(rules=r, seed=1)
    g.timeout()
    assert g.pending()[0].seconds == 45.0


def test_missing_rule_set_and_bad_options():
    with pytest.raises(RulesFileError, match="available: .*classic"):
        load_rules("nosuch")
    with pytest.raises(RulesFileError, match="cannot read"):
        load_rules("/nonexistent/club.yaml")
    with pytest.raises(BadOption, match="unknown key 'speach_seconds'"):
        Game.new(seed=1, options={"speach_seconds": 3})
    with pytest.raises(BadOption, match="allowed values: no_vote, vote"):
        Game.new(seed=1, options={"day1_single_candidate": "maybe"})
    assert Game.new(seed=1, options={"speech_seconds": 45}).rules.speech_seconds == 45.0


def test_yamlite_scalars_and_errors():
    assert yamlite.scalar("[1, 2]") == [1, 2]
    assert yamlite.scalar("'a # b'") == "a # b"
    assert yamlite.scalar("~") is None
    assert yamlite.parse("a: 'x # y'  # c\n") == {"a": "x # y"}
    with pytest.raises(ValueError, match="duplicate key 'a'"):
        yamlite.parse("a: 1\na: 2\n")
    with pytest.raises(ValueError, match="one level"):
        yamlite.parse("a:\n  b:\n")


def test_the_same_options_give_the_same_rules_and_bad_ones_fail_every_time():
    # the engine's caches (shared events, windows) are per rules object: a table's options
    # asked again (every game of a long simulation) must not build a new one each time
    r = load_rules("classic")
    a = r.with_options({"seats": 12})
    assert a is r.with_options({"seats": 12}) and a.seats == 12
    assert a is not r.with_options({"seats": 11})
    assert r.with_options({"seats": 12, "fouls_remove": 5}).seats == 12
    for _ in range(2):
        with pytest.raises(BadOption):
            r.with_options({"seats": 99})
    assert load_rules("classic").with_options({"seats": 10}) == r.with_options({"seats": 10})
