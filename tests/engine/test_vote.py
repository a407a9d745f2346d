"""Voting, ties, revotes and the all-leave vote (seeds 000, 002, 004; club switches)."""

from __future__ import annotations

import pytest

from engine import AlreadyVoted, Game, NotYourTurn, SeatDead, WrongCandidate
from tests.engine.tables import first, kinds, new, night, skip, speeches, to_day1, types, vote


def day(g, nominations):
    to_day1(g)
    return speeches(g, nominations)


def to_day2(g, shot=None):
    to_day1(g)
    speeches(g)  # no nominations: no vote
    night(g, shot=shot)
    skip(g, "last_word", "best_move")


def test_candidates_are_voted_in_nomination_order():
    # 002_d6b1e2679ef6009d.txt, 004_4eb9089986a35222.txt: vote in the order of nomination
    g = new()
    ev = day(g, {2: 8, 4: 1, 6: 10})
    assert first(ev, "voting").candidates == (8, 1, 10)
    assert [(w.kind, w.candidate) for w in g.pending()] == [("vote", 8), ("vote", 1), ("vote", 10)]
    assert g.pending()[0].seconds == 3.0
    assert g.pending()[0].seats == tuple(range(1, 11))


def test_non_voters_are_given_to_the_last_candidate():
    # 002_d6b1e2679ef6009d.txt rule 10: a non-voter's vote goes to the last candidate
    g = new()
    day(g, {2: 8, 4: 1})
    g.act(3, "vote", target=8)
    g.act(5, "vote", target=8)
    ev = g.timeout()
    autos = [e for e in ev if e.type == "vote_cast"]
    assert [(e.voter, e.candidate, e.auto) for e in autos] == [
        (s, 1, True) for s in (1, 2, 4, 6, 7, 8, 9, 10)
    ]
    res = first(ev, "vote_result")
    assert dict(res.counts) == {8: 2, 1: 8} and res.leaders == (1,)
    assert first(ev, "eliminated").seat == 1


def test_each_living_seat_votes_once_per_round_for_the_open_candidate():
    # 002_d6b1e2679ef6009d.txt rule 7: one candidate per voter
    g = new()
    day(g, {2: 8, 4: 1, 5: 6})
    g.act(3, "vote", target=8)
    with pytest.raises(AlreadyVoted, match="seat 3 already voted for 8"):
        g.act(3, "vote", target=8)
    with pytest.raises(WrongCandidate, match="now is for seat 8, not 1"):
        g.act(4, "vote", target=1)
    g.timeout()
    with pytest.raises(AlreadyVoted):
        g.act(3, "vote", target=1)
    assert g.pending()[0].candidate == 1 and 3 not in g.pending()[0].seats


def test_vote_window_closes_by_itself_when_everyone_voted():
    g = new()
    day(g, {2: 8, 4: 1, 5: 6})
    ev = []
    for s in range(1, 11):
        ev += g.act(s, "vote", target=8)
    assert first(ev, "vote_result").leaders == (8,)
    assert dict(first(ev, "vote_result").counts) == {8: 10, 1: 0, 6: 0}
    assert kinds(g) == ["last_word"]


def test_dead_seat_cannot_vote():
    g = new()
    to_day2(g, shot=4)
    speeches(g, {5: 8, 6: 1})
    with pytest.raises(SeatDead, match="seat 4 is dead"):
        g.act(4, "vote", target=8)
    assert 4 not in g.pending()[0].seats


def test_day1_single_candidate_is_not_voted():
    # 002_d6b1e2679ef6009d.txt: a single candidate on day 1 is not voted; 004 the same
    g = new()
    ev = day(g, {3: 7})
    assert first(ev, "no_vote").reason == "single_candidate_day1"
    assert kinds(g) == ["shoot"] and g.public_view()["alive"] == list(range(1, 11))


def test_day1_single_candidate_voted_when_the_rule_set_says_so():
    g = new(day1_single_candidate="vote")
    ev = day(g, {3: 7})
    assert first(ev, "eliminated").seat == 7


def test_no_candidates_no_vote():
    g = new()
    ev = day(g, {})
    assert first(ev, "no_vote").reason == "no_candidates"


def test_single_candidate_on_day2_leaves_with_all_votes():
    # 002_d6b1e2679ef6009d.txt: on later days any number of candidates is voted
    g = new()
    to_day2(g)
    ev = speeches(g, {4: 10})
    assert first(ev, "voting").candidates == (10,)
    assert dict(first(ev, "vote_result").counts) == {10: 10}
    assert first(ev, "eliminated").seat == 10


def tie_day(g, **_):
    """Day 1: 2 nominates 8, 4 nominates 1; 5 votes each -> tie."""
    day(g, {2: 8, 4: 1})
    return vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})


def test_tie_gives_each_30s_justification_then_a_revote_among_them():
    # 000_2a2f863a4f945948.txt shoot-out (tie); 002_d6b1e2679ef6009d.txt rule 19: 30 s
    g = new()
    ev = tie_day(g)
    assert first(ev, "tie").seats == (8, 1)
    assert [(w.kind, w.seats, w.seconds) for w in g.pending()] == [
        ("justify", (8,), 30.0), ("justify", (1,), 30.0)]
    with pytest.raises(NotYourTurn):
        g.act(1, "end_speech")
    g.act(8, "end_speech")
    ev = g.timeout()
    assert first(ev, "voting").candidates == (8, 1) and first(ev, "voting").round == 2
    ev = vote(g, {s: 1 for s in range(1, 7)})
    assert first(ev, "eliminated").seat == 1 and first(ev, "eliminated").how == "vote"


def test_revote_order_can_be_reversed():
    g = new(revote_order="reverse")
    tie_day(g)
    ev = skip(g, "justify")
    assert first(ev, "voting").candidates == (1, 8)


def test_tied_again_goes_to_the_all_leave_vote_more_than_half_of_living():
    # 004_4eb9089986a35222.txt: all leave with more than half of the living;
    # 000/002: majority for -> leave, equal -> stay
    g = new()
    tie_day(g)
    skip(g, "justify")
    ev = vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    assert first(ev, "all_leave_vote").candidates == (8, 1)
    w = g.pending()[0]
    assert (w.kind, w.candidates, w.seats) == ("all_leave_vote", (8, 1), tuple(range(1, 11)))
    for s in range(1, 6):
        g.act(s, "vote", yes=True)  # 5 of 10: equal -> all stay
    g.act(6, "vote", yes=False)
    ev = g.timeout()
    assert first(ev, "all_leave_result").to_json() == {
        "type": "all_leave_result", "yes": 5, "needed": 6, "leave": False}
    assert "eliminated" not in types(ev) and kinds(g) == ["shoot"]


def test_all_leave_with_six_of_ten_yes():
    g = new()
    tie_day(g)
    skip(g, "justify")
    vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    ev = []
    for s in range(1, 11):
        ev += g.act(s, "vote", yes=s <= 6)
    res = first(ev, "all_leave_result")
    assert (res.yes, res.needed, res.leave) == (6, 6, True)
    gone = [(e.seat, e.how) for e in ev if e.type == "eliminated"]
    assert gone == [(8, "all_leave"), (1, "all_leave")]
    assert [(w.kind, w.seats) for w in g.pending()] == [("last_word", (8,)), ("last_word", (1,))]


def test_all_leave_answer_must_be_yes_or_no():
    from engine import BadAction

    g = new()
    tie_day(g)
    skip(g, "justify")
    vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    for bad in (None, "yes", 1):
        with pytest.raises(BadAction):
            g.act(1, "vote", yes=bad)
    assert g.pending()[0].seats == tuple(range(1, 11))


def test_at_least_half_threshold_option():
    g = new(all_leave_threshold="at_least_half_living")
    tie_day(g)
    skip(g, "justify")
    vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    for s in range(1, 6):
        g.act(s, "vote", yes=True)
    res = first(g.timeout(), "all_leave_result")
    assert (res.yes, res.needed, res.leave) == (5, 5, True)


def test_all_leave_vote_not_on_day1_when_the_club_forbids_it():
    g = new(all_leave_day1=False)
    tie_day(g)
    skip(g, "justify")
    ev = vote(g, {s: 8 for s in (1, 2, 3, 4, 5)})
    assert first(ev, "no_vote").reason == "all_leave_not_on_day1"


def test_leaders_change_revote_and_all_leave_among_the_new_leaders():
    # seeds-digest.md §6 (club rule sets): a change in the number of leaders -> another revote.
    # A 3-way tie 3/3/3 needs 9 alive:
    g = new()
    to_day2(g, shot=10)  # 9 alive
    speeches(g, {2: 1, 3: 4, 4: 6})
    ev = vote(g, {1: 1, 2: 1, 3: 1, 4: 4, 5: 4, 6: 4, 7: 6, 8: 6, 9: 6})
    assert first(ev, "tie").seats == (1, 4, 6)
    skip(g, "justify")
    # revote: 1 and 4 tie with 4 each, 6 gets 1 -> leaders changed 3 -> 2: revote again
    ev = vote(g, {1: 1, 2: 1, 3: 1, 5: 1, 4: 4, 6: 4, 7: 4, 8: 4, 9: 6})
    assert first(ev, "tie").seats == (1, 4)
    ev = skip(g, "justify")
    assert first(ev, "voting").candidates == (1, 4) and first(ev, "voting").round == 3
    ev = vote(g, {1: 1, 2: 1, 3: 1, 5: 1, 4: 4, 6: 4, 7: 4, 8: 4, 9: 4})
    assert first(ev, "eliminated").seat == 4


def test_leaders_change_goes_to_all_leave_when_the_option_is_off():
    # 002_d6b1e2679ef6009d.txt (mafclubspb): tied again -> the all-leave question
    g = new(revote_when_leaders_change=False)
    to_day2(g, shot=10)
    speeches(g, {2: 1, 3: 4, 4: 6})
    vote(g, {1: 1, 2: 1, 3: 1, 4: 4, 5: 4, 6: 4, 7: 6, 8: 6, 9: 6})
    skip(g, "justify")
    ev = vote(g, {1: 1, 2: 1, 3: 1, 5: 1, 4: 4, 6: 4, 7: 4, 8: 4, 9: 6})
    assert first(ev, "all_leave_vote").candidates == (1, 4)


@pytest.mark.parametrize(("rules", "seconds"), [("sverdlovsk", 30.0), ("mafclubspb", 60.0)])
def test_last_word_of_a_voted_out_player(rules, seconds):
    # 000_2a2f863a4f945948.txt: last word, 30 seconds;
    # 002_d6b1e2679ef6009d.txt: the player who leaves has a last word of 1 minute
    g = new(rules)
    day(g, {2: 8, 4: 1})
    vote(g, {s: 8 for s in range(1, 11)})
    assert [(w.kind, w.seats, w.seconds) for w in g.pending()] == [("last_word", (8,), seconds)]
    assert g.act(8, "end_last_word") and kinds(g) == ["shoot"]


# -- club switches: 2 of 4 and 3 of 9 may not leave together (club-rule-switches.md, "Voting and
# ties"); the seeds (000, 002, 004) know no such limit, so the shipped rule sets allow it.

SMALL = {"seats": 5, "deck": {"citizen": 3, "sheriff": 1, "don": 1}}  # don on seat 4


def two_of_four(**options):
    # five seats (the smallest table, 003 Clones) with seat 5 removed on night 0 (002 rule 5)
    g = Game.new(roles={1: "citizen", 2: "citizen", 3: "sheriff", 4: "don", 5: "citizen"},
                 options={**SMALL, **options})
    g.host("disqualify", 5)
    g.timeout()  # night 0
    speeches(g, {1: 2, 2: 3})
    vote(g, {1: 2, 2: 2, 3: 3, 4: 3})  # 2-2
    skip(g, "justify")
    return g, vote(g, {1: 2, 2: 2, 3: 3, 4: 3})  # tied again


def test_two_of_four_go_to_the_all_leave_vote_where_allowed():
    g, ev = two_of_four()
    assert first(ev, "all_leave_vote").candidates == (2, 3)


def test_two_of_four_may_not_leave_together_when_the_club_forbids_it():
    g, ev = two_of_four(two_of_four_all_leave="forbidden")
    assert first(ev, "no_vote").reason == "all_leave_forbidden"
    assert "all_leave_vote" not in types(ev) and "eliminated" not in types(ev)
    assert kinds(g) == ["shoot"] and g.public_view()["alive"] == [1, 2, 3, 4]


NINE = {"seats": 9, "deck": {"citizen": 5, "sheriff": 1, "mafia": 2, "don": 1}}
NINE_ROLES = {1: "citizen", 2: "citizen", 3: "mafia", 4: "citizen", 5: "sheriff",
              6: "citizen", 7: "don", 8: "citizen", 9: "mafia"}


def three_of_nine_tied(g):
    speeches(g, {1: 2, 2: 4, 3: 6})
    split = {s: (2, 4, 6)[i % 3] for i, s in enumerate(range(1, 10))}  # 3-3-3
    vote(g, split)
    skip(g, "justify")
    return vote(g, split)


@pytest.mark.parametrize("rule, day1_forbidden, day2_forbidden", [
    ("allowed", False, False), ("forbidden", True, True), ("forbidden_day1", True, False)])
def test_three_of_nine(rule, day1_forbidden, day2_forbidden):
    g = Game.new(roles=NINE_ROLES, options={**NINE, "three_of_nine_all_leave": rule})
    g.timeout()
    ev = three_of_nine_tied(g)
    assert ("all_leave_vote" not in types(ev)) == day1_forbidden
    if not day1_forbidden:
        skip(g, "all_leave_vote")  # nobody says yes: all stay
    skip(g, "shoot", "don_check", "sheriff_check")  # a miss: still nine on day 2
    assert len(g.public_view()["alive"]) == 9 and g.day == 2
    ev = three_of_nine_tied(g)
    assert ("all_leave_vote" not in types(ev)) == day2_forbidden
    if day2_forbidden:
        assert first(ev, "no_vote").reason == "all_leave_forbidden"


def test_the_limits_count_the_living_not_the_seats():
    # 3 tied with 10 alive is not "3 of 9": the all-leave vote is held
    g = new(three_of_nine_all_leave="forbidden")
    g.timeout()
    speeches(g, {1: 2, 2: 4, 3: 6})
    split = {s: (2, 4, 6)[i % 3] for i, s in enumerate(range(1, 10))}
    split[10] = 2  # 4-3-3: seat 2 leads alone
    ev = vote(g, split)
    assert first(ev, "eliminated").seat == 2
