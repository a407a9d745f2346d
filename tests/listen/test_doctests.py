"""The examples in the listening modules' docstrings (and the corpus reader's) run and hold."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import sys
from pathlib import Path

import pytest

MODULES = ["pihost.listen", "pihost.listen.act", "pihost.listen.cli", "pihost.listen.context",
           "pihost.listen.forms", "pihost.listen.grammar", "pihost.listen.intents",
           "pihost.listen.lexicon", "pihost.listen.numerals", "pihost.listen.reading"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_corpus_reader_examples():
    path = Path(__file__).with_name("corpus.py")
    spec = importlib.util.spec_from_file_location("listen_corpus_doc", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
