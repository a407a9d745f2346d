"""The shape every rule case of ``test_rules_*.py`` shares: what the matcher hears in a text at a
table against the label it must give. ``heard_as`` makes the test function, parametrized over
the cases (and the tables), so that a rule module states its cases and their seed of speech, not
the same test body again:

    test_rule_site_vote_word = rules.heard_as(VOTE_WORD, TABLES, ids=["12", "25"])

A single table (``corpus.TWELVE``) hears every case there; ``own_tables`` takes cases that name
their table themselves, ``(text, ctx, want)``; ``heard_and_ended`` also holds the listener's end of
speech (``ends_speech``, what starts the silence timer) to the cases' closings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from pihost.listen.intents import ListenContext, ends_speech
from tests.listen import corpus


def _check(text: str, ctx: ListenContext, want: str) -> None:
    got = corpus.heard(text, ctx)
    assert got == want, f"«{text}» at {ctx.seats} seats ({ctx.lang}): {got}, want {want}"


def heard_as(cases: Sequence[tuple[str, str]], tables: ListenContext | Sequence[ListenContext],
             ids: Sequence[str] | None = None) -> Callable[..., None]:
    """A test: each ``(text, want)`` of ``cases`` heard at each of ``tables`` (or at the one)."""
    if isinstance(tables, ListenContext):
        table = tables

        @pytest.mark.parametrize(("text", "want"), cases)
        def test_at_one(text: str, want: str) -> None:
            _check(text, table, want)

        return test_at_one

    @pytest.mark.parametrize("ctx", list(tables), ids=None if ids is None else list(ids))
    @pytest.mark.parametrize(("text", "want"), cases)
    def test_at_each(text: str, want: str, ctx: ListenContext) -> None:
        _check(text, ctx, want)

    return test_at_each


def own_tables(cases: Sequence[tuple[str, ListenContext, str]]) -> Callable[..., None]:
    """A test: each ``(text, ctx, want)`` of ``cases`` heard at its own table."""

    @pytest.mark.parametrize(("text", "ctx", "want"), cases)
    def test_at_its_own(text: str, ctx: ListenContext, want: str) -> None:
        _check(text, ctx, want)

    return test_at_its_own


def heard_and_ended(cases: Sequence[tuple[str, str]], tables: Sequence[ListenContext],
                    ids: Sequence[str] | None = None,
                    closings_only: bool = False) -> Callable[..., None]:
    """A test: each ``(text, want)`` heard at each of ``tables``, and ``ends_speech`` true
    exactly where the label is ``end_speech`` (with ``closings_only``, checked on the
    ``end_speech`` and ``none`` cases only: an act may close with the formula too)."""

    @pytest.mark.parametrize("ctx", list(tables), ids=None if ids is None else list(ids))
    @pytest.mark.parametrize(("text", "want"), cases)
    def test_heard_and_ended(text: str, want: str, ctx: ListenContext) -> None:
        _check(text, ctx, want)
        if not closings_only or want in ("end_speech", "none"):
            assert ends_speech(text) == (want == "end_speech"), f"«{text}»: ends_speech"

    return test_heard_and_ended
