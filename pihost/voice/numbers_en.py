"""English numbers as words: cardinals, ordinals and noun agreement («1 vote, 2 votes»).

>>> cardinal(21), ordinal(3), ordinal(22)
('twenty-one', 'third', 'twenty-second')
>>> f"{cardinal(1)} {agree(1, ('vote', 'votes'))}, {cardinal(2)} {agree(2, ('vote', 'votes'))}"
'one vote, two votes'

English has no gender or case: the only form tag is ``ord``. Range: 0–999.
"""

from __future__ import annotations

MAX = 999

_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
          "fourteen fifteen sixteen seventeen eighteen nineteen").split()
_TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
         80: "eighty", 90: "ninety"}
_ORD_IRREGULAR = {"one": "first", "two": "second", "three": "third", "five": "fifth",
                  "eight": "eighth", "nine": "ninth", "twelve": "twelfth"}


def _check(n: int) -> None:
    if not isinstance(n, int) or isinstance(n, bool):
        raise ValueError(f"number must be an integer, got {n!r}")
    if not 0 <= n <= MAX:
        raise ValueError(f"number {n} is outside 0–{MAX}")


def cardinal(n: int) -> str:
    """Spell ``n`` (0–999): ``cardinal(105) == 'one hundred and five'``.

    Raises ValueError for a number out of range.
    """
    _check(n)
    h, rest = divmod(n, 100)
    words = []
    if h:
        words.append(f"{_UNITS[h]} hundred")
    if rest or not h:
        if h:
            words.append("and")
        if rest < 20:
            words.append(_UNITS[rest])
        else:
            tens, unit = divmod(rest, 10)
            words.append(_TENS[tens * 10] + (f"-{_UNITS[unit]}" if unit else ""))
    return " ".join(words)


def ordinal(n: int) -> str:
    """Spell ``n`` (1–999) as an ordinal: ``ordinal(40) == 'fortieth'``.

    Raises ValueError for 0 or a number out of range.
    """
    _check(n)
    if n == 0:
        raise ValueError("there is no ordinal for 0 in a game")
    words = cardinal(n)
    head, sep, last = words.rpartition(" ")
    head2, dash, last = last.rpartition("-")
    if last in _ORD_IRREGULAR:
        last = _ORD_IRREGULAR[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return head + sep + head2 + dash + last


def agree(n: int, forms: tuple[str, ...]) -> str:
    """The noun form agreeing with ``n``; ``forms`` = (singular, plural).

    >>> agree(1, ("second", "seconds")), agree(0, ("vote", "votes"))
    ('second', 'votes')

    Raises ValueError if ``forms`` is not two words.
    """
    if len(forms) != 2:
        raise ValueError(f"English agreement needs 2 forms (1, 2), got {len(forms)}: {forms}")
    return forms[0] if n == 1 else forms[1]
