"""Points for a club's protocol (engine.scoring): a win for the winning team, extra points for a
best move naming black seats — amounts from the rule set (club-rule-switches.md: "best-move
points 2 black +0.25/+0.3, 3 black +0.4/+0.5 (clubs differ)")."""

from __future__ import annotations

import pytest

from engine import GameNotOver
from engine.scoring import points, score, seat_facts
from tests.engine.tables import BLACK, new, night, speeches, to_day1

RED = (1, 2, 4, 5, 6, 8, 10)


def with_best_move(targets, victim=4, **options):
    """Night 1 kills ``victim``, who names ``targets``; then the host removes every black seat
    left (the town wins)."""
    g = new(**options)
    to_day1(g)
    speeches(g)
    night(g, shot=victim)
    if g.pending()[0].kind == "last_word":  # best_move_at: after_last_word
        g.timeout()
    g.act(victim, "best_move", targets=targets)
    for s in BLACK:
        if not g.over and s != victim:
            g.host("disqualify", s)
    return g


def test_no_points_before_the_end():
    with pytest.raises(GameNotOver):
        points(new())


def test_the_winning_team_gets_the_win_points_and_nobody_else():
    g = with_best_move(())
    assert g.winner == "town"
    p = points(g)
    assert [s for s in p if p[s].win == 1.0] == list(RED)
    assert all(p[s].total == 0.0 and p[s].reasons == () for s in BLACK)


@pytest.mark.parametrize("targets, extra", [
    ((3, 7, 9), 0.4), ((3, 9, 1), 0.25), ((3, 1, 2), 0.0), ((), 0.0)])
def test_best_move_points_by_the_black_seats_named(targets, extra):
    p = points(with_best_move(targets))[4]
    assert (p.win, p.extra, p.total) == (1.0, extra, 1.0 + extra)
    assert ("best move" in " ".join(p.reasons)) == (extra > 0)


def test_a_club_sets_its_own_amounts():
    opts = {"points_win": 2, "best_move_points_2": 0.3, "best_move_points_3": 0.5}
    assert points(with_best_move((3, 7, 9), **opts))[4].total == 2.5
    assert points(with_best_move((3, 7, 1), **opts))[4].total == 2.3


def test_a_black_victims_best_move_scores_nothing():
    p = points(with_best_move((3, 7), victim=9))[9]
    assert p.extra == 0.0 and p.win == 0.0


def test_a_draw_gives_no_win_points():
    g = new(draw_after_quiet_rounds=1)
    to_day1(g)
    speeches(g)
    night(g, shot=None)
    assert g.winner == "draw"
    assert {x.total for x in points(g).values()} == {0.0}
    # and by the club's systems (engine.scoring.score): no win, no first-night compensation
    assert {x.total for x in score(g, "fiim").values()} == {0.0}
    assert {f.draw for f in seat_facts(g).values()} == {True}
    assert points(g)[5].to_json() == {"seat": 5, "role": "sheriff", "win": 0.0, "extra": 0.0,
                                      "total": 0.0, "reasons": []}
