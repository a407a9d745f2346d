"""What happened: typed, frozen events with a JSON wire form. The box voices every one of them.

>>> e = Nominated(by=3, target=10, order=1)
>>> e.to_json()
{'type': 'nominated', 'by': 3, 'target': 10, 'order': 1}
>>> event_from_json(e.to_json()) == e
True

Maps keyed by seat (``counts``, ``roles``) are stored as sorted tuples of pairs so events stay
hashable; their JSON form is an object with string keys, as the driver contract wants.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from .memo import Memo

_REGISTRY: dict[str, type[Event]] = {}
_PAIR_FIELDS = frozenset({"counts", "roles", "causes", "saved"})
E = TypeVar("E", bound="Event")


@dataclass(frozen=True)
class Event:
    """Base of all engine events; subclasses set ``type`` and are registered by it."""

    type: ClassVar[str] = "event"
    #: only for the seat it names and the sealed record: never said, shown or logged
    private: ClassVar[bool] = False

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        _REGISTRY[cls.type] = cls

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type}
        for name in _field_names(type(self)):  # type: ignore[arg-type]
            v = getattr(self, name)
            if name in _PAIR_FIELDS:
                v = {str(k): x for k, x in v}
            elif isinstance(v, tuple):
                v = list(v)
            d[name] = v
        return d


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def shared(cls: type[E]) -> Memo:
    """A maker of ``cls`` events from positional fields that hands out one instance per
    distinct value (:class:`engine.memo.Memo`): events are frozen, and the engine makes the
    same few (a vote of seat 3 for seat 7...) thousands of times in a playout. Only for fields
    that are ints, bools, strings or None, each always of one type (1 and True would share a
    key).

    >>> vote = shared(VoteCast)
    >>> vote(3, 7, False) is vote(3, 7, False), vote(3, 7, False)
    (True, VoteCast(voter=3, candidate=7, auto=False))
    """
    return Memo(cls)


def event_from_json(d: dict[str, Any]) -> Event:
    """Rebuild an event from its JSON form. Raises ``ValueError`` for an unknown type or field."""
    try:
        cls = _REGISTRY[d["type"]]
    except KeyError as exc:
        raise ValueError(f"unknown event type {d.get('type')!r}") from exc
    names = {f.name for f in dataclasses.fields(cls)}
    kw: dict[str, Any] = {}
    for k, v in d.items():
        if k == "type":
            continue
        if k not in names:
            raise ValueError(f"{cls.type}: unknown field {k!r}")
        if k in _PAIR_FIELDS:
            v = tuple(sorted((int(s), x) for s, x in v.items()))
        elif isinstance(v, list):
            v = tuple(v)
        kw[k] = v
    return cls(**kw)


@dataclass(frozen=True)
class Phase(Event):
    """Night or day begins: ``phase`` is "night" or "day"; night N follows day N."""

    type: ClassVar[str] = "phase"
    phase: str
    day: int


@dataclass(frozen=True)
class SpeechLost(Event):
    """A seat's speech is skipped because of his fouls."""

    type: ClassVar[str] = "speech_lost"
    seat: int


@dataclass(frozen=True)
class Nominated(Event):
    """A nomination was accepted; ``order`` counts from 1 within the day."""

    type: ClassVar[str] = "nominated"
    by: int
    target: int
    order: int


@dataclass(frozen=True)
class Voting(Event):
    """A vote begins over ``candidates`` in this order; ``round`` is 1, then 2... after ties."""

    type: ClassVar[str] = "voting"
    candidates: tuple[int, ...]
    round: int = 1


@dataclass(frozen=True)
class NoVote(Event):
    """Nobody leaves by vote today: ``reason`` is no_candidates, single_candidate_day1 or
    removal (no vote at all), or all_leave_not_on_day1 / all_leave_forbidden (tied twice, and
    the club holds no all-leave vote for them: all stay)."""

    type: ClassVar[str] = "no_vote"
    reason: str


@dataclass(frozen=True)
class VoteCast(Event):
    """A vote; ``auto`` is True for a non-voter's vote given to the last candidate."""

    type: ClassVar[str] = "vote_cast"
    voter: int
    candidate: int
    auto: bool = False


@dataclass(frozen=True)
class VoteResult(Event):
    """Counts per candidate and the leader(s) with the most votes."""

    type: ClassVar[str] = "vote_result"
    counts: tuple[tuple[int, int], ...]
    leaders: tuple[int, ...]


@dataclass(frozen=True)
class Tie(Event):
    """The leaders are tied: each justifies, then a revote among them."""

    type: ClassVar[str] = "tie"
    seats: tuple[int, ...]


@dataclass(frozen=True)
class AllLeaveVote(Event):
    """The table votes whether all ``candidates`` leave together."""

    type: ClassVar[str] = "all_leave_vote"
    candidates: tuple[int, ...]


@dataclass(frozen=True)
class AllLeaveAnswer(Event):
    """A seat said yes in the all-leave vote (silence counts as no and has no event)."""

    type: ClassVar[str] = "all_leave_answer"
    voter: int
    yes: bool


@dataclass(frozen=True)
class AllLeaveResult(Event):
    """Outcome of the all-leave vote: ``yes`` votes, ``needed`` to leave, and ``leave``."""

    type: ClassVar[str] = "all_leave_result"
    yes: int
    needed: int
    leave: bool


@dataclass(frozen=True)
class Eliminated(Event):
    """A seat leaves: ``how`` is vote, all_leave, shot, fouls or disqualified (and
    technical_fouls where the rule set gives technical fouls).

    ``role`` is set only in an open game (rule option ``open_game``); otherwise None.
    """

    type: ClassVar[str] = "eliminated"
    seat: int
    how: str
    day: int
    role: str | None = None

    def to_json(self) -> dict[str, Any]:
        d = super().to_json()
        if self.role is None:
            del d["role"]  # a closed game: the key itself is absent
        return d


@dataclass(frozen=True)
class NightResult(Event):
    """Morning: who left last night, in seat order (``seats``; empty for a quiet night), and
    ``killed``, the first of them or None. Never why: the causes are private
    (:class:`NightOutcome`)."""

    type: ClassVar[str] = "night_result"
    killed: int | None
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class Secret(Event):
    """A check answer for the checking seat ``to`` only; never in the public view. ``reply`` is
    "away" when the checked seat is the Courtesan's client tonight (003 Clones 1в: «Игрока нет
    дома»; ``answer`` is then False), else empty."""

    type: ClassVar[str] = "secret"
    private: ClassVar[bool] = True
    to: int
    check: str
    target: int
    answer: bool
    reply: str = ""

    def to_json(self) -> dict[str, Any]:
        d = super().to_json()
        if not self.reply:
            del d["reply"]
        return d


@dataclass(frozen=True)
class NightOutcome(Event):
    """How the night ended, for the sealed record only: each leaver's cause (the step kinds
    that killed him, or "with_courtesan") and each seat saved ("heal", "away")."""

    type: ClassVar[str] = "night_outcome"
    private: ClassVar[bool] = True
    causes: tuple[tuple[int, str], ...]
    saved: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class Alibi(Event):
    """The vote would have sent ``seat`` out, but he has an alibi today (003 «Путана»: «останется
    в игре, даже если все проголосуют против него днем»): he stays."""

    type: ClassVar[str] = "alibi"
    seat: int


@dataclass(frozen=True)
class Foul(Event):
    """The host gave a foul; ``count`` is the seat's total now."""

    type: ClassVar[str] = "foul"
    seat: int
    count: int


@dataclass(frozen=True)
class TechnicalFoul(Event):
    """The host gave a technical foul (counted apart from fouls); ``count``: the seat's total."""

    type: ClassVar[str] = "technical_foul"
    seat: int
    count: int


@dataclass(frozen=True)
class BestMove(Event):
    """The first-night victim named up to three suspects (empty when he named none)."""

    type: ClassVar[str] = "best_move"
    seat: int
    targets: tuple[int, ...]


@dataclass(frozen=True)
class Undone(Event):
    """The last input was taken back; ``input`` is its JSON, or None for a secret night input."""

    type: ClassVar[str] = "undone"
    input: dict[str, Any] | None

    def __hash__(self) -> int:
        return hash((self.type, repr(self.input)))


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over: the winner and every seat's role (the end reveals everything)."""

    type: ClassVar[str] = "game_over"
    winner: str
    roles: tuple[tuple[int, str], ...]
