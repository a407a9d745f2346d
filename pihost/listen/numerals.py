"""Reading a number phrase from heard words: whole («двадцать первого» is 21, «тысяча десять»
1010, «1000010» one million and ten — never seat 1 or 10), and, where a seat is expected, a
word the recogniser damaged («седьмова», «дисять», «сем»).

Damage is measured after the reductions a small model makes in unstressed syllables (о→а, е/я→и)
and the colloquial «-ова» for «-ого», as a Levenshtein distance (rapidfuzz: a C search over all
the forms at once).

>>> read_number(["двадцать", "первого"], 0, RU), read_number(["тысяча", "десять"], 0, RU)
((21, 2, True), (1010, 2, False))
>>> read_number(["восемь", "девять"], 0, RU)
(8, 1, False)
>>> fuzzy_number("седьмова", RU), fuzzy_number("дисять", RU), fuzzy_number("да", RU)
((7, 0.2), (10, 0.2), None)
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from pihost.listen.lexicon import RU, Lexicon, lexicon  # noqa: F401  (RU: the examples)

_UNIT, _TEEN, _TENS, _HUNDREDS, _THOUSANDS = 1, 2, 3, 4, 5


def _rank(value: int) -> int:
    if value < 10:
        return _UNIT
    if value < 20:
        return _TEEN
    if value < 100:
        return _TENS
    return _HUNDREDS if value < 1000 else _THOUSANDS


def _word_value(word: str, lex: Lexicon) -> int | None:
    if word.isdigit():
        return int(word)
    if word in lex.tens:
        return lex.tens[word]
    if word in lex.numbers:
        return lex.numbers[word]
    return lex.big.get(word)


def read_number(ws: list[str], i: int, lex: Lexicon) -> tuple[int, int, bool] | None:
    """The number phrase starting at ``ws[i]``: ``(value, words it takes, ordinal)``, or ``None``.

    A phrase goes on while each word is of a smaller rank than the last (hundreds, tens, a unit)
    and the last one was a cardinal; «тысяча» multiplies what came before. Two words of the same
    rank («восемь девять», «один ноль») are two numbers. Digits are one number, however long.
    Never raises.

    >>> read_number(["выставляю", "сто", "семь"], 1, RU), read_number(["1000010"], 0, RU)
    ((107, 2, False), (1000010, 1, False))
    """
    value = _word_value(ws[i], lex)
    if value is None:
        return None
    if ws[i].isdigit():
        return value, 1, False
    total, last, n = value, value, 1
    ordinal = ws[i] in lex.ordinals
    while not ordinal and i + n < len(ws):
        nxt = _word_value(ws[i + n], lex)
        if nxt is None or ws[i + n].isdigit() or nxt == 0:
            break
        if nxt >= 1000 and total < nxt:        # «две тысячи», «сто тысяч»
            total, last = total * nxt, nxt
        elif _rank(nxt) < _rank(last) and not (_rank(last) == _TENS and _rank(nxt) == _TEEN) \
                and last not in range(1, 20):
            total, last = total + nxt, nxt
        else:
            break
        ordinal = ws[i + n] in lex.ordinals
        n += 1
    return total, n, ordinal


_REDUCE = str.maketrans({"о": "а", "е": "и", "я": "и", "ы": "и", "ю": "у"})


def colloquial(word: str) -> str:
    """«-ого» for the ending as it is said and often written: «десятова», «седьмава».

    >>> colloquial("десятова"), colloquial("окно")
    ('десятого', 'окно')
    """
    return re.sub(r"(?:ова|ава|ово)$", "ого", word)


def reduce(word: str) -> str:
    """The word as a small model may hear it: unstressed о/а and е/и/я merged, «-ова» = «-ого».

    >>> reduce("десятова") == reduce("десятого"), reduce("втарой") == reduce("второй")
    (True, True)
    """
    return colloquial(word).translate(_REDUCE)


@cache
def _reduced_forms(lang: str) -> tuple[list[str], list[int]]:
    lex = lexicon(lang)
    forms = [(reduce(w), v) for w, v in lex.numbers.items() if 1 <= v <= 20]
    return [f for f, _ in forms], [v for _, v in forms]


@cache
def _tens_stems(lang: str) -> tuple[tuple[str, int], ...]:
    """The reduced stems of the tens from thirty («тридцат», «сорок»): a word that starts with
    one is a number no seat of 1-20 is near («тридцатова» is thirty, never «тринадцатого»)."""
    return tuple((reduce(w).rstrip("ьи"), v) for w, v in lexicon(lang).tens.items()
                 if 30 <= v <= 90 and len(w) >= 5)


@cache
def _completions(lang: str) -> tuple[tuple[str, int], ...]:
    lex = lexicon(lang)
    return tuple(sorted(((w, v) for w, v in lex.numbers.items() if 1 <= v <= 20),
                        key=lambda f: len(f[0])))


def _cut_short(word: str, lang: str) -> tuple[int, float] | None | bool:
    """The seat a word is the start of, its end lost («девя», «седьм»): the shortest number
    form it starts (four letters at least), when the shortest name one seat; ``False`` when
    it is no such start; ``None`` when the start is ambiguous."""
    if len(word) < 4:
        return False
    starts = [(len(w), v) for w, v in _completions(lang) if w.startswith(word) and w != word]
    if not starts:
        return False
    shortest = {v for n, v in starts if n == starts[0][0]}
    return (shortest.pop(), 0.4) if len(shortest) == 1 else None


@lru_cache(maxsize=8192)
def _fuzzy(word: str, lang: str) -> tuple[int, float] | None:
    if len(word) < 3 or word.isdigit():
        return None
    forms, values = _reduced_forms(lang)
    heard = reduce(word)
    for stem, value in _tens_stems(lang):
        if heard.startswith(stem):
            return value, 0.4   # «тридцатова игрока»: thirty, not a seat one letter from it
    if (cut := _cut_short(word, lang)) is not False:
        return cut   # «номер девя»: nine cut short, not «две» one sound from it
    hits = process.extract(heard, forms, scorer=Levenshtein.distance, limit=None,
                           score_cutoff=2)
    # the same first letter, and one letter off (two in a long word: «семого» for «седьмого»)
    hits = [(d, values[k]) for _, d, k in hits if forms[k][0] == heard[0]
            and (d <= 1 or (len(forms[k]) >= 8 and len(heard) >= 6))]
    if not hits:
        return None
    best = min(d for d, _ in hits)
    seats = {v for d, v in hits if d == best}
    if len(seats) != 1:
        return None
    return seats.pop(), (0.2, 0.4, 0.6)[best]


def fuzzy_number(word: str, lex: Lexicon) -> tuple[int, float] | None:
    """A seat 1-20 that ``word`` is a damaged form of, with a cost: ``(seat, cost)``, or ``None``
    when no form is near or two seats are equally near (never a guess). Only where a seat is
    expected: «семью» in free talk is a family. Never raises.

    >>> fuzzy_number("читыре", RU), fuzzy_number("семого", RU)
    ((4, 0.2), (7, 0.6))
    """
    if word in lex.numbers:
        return (lex.numbers[word], 0.0) if lex.numbers[word] else None
    return _fuzzy(word, lex.lang)


def clear_caches() -> None:
    """Forget the per-word caches."""
    _fuzzy.cache_clear()
