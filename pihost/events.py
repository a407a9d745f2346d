"""Typed events that travel between the box's parts, with a JSON wire form.

Every part (seats, microphone, recogniser, timers, host button) only *puts* these into the box's
queue; the host loop is the only reader. Times are seconds on the box's one clock.

>>> e = SeatPressed(seat=3, at=12.5)
>>> event_from_json(e.to_json()) == e
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

_REGISTRY: dict[str, type[Event]] = {}


@dataclass(frozen=True)
class Event:
    """Base of all box events; subclasses set ``type`` and are registered by it."""

    type: ClassVar[str] = "event"

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        _REGISTRY[cls.type] = cls

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            d[f.name] = list(v) if isinstance(v, tuple) else v
        return d


def event_from_json(d: dict[str, Any]) -> Event:
    """Rebuild an event from its wire form. Raises ``ValueError`` for an unknown type or field."""
    try:
        cls = _REGISTRY[d["type"]]
    except KeyError as exc:
        raise ValueError(f"unknown event type {d.get('type')!r}") from exc
    names = {f.name: f for f in dataclasses.fields(cls)}
    kw = {}
    for k, v in d.items():
        if k == "type":
            continue
        if k not in names:
            raise ValueError(f"{cls.type}: unknown field {k!r}")
        kw[k] = tuple(v) if isinstance(v, list) else v
    return cls(**kw)


@dataclass(frozen=True)
class SeatPressed(Event):
    """A seat's button went down (after debounce)."""

    type: ClassVar[str] = "seat_pressed"
    seat: int
    at: float


@dataclass(frozen=True)
class SeatChose(Event):
    """A seat named ``target`` itself, on a phone's seat grid, instead of pressing as its
    number is called: at night the step's act on that seat, in the best move one more pick.
    Journaled like a press (and, at night, as secret as one).

    >>> event_from_json(SeatChose(seat=4, target=7, at=30.0).to_json()).target
    7
    >>> SeatChose(seat=4, target="7", at=30.0)
    Traceback (most recent call last):
    ...
    TypeError: seat_chose: seat and target must be whole numbers
    """

    type: ClassVar[str] = "seat_chose"
    seat: int
    target: int
    at: float

    def __post_init__(self) -> None:
        if not all(isinstance(v, int) and not isinstance(v, bool)
                   for v in (self.seat, self.target)):
            raise TypeError("seat_chose: seat and target must be whole numbers")


@dataclass(frozen=True)
class SeatReleased(Event):
    """A seat's button came up; ``held`` is how long it was down (seconds)."""

    type: ClassVar[str] = "seat_released"
    seat: int
    at: float
    held: float


@dataclass(frozen=True)
class SeatStuck(Event):
    """A seat's button has been held longer than the stuck limit; ignored until released."""

    type: ClassVar[str] = "seat_stuck"
    seat: int
    at: float


@dataclass(frozen=True)
class HostPressed(Event):
    """The host's button: ``button`` names it (``host`` for the single button), ``long`` for a
    long press."""

    type: ClassVar[str] = "host_pressed"
    button: str
    long: bool
    at: float


@dataclass(frozen=True)
class VoiceActivity(Event):
    """The recogniser heard the start of speech (a first non-empty partial result)."""

    type: ClassVar[str] = "voice_activity"
    at: float


#: the longest heard text the box looks at (characters): a nomination is about 40; a recogniser
#: gone wild (30 kB of words) would hold the loop for seconds in the matcher
MAX_HEARD_CHARS = 400


def heard_text(text: str) -> str:
    """``text`` with its spaces collapsed, cut to its last ``MAX_HEARD_CHARS`` characters at a
    word boundary: the end of an utterance («… спасибо») is what the box needs.

    >>> heard_text("  я   выставляю ")
    'я выставляю'
    >>> len(heard_text("слово " * 10_000)) <= MAX_HEARD_CHARS
    True
    """
    words = " ".join(text.split())
    if len(words) <= MAX_HEARD_CHARS:
        return words
    tail = words[-MAX_HEARD_CHARS:]
    return tail.partition(" ")[2] if " " in tail else tail


@dataclass(frozen=True)
class Heard(Event):
    """A finished utterance as the recogniser wrote it (lower-case words), ending at ``at``.
    A text longer than ``MAX_HEARD_CHARS`` keeps only its end (see :func:`heard_text`)."""

    type: ClassVar[str] = "heard"
    text: str
    at: float

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise TypeError(f"heard text must be a string, not {type(self.text).__name__}")
        if len(self.text) > MAX_HEARD_CHARS:
            object.__setattr__(self, "text", heard_text(self.text))


@dataclass(frozen=True)
class TimerExpired(Event):
    """A timer set by the host loop ran out; ``name`` is the one it was set with."""

    type: ClassVar[str] = "timer_expired"
    name: str
    at: float


@dataclass(frozen=True)
class Resumed(Event):
    """The box came back after a stop (power cut, crash, restart) and goes on from ``at``.

    After a damaged journal: ``damage`` says what was found (empty: the journal was whole),
    ``lost`` how many inputs it cost and ``lost_seconds`` how many box seconds of play;
    ``lost_secret`` that a night input may be among them, so the numbers are not said.

    >>> Resumed(at=60.0, damage="line 9: unreadable", lost=3, lost_seconds=4.5).lost
    3
    """

    type: ClassVar[str] = "resumed"
    at: float
    damage: str = ""
    lost: int = 0
    lost_seconds: float = 0.0
    lost_secret: bool = False


@dataclass(frozen=True)
class DeviceTrouble(Event):
    """A device stopped working (``ok`` False) or works again (``ok`` True): ``device`` is
    ``"speaker"`` or ``"microphone"``; ``detail`` the reason as the device gave it.

    >>> DeviceTrouble(device="speaker", ok=False, at=3.0, detail="device unplugged").ok
    False
    """

    type: ClassVar[str] = "device_trouble"
    device: str
    ok: bool
    at: float
    detail: str = ""


@dataclass(frozen=True)
class Interference(Event):
    """Many seat lines went down together (a spike on the cables, not fingers): those presses
    were ignored. ``seats`` lists them; the event is journaled like any input.

    >>> Interference(seats=(1, 2, 3, 4), at=9.5).seats
    (1, 2, 3, 4)
    """

    type: ClassVar[str] = "interference"
    seats: tuple[int, ...]
    at: float
