"""Scoring systems as data (engine/scoring): each matter of the shipped systems checked on a
scripted game, with the public rule it comes from — mafiaratings' «ФИИМ» scoring (scoring 19,
version 2, db/alter114.sql of the public mafiaratings project; the matters are the
SCORING_FLAG_* of its include/scoring.php, set in include/game_players_stats.php), its «VaWaCa»
system (scoring 21 v2, db/alter111.sql) and seed 004 (points for the win and useful moves)."""

from __future__ import annotations

import pytest

from engine import Game, GameNotOver
from engine.scoring import (
    MATTERS,
    ScoringFileError,
    available,
    load_scoring,
    score,
    seat_facts,
)
from tests.engine.tables import BLACK, new, night, skip, speeches, to_day1, vote

RED = (1, 2, 4, 5, 6, 8, 10)


def best_move_game(targets, victim=4):
    """Night 1 kills ``victim``, who names ``targets``; the host then removes the black seats
    (the town wins)."""
    g = new()
    to_day1(g)
    speeches(g)
    night(g, shot=victim)
    g.act(victim, "best_move", targets=targets)
    for s in BLACK:
        if not g.over:
            g.host("disqualify", s)
    return g


def test_the_shipped_systems_and_every_matter_documented():
    assert available() == ["fiim", "simple"]
    for name in available():
        s = load_scoring(name)
        assert s.title and s.source
        for e in s.entries:
            assert e.source, f"{name}.{e.name} cites no rule"
            assert e.matter in MATTERS
    assert all(doc for doc, _ in MATTERS.values())


def test_team_win_is_one_point_for_each_seat_of_the_winning_team():
    # ФИИМ main: {"matter": 2, "points": 1} (SCORING_FLAG_WIN: "Player wins")
    p = score(best_move_game(()), "fiim")
    assert {s for s in p if p[s].main == 1.0} == set(RED)
    assert all(p[s].main == 0.0 for s in BLACK)


@pytest.mark.parametrize("targets, extra", [((3, 7, 9), 0.4), ((3, 9, 1), 0.25),
                                            ((3, 1, 2), 0.0), ((), 0.0)])
def test_best_move_with_two_or_three_black(targets, extra):
    # ФИИМ legacy: matter 1024 (FIRST_LEGACY_3) roles 3 (red) 0.4; matter 2048 (FIRST_LEGACY_2)
    # 0.25 — "Guessed 3/2 mafia after being killed first night"
    p = score(best_move_game(targets), "fiim")[4]
    assert dict(p.lines).get("best_move", 0.0) == extra
    assert p.extra == extra  # the victim's team won: no first-night compensation


def test_a_black_victims_best_move_scores_nothing():
    # ФИИМ legacy applies to roles 3 = civilian + sheriff only
    g = new()
    to_day1(g)
    speeches(g)
    night(g, shot=9)  # the mafia shoot their own (classic allows it)
    g.act(9, "best_move", targets=(3, 7))
    for s in (3, 7):
        if not g.over:
            g.host("disqualify", s)
    assert g.winner == "town" and seat_facts(g)[9].best_move_black == 2
    assert "best_move" not in dict(score(g, "fiim")[9].lines)


def test_removal_by_fouls_is_minus_half_and_disqualification_too():
    # ФИИМ penalty: matter 4096 (WARNINGS_4: "Killed by warnings") -0.5, matter 8192
    # (KICK_OUT) -0.5
    g = new()
    to_day1(g)
    for _ in range(4):
        g.host("foul", 2)
    g.host("disqualify", 6)
    for s in BLACK:
        if not g.over:
            g.host("disqualify", s)
    p = score(g, "fiim")
    assert p[2].penalty == -0.5 and dict(p[2].lines)["fouls"] == -0.5
    assert p[6].penalty == -0.5 and dict(p[6].lines)["disqualified"] == -0.5
    assert p[2].total == 0.5  # his team won: 1 - 0.5
    assert p[1].penalty == 0.0


def test_the_judges_extra_points_are_added_as_entered():
    # ФИИМ extra: matter 4194304 (EXTRA_POINTS: "assigned manually"), extra_points_weight 1
    g = best_move_game(())
    p = score(g, "fiim", {5: 0.3, 3: -0.2})
    assert dict(p[5].lines)["judge"] == 0.3 and p[5].total == 1.3
    assert p[3].extra == -0.2


def first_night_loss():
    """Night 1 kills red seat 4; the mafia then win (the host removes red seats)."""
    g = new()
    to_day1(g)
    speeches(g)
    night(g, shot=4)
    for s in (1, 2, 5, 6, 8):
        if not g.over:
            g.host("disqualify", s)
    return g


def test_first_night_kill_compensation_for_a_red_seat_whose_team_lost():
    # ФИИМ night1: {"matter": 260, "figm_first_night_score": 0.4}: 260 = 256 (killed the first
    # night) + 4 (lose)
    g = first_night_loss()
    assert g.winner == "mafia"
    p = score(g, "fiim")
    assert dict(p[4].lines)["first_night"] == 0.4
    assert all("first_night" not in dict(p[s].lines) for s in p if s != 4)
    # a first-night victim whose team won gets nothing for it
    assert "first_night" not in dict(score(best_move_game(()), "fiim")[4].lines)


def test_three_black_checks_of_the_sheriff():
    # VaWaCa extra: {"matter": 1048576, "roles": 2, "points": 0.1} — BLACK_CHECKS: set when
    # the sheriff's black checks are 3 or more (include/game_players_stats.php)
    g = new(draw_after_quiet_rounds=0)
    to_day1(g)
    for target in (3, 7, 9):
        speeches(g)
        night(g, shot=None, sheriff=target)
    for s in BLACK:
        if not g.over:
            g.host("disqualify", s)
    assert seat_facts(g)[5].checks_found == 3
    p = score(g, "fiim")
    assert dict(p[5].lines)["black_checks"] == 0.1
    # and the Don's checks that found the Sheriff count for him in the simple system
    assert seat_facts(g)[7].checks == 0


def test_the_doctors_saves_and_accurate_shots_in_the_simple_system():
    # seed 004: "points for the team's win and for useful moves (correct checks, saves,
    # accurate shots)"; 003 «Доктор»: his patient survives the night
    from tests.club.test_scoring_home import doctor_saves_game

    g = doctor_saves_game()
    f = seat_facts(g)
    assert f[2].saves == 1 and f[2].role == "doctor"
    p = score(g, "simple")
    assert dict(p[2].lines)["saves"] == 0.1
    assert score(g, "fiim")[2].extra >= 0.1


def test_kills_count_only_seats_of_another_team():
    g = new()
    to_day1(g)
    speeches(g)
    night(g, shot=9)  # the mafia shoot their own
    skip(g, "best_move", "last_word")
    speeches(g)
    night(g, shot=4)
    for s in (3, 7):
        if not g.over:
            g.host("disqualify", s)
    f = seat_facts(g)
    assert {s: f[s].kills for s in BLACK if f[s].kills} == {s: 1 for s in (3, 7)}


def test_votes_on_black_are_counted_with_the_automatic_ones():
    # mafiaratings counts each player's votes against mafia (matter 15: all votes vs mafia)
    g = new()
    to_day1(g)
    speeches(g, {1: 3, 2: 4})
    with pytest.raises(GameNotOver):
        seat_facts(g)  # the facts wait for the end
    vote(g, {1: 3, 2: 3, 5: 3})  # the others' votes go to the last candidate, seat 4
    for s in BLACK:
        if not g.over:
            g.host("disqualify", s)
    f = seat_facts(g)
    assert (f[1].votes, f[1].votes_on_black) == (1, 1)
    assert (f[6].votes, f[6].votes_on_black) == (1, 0)
    assert f[1].nominated_black == 1 and f[2].nominated_black == 0


def test_a_club_file_with_mistakes_is_refused_naming_the_entry_and_key(tmp_path):
    bad = tmp_path / "club.yaml"
    bad.write_text("name: club\nwin:\n  points: lots\n")
    with pytest.raises(ScoringFileError, match=r"club.yaml: win.points: 'lots'"):
        load_scoring(bad)
    bad.write_text("win:\n  matter: victory\n  points: 1\n")
    with pytest.raises(ScoringFileError, match="unknown matter 'victory'"):
        load_scoring(bad)
    bad.write_text("win:\n  points: 1\n  teams: [reds]\n")
    with pytest.raises(ScoringFileError, match="teams: 'reds'"):
        load_scoring(bad)
    with pytest.raises(ScoringFileError, match="no such scoring system"):
        load_scoring("nonesuch")
    good = tmp_path / "mine.yaml"
    good.write_text("win:\n  points: 2\n  group: main\nblack_win:\n  matter: win\n"
                    "  teams: [mafia]\n  points: 0.5\n")
    g = Game.new(seed=1)
    for s, r in g.roles_dealt.items():
        if r in ("mafia", "don") and not g.over:
            g.host("disqualify", s)
    assert {p.total for p in score(g, load_scoring(good)).values()} == {0.0, 2.0}
