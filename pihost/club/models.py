"""The club's schema as SQLAlchemy models: the same tables on the box's SQLite file and on a
club's PostgreSQL server. The schema is made and changed only by the Alembic migrations in
``pihost/club/migrations`` (``Store.upgrade``); these models are what the code reads and writes,
and ``tests/club/test_migrations.py`` checks that the migrated schema matches them.

* ``players`` — a player's id (the club's word for him: "anna", "p017") and name;
* ``games`` — one finished game: its id (``pihost.club.games.game_id``), the box (table) it was
  played at, when, its rule set, winner, seat count, the scoring system its points are by, and
  its whole record as JSON (set-up, roles, votes, night acts, inputs...);
* ``game_seats`` — a seat of a game: the player there, his role and side, his result, his points
  by group and the facts statistics count (``engine.scoring.facts``);
* ``extra_points`` — the judge's extra points, entered after the game.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Boolean, DateTime, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

#: the Alembic revision these models describe (the newest migration)
HEAD = "0002"


class Base(DeclarativeBase):
    pass


class Player(Base):
    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    box: Mapped[str] = mapped_column(String(100), default="")
    started_at: Mapped[dt.datetime] = mapped_column(DateTime, index=True)
    stored_at: Mapped[dt.datetime] = mapped_column(DateTime)
    rules: Mapped[str] = mapped_column(String(64))
    winner: Mapped[str] = mapped_column(String(32))
    seats: Mapped[int] = mapped_column(Integer)
    scoring: Mapped[str | None] = mapped_column(String(200), nullable=True)
    record: Mapped[str] = mapped_column(Text)


class SeatRow(Base):
    __tablename__ = "game_seats"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[str | None] = mapped_column(
        String(64), ForeignKey("players.id"), nullable=True, index=True)
    role: Mapped[str] = mapped_column(String(32))
    won: Mapped[bool] = mapped_column(Boolean)
    points: Mapped[float] = mapped_column(Float)
    # revision 0002: the side, the points by group and the facts, as columns
    side: Mapped[str | None] = mapped_column(String(8), nullable=True)
    draw: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    main: Mapped[float | None] = mapped_column(Float, nullable=True)
    extra: Mapped[float | None] = mapped_column(Float, nullable=True)
    penalty: Mapped[float | None] = mapped_column(Float, nullable=True)
    left_how: Mapped[str | None] = mapped_column(String(20), nullable=True)
    first_night_killed: Mapped[bool | None] = mapped_column(Boolean, nullable=True)
    checks: Mapped[int | None] = mapped_column(Integer, nullable=True)
    checks_found: Mapped[int | None] = mapped_column(Integer, nullable=True)
    saves: Mapped[int | None] = mapped_column(Integer, nullable=True)
    kills: Mapped[int | None] = mapped_column(Integer, nullable=True)
    votes: Mapped[int | None] = mapped_column(Integer, nullable=True)
    votes_on_black: Mapped[int | None] = mapped_column(Integer, nullable=True)


class ExtraPoints(Base):
    __tablename__ = "extra_points"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    points: Mapped[float] = mapped_column(Float)
    reason: Mapped[str] = mapped_column(String(200), default="")
    entered_at: Mapped[dt.datetime] = mapped_column(DateTime)


#: the facts kept as columns of a seat (revision 0002), by their names in SeatFacts
FACT_COLUMNS = ("side", "draw", "left_how", "first_night_killed", "checks", "checks_found",
                "saves", "kills", "votes", "votes_on_black")
