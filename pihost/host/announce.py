"""From the engine to the table: what the table hears and sees of the engine's typed events, and
the one true sentence for each refusal.

Private events (check answers, the night's causes) are never said: a night step shows an
answer on the asking seat's light only. The box reads roles only where the end reveals them,
and then through the rule book (``Book.reveal``), never by name.

>>> from pihost.host.testing import make_test_box
>>> from engine.events import Nominated
>>> box = make_test_box(); n = len(box.transcript)
>>> announce(box, [Nominated(by=1, target=10, order=1)])
>>> [s.text for s in box.transcript[n:]]
['Десять принято.']
"""

from __future__ import annotations

from typing import Any

from engine import errors as E
from engine.events import (
    Alibi,
    AllLeaveResult,
    AllLeaveVote,
    BestMove,
    Eliminated,
    Event,
    Foul,
    NightResult,
    Nominated,
    NoVote,
    Phase,
    SpeechLost,
    TechnicalFoul,
    Tie,
    Undone,
    VoteCast,
    VoteResult,
    Voting,
)

#: what the table hears for a refused input: (error class, phrase, whether it names the seat)
REFUSALS: tuple[tuple[type, str, bool], ...] = (
    (E.AlreadyNominated, "nominee_taken", True),
    (E.NominatedTwice, "already_nominated", False),
    (E.SeatDead, "seat_not_in_game", True),
    (E.NoSuchSeat, "seat_not_in_game", True),
    (E.SelfNomination, "cannot_nominate_self", False),
    (E.MutedNomination, "muted_cannot_nominate", False),
    (E.AlreadyVoted, "vote_refused", True),
    (E.NoTechnicalFouls, "no_technical_fouls", False),
    (E.NothingToUndo, "nothing_to_undo", False),
    (E.BadBestMove, "best_move_refused", False),
    (E.GameOver, "not_now", False),
)


def refuse(box: Any, err: Exception, seat: int | None = None) -> None:
    """Say why an input was refused (a public one: by day, or a host action)."""
    for cls, phrase, names_seat in REFUSALS:
        if isinstance(err, cls):
            if names_seat and seat is not None and 1 <= seat <= 25:
                box.say(phrase, seat=seat)
            elif not names_seat:
                box.say(phrase)
            else:
                box.say("not_now")
            break
    else:
        box.say("not_now")
    box.public_log(f"{box.now:8.1f}  refused: {err}")


class Memory:
    """What the announcements of one day remember between engine replies."""

    def __init__(self) -> None:
        self.auto_votes: list[int] = []
        self.voting: list[int] = []
        self.all_leave: list[int] = []
        self.nominees: list[int] = []
        self.round = 0


def announce(box: Any, events: list[Event]) -> None:
    """Say and light what the table must know of ``events`` (private ones are left out)."""
    mem: Memory = box.memory
    public = [e for e in events if not e.private]
    night = next((e for e in public if isinstance(e, NightResult)), None)
    over = any(e.type == "game_over" for e in public)
    # «Утро» comes first in the morning, whatever order the engine listed its events in
    ordered = sorted(public, key=lambda e: 0 if isinstance(e, Phase) and e.phase == "day" else 1)
    for e in ordered:
        if isinstance(e, Phase):
            if e.phase == "day":
                mem.nominees = []
                box.say("morning")
                if night is not None:
                    if night.seats:
                        box.say("morning_killed", seats=list(night.seats))
                    else:
                        box.say("morning_good")
                if not over:
                    box.say("day_starts", day=e.day)
        elif isinstance(e, Nominated):
            mem.nominees.append(e.target)
            box.say("nomination_accepted", seat=e.target)
            box.light(e.target, "NOMINATED")
            # a speaker who nominated himself: his timer light comes back after the blink
            from pihost.seats.patterns import NOMINATED

            box.stage.relight(box, e.target, box.now + NOMINATED.duration)
        elif isinstance(e, SpeechLost):
            box.say("speech_skipped", seat=e.seat)
        elif isinstance(e, Voting):
            mem.voting = list(e.candidates)
            mem.round = e.round
            box.say("nominees", seats=list(e.candidates))
            box.say("voting_starts")
        elif isinstance(e, NoVote):
            _no_vote(box, e, public)
        elif isinstance(e, VoteCast):
            if e.auto:
                mem.auto_votes.append(e.voter)
        elif isinstance(e, VoteResult):
            _vote_result(box, mem, e)
        elif isinstance(e, Tie):
            box.say("tie", seats=list(e.seats))
        elif isinstance(e, AllLeaveVote):
            mem.all_leave = list(e.candidates)
        elif isinstance(e, AllLeaveResult):
            leavers = [s for s in mem.all_leave if not any(
                isinstance(x, Alibi) and x.seat == s for x in public)]
            if e.leave and leavers:
                box.say("all_leave", seats=leavers)
            elif not e.leave:
                box.say("all_stay")
        elif isinstance(e, Alibi):
            box.say("alibi", seat=e.seat)
        elif isinstance(e, Eliminated):
            _eliminated(box, e)
        elif isinstance(e, TechnicalFoul):
            box.say("technical_foul", seat=e.seat, count=e.count)
        elif isinstance(e, Foul):
            box.say("foul", seat=e.seat, count=e.count)
            if box.game is not None and e.count == box.game.rules.fouls_mute:
                box.say("foul_loses_speech", seat=e.seat)
        elif isinstance(e, BestMove):
            if e.targets:
                box.say("best_move_result", seat=e.seat, seats=list(e.targets))
            else:
                box.say("best_move_none", seat=e.seat)
        elif isinstance(e, Undone):
            box.say("undone")
    box.public_log_events(public)


def _no_vote(box: Any, e: NoVote, events: list[Event]) -> None:
    mem: Memory = box.memory
    if e.reason == "single_candidate_day1" and mem.nominees:
        box.say("single_candidate_day1", seat=mem.nominees[0])
    elif e.reason == "no_candidates":
        box.say("no_nominees")
    elif e.reason in ("all_leave_not_on_day1", "all_leave_forbidden"):
        # tied twice, and the club's rules hold no all-leave vote for them: all stay
        tied = next((x.leaders for x in events if isinstance(x, VoteResult)), None)
        if tied:
            box.say("all_leave_not_allowed", seats=list(tied))
        box.say("all_stay")
    else:  # a removal cancelled today's vote
        box.say("no_vote_today")


def _vote_result(box: Any, mem: Memory, e: VoteResult) -> None:
    counts = dict(e.counts)
    order = [c for c in mem.voting if c in counts] or sorted(counts)
    if mem.auto_votes:
        box.say("rest_votes", seat=order[-1])
        mem.auto_votes.clear()
    for seat in order:
        box.say("vote_count", seat=seat, votes=counts[seat])


def _eliminated(box: Any, e: Eliminated) -> None:
    seat, how = e.seat, e.how
    if how == "vote":
        box.say("leaves", seat=seat)
    elif how == "fouls":
        box.say("foul_removed", seat=seat)
    elif how == "technical_fouls":
        box.say("technical_foul_removed", seat=seat)
    elif how == "disqualified":
        box.say("disqualified", seat=seat)
    # all_leave: said once for all of them; shot: said with the morning
    if e.role:  # an open game: the rules make the leaver's card public (004)
        box.say("role_revealed", seat=seat, role=box.book.spoken(e.role))
    box.light(seat, "OUT")


def read_out(box: Any, roles: dict[int, str]) -> None:
    """The end: every card read out, team by team and role by role (``Book.reveal``)."""
    for kind, name, seats in box.book.reveal(roles):
        if kind == "team":
            box.say("reveal_team", team=name, seats=list(seats))
        else:
            box.say("reveal_role", role=box.book.spoken(name), seats=list(seats))


def composition(box: Any) -> None:
    """The table's cards, said before night 0: «Нас тринадцать. Мафия: три игрока. Среди них:
    дон…» (``Book.composition``)."""
    box.say("table_size", count=box.setup.seats)
    for team, count, special in box.book.composition():
        box.say("team_size", team=team, count=count)
        if special:
            box.say("team_roles", roles=[box.book.spoken(r) for r, _ in special])
