"""Fixtures of the club records' tests: a throwaway PostgreSQL server for the session
(``tests/club/pgserver.py``; PostgreSQL is installed by run.sh, so its absence fails), a few
finished games played by the box on the simulated table, and a fresh store per backend."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from pihost.club.games import from_journal
from tests.club.pgserver import PostgresServer

_names = itertools.count(1)

#: the club's players: 12 of them, 10 at each table
PLAYERS = {f"p{i:02d}": f"Игрок {i}" for i in range(1, 13)}


def seated(offset: int) -> dict[int, dict[str, str]]:
    ids = sorted(PLAYERS)
    return {s: {"id": ids[(s - 1 + offset) % 12], "name": PLAYERS[ids[(s - 1 + offset) % 12]]}
            for s in range(1, 11)}


def play_games(folder: Path, seeds: list[int]) -> list[Path]:
    from pihost.host.setup import GameSetup
    from pihost.host.table import SimTable
    from pihost.host.testing import play

    paths = []
    for k, seed in enumerate(seeds):
        path = folder / f"game-{k:02d}.jsonl"
        play(GameSetup(seed=seed, players=seated(k * 5)), SimTable(seed), path)
        paths.append(path)
    return paths


@pytest.fixture(scope="session")
def journals(tmp_path_factory):
    """Four finished games (journals) with players at every seat."""
    folder = tmp_path_factory.mktemp("club-journals")
    play_games(folder, [42, 43, 44, 45])
    return folder


@pytest.fixture(scope="session")
def games(journals):
    return [from_journal(p, box="table-1") for p in sorted(journals.glob("*.jsonl"))]


@pytest.fixture(scope="session")
def pg():
    with PostgresServer() as server:
        yield server


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    """A fresh empty database of each backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'club.sqlite'}"
    return request.getfixturevalue("pg").create_database(f"club{next(_names)}")
