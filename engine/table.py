"""The table's mutable state shared by the phases: who is alive, fouls, mutes, the day's ballot,
the nights' history; and who has won.

Only the engine's phases change it; everything outside reads it through the views in
``engine.views``.

>>> from engine import load_rules, ROLES
>>> t = Table(load_rules("classic"), {s: ROLES["citizen"] for s in range(1, 11)})
>>> t.living_seat(11)
Traceback (most recent call last):
...
engine.errors.NoSuchSeat: seat 11 is not at this table (seats 1-10)
"""

from __future__ import annotations

from typing import Any, Final

from .errors import NoSuchSeat, SeatDead
from .events import Eliminated, Event, Secret, shared
from .roles import Role

_eliminated: Final = shared(Eliminated)


class Table:
    """State of one game at one moment (not a public API: use :class:`engine.Game`).
    ``rules`` is the game's :class:`engine.rules.Rules`."""

    def __init__(self, rules: Any, roles: dict[int, Role]) -> None:
        self.rules = rules
        self.roles = roles
        self.seats = tuple(range(1, rules.seats + 1))
        self.alive: set[int] = set(self.seats)
        self._living: tuple[int, ...] = self.seats
        self.fouls: dict[int, int] = dict.fromkeys(self.seats, 0)
        self.technical_fouls: dict[int, int] = dict.fromkeys(self.seats, 0)
        self.eliminated: list[dict] = []
        self.phase = "night"
        self.day = 0
        self.winner: str | None = None
        #: seat -> the day whose speech he loses (3 fouls)
        self.muted_day: dict[int, int] = {}
        self.opener: int | None = None
        self.spoken_today: set[int] = set()
        self.speeches_over = True
        self.nominees: list[int] = []
        self.nominated_by: dict[int, int] = {}
        self.removed_today = False
        self.secrets: dict[int, list[Secret]] = {s: [] for s in self.seats}
        self.best_moves: list[tuple[int, tuple[int, ...]]] = []
        self.quiet_rounds = 0
        #: the accepted night acts of past nights: step kind -> seat -> [(night, target)]
        self.history: dict[str, dict[int, list[tuple[int, int | None]]]] = {}
        #: the seat that cannot be voted out today (the Courtesan's client of last night)
        self.alibi: int | None = None
        # derived from ``alive`` and kept in step by eliminate(): asked once per input or step
        self._black = frozenset(s for s, r in roles.items() if r.black)
        self._black_alive = len(self._black)
        self._neutral = frozenset(s for s, r in roles.items() if r.team == "neutral")
        self._neutral_alive = len(self._neutral)
        self._actors: dict[str, tuple[int, ...]] = {}
        self._role_seats: dict[str, tuple[int, ...]] = {}  # night step -> its seats, dead or not

    # -- questions -------------------------------------------------------------------------
    def living(self) -> tuple[int, ...]:
        """Living seats in seat order."""
        return self._living

    def black_alive(self) -> int:
        return self._black_alive

    def actors(self, kind: str) -> tuple[int, ...]:
        """Living seats whose role acts in the night step ``kind``, in seat order."""
        found = self._actors.get(kind)
        if found is None:
            seats = self._role_seats.get(kind)
            if seats is None:
                roles = self.roles
                seats = tuple(s for s in self.seats if kind in roles[s].night_steps)
                self._role_seats[kind] = seats
            alive = self.alive
            found = self._actors[kind] = tuple([s for s in seats if s in alive])
        return found

    def seat(self, seat: object, what: str = "seat") -> int:
        """Validate a seat number. Raises NoSuchSeat."""
        if type(seat) is int and 0 < seat <= len(self.seats):
            return seat
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= len(self.seats):
            raise NoSuchSeat(f"{what} {seat!r} is not at this table (seats 1-{len(self.seats)})")
        return seat

    def living_seat(self, seat: object, what: str = "seat") -> int:
        """Validate a living seat. Raises NoSuchSeat, SeatDead."""
        if type(seat) is int and seat in self.alive:  # the usual case, asked on most inputs
            return seat
        self.seat(seat, what)
        if seat not in self.alive:
            raise SeatDead(f"{what} {seat} is dead")
        return seat  # type: ignore[return-value]

    def end_now(self) -> str | None:
        """The winner if who is alive decides the game (000, 001, 002, 004; 003 «Маньяк»):

        * town — no black seat and no neutral (the Maniac) left;
        * a neutral role (``"maniac"``) — he is left alone, or one-on-one with a red seat
          (003: «Его цель — остаться один на один с мирным жителем»; Clones «Спорные вопросы» 1:
          the Sheriff and the Maniac left → the Maniac wins);
        * mafia — black >= everyone else alive, the Maniac counted with the others (the seeds'
          parity; a Maniac and one black seat left → the mafia);
        * draw — nobody left alive (two last seats killed in one night).
        """
        black = self._black_alive
        living = len(self.alive)
        neutral = self._neutral_alive
        if black == 0 and neutral == 0:
            return "town" if living else "draw"
        if neutral and black == 0 and living - neutral <= 1:
            return next(self.roles[s].name for s in self._living if s in self._neutral)
        if black >= living - black:
            return "mafia"
        return None

    # -- changes ---------------------------------------------------------------------------
    def eliminate(self, seat: int, how: str, events: list[Event]) -> None:
        if seat in self.alive:
            self.alive.discard(seat)
            self._living = tuple([s for s in self._living if s != seat])
            self._actors = {}
            if seat in self._black:
                self._black_alive -= 1
            if seat in self._neutral:
                self._neutral_alive -= 1
        if seat in self.nominees:
            self.nominees.remove(seat)
        self.eliminated.append({"seat": seat, "how": how, "day": self.day})
        role = self.roles[seat].name if self.rules.open_game else None
        events.append(_eliminated(seat, how, self.day, role))

    def mute_day_for(self, seat: int) -> int:
        """The day whose speech a freshly muted seat loses (002 rule 22)."""
        if self.rules.muted_when == "next_speech" and self.phase == "day":
            if not self.speeches_over and seat not in self.spoken_today:
                return self.day
        return self.day + 1
