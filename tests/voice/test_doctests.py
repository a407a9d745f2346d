"""The examples in the voice part's docstrings run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import pihost.voice

MODULES = sorted(["pihost.download"] + [f"pihost.voice.{m.name}"
                                        for m in pkgutil.iter_modules(pihost.voice.__path__)])


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, name
