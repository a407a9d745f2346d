"""Fouls, removal, disqualification, the end of the game, open/closed games, the draw."""

from __future__ import annotations

import pytest

from engine import GameNotOver, GameOver, SeatDead
from tests.engine.tables import first, kinds, new, night, skip, speeches, to_day1, types, vote


def fouls(g, seat, n):
    ev = []
    for _ in range(n):
        ev += g.host("foul", seat)
    return ev


def day_speakers(g):
    """Time out every speech of the day; returns (speakers, events)."""
    out, ev = [], []
    while g.pending() and g.pending()[0].kind == "speech":
        out.append(g.pending()[0].seats[0])
        ev += g.timeout()
    return out, ev


def test_fouls_are_counted_and_public():
    g = new()
    ev = fouls(g, 4, 2)
    assert [e.to_json() for e in ev] == [
        {"type": "foul", "seat": 4, "count": 1},
        {"type": "foul", "seat": 4, "count": 2},
    ]
    assert g.public_view()["fouls"]["4"] == 2


def test_third_foul_before_his_speech_loses_todays_speech():
    # 002_d6b1e2679ef6009d.txt rule 22: three warnings -> he loses his speech on the round
    g = new()
    to_day1(g)
    fouls(g, 4, 3)
    spoke, ev = day_speakers(g)
    assert spoke == [1, 2, 3, 5, 6, 7, 8, 9, 10]
    assert [e.seat for e in ev if e.type == "speech_lost"] == [4]
    night(g, shot=None)
    spoke, ev = day_speakers(g)  # muted once only
    assert 4 in spoke and "speech_lost" not in types(ev)


def test_third_foul_after_his_speech_loses_the_next_days_speech():
    # 002_d6b1e2679ef6009d.txt rule 22: the 3rd warning after his own speech -> next round
    g = new()
    to_day1(g)
    g.timeout()  # seat 1 has spoken
    fouls(g, 1, 3)
    spoke, ev = day_speakers(g)
    assert spoke == list(range(2, 11)) and "speech_lost" not in types(ev)
    night(g, shot=None)
    spoke, ev = day_speakers(g)
    assert spoke == list(range(2, 11))  # day 2 opens with 2; seat 1 (last) is skipped
    assert [e.seat for e in ev if e.type == "speech_lost"] == [1]


def test_third_foul_during_his_own_speech_does_not_end_it_and_mutes_next_day():
    g = new()
    to_day1(g)
    fouls(g, 1, 3)
    assert kinds(g) == ["speech"] and g.pending()[0].seats == (1,)
    day_speakers(g)
    night(g, shot=None)
    spoke, ev = day_speakers(g)
    assert 1 not in spoke and [e.seat for e in ev if e.type == "speech_lost"] == [1]


def test_third_foul_at_night_loses_the_next_days_speech():
    g = new()
    to_day1(g)
    day_speakers(g)
    fouls(g, 6, 3)  # during the shot
    night(g, shot=None)
    spoke, _ = day_speakers(g)
    assert 6 not in spoke


def test_muted_when_next_day_option():
    g = new(muted_when="next_day")
    to_day1(g)
    fouls(g, 4, 3)
    spoke, _ = day_speakers(g)
    assert 4 in spoke
    night(g, shot=None)
    spoke, _ = day_speakers(g)
    assert 4 not in spoke


def test_muted_seat_speaks_30s_instead_with_four_alive():
    # seeds-digest.md §6 club switch: with 3-4 players left a 3-foul player gets 30 s instead
    g = new()
    to_day1(g)
    for s in (1, 2, 3, 4, 6, 9):
        g.host("disqualify", s)  # alive: 5 (sheriff), 7 (don), 8, 10
    assert not g.over
    fouls(g, 10, 3)
    while g.pending()[0].seats != (10,):
        g.timeout()
    assert g.pending()[0].seconds == 30.0


@pytest.mark.parametrize("may", [True, False])
def test_club_switch_a_muted_seat_in_his_short_speech_may_or_may_not_nominate(may):
    # club-rule-switches.md "3-foul player may still nominate: yes / no"
    from engine import MutedNomination

    g = new(muted_may_nominate=may)
    to_day1(g)
    for s in (1, 2, 3, 4, 6, 9):
        g.host("disqualify", s)  # alive: 5, 7, 8, 10
    fouls(g, 10, 3)
    while g.pending()[0].seats != (8,):
        g.timeout()
    g.act(8, "nominate", target=7)  # an ordinary speech: nominates as usual
    g.timeout()
    assert g.pending()[0].seats == (10,) and g.pending()[0].seconds == 30.0
    if may:
        assert first(g.act(10, "nominate", target=5), "nominated").target == 5
    else:
        with pytest.raises(MutedNomination, match="seat 10 has 3 fouls"):
            g.act(10, "nominate", target=5)
        assert g.public_view()["nominees"] == [7]
        g.act(10, "end_speech")  # his speech goes on; only the nomination is refused


def test_muted_seat_loses_the_speech_with_five_alive_or_when_the_club_says_never():
    g = new()
    to_day1(g)
    for s in (3, 1, 2, 4, 6):
        g.host("disqualify", s)  # alive 5, 7, 8, 9, 10: 2 black, 3 red
    fouls(g, 10, 3)
    spoke, ev = day_speakers(g)
    assert spoke == [5, 7, 8, 9] and first(ev, "speech_lost").seat == 10
    g = new("mafclubspb")
    to_day1(g)
    for s in (1, 2, 3, 4, 6, 9):
        g.host("disqualify", s)
    fouls(g, 10, 3)
    spoke, _ = day_speakers(g)
    assert spoke == [5, 7, 8]


def test_fourth_foul_removes_without_last_word_and_ends_his_speech():
    # 002_d6b1e2679ef6009d.txt rule 23 (4th warning -> removed), rule 28 (no last word)
    g = new()
    to_day1(g)
    fouls(g, 1, 3)
    ev = g.host("foul", 1)
    assert [e.to_json() for e in ev] == [
        {"type": "foul", "seat": 1, "count": 4},
        {"type": "eliminated", "seat": 1, "how": "fouls", "day": 1},
    ]
    assert g.pending()[0].seats == (2,)
    assert "last_word" not in kinds(g)
    with pytest.raises(SeatDead):
        g.host("foul", 1)


def test_disqualification_removes_without_last_word():
    # 002_d6b1e2679ef6009d.txt rule 28: any removal from the game -> no
    # last word; rule 5: peeking at night -> removal
    g = new()
    to_day1(g)
    speeches(g)
    ev = g.host("disqualify", 4)
    assert first(ev, "eliminated").how == "disqualified"
    assert kinds(g) == ["shoot"]


def _votes_then_removal(**options):
    """Candidates 4, 6, 8, 10: seats 1 and 2 vote for 4, seats 3, 5 and 7 for 6; while 8 is
    voted the host disqualifies 4."""
    g = new(**options)
    to_day1(g)
    speeches(g, {1: 4, 2: 6, 3: 8, 5: 10})
    g.act(1, "vote", target=4)
    g.act(2, "vote", target=4)
    g.timeout()
    for s in (3, 5, 7):
        g.act(s, "vote", target=6)
    g.timeout()
    return g, g.host("disqualify", 4)


def test_a_candidate_removed_during_the_vote_keeps_the_votes_cast_for_the_others():
    # issue 10 (audit): restarting the round threw away the votes cast for 6 and could change
    # who leaves; club-rule-switches.md: "a player removed ... no effect" — the votes stand
    g, ev = _votes_then_removal()
    assert "voting" not in types(ev)  # no new round
    assert [(w.kind, w.candidate) for w in g.pending()] == [("vote", 8), ("vote", 10)]
    assert {1, 2} <= set(g.pending()[0].seats)  # their votes for 4 are free again
    assert not {3, 5, 7} & set(g.pending()[0].seats)
    ev = g.timeout()  # nobody votes for 8: the rest go to the last candidate (002 rule 10)
    assert dict(first(ev, "vote_result").counts) == {6: 3, 8: 0, 10: 6}


def test_a_candidate_removed_during_the_vote_restarts_the_round_by_option():
    g, ev = _votes_then_removal(removal_during_vote="restart_round")
    assert first(ev, "voting").candidates == (6, 8, 10)  # the round starts again without him
    assert [(w.kind, w.candidate) for w in g.pending()] == [
        ("vote", 6), ("vote", 8), ("vote", 10)]
    assert {1, 3, 5} <= set(g.pending()[0].seats)


def test_a_removal_that_ends_the_game_during_a_vote_casts_no_automatic_votes():
    # issue 10 (audit): the removal ended the game but a whole automatic vote was emitted first
    g = new()
    to_day1(g)
    speeches(g, {1: 2, 2: 4})
    for s in (3, 7):
        g.host("disqualify", s)  # two black seats out by the host
    ev = g.host("disqualify", 9)  # the last black seat: the town wins now
    assert types(ev) == ["eliminated", "game_over"]


def test_removed_nominee_leaves_the_ballot_or_cancels_the_vote():
    # club-rule-switches.md: a player removed during a day: no effect / the vote is cancelled
    g = new()
    to_day1(g)
    speeches(g, {1: 4, 2: 6})
    ev = g.host("disqualify", 4)
    assert first(ev, "no_vote").reason == "single_candidate_day1"
    g = new(removal_during_day="cancel")
    to_day1(g)
    g.host("foul", 8)
    g.host("disqualify", 8)
    ev = speeches(g, {1: 4, 2: 6})
    assert first(ev, "no_vote").reason == "removal"


def test_town_wins_when_no_black_is_left():
    # 002_d6b1e2679ef6009d.txt: red wins when every black player is gone
    g = new()
    to_day1(g)
    g.host("disqualify", 3)
    g.host("disqualify", 9)
    ev = g.host("disqualify", 7)
    end = first(ev, "game_over")
    assert end.winner == "town" and g.over and g.phase == "over"
    assert dict(end.roles)[7] == "don"
    assert g.pending() == []
    with pytest.raises(GameOver):
        g.timeout()


def test_mafia_wins_when_black_equals_red():
    # 002_d6b1e2679ef6009d.txt: black wins at equal numbers; 000 the same
    g = new()
    to_day1(g)
    for s in (1, 2, 4):
        g.host("disqualify", s)
    assert not g.over  # 3 black, 4 red
    ev = g.host("disqualify", 6)
    assert first(ev, "game_over").winner == "mafia"


def test_game_ends_after_the_vote_without_last_word_by_default():
    g = new()
    to_day1(g)
    for s in (1, 2, 4):
        g.host("disqualify", s)
    speeches(g, {5: 6, 8: 10})
    ev = vote(g, {s: 6 for s in (3, 5, 6, 7, 8, 9, 10)})
    assert types(ev)[-2:] == ["eliminated", "game_over"]
    g = new(last_word_if_game_ends=True)
    to_day1(g)
    for s in (1, 2, 4):
        g.host("disqualify", s)
    speeches(g, {5: 6, 8: 10})
    vote(g, {s: 6 for s in (3, 5, 6, 7, 8, 9, 10)})
    assert kinds(g) == ["last_word"] and not g.over
    assert g.timeout()[-1].type == "game_over"


def test_closed_game_hides_the_role_until_the_end():
    # 004_4eb9089986a35222.txt: closed game — roles stay secret until the end
    g = new()
    to_day1(g)
    speeches(g, {1: 7, 2: 3})
    ev = vote(g, {s: 7 for s in range(1, 11)})
    assert first(ev, "eliminated").role is None
    assert "don" not in str(g.public_view())
    with pytest.raises(GameNotOver):
        g.full_view()


def test_open_game_shows_the_role_of_a_leaver():
    # 004_4eb9089986a35222.txt: open game — everyone sees the role of the player who leaves
    g = new("mafiapro")
    to_day1(g)
    speeches(g, {1: 7, 2: 3})
    ev = vote(g, {s: 7 for s in range(1, 11)})
    assert first(ev, "eliminated").role == "don"
    assert g.public_view()["eliminated"][0]["role"] == "don"


def test_draw_after_three_rounds_without_anyone_leaving():
    # seeds-digest.md §6: draw if nobody has left for 3 consecutive day+night rounds
    g = new()
    to_day1(g)
    for _ in range(2):
        speeches(g)
        ev = night(g, shot=None)
        assert "game_over" not in types(ev)
    speeches(g)
    ev = night(g, shot=None)
    assert first(ev, "game_over").winner == "draw" and g.winner == "draw"


def test_a_leaver_resets_the_quiet_rounds_and_the_draw_can_be_off():
    g = new()
    to_day1(g)
    speeches(g)
    night(g, shot=None)
    speeches(g, {2: 4, 3: 6})
    vote(g, {s: 4 for s in range(1, 11)})
    skip(g, "last_word")
    for _ in range(3):  # night 2 closes the round with the leaver; rounds 3 and 4 are quiet
        night(g, shot=None)
        speeches(g)
    assert not g.over
    night(g, shot=None)
    assert g.winner == "draw"
    g = new(draw_after_quiet_rounds=0)
    to_day1(g)
    for _ in range(5):
        speeches(g)
        night(g, shot=None)
    assert not g.over


def test_a_removal_during_the_deciding_last_word_is_counted():
    # last_word_if_game_ends: the mafia's win waits for the last word; a black disqualified
    # during it means nobody has won yet, and the game goes on
    g = new(last_word_if_game_ends=True)
    to_day1(g)
    for s in (1, 2, 4):
        g.host("disqualify", s)
    speeches(g, {5: 6, 8: 10})
    vote(g, {s: 6 for s in (3, 5, 6, 7, 8, 9, 10)})  # 3 black, 3 red: mafia would win
    assert kinds(g) == ["last_word"] and not g.over
    g.host("disqualify", 3)
    ev = g.timeout()
    assert not g.over and types(ev) == ["phase"] and kinds(g) == ["shoot"]


def test_technical_fouls_are_counted_apart_and_remove_without_last_word():
    # club-rule-switches.md "technical fouls: none / counted apart, 2 = removal"
    g = new(technical_fouls_remove=2)
    to_day1(g)
    ev = g.host("technical_foul", 4) + g.host("foul", 4)
    assert [(e.type, e.count) for e in ev] == [("technical_foul", 1), ("foul", 1)]
    view = g.public_view()
    assert view["technical_fouls"]["4"] == 1 and view["fouls"]["4"] == 1
    ev = g.host("technical_foul", 4)
    e = first(ev, "eliminated")
    assert (e.seat, e.how) == (4, "technical_fouls")
    assert "last_word" not in kinds(g)
    with pytest.raises(SeatDead):
        g.host("technical_foul", 4)
    g.host("undo")  # the removal is taken back with the foul that caused it
    assert 4 in g.public_view()["alive"] and g.public_view()["technical_fouls"]["4"] == 1


def test_no_technical_fouls_unless_the_rule_set_gives_them():
    from engine import NoTechnicalFouls

    g = new()
    to_day1(g)
    before = g.public_view()
    with pytest.raises(NoTechnicalFouls, match="gives no technical fouls"):
        g.host("technical_foul", 4)
    assert g.public_view() == before and "technical_fouls" not in before
