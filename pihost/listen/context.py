"""What the box listens for (``ListenContext``) and what it understood (``Intent``): the values
the host loop and the matcher exchange, with a JSON form.

>>> ctx = ListenContext(speaker=3, alive=(1, 2, 3, 10), nominated=(10,))
>>> ListenContext.from_json(ctx.to_json()) == ctx
True
>>> Intent("nominate", target=10).to_json()
{'intent': 'nominate', 'target': 10}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pihost.listen.lexicon import lexicon

KINDS = ("nominate", "end_speech", "none")
# Reasons on ``none`` that mean "the speaker clearly tried to nominate, but which seat is unclear":
# the box answers them with «не расслышал, повторите номер». Every other reason («negation»,
# «conditional», «reported», «no such seat», «outside speech») is a decision, not a mishearing.
ATTEMPT_REASONS = frozenset({"ambiguous", "no target", "unclear seat", "too far"})


@dataclass(frozen=True)
class ListenContext:
    """What the box is listening for right now.

    ``speaker``: the seat whose speech it is (``None`` outside speeches); ``alive``: living
    seats; ``nominated``: seats on the ballot, in order; ``seats``: how many seats the table has
    (default: 10, or more if a seat number above says so); ``lang``: the voice language.
    Raises ``ValueError`` for seat numbers below 1 or an unknown language.

    >>> ListenContext(speaker=3, alive=(1, 2, 3)).table_seats
    10
    """

    speaker: int | None
    alive: tuple[int, ...]
    nominated: tuple[int, ...] = ()
    lang: str = "ru"
    seats: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "alive", tuple(self.alive))
        object.__setattr__(self, "nominated", tuple(self.nominated))
        numbers = [*self.alive, *self.nominated, *([self.speaker] if self.speaker else [])]
        for n in numbers + ([self.seats] if self.seats is not None else []):
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise ValueError(f"a seat number must be a whole number from 1, not {n!r}")
        if self.speaker is not None and (not isinstance(self.speaker, int) or self.speaker < 1):
            raise ValueError(f"speaker must be a seat number or None, not {self.speaker!r}")
        if self.seats is not None and numbers and max(numbers) > self.seats:
            raise ValueError(f"seat {max(numbers)} is beyond the table's {self.seats} seats")
        lexicon(self.lang)

    @property
    def table_seats(self) -> int:
        """The highest seat number at this table."""
        if self.seats is not None:
            return self.seats
        return max([10, *self.alive, *self.nominated, *([self.speaker] if self.speaker else [])])

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"speaker": self.speaker, "alive": list(self.alive),
                             "nominated": list(self.nominated), "lang": self.lang}
        if self.seats is not None:
            d["seats"] = self.seats
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ListenContext:
        """Inverse of ``to_json``. Raises ``ValueError`` for a missing or malformed field."""
        try:
            return cls(speaker=d.get("speaker"), alive=tuple(d["alive"]),
                       nominated=tuple(d.get("nominated", ())), lang=d.get("lang", "ru"),
                       seats=d.get("seats"))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"bad listening context {d!r}: {exc}") from None


@dataclass(frozen=True)
class Intent:
    """What an utterance means. ``kind`` is one of ``KINDS``; ``target`` the nominated seat;
    ``cost`` how far the words were from ``sentence``, the allowed sentence they snapped to;
    ``reason`` why a close sentence was rejected (``kind == "none"``); ``attempt`` tells whether
    that reason is one of ``ATTEMPT_REASONS`` (he tried to nominate, the seat is unclear).

    >>> Intent("none", reason="ambiguous").attempt, Intent("none", reason="negation").attempt
    (True, False)
    """

    kind: str
    target: int | None = None
    cost: float = 0.0
    reason: str | None = None
    sentence: str | None = field(default=None, compare=False)

    @property
    def attempt(self) -> bool:
        """A refused utterance that clearly tried to nominate: the box asks for the number again."""
        return self.kind == "none" and self.reason in ATTEMPT_REASONS

    def to_json(self) -> dict[str, Any]:
        """The ``pihost intents`` wire form: ``{"intent": "nominate", "target": 10}``."""
        d: dict[str, Any] = {"intent": self.kind}
        if self.target is not None:
            d["target"] = self.target
        if self.reason is not None:
            d["reason"] = self.reason
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Intent:
        """Inverse of ``to_json`` (cost and sentence are not on the wire). Raises ``ValueError``."""
        if d.get("intent") not in KINDS:
            raise ValueError(f"unknown intent {d.get('intent')!r}")
        return cls(kind=d["intent"], target=d.get("target"), reason=d.get("reason"))
