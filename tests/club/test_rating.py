"""The club's Elo rating (pihost.club.rating), reproduced by hand for three games with
mafiaratings' formula (include/game_ratings.php of the public project): start 1000, red odds
1 / (1 + 10^((black avg - red avg) / 400)), winners K = 20, losers K = 15, never under 1000."""

from __future__ import annotations

import pytest

from pihost.club.rating import ranking, ratings

RED7 = ["a", "b", "c", "d", "e", "f", "g"]


def game(gid, red, black, red_won, draw=False, roles=None):
    rows = []
    for k, p in enumerate(red + black, 1):
        side = "red" if p in red else "black"
        won = (side == "red") == red_won and not draw
        role = (roles or {}).get(p, "citizen" if side == "red" else "shooter")
        rows.append((gid, gid, k, p, role, side, won, draw))
    return rows


def test_three_games_by_hand():
    g1 = game("g1", RED7, ["h", "i", "j"], red_won=True)
    # g2: the same sides, black wins
    g2 = game("g2", RED7, ["h", "i", "j"], red_won=False)
    # g3: a, b, h change sides; red wins
    g3 = game("g3", ["c", "d", "e", "f", "g", "h", "k"], ["a", "b", "j"], red_won=True)
    r = ratings(g1 + g2 + g3)

    # game 1: everybody 1000, odds 0.5: red +20 * 0.5 = +10; black -15 * 0.5 = -7.5 -> floor
    after1 = {**dict.fromkeys(RED7, 1010.0), **dict.fromkeys("hij", 1000.0)}
    # game 2: red avg 1010, black avg 1000
    odds2 = 1 / (1 + 10 ** ((1000 - 1010) / 400))
    assert odds2 == pytest.approx(0.514387, abs=1e-6)
    after2 = {**{p: 1010 - 15 * odds2 for p in RED7},            # 1002.2842
              **{p: 1000 + 20 * odds2 for p in "hij"}}           # 1010.2877
    # game 3: red c d e f g (1002.2842) h (1010.2877) k (new, 1000); black a b (1002.2842) j
    red3 = [after2[p] for p in "cdefgh"] + [1000.0]
    black3 = [after2["a"], after2["b"], after2["j"]]
    odds3 = 1 / (1 + 10 ** ((sum(black3) / 3 - sum(red3) / 7) / 400))
    assert odds3 == pytest.approx(0.497337, abs=1e-6)  # red avg 1003.1012, black 1004.9520
    want = dict(after2)
    for p in "cdefgh":
        want[p] = after2[p] + 20 * (1 - odds3)
    want["k"] = 1000 + 20 * (1 - odds3)
    for p in "abj":  # losers: -15 * (1 - odds3), not under 1000
        want[p] = max(1000.0, after2[p] - 15 * (1 - odds3))
    assert want["a"] == 1000.0 and want["j"] == pytest.approx(1002.7478, abs=1e-4)
    for p, v in want.items():
        assert r[p].rating == pytest.approx(v, abs=1e-9), p
    assert after1["a"] == 1010.0
    assert (r["h"].games, r["h"].wins, r["k"].games) == (3, 2, 1)
    assert ranking(r)[0][0] == "h"


def test_per_role_ratings_are_apart():
    roles = {"a": "sheriff-like", "h": "boss"}
    r = ratings(game("g1", RED7, ["h", "i", "j"], True, roles=roles)
                + game("g2", RED7, ["h", "i", "j"], True, roles={"a": "citizen"}), per_role=True)
    assert r["a", "sheriff-like"].games == 1 and r["a", "citizen"].games == 1
    assert r["a", "sheriff-like"].rating == 1010.0
    assert [k for k, _ in ranking(r, "boss")] == [("h", "boss")]


def test_a_draw_is_half_a_win_and_unnamed_seats_are_not_rated():
    rows = game("g1", RED7, ["h", "i", "j"], red_won=False, draw=True)
    rows = [r if r[3] != "g" else (*r[:3], None, *r[4:]) for r in rows]
    r = ratings(rows)
    assert "g" not in r and None not in r
    assert r["a"].rating == 1000.0  # 15 * (0.5 - 0.5)
    solo = game("g2", ["a"], ["h"], red_won=False) + [("g2", "g2", 3, "m", "lone", "solo", True,
                                                        False)]
    r = ratings(solo)
    assert r["m"].rating == pytest.approx(1010.0)  # even odds against the rest: +20 * 0.5
