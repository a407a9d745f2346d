"""The examples in the listening modules' docstrings (and the corpus reader's) run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

from tests.listen import corpus

MODULES = ["pihost.listen", "pihost.listen.act", "pihost.listen.clause", "pihost.listen.cli",
           "pihost.listen.context", "pihost.listen.forms", "pihost.listen.frames",
           "pihost.listen.grammar", "pihost.listen.intents", "pihost.listen.lexicon",
           "pihost.listen.numerals", "pihost.listen.reading", "pihost.listen.seat"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_corpus_reader_examples():
    result = doctest.testmod(corpus)
    assert result.attempted > 0 and result.failed == 0
