"""The box's outbox against a real PostgreSQL server: a game written while the server is
unreachable waits and is sent when it returns; an upload killed at random points (SIGKILL, as a
power cut would) leaves every game on the server exactly once — 0 lost, 0 doubled."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import sqlalchemy as sa

from pihost.club.outbox import Outbox
from pihost.club.store import Store

ROOT = Path(__file__).resolve().parents[2]

UPLOAD = """
import random, sys, time
from pathlib import Path
from pihost.club.outbox import Outbox
from pihost.club.store import Store

store = Store(sys.argv[2]).ready()
real = store.add
def add(game):                       # a slow line: the kill lands before, in or after a commit
    time.sleep(random.random() * 0.03)
    done = real(game)
    time.sleep(random.random() * 0.03)
    return done
store.add = add
print("ready", flush=True)
print(Outbox(Path(sys.argv[1])).send(store), flush=True)
"""


def server_counts(url):
    eng = sa.create_engine(url)
    with eng.connect() as c:
        ids = [r[0] for r in c.execute(sa.text("SELECT id FROM games"))]
        seats = c.execute(sa.text("SELECT count(*) FROM game_seats")).scalar_one()
    eng.dispose()
    return ids, seats


def test_an_unreachable_server_keeps_the_game_and_gets_it_later(journals, pg, tmp_path):
    from pihost.club.after_game import after_game, send_outbox
    from pihost.config import load_config

    url = pg.create_database("later")
    cfg_file = tmp_path / "table.yaml"
    down = f"postgresql://pihost@/later?host={tmp_path}&port=1"
    cfg_file.write_text(f"journal: {{dir: {tmp_path / 'games'}}}\nseats: {{kind: fake}}\n"
                        f"club: {{server: '{down}', connect_timeout_seconds: 1}}\n")
    cfg = load_config(cfg_file)
    journal = sorted(journals.glob("*.jsonl"))[0]
    after_game(cfg, journal, wait=True)
    box = Outbox(tmp_path / "club" / "outbox")
    assert len(box.pending()) == 1
    local = Store(f"sqlite:///{tmp_path / 'club' / 'club.sqlite'}")
    assert local.count() == 1  # the box's own store has it at once
    # the server comes back (the config now reaches it)
    cfg_file.write_text(cfg_file.read_text().replace(down, url))
    sent = send_outbox(load_config(cfg_file))
    assert (sent.stored, sent.waiting, sent.error) == (1, 0, None)
    assert box.pending() == []
    assert len(server_counts(url)[0]) == 1
    out = subprocess.run([sys.executable, "-m", "pihost", "games", "--config", cfg_file, "sync"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0 and out.stdout.startswith("0 sent"), out.stderr


def test_uploads_killed_at_random_points_lose_nothing_and_double_nothing(games, pg, tmp_path):
    from dataclasses import replace

    from pihost.club.games import game_id

    url = pg.create_database("killed")
    Store(url).ready().close()
    box = Outbox(tmp_path / "outbox")
    # twelve games: the four played ones, each also as if started at two more tables
    many = []
    for k in range(3):
        for g in games:
            header = {**g.header, "table": k}
            many.append(replace(g, header=header, id=game_id(header, g.record)))
    assert len({g.id for g in many}) == 12
    games = many
    for g in games:
        box.put(g)
    rng = random.Random(12)
    kills = partial = 0
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(30):  # bounded: each round a child uploads until it is killed
        if not box.pending():
            break
        child = subprocess.Popen([sys.executable, "-c", UPLOAD, str(box.folder), url],
                                 stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env)
        before = len(box.pending())
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.random() * 0.25)
        if child.poll() is None:
            child.send_signal(signal.SIGKILL)
            kills += 1
            partial += 0 < len(box.pending()) < before  # killed in the middle of the outbox
        child.wait(30)
        child.stdout.close()
    # the box comes back for good: whatever is left goes now
    last = box.send(Store(url))
    assert last.error is None and box.pending() == []
    ids, seats = server_counts(url)
    assert sorted(ids) == sorted(g.id for g in games)   # 0 lost, 0 doubled
    assert seats == 10 * len(games)                    # every game whole
    assert kills >= 3 and partial >= 1
