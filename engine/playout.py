"""Seeded random legal games: for tests, fuzzing and the benchmark.

>>> g = random_game(5)
>>> g.over, g.winner in ("town", "mafia", "draw")
(True, True)
>>> random_game(5).inputs == g.inputs
True

Only legal inputs are generated — every choice is drawn from what the game says is legal now
(``Game.legal_inputs`` and the stages' own lists built from the same checks) — so a raised
EngineError here is a bug in the engine.
"""

from __future__ import annotations

import random
from typing import Any, Final

from .day import LastWords, Speeches
from .draws import below, shuffle
from .game import Game
from .inputs import Act, Host, Input, Timeout
from .night_stage import Night
from .vote import Ballot

#: chances per window (the mix keeps ties, all-leave votes, fouls and misses frequent)
P_FOUL: Final = 0.04
P_DISQUALIFY: Final = 0.003
P_UNDO: Final = 0.01
P_TECHNICAL: Final = 0.01  # only where the rule set gives technical fouls
#: each game draws its table's temper: how often speakers nominate, how often the mafia agree
NOMINATE_CHOICES: Final = (0.1, 0.45, 0.8)
SHOT_AGREE_CHOICES: Final = (0.3, 0.8, 0.95)


class _Acts(dict):
    """One shared :class:`Act` per distinct key, made on first use: inputs are frozen values,
    and building a dataclass costs more than a dict lookup in a loop that makes a hundred of
    them per game. The key is the seat, or (seat, target) / (seat, yes) for ``by``."""

    def __init__(self, action: str, by: str = "") -> None:
        super().__init__()
        self.action, self.by = action, by

    def __missing__(self, key: Any) -> Act:
        if self.by:
            seat, value = key
            a = self[key] = Act(seat, self.action, **{self.by: value})
        else:
            a = self[key] = Act(key, self.action)
        return a


_END_SPEECH: Final = _Acts("end_speech")
_END_LAST_WORD: Final = _Acts("end_last_word")
_NOMINATE: Final = _Acts("nominate", "target")
_VOTE: Final = _Acts("vote", "target")
_ANSWER: Final = _Acts("vote", "yes")
_SHOOT: Final = _Acts("shoot", "target")
_ACTS: Final[dict[tuple[int, str, int], Act]] = {}


def _act(seat: int, action: str, target: int) -> Act:
    """The shared ``Act(seat, action, target=target)`` of a night step."""
    key = (seat, action, target)
    a = _ACTS.get(key)
    if a is None:
        a = _ACTS[key] = Act(seat, action, target=target)
    return a
_TIMEOUT: Final = Timeout()
_HOSTS: Final[dict[tuple[str, int], Host]] = {}


def _pick(bits: Any, pool: Any, ok: Any) -> Any:
    """A uniformly random element of ``pool`` that the engine's ``ok`` accepts (None if none
    does): a few draws, each asked of the rules, then the whole pool — uniform either way,
    and far cheaper than listing every legal act when most are legal."""
    n = len(pool)
    if not n:
        return None
    for _ in range(4):
        c = pool[below(bits, n)]
        if ok(c):
            return c
    good = [c for c in pool if ok(c)]
    return good[below(bits, len(good))] if good else None


def _host(action: str, seat: int) -> Host:
    """The shared ``Host(action, seat)``."""
    h = _HOSTS.get((action, seat))
    if h is None:
        h = _HOSTS[action, seat] = Host(action, seat)
    return h


def _play_window(g: Game, rng: random.Random, p_agree: float) -> int:
    """Close the first open window, not a speech (see :func:`random_game`), with legal inputs
    (several acts, then usually a timeout); returns how many were applied. They are drawn from
    the state before the first is applied, and each is applied once drawn (applying draws
    nothing, so the draws are those of drawing them all first); the rest are dropped once the
    game is over."""
    t = g.table
    stage = g.stage
    # a vote, the most frequent window after a speech, is read off its stage without
    # building the window: its candidate and the living who have not voted
    ballot = stage if type(stage) is Ballot and stage.mode == "vote" and not stage.done else None
    w = None
    if ballot is not None:
        kind = "vote"
    else:
        w = stage.current()
        assert w is not None
        kind = w.kind
    rand, bits = rng.random, rng.getrandbits
    apply = g.apply
    living = t._living
    if rand() < P_FOUL:
        apply(_host("foul", living[below(bits, len(living))]))
        return 1
    if rand() < P_DISQUALIFY and len(living) > 2:
        apply(_host("disqualify", living[below(bits, len(living))]))
        return 1
    if g.rules.technical_fouls_remove and rand() < P_TECHNICAL and len(living) > 2:
        apply(_host("technical_foul", living[below(bits, len(living))]))
        return 1
    if ballot is not None:
        votes = ballot.votes
        seats = [s for s in living if s not in votes]
        shuffle(bits, seats)
        candidate = ballot.candidates[ballot.idx]
        n = 0
        for s in seats[: below(bits, len(seats) + 1)]:
            apply(_VOTE[s, candidate])
            n += 1
            if t.winner is not None:
                return n
        apply(_TIMEOUT)
        return n + 1
    assert w is not None
    if kind == "justify":
        apply(_END_SPEECH[w.seats[0]] if rand() < 0.5 else _TIMEOUT)
        return 1
    if kind == "last_word":
        apply(_END_LAST_WORD[w.seats[0]] if rand() < 0.5 else _TIMEOUT)
        return 1
    if kind == "best_move":
        if rand() < 0.7:
            assert type(stage) is LastWords
            pool = stage.best_move_pool()
            shuffle(bits, pool)
            k = below(bits, g.rules.best_move_max_seats + 1)
            apply(Act(w.seats[0], "best_move", targets=tuple(pool[:k])))
        else:
            apply(_TIMEOUT)
        return 1
    out: list[Input] = []
    if kind == "all_leave_vote":
        for s in w.seats:
            x = rand()
            if x < 0.8:
                out.append(_ANSWER[s, x < 0.5])
    elif type(stage) is Night and w.seats:
        step = stage.steps[stage.idx]
        allows = stage.allows
        if step.spoils:  # a group's shot: agree, spoil, shoot twice, stray or stay still
            first = w.seats[0]
            target = _pick(bits, living, lambda t: allows(first, t))
            if target is not None:
                spoil = (1 - p_agree) / 4
                seats_all = t.seats
                for s in w.seats:
                    x = rand()
                    if x < p_agree:
                        if allows(s, target):
                            out.append(_SHOOT[s, target])
                    elif x < p_agree + spoil:
                        if allows(s, None):
                            out.append(_SHOOT[s, None])
                    elif x < p_agree + 3 * spoil:
                        for _ in range(2 if x < p_agree + 2 * spoil else 1):
                            stray = seats_all[below(bits, len(seats_all))]
                            if allows(s, stray):
                                out.append(_SHOOT[s, stray])
        elif rand() < 0.9:
            seat = w.seats[0]
            target = _pick(bits, t.seats, lambda x: allows(seat, x))
            if target is not None:
                out.append(_act(seat, step.action, target))
    out.append(_TIMEOUT)
    n = 0
    for inp in out:
        apply(inp)
        n += 1
        if t.winner is not None:
            break
    return n


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
    bits = rng.getrandbits
    # == rng.randrange(1 << 30), rng.choice(...) draw for draw (engine.draws)
    g = Game.new(rules=rules, seed=below(bits, 1 << 30), options=options)
    p_nominate = NOMINATE_CHOICES[below(bits, len(NOMINATE_CHOICES))]
    p_agree = SHOT_AGREE_CHOICES[below(bits, len(SHOT_AGREE_CHOICES))]
    _play_to_end(g, rng, p_nominate, p_agree, undo, max_inputs, f"game {seed}")
    return g


def finish_game(game: Game, seed: int, *, max_inputs: int = 5000) -> Game:
    """Play ``game`` on from where it stands to its end with random legal inputs (no undo),
    the same for the same seed: the playouts of a move analysis. The table's temper is drawn as
    :func:`random_game` draws it. Returns ``game`` itself, now over.

    >>> g = random_game(5)
    >>> start = Game.replay(g._new_kwargs, g.inputs[:60])
    >>> finish_game(start, 1).over, len(start.inputs) > 60
    (True, True)

    Raises RuntimeError if the game has not ended after ``max_inputs`` more inputs (a bug).
    """
    rng = random.Random(seed)
    bits = rng.getrandbits
    p_nominate = NOMINATE_CHOICES[below(bits, len(NOMINATE_CHOICES))]
    p_agree = SHOT_AGREE_CHOICES[below(bits, len(SHOT_AGREE_CHOICES))]
    _play_to_end(game, rng, p_nominate, p_agree, False, max_inputs, f"playout {seed}")
    return game


def _play_to_end(g: Game, rng: random.Random, p_nominate: float, p_agree: float, undo: bool,
                 max_inputs: int, name: str) -> None:
    """Random legal inputs until ``g`` is over (see :func:`random_game`)."""
    rand, bits = rng.random, rng.getrandbits
    apply = g.apply
    technical = g.rules.technical_fouls_remove > 0
    t = g.table
    n = 0
    while t.winner is None:
        if undo and g._inputs and rand() < P_UNDO:
            g.host("undo")
            t = g.table  # undo rebuilds the game
        stage = g.stage
        if type(stage) is not Speeches:
            n += _play_window(g, rng, p_agree)
        else:
            # a speech, the most frequent window, is played here (read off its stage)
            living = t._living
            n += 1
            if rand() < P_FOUL:
                apply(_host("foul", living[below(bits, len(living))]))
            elif rand() < P_DISQUALIFY and len(living) > 2:
                apply(_host("disqualify", living[below(bits, len(living))]))
            elif technical and rand() < P_TECHNICAL and len(living) > 2:
                apply(_host("technical_foul", living[below(bits, len(living))]))
            else:
                seat = stage.cur
                if seat not in t.nominated_by and rand() < p_nominate:
                    target = _pick(bits, living, stage.allows_nomination)
                    if target is not None:
                        apply(_NOMINATE[seat, target])
                        n += 1
                if t.winner is None:
                    apply(_END_SPEECH[seat] if rand() < 0.5 else _TIMEOUT)
                else:
                    n -= 1  # the end of the speech was never applied
        if n > max_inputs:
            raise RuntimeError(f"{name} did not end after {max_inputs} inputs")
