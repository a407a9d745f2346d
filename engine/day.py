"""Day speeches with nominations, and the last words (plus the first-night victim's best move).

Speeches run in seat order from the day's opener: day 1 opens with seat 1 (the first living
seat from 1, if seat 1 was removed on night 0: 002 rule 5), each next day with the living seat
after the previous day's opener (000, 002, 004). A muted seat (3 fouls) loses his speech, or
speaks ``short_speech_seconds`` when few are alive.

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

import itertools
from typing import Final

from .errors import (
    AlreadyNominated,
    BadAction,
    BadBestMove,
    EngineError,
    MutedNomination,
    NominatedTwice,
    NoSuchSeat,
    NotYourTurn,
    SeatDead,
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
        if t.opener is None:  # day 1: seat 1, or the first living seat after him
            t.opener = 1 if 1 in t.alive else self._next_living(1)
        else:
            t.opener = self._next_living(t.opener)
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
        self.check_nomination(seat, target)
        assert target is not None
        t.nominees.append(target)
        t.nominated_by[seat] = target
        events.append(_nominated(seat, target, len(t.nominees)))

    def nomination_why(self, seat: int, target: int | None) -> str:
        """Why the speaker ``seat`` may not nominate ``target`` now ("" when he may; 000, 002
        rules 6-7: one nominee a day; club switches) — cheap: the legal inputs ask it for
        every seat."""
        t = self.table
        if self.muted_speech and not self.rules.muted_may_nominate:
            return "muted"
        if type(target) is not int or target not in t.alive:
            if target is None:
                return "no_target"
            if isinstance(target, bool) or not isinstance(target, int) or \
                    not 1 <= target <= len(t.seats):
                return "no_seat"
            return "dead"
        if seat in t.nominated_by:
            return "twice"
        if target in t.nominees:
            return "taken"
        if target == seat and not self.rules.self_nomination:
            return "self"
        return ""

    def nomination_refusal(self, seat: int, target: int | None) -> EngineError | None:
        """The error named by its cause for :meth:`nomination_why`'s reason, or None."""
        reason = self.nomination_why(seat, target)
        t = self.table
        if not reason:
            return None
        if reason == "muted":
            return MutedNomination(f"seat {seat} has 3 fouls and may not nominate")
        if reason == "no_target":
            return BadAction("nominate needs a target seat")
        if reason == "no_seat":
            return NoSuchSeat(f"nominee {target!r} is not at this table (seats 1-{len(t.seats)})")
        if reason == "dead":
            return SeatDead(f"nominee {target} is dead")
        if reason == "twice":
            return NominatedTwice(f"seat {seat} already nominated {t.nominated_by[seat]} today")
        if reason == "taken":
            return AlreadyNominated(f"seat {target} is already nominated")
        return SelfNomination(f"seat {seat} may not nominate himself")

    def check_nomination(self, seat: int, target: int | None) -> None:
        """Raise :meth:`nomination_refusal`'s error, if any."""
        err = self.nomination_refusal(seat, target)
        if err is not None:
            raise err

    def allows_nomination(self, target: int) -> bool:
        """Whether the speaker may nominate ``target`` now (by :meth:`nomination_why`)."""
        seat = self.cur
        return seat is not None and not self.nomination_why(seat, target)

    def nominees_allowed(self) -> list[int]:
        """The seats the speaker may nominate now (by :meth:`nomination_refusal`)."""
        seat = self.cur
        if seat is None:
            return []
        why = self.nomination_why
        return [t for t in self.table.seats if not why(seat, t)]

    def legal(self, seat: int | None) -> list[Act]:
        speaker = self.cur
        if speaker is None or (seat is not None and seat != speaker):
            return []
        return [Act(speaker, "end_speech"),
                *(Act(speaker, "nominate", target=t) for t in self.nominees_allowed())]

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

    def best_move_refusal(self, seat: int, targets: tuple[int, ...]) -> EngineError | None:
        """The error named by its cause if these are not a best move ``seat`` may name (004:
        up to 3 suspects, each once, not himself; dead seats may be named), else None."""
        limit = self.rules.best_move_max_seats
        if len(targets) > limit:
            return BadBestMove(f"a best move names at most {limit} seats, got {len(targets)}")
        if len(set(targets)) != len(targets):
            return BadBestMove(f"a best move names each seat once, got {list(targets)}")
        n = len(self.table.seats)
        for s in targets:
            if isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= n:
                return NoSuchSeat(f"best-move seat {s!r} is not at this table (seats 1-{n})")
            if s == seat:
                return BadBestMove(f"seat {seat} may not name himself in his best move")
        return None

    def check_best_move(self, seat: int, targets: tuple[int, ...]) -> None:
        """Raise :meth:`best_move_refusal`'s error, if any."""
        err = self.best_move_refusal(seat, targets)
        if err is not None:
            raise err

    def best_move_pool(self) -> list[int]:
        """The seats the best move's giver may name (each alone passes the check); a best move
        is up to ``best_move_max_seats`` distinct seats of the pool."""
        if not self.queue or self.queue[0][1] != "best_move":
            return []
        who = self.queue[0][0]
        return [s for s in self.table.seats if self.best_move_refusal(who, (s,)) is None]

    def legal(self, seat: int | None) -> list[Act]:
        """The end of a last word, or each best move (its seats in any order: listed once, in
        seat order)."""
        if not self.queue:
            return []
        who, kind, _ = self.queue[0]
        if seat is not None and seat != who:
            return []
        if kind == "last_word":
            return [Act(who, "end_last_word")]
        pool = self.best_move_pool()
        out = []
        for k in range(self.rules.best_move_max_seats + 1):
            for combo in itertools.combinations(pool, k):
                out.append(Act(who, "best_move", targets=combo))
        return out

    def _best_move(self, act: Act, events: list[Event]) -> None:
        seat = self.queue[0][0]
        if act.action != "best_move":
            return super().act(act, events)
        if act.seat != seat:
            raise NotYourTurn(f"only seat {seat} gives the best move now")
        targets = tuple(act.targets or ())
        self.check_best_move(seat, targets)
        self.table.best_moves.append((seat, targets))
        events.append(BestMove(seat=seat, targets=targets))
        self._pop()

    def timeout(self, events: list[Event]) -> None:
        seat, kind, _ = self.queue[0]
        if kind == "best_move":
            self.table.best_moves.append((seat, ()))
            events.append(BestMove(seat=seat, targets=()))
        self._pop()
