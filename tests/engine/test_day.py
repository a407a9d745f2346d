"""Day: speeches in seat order and nominations (seeds 000, 002, 004)."""

from __future__ import annotations

import pytest

from engine import (
    AlreadyNominated,
    NominatedTwice,
    NoSuchSeat,
    NotYourTurn,
    SeatDead,
    SelfNomination,
    WindowClosed,
)
from tests.engine.tables import kinds, new, night, skip, speeches, to_day1, types, vote


def speakers(g) -> list[int]:
    out = []
    while g.pending()[0].kind == "speech":
        out.append(g.pending()[0].seats[0])
        g.act(out[-1], "end_speech")
    return out


def test_night0_is_a_window_closed_by_timeout_then_day1():
    # 002_d6b1e2679ef6009d.txt rule 15: night 0 has no kills and no checks
    g = new()
    assert kinds(g) == ["night0"]
    assert g.pending()[0].seconds == 60.0
    assert g.phase == "night" and g.day == 0
    ev = to_day1(g)
    assert [e.to_json() for e in ev] == [{"type": "phase", "phase": "day", "day": 1}]
    assert g.public_view()["alive"] == list(range(1, 11))


def test_day1_opens_with_seat1_60s_in_seat_order():
    # 000_2a2f863a4f945948.txt, 002_d6b1e2679ef6009d.txt: day 1 opens with seat 1, 1 minute each
    g = new()
    to_day1(g)
    w = g.pending()[0]
    assert (w.kind, w.seats, w.seconds) == ("speech", (1,), 60.0)
    assert speakers(g) == list(range(1, 11))


def test_next_day_opens_with_seat_after_previous_opener_skipping_dead():
    # 002_d6b1e2679ef6009d.txt: day 2 opens with the seat after day 1's first speaker
    g = new()
    to_day1(g)
    ev = speeches(g, {1: 2})
    # day 1, single candidate: no vote, night falls
    assert types(ev)[-2:] == ["no_vote", "phase"]
    night(g, shot=2)  # seat 2 (the next opener) is shot
    skip(g, "last_word", "best_move")
    assert speakers(g) == [3, 4, 5, 6, 7, 8, 9, 10, 1]


def test_speech_ends_by_timeout_too():
    g = new()
    to_day1(g)
    g.timeout()
    assert g.pending()[0].seats == (2,)


def test_only_the_speaker_nominates_and_only_once_per_day():
    # 002_d6b1e2679ef6009d.txt rule 6: one nomination per player; 000 §nomination
    g = new()
    to_day1(g)
    with pytest.raises(NotYourTurn, match="seat 2 may not nominate"):
        g.act(2, "nominate", target=5)
    ev = g.act(1, "nominate", target=7)
    assert [e.to_json() for e in ev] == [{"type": "nominated", "by": 1, "target": 7, "order": 1}]
    with pytest.raises(NominatedTwice, match="seat 1 already nominated 7 today"):
        g.act(1, "nominate", target=5)
    g.act(1, "end_speech")
    with pytest.raises(AlreadyNominated, match="seat 7 is already nominated"):
        g.act(2, "nominate", target=7)
    ev = g.act(2, "nominate", target=3)
    assert ev[0].order == 2
    assert g.public_view()["nominees"] == [7, 3]


def test_nomination_of_a_dead_or_missing_seat_is_refused_and_changes_nothing():
    # 000_2a2f863a4f945948.txt: a nomination only stands once the host accepts it
    g = new()
    to_day1(g)
    speeches(g, {1: 2})
    night(g, shot=4)
    skip(g, "last_word", "best_move")
    speaker = g.pending()[0].seats[0]
    before = g.public_view()
    with pytest.raises(SeatDead, match="nominee 4 is dead"):
        g.act(speaker, "nominate", target=4)
    with pytest.raises(NoSuchSeat):
        g.act(speaker, "nominate", target=11)
    assert g.public_view() == before


def test_self_nomination_can_be_forbidden_by_option():
    g = new(self_nomination=False)
    to_day1(g)
    with pytest.raises(SelfNomination):
        g.act(1, "nominate", target=1)
    g2 = new()
    to_day1(g2)
    assert g2.act(1, "nominate", target=1)[0].target == 1


def test_actions_outside_their_window_are_refused():
    g = new()
    with pytest.raises(WindowClosed):
        g.act(1, "nominate", target=3)
    to_day1(g)
    with pytest.raises(WindowClosed):
        g.act(3, "shoot", target=1)
    with pytest.raises(WindowClosed):
        g.act(1, "vote", target=3)


def test_vote_follows_the_speeches():
    g = new()
    to_day1(g)
    speeches(g, {1: 4, 2: 6})
    assert [(w.kind, w.candidate) for w in g.pending()] == [("vote", 4), ("vote", 6)]
    vote(g, {s: 4 for s in range(1, 7)})
    assert g.public_view()["eliminated"] == [{"seat": 4, "how": "vote", "day": 1}]
