"""Russian numbers as words: cardinals and ordinals with gender and case, and noun agreement.

espeak reads digits badly («1 минута» → «один минута»), so phrase packs never hand it digits:
every number is spelled here, in the form the sentence needs.

>>> cardinal(21, gender="f")
'двадцать одна'
>>> ordinal(3, gender="m")
'третий'
>>> f"{cardinal(5)} {agree(5, ('голос', 'голоса', 'голосов'))}"
'пять голосов'

Genders: ``m`` (default), ``f``, ``n``, ``pl``. Cases: ``nom`` (default), ``gen``, ``dat``,
``acc`` (inanimate), ``ins``, ``pre``. Range: 0–999; anything else raises ``ValueError``.
"""

from __future__ import annotations

GENDERS = ("m", "f", "n", "pl")
CASES = ("nom", "gen", "dat", "acc", "ins", "pre")
MAX = 999

# Cardinal forms by case: nom, gen, dat, acc, ins, pre (accusative of things = nominative).
_SOFT = {  # 5–20 and 30 decline like the noun «кость»
    5: "пят", 6: "шест", 7: "сем", 9: "девят", 10: "десят", 11: "одиннадцат",
    12: "двенадцат", 13: "тринадцат", 14: "четырнадцат", 15: "пятнадцат",
    16: "шестнадцат", 17: "семнадцат", 18: "восемнадцат", 19: "девятнадцат",
    20: "двадцат", 30: "тридцат",
}
_CARD: dict[int, tuple[str, ...]] = {
    0: ("ноль", "ноля", "нолю", "ноль", "нолём", "ноле"),
    2: ("два", "двух", "двум", "два", "двумя", "двух"),
    3: ("три", "трёх", "трём", "три", "тремя", "трёх"),
    4: ("четыре", "четырёх", "четырём", "четыре", "четырьмя", "четырёх"),
    8: ("восемь", "восьми", "восьми", "восемь", "восемью", "восьми"),
    40: ("со́рок", "сорока́", "сорока́", "со́рок", "сорока́", "сорока́"),  # stress marked
    90: ("девяносто", "девяноста", "девяноста", "девяносто", "девяноста", "девяноста"),
    100: ("сто", "ста", "ста", "сто", "ста", "ста"),
}
for _n, _stem in _SOFT.items():
    _CARD[_n] = (_stem + "ь", _stem + "и", _stem + "и", _stem + "ь", _stem + "ью", _stem + "и")
_CARD[50] = ("пятьдесят", "пятидесяти", "пятидесяти", "пятьдесят", "пятьюдесятью", "пятидесяти")
_CARD[60] = ("шестьдесят", "шестидесяти", "шестидесяти", "шестьдесят", "шестьюдесятью",
             "шестидесяти")
_CARD[70] = ("семьдесят", "семидесяти", "семидесяти", "семьдесят", "семьюдесятью", "семидесяти")
_CARD[80] = ("восемьдесят", "восьмидесяти", "восьмидесяти", "восемьдесят", "восемьюдесятью",
             "восьмидесяти")
_HUNDREDS_STEM = {2: ("двести", "двух", "двум", "двести", "двумя", "двух"),
                  3: ("триста", "трёх", "трём", "триста", "тремя", "трёх"),
                  4: ("четыреста", "четырёх", "четырём", "четыреста", "четырьмя", "четырёх")}

_ONE = {
    "m": ("один", "одного", "одному", "один", "одним", "одном"),
    "n": ("одно", "одного", "одному", "одно", "одним", "одном"),
    "f": ("одна", "одной", "одной", "одну", "одной", "одной"),
    "pl": ("одни", "одних", "одним", "одни", "одними", "одних"),
}
_TWO_F = ("две", "двух", "двум", "две", "двумя", "двух")


def _check(n: int, gender: str, case: str) -> None:
    if not isinstance(n, int) or isinstance(n, bool):
        raise ValueError(f"number must be an integer, got {n!r}")
    if not 0 <= n <= MAX:
        raise ValueError(f"number {n} is outside 0–{MAX}")
    if gender not in GENDERS:
        raise ValueError(f"unknown gender {gender!r} (use one of {', '.join(GENDERS)})")
    if case not in CASES:
        raise ValueError(f"unknown case {case!r} (use one of {', '.join(CASES)})")


def _hundreds(h: int, c: int) -> str:
    if h == 1:
        return _CARD[100][c]
    if h in _HUNDREDS_STEM:
        forms = _HUNDREDS_STEM[h]
    else:
        forms = _CARD[h]
    if c in (0, 3):
        return forms[c] if h in _HUNDREDS_STEM else forms[0] + "сот"
    tail = {1: "сот", 2: "стам", 4: "стами", 5: "стах"}[c]
    return forms[c] + tail


def cardinal(n: int, gender: str = "m", case: str = "nom") -> str:
    """Spell ``n`` (0–999) as a cardinal in the given gender and case.

    >>> cardinal(2, gender="f"), cardinal(12, case="gen"), cardinal(200, case="ins")
    ('две', 'двенадцати', 'двумястами')

    Raises ValueError for a number out of range or an unknown gender/case.
    """
    _check(n, gender, case)
    c = CASES.index(case)
    if n == 0:
        return _CARD[0][c]
    words = []
    h, rest = divmod(n, 100)
    if h:
        words.append(_hundreds(h, c))
    if rest >= 20:
        tens, unit = divmod(rest, 10)
        words.append(_CARD[tens * 10][c])
        rest = unit
    if rest == 1:
        words.append(_ONE[gender][c])
    elif rest == 2 and gender == "f":
        words.append(_TWO_F[c])
    elif rest:
        words.append(_CARD[rest][c])
    return " ".join(words)


# Ordinal stems; the ending is added by _adjective. "Stressed" stems take -ой in masc nom.
_ORD_STEM = {
    1: "перв", 2: "втор", 3: "трет", 4: "четвёрт", 5: "пят", 6: "шест", 7: "седьм",
    8: "восьм", 9: "девят", 10: "десят", 11: "одиннадцат", 12: "двенадцат",
    13: "тринадцат", 14: "четырнадцат", 15: "пятнадцат", 16: "шестнадцат",
    17: "семнадцат", 18: "восемнадцат", 19: "девятнадцат", 20: "двадцат", 30: "тридцат",
    40: "сороков", 50: "пятидесят", 60: "шестидесят", 70: "семидесят", 80: "восьмидесят",
    90: "девяност", 100: "сот", 200: "двухсот", 300: "трёхсот", 400: "четырёхсот",
    500: "пятисот", 600: "шестисот", 700: "семисот", 800: "восьмисот", 900: "девятисот",
}
_STRESSED = {2, 6, 7, 8, 40}
_HARD = {  # by gender: nom, gen, dat, acc, ins, pre
    "m": ("ый", "ого", "ому", "ый", "ым", "ом"),
    "n": ("ое", "ого", "ому", "ое", "ым", "ом"),
    "f": ("ая", "ой", "ой", "ую", "ой", "ой"),
    "pl": ("ые", "ых", "ым", "ые", "ыми", "ых"),
}
_THIRD = {
    "m": ("ий", "ьего", "ьему", "ий", "ьим", "ьем"),
    "n": ("ье", "ьего", "ьему", "ье", "ьим", "ьем"),
    "f": ("ья", "ьей", "ьей", "ью", "ьей", "ьей"),
    "pl": ("ьи", "ьих", "ьим", "ьи", "ьими", "ьих"),
}


def _adjective(last: int, gender: str, c: int) -> str:
    stem = _ORD_STEM[last]
    if last == 3:
        return stem + _THIRD[gender][c]
    ending = _HARD[gender][c]
    if last in _STRESSED and gender == "m" and c in (0, 3):
        ending = "ой"
    return stem + ending


def ordinal(n: int, gender: str = "m", case: str = "nom") -> str:
    """Spell ``n`` (1–999) as an ordinal adjective: only the last word declines.

    >>> ordinal(1), ordinal(2, gender="f"), ordinal(23, case="gen"), ordinal(40)
    ('первый', 'вторая', 'двадцать третьего', 'сороковой')

    Raises ValueError for 0, a number out of range or an unknown gender/case.
    """
    _check(n, gender, case)
    if n == 0:
        raise ValueError("there is no ordinal for 0 in a game")
    c = CASES.index(case)
    h, rest = divmod(n, 100)
    tens, unit = divmod(rest, 10)
    if rest == 0:
        return _adjective(h * 100, gender, c)
    prefix = cardinal(h * 100) + " " if h else ""
    if rest < 20 or unit == 0:
        return prefix + _adjective(rest, gender, c)
    return prefix + cardinal(tens * 10) + " " + _adjective(unit, gender, c)


def plural_category(n: int) -> int:
    """Which noun form agrees with ``n``: 0 for «1 голос», 1 for «2 голоса», 2 for «5 голосов».

    >>> [plural_category(k) for k in (1, 2, 5, 11, 21, 22, 25)]
    [0, 1, 2, 2, 0, 1, 2]
    """
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def agree(n: int, forms: tuple[str, ...]) -> str:
    """The noun form agreeing with ``n``; ``forms`` = (one, few, many).

    >>> agree(21, ("секунда", "секунды", "секунд")), agree(10, ("секунда", "секунды", "секунд"))
    ('секунда', 'секунд')

    Raises ValueError if ``forms`` is not three words.
    """
    if len(forms) != 3:
        raise ValueError(f"Russian agreement needs 3 forms (1, 2, 5), got {len(forms)}: {forms}")
    return forms[plural_category(n)]
