"""Fault run: damaged journals, resumed. Games are played with the fakes (the simulated table);
each journal is stopped at a random point, damaged at a random line (or byte) in one of the ways
of ``pihost.host.damage``, and the box resumed from it and played to the end.

Prints, per kind of damage: journals tried; resumed; the loss said with its numbers (or «ничего
не потеряно»); the loss said without numbers (a night press may be among it); told the host only
(the box resumed at night, when nothing may be said); harmless (a torn last line, resumed
silently); and silent divergences, which must be 0 —
a resumed game whose replayed inputs are not the undamaged game's prefix, a setup that is not
the game's own, a loss reported wrong or not at all, or a game that did not end.

Usage: python bench/faults.py [--trials N] [--games N] [--seed N]
(default 4 trials x 2 games x 8 kinds, a few seconds; e.g. --trials 50 --games 5 for more)
"""

from __future__ import annotations

import argparse
import logging
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pihost.events import Resumed  # noqa: E402
from pihost.host.box import Box  # noqa: E402
from pihost.host.damage import KINDS, damage_journal  # noqa: E402
from pihost.host.journal import Journal  # noqa: E402
from pihost.host.runner import SECRET_INPUTS  # noqa: E402
from pihost.host.session import make_engine  # noqa: E402
from pihost.host.setup import GameSetup  # noqa: E402
from pihost.host.table import SimTable  # noqa: E402
from pihost.host.testing import fake_outputs, play  # noqa: E402

COLUMNS = ("tried", "resumed", "loss said", "no numbers", "host only", "harmless", "DIVERGED")


def clean_game(seed: int, folder: Path):
    """The undamaged game: its header, inputs, and whether each input was a night press."""
    path = folder / f"clean-{seed}.jsonl"
    play(GameSetup(seed=seed), SimTable(seed), path)
    contents = Journal.read(path)
    box = Box(GameSetup.from_json(contents.header["setup"]), fake_outputs(), make_engine)
    box.out.live = False
    box.start(contents.header.get("start_at", 0.0))
    secret = []
    for e in contents.inputs:
        secret.append(e.type in SECRET_INPUTS and box.stage.secret)
        box.handle(e)
    return contents, secret


def stopped_at(contents, secret, k: int, path: Path) -> None:
    """The journal (and its shadow) as the box left it after ``k`` inputs."""
    with Journal.create(path, contents.header, fsync=False) as j:
        for e, s in zip(contents.inputs[:k], secret[:k], strict=True):
            j.append(e, secret=s)


def trial(kind: str, contents, secret, rng: random.Random, path: Path) -> str:
    """One damaged journal resumed; returns the column it counts in (or why it diverged)."""
    inputs = contents.inputs
    k = rng.randint(20, len(inputs))
    stopped_at(contents, secret, k, path)
    want = damage_journal(path, kind, rng)
    setup = GameSetup.from_json(contents.header["setup"])
    try:
        session = play(setup, SimTable(setup.seed), path)
    except Exception as err:  # noqa: BLE001 - a crash is a divergence to count, not to hide
        return f"DIVERGED: {type(err).__name__}: {err}"
    got = Journal.read(path).inputs
    resumes = [e for e in got if isinstance(e, Resumed)]
    if not session.resumed or not resumes:
        return "DIVERGED: not resumed"
    back = resumes[0]
    g = got.index(back)
    if got[:g] != inputs[:g] or g != want.good:
        return f"DIVERGED: replayed {g} inputs, not the undamaged game's first {want.good}"
    if session.box.setup != setup:
        return "DIVERGED: the game resumed with another set-up"
    if bool(back.damage) != want.damaged or back.lost != want.lost:
        return f"DIVERGED: reported lost={back.lost} damage={bool(back.damage)}, want {want}"
    if session.box.finished is None:
        return "DIVERGED: the resumed game did not end"
    said = [s for s in session.box.transcript if s.phrase.startswith("journal_")]
    if not want.damaged:
        return "harmless" if not said else "DIVERGED: a harmless torn tail was called damage"
    if not said:
        return "host only"
    if said[0].phrase == "journal_damaged_secret":
        return "no numbers"
    if said[0].phrase == "journal_repaired" and want.lost == 0:
        return "loss said"
    if said[0].phrase == "journal_damaged" and said[0].params["lost"] == min(want.lost, 999):
        return "loss said"
    return f"DIVERGED: said {said[0].phrase} {said[0].params} for {want}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=4, help="damaged journals per kind and game")
    ap.add_argument("--games", type=int, default=2, help="different games (table seeds)")
    ap.add_argument("--seed", type=int, default=13, help="the run's random seed")
    args = ap.parse_args(argv)
    logging.disable(logging.WARNING)  # each resume says its damage in the log: counted below
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="pihost-faults-"))
    counts: dict[str, Counter] = {kind: Counter() for kind in KINDS}
    problems: list[str] = []
    start = time.monotonic()
    try:
        for seed in range(3, 3 + args.games):
            contents, secret = clean_game(seed, folder)
            for kind in KINDS:
                for n in range(args.trials):
                    path = folder / f"{kind}-{seed}-{n}.jsonl"
                    verdict = trial(kind, contents, secret, rng, path)
                    counts[kind]["tried"] += 1
                    if "not resumed" not in verdict:
                        counts[kind]["resumed"] += 1
                    column = "DIVERGED" if verdict.startswith("DIVERGED") else verdict
                    counts[kind][column] += 1
                    if column == "DIVERGED":
                        problems.append(f"{kind} (game {seed}): {verdict}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    took = time.monotonic() - start
    print(f"damaged journals, resumed and played to the end ({args.games} games, "
          f"{args.trials} per kind and game, {took:.1f} s):")
    print(f"  {'damage':<14}" + "".join(f"{c:>12}" for c in COLUMNS))
    total = Counter()
    for kind in KINDS:
        total.update(counts[kind])
        print(f"  {kind:<14}" + "".join(f"{counts[kind][c]:>12}" for c in COLUMNS))
    print(f"  {'all':<14}" + "".join(f"{total[c]:>12}" for c in COLUMNS))
    print("  loss said: «…потеряно N записей» with the right N, or «ничего не потеряно»; "
          "no numbers: a night press may be\n  among the loss; host only: resumed at night "
          "(log and status); harmless: a line torn by a power cut,\n  never acted on, resumed "
          "silently")
    print(f"silent divergences: {total['DIVERGED']} (must be 0)")
    for p in problems:
        print(f"  {p}")
    return 1 if total["DIVERGED"] else 0


if __name__ == "__main__":
    sys.exit(main())
