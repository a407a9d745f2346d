"""The examples in the engine's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine

MODULES = sorted(m.name.removeprefix("engine.")
                 for m in pkgutil.walk_packages(engine.__path__, "engine.")
                 if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    mod = importlib.import_module(f"engine.{name}")
    res = doctest.testmod(mod, optionflags=doctest.ELLIPSIS, verbose=False)
    assert res.failed == 0


def test_the_engine_imports_only_the_standard_library():
    import ast
    import sys
    from pathlib import Path

    for path in Path(engine.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for n in names:
                top = n.split(".")[0]
                assert top in sys.stdlib_module_names or top == "engine", f"{path.name}: {n}"
