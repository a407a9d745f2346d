"""Move analysis: playouts from a position are complete legal games (engine.playout.finish_game,
built on the engine's legality), the analysed positions are the day, vote and night starts of
the game, and the compiled engine build gives the same lines as the plain one."""

from __future__ import annotations

import sys
from pathlib import Path

from engine import Game
from engine.analysis import positions, win_chances
from engine.playout import finish_game, random_game
from pihost.club import analysis

ROOT = Path(__file__).resolve().parents[2]


def test_finish_game_plays_on_from_any_position_to_a_legal_end():
    g = random_game(21, undo=False)
    for upto in (0, 10, len(g.inputs) // 2, len(g.inputs) - 1):
        start = Game.replay(g._new_kwargs, g.inputs[:upto])
        done = finish_game(start, seed=upto)
        assert done.over and done.inputs[:upto] == g.inputs[:upto]
        # every input it drew is legal: the game replays from them alone
        assert Game.replay(g._new_kwargs, done.inputs).winner == done.winner
        assert finish_game(Game.replay(g._new_kwargs, g.inputs[:upto]), seed=upto).inputs == \
            done.inputs


def test_the_positions_are_each_days_start_vote_and_night():
    g = random_game(8, undo=False)
    pos = positions(g)
    days = sorted({d for d, _, _ in pos})
    assert days[0] == 1
    for d in days:
        kinds = [w for dd, w, _ in pos if dd == d]
        assert kinds[0] == "day" and kinds == sorted(kinds, key=["day", "vote", "night"].index)
    assert [i for _, _, i in pos] == sorted(i for _, _, i in pos)


def test_the_last_line_ends_with_the_result():
    g = random_game(9, undo=False)
    days = win_chances(g, playouts=10, seed=3)
    assert days[-1].end == (1.0 if g.winner == "town" else 0.0)
    assert all(0.0 <= x <= 1.0 for d in days for x in (d.start, d.end))
    assert analysis.line(days[0]).startswith("day 1: ")


def test_the_compiled_build_gives_the_same_lines(games):
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import compile_engine
    finally:
        sys.path.pop(0)
    compile_engine.build()  # cached: tests/engine/test_compiled.py builds the same
    assert analysis.compiled_build() is not None
    g = games[1]
    fast = analysis.analyse(g, playouts=20, seed=5, compiled=True)
    plain = analysis.analyse(g, playouts=20, seed=5, compiled=False)
    assert fast == plain and len(fast) >= 2
