"""Seat numbers spelled digit by digit, as big tables and the blitz say them: «ноль семь» (7),
«один пять» (15), «два четыре» (24), «ноль седьмого» (7).

Two digit words in a row are one seat number when the table says seats that way:

* «ноль» (or «нуль») and a digit 1–9 is that digit's seat at any table («ставлю ноль пять»,
  «выставляю ноль седьмого»: its ordinal too);
* at a table of more than ten seats, «один» and a digit 0–9 is the two-digit number («ставлю
  один пять» 15), and «два» and a digit at twenty seats or more («два шесть» at 25 seats is 26,
  no seat there); at ten seats or fewer «выставляю номер два три» and «номер один ноль» stay two
  numbers (two seats in one act), and «два три» at eleven to nineteen seats too (tuning112);
* a doubled digit after «номер» («выставляю номер один один») stays the recogniser's echo of
  one digit, as the tuned corpora hear it; said alone («один один ставлю») it is seat 11.

Only the plain cardinal digit words count («одна», «две», «раз» are counts, never digits).

>>> from pihost.listen.lexicon import lexicon
>>> from pihost.listen.reading import tokens
>>> ru = lexicon("ru")
>>> [(t.word, t.value) for t in spelled(tokens("ставлю один пять", ru), 20)][1:]
[('один пять', 15)]
>>> [t.value for t in spelled(tokens("выставляю номер два три", ru), 10)][2:]
[2, 3]
"""

from __future__ import annotations

from pihost.listen.reading import Token

_ZERO = frozenset({"ноль", "нуль"})
_DIGITS = {"ноль": 0, "нуль": 0, "один": 1, "два": 2, "три": 3, "четыре": 4, "пять": 5,
           "шесть": 6, "семь": 7, "восемь": 8, "девять": 9}
_NUMBER = frozenset({"номер", "номера", "номером"})


def is_spelled(word: str) -> bool:
    """Is ``word`` a seat number spelled digit by digit («ноль три», «один пять»)? It is named
    as a number alone is («три», not «трех»)."""
    parts = word.split()
    return len(parts) == 2 and parts[0] in _DIGITS and parts[1] in _DIGITS


def _digit(t: Token) -> int | None:
    return _DIGITS.get(t.word) if t.kind == "num" and not t.ordinal else None


def _pair(toks: list[Token], i: int, seats: int) -> Token | None:
    """The seat number spelled by ``toks[i]`` and ``toks[i + 1]``, or ``None``."""
    a, b = toks[i], toks[i + 1]
    if a.kind != "num" or b.kind != "num" or a.ordinal:
        return None
    if a.word in _ZERO:
        if b.word in _ZERO or b.value is None or not 1 <= b.value <= 9 or " " in b.word:
            return None
        return Token(f"{a.word} {b.word}", "num", b.value, b.ordinal, cost=b.cost)
    first, second = _digit(a), _digit(b)
    if first not in (1, 2) or second is None:
        return None
    if seats <= 10:
        return None   # «номер один ноль» at ten seats: two numbers, as the dev corpus hears them
    if first == 2 and seats < 20:
        return None   # «выставляю два три» at eleven seats: no twenties there, two seats (tuning112)
    if first == second and i > 0 and toks[i - 1].word.split()[-1] in _NUMBER:
        return None   # «номер один один»: the echo of one digit
    return Token(f"{a.word} {b.word}", "num", 10 * first + second, cost=max(a.cost, b.cost))


def spelled(toks: list[Token], seats: int) -> list[Token]:
    """``toks`` with each seat number spelled digit by digit as one number token (see the
    module). Never raises."""
    if not any(t.kind == "num" and t.word in _DIGITS for t in toks):
        return toks
    out: list[Token] = []
    i = 0
    while i < len(toks):
        pair = _pair(toks, i, seats) if i + 1 < len(toks) else None
        if pair is not None:
            out.append(pair)
            i += 2
            continue
        out.append(toks[i])
        i += 1
    return out
