"""Complete random games per second on one core (engine.playout.random_game): the classic
10-seat table and a 13-seat table of the home rule set (Doctor, Courtesan, Maniac, the Don).

    python bench/engine_playouts.py [--games N] [--runs 5] [--table classic:10 --table home:13]
                                    [--undo] [--pure-only]

Two builds of the same engine source: the plain Python one (what the box runs) and the one
compiled by mypyc (``bench/compile_engine.py``, built once and cached; skipped with a note when
mypy or a C compiler is missing). Each run is a fresh single-threaded child process; the runs
alternate between the two builds, so a noisy machine slows both alike and the ratio holds.
Per build: games per second generating and playing (best and median run), and the engine alone
replaying the recorded inputs. Prints figures only; nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def one_run(first_seed: int, games: int, rules: str, undo: bool,
            warmup: int = 0, seats: int = 10) -> dict[str, float]:
    """One run in this process, on the ``engine`` first on sys.path, after ``warmup`` games
    (other seeds) that fill the engine's caches of shared events, windows and inputs."""
    from engine import Game
    from engine.playout import random_game

    options = {"seats": seats}
    for seed in range(-warmup, 0):
        random_game(seed, rules=rules, options=options, undo=undo)
    t0 = time.perf_counter()
    recs = []
    n_inputs = 0
    for seed in range(first_seed, first_seed + games):
        g = random_game(seed, rules=rules, options=options, undo=undo)
        n_inputs += len(g.inputs)
        if not undo:
            recs.append((g._new_kwargs, g.inputs))
    play = games / (time.perf_counter() - t0)
    if undo:  # an undo is an input of its own; replay the games it left
        recs = [(g._new_kwargs, g.inputs) for g in
                (random_game(s, rules=rules, options=options, undo=False)
                 for s in range(first_seed, first_seed + games))]
    t0 = time.perf_counter()
    for kw, inps in recs:
        Game.replay(kw, inps)
    replay = games / (time.perf_counter() - t0)
    import engine.game
    return {"play": play, "replay": replay, "inputs": n_inputs / games,
            "compiled": not engine.game.__file__.endswith(".py")}


def bench_table(builds: dict[str, str], a: argparse.Namespace, rules: str, seats: int) -> None:
    """The runs for one table, alternating between the builds, and its rows."""
    print(f"\n{rules}, {seats} seats: games/run={a.games} (after {a.warmup} untimed) "
          f"runs/build={a.runs} undo={a.undo}; one core, the runs alternate between the builds",
          flush=True)
    results: dict[str, list[dict]] = {name: [] for name in builds}
    for run in range(a.runs):
        for name, path in builds.items():
            # -S: no site-packages, so an installed engine cannot shadow the one in ENGINE_PATH
            # (the engine needs the standard library only)
            cmd = [sys.executable, "-S", __file__, "--child", str(run * a.games),
                   "--games", str(a.games), "--warmup", str(a.warmup),
                   "--table", f"{rules}:{seats}", *(["--undo"] * a.undo)]
            out = subprocess.run(cmd, env={**os.environ, "ENGINE_PATH": path},
                                 capture_output=True, text=True, check=True).stdout
            r = json.loads(out)
            assert r["compiled"] == (name != "plain Python"), (name, r)
            results[name].append(r)
    print(f"{'':18}{'generate+play, games/s':>30}{'replay only, games/s':>24}")
    print(f"{'':18}{'best':>14}{'median':>10}{'best':>18}")
    for name, rs in results.items():
        play = [r["play"] for r in rs]
        replay = [r["replay"] for r in rs]
        print(f"{name:18}{max(play):>14,.0f}{statistics.median(play):>10,.0f}"
              f"{max(replay):>18,.0f}   ({rs[0]['inputs']:.0f} inputs/game)")
    if len(results) == 2:
        plain, fast = results.values()
        ratios = [f["play"] / p["play"] for p, f in zip(plain, fast, strict=True)]
        print(f"compiled / plain: {statistics.median(ratios):.2f}x generate+play "
              f"(median of the per-run ratios)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000, help="games per run (default 3000)")
    ap.add_argument("--runs", type=int, default=5, help="runs per build (default 5)")
    ap.add_argument("--warmup", type=int, default=200,
                    help="untimed games first in each run (default 200)")
    ap.add_argument("--table", action="append", metavar="RULES:SEATS",
                    help="a rule set and table size (default: classic:10 and home:13)")
    ap.add_argument("--undo", action="store_true", help="let the generator use host undo")
    ap.add_argument("--pure-only", action="store_true", help="skip the compiled engine")
    ap.add_argument("--child", type=int, metavar="FIRST_SEED", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)

    tables = [(t.split(":")[0], int(t.split(":")[1])) for t in (a.table or
                                                                 ["classic:10", "home:13"])]
    if a.child is not None:  # one run, in a child process, on the engine in ENGINE_PATH
        sys.path.insert(0, os.environ["ENGINE_PATH"])
        rules, seats = tables[0]
        print(json.dumps(one_run(a.child, a.games, rules, a.undo, a.warmup, seats)))
        return 0

    builds = {"plain Python": str(ROOT)}
    if not a.pure_only:
        sys.path.insert(0, str(ROOT / "bench"))
        from compile_engine import build

        t0 = time.perf_counter()
        try:
            builds["compiled (mypyc)"] = str(build())
            print(f"(compiled engine ready in {time.perf_counter() - t0:.1f} s: "
                  f"{builds['compiled (mypyc)']})")
        except RuntimeError as e:
            print(f"compiled engine: skipped ({str(e).splitlines()[0]})")

    for rules, seats in tables:
        bench_table(builds, a, rules, seats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
