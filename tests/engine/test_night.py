"""Nights: the shot, the Don's and the Sheriff's checks, the morning (seeds 000, 002, 004)."""

from __future__ import annotations

import pytest

from engine import (
    AlreadyChecked,
    DeadCheck,
    NotYourTurn,
    SeatDead,
    SelfCheck,
    WindowClosed,
)
from tests.engine.tables import (
    BLACK,
    first,
    kinds,
    new,
    night,
    skip,
    speeches,
    to_day1,
    types,
    vote,
)


def to_night1(g):
    to_day1(g)
    speeches(g)
    assert kinds(g) == ["shoot"]


def test_night0_has_no_shot_and_no_checks():
    # 002_d6b1e2679ef6009d.txt rule 15: Don and Sheriff do not check on the first night
    g = new()
    with pytest.raises(WindowClosed):
        g.act(3, "shoot", target=1)
    with pytest.raises(WindowClosed):
        g.act(5, "check", target=3)
    assert [e.type for e in g.timeout()] == ["phase"]


def test_shoot_window_for_all_living_black_closes_only_by_timeout():
    g = new()
    to_night1(g)
    w = g.pending()[0]
    assert (w.kind, w.seats, w.seconds) == ("shoot", BLACK, 10.0)
    for s in BLACK:
        assert g.act(s, "shoot", target=4) == []  # a shot is silent
    assert kinds(g) == ["shoot"]
    with pytest.raises(NotYourTurn):
        g.act(5, "shoot", target=4)


def test_all_black_on_the_same_seat_kills_it_in_the_morning():
    # 002_d6b1e2679ef6009d.txt rule 11; 000_2a2f863a4f945948.txt
    g = new()
    to_night1(g)
    ev = night(g, shot=4)
    assert [t for t in types(ev) if t != "night_outcome"][-3:] == [
        "phase", "night_result", "eliminated"]
    assert first(ev, "night_result").killed == 4 and first(ev, "night_result").seats == (4,)
    assert first(ev, "night_outcome").causes == ((4, "shoot"),)  # the record's only
    e = first(ev, "eliminated")
    assert (e.seat, e.how, e.day, e.role) == (4, "shot", 2, None)
    assert g.day == 2 and g.phase == "day"


@pytest.mark.parametrize(
    "shots",
    [
        {3: [4], 7: [4], 9: [5]},  # disagreement
        {3: [4], 7: [4]},  # a missing shot
        {3: [4, 4], 7: [4], 9: [4]},  # a second shot by one player
        {3: [None], 7: [4], 9: [4]},  # a spoiled shot (press between numbers)
    ],
    ids=["disagree", "missing", "double", "spoiled"],
)
def test_any_disagreement_missing_second_or_spoiled_shot_is_a_miss(shots):
    # 002_d6b1e2679ef6009d.txt rule 11: a black player may shoot only once
    g = new()
    to_night1(g)
    for seat, targets in shots.items():
        for t in targets:
            g.act(seat, "shoot", target=t)
    ev = skip(g, "shoot", "don_check", "sheriff_check")
    assert first(ev, "night_result").killed is None
    assert "eliminated" not in types(ev)
    assert kinds(g)[0] == "speech"


def test_mafia_may_shoot_a_black_seat():
    g = new()
    to_night1(g)
    ev = night(g, shot=9)
    assert first(ev, "night_result").killed == 9


def test_checks_are_secret_events_to_the_checker():
    # 000_2a2f863a4f945948.txt, 002: Don looks for the Sheriff, Sheriff for black
    g = new()
    to_night1(g)
    g.timeout()
    w = g.pending()[0]
    assert (w.kind, w.seats, w.seconds) == ("don_check", (7,), 10.0)
    ev = g.act(7, "check", target=5)
    assert [e.to_json() for e in ev] == [
        {"type": "secret", "to": 7, "check": "don", "target": 5, "answer": True}]
    assert kinds(g) == ["don_check"]  # closes only by timeout
    g.timeout()
    assert g.pending()[0].kind == "sheriff_check" and g.pending()[0].seats == (5,)
    assert g.act(5, "check", target=7)[0].answer is True
    g.timeout()
    assert g.seat_view(5)["secrets"] == [
        {"type": "secret", "to": 5, "check": "sheriff", "target": 7, "answer": True}]
    assert g.seat_view(7)["secrets"][0]["answer"] is True
    assert g.seat_view(3)["secrets"] == []
    pub = str(g.public_view())
    assert "secret" not in pub and "sheriff" not in pub


def test_negative_answers():
    g = new()
    to_night1(g)
    ev = night(g, shot=None, don=1, sheriff=2)
    assert [(e.check, e.answer) for e in ev if e.type == "secret"] == [("don", False),
                                                                       ("sheriff", False)]


def test_one_check_a_night_no_self_check():
    # 002_d6b1e2679ef6009d.txt rule 16: at most one player a night
    g = new()
    to_night1(g)
    g.timeout()
    with pytest.raises(SelfCheck, match="seat 7 may not check his own seat"):
        g.act(7, "check", target=7)
    g.act(7, "check", target=1)
    with pytest.raises(AlreadyChecked):
        g.act(7, "check", target=2)
    with pytest.raises(NotYourTurn):
        g.act(5, "check", target=2)


def test_dead_seats_may_be_checked_unless_the_option_forbids():
    for allowed in (True, False):
        g = new(check_dead_seats=allowed)
        to_night1(g)
        night(g, shot=4)
        skip(g, "last_word", "best_move")
        speeches(g)
        g.timeout()  # shoot: miss
        if allowed:
            assert g.act(7, "check", target=4)[0].answer is False
        else:
            with pytest.raises(DeadCheck):
                g.act(7, "check", target=4)


def test_club_check_limits_no_recheck_and_don_not_on_black():
    # club-rule-switches.md "check limits": no re-check, Don may not check a black
    from engine import BlackCheck, CheckedBefore

    g = new(check_same_seat_again=False, don_may_check_black=False)
    to_night1(g)
    g.timeout()
    with pytest.raises(BlackCheck):
        g.act(7, "check", target=9)
    g.act(7, "check", target=1)
    g.timeout()
    g.act(5, "check", target=3)
    g.timeout()
    speeches(g)
    g.timeout()
    with pytest.raises(CheckedBefore, match="seat 7 already checked seat 1"):
        g.act(7, "check", target=1)
    g.act(7, "check", target=2)
    g.timeout()
    with pytest.raises(CheckedBefore):
        g.act(5, "check", target=3)
    g2 = new()
    to_night1(g2)
    g2.timeout()
    assert g2.act(7, "check", target=9)[0].answer is False


def test_a_dead_sheriff_keeps_his_night_step_with_nobody_in_it():
    # game-night.md: "Every step lasts the same time whether or not anyone is alive ... in it";
    # issue 10: every role in the deck gets its fixed-length step every night, alive or dead
    g = new()
    to_night1(g)
    night(g, shot=5)  # the Sheriff is shot
    skip(g, "last_word", "best_move")
    speeches(g)
    g.timeout()
    assert kinds(g) == ["don_check"]
    before = g.public_view()
    g.timeout()
    assert [(w.kind, w.seats) for w in g.pending()] == [("sheriff_check", ())]
    with pytest.raises(SeatDead):
        g.act(5, "check", target=3)  # dead: nobody acts in it
    assert g.public_view() == before  # nothing public moves before the morning
    g.timeout()
    assert kinds(g)[0] == "speech"
    # the public view never shows which night step is open
    g2 = new()
    to_night1(g2)
    g2.timeout()
    assert g2.public_view()["now"] == {"kind": "night", "seats": [], "seconds": None}


def test_dead_seat_cannot_shoot():
    g = new()
    to_day1(g)
    speeches(g, {1: 3, 2: 7})
    vote(g, {s: 3 for s in range(1, 11)})
    skip(g, "last_word")
    assert g.pending()[0].seats == (7, 9)
    with pytest.raises(SeatDead):
        g.act(3, "shoot", target=1)


def test_morning_order_result_best_move_last_word_then_speeches():
    # 004_4eb9089986a35222.txt: the night victim's last minute and the best move; club practice
    # (best_move_at: start_of_last_word): the judge asks for the best move as the last word opens
    g = new()
    to_night1(g)
    ev = night(g, shot=4)
    assert types(ev)[-4:] == ["phase", "night_result", "eliminated", "night_outcome"]
    assert [(w.kind, w.seats, w.seconds) for w in g.pending()] == [
        ("best_move", (4,), 30.0), ("last_word", (4,), 60.0)]
    with pytest.raises(NotYourTurn):
        g.act(5, "best_move", targets=[3])
    ev = g.act(4, "best_move", targets=[3, 7, 9])
    assert [e.to_json() for e in ev] == [{"type": "best_move", "seat": 4, "targets": [3, 7, 9]}]
    with pytest.raises(NotYourTurn):
        g.act(5, "end_last_word")
    g.act(4, "end_last_word")
    assert kinds(g)[0] == "speech" and g.pending()[0].seats == (2,)
    assert g.public_view()["best_moves"] == [{"seat": 4, "targets": [3, 7, 9]}]


def test_best_move_after_the_last_word_by_option():
    g = new(best_move_at="after_last_word")
    to_night1(g)
    night(g, shot=4)
    assert kinds(g) == ["last_word", "best_move"]


def test_best_move_by_timeout_has_no_targets_and_bad_ones_are_refused():
    from engine import BadBestMove, NoSuchSeat

    g = new()
    to_night1(g)
    night(g, shot=4)
    for bad in ([1, 2, 3, 5], [3, 3], [4], [11]):
        with pytest.raises((BadBestMove, NoSuchSeat)):
            g.act(4, "best_move", targets=bad)
    ev = g.timeout()
    assert first(ev, "best_move").targets == ()


def test_best_move_only_after_the_first_night():
    g = new()
    to_night1(g)
    night(g, shot=None)
    speeches(g)
    night(g, shot=4)
    assert kinds(g) == ["last_word"]


def test_best_move_for_any_night_victim_option():
    # club-rule-switches.md: best move — first-night victim only / never / any night victim
    g = new(best_move="any_night_victim")
    to_night1(g)
    night(g, shot=None)
    speeches(g)
    night(g, shot=4)
    assert kinds(g) == ["best_move", "last_word"]


def test_best_move_lost_if_two_left_on_day1():
    # seeds-digest.md §6: not granted if 2 or more players left by the day-1 vote
    g = new()
    to_day1(g)
    speeches(g, {2: 8, 4: 1})
    vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    skip(g, "justify")
    vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    for s in range(1, 11):
        g.act(s, "vote", yes=True)
    skip(g, "last_word")
    night(g, shot=4)
    assert kinds(g) == ["last_word"]


def test_sverdlovsk_and_mafclubspb_have_no_best_move():
    for rules in ("sverdlovsk", "mafclubspb"):
        g = new(rules)
        to_night1(g)
        night(g, shot=4)
        assert kinds(g) == ["last_word"]


def test_the_killed_player_has_a_last_word_60s():
    # 000_2a2f863a4f945948.txt: the host gives the victim a last word
    g = new("sverdlovsk")
    to_night1(g)
    night(g, shot=4)
    assert g.pending()[0].seconds == 60.0


@pytest.mark.parametrize("allowed", [True, False])
def test_club_switch_don_checks_the_seat_just_shot_on_night_1(allowed):
    # club-rule-switches.md "Don may check, on night 1, the seat the mafia shot: yes / no"
    from engine import ShotSeatCheck

    g = new(don_may_check_shot_seat_night1=allowed)
    to_night1(g)
    for s in BLACK:
        g.act(s, "shoot", target=5)  # the Sheriff: a hit
    g.timeout()
    assert kinds(g) == ["don_check"]
    if allowed:
        assert first(g.act(7, "check", target=5), "secret").answer is True
    else:
        with pytest.raises(ShotSeatCheck, match="seat 5"):
            g.act(7, "check", target=5)
        assert first(g.act(7, "check", target=4), "secret").answer is False


def test_the_shot_seat_limit_is_for_night_1_and_a_hit_only():
    g = new(don_may_check_shot_seat_night1=False)
    to_night1(g)
    g.act(3, "shoot", target=5)
    g.act(7, "shoot", target=6)  # disagreement: a miss, so no seat was shot
    g.act(9, "shoot", target=5)
    g.timeout()
    g.act(7, "check", target=5)  # allowed: the mafia hit nobody
    g.timeout()
    g.timeout()
    speeches(g)  # day 2: nobody nominated, so no vote: night 2
    for s in BLACK:
        g.act(s, "shoot", target=4)
    g.timeout()
    assert first(g.act(7, "check", target=4), "secret").answer is False  # night 2: allowed
