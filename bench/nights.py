"""How long a night lasts at each table: the fixed plan of a night step (from the rule book's
steps, the voice pack and the timings) and the nights of played games (nightfall to morning).

Every step of a night is called, every night, for the same length — whoever is alive, whatever
anyone does — so a night's length tells the table nothing; this prints what that costs at
10, 13, 20 and 25 seats. Durations are the voice's own: ``--voice espeak`` renders the real
espeak-ng pack (slow the first time: it fills the phrase cache), the default is the text
voice's estimate (the same formula the fakes use everywhere).

Usage: python bench/nights.py [--tables classic:10,home:13,classic:20,classic:25]
                              [--games 3] [--voice fake|espeak] [--lang ru]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Book  # noqa: E402
from pihost.host.box import Outputs  # noqa: E402
from pihost.host.nightstep import NightPlan  # noqa: E402
from pihost.host.setup import GameSetup, rules_for  # noqa: E402
from pihost.host.table import SimTable  # noqa: E402
from pihost.host.testing import fake_outputs, play  # noqa: E402


def make_voice(kind: str, lang: str):
    if kind == "espeak":
        from pihost.voice.factory import make_voice as real

        return real(lang, output="none")
    from pihost.voice import FakeVoice, load_pack

    return FakeVoice(load_pack(lang))


def played_nights(setup: GameSetup, voice, games: int) -> tuple[list[float], list[float]]:
    """Seconds from each «Наступает ночь» to its «Утро» in ``games`` simulated games: night 0
    (the roles learnt or dealt, the mafia's meeting), and the nights with steps."""
    zero: list[float] = []
    out: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for g in range(games):
            s = GameSetup(**{**setup.__dict__, "seed": setup.seed + g})
            outputs = Outputs(voice=voice, board=fake_outputs(setup.language, setup.seats).board)
            done = play(s, SimTable(s.seed, seats=s.seats, setup=s), Path(tmp) / f"{g}.jsonl",
                        outputs=outputs)
            start, first = None, True
            for said in done.box.transcript:
                if said.phrase == "night_falls":
                    start = said.at
                elif said.phrase == "morning" and start is not None:
                    (zero if first else out).append(said.at - start)
                    start, first = None, False
    return zero, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", default="classic:10,home:13,classic:20,classic:25")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--voice", default="fake", choices=("fake", "espeak"))
    ap.add_argument("--lang", default="ru")
    a = ap.parse_args()
    voice = make_voice(a.voice, a.lang)
    print(f"night lengths ({a.voice} voice, {a.lang}; default timings)")
    print(f"  {'table':>11} {'steps':>5} {'calls':>6} {'step':>7} {'night':>8}   "
          f"{'played nights: n, median (min-max)':<36} {'night 0':>8}")
    for spec in a.tables.split(","):
        rules, seats = spec.split(":")
        setup = GameSetup(seats=int(seats), rules=rules, seed=11, language=a.lang)
        book = Book(rules_for(setup))
        plan = NightPlan.make(book, voice, setup)
        steps = len(book.steps)
        zero, nights = played_nights(setup, voice, a.games)
        played = (f"{len(nights)}, {statistics.median(nights):.0f} s ({min(nights):.0f}-"
                  f"{max(nights):.0f})" if nights else "none")
        calls = f"{plan.calls}{'d' if plan.digits else ''}"
        print(f"  {spec:>11} {steps:>5} {calls:>6} {plan.length:>6.1f}s "
              f"{plan.night_seconds(steps):>7.1f}s   {played:<36} "
              f"{statistics.median(zero):>7.0f}s")
    print("  (calls: numbers called per step; d = by digits. A played night also holds the "
          "nightfall phrase and the gap before the morning;\n"
          "   a shorter one is a night the game ended in.)")


if __name__ == "__main__":
    main()
