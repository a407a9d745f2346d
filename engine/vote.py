"""The day's vote: candidates in nomination order, ties, justifications, revotes and the
all-leave vote.

Each living seat votes once per round; non-voters are given to the last candidate (002 rule
10, 004). A tie gives each tied seat a justification and a revote among them; tied again, the
table votes whether all of them leave (more than half of the living say yes -> all leave).
Clubs may hold no all-leave vote on day 1, or for 2 tied of 4 living or 3 tied of 9 (then all
stay; shared/docs/club-rule-switches.md). A candidate removed (fouls, disqualification) during
the vote: the votes already cast for the others stand (``removal_during_vote: keep_votes``) or
the round starts again (``restart_round``). The Courtesan's client of last night may be
nominated and voted, but the vote does not send him out (003 «Путана», «алиби»): a vote he
leads sends nobody out; an all-leave vote sends the others.

>>> from engine import Game
>>> g = Game.new(seed=1); _ = g.timeout()
>>> _ = g.act(1, "nominate", target=4); _ = g.act(1, "end_speech")
>>> _ = g.act(2, "nominate", target=6)
>>> while g.now().kind == "speech": _ = g.timeout()
>>> [(w.kind, w.candidate) for w in g.pending()]
[('vote', 4), ('vote', 6)]
>>> g.act(3, "vote", target=6)
Traceback (most recent call last):
...
engine.errors.WrongCandidate: the vote now is for seat 4, not 6

Errors: AlreadyVoted, WrongCandidate, SeatDead, NotYourTurn, BadAction (all-leave without yes).
"""

from __future__ import annotations

from typing import Final

from .errors import AlreadyVoted, BadAction, WrongCandidate
from .events import (
    Alibi,
    AllLeaveAnswer,
    AllLeaveResult,
    AllLeaveVote,
    Event,
    NoVote,
    Tie,
    VoteCast,
    VoteResult,
    Voting,
    shared,
)
from .inputs import Act
from .stage import Stage
from .table import Table
from .windows import Window, window

_cast: Final = shared(VoteCast)
_cast_memo: Final = _cast.memo
_voting: Final = shared(Voting)
_no_vote: Final = shared(NoVote)
_vote_result: Final = shared(VoteResult)  # the same few tallies come back game after game


class Ballot(Stage):
    """The vote stage. When done, ``leavers`` holds who left (in order) and ``how``."""

    def __init__(self, table: Table, events: list[Event]) -> None:
        super().__init__(table)
        self.leavers: list[int] = []
        self.how = "vote"
        self.mode = "vote"
        self.round = 0
        self.candidates: list[int] = []
        self.votes: dict[int, int] = {}
        self.idx = 0
        self.justify: list[int] = []
        self.prev_leaders: int | None = None
        self.yes: set[int] = set()
        self.answered: set[int] = set()
        self._cached: tuple[tuple[int, ...], Window] | None = None
        cands = [s for s in table.nominees if s in table.alive]
        if table.removed_today and self.rules.removal_during_day == "cancel":
            self._no_vote("removal", events)
        elif not cands:
            self._no_vote("no_candidates", events)
        elif self._single_on_day1(cands):
            self._no_vote("single_candidate_day1", events)
        else:
            self._start_round(cands, events)

    def _single_on_day1(self, cands: list[int]) -> bool:
        return (
            self.table.day == 1
            and len(cands) == 1
            and self.rules.day1_single_candidate == "no_vote"
        )

    def _no_vote(self, reason: str, events: list[Event]) -> None:
        events.append(_no_vote(reason))
        self.done = True

    # -- voting rounds ---------------------------------------------------------------------
    def _start_round(self, cands: list[int], events: list[Event]) -> None:
        self.round += 1
        self.mode = "vote"
        self.candidates = list(cands)
        self.votes = {}
        self.idx = 0
        events.append(_voting(tuple(cands), self.round))
        self._settle(events)

    def _settle(self, events: list[Event]) -> None:
        """Close windows that need nobody: the last candidate takes the remaining votes."""
        t = self.table
        if len(self.votes) >= len(t.alive):
            self._result(events)
        elif self.idx >= len(self.candidates) - 1:
            last = self.candidates[-1]
            for s in t.living():
                if s not in self.votes:
                    self.votes[s] = last
                    events.append(_cast(s, last, True))
            self._result(events)

    def _result(self, events: list[Event]) -> None:
        counts = dict.fromkeys(self.candidates, 0)
        for c in self.votes.values():
            counts[c] += 1
        top = max(counts.values())
        leaders = tuple(c for c in self.candidates if counts[c] == top)
        events.append(_vote_result(tuple(sorted(counts.items())), leaders))
        if len(leaders) == 1:
            self._leave(list(leaders), "vote", events)
            return
        changed = self.prev_leaders is not None and self.prev_leaders != len(leaders)
        if self.round == 1 or (changed and self.rules.revote_when_leaders_change):
            self.prev_leaders = len(leaders)
            events.append(Tie(seats=leaders))
            self.mode = "justify"
            self.candidates = list(leaders)
            self.justify = list(leaders)
            return
        if self.table.day == 1 and not self.rules.all_leave_day1:
            self._no_vote("all_leave_not_on_day1", events)
            return
        if self._all_leave_forbidden(len(leaders)):
            self._no_vote("all_leave_forbidden", events)
            return
        self.mode = "all_leave"
        self.candidates = list(leaders)
        self.yes = set()
        self.answered = set()
        events.append(AllLeaveVote(candidates=leaders))

    def _all_leave_forbidden(self, leaders: int) -> bool:
        """The club forbids these leaders to leave together (2 of 4, 3 of 9 living)."""
        r, living = self.rules, len(self.table.alive)
        if leaders == 2 and living == 4:
            return r.two_of_four_all_leave == "forbidden"
        if leaders == 3 and living == 9:
            rule = r.three_of_nine_all_leave
            return rule == "forbidden" or (rule == "forbidden_day1" and self.table.day == 1)
        return False

    def _leave(self, seats: list[int], how: str, events: list[Event]) -> None:
        alibi = self.table.alibi
        if alibi in seats:
            events.append(Alibi(seat=alibi))
            seats = [s for s in seats if s != alibi]
        self.leavers = seats
        self.how = how
        self.done = True

    def _revote(self, events: list[Event]) -> None:
        cands = list(self.candidates)
        if self.rules.revote_order == "reverse":
            cands.reverse()
        self._start_round(cands, events)

    # -- windows and actions ---------------------------------------------------------------
    def windows(self) -> list[Window]:
        if self.done:
            return []
        t = self.table
        if self.mode == "justify":
            return [window("justify", (s,), self.rules.justify_seconds) for s in self.justify]
        if self.mode == "all_leave":
            seats = tuple(s for s in t.living() if s not in self.answered)
            return [
                Window(
                    "all_leave_vote",
                    seats,
                    self.rules.vote_seconds,
                    candidates=tuple(self.candidates),
                )
            ]
        first = self._vote_window()
        secs = first.seconds
        rest = self.candidates[self.idx + 1 :]
        return [first, *(Window("vote", first.seats, secs, candidate=c) for c in rest)]

    def current(self) -> Window | None:
        if self.done or self.mode != "vote":
            return super().current()
        return self._vote_window()

    def _vote_window(self) -> Window:
        # built once per state: within a round votes only grow and a removal shrinks the
        # living, so (round, candidate index, votes, living) names the window's content
        t = self.table
        votes = self.votes
        key = (self.round, self.idx, self.candidates[self.idx], len(votes), len(t.alive))
        cached = self._cached
        if cached is not None and cached[0] == key:
            return cached[1]
        living = t.living()
        seats = tuple([s for s in living if s not in votes]) if votes else living
        w = Window("vote", seats, self.rules.vote_seconds, candidate=self.candidates[self.idx])
        self._cached = (key, w)
        return w

    def act(self, act: Act, events: list[Event]) -> None:
        mode = self.mode
        if mode != "vote":
            if mode == "justify":
                self.expect(act, "justify", ("end_speech",))
                self._justified(events)
            else:
                self._all_leave_answer(act, events)
            return
        if act.action != "vote" or self.done:
            self.expect(act, "vote", ("vote",))  # raises WindowClosed
        # checked here rather than through expect(): a vote is the most frequent input
        t = self.table
        seat = act.seat
        if type(seat) is not int or seat not in t.alive:
            t.living_seat(seat)
        votes = self.votes
        if seat in votes:
            raise AlreadyVoted(f"seat {seat} already voted for {votes[seat]} in this round")
        candidate = self.candidates[self.idx]
        target = act.target
        if act.yes is not None:
            raise BadAction("a vote for a candidate takes his seat, not yes/no")
        if target != candidate:
            raise WrongCandidate(f"the vote now is for seat {candidate}, not {target}")
        votes[seat] = target
        # a target equal to the candidate but not an int (True for 1) keeps its own event
        if type(target) is int:
            events.append(_cast_memo.get((seat, target, False)) or _cast(seat, target, False))
        else:
            events.append(VoteCast(seat, target))
        if len(votes) >= len(t.alive):
            self._result(events)

    def legal(self, seat: int | None) -> list[Act]:
        if self.done:
            return []
        w = self.current()
        if w is None:
            return []
        seats = [s for s in w.seats if seat is None or s == seat]
        if self.mode == "justify":
            return [Act(s, "end_speech") for s in seats]
        if self.mode == "all_leave":
            return [Act(s, "vote", yes=y) for s in seats for y in (True, False)]
        return [Act(s, "vote", target=w.candidate) for s in seats]

    def _justified(self, events: list[Event]) -> None:
        self.justify.pop(0)
        if not self.justify:
            self._revote(events)

    def _all_leave_answer(self, act: Act, events: list[Event]) -> None:
        self.table.living_seat(act.seat)
        if act.seat in self.answered:
            raise AlreadyVoted(f"seat {act.seat} already answered the all-leave vote")
        self.expect(act, "all_leave_vote", ("vote",))
        if not isinstance(act.yes, bool) or act.target is not None:
            raise BadAction("the all-leave vote takes yes: true or false (and no seat)")
        self.answered.add(act.seat)
        if act.yes:
            self.yes.add(act.seat)
        events.append(AllLeaveAnswer(voter=act.seat, yes=act.yes))
        if len(self.answered) >= len(self.table.alive):
            self._all_leave_result(events)

    def _all_leave_result(self, events: list[Event]) -> None:
        living = len(self.table.alive)
        if self.rules.all_leave_threshold == "more_than_half_living":
            needed = living // 2 + 1
        else:
            needed = (living + 1) // 2
        yes = len(self.yes)
        leave = yes >= needed
        events.append(AllLeaveResult(yes=yes, needed=needed, leave=leave))
        if leave:
            self._leave(list(self.candidates), "all_leave", events)
        else:
            self.done = True

    def _drop_candidate(self, seat: int, events: list[Event]) -> None:
        """A candidate left during the vote: the votes cast for the others stand, his are
        free again (the voters may vote for a later candidate), and the vote goes on."""
        pos = self.candidates.index(seat)
        self.votes = {v: c for v, c in self.votes.items() if c != seat}
        self.candidates.remove(seat)
        if pos < self.idx:
            self.idx -= 1
        elif pos == self.idx and self.idx >= len(self.candidates):
            self.idx = len(self.candidates) - 1
        self._cached = None
        self._settle(events)

    def timeout(self, events: list[Event]) -> None:
        if self.mode == "justify":
            self._justified(events)
        elif self.mode == "all_leave":
            self._all_leave_result(events)
        else:
            self.idx += 1
            self._settle(events)

    def removed(self, seat: int, events: list[Event]) -> None:
        if self.rules.removal_during_day == "cancel":
            self._no_vote("removal", events)
            return
        self.votes.pop(seat, None)
        self.yes.discard(seat)
        self.answered.discard(seat)
        if seat in self.justify:
            self.justify.remove(seat)
        if seat not in self.candidates:
            if self.mode == "vote":
                self._settle(events)
            elif self.mode == "all_leave" and len(self.answered) >= len(self.table.alive):
                self._all_leave_result(events)
            elif self.mode == "justify" and not self.justify:
                self._revote(events)
            return
        rest = [c for c in self.candidates if c != seat]
        if not rest:
            self._no_vote("removal", events)
        elif self.mode == "vote" and self.round == 1 and self._single_on_day1(rest):
            self._no_vote("single_candidate_day1", events)
        elif self.mode == "vote" and self.rules.removal_during_vote == "restart_round":
            self.round -= 1
            self._start_round(rest, events)
        elif self.mode == "vote":
            self._drop_candidate(seat, events)
        elif self.mode == "all_leave":
            self.candidates = rest
            if len(self.answered) >= len(self.table.alive):
                self._all_leave_result(events)
        else:
            self.candidates = rest
            if not self.justify:
                self._revote(events)
