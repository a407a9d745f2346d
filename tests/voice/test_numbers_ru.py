"""Russian numbers: tables written out by hand for 1–25, every form the packs use."""

from __future__ import annotations

import pytest

from pihost.voice import numbers_ru as ru
from pihost.voice.pack import unstressed

CARDINAL_M = ("один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать "
              "тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать "
              "девятнадцать двадцать").split()
ORDINAL_M = ("первый второй третий четвёртый пятый шестой седьмой восьмой девятый десятый "
             "одиннадцатый двенадцатый тринадцатый четырнадцатый пятнадцатый шестнадцатый "
             "семнадцатый восемнадцатый девятнадцатый двадцатый").split()
VOTES = {1: "голос", 2: "голоса", 3: "голоса", 4: "голоса", 5: "голосов", 6: "голосов",
         7: "голосов", 8: "голосов", 9: "голосов", 10: "голосов", 11: "голосов", 12: "голосов",
         13: "голосов", 14: "голосов", 15: "голосов", 16: "голосов", 17: "голосов",
         18: "голосов", 19: "голосов", 20: "голосов", 21: "голос", 22: "голоса", 23: "голоса",
         24: "голоса", 25: "голосов", 0: "голосов", 101: "голос", 111: "голосов", 112: "голосов",
         122: "голоса"}


@pytest.mark.parametrize("n", range(1, 26))
def test_cardinal_masculine_1_to_25(n):
    expected = CARDINAL_M[n - 1] if n <= 20 else f"двадцать {CARDINAL_M[n - 21]}"
    assert ru.cardinal(n) == expected


@pytest.mark.parametrize("n", range(1, 26))
def test_ordinal_masculine_1_to_25(n):
    expected = ORDINAL_M[n - 1] if n <= 20 else f"двадцать {ORDINAL_M[n - 21]}"
    assert ru.ordinal(n) == expected


@pytest.mark.parametrize("n, word", sorted(VOTES.items()))
def test_noun_agreement(n, word):
    assert ru.agree(n, ("голос", "голоса", "голосов")) == word


@pytest.mark.parametrize("n, text", [
    (1, "одна секунда"), (2, "две секунды"), (5, "пять секунд"), (10, "десять секунд"),
    (21, "двадцать одна секунда"), (22, "двадцать две секунды"), (30, "тридцать секунд"),
    (60, "шестьдесят секунд"),
])
def test_feminine_with_noun(n, text):
    assert f"{ru.cardinal(n, 'f')} {ru.agree(n, ('секунда', 'секунды', 'секунд'))}" == text


@pytest.mark.parametrize("n, gender, case, text", [
    (1, "f", "acc", "одну"), (21, "f", "acc", "двадцать одну"), (2, "f", "acc", "две"),
    (1, "n", "nom", "одно"), (1, "pl", "nom", "одни"), (1, "m", "gen", "одного"),
    (3, "m", "gen", "трёх"), (4, "m", "ins", "четырьмя"), (8, "m", "ins", "восемью"),
    (10, "m", "dat", "десяти"), (11, "m", "pre", "одиннадцати"), (25, "m", "gen",
                                                                   "двадцати пяти"),
    (40, "m", "gen", "сорока\u0301"), (90, "m", "dat", "девяноста"), (100, "m", "gen", "ста"),
    (200, "m", "gen", "двухсот"), (500, "m", "ins", "пятьюстами"), (0, "m", "nom", "ноль"),
    (999, "m", "nom", "девятьсот девяносто девять"),
])
def test_cardinal_cases(n, gender, case, text):
    assert ru.cardinal(n, gender, case) == text


@pytest.mark.parametrize("n, gender, case, text", [
    (1, "m", "nom", "первый"), (1, "f", "nom", "первая"), (1, "n", "nom", "первое"),
    (2, "m", "nom", "второй"), (2, "f", "acc", "вторую"), (3, "m", "nom", "третий"),
    (3, "f", "nom", "третья"), (3, "m", "gen", "третьего"), (3, "pl", "ins", "третьими"),
    (4, "m", "pre", "четвёртом"), (6, "m", "nom", "шестой"), (7, "m", "nom", "седьмой"),
    (8, "m", "nom", "восьмой"), (23, "m", "gen", "двадцать третьего"), (40, "m", "nom",
                                                                       "сороковой"),
    (100, "m", "nom", "сотый"), (101, "m", "nom", "сто первый"), (120, "f", "nom",
                                                                  "сто двадцатая"),
])
def test_ordinal_forms(n, gender, case, text):
    assert ru.ordinal(n, gender, case) == text


@pytest.mark.parametrize("call, message", [
    (lambda: ru.cardinal(-1), "outside"), (lambda: ru.cardinal(1000), "outside"),
    (lambda: ru.cardinal(2.0), "integer"), (lambda: ru.cardinal(True), "integer"),
    (lambda: ru.cardinal(1, gender="x"), "gender"), (lambda: ru.cardinal(1, case="voc"), "case"),
    (lambda: ru.ordinal(0), "ordinal"), (lambda: ru.agree(1, ("a", "b")), "3 forms"),
])
def test_bad_input_is_a_clear_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_every_number_spells_in_every_form():
    """0–999 in every gender and case: words only (letters and stress marks), as many words as
    the nominative, and an ordinal that differs from the cardinal in its last word only."""
    for n in range(0, 1000):
        plain = ru.cardinal(n).split()
        for gender in ru.GENDERS:
            for case in ru.CASES:
                words = ru.cardinal(n, gender, case).split()
                assert len(words) == len(plain) and all(unstressed(w).isalpha()
                                                        for w in words), (n, case)
                if n:
                    ordinal = ru.ordinal(n, gender, case).split()
                    assert ordinal[:-1] == plain[:-1] and ordinal[-1] != plain[-1], n
