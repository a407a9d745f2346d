"""The words the box listens for, per language: seat numbers in every form, the nomination
sentences, the end-of-speech words, and the words that must never be snapped to them.

Everything here is data; ``intents`` does the matching and ``grammar`` builds vosk grammars
from the same tables, so the recogniser and the matcher always agree on the vocabulary.

>>> RU.numbers["десятого"], RU.numbers["десятку"], RU.numbers["десять"]
(10, 10, 10)
>>> "я выставляю игрока номер {N}" in RU.sentences
True
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

NUM = "{N}"  # the seat-number slot in a sentence template

# Hard-stem adjective endings (ordinal numerals): all cases, genders and the plural.
_ADJ = ("ый", "ого", "ому", "ым", "ом", "ая", "ой", "ую", "ое", "ые", "ых", "ыми")
_ADJ_STRESSED = ("ой",) + _ADJ[1:]  # второй, шестой, седьмой, восьмой
_THIRD = ("третий", "третьего", "третьему", "третьим", "третьем", "третья", "третьей",
          "третью", "третье", "третьи", "третьих", "третьими")
_NOUN_KA = ("а", "и", "е", "у", "ой", "ою")  # десятка, десятку... (the card/seat "ten")

_RU_CARDINALS = {
    1: ("один", "одного", "одному", "одним", "одном", "одна", "одной", "одну", "одно", "одни"),
    2: ("два", "две", "двух", "двум", "двумя"),
    3: ("три", "трех", "трем", "тремя"),
    4: ("четыре", "четырех", "четырем", "четырьмя"),
}
# 5-20 decline like «пять, пяти, пятью».
_RU_SOFT = {5: "пят", 6: "шест", 7: "сем", 8: "восем", 9: "девят", 10: "десят",
            11: "одиннадцат", 12: "двенадцат", 13: "тринадцат", 14: "четырнадцат",
            15: "пятнадцат", 16: "шестнадцат", 17: "семнадцат", 18: "восемнадцат",
            19: "девятнадцат", 20: "двадцат"}
_RU_ORDINAL_STEMS = {1: ("перв", _ADJ), 2: ("втор", _ADJ_STRESSED), 4: ("четверт", _ADJ),
                     5: ("пят", _ADJ), 6: ("шест", _ADJ_STRESSED), 7: ("седьм", _ADJ_STRESSED),
                     8: ("восьм", _ADJ_STRESSED), 9: ("девят", _ADJ), 10: ("десят", _ADJ)}
_RU_NOUNS = {2: "двойк", 3: "тройк", 4: "четверк", 5: "пятерк", 6: "шестерк", 7: "семерк",
             8: "восьмерк", 9: "девятк", 10: "десятк"}


def _ru_numbers() -> dict[str, int]:
    """Every single-word form of 1-20 (21-25 are two words: «двадцать» + a unit)."""
    forms: dict[str, int] = {}
    for n, words in _RU_CARDINALS.items():
        forms.update(dict.fromkeys(words, n))
    for n, stem in _RU_SOFT.items():
        forms.update(dict.fromkeys((stem + "ь", stem + "и", stem + "ью"), n))
        if n >= 11:
            forms.update({stem + e: n for e in _ADJ})
    del forms["восеми"]  # the one irregular case: «восемь, восьми, восемью»
    forms["восьми"] = 8
    for n, (stem, endings) in _RU_ORDINAL_STEMS.items():
        forms.update({stem + e: n for e in endings})
    forms.update(dict.fromkeys(_THIRD, 3))
    for n, stem in _RU_NOUNS.items():
        forms.update({stem + e: n for e in _NOUN_KA})
    forms.update({"ноль": 0, "нуль": 0, "нулевой": 0, "нулевого": 0})  # never a seat
    forms.update({"единица": 1, "единицу": 1, "единицы": 1, "единичка": 1, "единичку": 1})
    return forms


def _ru_spoken() -> dict[int, tuple[str, ...]]:
    """«десять, десятый, десятого, десятку» for 1-20; «двадцать один, двадцать первого»..."""
    out: dict[int, tuple[str, ...]] = {}
    for n in range(1, 21):
        cardinal = _RU_CARDINALS[n][0] if n in _RU_CARDINALS else _RU_SOFT[n] + "ь"
        if n == 3:
            ordinal = ("третий", "третьего")
        elif n in _RU_ORDINAL_STEMS:
            stem, endings = _RU_ORDINAL_STEMS[n]
            ordinal = (stem + endings[0], stem + "ого")
        else:
            ordinal = (_RU_SOFT[n] + "ый", _RU_SOFT[n] + "ого")
        noun = (_RU_NOUNS[n] + "у",) if n in _RU_NOUNS else ()
        out[n] = (cardinal, *ordinal, *noun)
    for n in range(21, 26):
        out[n] = tuple(f"двадцать {w}" for w in out[n - 20][:3])
    return out


def _expand(pattern: str, slots: dict[str, tuple[str, ...]]) -> list[str]:
    """``"[я] {T} [игрока] {N}"`` -> every sentence: ``[a|b]`` is optional, ``(a|b)`` a choice,
    ``_`` joins words inside a choice, ``{X}`` takes each of ``slots[X]``."""
    parts: list[tuple[str, ...]] = []
    for tok in pattern.split():
        if tok.startswith("[") or tok.startswith("("):
            alts = tuple(a.replace("_", " ") for a in tok[1:-1].split("|"))
            parts.append(alts + ("",) if tok.startswith("[") else alts)
        elif tok in slots:
            parts.append(slots[tok])
        else:
            parts.append((tok,))
    return [" ".join(w for w in combo if w) for combo in itertools.product(*parts)]


@dataclass(frozen=True)
class Lexicon:
    """One language's listening vocabulary.

    ``sentences`` are the nomination sentences (``{N}`` = a seat number); ``final_sentences`` are
    accepted only at the end of an utterance (they also occur in free talk: «кандидатура десятого
    мне не нравится»). ``triggers`` are the words that make a sentence a nomination;
    ``not_triggers`` are real words close to them that must never be snapped to them (past tense,
    infinitive, «кандидат»). ``negations`` before or inside a sentence reject it, ``hedges`` too
    («бы»). ``end_words`` (words or short phrases) end a speech when they close an utterance.
    ``fillers`` are cheap to skip inside a sentence and absorb free talk in the grammar."""

    lang: str
    numbers: dict[str, int]
    tens: dict[str, int]  # words that combine with a following unit: «двадцать один» = 21
    sentences: tuple[str, ...]
    final_sentences: tuple[str, ...]
    triggers: frozenset[str]
    not_triggers: frozenset[str]
    negations: frozenset[str]
    hedges: frozenset[str]
    conjunctions: frozenset[str]
    end_words: frozenset[str]
    fillers: frozenset[str]
    talk: tuple[str, ...] = ()  # everyday words for the grammar to absorb free talk into
    spoken: dict[int, tuple[str, ...]] | None = None  # the usual forms of each seat number,
    # the ones put in the recogniser's grammar (all forms would only slow it down)


_RU_TRIGGERS = ("выставляю", "выдвигаю")
_RU_NUMBERS = _ru_numbers()

RU = Lexicon(
    lang="ru",
    spoken=_ru_spoken(),
    numbers=_RU_NUMBERS,
    tens={"двадцать": 20, "двадцати": 20, "двадцатью": 20},
    sentences=tuple(dict.fromkeys(
        _expand("[я] {T} [кандидатуру] [игрока] [номер|под_номером] {N}", {"{T}": _RU_TRIGGERS})
        + _expand("[игрока] [номер|под_номером] {N} [я] {T}", {"{T}": _RU_TRIGGERS}))),
    final_sentences=tuple(_expand("[моя] кандидатура [игрока] [номер|под_номером] {N}", {})),
    triggers=frozenset(_RU_TRIGGERS + ("кандидатура",)),
    not_triggers=frozenset(
        "выставил выставила выставили выставлял выставляла выставляли выставлять выставить "
        "выставит выставят выставлю выставим выставляет выставляют выставляешь выставляем "
        "выставлен выставлена выставлены выставлено выставляй выставляйте выставь выставьте "
        "выдвинул выдвинула выдвинули выдвигал выдвигать выдвинуть выдвину выдвигает "
        "кандидат кандидата кандидату кандидатом кандидаты кандидатов кандидатам кандидатуры "
        "кандидатуру кандидатурой кандидатуре выставление выставления выставляя ставлю поставлю "
        "оставляю вставляю представляю заставляю отставляю подставляю составляю поставляю "
        "выставка выставки выставку".split()),
    negations=frozenset("не ни нет никого никто ничего".split()),
    hedges=frozenset("бы если может возможно наверное хочу хотел хотела буду будем давайте "
                     "предлагаю".split()),
    conjunctions=frozenset("и или либо а".split()),
    end_words=frozenset({"спасибо", "пас"}),
    fillers=frozenset("ну вот э эээ эм ммм так значит короче это же ладно итак".split()),
    # the most frequent Russian words and the table's own words: free talk is recognised as
    # these (not forced into a nomination), and the matcher then ignores it
    talk=tuple(dict.fromkeys((
        "и в не на я что он с это а как то все она так его но да ты к у же вы за бы по только "
        "ее мне было вот от меня еще нет о из ему теперь когда даже ну ли если уже или ни быть "
        "был него до вас опять там потом себя ничего ей может они тут где есть надо для мы "
        "тебя их чем была сам без чего тоже себе под будет тогда кто этот того потому этого "
        "какой совсем здесь этом мой тем чтобы сейчас были всех можно при после больше тот "
        "через эти нас про всего них много хорошо эту моя перед лучше такой им всегда "
        "конечно думаю кажется знаю верю хочу говорил сказал мафия мафию мирный мирного "
        "мирные шериф шерифа дон дона черный черного красный красного игрок игроки речь "
        "голосую голосуем голосовать проверка проверил проверку круг ночь день стрелял "
        "подозреваю молчал странно хорошая плохая выставил выставить выставлю кандидат "
        "кандидатура кандидатуру игрока номер под номером выставляю выдвигаю спасибо пас").split())),
)

_EN_UNITS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
             "fifteen sixteen seventeen eighteen nineteen twenty").split()
_EN_TRIGGERS = ("nominate",)

EN = Lexicon(
    lang="en",
    spoken={i + 1: (w,) for i, w in enumerate(_EN_UNITS)},
    numbers={"zero": 0, **{w: i + 1 for i, w in enumerate(_EN_UNITS)}},
    tens={"twenty": 20},
    sentences=tuple(_expand("[i] {T} [player] [number] {N}", {"{T}": _EN_TRIGGERS})),
    final_sentences=(),
    triggers=frozenset(_EN_TRIGGERS),
    not_triggers=frozenset("nominated nominating nominates nomination nominee".split()),
    negations=frozenset("not don't dont never no".split()),
    hedges=frozenset("would could might maybe if will".split()),
    conjunctions=frozenset("and or".split()),
    end_words=frozenset({"thanks", "thank you", "pass"}),
    fillers=frozenset("uh um er well so like".split()),
    talk=tuple("the a i is he she it and or not to of in that was mafia town sheriff player "
               "vote think good bad thank you thanks pass nominate number".split()),
)

LEXICONS = {"ru": RU, "en": EN}


def lexicon(lang: str) -> Lexicon:
    """The lexicon for ``lang``. Raises ``ValueError`` naming the languages there are.

    >>> lexicon("ru").lang
    'ru'
    """
    try:
        return LEXICONS[lang]
    except KeyError:
        raise ValueError(f"no listening vocabulary for language {lang!r} "
                         f"(there is: {', '.join(sorted(LEXICONS))})") from None
