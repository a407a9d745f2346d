"""The first schema: players, games (with the whole record as JSON) and their seats (player,
role, result, points).

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("box", sa.String(100), nullable=False),
        sa.Column("started_at", sa.DateTime, nullable=False),
        sa.Column("stored_at", sa.DateTime, nullable=False),
        sa.Column("rules", sa.String(64), nullable=False),
        sa.Column("winner", sa.String(32), nullable=False),
        sa.Column("seats", sa.Integer, nullable=False),
        sa.Column("record", sa.Text, nullable=False),
    )
    op.create_index("ix_games_started_at", "games", ["started_at"])
    op.create_table(
        "game_seats",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.String(64), sa.ForeignKey("players.id"), nullable=True),
        sa.Column("role", sa.String(32), nullable=False),
        sa.Column("won", sa.Boolean, nullable=False),
        sa.Column("points", sa.Float, nullable=False),
    )
    op.create_index("ix_game_seats_player_id", "game_seats", ["player_id"])


def downgrade() -> None:
    op.drop_table("game_seats")
    op.drop_table("games")
    op.drop_table("players")
