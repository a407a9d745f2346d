"""The examples in the seats modules' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["pihost.seats", "pihost.seats.board", "pihost.seats.fake", "pihost.seats.gpio",
           "pihost.seats.inputs", "pihost.seats.patterns", "pihost.seats.pinmap",
           "pihost.seats.pinout", "pihost.seats.selftest"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
