"""Club records' figures: the rating of 10,000 stored games recomputed (read from the store and
counted, one core), and the move analysis of one game with the best engine build.

    python bench/club.py [--games 10000] [--players 200] [--playouts 200] [--db URL]

The games are random legal engine games (``engine.playout.random_game``) with 10 of
``--players`` players at their seats, stored in bulk into a fresh SQLite file (or ``--db``):
their seats' points and facts are counted exactly as ``Store.add`` counts them. Prints the
times; asserts nothing (a benchmark prints figures).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def fill(url: str, n: int, players: int) -> float:
    """``n`` random games into a fresh store at ``url``; returns the seconds it took."""
    from sqlalchemy import insert

    from engine.playout import random_game
    from engine.scoring import load_scoring, seat_facts
    from pihost.club.models import GameRow, Player, SeatRow
    from pihost.club.store import Store

    t0 = time.perf_counter()
    store = Store(url).ready()
    rng = random.Random(1)
    fiim = load_scoring("fiim")
    ids = [f"p{i:04d}" for i in range(players)]
    start = dt.datetime(2026, 1, 1, 19, 0)
    game_rows, seat_rows = [], []
    for k in range(n):
        g = random_game(k, undo=False)
        facts = seat_facts(g)
        pts = fiim.score(facts)
        at = rng.sample(ids, 10)
        gid = f"{k:032x}"
        game_rows.append({"id": gid, "box": f"table-{k % 3 + 1}",
                          "started_at": start + dt.timedelta(minutes=20 * k),
                          "stored_at": start, "rules": "classic", "winner": g.winner,
                          "seats": 10, "scoring": "fiim",
                          "record": json.dumps({"roles": {str(s): r for s, r in
                                                          g.roles_dealt.items()}})})
        for seat, f in facts.items():
            p = pts[seat]
            seat_rows.append({
                "game_id": gid, "seat": seat, "player_id": at[seat - 1], "role": f.role,
                "won": f.won, "points": p.total, "main": p.main, "extra": p.extra,
                "penalty": p.penalty, "side": f.side, "draw": f.draw, "left_how": f.left_how,
                "first_night_killed": f.first_night_killed, "checks": f.checks,
                "checks_found": f.checks_found, "saves": f.saves, "kills": f.kills,
                "votes": f.votes, "votes_on_black": f.votes_on_black})
    with store.engine.begin() as conn:
        conn.execute(insert(Player), [{"id": i, "name": f"Player {i}"} for i in ids])
        conn.execute(insert(GameRow), game_rows)
        conn.execute(insert(SeatRow), seat_rows)
    store.close()
    return time.perf_counter() - t0


def rating_time(url: str, runs: int = 3) -> tuple[float, float, int]:
    """Best of ``runs``: (seconds to read the seats, seconds to count the rating, players)."""
    from pihost.club.rating import ratings
    from pihost.club.store import Store

    best_read = best_rate = float("inf")
    size = 0
    for _ in range(runs):
        store = Store(url)
        t0 = time.perf_counter()
        rows = store.seat_rows()
        t1 = time.perf_counter()
        table = ratings(rows)
        t2 = time.perf_counter()
        store.close()
        best_read, best_rate = min(best_read, t1 - t0), min(best_rate, t2 - t1)
        size = len(table)
    return best_read, best_rate, size


def analysis_times(playouts: int) -> tuple[float, float | None, int]:
    """The move analysis of one box-played game: (plain seconds, compiled seconds or None,
    positions)."""
    sys.path.insert(0, str(ROOT / "bench"))
    import compile_engine

    from engine.analysis import positions
    from pihost.club import analysis
    from pihost.club.games import from_journal
    from pihost.host.setup import GameSetup
    from pihost.host.table import SimTable
    from pihost.host.testing import play

    path = Path(tempfile.mkdtemp()) / "game.jsonl"
    play(GameSetup(seed=42), SimTable(42), path)
    game = from_journal(path)
    t0 = time.perf_counter()
    analysis.analyse(game, playouts, compiled=False)
    plain = time.perf_counter() - t0
    fast = None
    try:
        compile_engine.build()
    except RuntimeError as err:
        print(f"(no compiled build: {err})")
    if analysis.compiled_build() is not None:
        t0 = time.perf_counter()
        analysis.analyse(game, playouts, compiled=True)
        fast = time.perf_counter() - t0
    return plain, fast, len(positions(game.engine_game()))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--playouts", type=int, default=200)
    ap.add_argument("--db", help="a store URL (default: a fresh SQLite file)")
    args = ap.parse_args()
    url = args.db or f"sqlite:///{tempfile.mkdtemp()}/club.sqlite"
    filled = fill(url, args.games, args.players)
    print(f"stored {args.games:,} random games ({args.games * 10:,} seats) in {filled:.1f} s")
    read, rate, players = rating_time(url)
    print(f"rating of {args.games:,} stored games, {players} players, one core: "
          f"{read + rate:.2f} s (reading the seats {read:.2f} s, counting {rate:.2f} s; "
          f"target < 2 s)")
    plain, fast, npos = analysis_times(args.playouts)
    print(f"move analysis of one game ({npos} positions x {args.playouts} playouts): plain "
          f"engine {plain:.2f} s" + (f", compiled build {fast:.2f} s (target < 5 s)"
                                     if fast is not None else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
