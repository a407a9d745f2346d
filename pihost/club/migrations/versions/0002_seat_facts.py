"""The seats' side, points by group (main, extra, penalty) and the facts statistics count, as
columns, filled in from each stored game's record by the engine; the scoring system a game's
points are by; the judge's extra points in a table of their own.

Revision ID: 0002
Revises: 0001
"""

import json

import sqlalchemy as sa
from alembic import context, op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

_FACTS = (("side", sa.String(8)), ("draw", sa.Boolean), ("main", sa.Float),
          ("extra", sa.Float), ("penalty", sa.Float), ("left_how", sa.String(20)),
          ("first_night_killed", sa.Boolean), ("checks", sa.Integer),
          ("checks_found", sa.Integer), ("saves", sa.Integer), ("kills", sa.Integer),
          ("votes", sa.Integer), ("votes_on_black", sa.Integer))


def upgrade() -> None:
    with op.batch_alter_table("game_seats") as t:
        for name, kind in _FACTS:
            t.add_column(sa.Column(name, kind, nullable=True))
    with op.batch_alter_table("games") as t:
        t.add_column(sa.Column("scoring", sa.String(200), nullable=True))
    op.create_table(
        "extra_points",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("points", sa.Float, nullable=False),
        sa.Column("reason", sa.String(200), nullable=False),
        sa.Column("entered_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_extra_points_game_id", "extra_points", ["game_id"])
    _fill_in(op.get_bind(), context.config.attributes.get("scoring", "fiim"))


def _fill_in(conn, scoring: str) -> None:
    """Every stored game's seats get their side, points and facts from its record (replayed
    by the engine, scored by the store's scoring system)."""
    from pihost.club.games import ClubGame
    from pihost.club.store import seat_values

    games = sa.table("games", sa.column("id"), sa.column("started_at"), sa.column("record"),
                     sa.column("scoring"))
    seats = sa.table("game_seats", sa.column("game_id"), sa.column("seat"),
                     *(sa.column(n) for n, _ in _FACTS), sa.column("points"))
    rows = conn.execute(sa.select(games.c.id, games.c.started_at, games.c.record)).all()
    for gid, started, text in rows:
        record = json.loads(text)
        game = ClubGame(gid, started, {}, record)
        for seat, values in seat_values(game, scoring).items():
            conn.execute(seats.update().where(seats.c.game_id == gid, seats.c.seat == seat)
                         .values(**{k: v for k, v in values.items() if k in seats.c}))
        conn.execute(games.update().where(games.c.id == gid).values(scoring=scoring))


def downgrade() -> None:
    op.drop_table("extra_points")
    with op.batch_alter_table("games") as t:
        t.drop_column("scoring")
    with op.batch_alter_table("game_seats") as t:
        for name, _ in reversed(_FACTS):
            t.drop_column(name)
