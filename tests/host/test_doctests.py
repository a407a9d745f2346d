"""The examples in the docstrings of the journal, the appliance's fault handling, the box's
attention hook and the typed events run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["pihost.events", "pihost.notify", "pihost.host.journal", "pihost.host.journal_check",
           "pihost.host.journal_format", "pihost.host.attention", "pihost.host.session",
           "pihost.host.damage",
           "pihost.host.appliance", "pihost.host.sim", "pihost.yamlfile", "pihost.config_schema"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
