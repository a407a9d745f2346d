"""What a phrase pack's language brings to templates: numbers as words, agreement, lists.

>>> RU.spell(21, ("f",)), RU.agree(21, ("голос", "голоса", "голосов")), RU.join(["три", "пять"])
('двадцать одна', 'голос', 'три и пять')
>>> EN.spell(3, ("ord",)), EN.join(["one", "two", "three"])
('third', 'one, two and three')
>>> RU.spell(60, ("time",)), RU.spell(90, ("time", "acc")), EN.spell(120, ("time",))
('минута', 'минуту тридцать секунд', 'two minutes')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pihost.voice import numbers_en, numbers_ru


@dataclass(frozen=True)
class Language:
    """Number spelling and agreement rules of one language (``code`` as in ``ru.yaml``)."""

    code: str
    tags: frozenset[str]            # form tags allowed in "{seat:tag.tag}"
    forms: int                      # noun forms in "{votes|голос|голоса|голосов}"
    conjunction: str                # the last join word of a list: "три и пять"
    speller: Callable[[int, tuple[str, ...]], str]
    agreer: Callable[[int, tuple[str, ...]], str]

    def check_tags(self, tags: Sequence[str]) -> None:
        """Raise ValueError naming an unknown or repeated tag."""
        unknown = [t for t in tags if t not in self.tags]
        if unknown:
            raise ValueError(f"unknown form tag {unknown[0]!r} for {self.code} "
                             f"(known: {', '.join(sorted(self.tags))})")
        if len(set(tags)) != len(tags):
            raise ValueError(f"repeated form tag in {'.'.join(tags)!r}")

    def spell(self, n: int, tags: tuple[str, ...] = ()) -> str:
        """``n`` as words in the form the tags ask for. Raises ValueError on bad n or tags."""
        self.check_tags(tags)
        return self.speller(n, tags)

    def agree(self, n: int, forms: tuple[str, ...]) -> str:
        """The noun form agreeing with ``n``. Raises ValueError on a wrong number of forms."""
        return self.agreer(n, forms)

    def join(self, words: Sequence[str]) -> str:
        """«три», «три и пять», «три, пять и девять». Raises ValueError on an empty list."""
        if not words:
            raise ValueError("an empty list cannot be spoken")
        if len(words) == 1:
            return words[0]
        return f"{', '.join(words[:-1])} {self.conjunction} {words[-1]}"


_RU_UNITS = {  # case -> (minute forms, second forms) for 1, 2, 5
    "nom": (("минута", "минуты", "минут"), ("секунда", "секунды", "секунд")),
    "acc": (("минуту", "минуты", "минут"), ("секунду", "секунды", "секунд")),
}


def _time_ru(seconds: int, case: str) -> str:
    """A length of time as a host says it: «минута», «две минуты», «минута тридцать секунд»."""
    if case not in _RU_UNITS:
        raise ValueError(f"time is spoken in nom or acc, not {case!r}")
    minute_forms, second_forms = _RU_UNITS[case]
    minutes, rest = divmod(seconds, 60)
    words = []
    if minutes == 1:
        words.append(minute_forms[0])  # «Последнее слово, минута.»
    elif minutes:
        words.append(f"{numbers_ru.cardinal(minutes, 'f', case)} "
                     f"{numbers_ru.agree(minutes, minute_forms)}")
    if rest or not minutes:
        words.append(f"{numbers_ru.cardinal(rest, 'f', case)} {numbers_ru.agree(rest, second_forms)}")
    return " ".join(words)


def _spell_ru(n: int, tags: tuple[str, ...]) -> str:
    if "time" in tags:
        if set(tags) - {"time", *numbers_ru.CASES}:
            raise ValueError("time takes a case only (time.acc)")
        return _time_ru(n, next((t for t in tags if t in numbers_ru.CASES), "nom"))
    genders = [t for t in tags if t in numbers_ru.GENDERS]
    cases = [t for t in tags if t in numbers_ru.CASES]
    if len(genders) > 1 or len(cases) > 1:
        raise ValueError(f"one gender and one case at most, got {'.'.join(tags)!r}")
    gender = genders[0] if genders else "m"
    case = cases[0] if cases else "nom"
    if "ord" in tags:
        return numbers_ru.ordinal(n, gender, case)
    return numbers_ru.cardinal(n, gender, case)


def _spell_en(n: int, tags: tuple[str, ...]) -> str:
    if "time" in tags:
        if len(tags) > 1:
            raise ValueError("time takes no other tag")
        minutes, rest = divmod(n, 60)
        parts = [f"{numbers_en.cardinal(v)} {numbers_en.agree(v, (unit, unit + 's'))}"
                 for v, unit in ((minutes, "minute"), (rest, "second"))
                 if v or (unit == "second" and not minutes)]
        return " ".join(parts)
    return numbers_en.ordinal(n) if "ord" in tags else numbers_en.cardinal(n)


RU = Language("ru", frozenset(("ord", "time", *numbers_ru.GENDERS, *numbers_ru.CASES)), 3, "и",
              _spell_ru, numbers_ru.agree)
EN = Language("en", frozenset(("ord", "time")), 2, "and", _spell_en, numbers_en.agree)
LANGUAGES = {lang.code: lang for lang in (RU, EN)}


def language(code: str) -> Language:
    """The Language for a pack code. Raises ValueError naming the known codes."""
    try:
        return LANGUAGES[code]
    except KeyError:
        raise ValueError(f"no number rules for language {code!r} "
                         f"(known: {', '.join(sorted(LANGUAGES))})") from None
