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

from .draws import below, shuffle
from .game import Game
from .inputs import Act, Host, Input, Timeout

#: chances per window (the mix keeps ties, all-leave votes, fouls and misses frequent)
P_FOUL = 0.04
P_DISQUALIFY = 0.003
P_UNDO = 0.01
#: each game draws its table's temper: how often speakers nominate, how often the mafia agree
NOMINATE_CHOICES = (0.1, 0.45, 0.8)
SHOT_AGREE_CHOICES = (0.3, 0.8, 0.95)


#: one instance per distinct act: inputs are frozen values, and building a dataclass costs more
#: than a dict lookup in a loop that makes a hundred of them per game
_ACTS: dict[tuple[int, str, int | None, bool | None], Act] = {}
_TIMEOUT = Timeout()


def _act(seat: int, action: str, target: int | None = None, yes: bool | None = None) -> Act:
    key = (seat, action, target, yes)
    a = _ACTS.get(key)
    if a is None:
        a = _ACTS[key] = Act(seat, action, target=target, yes=yes)
    return a


def _choose(rng: random.Random, g: Game, p_nominate: float, p_agree: float) -> list[Input]:
    """Legal inputs that close the first open window (several acts, then usually a timeout)."""
    t = g.table
    w = g.stage.current()
    assert w is not None
    rand, bits = rng.random, rng.getrandbits
    kind = w.kind
    living = t.living()
    if rand() < P_FOUL:
        return [Host("foul", living[below(bits, len(living))])]
    if rand() < P_DISQUALIFY and len(living) > 2:
        return [Host("disqualify", living[below(bits, len(living))])]
    if kind == "speech":
        seat = w.seats[0]
        if seat not in t.nominated_by and rand() < p_nominate:
            nominees = t.nominees
            free = [s for s in living if s not in nominees]
            if not g.rules.self_nomination and seat in free:
                free.remove(seat)
            if free:
                nominate = _act(seat, "nominate", free[below(bits, len(free))])
                return [nominate, _act(seat, "end_speech") if rand() < 0.5 else _TIMEOUT]
        return [_act(seat, "end_speech") if rand() < 0.5 else _TIMEOUT]
    if kind == "vote":
        seats = list(w.seats)
        shuffle(bits, seats)
        out: list[Input] = [
            _act(s, "vote", w.candidate) for s in seats[: below(bits, len(seats) + 1)]
        ]
        out.append(_TIMEOUT)
        return out
    if kind == "justify":
        return [_act(w.seats[0], "end_speech") if rand() < 0.5 else _TIMEOUT]
    if kind == "last_word":
        return [_act(w.seats[0], "end_last_word") if rand() < 0.5 else _TIMEOUT]
    if kind == "best_move":
        if rand() < 0.7:
            others = [s for s in t.seats if s != w.seats[0]]
            k = rng.randint(0, g.rules.best_move_max_seats)
            return [Act(w.seats[0], "best_move", targets=tuple(rng.sample(others, k)))]
        return [_TIMEOUT]
    out = []
    if kind == "all_leave_vote":
        for s in w.seats:
            r = rand()
            if r < 0.8:
                out.append(_act(s, "vote", yes=r < 0.5))
    elif kind == "shoot":
        target = living[below(bits, len(living))]
        seats_all = t.seats
        n_all = len(seats_all)
        spoil = (1 - p_agree) / 4  # a spoiled, a double, a stray shot, or none at all
        for s in w.seats:
            r = rand()
            if r < p_agree:
                out.append(_act(s, "shoot", target))
            elif r < p_agree + spoil:
                out.append(_act(s, "shoot", None))
            elif r < p_agree + 2 * spoil:
                out.append(_act(s, "shoot", seats_all[below(bits, n_all)]))
                out.append(_act(s, "shoot", seats_all[below(bits, n_all)]))
            elif r < p_agree + 3 * spoil:
                out.append(_act(s, "shoot", seats_all[below(bits, n_all)]))
    elif kind in ("don_check", "sheriff_check"):
        seat = w.seats[0]
        done = kind in g.stage.record.checked
        if not done and rand() < 0.9:
            rules = g.rules
            pool = [s for s in (t.seats if rules.check_dead_seats else living) if s != seat]
            if not rules.check_same_seat_again:
                seen = {e.target for e in t.secrets[seat]}
                pool = [s for s in pool if s not in seen]
            if kind == "don_check" and not rules.don_may_check_black:
                pool = [s for s in pool if not t.roles[s].black]
            if pool:
                out.append(_act(seat, "check", pool[below(bits, len(pool))]))
    out.append(_TIMEOUT)
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
    rand = rng.random
    apply = g.apply
    n = 0
    while g.table.winner is None:
        if undo and g._inputs and rand() < P_UNDO:
            g.host("undo")
        for inp in _choose(rng, g, p_nominate, p_agree):
            apply(inp)
            n += 1
            if g.table.winner is not None:
                break
        if n > max_inputs:
            raise RuntimeError(f"game {seed} did not end after {max_inputs} inputs")
    return g
