"""The engine compiled by mypyc (``bench/compile_engine.py``) behaves exactly as the plain one:
the same games, events, windows, views and errors (``engine.fingerprint``), and the same random
playouts. The compiled build is what ``bench/engine_playouts.py`` measures second.

Runs in CI: mypy (which brings mypyc) is in the ``test`` extra and ``./run.sh`` installs a C
compiler and the Python headers. The build is cached in ``build/engine-mypyc/``.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.fingerprint import OPTION_MIX, fingerprint
from engine.playout import random_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = int(os.environ.get("ENGINE_COMPILED_GAMES", "3"))  # fingerprint seeds per set
PLAYOUTS = int(os.environ.get("ENGINE_COMPILED_PLAYOUTS", "400"))

CHILD = """
import hashlib, json, sys
sys.path.insert(0, sys.argv[1])
import engine, engine.game
from engine.fingerprint import OPTION_MIX, fingerprint
from engine.playout import random_game
from engine.rules import available
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
h = hashlib.sha256()
for rules in available():
    for seed in range(int(sys.argv[3])):
        g = random_game(seed, rules=rules, undo=seed % 2 == 1,
                        options=OPTION_MIX if seed % 3 == 2 else None)
        h.update(json.dumps([[i.to_json() for i in g.inputs], g.winner]).encode())
print(json.dumps({"game_module": engine.game.__file__,
                  "fingerprint": fingerprint(int(sys.argv[2])).digest,
                  "playouts": h.hexdigest()}))
"""


@pytest.fixture(scope="module")
def compiled() -> Path:
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "compile_engine.py")],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr
    return Path(r.stdout.strip())


def test_the_hot_modules_are_really_compiled(compiled):
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from compile_engine import COMPILED, compiled_modules
    finally:
        sys.path.remove(str(ROOT / "bench"))
    assert sorted(compiled_modules(compiled)) == sorted(COMPILED)


def test_compiled_engine_plays_exactly_as_the_plain_one(compiled):
    # -S: no site-packages, so only the compiled folder can provide ``engine``
    r = subprocess.run([sys.executable, "-S", "-c", CHILD, str(compiled), str(GAMES),
                        str(PLAYOUTS)], capture_output=True, text=True, timeout=900,
                       cwd=compiled)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert got["game_module"].endswith(".so"), got  # not the plain game.py

    h = hashlib.sha256()
    from engine.rules import available
    for rules in available():
        for seed in range(PLAYOUTS):
            g = random_game(seed, rules=rules, undo=seed % 2 == 1,
                            options=OPTION_MIX if seed % 3 == 2 else None)
            h.update(json.dumps([[i.to_json() for i in g.inputs], g.winner]).encode())
    assert got["playouts"] == h.hexdigest()
    assert got["fingerprint"] == fingerprint(GAMES).digest
