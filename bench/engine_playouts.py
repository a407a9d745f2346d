"""Complete random 10-player games per second on one core (engine.playout.random_game).

    python bench/engine_playouts.py [--games N] [--rules classic] [--undo]

Prints figures only; nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Game  # noqa: E402
from engine.playout import random_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000, help="games per run (default 3000)")
    ap.add_argument("--runs", type=int, default=3, help="runs; the best and median are shown")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--undo", action="store_true", help="let the generator use host undo")
    a = ap.parse_args(argv)

    rates, inputs = [], 0
    for run in range(a.runs):
        t0 = time.perf_counter()
        n_inputs = 0
        for seed in range(run * a.games, (run + 1) * a.games):
            n_inputs += len(random_game(seed, rules=a.rules, undo=a.undo).inputs)
        dt = time.perf_counter() - t0
        rates.append(a.games / dt)
        inputs = n_inputs
    best, med = max(rates), statistics.median(rates)
    print(f"rules={a.rules} games/run={a.games} runs={a.runs} undo={a.undo}")
    print(f"generate+play: {best:,.0f} games/s best, {med:,.0f} median "
          f"({inputs / a.games:.0f} inputs/game, {best * inputs / a.games:,.0f} inputs/s)")

    # the engine alone: replaying recorded inputs, without the generator's choices
    games = [random_game(s, rules=a.rules, undo=False) for s in range(a.games)]
    recs = [(g._new_kwargs, g.inputs) for g in games]
    t0 = time.perf_counter()
    for kw, inps in recs:
        Game.replay(kw, inps)
    dt = time.perf_counter() - t0
    print(f"replay only:   {a.games / dt:,.0f} games/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
