"""The store's Alembic migrations on both backends: from an empty database to the newest
schema (which is the models' schema), and from the previous schema with games in it — the
data goes through migration 0002 (the seats' facts filled in from each record by the engine)
and ends the same as games stored at the newest schema; and back down."""

from __future__ import annotations

import json

import sqlalchemy as sa

from pihost.club.models import HEAD, Base
from pihost.club.store import Store


def columns(store):
    insp = sa.inspect(store.engine)
    return {t: {c["name"] for c in insp.get_columns(t)}
            for t in insp.get_table_names() if t != "alembic_version"}


def test_from_empty_to_the_newest_is_the_models_schema(store_url):
    s = Store(store_url)
    assert s.revision() is None
    s.upgrade()
    assert s.revision() == HEAD
    assert columns(s) == {t.name: {c.name for c in t.columns}
                          for t in Base.metadata.sorted_tables}
    s.downgrade("base")
    assert s.revision() is None and columns(s) == {}
    s.close()


def v1_insert(store, game, known):
    """A game as the first schema's code stored it: no side, facts or scoring yet."""
    with store.engine.begin() as conn:
        for p in game.players.values():
            if p["id"] in known:
                continue
            known.add(p["id"])
            conn.execute(sa.text("INSERT INTO players (id, name) VALUES (:i, :n)"),
                         {"i": p["id"], "n": p["name"]})
        conn.execute(sa.text(
            "INSERT INTO games (id, box, started_at, stored_at, rules, winner, seats, record) "
            "VALUES (:id, :box, :s, :s, :rules, :w, 10, :rec)"),
            {"id": game.id, "box": game.box, "s": game.started, "rules": game.rules,
             "w": game.winner, "rec": json.dumps(game.record)})
        facts = game.facts()
        for seat, role in game.record["roles"].items():
            conn.execute(sa.text(
                "INSERT INTO game_seats (game_id, seat, player_id, role, won, points) "
                "VALUES (:g, :s, :p, :r, :w, :pts)"),
                {"g": game.id, "s": int(seat), "p": game.players[int(seat)]["id"], "r": role,
                 "w": facts[int(seat)].won, "pts": game.record["points"][seat]["total"]})


def test_from_the_previous_schema_with_games_in_it(games, store_url, pg, tmp_path):
    old = Store(store_url)
    old.upgrade("0001")
    assert old.revision() == "0001" and "side" not in columns(old)["game_seats"]
    known: set[str] = set()
    for g in games[:3]:
        v1_insert(old, g, known)
    old.upgrade()
    assert old.revision() == HEAD
    # the same games stored by the newest code, for comparison
    fresh = Store(f"sqlite:///{tmp_path / 'fresh.sqlite'}").ready()
    for g in games[:3]:
        fresh.add(g)
    a = old.seat_rows()
    b = fresh.seat_rows()
    # the side, points (by the club's scoring, not the rule set's) and facts: filled right
    assert a == b
    assert all(r[5] in ("red", "black") for r in a)
    # and the migrated store goes on working: a new game, extra points
    assert old.add(games[3]) and old.count() == 4
    old.add_extra(games[0].id, 1, 0.25)
    assert old.game(games[0].id).extra == {1: 0.25}
    old.downgrade("0001")
    assert old.revision() == "0001" and old.count() == 4
    assert "extra_points" not in columns(old)
    old.close()
    fresh.close()
