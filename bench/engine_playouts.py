"""Complete random 10-player games per second on one core (engine.playout.random_game).

    python bench/engine_playouts.py [--games N] [--rules classic] [--undo] [--pure-only]

Runs the plain Python engine, then the same source compiled by mypyc
(``bench/compile_engine.py``, built once and cached; skipped with a note when mypy or a C
compiler is missing). Both runs are in this one process's core, one after the other, so their
ratio is meaningful on a noisy machine. Prints figures only; nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: ENGINE_PATH: a folder holding a compiled ``engine`` (set by this script for its second run)
sys.path.insert(0, os.environ.get("ENGINE_PATH") or str(ROOT))

from engine import Game  # noqa: E402
from engine.playout import random_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000, help="games per run (default 3000)")
    ap.add_argument("--runs", type=int, default=5, help="runs; the best and median are shown")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--undo", action="store_true", help="let the generator use host undo")
    ap.add_argument("--pure-only", action="store_true", help="skip the compiled engine")
    a = ap.parse_args(argv)

    import engine.game
    compiled = not engine.game.__file__.endswith(".py")
    print("engine: " + ("compiled by mypyc from the same source" if compiled else "plain Python")
          + f" ({Path(engine.game.__file__).name})")

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
    if not compiled and not a.pure_only:
        print()
        _run_compiled(argv if argv is not None else sys.argv[1:])
    return 0


def _run_compiled(argv: list[str]) -> None:
    """This benchmark again, in a child process on the mypyc build of the engine."""
    sys.path.insert(0, str(ROOT / "bench"))
    from compile_engine import build

    t0 = time.perf_counter()
    try:
        folder = build()
    except RuntimeError as e:
        print(f"compiled engine: skipped ({str(e).splitlines()[0]})")
        return
    print(f"(compiled engine ready in {time.perf_counter() - t0:.1f} s: {folder})", flush=True)
    # -S: no site-packages, so an installed engine cannot shadow the compiled one (the engine
    # needs the standard library only)
    env = {**os.environ, "ENGINE_PATH": str(folder)}
    subprocess.run([sys.executable, "-S", __file__, *argv], env=env, check=True)


if __name__ == "__main__":
    sys.exit(main())
