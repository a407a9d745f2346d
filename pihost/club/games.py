"""A finished game as the club keeps it: its id, when and where it was played, its set-up and
record (``pihost.host.record``), and the engine game rebuilt from that record — what scoring,
statistics, documents and the move analysis ask.

The id is derived from the journal, so the same game always gets the same id: a SHA-256 over
the journal's header (the set-up and the moment it started) and the engine's inputs in its
record. A game imported twice, or sent twice by a box that lost its server mid-upload, is one
game.

>>> import tempfile, os
>>> from pihost.host.setup import GameSetup
>>> from pihost.host.table import SimTable
>>> from pihost.host.testing import play
>>> path = os.path.join(tempfile.mkdtemp(), "g.jsonl")
>>> _ = play(GameSetup(seed=42, players={1: {"id": "anna", "name": "Анна"}}), SimTable(42), path)
>>> g = from_journal(path)
>>> len(g.id), g.players[1]["id"], g.engine_game().over
(32, 'anna', True)

Errors: NotFinished (a ValueError) for a journal whose game has not ended or cannot be read;
BadRecord (a ValueError) for a record the engine cannot replay.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import Game
from engine.scoring import ScoringSystem, SeatFacts, SeatScore, load_scoring, seat_facts


class NotFinished(ValueError):
    """The journal holds no finished game (or is no journal); the message says which."""


class BadRecord(ValueError):
    """A game record the engine cannot rebuild (a rule set or role this install lacks, or
    inputs it refuses); the message says why."""


def game_id(header: dict[str, Any], record: dict[str, Any]) -> str:
    """The game's id: 32 hex digits of a SHA-256 over the journal header and the engine
    inputs of the record, canonical JSON (sorted keys).

    >>> game_id({"setup": {}, "started": "2026-01-01T20:00:00"}, {"engine_inputs": []})
    '39f73a6032c3c5f4193bd678fd3e3e00'
    """
    canon = json.dumps({"header": header, "inputs": record.get("engine_inputs", [])},
                       sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class ClubGame:
    """One finished game. ``started``: the journal's start (local time, to the second);
    ``players``: seat -> ``{"id", "name"}`` (seats without a player are absent); ``extra``:
    the judge's extra points by seat, entered after the game (``pihost games extra``)."""

    id: str
    started: dt.datetime
    header: dict[str, Any]
    record: dict[str, Any]
    box: str = ""
    extra: dict[int, float] = field(default_factory=dict)

    @property
    def players(self) -> dict[int, dict[str, str]]:
        return {int(s): dict(p) for s, p in (self.record.get("players") or {}).items()}

    @property
    def setup(self) -> dict[str, Any]:
        return dict(self.record.get("setup") or self.header.get("setup") or {})

    @property
    def rules(self) -> str:
        return str(self.record.get("rules") or self.setup.get("rules") or "")

    @property
    def winner(self) -> str:
        return str(self.record.get("winner") or "")

    def engine_game(self) -> Game:
        """The engine's game rebuilt from the record (its set-up, roles and inputs). Raises
        BadRecord."""
        from engine import EngineError
        from pihost.host.setup import GameSetup, rules_for

        try:
            rules = rules_for(GameSetup.from_json(self.setup))
            roles = {int(s): r for s, r in self.record["roles"].items()}
            g = Game.replay({"rules": rules, "roles": roles}, self.record["engine_inputs"])
        except (EngineError, KeyError, TypeError, ValueError) as err:
            raise BadRecord(f"game {self.id}: the engine cannot rebuild it: {err}") from None
        if not g.over:
            raise BadRecord(f"game {self.id}: its inputs do not end the game")
        return g

    def facts(self) -> dict[int, SeatFacts]:
        """Every seat's facts (``engine.scoring.facts``). Raises BadRecord."""
        return seat_facts(self.engine_game())

    def score(self, system: str | ScoringSystem) -> dict[int, SeatScore]:
        """Every seat's points by a scoring system, with the judge's extra points. Raises
        BadRecord, ScoringFileError."""
        g = self.engine_game()
        if not isinstance(system, ScoringSystem):
            system = load_scoring(system, g.rules.catalog.role_names)
        return system.score(seat_facts(g), self.extra)

    def to_json(self) -> dict[str, Any]:
        """The wire form (the outbox's files): round-trips through :meth:`from_json`."""
        return {"id": self.id, "started": self.started.isoformat(), "box": self.box,
                "header": self.header, "record": self.record}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ClubGame:
        """Raises BadRecord for something that is not a club game's wire form."""
        try:
            g = cls(id=str(d["id"]), started=dt.datetime.fromisoformat(d["started"]),
                    header=dict(d["header"]), record=dict(d["record"]), box=str(d.get("box", "")))
        except (KeyError, TypeError, ValueError) as err:
            raise BadRecord(f"not a club game: {err}") from None
        if game_id(g.header, g.record) != g.id:
            raise BadRecord(f"game {g.id}: the id does not match its contents")
        return g


def from_contents(header: dict[str, Any], end: dict[str, Any] | None, box: str = "",
                  where: str = "journal") -> ClubGame:
    """A club game from a journal's header and end line. Raises NotFinished."""
    record = (end or {}).get("record")
    if not record:
        raise NotFinished(f"{where}: the game has not ended (no record)")
    started = header.get("started")
    try:
        when = dt.datetime.fromisoformat(started) if started else dt.datetime(1970, 1, 1)
    except (TypeError, ValueError):
        when = dt.datetime(1970, 1, 1)
    return ClubGame(game_id(header, record), when, header, record, box)


def from_journal(path: str | Path, box: str = "") -> ClubGame:
    """The finished game in the journal at ``path``. A damaged journal whose end line is
    intact still gives its game. Raises NotFinished."""
    from pihost.host.journal import Journal, JournalError

    try:
        contents = Journal.read(Path(path))
    except (JournalError, OSError, ValueError) as err:
        raise NotFinished(f"{path}: not a game journal ({err})") from None
    return from_contents(contents.header, contents.end, box, str(path))
