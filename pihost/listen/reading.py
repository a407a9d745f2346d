"""Heard text -> tokens: normalised words, only a bounded tail of a long line, the recogniser's
split and glued words repaired, the lexicon's phrases joined, number phrases read whole, the
nominating verbs given their mood.

>>> from pihost.listen.lexicon import RU
>>> [(t.word, t.kind, t.value or t.mood) for t in tokens("Я вы ставляю игрока №10-го!", RU)]
[('я', 'word', None), ('выставляю', 'verb', 'act'), ('игрока', 'word', None), ('10', 'num', 10)]
>>> [t.word for t in tokens("выставляю на голосование двадцать первого", RU)]
['выставляю', 'на голосование', 'двадцать первого']
>>> [(t.word, t.value) for t in tokens("выстав ляю и грока под десятым номером", RU)]
[('выставляю', None), ('игрока', None), ('под десятым номером', 10)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from rapidfuzz.distance import Levenshtein

from pihost.listen.forms import is_known, is_person
from pihost.listen.lexicon import RU_REGIONAL_SOFT_ENDS, Lexicon, lexicon
from pihost.listen.numerals import colloquial, read_number, reduce

MAX_WORDS = 60     # only the last this many words of an utterance are read ...
MAX_CHARS = 600    # ... and only its last this many characters: a 30 kB line cannot block
_BEFORE_ORDINAL_SLOT = frozenset({"под"})   # «под десятым номером»
_WITH = frozenset({"с", "со"})   # «игрока с пятым номером»: the player with his number
# «на третьем месте», «с седьмого места», «с пятого номера»: a seat said as a place at the table
_PLACES = {"на": ("месте",), "с": ("места", "номера"), "со": ("места", "номера")}
_PLAYER = "игрока"   # «игрока», «игрока номер»: the seat word after an ordinal of a player
_LOST_BY = frozenset({"нас"})   # «у нас минус пятый»: whom the table lost, a seat


@dataclass(frozen=True, slots=True)
class Token:
    """One unit of what was heard. ``kind``: ``num`` (``value``; ``ordinal`` for «седьмого»,
    «семерку»), ``verb`` (``mood`` from ``forms.MOODS``; ``verb`` says which kind: ``main``,
    ``vote``, ``direct`` — «ставлю», nominating with a seat right after —, ``damaged``), or
    ``word``. ``cost`` > 0 when the word was repaired (a split verb, a near miss)."""

    word: str
    kind: str = "word"
    value: int | None = None
    ordinal: bool = False
    mood: str | None = None
    verb: str = ""
    cost: float = 0.0


_SUFFIX = re.compile(r"(\d+)\s*-?\s*(?:ого|ому|ый|ой|ий|го|му|ку|ка|ки|й|ю|я)(?![а-я])")


# «ё» as «е»; the Belarusian and Ukrainian letters as the Russian ones the small model writes
# («і» as «и», «ў» as «у», «ї» as «и», «є» as «е»: a text from elsewhere reads the same)
_LETTERS = str.maketrans("ёіўїє", "еиуие")
# the Tatar and Bashkir letters as the Russian ones the small model writes for them («рәхмәт» as
# «рэхмэт», «әйе» as «эйе», «ң» as «н») (tuning106)
_TATAR_LETTERS = str.maketrans("әөүҗңһ", "эоужнх")
# the Tatar words a bilingual table mixes into its Russian, read as the Russian word they are:
# the thanks («рахмат, у меня все»), «no» and «yes» of a correction («пятого, юк, шестого»), «to
# you all» of the thanks («рахмат барыгызга») (tuning106)
_TATAR_WORDS = {"рахмат": "спасибо", "рэхмэт": "спасибо", "рахмэт": "спасибо", "рэхмат": "спасибо",
                "рахмет": "спасибо", "юк": "нет", "эйе": "да", "эе": "да",
                "барыгызга": "всем", "барчагызга": "всем"}


def words(text: str) -> list[str]:
    """Lower-case words, «ё» as «е» (and «і», «ў» as «и», «у»), digits kept, «10-го» as «10».

    >>> words("Я выставляю игрока №10-го, спасибо!")
    ['я', 'выставляю', 'игрока', '10', 'спасибо']
    """
    text = _SUFFIX.sub(r"\1", text.lower().translate(_LETTERS).translate(_TATAR_LETTERS))
    return [_TATAR_WORDS.get(w, w) for w in re.findall(r"\d+|[a-zа-я']+", text)]


def tail(text: str) -> list[str]:
    """The words of the bounded tail of ``text`` that the matcher reads (``MAX_CHARS``,
    ``MAX_WORDS``); a word cut by the character bound is dropped.

    >>> len(tail("раз два " * 10000)), tail("x" * 700 + " выставляю десятого")
    (60, ['выставляю', 'десятого'])
    """
    cut = text[-MAX_CHARS:]
    ws = words(cut)
    if len(text) > MAX_CHARS and ws and not cut[:1].isspace():
        ws = ws[1:]
    return ws[-MAX_WORDS:]


@cache
def _vocabulary(lang: str) -> frozenset[str]:
    """The words a glued word may be cut into («выставляюседьмого»)."""
    lex = lexicon(lang)
    return frozenset(w for w in (*lex.numbers, *lex.verbs, *lex.slots) if " " not in w
                     and len(w) >= 4)


@cache
def _glued_ends(lang: str) -> tuple[str, ...]:
    """The long one-word end formulas («спасибо») the recogniser may glue to the seat before."""
    return tuple(w for w in lexicon(lang).end_words if " " not in w and len(w) >= 7)


@cache
def _vote_words(lang: str) -> frozenset[str]:
    """The long words of the vote phrases («голосование»): after «на», two real words that make
    one are the vote phrase split («на голо сование»)."""
    return frozenset(w for p in lexicon(lang).vote_phrases for w in p.split() if len(w) >= 7)


@cache
def _split_vocabulary(lang: str) -> frozenset[str]:
    """The words a word split in two may be joined into («выстав ляю», «и грока», «седь мого»)."""
    lex = lexicon(lang)
    return frozenset(w for w in (*lex.verbs, *lex.vote_verbs, *lex.slots, *lex.tens,
                                 *(n for n in lex.numbers if len(n) >= 5),
                                 *(w for p in lex.vote_phrases for w in p.split() if len(w) >= 7))
                     if " " not in w)


@cache
def _split_heads(lang: str) -> frozenset[str]:
    """The long one-word heads and seat words of the act («кандидатура», «кандидатуру»): split
    with a short tail («кандидат ура») they are joined even when both halves are words."""
    lex = lexicon(lang)
    return frozenset(w for w in (*lex.heads, *lex.slots) if " " not in w and len(w) >= 9)


def _seam_lost(a: str, b: str, lang: str) -> str | None:
    """The long vote word («голосование») that ``a`` and ``b`` make with one letter lost where
    the recogniser split it («голос вание»), or ``None`` (tuning67)."""
    return next((v for v in _vote_words(lang)
                 if len(v) == len(a) + len(b) + 1 and v.startswith(a) and v.endswith(b)), None)


# «выставляю на голосовать четвертого»: the infinitive heard for the vote noun after «на»
_VOTE_INFINITIVE = "голосовать"


@cache
def _split_ends(lang: str) -> frozenset[str]:
    """The long one-word end formulas a recogniser may split in two («спаси бо»): no two real
    words make them, so they are joined even when both halves are words."""
    return frozenset(w for w in lexicon(lang).end_words if " " not in w and len(w) >= 7)


@cache
def _end_phrase_words(lang: str) -> frozenset[str]:
    """The words of the end formulas of several words («меня» of «у меня все»): split in two
    halves that are no words at all («у ме ня все») they are joined."""
    return frozenset(w for p in lexicon(lang).end_words if " " in p for w in p.split()
                     if len(w) >= 4)


# «…кандидатур у меня…»: «у» before a pronoun is the preposition, no head's tail
_AT_WHOM = frozenset("меня нас тебя вас него нее них".split())


@cache
def _split_takebacks(lang: str) -> frozenset[str]:
    """The one-word take-backs («шучу», «отменяю»): split in two closing the utterance («…, шу
    чу») they are joined even when both halves are words (a take-back only makes it no act)."""
    return frozenset(w for w in lexicon(lang).retractions if " " not in w and len(w) >= 4)


# «выставь ю» (for «выставлю»): the verb's end split off after a soft sign heard for its «л»
# (tuning63)
_SPLIT_OFF_ENDS = frozenset({"ю"})


def _split(a: str, b: str, lang: str) -> bool:
    """Are ``a`` and ``b`` one word the recogniser split («выстав ляю»)? Only when the two make a
    word of the act and one of them is no word at all: «и грока» is «игрока», «на мир» is not
    joined here (two real words; «на мир» is a listed mishearing of «номер»)."""
    if lang == "en":   # «nomin ate»: only the verb, whose halves are no seat words
        return (a + b) in lexicon(lang).verbs and len(a) >= 3 and len(b) >= 2
    if lang == "ru" and a.endswith("ь") and (a[:-1] + b) in lexicon(lang).verbs and not is_known(b):
        return True   # «выставь ляю»: the split heard as a soft sign
    if (lang == "ru" and a.endswith("ь") and b in _SPLIT_OFF_ENDS
            and (a[:-1] + "л" + b) in lexicon(lang).verbs):
        return True   # «выставь ю»: the «л» of «выставлю» heard as a soft sign, its end split off
    if lang == "ru" and (a + b) in _end_phrase_words(lang) and not (is_known(a) or is_known(b)):
        return True   # «у ме ня все»: a word of the formula split, neither half a word
    return lang == "ru" and ((a + b) in _split_ends(lang) or (a + b) in _split_vocabulary(lang)
                             and not (is_known(a) and is_known(b)))


@lru_cache(maxsize=4096)
def _split_near_verb(a: str, b: str) -> str | None:
    """English: the act's verb («nominate») that ``a`` and ``b`` make when joined, split in two
    with a letter off in its second half («nom innate»): ``a`` the verb's start (three letters at
    least), the joined word one letter from the verb and no word of its own."""
    if len(a) < 3 or len(b) < 3:
        return None
    joined = a + b
    near = [v for v in lexicon("en").verbs if len(v) >= 7 and v.startswith(a) and v != joined
            and _distance1(v, joined)]
    return near[0] if len(near) == 1 else None


@lru_cache(maxsize=4096)
def _unglue(word: str, lang: str) -> tuple[str, ...]:
    """A word the post-processing glued («игроканомер») cut into two known ones, if it is one."""
    vocab = _vocabulary(lang)
    if lang == "ru" and word.startswith("я") and lexicon(lang).verbs.get(word[1:]) == "act":
        return "я", word[1:]   # «явыставляю»: «я» glued to the verb
    if lang == "ru" and word == "яне":
        return "я", "не"       # «яне выставляю»: «я» glued to the negation, which still vetoes
    if lang == "ru" and word.startswith("на") and f"на {word[2:]}" in lexicon(lang).vote_phrases:
        return "на", word[2:]  # «наголосование»: the preposition glued to the vote phrase
    if len(word) < 9 or word in vocab or word in lexicon(lang).big:
        return (word,)   # «пятидесятого» is one number, not «пяти десятого»
    for end in _glued_ends(lang):   # «седьмогоспасибо», «дваспасибо»: the thanks glued on
        if word.endswith(end) and word[:-len(end)] in lexicon(lang).numbers:
            return word[:-len(end)], end
    for k in range(4, len(word) - 3):
        if word[:k] in vocab and word[k:] in vocab:
            return word[:k], word[k:]
    return (word,)


# English contractions heard without their apostrophe («im nominating nine», «i wont nominate»):
# read as the contraction, so a negation or a future in one still vetoes («dont» is a negation
# of the lexicon as heard)
_APOSTROPHE_LOST = {"im": "i'm", "ive": "i've", "ill": "i'll", "wont": "won't",
                    "cant": "can't", "isnt": "isn't", "didnt": "didn't", "wouldnt": "wouldn't",
                    "shouldnt": "shouldn't", "thats": "that's", "youre": "you're"}
# «five's been quiet all night»: a seat number with «'s» before what follows «is» or «has» (a
# participle, «been», «not», an article, an adverb) is the number and its verb; not «five's
# neighbour» (whose: no seat named)
_AFTER_IS = frozenset("been got gotten gone not never always just so too very really clearly "
                      "obviously definitely probably still the a an mafia".split())
_IS_ENDS = ("ing", "ly")


def _contracted(ws: list[str], lex: Lexicon) -> list[str]:
    out: list[str] = []
    for i, w in enumerate(ws):
        nxt = ws[i + 1] if i + 1 < len(ws) else ""
        if out and out[-1] == "no" and w == "one" and (len(out) < 2 or out[-2] not in lex.numbers):
            out[-1] = "noone"   # «i nominate no one today»: nobody (tuning84; not «three no one»,
            continue            # the seat corrected: «no, one»)
        if (w.endswith("'s") and w[:-2] in lex.numbers
                and (nxt in _AFTER_IS or nxt.endswith(_IS_ENDS))):
            out += [w[:-2], "is"]
        else:
            out.append(w)
    return out


# Russian particles said clipped («так кого ж я выставляю», «он ж молчал»): read as the full
# «же», so a question or an emphasis in one reads as with «же»
_CLIPPED = {"ж": "же"}

# the regional words that are also standard Russian words of another sense, read as the standard
# word only where the regional one stands (tuning68): «та» (да) opening the utterance or before a
# particle («та нечего мне говорить», «…, та не, тринадцатого»), not «та неделя»; «от» (вот)
# before what no preposition takes («от и все», «от я и говорю», «от тебя я и выставляю»), not
# «от меня»; «чи» (или, ли) and the «ни» (нет) after it («выставляем восьмого чи ни»)
_YES_BEFORE = frozenset("не ни нет нечего ничего ладно ну хватит вот и я все шо что тю".split())
_HERE_BEFORE = frozenset("и так такой такая такие тебе это оно он она они я ты мы вы шо что все "
                         "ото".split())
_HERE_OBJECT = frozenset("тебя его ее их вас".split())
# «хотя не», «та не» before a seat: the regional «не» for «нет», a second thought (not «а не
# двенадцатого»: rather than him)
_SECOND_THOUGHT = frozenset({"хотя", "та", "да"})
_OR = frozenset({"чи", "ци"})
# «ой не» before a seat in regional speech (a regional form read before it): the Belarusian «не»
# for «нет» after the slip's «ой» («выстауляю дзесятага, ой не, першага», tuning72); in standard
# speech «…девятого, ой, не пятого» keeps the seat (tuning37's rule cases)
_SLIP_DIALECT = frozenset({"ой"})


# the regional two words read as one standard word before their words alone: the Belarusian
# «калі ласка» (please), whose «калі» is otherwise «если», and «няма чаго» (нечего) (tuning72)
_REGIONAL_PAIRS = {("кали", "ласка"): "пожалуйста", ("няма", "чаго"): "нечего",
                   # «выставляю пятого, i mean, шестого»: the English «то есть» switched to inside
                   # a Russian speech (tuning83, as its «sorry», «nein» in ``RU_REGIONAL``)
                   ("i", "mean"): "то есть",
                   # «все, я закончить»: a second-language speaker's infinitive for «закончил»,
                   # right after «я» (tuning107)
                   ("я", "закончить"): "я закончил",
                   # «мой речь закончен»: its gender lost (tuning107); «всего вам доброго»: the
                   # farewell with «вам» inside, read as «всего доброго» (tuning107)
                   ("речь", "закончен"): "речь закончена", ("всего", "вам"): "всего"}


def _regional(ws: list[str], lex: Lexicon) -> list[str]:
    """``ws`` with the regional forms of ``RU_REGIONAL`` read as the standard words (see above)."""
    regional = lex.regional
    out: list[str] = []
    n = len(ws)
    skip = dialect = False
    for i, w in enumerate(ws):
        if skip:
            skip = False
            continue
        nxt = ws[i + 1] if i + 1 < n else ""
        after_tens = i > 0 and ws[i - 1] in lex.tens
        if w in _CLIPPED:
            out.append(_CLIPPED[w])
        elif (w, nxt) in _REGIONAL_PAIRS:
            out += _REGIONAL_PAIRS[w, nxt].split()   # «калі ласка»: «пожалуйста», not «если»
            skip = dialect = True
        elif w in regional and not (len(nxt) > len(w) and nxt.startswith(w)) and not (
                after_tens and regional[w] in lex.numbers):
            # (not «выставляю сем семнадцатого»: the number's start stammered; nor «двадцать
            # сем»: a unit cut after the tens, read as a damaged compound)
            out += regional[w].split()
            dialect = True
        elif w == "ня" and not (i > 0 and is_known(ws[i - 1] + w)):
            out.append("не")   # «я ня выстауляю»: the Belarusian «не» (not «у ме ня»: «меня»)
        elif (w == "свою" and nxt == "кандидатуру" and i > 0
              and (ws[i - 1] in lex.verbs or ws[i - 1] in lex.vote_verbs)
              and not (i + 2 < n and (_seat_word(ws[i + 2], lex) or ws[i + 2] in lex.slots))):
            # «выдвигаю свою кандидатуру на голосование»: his own candidacy, himself (tuning72;
            # not «добавлю свою кандидатуру, десятый»: his candidate, the seat after)
            out.append("себя")
            skip = True
        elif w == "та" and (i == 0 or nxt in _YES_BEFORE):
            out.append("да")
        elif w == "от" and (nxt in _HERE_BEFORE or (
                nxt in _HERE_OBJECT and ws[i + 2:i + 4] == ["я", "и"])):
            out.append("вот")
        elif w in _OR:
            # «чи», «ці» opening the utterance asks, as «разве» («ці выстауляем восьмага»:
            # tuning72, the Belarusian «ці» too); inside it «или»
            out.append("разве" if i == 0 else "или")
        elif (w == "ни" or (w == "не" and i == n - 1)) and i > 0 and ws[i - 1] in _OR:
            # «…чи ни», «…ці не» closing the utterance: «или нет»
            out.append("нет")
        elif w == "не" and i > 0 and (ws[i - 1] in _SECOND_THOUGHT or (
                dialect and ws[i - 1] in _SLIP_DIALECT)) and _seat_word(nxt, lex) and not (
                i + 2 < n and _seat_word(ws[i + 2], lex)) and nxt not in ws[:i]:
            # «…одиннадцатого, хотя не, двенадцатого»: the south's «не» for «нет» (not «хотя не
            # девятого, десятого»: the seat after it denied, another in its place; nor «…
            # третьего, хотя не третьего»: the same seat denied)
            out.append("нет")
        elif lex.regional_stems and (std := _regional_stem(w, lex.lang)) is not None:
            out.append(std)
            dialect = True
        elif lex.lang == "ru" and w.endswith(_SECOND_PERSON) and (std := _soft_sign(w)):
            out.append(std)
        elif lex.lang == "ru" and w.endswith(_BELARUSIAN_PAST) and (std := _past(w)):
            out.append(std)   # «я б выстауляу восьмага»: the past, a conditional with «б»
            dialect = True
        elif (lex.regional_number_stems and w not in lex.numbers
              and not (len(nxt) > len(w) and nxt.startswith(w))
              and (number := _regional_number(w, lex.lang)) is not None
              and not (after_tens and number[:-1] in (w, w + "т"))):
            out.append(number)
            dialect = True
        else:
            out.append(w)
    return out


@lru_cache(maxsize=4096)
def _past(word: str) -> str | None:
    """The Belarusian past with «ў» (heard «у») for «л» («выстауляу», «казау», «думау»): the
    Russian past, if ``word`` is no word and that is one."""
    if len(word) < 5 or is_known(word):
        return None
    std = word[:-1] + "л"
    return std if is_known(std) else None


def _seat_word(word: str, lex: Lexicon) -> bool:
    return word in lex.numbers or _regional_number(word, lex.lang) is not None


# «выстауляеш», «кажаш»: the Belarusian (and the hurried) second person with no soft sign
_SECOND_PERSON = ("еш", "иш", "аш")
_BELARUSIAN_PAST = ("ау", "яу", "еу", "иу", "ыу")


@lru_cache(maxsize=4096)
def _regional_stem(word: str, lang: str) -> str | None:
    """``word`` with a regional verb's stem as the standard one («гутарил» -> «говорил»,
    «выстауляеш» -> «выставляешь», «выстауляу» -> «выставлял»)."""
    for old, new in lexicon(lang).regional_stems:
        if old in word:
            std = word.replace(old, new, 1)
            if std.endswith(_SECOND_PERSON):
                return _soft_sign(std) or std
            return _past(std) or std if std.endswith(_BELARUSIAN_PAST) else std
    return None


@lru_cache(maxsize=4096)
def _soft_sign(word: str) -> str | None:
    """``word`` a second-person verb written with no soft sign («выставляеш»): the verb, if
    it is no word and the verb is one."""
    return word + "ь" if not is_known(word) and is_known(word + "ь") else None


@lru_cache(maxsize=4096)
def _regional_number(word: str, lang: str) -> str | None:
    """The seat number ``word`` is in a regional spelling («шостого», «сьомого», «першого»,
    «одинадцятого»), if it is one and no Russian word."""
    lex = lexicon(lang)
    if len(word) < 3 or not lex.regional_number_stems or is_known(word):
        return None
    for end in RU_REGIONAL_SOFT_ENDS if lex.lang == "ru" else ():
        if word + end in lex.numbers:
            return word + end   # «восем», «шес»: the soft end lost
    for old, new in lex.regional_number_stems:
        if old in word:
            word = word.replace(old, new, 1)
    if word in lex.numbers:
        return word
    for old, new in lex.regional_endings:
        if word.endswith(old) and (w := word[:-len(old)] + new) in lex.numbers:
            return w
    return None


# the seat words a small model (or a second-language speaker) gets wrong right after the act's
# verb and before the number: «помер» for «номер», the nominative «кандидатура»
_MISHEARD_AFTER_ACT = {"помер": "номер", "кандидатура": "кандидатуру"}
_ACT_MOODS = ("act", "perfective")
_ALL_CUT = "вс"


def _repair(ws: list[str], lex: Lexicon) -> list[tuple[str, float]]:
    """Split words joined again («вы ставляю», «выстав ляю» -> «выставляю», «и грока» ->
    «игрока») and glued words cut."""
    out: list[tuple[str, float]] = []
    if lex.lang == "en":
        ws = _contracted([_APOSTROPHE_LOST.get(w, w) for w in ws], lex)
    else:
        ws = _regional(ws, lex)
    i = 0
    while i < len(ws):
        w = ws[i]
        if (i + 3 < len(ws) and "".join(ws[i:i + 4]) in lex.verbs
                and not all(is_known(p) for p in ws[i:i + 4])):
            out.append(("".join(ws[i:i + 4]), 0.3))   # «вы с тавля ю»: split in four
            i += 4
            continue
        if (lex.lang == "ru" and len(w) == 2 and i + 1 < len(ws) and len(ws[i + 1]) >= 5
                and ws[i + 1].startswith(w) and ws[i + 1] in lex.numbers
                and ws[i + 1].endswith(("ого", "ую"))):
            # «выставляю во восьмого», «се седьмого»: the seat's first syllable stuttered (the
            # object's case, which no preposition takes: not «во восьмом круге»)
            i += 1
            continue
        if (i + 2 < len(ws) and (w + ws[i + 1] + ws[i + 2]) in lex.verbs
                and not all(is_known(p) for p in ws[i:i + 3])):
            out.append((w + ws[i + 1] + ws[i + 2], 0.3))   # «вы став ляю»: split in three
            i += 3
            continue
        if lex.lang == "ru" and i + 1 < len(ws) and w == "вы" and not is_known(ws[i + 1]) and (
                "вы" + ws[i + 1] + "ю") in lex.verbs:
            out.append(("вы" + ws[i + 1] + "ю", 0.3))   # «вы ставля»: split, its «ю» lost
            i += 2
            continue
        if lex.lang == "ru" and w == "невы" and i + 1 < len(ws) and ("вы" + ws[i + 1]) in lex.verbs:
            # «невы ставляю»: «не выставляю» split after the verb's «вы», the «не» glued to it
            # still vetoes
            out += [("не", 0.0), ("вы" + ws[i + 1], 0.2)]
            i += 2
            continue
        if lex.lang == "ru" and w == "в" and i + 1 < len(ws) and (w + ws[i + 1]) in lex.damaged_verbs:
            # «не в ставляю»: «вставляю» (the verb's damaged form) split after its «в», so that
            # the «не» before it still governs it
            out.append((w + ws[i + 1], 0.0))
            i += 2
            continue
        if lex.lang == "ru" and len(w) >= 7 and (w + "ю") in lex.verbs and not is_known(w):
            out.append((w + "ю", 0.3))   # «выставля его»: the verb's last «ю» lost
            # «выставля ю»: its «ю» split off, heard as a word of its own (tuning77)
            i += 2 if i + 1 < len(ws) and ws[i + 1] == "ю" else 1
            continue
        if lex.lang == "ru" and w == _ALL_CUT and (i + 1 == len(ws) or ws[i + 1] == "е"):
            # «у меня вс», «у меня вс е»: «все» cut at its end or split (tuning77); «вс» is no word
            out.append(("все", 0.2))
            i += 1 if i + 1 == len(ws) else 2
            continue
        if lex.lang == "en" and i + 1 < len(ws) and (
                verb := _split_near_verb(w, ws[i + 1])) is not None:
            out.append((verb, 0.3))   # «i nom innate two»: the verb split, a letter off
            i += 2
            continue
        if i + 1 < len(ws) and ((w == "вы" and ("вы" + ws[i + 1]) in lex.verbs)
                                or _split(w, ws[i + 1], lex.lang)
                                or (i + 2 == len(ws)   # «…седьмого, шу чу»: closing
                                    and (w + ws[i + 1]) in _split_takebacks(lex.lang))
                                or (i > 0 and ws[i - 1] == "на"   # «на голо сование»
                                    and (w + ws[i + 1]) in _vote_words(lex.lang))):
            soft = w.endswith("ь") and (w[:-1] + ws[i + 1]) in lex.verbs   # «выставь ляю»
            lost = (w.endswith("ь") and ws[i + 1] in _SPLIT_OFF_ENDS
                    and (w[:-1] + "л" + ws[i + 1]) in lex.verbs)   # «выставь ю»
            out.append(((w[:-1] + "л" if lost else w[:-1] if soft else w) + ws[i + 1], 0.2))
            i += 2
            continue
        if (lex.lang == "ru" and i > 0 and ws[i - 1] == "на" and i + 1 < len(ws)
                and len(ws[i + 1]) >= 3 and not is_known(ws[i + 1])
                and (joined := _seam_lost(w, ws[i + 1], lex.lang)) is not None):
            out.append((joined, 0.3))   # «на голос вание»: split, a letter lost at the seam
            i += 2
            continue
        if lex.lang == "ru" and i + 1 < len(ws) and (w + ws[i + 1]) in _split_heads(lex.lang) and (
                len(ws[i + 1]) <= 3) and not (ws[i + 1] == "у" and i + 2 < len(ws)
                                              and ws[i + 2] in _AT_WHOM):
            # (not «без кандидатур у меня все»: «у меня», the preposition before whom)
            out.append((w + ws[i + 1], 0.2))   # «кандидат ура»: the head noun split, both words
            i += 2
            continue
        if lex.lang == "ru" and i > 0 and i + 1 < len(ws) and w in _MISHEARD_AFTER_ACT and (
                lex.verbs.get(ws[i - 1]) in _ACT_MOODS or lex.vote_verbs.get(ws[i - 1]) in _ACT_MOODS) and (
                    ws[i + 1] in lex.numbers):
            # «выставляю помер четыре», «выдвигаю кандидатура шестой»: the seat word misheard
            # (or in the wrong case) between the act's verb and the number
            out.append((_MISHEARD_AFTER_ACT[w], 0.2))
            i += 1
            continue
        if lex.lang == "ru" and i + 1 < len(ws) and len(w) >= 4 and 3 <= len(ws[i + 1]) <= 5 and (
                ws[i + 1][0] == w[-1]) and (w + ws[i + 1][1:]) in lex.verbs and not (
                    is_known(w) and is_known(ws[i + 1])):
            out.append((w + ws[i + 1][1:], 0.3))   # «выстав вляю»: the verb split, its letter twice
            i += 2
            continue
        if lex.lang == "ru" and i + 1 < len(ws) and 2 <= len(ws[i + 1]) <= 4 and (
                ws[i + 1][0] == w[-1]) and (w + ws[i + 1][1:]) in _split_heads(lex.lang):
            # «кандидат тура»: split, the letter at the split heard twice
            out.append((w + ws[i + 1][1:], 0.2))
            i += 2
            continue
        if lex.lang == "ru" and w == "на" and i + 1 < len(ws) and ws[i + 1] == _VOTE_INFINITIVE:
            out += [(w, 0.0), ("голосование", 0.2)]   # «на голосовать»: no infinitive after «на»
            i += 2
            continue
        if (lex.lang == "ru" and i + 1 < len(ws) and w.startswith("на") and len(w) > 2
                and not is_known(ws[i + 1])
                and f"на {(w + ws[i + 1])[2:]}" in lex.vote_phrases):
            out += [("на", 0.0), ((w + ws[i + 1])[2:], 0.2)]   # «наголос ование»: glued and split
            i += 2
            continue
        if (i + 2 < len(ws) and ws[i + 1] == "на" and ws[i + 2].startswith("дцат")
                and (joined := _split_number(w, "на" + ws[i + 2], lex)) is not None):
            out.append((joined, 0.3))   # «один на дцатого»: the «-надцать» split once more
            i += 3
            continue
        if i + 1 < len(ws) and (joined := _split_number(w, ws[i + 1], lex)) is not None:
            out.append((joined, 0.2))   # «семь надцатого», «втор ого»: a number word split
            i += 2
            continue
        if out and out[-1][0] in lex.tens and (unit := _cut_unit(w, lex.lang)) is not None:
            out.append((unit, 0.3))   # «двадцать перво»: the unit's ending lost
            i += 1
            continue
        if out and out[-1][0] in lex.tens and (unit := _near_unit(w, lex.lang)) is not None:
            out.append((unit, 0.3))   # «двадцать первова», «двадцать четыри»: a unit misheard
            i += 1
            continue
        tens = _near_tens(w, lex.lang)
        if tens is not None:
            out.append((tens, 0.2))
            i += 1
            continue
        parts = _unglue(w, lex.lang)
        out.extend((p, 0.2 if len(parts) > 1 else 0.0) for p in parts)
        i += 1
    return out


# «как его», «это самое»: he searches for the word; before a seat word they are a filler
_HESITATIONS = {"ru": (("как", "его", "там"), ("как", "там", "его"), ("как", "бишь", "его"),
                       ("как", "его"), ("это", "самое"),
                       # «выставляю а а а двенадцатого»: «а» stammered, no conjunction
                       ("а", "а", "а"), ("а", "а"))}
_HESITATION_STARTS = frozenset(f[0] for forms in _HESITATIONS.values() for f in forms)


def _hesitations(heard: list[tuple[str, float]], lex: Lexicon) -> list[tuple[str, float]]:
    """A hesitation phrase («как его», «как там его», «это самое», «а а») with a number word after
    it (past fillers) read as the filler «э»: «…, ой, стоп, как его, восьмой, ну, восьмого».
    Not before anything else («как его выставить», «это самое главное»)."""
    forms = _HESITATIONS.get(lex.lang)
    if not forms or len(heard) < 3 or not any(w in _HESITATION_STARTS for w, _ in heard):
        return heard
    out: list[tuple[str, float]] = []
    i = 0
    while i < len(heard):
        for form in (forms if heard[i][0] in _HESITATION_STARTS else ()):
            n = len(form)
            if tuple(w for w, _ in heard[i:i + n]) == form:
                k = i + n
                while k < len(heard) and heard[k][0] in lex.fillers:
                    k += 1
                if k < len(heard) and heard[k][0] in lex.numbers:
                    out.append(("э", 0.0))
                    i += n
                    break
        else:
            out.append(heard[i])
            i += 1
    return out


def _stammered_no(heard: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """«не» said three times or more in a row («…девятку, не не не, первого») read as twice, the
    stammered «не не» (no, no): the seat after it replaces, not one denied («не первого»)."""
    out: list[tuple[str, float]] = []
    for w, c in heard:
        if w == "не" and len(out) >= 2 and out[-1][0] == "не" and out[-2][0] == "не":
            continue
        out.append((w, c))
    return out


def _question_twice(heard: list[tuple[str, float]], lex: Lexicon) -> list[tuple[str, float]]:
    """A question word said twice in a row («ну кого кого, выставляю четвертого») read once:
    the speaker's own question, answered by what follows, as «кого? выставляю…»."""
    return [(w, c) for k, (w, c) in enumerate(heard)
            if not (k and w == heard[k - 1][0] and w in lex.questions)]


# the case endings a recogniser may split off a number word as a word of their own («втор ого»)
_ENDINGS = frozenset("ого ому ым ом ой ую ая ый ий его ему ем".split())


def _split_number(a: str, b: str, lex: Lexicon) -> str | None:
    """The number word ``a`` and ``b`` are, split by the recogniser: a teen's «-надцать» cut
    from its unit («семь надцатого», «восемь надцать», the unit's last letter dropped as in
    «семнадцать»), or a case ending cut from its stem («втор ого», «трет его»). Never two number words
    («пять десять»), nor a word and a real word after it («семь надо»). In English «teen» cut
    from its unit the same way («seven teen», «eight teen»), or at its syllable («eigh teen»,
    «fif teen»)."""
    if lex.lang == "en" and b in ("teen", "teenth"):
        if a in lex.numbers and not 3 <= lex.numbers[a] <= 9:
            return None
        joined = next((j for j in (a + b, a[:-1] + b) if j in lex.numbers), None)
        return joined if joined is not None and 13 <= lex.numbers[joined] <= 19 else None
    if lex.lang != "ru" or b in lex.numbers:
        return None
    if b.startswith("надцат") and a in lex.numbers and 1 <= lex.numbers[a] <= 9:
        joined = next((j for j in (a + b, a[:-1] + b) if j in lex.numbers), None)
        return joined if joined is not None and 11 <= lex.numbers[joined] <= 19 else None
    if b in _ENDINGS and len(a) >= 3 and a not in lex.numbers and (a + b) in lex.numbers:
        return a + b
    if (b in _ENDINGS or len(b) >= 3) and len(a) >= 3 and a not in lex.numbers and (
            a[-1] not in "ьъаеиоуыэюяё") and (a + "ь" + b) in lex.numbers:
        # «трет его», «сед мого»: «третьего», «седьмого» split at the soft sign, the sign lost
        # (tuning80)
        return a + "ь" + b
    if len(a) == 2 and a not in lex.numbers and len(b) >= 4 and not is_known(b):
        # «ди сятого»: split after its first syllable, the unstressed vowel heard reduced
        # (as «дисятого»), the halves no words (tuning104)
        return _reduced_number(a + b)
    return None


@lru_cache(maxsize=4096)
def _reduced_number(word: str) -> str | None:
    """The one Russian number form of 1-20 that ``word`` is when its unstressed vowels are
    reduced («дисятого»: «десятого»), or ``None``."""
    heard = reduce(word)
    hits = {w for w, v in lexicon("ru").numbers.items() if 1 <= v <= 20 and reduce(w) == heard}
    return hits.pop() if len(hits) == 1 else None


@cache
def _unit_forms(lang: str) -> tuple[tuple[str, int], ...]:
    lex = lexicon(lang)
    return tuple((w, v) for w, v in lex.numbers.items() if 1 <= v <= 9 and w in lex.ordinals)


@lru_cache(maxsize=4096)
def _cut_unit(word: str, lang: str) -> str | None:
    """The unit ordinal an unknown word after a tens word is the start of, its ending lost
    («двадцать перво», «тридцать второ»): only when every ordinal it starts names one unit."""
    lex = lexicon(lang)
    if lang != "ru" or len(word) < 4 or word in lex.numbers or is_known(word):
        return None
    forms = [(w, v) for w, v in _unit_forms(lang) if w.startswith(word) and w != word]
    if not forms or len({v for _, v in forms}) != 1:
        return None
    return min(forms, key=lambda f: len(f[0]))[0]


@cache
def _reduced_units(lang: str) -> tuple[tuple[str, str, int], ...]:
    lex = lexicon(lang)
    return tuple((reduce(w), w, v) for w, v in lex.numbers.items() if 1 <= v <= 9)


@lru_cache(maxsize=4096)
def _near_unit(word: str, lang: str) -> str | None:
    """The unit word (1-9) an unknown word after a tens word is a damaged form of («двадцать
    первова», «двадцать третево», «двадцать четыри»): the same after the reductions of a small
    model and the colloquial «-ова»/«-ево», or one letter off in a long word, and only when
    every form that near names one unit (never a guess between two)."""
    lex = lexicon(lang)
    if lang != "ru" or len(word) < 4 or word in lex.numbers:
        return None
    if colloquial(word) in lex.numbers and 1 <= lex.numbers[colloquial(word)] <= 9:
        return colloquial(word)   # «шестова»: the spoken ending, whatever surname it also is
    if is_known(word):
        return None
    heard = reduce(re.sub(r"(?:ево|ева)$", "его", word))
    near = [(Levenshtein.distance(r, heard, score_cutoff=1), w, v)
            for r, w, v in _reduced_units(lang) if r[0] == heard[0]]
    near = [n for n in near if n[0] == 0 or (n[0] == 1 and len(heard) >= 5)]
    if not near or len({v for _, _, v in near}) != 1:
        return None
    return min(near)[1]


@cache
def _tens_forms(lang: str) -> dict[str, str]:
    """Each tens form, reduced -> the form named alone («тридцати» -> «тридцать»)."""
    lex = lexicon(lang)
    named = {v: w for w, v in reversed(list(lex.tens.items()))}
    return {reduce(w): named[v] for w, v in lex.tens.items()}


@lru_cache(maxsize=4096)
def _near_tens(word: str, lang: str) -> str | None:
    """The tens word («двадцать», «тридцать») an unknown word is one letter from («двацать»,
    «тридцат»), so that «тридцат первого» is thirty-one, never seat 1."""
    lex = lexicon(lang)
    if lang != "ru" or len(word) < 6 or word in lex.tens or word in lex.numbers or is_known(word):
        return None
    heard = reduce(word)
    near = {w for r, w in _tens_forms(lang).items() if _distance1(r, heard)}
    return near.pop() if len(near) == 1 else None


@cache
def _phrase_lengths(lang: str) -> tuple[int, ...]:
    return tuple(sorted({len(p.split()) for p in lexicon(lang).phrases}, reverse=True))


@cache
def _act_forms(lang: str) -> tuple[str, ...]:
    lex = lexicon(lang)
    return tuple(w for w, m in lex.verbs.items() if m == "act")


@lru_cache(maxsize=8192)
def _near_verb(word: str, lang: str) -> str | None:
    """The act form («выставляю») an unknown word is one letter from, after reduction."""
    if len(word) < 7 or not word.startswith(("вы", "ви")) or is_known(word):
        # «виставляю»: «ы» heard as «и» (a second-language accent) counts as the letter off
        return None
    heard = reduce(word)
    near = [w for w in _act_forms(lang) if abs(len(w) - len(word)) <= 1
            and _distance1(reduce(w), heard)]
    return near[0] if len(near) == 1 else None


def _distance1(a: str, b: str) -> bool:
    return Levenshtein.distance(a, b, score_cutoff=1) <= 1


def _verb(word: str, cost: float, lex: Lexicon) -> Token | None:
    if word in lex.verbs:
        return Token(word, "verb", mood=lex.verbs[word], verb="main", cost=cost)
    if word in lex.vote_verbs:
        return Token(word, "verb", mood=lex.vote_verbs[word], cost=cost,
                     verb="direct" if word in lex.direct_vote_verbs else "vote")
    if word in lex.damaged_verbs:
        return Token(word, "verb", mood=lex.damaged_verbs[word], verb="damaged", cost=0.3)
    if lex.lang == "ru" and (near := _near_verb(word, lex.lang)) is not None:
        return Token(near, "verb", mood="act", verb="main", cost=cost + 0.4)
    return None


def tokens(text: str, lex: Lexicon) -> list[Token]:
    """The tokens of the bounded tail of ``text`` (see the module). Never raises.

    >>> [t.word for t in tokens("я выставляюседьмого", lexicon("ru"))]
    ['я', 'выставляю', 'седьмого']
    """
    heard = _hesitations(_repair(tail(text), lex), lex)
    if lex.lang == "ru":
        heard = _question_twice(_stammered_no(heard), lex)
    ws = [w for w, _ in heard]
    out: list[Token] = []
    i = 0
    lengths = _phrase_lengths(lex.lang)
    phrases = lex.phrases
    while i < len(ws):
        for n in lengths:
            if i + n <= len(ws) and " ".join(ws[i:i + n]) in phrases and not _overlapped(ws, i, n, lex):
                out.append(Token(" ".join(ws[i:i + n])))
                i += n
                break
        else:
            number = read_number(ws, i, lex)
            if number is not None:
                value, n, ordinal = number
                if (out and out[-1].word in lex.minus and out[-1].kind == "word"
                        and not (len(out) > 1 and (out[-2].kind == "num"
                                                   or out[-2].word in _LOST_BY))):
                    # «выставляю минус первого»: the sign makes it a negative number, no seat
                    # (after a number, «пять минус два», it is subtraction; «у нас минус
                    # пятый»: the seat the table lost)
                    sign = out.pop()
                    out.append(Token(f"{sign.word} {' '.join(ws[i:i + n])}", "num", -value,
                                     ordinal))
                else:
                    out.append(Token(" ".join(ws[i:i + n]), "num", value, ordinal))
                i += n
                continue
            word, cost = heard[i]
            verb = _verb(word, cost, lex)
            if (verb is None or verb.mood == "other") and word in lex.after_i_verbs and (
                    (out and out[-1].word in ("я", "i")) or (
                        not out and lex.lang == "ru" and _only_seat(ws[i + 1:], lex))):
                verb = Token(lex.after_i_verbs[word], "verb", mood="act", verb="damaged",
                             cost=0.4)   # «я выставляя игрока номер пять», «i nominates one»
            if word in lex.asked_verbs and out and out[-1].word in lex.asking_host and not (
                    len(out) > 1 and out[-2].word in lex.negations):   # (not «не прошу»)
                verb = _verb(lex.asked_verbs[word], cost, lex)   # «прошу принять» to the host
            if (verb is not None and verb.mood == "infinitive" and lex.lang == "ru" and (
                    (out and out[-1].word == "я") or (len(out) > 1 and out[-2].word == "я"
                                                      and out[-1].word in lex.addressed))
                    and _plain_rest(ws[i + 1:], lex)
                    and not any(w in _INFINITIVE_HANGS_ON for w in ws[max(0, i - 4):i])):
                # «я ставить игрок три на голосование», «я тебя ставить на голосование»: a
                # learner's «я» and the infinitive for the act, nothing after it but the seat
                # phrase (tuning112)
                verb = Token(verb.word, "verb", mood="act", verb=verb.verb, cost=verb.cost + 0.2)
            if verb is not None and out and out[-1].word in lex.infinitive_markers:
                verb = Token(verb.word, "verb", mood="infinitive", verb=verb.verb, cost=verb.cost)
            out.append(verb or Token(word, cost=cost))
            i += 1
    if lex.lang == "en":
        out = _who_went_first(_the_one(out), lex)
    return _seat_phrases(out, lex)


# «…player seven, the one next to grandma»: «the one» and where he sits or who he is, the pronoun
# describing someone, not seat one (tuning75)
_THE = frozenset({"the"})
_DESCRIBED_BY = frozenset("next in at with who that sitting by near on across beside behind "
                          "opposite from wearing".split())


def _the_one(out: list[Token]) -> list[Token]:
    return [Token(t.word) if (t.kind == "num" and t.word == "one" and 0 < k < len(out) - 1
                              and out[k - 1].word in _THE and out[k + 1].kind == "word"
                              and out[k + 1].word in _DESCRIBED_BY) else t
            for k, t in enumerate(out)]


# «…the one who spoke first», «the guy that voted second»: an ordinal right after the verb of a
# relative clause says in what order he did it, no seat (tuning112)
_RELATIVE = frozenset({"who", "that"})


def _who_went_first(out: list[Token], lex: Lexicon) -> list[Token]:
    return [Token(t.word) if (t.kind == "num" and t.ordinal and k >= 2
                              and out[k - 2].word in _RELATIVE and out[k - 1].kind == "word"
                              and out[k - 1].word not in lex.slots
                              and not (k + 1 < len(out) and out[k + 1].word in lex.slots))
            else t for k, t in enumerate(out)]


def _overlapped(ws: list[str], i: int, n: int, lex: Lexicon) -> bool:
    """Is the end formula ``ws[i:i + n]`` of several words («я все») the start of a phrase from
    its last word on, not another formula («все таки», «все равно»: «выставляю я все равно
    пятого»; not «у меня все спасибо»)? Then the words
    are not the formula: the shorter reading is taken (tuning78)."""
    return (n > 1 and i + n < len(ws) and " ".join(ws[i:i + n]) in lex.end_words
            and " ".join(ws[i + n - 1:i + n + 1]) in lex.phrases
            and " ".join(ws[i + n - 1:i + n + 1]) not in lex.end_words
            and " ".join(ws[i + n - 1:i + n + 1]) not in lex.closing)


# a learner's «я» and an infinitive, and this before or after it: a modal or a negation the
# infinitive hangs on («я выставлять не буду», «я ставить его хочу», «не стану я выставлять…»,
# «могу я выставить…»), no act (tuning112)
_INFINITIVE_HANGS_ON = frozenset("не ни буду будем хочу хотел хотела могу можно нужно надо "
                                 "готов готова намерен намерена собираюсь должен должна "
                                 "стану станем буду бы ли".split())


def _plain_rest(ws: list[str], lex: Lexicon) -> bool:
    """Are ``ws`` (what follows a learner's «я» and an infinitive) the act's seat phrase only:
    a seat, its words, «на голосование», fillers, closing words — and none of the modal or
    negation the infinitive would hang on (``_INFINITIVE_HANGS_ON``; tuning112)?"""
    return len(ws) <= 6 and not any(w in _INFINITIVE_HANGS_ON for w in ws) and all(
        w in lex.numbers or w in lex.slots or w in lex.fillers or w in ("на", "голосование",
                                                                           "игрок", "игрока")
        for w in ws)


def _only_seat(ws: list[str], lex: Lexicon) -> bool:
    """Are ``ws`` (what follows a gerund opening the utterance) only a seat phrase («выставляя
    девятого»: the act misheard; «выставляя девятого, он рискнул» is a gerund's clause)?"""
    return bool(ws) and all(w in lex.numbers or w in lex.slots or w in lex.fillers
                            or any(w in p.split() for p in lex.vote_phrases) for w in ws)


def _seat_phrases(toks: list[Token], lex: Lexicon) -> list[Token]:
    """«под десятым номером»: an ordinal before «номером» after «под» is one seat token."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if ((t.word in _BEFORE_ORDINAL_SLOT or (
                t.word in _WITH and i > 0 and toks[i - 1].kind == "word" and (
                    toks[i - 1].word in lex.slots or (lex.lang == "ru" and is_person(toks[i - 1].word)))))
                and i + 2 < len(toks) and toks[i + 1].kind == "num"
                and toks[i + 1].ordinal and toks[i + 2].word == "номером"):
            # («…, согласен с пятым номером»: agreed with someone, no seat of a player)
            seat = toks[i + 1]
            out.append(Token(f"{t.word} {seat.word} номером", "num", seat.value, True,
                             cost=seat.cost))
            i += 3
            continue
        if (t.word in _PLACES and i + 2 < len(toks) and toks[i + 1].kind == "num"
                and toks[i + 1].ordinal and toks[i + 2].word in _PLACES[t.word]):
            seat = toks[i + 1]
            out.append(Token(f"{t.word} {seat.word} {toks[i + 2].word}", "num", seat.value, True,
                             cost=seat.cost))
            i += 3
            continue
        if (t.kind == "num" and t.ordinal and t.word.endswith("ое") and i + 1 < len(toks)
                and toks[i + 1].word == "место"):
            # «восьмое место»: the seat said as the place's number
            out.append(Token(f"{t.word} место", "num", t.value, True, cost=t.cost))
            i += 2
            continue
        if (lex.lang == "ru" and t.kind == "word" and i + 1 < len(toks)
                and toks[i + 1].word.startswith(_PLAYER) and t.word != colloquial(t.word)
                and lex.numbers.get(colloquial(t.word), 0) >= 1):
            # «первова игрока выставляю»: the spoken «-ова» of an ordinal before «игрока» (where
            # no surname stands) is the seat, wherever it stands in the act
            out.append(Token(t.word, "num", lex.numbers[colloquial(t.word)], True, cost=0.2))
            i += 1
            continue
        if lex.lang == "ru" and _in_order(toks, i):
            out.append(Token(t.word, cost=t.cost))   # «первым выставляю его»: the order, no seat
            i += 1
            continue
        out.append(t)
        i += 1
    return out


# «пятого… и первым выставляю его сам», «кто первым сказал? пятый»: an ordinal in the
# instrumental alone right before the act's verb (or after «кто»), with another seat named in
# the utterance, says in what order he acts, not whom: the object of «выставлять» is no
# instrumental (not «под первым номером», «с первым», «за первым»)
_ORDER_BEFORE = frozenset({"под", "за", "с", "со", "перед", "над", "между", "рядом"})


# «…, а я выставляю его первым»: the pronoun the act's verb governs, before the order (tuning92)
_PRONOUN_OBJECTS = frozenset({"его", "ее", "тебя", "вас", "их", "него", "нее"})


def _object_before(t: Token) -> bool:
    """Is ``t`` the object of the act's verb: a pronoun or a seat in the accusative?"""
    return t.word in _PRONOUN_OBJECTS or (
        t.kind == "num" and t.ordinal and " " not in t.word and t.word.endswith(("ого", "ую")))


def _in_order(toks: list[Token], i: int) -> bool:
    t = toks[i]
    if t.kind != "num" or not t.ordinal or " " in t.word or not t.word.endswith("ым"):
        return False
    if i > 0 and toks[i - 1].word in _ORDER_BEFORE:
        return False
    if not any(x.kind == "num" and not (x.ordinal and x.word.endswith("ым"))
               for x in toks[max(0, i - 12):i + 12]):
        return False
    if i > 0 and toks[i - 1].word == "кто":
        return True
    if (i >= 2 and toks[i - 2].kind == "verb" and _object_before(toks[i - 1])
            and not (i + 1 < len(toks) and toks[i + 1].word.startswith(("номер", "игрок")))):
        return True   # «…, а я выставляю его первым», «выставляю пятого первым»: the order after
        # the verb's object (tuning92)
    j = i + 1
    if j < len(toks) and toks[j].word == "я":
        j += 1
    return j < len(toks) and toks[j].kind == "verb"


def clear_caches() -> None:
    """Forget the per-word caches."""
    _unglue.cache_clear()
    _regional_number.cache_clear()
    _regional_stem.cache_clear()
    _soft_sign.cache_clear()
    _past.cache_clear()
    _split_near_verb.cache_clear()
    _near_verb.cache_clear()
    _near_tens.cache_clear()
    _cut_unit.cache_clear()
    _reduced_number.cache_clear()
    _near_unit.cache_clear()
