"""The store of finished games, through SQLAlchemy: an SQLite file on the box by default, a
PostgreSQL server for a club that runs several boxes against one — the same schema, made and
changed by the Alembic migrations (``pihost/club/migrations``).

Adding a game is idempotent by its id (``pihost.club.games.game_id``): a game sent twice — a
box that lost the server after the commit but before it knew — is stored once. A game and all
its seats go in one transaction: a store holds a game whole or not at all.

>>> import tempfile, os
>>> s = Store(f"sqlite:///{tempfile.mkdtemp()}/club.sqlite")
>>> s.upgrade(); s.revision()
'0002'
>>> s.count()
0

Errors: StoreError (an OSError: the database cannot be reached or used — the message says
which and why), UnknownGame (a KeyError) for an id that matches no game or several.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event, func, select
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import Session

from pihost.club.games import BadRecord, ClubGame
from pihost.club.models import HEAD, ExtraPoints, GameRow, Player, SeatRow

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class StoreError(OSError):
    """The store cannot be reached or used; ``str()`` names the database (no password) and
    says why."""


class UnknownGame(KeyError):
    """No game (or more than one) has this id or id prefix."""

    def __str__(self) -> str:
        return str(self.args[0])


def database_url(text: str) -> str:
    """A URL SQLAlchemy can open: ``postgresql://`` means the psycopg (3) driver here; a bare
    path means an SQLite file. Raises StoreError for something that is no database URL.

    >>> database_url("postgresql://pihost@club.local/club")
    'postgresql+psycopg://pihost@club.local/club'
    >>> database_url("/var/lib/pihost/club/club.sqlite")
    'sqlite:////var/lib/pihost/club/club.sqlite'
    """
    if "://" not in text:
        return f"sqlite:///{Path(text).expanduser()}"
    try:
        url = make_url(text)
    except ArgumentError as err:
        raise StoreError(f"{text!r} is not a database URL: {err}") from None
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    return url.render_as_string(hide_password=False)


def shown(url: str) -> str:
    """The URL with its password hidden, for messages."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "<a database URL>"


def seat_values(game: ClubGame, scoring: str) -> dict[int, dict[str, Any]]:
    """The columns of each seat of ``game``: its player, role, result, points by ``scoring``
    (with the judge's extra points) and facts. Raises BadRecord, ScoringFileError."""
    facts = game.facts()
    points = game.score(scoring)
    players = game.players
    out = {}
    for seat, f in facts.items():
        p = points[seat]
        out[seat] = {
            "player_id": players.get(seat, {}).get("id"), "role": f.role, "won": f.won,
            "points": p.total, "main": p.main, "extra": p.extra, "penalty": p.penalty,
            "side": f.side, "draw": f.draw, "left_how": f.left_how,
            "first_night_killed": f.first_night_killed, "checks": f.checks,
            "checks_found": f.checks_found, "saves": f.saves, "kills": f.kills,
            "votes": f.votes, "votes_on_black": f.votes_on_black,
        }
    return out


@dataclass(frozen=True)
class Filter:
    """Which games: played from ``since`` (inclusive) until ``until`` (exclusive), at ``box``."""

    since: dt.datetime | None = None
    until: dt.datetime | None = None
    box: str | None = None

    def apply(self, q: Any) -> Any:
        if self.since is not None:
            q = q.where(GameRow.started_at >= self.since)
        if self.until is not None:
            q = q.where(GameRow.started_at < self.until)
        if self.box:
            q = q.where(GameRow.box == self.box)
        return q


class Store:
    """A club store at ``url`` (any SQLAlchemy URL; see :func:`database_url`), scoring new
    games by ``scoring`` (a system name or file). Nothing is opened until first used."""

    def __init__(self, url: str, scoring: str = "fiim", connect_timeout: float = 5.0) -> None:
        self.url = database_url(url)
        self.scoring = scoring
        self.connect_timeout = connect_timeout
        self._engine: Engine | None = None

    def __repr__(self) -> str:
        return f"Store({shown(self.url)!r})"

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            url = make_url(self.url)
            args: dict[str, Any] = {}
            if url.get_backend_name() == "sqlite":
                if url.database and url.database != ":memory:":
                    Path(url.database).parent.mkdir(parents=True, exist_ok=True)
                args = {"timeout": 30}
            elif url.get_backend_name() == "postgresql":
                args = {"connect_timeout": max(1, int(self.connect_timeout))}
            try:
                self._engine = create_engine(url, connect_args=args, pool_pre_ping=True)
            except (ArgumentError, NoSuchModuleError, ImportError) as err:
                raise StoreError(f"{shown(self.url)}: cannot open: {err}") from None
            if url.get_backend_name() == "sqlite":
                event.listen(self._engine, "connect", _sqlite_foreign_keys)
        return self._engine

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- schema ----------------------------------------------------------------------------
    def _alembic(self, conn: Any) -> Any:
        from alembic.config import Config

        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        cfg.attributes["connection"] = conn
        cfg.attributes["scoring"] = self.scoring
        return cfg

    def upgrade(self, revision: str = "head") -> None:
        """Migrate the schema to ``revision`` (from empty, or from any older revision).
        Raises StoreError."""
        from alembic import command

        self._migrate(command.upgrade, revision)

    def downgrade(self, revision: str) -> None:
        """Migrate the schema back to ``revision`` ("base": empty). Raises StoreError."""
        from alembic import command

        self._migrate(command.downgrade, revision)

    def _migrate(self, step: Any, revision: str) -> None:
        engine = self.engine
        if engine.url.get_backend_name() == "sqlite":
            # SQLite changes a table by copying it (Alembic's batch mode): with foreign keys
            # on, dropping the old games table would delete every seat through the cascade
            engine = create_engine(engine.url, connect_args={"timeout": 30})
        try:
            with engine.begin() as conn:
                step(self._alembic(conn), revision)
        except SQLAlchemyError as err:
            raise StoreError(f"{shown(self.url)}: cannot migrate: {_why(err)}") from None
        finally:
            if engine is not self.engine:
                engine.dispose()

    def revision(self) -> str | None:
        """The schema's revision (None: empty). Raises StoreError."""
        from alembic.runtime.migration import MigrationContext

        try:
            with self.engine.connect() as conn:
                return MigrationContext.configure(conn).get_current_revision()
        except SQLAlchemyError as err:
            raise StoreError(f"{shown(self.url)}: cannot be read: {_why(err)}") from None

    def ready(self) -> Store:
        """Upgrade the schema if it is not the newest; returns the store. Raises StoreError."""
        if self.revision() != HEAD:
            self.upgrade()
        return self

    # -- games -----------------------------------------------------------------------------
    def add(self, game: ClubGame) -> bool:
        """Store a finished game with its seats and players, unless its id is stored already.
        True when stored now, False when it was there. Raises StoreError, BadRecord."""
        values = seat_values(game, self.scoring)
        for attempt in range(3):
            try:
                with Session(self.engine) as s, s.begin():
                    if s.get(GameRow, game.id) is not None:
                        return False
                    for p in game.players.values():
                        known = s.get(Player, p["id"])
                        if known is None:
                            s.add(Player(id=p["id"], name=p["name"]))
                        elif known.name != p["name"]:
                            known.name = p["name"]
                    s.flush()
                    s.add(GameRow(id=game.id, box=game.box, started_at=game.started,
                                  stored_at=dt.datetime.now().replace(microsecond=0),
                                  rules=game.rules, winner=game.winner,
                                  seats=len(values), scoring=self.scoring,
                                  record=json.dumps(game.record, ensure_ascii=False,
                                                    sort_keys=True)))
                    s.flush()
                    for seat, v in values.items():
                        s.add(SeatRow(game_id=game.id, seat=seat, **v))
                return True
            except IntegrityError:
                # another box stored this game (or a player) at the same moment: look again
                if attempt == 2:
                    raise
            except SQLAlchemyError as err:
                raise StoreError(f"{shown(self.url)}: cannot store game {game.id}: "
                                 f"{_why(err)}") from None
        return False

    def count(self, f: Filter | None = None) -> int:
        """How many games (``f``: which). Raises StoreError."""
        q = (f or Filter()).apply(select(func.count()).select_from(GameRow))
        return int(self._run(lambda s: s.execute(q).scalar_one()))

    def ids(self) -> list[str]:
        return list(self._run(lambda s: s.execute(select(GameRow.id)).scalars().all()))

    def find(self, prefix: str) -> str:
        """The id of the one game whose id starts with ``prefix``. Raises UnknownGame."""
        prefix = prefix.strip().lower()
        if not prefix or not all(c in "0123456789abcdef" for c in prefix):
            raise UnknownGame(f"{prefix!r} is not a game id (hex digits; `pihost games` lists "
                              "them)")
        found = self._run(lambda s: s.execute(
            select(GameRow.id).where(GameRow.id.startswith(prefix)).limit(2)).scalars().all())
        if len(found) != 1:
            raise UnknownGame(f"no game {prefix}" if not found else
                              f"{prefix} matches several games: give more of the id")
        return str(found[0])

    def game(self, prefix: str) -> ClubGame:
        """A stored game (by id or id prefix) with the judge's extra points. Raises
        UnknownGame, StoreError."""
        gid = self.find(prefix)

        def get(s: Session) -> ClubGame:
            row = s.get(GameRow, gid)
            assert row is not None
            extra: dict[int, float] = {}
            for e in s.execute(select(ExtraPoints).where(ExtraPoints.game_id == gid)).scalars():
                extra[e.seat] = round(extra.get(e.seat, 0.0) + e.points, 6)
            return ClubGame(row.id, row.started_at, {}, json.loads(row.record), row.box, extra)

        return self._run(get)

    def games(self, f: Filter | None = None, player: str | None = None) -> list[dict[str, Any]]:
        """Stored games, oldest first: id, box, started, rules, winner, and the seats'
        players. ``player``: only his games. Raises StoreError."""
        q = (f or Filter()).apply(select(GameRow.id, GameRow.box, GameRow.started_at,
                                         GameRow.rules, GameRow.winner))
        if player:
            q = q.where(GameRow.id.in_(select(SeatRow.game_id).where(SeatRow.player_id == player)))

        def get(s: Session) -> list[dict[str, Any]]:
            rows = s.execute(q).all()
            out = []
            for gid, box, started, rules, winner in sorted(rows, key=lambda r: (r[2], r[0])):
                out.append({"id": gid, "box": box, "started": started, "rules": rules,
                            "winner": winner})
            return out

        return self._run(get)

    def seat_rows(self, f: Filter | None = None) -> list[tuple]:
        """For ratings and statistics, every seat of the games ``f`` picks, in game order
        (started, then id): (game id, started, seat, player id, role, side, won, draw,
        points, first-night killed, checks, checks found, votes, votes on black). Raises
        StoreError."""
        q = (f or Filter()).apply(
            select(SeatRow.game_id, GameRow.started_at, SeatRow.seat, SeatRow.player_id,
                   SeatRow.role, SeatRow.side, SeatRow.won, SeatRow.draw, SeatRow.points,
                   SeatRow.first_night_killed, SeatRow.checks, SeatRow.checks_found,
                   SeatRow.votes, SeatRow.votes_on_black)
            .join(GameRow, GameRow.id == SeatRow.game_id))
        rows = self._run(lambda s: s.execute(q).all())
        # sorted here, not by the database: text collation differs between SQLite and a
        # PostgreSQL server's locale, and both must give the same ratings
        return sorted((tuple(r) for r in rows), key=lambda r: (r[1], r[0], r[2]))

    def player_names(self) -> dict[str, str]:
        return dict(self._run(lambda s: s.execute(select(Player.id, Player.name)).all()))

    def add_extra(self, prefix: str, seat: int, points: float, reason: str = "") -> ClubGame:
        """The judge's extra points for a seat of a stored game (negative ones too); the seat's
        points are counted again. Raises UnknownGame, ValueError for a seat not in the game,
        StoreError."""
        game = self.game(prefix)
        if seat not in {int(s) for s in game.record.get("roles", {})}:
            raise ValueError(f"game {game.id[:8]} has no seat {seat}")

        def put(s: Session) -> None:
            s.add(ExtraPoints(game_id=game.id, seat=seat, points=float(points),
                              reason=reason[:200], entered_at=dt.datetime.now().replace(
                                  microsecond=0)))

        self._run(put, write=True)
        game = self.game(game.id)
        self._rescore([game])
        return game

    def rescore(self, scoring: str | None = None) -> int:
        """Count every stored game's points again (by ``scoring``, else the store's system);
        returns how many. Raises StoreError, ScoringFileError."""
        if scoring:
            self.scoring = scoring
        games = [self.game(i) for i in self.ids()]
        self._rescore(games)
        return len(games)

    def _rescore(self, games: Iterable[ClubGame]) -> None:
        def put(s: Session) -> None:
            for g in games:
                for seat, v in seat_values(g, self.scoring).items():
                    row = s.get(SeatRow, (g.id, seat))
                    if row is not None:
                        for k in ("points", "main", "extra", "penalty"):
                            setattr(row, k, v[k])
                row = s.get(GameRow, g.id)
                if row is not None:
                    row.scoring = self.scoring

        self._run(put, write=True)

    def _run(self, fn: Any, write: bool = False) -> Any:
        try:
            with Session(self.engine) as s:
                if write:
                    with s.begin():
                        return fn(s)
                return fn(s)
        except SQLAlchemyError as err:
            raise StoreError(f"{shown(self.url)}: {_why(err)}") from None


def _sqlite_foreign_keys(dbapi_conn: Any, record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def _why(err: Exception) -> str:
    orig = getattr(err, "orig", None)
    text = str(orig if orig is not None else err).strip().splitlines()
    return text[0] if text else type(err).__name__


__all__ = ["BadRecord", "Filter", "Store", "StoreError", "UnknownGame", "database_url",
           "seat_values", "shown"]
