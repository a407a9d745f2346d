"""Every light pattern's timing, checked on box times (no sleeping)."""

from __future__ import annotations

import math

import pytest

from pihost.seats import patterns
from pihost.seats.patterns import Pattern, level


def sample(p: Pattern, until: float, step: float = 0.05) -> list[float]:
    return [level(p, 10.0, 10.0 + i * step) for i in range(round(until / step))]


def test_steady_patterns():
    for p, lvl in [(patterns.SPEAKING, 1.0), (patterns.VOTED, 1.0), (patterns.PRESENT, 1.0),
                   (patterns.OFF, 0.0), (patterns.OUT, 0.0)]:
        assert p.steady and p.duration == math.inf
        assert set(sample(p, 120.0, 0.37)) == {lvl}


def test_nothing_before_the_start():
    assert level(patterns.SPEAKING, start=5.0, now=4.99) == 0.0


def test_last_ten_blinks_at_two_hertz_for_as_long_as_shown():
    p = patterns.LAST_TEN
    assert [level(p, 0.0, t) for t in (0.0, 0.24, 0.26, 0.49, 0.5, 9.76, 9.6)] == [
        1.0, 1.0, 0.0, 0.0, 1.0, 0.0, 1.0]


def test_time_up_flashes_then_goes_dark():
    p = patterns.TIME_UP
    assert p.duration == pytest.approx(1.6)
    assert level(p, 0, 0.05) == 1.0 and level(p, 0, 0.15) == 0.0 and level(p, 0, 1.45) == 1.0
    assert level(p, 0, 1.6) == 0.0 and level(p, 0, 60.0) == 0.0
    assert p.done(1.6) and not p.done(1.59)


def test_justify_is_long_on_short_off():
    p = patterns.JUSTIFY
    assert [level(p, 0, t) for t in (0.1, 1.4, 1.6, 1.99, 2.0, 31.9)] == [1, 1, 0, 0, 1, 0]


def test_vote_open_blinks_once_a_second():
    assert [level(patterns.VOTE_OPEN, 0, t) for t in (0.2, 0.7, 1.2, 1.7)] == [1, 0, 1, 0]


def test_nominated_is_one_blink():
    p = patterns.NOMINATED
    ups = sum(1 for a, b in zip(sample(p, 3.0, 0.01), sample(p, 3.0, 0.01)[1:], strict=False)
              if a == 0 and b == 1)
    assert level(p, 0, 0.0) == 1.0 and ups == 0 and level(p, 0, 0.45) == 0.0
    assert p.duration == pytest.approx(0.5)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_fouls_blink_n_times(n):
    p = patterns.FOULS(n)
    levels = sample(p, p.duration + 1.0, 0.01)
    rises = sum(1 for a, b in zip([0.0, *levels], levels, strict=False) if a == 0 and b == 1)
    assert rises == n
    assert p.duration == pytest.approx(0.5 * n)


def test_zero_fouls_is_dark_and_bad_counts_refused():
    assert set(sample(patterns.FOULS(0), 2.0)) == {0.0}
    for bad in (-1, 1.5, True, "2"):
        with pytest.raises(ValueError):
            patterns.FOULS(bad)


def test_secret_yes_and_no_are_equally_long_and_differ():
    yes, no = patterns.secret_reply(True), patterns.secret_reply(False)
    assert yes.duration == no.duration == patterns.SECRET_SECONDS
    assert yes.name == no.name
    assert sample(yes, 2.0) != sample(no, 2.0)
    assert set(sample(yes, 2.0)) == {1.0} and set(sample(no, 2.0)) == {0.0, 1.0}
    assert level(yes, 0, 2.0) == level(no, 0, 2.0) == 0.0
    with pytest.raises(TypeError):
        patterns.secret_reply(1)


def test_role_code_same_length_for_every_code_and_counts_blinks():
    # the codes come from the engine's rule book (engine.Book.blink_codes): 1..longest blinks
    lengths = {patterns.role_code(n, 7).duration for n in range(1, 8)}
    assert len(lengths) == 1
    for count in range(1, 8):
        levels = sample(patterns.role_code(count, 7), next(iter(lengths)), 0.01)
        rises = sum(1 for a, b in zip([0.0, *levels], levels, strict=False) if a == 0 and b == 1)
        assert rises == count
    with pytest.raises(ValueError, match="role code"):
        patterns.role_code(0, 4)


def test_bad_patterns_are_refused():
    with pytest.raises(ValueError):
        Pattern("x", ())
    with pytest.raises(ValueError):
        Pattern("x", ((0.0, 1.0),))
    with pytest.raises(ValueError):
        Pattern("x", ((1.0, 1.5),))
