"""The store of games on a real SQLite file and a real PostgreSQL server (started for the
tests): the same games give the same ratings in both; a game is stored once however often it
is added; the judge's extra points; the import of journals and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pihost.club.rating import ratings
from pihost.club.store import Filter, Store, StoreError, UnknownGame

ROOT = Path(__file__).resolve().parents[2]


def test_the_same_games_give_the_same_ratings_in_sqlite_and_postgresql(games, pg, tmp_path):
    lite = Store(f"sqlite:///{tmp_path / 'club.sqlite'}").ready()
    server = Store(pg.create_database("same_ratings")).ready()
    for g in games:
        assert lite.add(g) and server.add(g)
    a, b = lite.seat_rows(), server.seat_rows()
    assert a == b and len(a) == 10 * len(games)
    for per_role in (False, True):
        ra = {k: (r.rating, r.games, r.wins) for k, r in ratings(a, per_role).items()}
        rb = {k: (r.rating, r.games, r.wins) for k, r in ratings(b, per_role).items()}
        assert ra == rb and len(ra) >= 10
    assert any(r[0] != 1000.0 for r in ra.values())
    lite.close()
    server.close()


def test_a_game_is_stored_once_with_all_its_seats(games, store_url):
    s = Store(store_url).ready()
    assert s.revision() == "0002"
    assert s.add(games[0]) is True
    assert s.add(games[0]) is False
    assert s.count() == 1 and len(s.seat_rows()) == 10
    back = s.game(games[0].id[:10])
    assert back.record == games[0].record and back.id == games[0].id
    names = s.player_names()
    assert names[games[0].players[1]["id"]] == games[0].players[1]["name"]
    with pytest.raises(UnknownGame):
        s.game("ffffffffff")
    with pytest.raises(UnknownGame):
        s.game("not-hex")
    s.close()


def test_extra_points_are_counted_into_the_seat(games, store_url):
    s = Store(store_url).ready()
    g = games[1]
    s.add(g)
    before = {r[2]: r[8] for r in s.seat_rows()}
    s.add_extra(g.id, 3, 0.3, "a good speech")
    s.add_extra(g.id, 3, 0.2)
    after = {r[2]: r[8] for r in s.seat_rows()}
    assert after[3] == pytest.approx(before[3] + 0.5)
    assert all(after[k] == before[k] for k in after if k != 3)
    with pytest.raises(ValueError, match="no seat 11"):
        s.add_extra(g.id, 11, 1.0)
    s.close()


def test_filters_by_date_and_box(games, tmp_path):
    import datetime as dt

    s = Store(str(tmp_path / "c.sqlite")).ready()
    for g in games:
        s.add(g)
    day = games[0].started.replace(hour=0, minute=0, second=0)
    assert s.count(Filter(since=day)) == len(games)
    assert s.count(Filter(until=day)) == 0
    assert s.count(Filter(since=day + dt.timedelta(days=1))) == 0
    assert s.count(Filter(box="table-1")) == len(games)
    assert s.count(Filter(box="table-9")) == 0
    assert len(s.games(player=games[0].players[1]["id"])) >= 1


def test_an_unreachable_server_is_a_clear_error(tmp_path):
    s = Store(f"postgresql://pihost@/club?host={tmp_path}&port=1", connect_timeout=1)
    with pytest.raises(StoreError, match="pihost@/club"):
        s.ready()
    with pytest.raises(StoreError):
        Store("nodriver://x/y").ready()


def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "pihost", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, timeout=300)


def test_import_and_the_commands(journals, tmp_path):
    cfg = tmp_path / "table.yaml"
    cfg.write_text(f"journal: {{dir: {tmp_path / 'games'}}}\nseats: {{kind: fake}}\n"
                   "club: {box: table-2, seasons: {autumn: 2020-09-01..2020-11-30}}\n")
    c = ("--config", cfg)
    out = cli("games", *c, "import", journals)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("4 games stored, 0 already there")
    again = cli("games", *c, "import", journals)
    assert again.stdout.startswith("0 games stored, 4 already there")
    listed = json.loads(cli("games", *c, "--json").stdout)
    assert len(listed) == 4 and {g["box"] for g in listed} == {"table-2"}
    assert json.loads(cli("games", *c, "--season", "autumn", "--json").stdout) == []
    rating = json.loads(cli("rating", *c, "--json").stdout)
    assert [r["place"] for r in rating] == list(range(1, len(rating) + 1))
    assert rating == sorted(rating, key=lambda r: -r["rating"])
    best = rating[0]
    player = json.loads(cli("player", *c, best["name"], "--json").stdout)
    assert player["rating"] == best["rating"] and player["games"] == best["games"]
    assert cli("player", *c, "nobody at all").returncode == 1
    assert cli("rating", *c, "--season", "spring").returncode == 2
    bad = cli("games", *c, "--db", f"postgresql://x@/y?host={tmp_path}&port=1")
    assert bad.returncode == 69 and "cannot" in bad.stderr
