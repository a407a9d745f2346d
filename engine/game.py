"""The game: a fold over its inputs. Ask what it awaits (:meth:`Game.pending`), apply an input
(:meth:`Game.act`, :meth:`Game.timeout`, :meth:`Game.host`), get back the events it caused.

>>> g = Game.new(rules="classic", seed=7)
>>> [w.kind for w in g.pending()]
['night0']
>>> [e.type for e in g.timeout()]
['phase']
>>> g.pending()[0]
Window(kind='speech', seats=(1,), seconds=60.0, candidate=None, candidates=())
>>> g.act(1, "nominate", target=5)[0]
Nominated(by=1, target=5, order=1)
>>> g.act(1, "nominate", target=6)
Traceback (most recent call last):
...
engine.errors.NominatedTwice: seat 1 already nominated 5 today

Ask what is legal (:meth:`Game.legal_inputs`, from the same checks that raise the errors) and
what the rules are (:attr:`Game.book`, the game's rule book).

Errors: every illegal input raises a subclass of :class:`EngineError` named by its cause and
leaves the game exactly as it was.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable
from typing import Any, Final

from .book import Book
from .day import LastWords, Speeches
from .draws import shuffle
from .errors import BadAction, BadInput, BadRoles, GameOver, NoTechnicalFouls, NothingToUndo
from .events import (
    Event,
    Foul,
    GameEnded,
    NightOutcome,
    NightResult,
    Phase,
    TechnicalFoul,
    Undone,
    shared,
)
from .inputs import Act, Host, Input, Timeout, input_from_json
from .night_stage import Night, NightZero
from .rules import Rules, load_rules
from .stage import Stage
from .table import Table
from .views import full_view, public_view, seat_view
from .vote import Ballot
from .windows import Window

_phase: Final = shared(Phase)
_night_result: Final = shared(NightResult)
_foul: Final = shared(Foul)
_BOOKS: Final[dict[int, tuple[Rules, Book]]] = {}


@functools.lru_cache(maxsize=32)
def _shipped_rules(name: str) -> Rules:
    return load_rules(name)


def book_of(rules: Rules) -> Book:
    """The rule book of ``rules``, made once per rules object (a playout makes thousands of
    games with the same rules)."""
    found = _BOOKS.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_BOOKS) > 256:
            _BOOKS.clear()
        found = _BOOKS[id(rules)] = (rules, Book(rules))
    return found[1]


def deal(rules: Rules, seed: int) -> dict[int, str]:
    """Roles by seat, shuffled by ``random.Random(seed)``: the same seed, the same deal.

    >>> sorted(deal(load_rules("classic"), 1).values()).count("citizen")
    6
    """
    cards = list(book_of(rules).cards)
    shuffle(random.Random(seed).getrandbits, cards)  # == random.Random(seed).shuffle(cards)
    return {i + 1: c for i, c in enumerate(cards)}


class Game:
    """One game at one table. Build it with :meth:`new` or :meth:`replay`."""

    def __init__(self, rules: Rules, roles: dict[int, str], new_kwargs: dict[str, Any]) -> None:
        self.rules = rules
        #: the rule book of this game: ask it (windows, steps, roles, registration, read-outs)
        self.book = book_of(rules)
        self.roles_dealt = dict(roles)
        self._new_kwargs = new_kwargs
        self._inputs: list[Input] = []
        self._log: list[Event] = []
        book = self.book
        self._actions = book.actions
        self._night_actions = book.night_actions
        self._args = book.args
        role = rules.catalog.role
        self.table = Table(rules, {s: role(r) for s, r in roles.items()})
        self.stage: Stage = NightZero(self.table)
        #: what follows the current stage (a Game method, called as ``_after(game, events)``)
        self._after: Callable[[Game, list[Event]], None] = Game._first_morning
        self._record_night: Night | None = None
        self._round_start_left = 0
        self._end_after: str | None = None
        self._day1_leavers = 0

    # -- construction ----------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        rules: str | Rules = "classic",
        roles: dict[int, str] | None = None,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> Game:
        """A new game: roles by seat, or ``seed`` for a seeded deal; ``options`` override keys
        of the rule set. Raises RulesFileError, BadOption, BadRoles.

        >>> Game.new(roles={1: "don"})
        Traceback (most recent call last):
        ...
        engine.errors.BadRoles: roles must give every seat 1-10 exactly once; missing [2, ...

        A ``Rules`` object (``load_rules(...)``, with its own catalog) may stand for ``rules``.
        """
        kwargs = {"rules": rules, "roles": roles, "seed": seed, "options": options}
        r = rules if isinstance(rules, Rules) else _shipped_rules(str(rules))
        r = r.with_options(options)
        if (roles is None) == (seed is None):
            raise BadRoles("give either roles by seat or a seed for the deal")
        if roles is None:
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise BadRoles(f"seed must be an integer, got {seed!r}")
            roles = deal(r, seed)
        else:
            roles = _check_roles(r, roles)
        return cls(r, roles, kwargs)

    @classmethod
    def replay(cls, new_kwargs: dict[str, Any], inputs: Iterable[Input | dict]) -> Game:
        """The game built by ``Game.new(**new_kwargs)`` and the inputs (objects or JSON).
        Raises what the first illegal input raises."""
        g = Game.new(**new_kwargs)  # (not cls.new: mypyc mis-passes **kwargs there)
        apply = g.apply
        actions = g._actions
        for inp in inputs:
            apply(input_from_json(inp, actions) if isinstance(inp, dict) else inp)
        return g

    def __repr__(self) -> str:
        # no roles here: a repr ends up in logs
        return (f"<Game rules={self.rules.name!r} day={self.day} phase={self.phase!r} "
                f"inputs={len(self._inputs)} winner={self.winner!r}>")

    # -- questions -------------------------------------------------------------------------
    def pending(self) -> list[Window]:
        """The open windows, the one the table deals with now first; empty once over."""
        return [] if self.over else self.stage.windows()

    def now(self) -> Window | None:
        """The first pending window (None once over): ``g.now() == g.pending()[0]``."""
        return None if self.over else self.stage.current()

    @property
    def inputs(self) -> tuple[Input, ...]:
        return tuple(self._inputs)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event so far (secrets included: for the box's sealed record, not the table)."""
        return tuple(self._log)

    @property
    def over(self) -> bool:
        return self.table.winner is not None

    @property
    def winner(self) -> str | None:
        return self.table.winner

    @property
    def phase(self) -> str:
        return "over" if self.over else self.table.phase

    @property
    def day(self) -> int:
        return self.table.day

    def legal_inputs(self, seat: int | None = None) -> list[Act]:
        """The seat acts the open window takes now (of ``seat``, or of every seat), from the
        same checks that raise the errors: each is accepted by :meth:`apply`, and any other
        act is refused. A timeout is always legal while the game is on; host actions are
        :meth:`Game.host`'s.

        >>> g = Game.new(seed=1); _ = g.timeout()
        >>> [a.action for a in g.legal_inputs()][:3]
        ['end_speech', 'nominate', 'nominate']
        >>> g.legal_inputs(seat=5)
        []
        """
        if self.over:
            return []
        return self.stage.legal(seat)

    def after_undo(self) -> Window | None:
        """The window that would be open if the last input were taken back (None: none, or
        nothing to undo). Changes nothing."""
        if not self._inputs:
            return None
        g = Game.replay(self._new_kwargs, self._inputs[:-1])
        return g.now()

    def is_secret(self, window: Window) -> bool:
        """Whether ``window`` is a night step (who acts and what happens in it is secret)."""
        return window.kind in self.book.secret_kinds

    def public_view(self) -> dict[str, Any]:
        return public_view(self.table, self.pending(), self.book.secret_kinds)

    def seat_view(self, seat: int) -> dict[str, Any]:
        """Raises NoSuchSeat."""
        return seat_view(self.table, self.pending(), seat, self.book.secret_kinds)

    def full_view(self) -> dict[str, Any]:
        """Raises GameNotOver before the end."""
        record = {
            "inputs": [i.to_json() for i in self._inputs],
            "events": [e.to_json() for e in self._log],
        }
        return full_view(self.table, self.pending(), record, self.book.secret_kinds)

    # -- inputs ----------------------------------------------------------------------------
    def act(
        self,
        seat: int,
        action: str,
        target: int | None = None,
        targets: Iterable[int] | None = None,
        yes: bool | None = None,
    ) -> list[Event]:
        """A seat acts in the open window. Raises an EngineError subclass."""
        tgts = tuple(targets) if targets is not None else None
        return self.apply(Act(seat=seat, action=action, target=target, targets=tgts, yes=yes))

    def timeout(self) -> list[Event]:
        """The open window's time is over."""
        return self.apply(Timeout())

    def host(self, action: str, seat: int | None = None) -> list[Event]:
        """The host: "foul", "technical_foul" or "disqualify" a seat, or "undo" the last
        input."""
        return self.apply(input_from_json(Host(action, seat).to_json()))

    def apply(self, inp: Input) -> list[Event]:
        """Apply one input; returns its events. Raises an EngineError subclass, changing
        nothing."""
        if type(inp) is Host:
            if inp.action == "undo":
                return self._undo()
        elif type(inp) is not Act and type(inp) is not Timeout:
            raise BadInput(f"not an input: {inp!r}")
        if self.table.winner is not None:
            raise self._game_over()
        events: list[Event] = []
        stage = self.stage
        try:
            # the most frequent inputs first: this is the hot path of every playout
            if type(inp) is Act:
                args = self._args.get(inp.action)
                if args is None:
                    raise BadInput(
                        f"unknown action {inp.action!r} (one of {sorted(self._actions)})")
                if (inp.target is not None and "target" not in args) or (
                        inp.targets is not None and "targets" not in args) or (
                        inp.yes is not None and "yes" not in args):
                    raise BadAction(f"{inp.action} takes only {', '.join(sorted(args)) or 'a seat'}")
                stage.act(inp, events)
            elif type(inp) is Timeout:
                stage.timeout(events)
            elif type(inp) is Host:
                self._host(inp, events)
            if stage.done:  # inputs never replace the stage: only _advance() does
                self._advance(events)
        except Exception:
            # stages check before they change anything; rebuilding from the inputs makes
            # "an error changes nothing" hold even for a check that came too late
            self._rebuild(self._inputs)
            raise
        self._inputs.append(inp)
        if events:
            self._log.extend(events)
        return events

    def _game_over(self) -> GameOver:
        return GameOver(f"the game is over ({self.table.winner} won); only undo is possible")

    def _host(self, inp: Host, events: list[Event]) -> None:
        seat = self.table.living_seat(inp.seat)
        if inp.action == "foul":
            self._foul(seat, events)
        elif inp.action == "technical_foul":
            self._technical_foul(seat, events)
        elif inp.action == "disqualify":
            self._remove(seat, "disqualified", events)
        else:
            raise BadInput(f"unknown host action {inp.action!r}")

    def _undo(self) -> list[Event]:
        if not self._inputs:
            raise NothingToUndo("nothing to undo")
        last = self._inputs[-1]
        self._rebuild(self._inputs[:-1])
        secret = isinstance(last, Act) and last.action in self._night_actions
        return [Undone(input=None if secret else last.to_json())]

    def _rebuild(self, inputs: list[Input]) -> None:
        fresh = Game.replay(self._new_kwargs, list(inputs))
        for name in _STATE:
            setattr(self, name, getattr(fresh, name))

    # -- the flow of the game --------------------------------------------------------------
    def _advance(self, events: list[Event]) -> None:
        while self.stage.done and self.table.winner is None:
            self._after(self, events)

    def _first_morning(self, events: list[Event]) -> None:
        self._morning(events)
        self._to_speeches_after_words(events, [])

    def _morning(self, events: list[Event]) -> None:
        t = self.table
        t.day += 1
        t.phase = "day"
        t.spoken_today = set()
        t.speeches_over = False
        t.nominees, t.nominated_by = [], {}
        t.removed_today = False
        t.alibi = None
        events.append(_phase("day", t.day))

    def _to_speeches_after_words(self, events: list[Event], queue: list) -> None:
        if not queue:  # no last words: straight on (an empty stage would be done at once)
            self._after_morning_words(events)
            return
        self.stage = LastWords(self.table, queue)
        self._after = Game._after_morning_words

    def _after_morning_words(self, events: list[Event]) -> None:
        if self._end_after and self._decided(events):
            return
        self.stage = Speeches(self.table, events)
        self._after = Game._after_speeches

    def _after_speeches(self, events: list[Event]) -> None:
        self.stage = Ballot(self.table, events)
        self._after = Game._after_ballot

    def _after_ballot(self, events: list[Event]) -> None:
        t, ballot = self.table, self.stage
        assert isinstance(ballot, Ballot)
        for seat in ballot.leavers:
            t.eliminate(seat, ballot.how, events)
        queue = [(s, "last_word", self.rules.last_word_vote_seconds) for s in ballot.leavers]
        if t.day == 1:
            self._day1_leavers = len(ballot.leavers)
        winner = t.end_now()
        if winner:
            if not (queue and self.rules.last_word_if_game_ends):
                return self._end(winner, events)
            self._end_after = winner
        if not queue:  # no last words: straight on to the night
            self._after_day_words(events)
            return
        self.stage = LastWords(t, queue)
        self._after = Game._after_day_words

    def _after_day_words(self, events: list[Event]) -> None:
        if self._end_after and self._decided(events):
            return
        t = self.table
        t.phase = "night"
        t.nominees, t.nominated_by = [], {}
        events.append(_phase("night", t.day))
        self.stage = Night(t, self.book.steps)
        self._after = Game._after_night

    def _after_night(self, events: list[Event]) -> None:
        t, night = self.table, self.stage
        assert isinstance(night, Night)
        record = night.record
        for kind, by_seat in record.acts.items():
            past = t.history.setdefault(kind, {})
            for seat, targets in by_seat.items():
                past.setdefault(seat, []).append((t.day, targets[-1]))
        self._morning(events)
        if self.rules.courtesan_alibi:
            t.alibi = next((c for c in record.visited if c in t.alive), None)
        killed = tuple(s for s in record.killed if s in t.alive)
        events.append(_night_result(killed[0] if killed else None, killed))
        queue: list[tuple[int, str, float]] = []
        best = self._best_move_granted()
        first = self.rules.best_move_at == "start_of_last_word"
        for seat in killed:
            t.eliminate(seat, "shot", events)
        if record.causes or record.saved:  # the causes: for the sealed record only
            events.append(NightOutcome(causes=record.causes, saved=record.saved))
        for seat in killed:
            word = (seat, "last_word", self.rules.last_word_night_seconds)
            move = (seat, "best_move", self.rules.best_move_seconds)
            queue += ([move, word] if first else [word, move]) if best else [word]
        left = len(t.eliminated)
        t.quiet_rounds = t.quiet_rounds + 1 if left == self._round_start_left else 0
        self._round_start_left = left
        winner = t.end_now()
        if winner is None and 0 < self.rules.draw_after_quiet_rounds <= t.quiet_rounds:
            winner, queue = "draw", []
        if winner:
            if not (killed and winner != "draw" and self.rules.last_word_if_game_ends):
                return self._end(winner, events)
            self._end_after = winner
            queue = [w for w in queue if w[1] == "last_word"]
        self._to_speeches_after_words(events, queue)

    def _decided(self, events: list[Event]) -> bool:
        """After the last word of a game-ending exit: end the game unless a removal during
        that last word changed who is alive so that nobody has won."""
        self._end_after = None
        winner = self.table.end_now()
        if winner:
            self._end(winner, events)
        return winner is not None

    def _best_move_granted(self) -> bool:
        r = self.rules
        if r.best_move == "any_night_victim":
            return True
        if r.best_move != "first_night_victim" or self.table.day != 2:
            return False
        lost_at = r.best_move_lost_after_day1_leavers
        return not (lost_at and self._day1_leavers >= lost_at)

    def _end(self, winner: str, events: list[Event]) -> None:
        t = self.table
        t.winner = winner
        t.phase = "over"
        roles = tuple((s, t.roles[s].name) for s in t.seats)
        events.append(GameEnded(winner=winner, roles=roles))

    # -- the host --------------------------------------------------------------------------
    def _foul(self, seat: int, events: list[Event]) -> None:
        t = self.table
        t.fouls[seat] += 1
        count = t.fouls[seat]
        events.append(_foul(seat, count))
        if count >= self.rules.fouls_remove:
            self._remove(seat, "fouls", events)
        elif count == self.rules.fouls_mute:
            t.muted_day[seat] = t.mute_day_for(seat)

    def _technical_foul(self, seat: int, events: list[Event]) -> None:
        remove_at = self.rules.technical_fouls_remove
        if not remove_at:
            raise NoTechnicalFouls(f"the rule set {self.rules.name!r} gives no technical fouls")
        t = self.table
        t.technical_fouls[seat] += 1
        events.append(TechnicalFoul(seat=seat, count=t.technical_fouls[seat]))
        if t.technical_fouls[seat] >= remove_at:
            self._remove(seat, "technical_fouls", events)

    def _remove(self, seat: int, how: str, events: list[Event]) -> None:
        t = self.table
        t.eliminate(seat, how, events)
        t.muted_day.pop(seat, None)
        if t.phase == "day":
            t.removed_today = True
        winner = t.end_now()
        if winner:
            # the game ends here: the stage does not go on (no automatic votes to announce)
            self._end(winner, events)
            return
        self.stage.removed(seat, events)


#: everything a game holds; ``_rebuild`` takes it over from a replayed game
_STATE: Final = ("rules", "book", "roles_dealt", "_new_kwargs", "_inputs", "_log", "table", "stage",
                  "_after", "_record_night", "_round_start_left", "_end_after", "_day1_leavers",
                  "_actions", "_night_actions", "_args")


def _check_roles(rules: Rules, roles: dict[Any, str]) -> dict[int, str]:
    names = rules.catalog.role_names
    if not isinstance(roles, dict):
        raise BadRoles("roles must map seats to role names")
    out: dict[int, str] = {}
    for k, v in roles.items():
        try:
            seat = int(k)
        except (TypeError, ValueError):
            raise BadRoles(f"roles: {k!r} is not a seat number") from None
        if v not in names:
            raise BadRoles(f"roles: seat {seat}: unknown role {v!r} (allowed: {sorted(names)})")
        out[seat] = v
    seats = set(range(1, rules.seats + 1))
    if set(out) != seats or len(out) != len(roles):
        missing = sorted(seats - set(out))
        extra = sorted(set(out) - seats)
        raise BadRoles(
            f"roles must give every seat 1-{rules.seats} exactly once; "
            f"missing {missing}, not at the table {extra}"
        )
    counts = {r: 0 for r in names}
    for v in out.values():
        counts[v] += 1
    want = {r: rules.deck.get(r, 0) for r in names}
    if counts != want:
        have = {r: n for r, n in counts.items() if n}
        raise BadRoles(
            f"roles do not match the deck of {rules.name!r}: {have} vs {dict(rules.deck)}"
        )
    return dict(sorted(out.items()))
