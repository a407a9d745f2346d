"""Seeded random legal games: for tests, fuzzing and the benchmark.

>>> g = random_game(5)
>>> g.over, g.winner in ("town", "mafia", "draw")
(True, True)
>>> random_game(5).inputs == g.inputs
True

Only legal inputs are generated, so a raised EngineError here is a bug in the engine.
"""

from __future__ import annotations

import random
from typing import Any

from .game import Game
from .inputs import Act, Host, Input, Timeout

#: chances per window (the mix keeps ties, all-leave votes, fouls and misses frequent)
P_FOUL = 0.04
P_DISQUALIFY = 0.003
P_UNDO = 0.01
#: each game draws its table's temper: how often speakers nominate, how often the mafia agree
NOMINATE_CHOICES = (0.1, 0.45, 0.8)
SHOT_AGREE_CHOICES = (0.3, 0.8, 0.95)


def _choose(rng: random.Random, g: Game, p_nominate: float, p_agree: float) -> list[Input]:
    """Legal inputs that close the first open window (several acts, then usually a timeout)."""
    t = g.table
    w = g.now()
    assert w is not None
    kind = w.kind
    living = t.living()
    out: list[Input] = []
    if rng.random() < P_FOUL:
        out.append(Host("foul", rng.choice(living)))
        return out
    if rng.random() < P_DISQUALIFY and len(living) > 2:
        out.append(Host("disqualify", rng.choice(living)))
        return out
    if kind == "speech":
        seat = w.seats[0]
        if seat not in t.nominated_by and rng.random() < p_nominate:
            free = [s for s in living if s not in t.nominees]
            if not g.rules.self_nomination and seat in free:
                free.remove(seat)
            if free:
                out.append(Act(seat, "nominate", target=rng.choice(free)))
        out.append(Act(seat, "end_speech") if rng.random() < 0.5 else Timeout())
    elif kind in ("justify",):
        out.append(Act(w.seats[0], "end_speech") if rng.random() < 0.5 else Timeout())
    elif kind == "last_word":
        out.append(Act(w.seats[0], "end_last_word") if rng.random() < 0.5 else Timeout())
    elif kind == "best_move":
        if rng.random() < 0.7:
            others = [s for s in t.seats if s != w.seats[0]]
            k = rng.randint(0, g.rules.best_move_max_seats)
            out.append(Act(w.seats[0], "best_move", targets=tuple(rng.sample(others, k))))
        else:
            out.append(Timeout())
    elif kind == "vote":
        seats = list(w.seats)
        rng.shuffle(seats)
        for s in seats[: rng.randint(0, len(seats))]:
            out.append(Act(s, "vote", target=w.candidate))
        out.append(Timeout())
    elif kind == "all_leave_vote":
        for s in w.seats:
            r = rng.random()
            if r < 0.8:
                out.append(Act(s, "vote", yes=r < 0.5))
        out.append(Timeout())
    elif kind == "shoot":
        target = rng.choice(living)
        for s in w.seats:
            r = rng.random()
            spoil = (1 - p_agree) / 4  # a spoiled, a double, a stray shot, or none at all
            if r < p_agree:
                out.append(Act(s, "shoot", target=target))
            elif r < p_agree + spoil:
                out.append(Act(s, "shoot", target=None))
            elif r < p_agree + 2 * spoil:
                out.append(Act(s, "shoot", target=rng.choice(t.seats)))
                out.append(Act(s, "shoot", target=rng.choice(t.seats)))
            elif r < p_agree + 3 * spoil:
                out.append(Act(s, "shoot", target=rng.choice(t.seats)))
        out.append(Timeout())
    elif kind in ("don_check", "sheriff_check"):
        seat = w.seats[0]
        done = kind in g.stage.record.checked
        if not done and rng.random() < 0.9:
            pool = [s for s in (t.seats if g.rules.check_dead_seats else living) if s != seat]
            if not g.rules.check_same_seat_again:
                seen = {e.target for e in t.secrets[seat]}
                pool = [s for s in pool if s not in seen]
            if kind == "don_check" and not g.rules.don_may_check_black:
                pool = [s for s in pool if not t.roles[s].black]
            if pool:
                out.append(Act(seat, "check", target=rng.choice(pool)))
        out.append(Timeout())
    else:
        out.append(Timeout())
    return out


def random_game(
    seed: int,
    rules: str = "classic",
    options: dict[str, Any] | None = None,
    *,
    undo: bool = True,
    max_inputs: int = 5000,
) -> Game:
    """A complete random legal game, the same for the same arguments.

    Raises RuntimeError if the game has not ended after ``max_inputs`` inputs (a bug).
    """
    rng = random.Random(seed)
    g = Game.new(rules=rules, seed=rng.randrange(1 << 30), options=options)
    p_nominate = rng.choice(NOMINATE_CHOICES)
    p_agree = rng.choice(SHOT_AGREE_CHOICES)
    n = 0
    while not g.over:
        if undo and g.inputs and rng.random() < P_UNDO:
            g.host("undo")
        for inp in _choose(rng, g, p_nominate, p_agree):
            g.apply(inp)
            n += 1
            if g.over:
                break
        if n > max_inputs:
            raise RuntimeError(f"game {seed} did not end after {max_inputs} inputs")
    return g
