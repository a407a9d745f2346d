"""The base of a game stage (night, speeches, vote, last words): it opens windows, takes the
actions meant for them and says when it is done. :class:`engine.Game` chains the stages."""

from __future__ import annotations

from .errors import NotYourTurn, WindowClosed
from .events import Event
from .inputs import Act
from .table import Table
from .windows import Window


class Stage:
    """A stage of the game. Subclasses validate fully before changing anything."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.rules = table.rules
        self.done = False

    def windows(self) -> list[Window]:
        return []

    def current(self) -> Window | None:
        """The first open window (what the table deals with now)."""
        ws = self.windows()
        return ws[0] if ws else None

    def act(self, act: Act, events: list[Event]) -> None:
        raise WindowClosed(f"no window takes {act.action!r} now")

    def timeout(self, events: list[Event]) -> None:
        """The open window's time is over."""

    def removed(self, seat: int, events: list[Event]) -> None:
        """``seat`` just left by fouls or disqualification (already out of ``table.alive``)."""

    def legal(self, seat: int | None) -> list[Act]:
        """The acts the open window takes now, of ``seat`` or of everyone (see
        ``Game.legal_inputs``); built from the same checks ``act`` makes."""
        return []

    # -- helpers for subclasses ------------------------------------------------------------
    def expect(self, act: Act, kind: str, actions: tuple[str, ...]) -> Window:
        """The open window of ``kind`` that ``act.seat`` may act in with ``actions``.
        Raises WindowClosed, SeatDead, NotYourTurn."""
        w = self.current()
        if w is None or w.kind != kind or act.action not in actions:
            now = w.kind if w else "nothing"
            raise WindowClosed(f"{act.action!r} is not taken now (open: {now})")
        self.table.living_seat(act.seat)
        if act.seat not in w.seats:
            raise NotYourTurn(f"seat {act.seat} may not {act.action} now ({kind})")
        return w
