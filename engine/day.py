"""Day speeches with nominations, and the last words (plus the first-night victim's best move).

Speeches run in seat order from the day's opener: day 1 opens with seat 1, each next day with
the living seat after the previous opener (000, 002, 004). A muted seat (3 fouls) loses his
speech, or speaks ``short_speech_seconds`` when few are alive.

>>> from engine import Game
>>> g = Game.new(seed=1); _ = g.timeout()
>>> g.act(1, "nominate", target=4)
[Nominated(by=1, target=4, order=1)]
>>> g.act(1, "end_speech"), g.now().seats
([], (2,))

Errors: NotYourTurn (not the speaker), NominatedTwice, AlreadyNominated, SeatDead, NoSuchSeat,
SelfNomination, MutedNomination (option); in last words NotYourTurn and BadBestMove.
"""

from __future__ import annotations

from typing import Final

from .errors import (
    AlreadyNominated,
    BadAction,
    BadBestMove,
    MutedNomination,
    NominatedTwice,
    NotYourTurn,
    SelfNomination,
)
from .events import BestMove, Event, Nominated, SpeechLost, shared
from .inputs import Act
from .stage import Stage
from .table import Table
from .windows import Window, window

_nominated: Final = shared(Nominated)


class Speeches(Stage):
    """One speech per living seat; the speaker may nominate one living, not yet nominated seat."""

    def __init__(self, table: Table, events: list[Event]) -> None:
        super().__init__(table)
        t = table
        t.opener = 1 if t.opener is None else self._next_living(t.opener)
        # the living in seat order, rotated to start at the opener
        opener, living = t.opener, t.living()
        self.order = [s for s in living if s >= opener] + [s for s in living if s < opener]
        self.idx = -1
        self.seconds = 0.0
        self.muted_speech = False  # the speaker has 3 fouls and a short speech
        self._next(events)

    def _next_living(self, seat: int) -> int:
        n = len(self.table.seats)
        for i in range(1, n + 1):
            s = (seat - 1 + i) % n + 1
            if s in self.table.alive:
                return s
        return seat

    def _next(self, events: list[Event]) -> None:
        t = self.table
        order = self.order
        idx = self.idx
        alive = t.alive
        muted = t.muted_day
        self._w: Window | None = None  # the speech window, built when first asked
        while True:
            idx += 1
            if idx >= len(order):
                self.idx = idx
                self.done = True
                self.cur = None
                t.speeches_over = True
                return
            seat = order[idx]
            if seat not in alive:
                continue
            t.spoken_today.add(seat)
            if muted and seat in muted and muted[seat] == t.day:
                del muted[seat]
                if len(alive) <= self.rules.muted_short_speech_alive_max:
                    self.idx = idx
                    self.cur = seat
                    self.seconds = self.rules.short_speech_seconds
                    self.muted_speech = True
                    return
                events.append(SpeechLost(seat=seat))
                continue
            self.idx = idx
            self.cur = seat  # the speaker (an int), None once done
            self.seconds = self.rules.speech_seconds
            self.muted_speech = False
            return

    @property
    def speaker(self) -> int | None:
        return None if self.done else self.order[self.idx]

    def windows(self) -> list[Window]:
        w = self.current()
        return [] if w is None else [w]

    def current(self) -> Window | None:
        w = self._w
        if w is None and not self.done:
            w = self._w = window("speech", (self.order[self.idx],), self.seconds)
        return w

    def act(self, act: Act, events: list[Event]) -> None:
        seat = act.seat
        action = act.action
        # fast path: the speaker (alive by construction) ends or nominates; anything else
        # goes through expect() for the error named by its cause
        if type(seat) is not int or seat != self.cur or (
            action != "end_speech" and action != "nominate"
        ):
            self.expect(act, "speech", ("nominate", "end_speech"))
        if action == "end_speech":
            self._next(events)
            return
        t = self.table
        target = act.target
        if self.muted_speech and not self.rules.muted_may_nominate:
            raise MutedNomination(f"seat {seat} has 3 fouls and may not nominate")
        if target is None:
            raise BadAction("nominate needs a target seat")
        if type(target) is not int or target not in t.alive:
            t.living_seat(target, "nominee")
        if seat in t.nominated_by:
            raise NominatedTwice(f"seat {seat} already nominated {t.nominated_by[seat]} today")
        if target in t.nominees:
            raise AlreadyNominated(f"seat {target} is already nominated")
        if target == seat and not self.rules.self_nomination:
            raise SelfNomination(f"seat {seat} may not nominate himself")
        t.nominees.append(target)
        t.nominated_by[seat] = target
        events.append(_nominated(seat, target, len(t.nominees)))

    def timeout(self, events: list[Event]) -> None:
        """The speech is over: the next speaker."""
        self._next(events)

    def removed(self, seat: int, events: list[Event]) -> None:
        if seat == self.speaker:
            self._next(events)


class LastWords(Stage):
    """Last words of the leavers in order, then the best move when granted.

    ``queue`` holds (seat, kind, seconds) with kind "last_word" or "best_move".
    """

    def __init__(self, table: Table, queue: list[tuple[int, str, float]]) -> None:
        super().__init__(table)
        self.queue = queue
        self.done = not queue

    def windows(self) -> list[Window]:
        return [window(kind, (seat,), secs) for seat, kind, secs in self.queue]

    def current(self) -> Window | None:
        if not self.queue:
            return None
        seat, kind, secs = self.queue[0]
        return window(kind, (seat,), secs)

    def _pop(self) -> None:
        self.queue.pop(0)
        self.done = not self.queue

    def act(self, act: Act, events: list[Event]) -> None:
        w = self.current()
        kind = w.kind if w else ""
        if kind == "best_move":
            self._best_move(act, events)
            return
        # the speaker is already out of the game, so no living-seat check here
        if w is None or kind != "last_word" or act.action != "end_last_word":
            return super().act(act, events)
        if act.seat != w.seats[0]:
            raise NotYourTurn(f"only seat {w.seats[0]} ends his last word now")
        self._pop()

    def _best_move(self, act: Act, events: list[Event]) -> None:
        seat = self.queue[0][0]
        if act.action != "best_move":
            return super().act(act, events)
        if act.seat != seat:
            raise NotYourTurn(f"only seat {seat} gives the best move now")
        targets = tuple(act.targets or ())
        limit = self.rules.best_move_max_seats
        if len(targets) > limit:
            raise BadBestMove(f"a best move names at most {limit} seats, got {len(targets)}")
        if len(set(targets)) != len(targets):
            raise BadBestMove(f"a best move names each seat once, got {list(targets)}")
        for s in targets:
            self.table.seat(s, "best-move seat")
            if s == seat:
                raise BadBestMove(f"seat {seat} may not name himself in his best move")
        self.table.best_moves.append((seat, targets))
        events.append(BestMove(seat=seat, targets=targets))
        self._pop()

    def timeout(self, events: list[Event]) -> None:
        seat, kind, _ = self.queue[0]
        if kind == "best_move":
            self.table.best_moves.append((seat, ()))
            events.append(BestMove(seat=seat, targets=()))
        self._pop()
