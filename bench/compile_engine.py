"""Compile the engine's hot modules with mypyc into a separate folder, from the same source.

    python bench/compile_engine.py [--out DIR] [--force]

Prints the folder that holds the compiled ``engine`` package; put it first on ``sys.path``
(and start Python with ``-S`` so that an installed ``engine`` cannot shadow it) to use it:

    python -S -c "import sys; sys.path.insert(0, 'DIR'); import engine; ..."

Why: the engine is plain Python (standard library only) and stays the source of truth: the
box, the tests and the driver run it as it is. mypyc turns the same typed source into C
extension modules, which play random games several times faster — what a long simulation or
fuzz run wants. ``tests/engine/test_compiled.py`` checks that the compiled build gives the same
games, events, views and errors as the plain one (``engine.fingerprint``).

The build is cached under ``build/engine-mypyc/<key>/``: the key hashes the engine's source,
the Python version and the mypy version, so an edit to the engine means a new build. It needs
mypy (``pip install mypy``, in the ``test`` extra), a C compiler and the Python headers
(``python3-dev``; ``./run.sh`` installs them). About 30 s here.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import shutil
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "engine"

#: the modules compiled: the game's flow, the stages, the built-in night steps, the table, the
#: inputs and windows (the hot path of a playout). The rest stays interpreted on purpose:
#: ``engine.night`` holds ``NightStep``, which a new role's step subclasses from plain Python
#: (its notes go in ``Tonight.notes``); events, roles and rules
#: rely on dataclass fields and metadata; the book, the catalog, views, the driver and YAML
#: loading are not on the hot path.
COMPILED = ("game", "stage", "day", "vote", "night_stage", "night_steps", "resolve", "tonight",
            "table", "draws", "memo", "playout", "inputs", "windows")


def build_key() -> str:
    h = hashlib.sha256()
    for p in sorted(SOURCE.rglob("*")):
        if p.is_file() and p.suffix in (".py", ".yaml"):
            h.update(str(p.relative_to(SOURCE)).encode() + b"\0" + p.read_bytes() + b"\0")
    h.update(sys.version.encode())
    try:
        h.update(metadata.version("mypy").encode())
    except metadata.PackageNotFoundError:
        pass
    h.update(",".join(COMPILED).encode())
    return h.hexdigest()[:16]


def compiled_modules(folder: Path) -> dict[str, Path]:
    """The compiled extension of each of :data:`COMPILED` found in ``folder/engine``."""
    found = {}
    for name in COMPILED:
        hits = sorted((folder / "engine").glob(f"{name}.*.so")) + sorted(
            (folder / "engine").glob(f"{name}.*.pyd"))
        if hits:
            found[name] = hits[0]
    return found


def build(out: Path | None = None, force: bool = False, quiet: bool = True) -> Path:
    """Build (or reuse) the compiled engine; returns the folder to put on ``sys.path``.
    Raises RuntimeError with mypyc's output when the build fails."""
    folder = out or ROOT / "build" / "engine-mypyc" / build_key()
    folder.parent.mkdir(parents=True, exist_ok=True)
    # one build at a time (the test run's workers, a benchmark beside them): the second waits,
    # then finds the first's build instead of replacing the folder under it
    with open(folder.parent / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _build(folder, out, force, quiet)


def _build(folder: Path, out: Path | None, force: bool, quiet: bool) -> Path:
    stamp = folder / "engine" / ".built"
    if stamp.exists() and not force and len(compiled_modules(folder)) == len(COMPILED):
        return folder
    try:
        import mypyc  # noqa: F401
    except ImportError:
        raise RuntimeError("mypyc is not installed: pip install mypy") from None
    work = Path(tempfile.mkdtemp(prefix="engine-mypyc-", dir=folder.parent))
    try:
        shutil.copytree(SOURCE, work / "engine",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", ".built"))
        cmd = [sys.executable, "-m", "mypyc", *(f"engine/{m}.py" for m in COMPILED)]
        r = subprocess.run(cmd, cwd=work, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"mypyc failed ({' '.join(cmd)}):\n{r.stdout}\n{r.stderr}")
        if not quiet:
            print(r.stdout[-2000:], file=sys.stderr)
        shutil.rmtree(work / "build", ignore_errors=True)  # the generated C and objects
        missing = set(COMPILED) - set(compiled_modules(work))
        if missing:
            raise RuntimeError(f"mypyc built no extension for {sorted(missing)}")
        (work / "engine" / ".built").write_text(build_key() + "\n")
        if folder.exists():
            shutil.rmtree(folder)
        work.rename(folder)
        if out is None:  # builds of older sources are not needed any more
            for old in folder.parent.iterdir():
                if old != folder and len(old.name) == 16 and (old / "engine" / ".built").exists():
                    shutil.rmtree(old, ignore_errors=True)
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)
    return folder


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="folder for the build (default: build/engine-mypyc/<key>)")
    ap.add_argument("--force", action="store_true", help="build again even if cached")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args(argv)
    try:
        folder = build(a.out, a.force, quiet=not a.verbose)
    except RuntimeError as e:
        print(f"compile_engine: {e}", file=sys.stderr)
        return 1
    print(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
