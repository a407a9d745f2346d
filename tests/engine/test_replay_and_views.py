"""Undo, replay, values that round-trip, and the observation functions (issue 2 "Shape")."""

from __future__ import annotations

import pytest

from engine import (
    Act,
    BadInput,
    BadRoles,
    EngineError,
    Game,
    GameNotOver,
    Host,
    NoSuchSeat,
    NothingToUndo,
    Timeout,
    Window,
    event_from_json,
    input_from_json,
)
from engine.playout import random_game
from tests.engine.tables import ROLES, kinds, new, night, speeches, to_day1


def test_undo_takes_back_the_last_input_of_any_kind():
    g = new()
    to_day1(g)
    g.act(1, "nominate", target=4)
    g.host("foul", 6)
    ev = g.host("undo")
    assert [e.to_json() for e in ev] == [
        {"type": "undone", "input": {"op": "host", "action": "foul", "seat": 6}}]
    assert g.public_view()["fouls"]["6"] == 0
    g.host("undo")
    assert g.public_view()["nominees"] == []
    assert g.inputs == (Timeout(),)
    g.host("undo")
    g2 = new()
    assert g.public_view() == g2.public_view() and kinds(g) == ["night0"]
    with pytest.raises(NothingToUndo):
        g.host("undo")


def test_undo_of_a_night_action_does_not_say_what_it_was():
    g = new()
    to_day1(g)
    speeches(g)
    g.act(3, "shoot", target=5)
    assert g.host("undo")[0].input is None
    g.timeout()
    g.act(7, "check", target=5)
    assert g.host("undo")[0].input is None
    assert g.seat_view(7)["secrets"] == []


def test_undo_after_the_end_reopens_the_game():
    g = new()
    to_day1(g)
    for s in (3, 9, 7):
        g.host("disqualify", s)
    assert g.winner == "town"
    g.host("undo")
    assert not g.over and g.public_view()["alive"] == [1, 2, 4, 5, 6, 7, 8, 10]


def test_an_illegal_input_changes_nothing():
    g = random_game(3, undo=False)
    inputs = list(g.inputs)
    cut = len(inputs) // 2
    g = Game.replay(g._new_kwargs, inputs[:cut])
    before = (g.public_view(), [g.seat_view(s) for s in range(1, 11)], g.inputs, g.events)
    for bad in (Act(1, "shoot", target=99), Act(42, "vote", target=1), Host("foul", 0),
                Act(2, "best_move", targets=(1, 1, 1, 1))):
        with pytest.raises(EngineError):
            g.apply(bad)
    assert (g.public_view(), [g.seat_view(s) for s in range(1, 11)], g.inputs, g.events) == before


@pytest.mark.parametrize("seed", range(20))
def test_replay_reproduces_the_game_exactly(seed):
    g = random_game(seed)
    r = Game.replay(g._new_kwargs, [i.to_json() for i in g.inputs])
    assert r.events == g.events and r.full_view() == g.full_view()
    assert r.inputs == g.inputs


def test_inputs_events_and_windows_round_trip_json():
    g = random_game(7)
    for i in g.inputs:
        assert input_from_json(i.to_json()) == i
        assert eval(repr(i)) == i  # the repr pastes back as code
    for e in g.events:
        assert event_from_json(e.to_json()) == e
    w = Window("all_leave_vote", (1, 2), 3.0, candidates=(4, 5))
    assert Window.from_json(w.to_json()) == w
    assert input_from_json({"op": "act", "seat": 3, "action": "shoot", "target": None}) == Act(
        3, "shoot")
    for bad in ({"op": "act", "seat": True, "action": "vote"}, {"op": "host", "action": "foul"},
                {"op": "act", "seat": 1, "action": "vote", "yes": "y"}, {"op": "jump"}, [1]):
        with pytest.raises(BadInput):
            input_from_json(bad)


def test_seeded_deal_is_reproducible_and_matches_the_deck():
    a, b = Game.new(seed=42), Game.new(seed=42)
    assert a.roles_dealt == b.roles_dealt
    assert sorted(a.roles_dealt.values()) == sorted(ROLES.values())
    deals = {tuple(Game.new(seed=s).roles_dealt.values()) for s in range(20)}
    assert len(deals) > 15


def test_bad_roles_are_refused():
    with pytest.raises(BadRoles, match="missing"):
        Game.new(roles={1: "don"})
    with pytest.raises(BadRoles, match="unknown role 'vampire'"):
        Game.new(roles={**ROLES, 4: "vampire"})
    with pytest.raises(BadRoles, match="do not match the deck"):
        Game.new(roles={**ROLES, 4: "mafia"})
    with pytest.raises(BadRoles, match="either roles"):
        Game.new(roles=ROLES, seed=1)
    with pytest.raises(BadRoles, match="seed must be an integer"):
        Game.new(seed="x")


def test_public_view_fields_and_no_roles_before_the_end():
    g = new()
    to_day1(g)
    speeches(g, {1: 5})
    night(g, shot=4, don=5, sheriff=7)
    pub = g.public_view()
    for key in ("phase", "day", "alive", "nominees", "fouls", "eliminated", "winner"):
        assert key in pub
    text = str(pub)
    for role in ("citizen", "sheriff", "mafia", "don", "secret", "answer"):
        assert role not in text
    assert pub["eliminated"] == [{"seat": 4, "how": "shot", "day": 2}]
    with pytest.raises(GameNotOver):
        g.full_view()


def test_seat_view_adds_own_role_team_and_own_checks_only():
    g = new()
    to_day1(g)
    speeches(g)
    night(g, shot=None, don=5, sheriff=7)
    assert g.seat_view(1)["role"] == "citizen" and g.seat_view(1)["team"] == [1]
    assert g.seat_view(3)["team"] == [3, 7, 9] and g.seat_view(3)["secrets"] == []
    assert g.seat_view(7)["secrets"][0]["answer"] is True
    assert g.seat_view(5)["secrets"][0] == {
        "type": "secret", "to": 5, "check": "sheriff", "target": 7, "answer": True}
    assert "role" not in str({k: v for k, v in g.seat_view(1).items() if k != "role"})
    with pytest.raises(NoSuchSeat):
        g.seat_view(11)


def test_full_view_after_the_end_has_everything():
    g = random_game(2)
    full = g.full_view()
    assert full["roles"] == {str(s): r for s, r in g.roles_dealt.items()}
    assert full["inputs"] == [i.to_json() for i in g.inputs]
    assert full["winner"] == g.winner and full["phase"] == "over"
    assert all(e["role"] for e in full["eliminated"])
