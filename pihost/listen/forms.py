"""Russian word forms: every form of a few lemmas, with what the form is (tense, person...).

The matcher needs to tell «выставляю» (the act) from «выставил», «выставит», «выставим»,
«выставляй», and to know every form of the verbs of speech («сказала», «говорили», «кричит») and
of the modal verbs («хотел», «собираемся»). Typing those paradigms by hand misses forms; pymorphy3
(with its OpenCorpora dictionary) inflects a lemma into all of them with their grammemes. It is
used once per lemma list, when the lexicon is first needed, so matching itself only looks words up
in dictionaries; ``is_noun`` is the one run-time question (cached per word).

>>> moods = paradigm("выставлять") | paradigm("выставить")
>>> [moods[w] for w in ("выставляю", "выставлю", "выставляем", "выставил", "выставим", "выставить")]
['act', 'perfective', 'act', 'other', 'other', 'infinitive']
>>> "сказала" in forms_of(("сказать",))
True
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

MOODS = ("act", "perfective", "infinitive", "other")


@cache
def _morph():
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


def _mood(tag) -> str:
    """``act``: 1st person present («выставляю», «выставляем»); ``perfective``: 1st person
    singular perfective future («выставлю»: the act unless a future is meant); ``infinitive``;
    ``other``: every other form (past, 2nd/3rd person, imperative, «выставим» = let us)."""
    if tag.POS == "INFN":
        return "infinitive"
    if tag.POS != "VERB" or tag.person != "1per" or tag.mood != "indc":
        return "other"
    if tag.tense == "pres":
        return "act"
    if tag.tense == "futr" and tag.number == "sing":
        return "perfective"
    return "other"


@cache
def paradigm(lemma: str) -> dict[str, str]:
    """Every verb form of ``lemma`` (finite, infinitive) -> its mood (see ``MOODS``).

    >>> paradigm("выдвигать")["выдвигаю"]
    'act'
    """
    out: dict[str, str] = {}
    for parse in _morph().parse(lemma):
        if parse.normal_form != lemma or parse.tag.POS not in ("INFN", "VERB"):
            continue
        for form in parse.lexeme:
            if form.tag.POS in ("INFN", "VERB"):
                word = form.word.replace("ё", "е")
                mood = _mood(form.tag)
                # a form with two readings keeps the stronger: «выставляем» is pres 1pl only
                if out.get(word) not in ("act", "perfective"):
                    out[word] = mood
        break
    return out


@lru_cache(maxsize=4096)
def is_known(word: str) -> bool:
    """Is ``word`` a real Russian word (so never snapped to a near one: «выставляя» is not a
    misheard «выставляю»)?

    >>> is_known("выставляя"), is_known("выстовляю")
    (True, False)
    """
    return _morph().word_is_known(word)


@cache
def forms_of(lemmas: tuple[str, ...], but: tuple[str, ...] = ()) -> frozenset[str]:
    """Every form of each lemma, less the forms with any grammeme of ``but``.

    >>> {"хочу", "хотел", "хотим"} <= forms_of(("хотеть",))
    True
    >>> "скажу" in forms_of(("сказать",), but=("1per",)), "сказал" in forms_of(("сказать",))
    (False, True)
    """
    out: set[str] = set()
    for lemma in lemmas:
        for parse in _morph().parse(lemma):
            if parse.normal_form == lemma:
                out.update(f.word.replace("ё", "е") for f in parse.lexeme
                           if not set(but) & set(f.tag.grammemes))
                break
    return frozenset(out)


# the genitive plural that reads first as a nominative: the people counted after a cardinal
_COUNTED_PEOPLE = frozenset({"человек"})


@lru_cache(maxsize=4096)
def is_counted(word: str) -> bool:
    """Is ``word`` most likely a noun in the genitive («копеек», «раза», «дня»), the case a
    cardinal governs? After a cardinal it makes the number a quantity («пять копеек»), not a
    seat.

    >>> is_counted("копеек"), is_counted("потому"), is_counted("извините")
    (True, False, False)
    """
    if word in _COUNTED_PEOPLE:
        return True   # «одиннадцать человек»: read first as the nominative, counted here
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "NOUN" and "gent" in parses[0].tag \
        and parses[0].score >= 0.3


@lru_cache(maxsize=4096)
def is_intransitive(word: str) -> bool:
    """Is ``word`` most likely an intransitive verb («молчит», «путается»), one that takes no
    object (so a seat after it is not its object)?

    >>> is_intransitive("молчит"), is_intransitive("подставил")
    (True, False)
    """
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "VERB" and "intr" in parses[0].tag


@lru_cache(maxsize=4096)
def is_person(word: str) -> bool:
    """Is ``word`` most likely one person as an object («соседа», «друга», «напарника»)? A seat
    after it is his («выставляю соседа седьмого»), not the object.

    >>> is_person("соседа"), is_person("сегодня"), is_person("мафию")
    (True, False, False)
    """
    parses = _morph().parse(word)
    if not parses or parses[0].score < 0.3:
        return False
    tag = parses[0].tag
    return tag.POS == "NOUN" and "anim" in tag and "sing" in tag and bool({"gent", "accs"} & tag.grammemes)


@lru_cache(maxsize=4096)
def is_thing(word: str) -> bool:
    """Is ``word`` most likely a thing as an object: an inanimate noun in the accusative
    («правду», «кружку», «версию»)?

    >>> is_thing("правду"), is_thing("кружку"), is_thing("соседа"), is_thing("тихо")
    (True, True, False, False)
    """
    parses = _morph().parse(word)
    if not parses or parses[0].score < 0.3:
        return False
    tag = parses[0].tag
    return tag.POS == "NOUN" and "inan" in tag and "accs" in tag


@lru_cache(maxsize=4096)
def is_things(word: str) -> bool:
    """Is ``word`` most likely things as an object: an inanimate noun whose accusative is its
    nominative («часы», «фигуры», «шахматы», «вопрос»), or a thing (``is_thing``)?

    >>> is_things("часы"), is_things("фигуры"), is_things("соседи"), is_things("кружку")
    (True, True, False, True)
    """
    if is_thing(word):
        return True
    parses = _morph().parse(word)
    if not parses or parses[0].score < 0.3:
        return False
    tag = parses[0].tag
    # (or one thing, «вопрос», «условие»: its nominative read first, tuning78)
    number = tag.number
    return (tag.POS == "NOUN" and "inan" in tag and number is not None and "nomn" in tag
            and any(p.normal_form == parses[0].normal_form and number in p.tag
                    and "accs" in p.tag for p in parses))


@lru_cache(maxsize=4096)
def is_quality(word: str) -> bool:
    """Can ``word`` be a quality said of a subject: a qualitative adjective in the nominative
    or a short one («шумная», «тихий», «рад»), the predicate of a clause with no verb?

    >>> is_quality("шумная"), is_quality("тихий"), is_quality("первый"), is_quality("тихо")
    (True, True, False, False)
    """
    return any(p.score >= 0.25 and "Qual" in p.tag and (
        p.tag.POS == "ADJS" or (p.tag.POS == "ADJF" and "nomn" in p.tag))
        for p in _morph().parse(word))


@lru_cache(maxsize=4096)
def is_noun(word: str) -> bool:
    """Is ``word`` most likely a noun («дело», «место»)?

    >>> is_noun("дело"), is_noun("сегодня")
    (True, False)
    """
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "NOUN" and parses[0].score >= 0.3


_DOER_SUFFIXES = ("ник", "тель", "ун", "щик", "чик", "ист")


@lru_cache(maxsize=4096)
def is_doer(word: str) -> bool:
    """Is ``word`` one person as an object named by what he does («защитника», «болтуна»,
    «обвинителя»: a noun of a doer's suffix; not «игрока», «человека», «обвиняемого»)?

    >>> is_doer("защитника"), is_doer("болтуна"), is_doer("игрока"), is_doer("обвиняемого")
    (True, True, False, False)
    """
    parses = _morph().parse(word)
    return is_person(word) and parses[0].normal_form.endswith(_DOER_SUFFIXES)


def _likely_noun(word: str, *grammemes: str) -> bool:
    """Is the likeliest reading of ``word`` (score at least 0.3) a noun with all ``grammemes``?"""
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "NOUN" and parses[0].score >= 0.3 and all(
        g in parses[0].tag for g in grammemes)


@lru_cache(maxsize=4096)
def is_inanimate(word: str) -> bool:
    """Is ``word`` most likely an inanimate noun, in any case («версия», «версию», «порта»)?

    >>> is_inanimate("версия"), is_inanimate("порта"), is_inanimate("игрок")
    (True, True, False)
    """
    return _likely_noun(word, "inan")


@lru_cache(maxsize=4096)
def is_agent(word: str) -> bool:
    """Is ``word`` most likely a person (or a role) in the nominative, someone who does something
    («маньяк», «доктор», «сержант»; not «подозрение», «мафию»)?

    >>> is_agent("маньяк"), is_agent("подозрение"), is_agent("маньяка")
    (True, False, False)
    """
    return _likely_noun(word, "nomn", "anim", "sing")


def is_subject_noun(word: str) -> bool:
    """Is ``word`` most likely a noun in the nominative, a subject («друг», «брат»)?

    >>> is_subject_noun("друг"), is_subject_noun("друга"), is_subject_noun("всегда")
    (True, False, False)
    """
    return _likely_noun(word, "nomn")


# «не слушайте меня», «не считайте», «не записывайте»: the table told to let the act go
_LET_GO = frozenset("слушать считать засчитывать засчитать записывать записать принимать принять "
                    "обращать брать писать".split())


@lru_cache(maxsize=4096)
def lets_go(word: str) -> bool:
    """Is ``word`` an imperative that, after «не», tells the table to let the act go
    («слушайте», «считайте», «записывайте»)?

    >>> lets_go("слушайте"), lets_go("бойтесь"), lets_go("слушаю")
    (True, False, False)
    """
    return any(p.tag.mood == "impr" and p.normal_form in _LET_GO for p in _morph().parse(word))


@lru_cache(maxsize=4096)
def is_past(word: str) -> bool:
    """Is ``word`` most likely a verb in the past tense («сменил», «голосовал»)?

    >>> is_past("сменил"), is_past("выставлю")
    (True, False)
    """
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "VERB" and parses[0].tag.tense == "past"


@lru_cache(maxsize=4096)
def is_once_past(word: str) -> bool:
    """Is ``word`` most likely a perfective verb in the past tense, a thing done once («заявил»,
    «сказала»), not what someone kept doing («говорил»)?

    >>> is_once_past("заявил"), is_once_past("говорил"), is_once_past("заявит")
    (True, False, False)
    """
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "VERB" and parses[0].tag.tense == "past" and (
        parses[0].tag.aspect == "perf")


@lru_cache(maxsize=4096)
def is_predicate(word: str) -> bool:
    """Is ``word`` most likely a verb or a short participle («защищал», «молчит», «выставлен»)?
    A seat right after one is its object, not a seat the speaker names again.

    >>> is_predicate("подставил"), is_predicate("выставлен"), is_predicate("хорошая")
    (True, True, False)
    >>> is_predicate("нибудь")
    False
    """
    if not is_known(word):   # a guess for a word the dictionary lacks («нибудь») is no verb
        return False
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS in ("VERB", "INFN", "PRTS") \
        and parses[0].score >= 0.3


def _likeliest_pos(word: str) -> str | None:
    """The part of speech of a known ``word``'s likeliest reading, else None."""
    if not is_known(word):
        return None
    parses = _morph().parse(word)
    return parses[0].tag.POS if parses else None


def _verb_tag(word: str) -> Any:
    """The tag of ``word``'s likeliest reading when that is a verb (a known word, score at
    least 0.3), else None."""
    if not is_known(word):
        return None
    parses = _morph().parse(word)
    if not parses or parses[0].tag.POS != "VERB" or parses[0].score < 0.3:
        return None
    return parses[0].tag


@lru_cache(maxsize=4096)
def is_third_person_verb(word: str) -> bool:
    """Is ``word`` most likely a verb of someone else, in the third person or the past
    («сидит», «улыбается», «засмеялся»), not the speaker's own («говорю», «требую»)?

    >>> is_third_person_verb("сидит"), is_third_person_verb("засмеялся"), is_third_person_verb("требую")
    (True, True, False)
    """
    tag = _verb_tag(word)
    if tag is None:
        return False
    return tag.person == "3per" or (tag.tense == "past" and "1per" not in tag.grammemes)


@lru_cache(maxsize=4096)
def is_own_doing(word: str) -> bool:
    """Is ``word`` most likely the speaker's own verb, now or next («наливаю», «сажусь»,
    «посплю»: the first person singular, not the past)?

    >>> is_own_doing("наливаю"), is_own_doing("сажусь"), is_own_doing("налил"), is_own_doing("налей")
    (True, True, False, False)
    """
    tag = _verb_tag(word)
    if tag is None:
        return False
    return tag.person == "1per" and tag.number == "sing" and tag.tense in ("pres", "futr")


@lru_cache(maxsize=4096)
def is_own_next(word: str) -> bool:
    """Can ``word`` be the speaker's own verb in the perfective future, what he will do next
    («пойду», «схожу», «лягу»; a known word, a reading of score 0.25 or more)?

    >>> is_own_next("пойду"), is_own_next("схожу"), is_own_next("иду"), is_own_next("пойдет")
    (True, True, False, False)
    """
    return is_known(word) and any(
        p.score >= 0.25 and p.tag.POS == "VERB" and {"perf", "1per", "sing", "futr"} <= p.tag.grammemes
        for p in _morph().parse(word))


@lru_cache(maxsize=4096)
def is_adverb(word: str) -> bool:
    """Is ``word`` most likely an adverb («насквозь», «давно», «хорошо»)?

    >>> is_adverb("насквозь"), is_adverb("давно"), is_adverb("девятого")
    (True, True, False)
    """
    return _likeliest_pos(word) == "ADVB"


@lru_cache(maxsize=4096)
def is_own_state(word: str) -> bool:
    """Can ``word`` be a state the speaker came to, a perfective intransitive verb in the past
    singular («замерз», «устала», «проголодался»), not a deed done to someone («выставил»)?

    >>> is_own_state("замерз"), is_own_state("устала"), is_own_state("выставил")
    (True, True, False)
    """
    if not is_known(word):
        return False
    return any(p.tag.POS == "VERB" and {"perf", "intr", "past", "sing"} <= p.tag.grammemes
               for p in _morph().parse(word))


@lru_cache(maxsize=4096)
def is_future(word: str) -> bool:
    """Is ``word`` most likely a verb in the future tense («промолчит», «оправдается»)?

    >>> is_future("промолчит"), is_future("молчит"), is_future("молчал")
    (True, False, False)
    """
    parses = _morph().parse(word)
    return bool(parses) and parses[0].tag.POS == "VERB" and parses[0].tag.tense == "futr"


@lru_cache(maxsize=4096)
def is_imperative(word: str) -> bool:
    """Is ``word`` most likely a verb in the imperative («обижайся», «сердись», «прости»)?

    >>> is_imperative("обижайся"), is_imperative("обижается"), is_imperative("выставляю")
    (True, False, False)
    """
    tag = _verb_tag(word)
    return tag is not None and tag.mood == "impr"


@lru_cache(maxsize=4096)
def is_infinitive(word: str) -> bool:
    """Is ``word`` most likely an infinitive («голосовать», «спорить»)?

    >>> is_infinitive("голосовать"), is_infinitive("голосую"), is_infinitive("мать")
    (True, False, False)
    """
    return _likeliest_pos(word) == "INFN"


@lru_cache(maxsize=4096)
def leaves_all_alone(word: str) -> bool:
    """Is ``word`` one a closing «все» after it cannot belong to («норм все», «ничего нового
    все», «не могу все», «волнуюсь все»): an adverb, a particle, a word in a case «все» does not
    agree with, the speaker's own verb with no object? Then «все» says «that is all». Not a
    plural «все» agrees with («подозрительные все», «вы все»), a verb whose subject or object it
    is («просыпаются все», «знаю все»), a pronoun or an unknown word.

    >>> leaves_all_alone("норм"), leaves_all_alone("могу"), leaves_all_alone("нового")
    (True, True, True)
    >>> leaves_all_alone("вы"), leaves_all_alone("просыпаются"), leaves_all_alone("знаю")
    (False, False, False)
    """
    if not is_known(word):
        return False
    tag = _morph().parse(word)[0].tag
    if tag.POS in ("ADVB", "PRED", "INTJ"):
        return True
    if tag.POS in ("NOUN", "ADJF"):
        return tag.case in ("gent", "loct", "ablt", "datv") or (
            tag.POS == "ADJF" and tag.number == "sing" and tag.case != "nomn")
    if tag.POS == "VERB":
        return (tag.person == "1per" and tag.number == "sing" and "intr" in tag.grammemes
                and tag.tense in ("pres", "futr"))
    return False


@lru_cache(maxsize=4096)
def is_bidding(word: str) -> bool:
    """Is ``word`` most likely an imperative («наливайте», «наливай», «голосуйте»): what the
    speaker bids the table do?

    >>> is_bidding("наливайте"), is_bidding("наливаю"), is_bidding("налил")
    (True, False, False)
    """
    tag = _verb_tag(word)
    return tag is not None and tag.mood == "impr"


@lru_cache(maxsize=4096)
def is_given_to(word: str) -> bool:
    """Is ``word`` most likely a noun in the dative («ресторану», «докладу», «пицце»): what a
    thing is given to?

    >>> is_given_to("ресторану"), is_given_to("пицце"), is_given_to("ресторан"), is_given_to("тоже")
    (True, True, False, False)
    """
    return is_known(word) and any(p.tag.POS == "NOUN" and p.tag.case == "datv" and p.score >= 0.25
                                  for p in _morph().parse(word))


@lru_cache(maxsize=4096)
def is_errand(word: str) -> bool:
    """Is ``word`` most likely a thing in the instrumental («пивом», «водой»): what one goes
    for («я за пивом»)?

    >>> is_errand("пивом"), is_errand("чаем"), is_errand("пиво"), is_errand("первым")
    (True, True, False, False)
    """
    return is_known(word) and any(p.tag.POS == "NOUN" and p.tag.case == "ablt" and p.score >= 0.1
                                  for p in _morph().parse(word))


@lru_cache(maxsize=4096)
def is_first_person(word: str) -> bool:
    """Is ``word`` most likely a verb of the speaker or of «us» («послушаю», «послушаем»)?

    >>> is_first_person("послушаем"), is_first_person("договорить"), is_first_person("ослышались")
    (True, False, False)
    """
    tag = _verb_tag(word)
    return tag is not None and tag.person == "1per"


def clear_caches() -> None:
    """Forget the per-word caches: every bounded ``lru_cache`` of this module (the analyser and
    the lexicon's paradigms, unbounded ``cache``, are kept)."""
    for value in list(globals().values()):
        if hasattr(value, "cache_info") and value.cache_info().maxsize is not None:
            value.cache_clear()
