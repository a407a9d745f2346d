"""The move analysis of a stored game — the town's win chance before and after each vote and
each night (``engine.analysis``) — run with the fastest engine build there is: the mypyc build
of ``bench/compile_engine.py`` when it has been built for this very source (a child process
puts it first on its path), else the plain engine in this process. Both give the same numbers
for the same seed: the compiled build plays the same games (``tests/engine/test_compiled.py``).

>>> from engine.analysis import Day
>>> line(Day(2, 0.52, 0.55, 0.61, 0.48))
'day 2: 52% → vote 55% → 61% → night → 48%'

Errors: BadRecord for a game the engine cannot rebuild.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine.analysis import Day, win_chances
from pihost.club.games import ClubGame

ROOT = Path(__file__).resolve().parents[2]


def compiled_build() -> Path | None:
    """The folder of a compiled engine built from this source, if there is one (never builds
    one: ``python bench/compile_engine.py`` does)."""
    script = ROOT / "bench" / "compile_engine.py"
    if not script.is_file():
        return None
    spec = importlib.util.spec_from_file_location("_compile_engine", script)
    if spec is None or spec.loader is None:
        return None
    mod = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(mod)
        folder = ROOT / "build" / "engine-mypyc" / mod.build_key()
    except Exception:  # a broken or partial checkout: the plain engine does
        return None
    stamp = folder / "engine" / ".built"
    return folder if stamp.exists() and len(mod.compiled_modules(folder)) == len(mod.COMPILED) \
        else None


def analyse(game: ClubGame, playouts: int = 200, seed: int = 0,
            compiled: bool | None = None) -> list[Day]:
    """The day lines of ``game``. ``compiled``: True to insist on the compiled build (None if
    absent: plain), False for the plain engine, None to use it when there. Raises BadRecord."""
    g = game.engine_game()
    folder = compiled_build() if compiled is not False else None
    if folder is None:
        return win_chances(g, playouts, seed)
    setup = game.setup
    request = {"rules": setup.get("rules", "classic"),
               "options": {**(setup.get("options") or {}), "seats": setup.get("seats", 10)},
               "roles": game.record["roles"], "inputs": game.record["engine_inputs"],
               "playouts": playouts, "seed": seed}
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from engine.analysis import main; "
            "sys.exit(main())")
    out = subprocess.run([sys.executable, "-S", "-c", code, str(folder)],
                         input=json.dumps(request), capture_output=True, text=True, timeout=600)
    if out.returncode:
        return win_chances(g, playouts, seed)  # the plain engine gives the same lines
    return [Day(**d) for d in json.loads(out.stdout)]


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{round(100 * x)}%"


def line(d: Day) -> str:
    """One day as the protocol prints it: start → vote begins → after the vote → night → next
    morning (or the end)."""
    vote = f" → vote {_pct(d.before_vote)}" if d.before_vote is not None else " → no vote"
    night = f" → {_pct(d.after_vote)} → night" if d.after_vote is not None else " → end"
    return f"day {d.day}: {_pct(d.start)}{vote}{night} → {_pct(d.end)}"


def lines(days: list[Day]) -> list[str]:
    return [line(d) for d in days]


def to_json(days: list[Day]) -> list[dict[str, Any]]:
    return [d.to_json() for d in days]
