"""English numbers: written-out tables for 1–25 and the forms the pack uses."""

from __future__ import annotations

import pytest

from pihost.voice import numbers_en as en

CARDINAL = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
            "fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two "
            "twenty-three twenty-four twenty-five").split()
ORDINAL = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
           "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth "
           "twentieth twenty-first twenty-second twenty-third twenty-fourth twenty-fifth").split()


@pytest.mark.parametrize("n", range(1, 26))
def test_cardinal_and_ordinal_1_to_25(n):
    assert en.cardinal(n) == CARDINAL[n - 1]
    assert en.ordinal(n) == ORDINAL[n - 1]


@pytest.mark.parametrize("n, text", [
    (0, "zero"), (30, "thirty"), (40, "forty"), (99, "ninety-nine"), (100, "one hundred"),
    (105, "one hundred and five"), (120, "one hundred and twenty"),
])
def test_cardinal_beyond_25(n, text):
    assert en.cardinal(n) == text


@pytest.mark.parametrize("n, text", [(30, "thirtieth"), (40, "fortieth"), (100, "one hundredth"),
                                     (112, "one hundred and twelfth")])
def test_ordinal_beyond_25(n, text):
    assert en.ordinal(n) == text


@pytest.mark.parametrize("n, noun", [(0, "votes"), (1, "vote"), (2, "votes"), (11, "votes"),
                                     (21, "votes")])
def test_noun_agreement(n, noun):
    assert en.agree(n, ("vote", "votes")) == noun


@pytest.mark.parametrize("call", [lambda: en.cardinal(-1), lambda: en.cardinal(1000),
                                  lambda: en.ordinal(0), lambda: en.cardinal("3"),
                                  lambda: en.agree(2, ("vote",))])
def test_bad_input_is_a_clear_error(call):
    with pytest.raises(ValueError):
        call()
