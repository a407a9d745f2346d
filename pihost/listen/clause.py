"""The tokens of one utterance and the small questions the act's grammar asks about them: where a
clause starts, whether a token names a seat and in which form, what stands before a word.

A seat is named by an ordinal («седьмого», «седьмой»), a card noun («семерку»), digits, a
cardinal as it is named alone («семь»), or any form after the seat words («номер четырех»). An
oblique cardinal 1-4 with no «номер» counts players instead: «одного выставляю» (one of you),
«выставляю двух».

>>> from pihost.listen.lexicon import RU
>>> from pihost.listen.reading import tokens
>>> from pihost.listen.context import ListenContext
>>> c = Clause(tokens("одного выставляю а не номер один или двух", RU), ListenContext(1, (1,)), RU)
>>> [c.nameable(k) for k, t in enumerate(c.t) if t.kind == "num"]
[False, True, False]
"""

from __future__ import annotations

from functools import cache

from pihost.listen.context import ListenContext
from pihost.listen.forms import is_counted, is_known, is_predicate
from pihost.listen.lexicon import Lexicon, lexicon
from pihost.listen.numerals import colloquial, fuzzy_number
from pihost.listen.reading import Token
from pihost.listen.spelled import is_spelled

_NUMBER_WORDS = frozenset("номер номера номером number".split())
KNOWN_WORD = 1.0   # a real word heard where the seat number is: above the act's threshold
# the endings of a Russian ordinal or card noun naming the subject of a clause («пятый мафия»)
_NOMINATIVE = ("ый", "ой", "ий", "ая", "ья", "ка", "ца")
# plural ordinals name no single seat («среди первых десяти»)
_PLURAL = ("ые", "ых", "ыми", "ие", "их", "ими")
_SUBJECT_SLOTS = frozenset({"игрок", "игроки"})
_SOMEONE = frozenset({"кто то", "кто нибудь", "кто либо", "любой", "кто"})
# «одно слово», «одно словечко»: the words counted, said after the act
_WORD_COUNTED = frozenset({"слово", "словечко"})
# «одного из них»: a count of the people named after «из»
_OF_THEM = frozenset("них нас вас этих тех двух трех четырех пяти всех красных черных мирных "
                     "подозреваемых".split())   # «игрок номер два уже выставлен»
# «у нас же десять», «нас всего двадцать пять»: how many they are, not a seat
_COUNTED = frozenset("нас вас всего".split())
_SEAT_LABEL = frozenset({"номер", "number"})
_EVERY = frozenset("каждый каждая каждое каждого каждую каждому каждой every".split())
_AT, _US, _NO = frozenset({"у"}), frozenset({"нас", "вас"}), frozenset({"нет"})
_COUNT_GAP = frozenset("же ведь только всего тут здесь сегодня only just".split())
_EN_COUNTED, _EN_WE = frozenset({"have", "are"}), frozenset({"we", "there"})
# an ordinal or card noun in the dative, instrumental or prepositional («девятому», «семеркой»)
# the object of a retraction: the seat's pronoun, or a possessive before the act's noun
_HIM_HER = frozenset({"его", "ее", "её", "него", "нее", "it", "him", "her"})
_MY_OWN = frozenset({"свое", "свою", "мое", "мою", "это", "эту", "my"})
# «…, забудьте, что я сказал», «забудь, что я говорил»: what was said, the retraction's object
# (tuning77)
_WHAT = frozenset({"что"})
_I_SAID = frozenset({"я", "i"})
_SAID = frozenset("сказал сказала говорил говорила ляпнул ляпнула said".split())
_OBLIQUE = ("ому", "ему", "ым", "им", "ом", "ем", "кой", "кою", "ке")


# «номер пядь», «номер сень»: a rare word that sounds as the number — its last consonant voiced
# where the number's is devoiced at the word's end anyway, or the nasal heard at the other place
# in the noise (tuning77); not «номер сеть», «номер пить» (another consonant: ask again)
_SOUNDED = {"д": "т", "з": "с", "б": "п", "г": "к", "в": "ф", "ж": "ш", "н": "м", "м": "н"}


def _sounded(word: str) -> str:
    """``word`` with its last consonant (before a soft sign) devoiced or its nasal swapped."""
    soft = word.endswith("ь")
    stem = word[:-1] if soft else word
    if not stem or stem[-1] not in _SOUNDED:
        return word
    return stem[:-1] + _SOUNDED[stem[-1]] + ("ь" if soft else "")


@cache
def _named(lang: str) -> frozenset[str]:
    """Each seat number as it is named alone: the first of its spoken forms."""
    return frozenset(forms[0] for forms in lexicon(lang).spoken.values())


class Clause:
    """The tokens ``t`` of one utterance (``words`` their text) read in ``ctx`` with ``lex``."""

    def __init__(self, toks: list[Token], ctx: ListenContext, lex: Lexicon) -> None:
        self.t, self.ctx, self.lex = toks, ctx, lex
        self.words = [t.word for t in toks]

    def is_num(self, k: int) -> bool:
        """Is there a token ``k``, and a number?"""
        return 0 <= k < len(self.t) and self.t[k].kind == "num"

    def is_(self, k: int, *groups: frozenset[str]) -> bool:
        """Is token ``k`` (if there is one) a word of any of ``groups``?"""
        return 0 <= k < len(self.t) and any(self.words[k] in g for g in groups)

    def boundary(self, k: int) -> bool:
        """Does a new clause start at ``k`` («но», «поэтому», «и я», «а сегодня», «а выставлю»)?"""
        w = self.words[k]
        if w in self.lex.boundaries:
            # «если кто то из них выживет»: «из них» inside its subject (someone of them), no
            # new clause (tuning63)
            return not (w == "из них" and k > 0 and (
                self.words[k - 1] in _SOMEONE or self.t[k - 1].kind == "num"
                and not self.t[k - 1].ordinal and self.t[k - 1].value == 1))
        if w not in ("и", "а") or k + 1 >= len(self.t):
            return False
        return self.words[k + 1] in ("я", "сегодня", "сейчас", "теперь", "тогда", "поэтому") or (
            w == "а" and self.t[k + 1].kind == "verb")

    def closing(self, k: int) -> bool:
        """Is token ``k`` closing talk (a filler, an end word, «все»)?"""
        lex, w = self.lex, self.words[k]
        return w in lex.fillers or w in lex.end_words or w in lex.closing

    def closes(self, k: int) -> bool:
        """Is everything from ``k`` on closing talk?"""
        return all(self.closing(m) for m in range(k, len(self.t)))

    def retraction_end(self, y: int) -> int:
        """Where the retraction at ``y`` ends with its object: the seat's pronoun («…, нет,
        снимаю его», «отменяю ее») or his own act named («снимаю свое выставление», «отменяю
        свою номинацию»: a possessive and one noun after it, tuning78); else ``y + 1``."""
        n = y + 1
        if self.is_(n, _WHAT) and self.is_(n + 1, _I_SAID) and self.is_(n + 2, _SAID):
            return n + 3   # «…, забудьте, что я сказал»: his own words forgotten (tuning77)
        if self.is_(n, _HIM_HER):
            return n + 1
        if self.is_(n, _MY_OWN) and n + 1 < len(self.t) and self.t[n + 1].kind == "word" and (
                " " not in self.words[n + 1]):
            return n + 2
        return n

    def last_said(self) -> int:
        """The last token that is not closing talk (-1 when all of it is)."""
        k = len(self.t) - 1
        while k >= 0 and self.closing(k):
            k -= 1
        return k

    def seat_value(self, k: int) -> tuple[int, float] | None:
        """The seat token ``k`` names, with its cost: a number, or a damaged number word —
        one the dictionary does not know («седьмова», «дисять»), or any near word right after
        «номер», where nothing but a number is expected («номер шест», «номер сем»)."""
        t, lex = self.t[k], self.lex
        if t.kind == "num":
            return t.value, t.cost
        if t.word in lex.homophones and self.after_number_word(k) and self.closes(k + 1):
            return lex.homophones[t.word], 0.3   # «i nominate number for»
        if (lex.lang == "en" and t.kind == "word" and self.after_number_word(k)
                and self.closes(k + 1) and (cut := self._cut_number(t.word)) is not None):
            return cut, 0.6   # «i nominate number sev»: the number's end lost (tuning77)
        if lex.lang == "en" and t.kind == "word" and t.word == "one":
            return None   # «the one who spoke first»: «one» a pronoun, no number (tuning112)
        if t.kind != "word" or " " in t.word or self.is_(
                k, lex.fillers, lex.slots, lex.skip, lex.cheap, lex.negations, lex.nobody,
                lex.conjunctions, lex.prepositions, lex.end_words, lex.corrections,
                lex.addressed, lex.self_words, lex.stoppers, lex.boundaries):
            return None
        spelled = colloquial(t.word)   # «десятова»: how «десятого» is said, a surname too
        if spelled in lex.numbers and lex.numbers[spelled]:
            return lex.numbers[spelled], 0.2
        if lex.lang == "ru" and is_known(t.word):
            if not self.after_number_word(k):
                return None
            near = fuzzy_number(t.word, lex)
            # «номер сеть», «номер пить»: a common word one sound from a number is not a clear
            # seat (ask again); «номер шест» with only the soft sign lost still is
            if near is not None and lex.numbers.get(t.word + "ь") != near[0] and (
                    lex.numbers.get(_sounded(t.word)) != near[0]):
                return near[0], near[1] + KNOWN_WORD
            return near
        return fuzzy_number(t.word, lex)

    def _cut_number(self, word: str) -> int | None:
        """English: the one seat of this table whose name starts with ``word`` (three letters at
        least, no word of its own: «sev» for «seven» at ten seats), else ``None``."""
        if len(word) < 3 or word in self.lex.numbers:
            return None
        seats = {n for w, n in self.lex.numbers.items()
                 if n and n <= self.ctx.table_seats and w.isalpha() and w.startswith(word) and w != word}
        return seats.pop() if len(seats) == 1 else None

    def after_number_word(self, k: int) -> bool:
        """Is token ``k`` right after «номер» («номер шест»)?"""
        return k > 0 and self.words[k - 1].split()[-1] in _NUMBER_WORDS

    def _before(self, k: int, past: frozenset[str], group: frozenset[str]) -> bool:
        """Is the word before token ``k``, past the ``past`` words, one of ``group``?"""
        j = k - 1
        while j >= 0 and self.words[j] in past:
            j -= 1
        return j >= 0 and self.words[j] in group

    def after_slot(self, k: int) -> bool:
        """Does a seat word («игрока», «номер») stand right before token ``k``, past fillers?"""
        return self._before(k, self.lex.fillers, self.lex.slots)

    def nominative_cardinal(self, k: int) -> bool:
        """Is token ``k`` a number as it is named alone («семь», «двадцать один», «7»)?"""
        t = self.t[k]
        return t.kind == "num" and (t.word.isdigit() or t.word in _named(self.lex.lang)
                                    or is_spelled(t.word))

    def nameable(self, k: int, alone: bool = True) -> bool:
        """Can the number at ``k`` name one seat (see the module)? Not a Russian cardinal 1-4 in
        another form than the one named alone, with no «номер» («одного», «двух»: players
        counted). With ``alone`` false (the seat a pronoun stands for) only a Russian cardinal as
        named alone, and not «один» («один стоит особняком» is one of them, «среди первых
        десяти» ten of them), nor a plural ordinal."""
        t = self.t[k]
        if t.kind != "num":
            return False
        if t.word.isdigit() or self.after_slot(k) or (t.value is not None and t.value <= 0):
            return True   # «ноль», «нулевого», «минус один»: a number, one that names no seat
        if t.ordinal:
            return alone or not t.word.endswith(_PLURAL)
        if self.lex.lang != "ru":
            return True
        if t.word in _named(self.lex.lang) or is_spelled(t.word):
            return alone or t.value != 1
        return alone and (t.value or 0) > 4

    def nominative(self, k: int) -> bool:
        """Is the seat at ``k`` said as a subject («пятый мафия», «семерка», «игрок номер два»)?
        Then more words after it make a new clause about that seat, not a seat named for the
        act."""
        t = self.t[k]
        if self.lex.lang != "ru":
            return False
        return (t.ordinal and t.word.split()[-1].endswith(_NOMINATIVE)) or self._before(
            k, _NUMBER_WORDS, _SUBJECT_SLOTS)

    def oblique(self, k: int) -> bool:
        """Is the seat at ``k`` an ordinal or card noun in a case the nominating verb does not
        take (dative, instrumental, prepositional: «девятому», «девятым», «девятом»)?"""
        t = self.t[k]
        return self.lex.lang == "ru" and t.ordinal and t.word.split()[-1].endswith(_OBLIQUE)

    def governed(self, k: int) -> bool:
        """Does a preposition stand right before token ``k``, past seat words («за третьего»)?"""
        return self._before(k, self.lex.slots, self.lex.prepositions)

    def quantity(self, k: int) -> bool:
        """A cardinal that counts the noun after it («пять копеек»), or «одного из них»."""
        t = self.t[k]
        nxt = self.words[k + 1] if k + 1 < len(self.t) else ""
        if nxt.startswith("из ") or (nxt == "из" and self.is_(k + 2, _OF_THEM)):
            return True   # «одного из них», «из вас» (not «восьмого из мести»)
        if t.kind == "num" and not t.ordinal and nxt in ("раз", "раза"):
            return True   # «тысячу раз»
        if t.kind == "num" and not t.ordinal and t.value == 1 and nxt in _WORD_COUNTED:
            return True   # «…пятого, одно слово: палево»: one word (tuning63)
        if nxt == "из" and k + 2 < len(self.t) and self.t[k + 2].kind == "num":
            of = self.t[k + 2]
            # «выставляю двенадцатого из двенадцати»: the ordinal seat among the table's count,
            # as many as its seats or its living (tuning91), no score
            return not (t.kind == "num" and t.ordinal and not of.ordinal
                        and of.value in (self.ctx.table_seats, len(self.ctx.alive))
                        and t.value is not None and t.value <= of.value)   # «десять из десяти»
        if self.enumerated(k):
            return True   # «…, это раз; …, это два»
        if t.kind == "num" and k > 0 and self.words[k - 1] in _EVERY:
            return True   # «каждый третий мафия»: a share of the table, no seat (tuning57)
        return (t.kind == "num" and not t.ordinal and nxt != "" and self.lex.lang == "ru"
                and " " not in nxt and nxt not in self.lex.slots
                # «двенадцать, сорян, тринадцать»: a correction word is nothing counted
                and nxt not in self.lex.corrections and nxt not in self.lex.weak_corrections
                # «номер десять, спасиба»: the end formula misheard as a genitive is nothing
                # counted either (tuning73)
                and nxt not in self.lex.end_words
                # «номер два, цавд танем»: the seat's label after «номер» counts nothing
                # (tuning80)
                and not (k > 0 and self.words[k - 1].split()[-1] in _SEAT_LABEL)
                and is_counted(nxt))

    def enumerated(self, k: int) -> bool:
        """Is the cardinal at ``k`` a point counted off («…, это раз; …, это два»): «это»
        before it, and «это раз» said before?"""
        t = self.t[k]
        if t.kind != "num" or t.ordinal or k < 1 or self.words[k - 1] != "это":
            return False
        return any(self.words[x] == "это" and self.words[x + 1] in ("раз", "один")
                   for x in range(0, k - 2))

    def counted(self, k: int) -> bool:
        """Is the number at ``k`` how many they are («у нас же десять», «нас двадцать пять»,
        «вас всего семь»)?"""
        j = k - 1
        while j >= 0 and self.words[j] in _COUNT_GAP:
            j -= 1
        if self.lex.lang == "en":   # «we only have fourteen», «there are just ten of us»
            if j < 0 or self.words[j] not in _EN_COUNTED:
                return self.words[j] == "we're" if j >= 0 else False
            j -= 1
            while j >= 0 and self.words[j] in _COUNT_GAP:
                j -= 1
            return j >= 0 and self.words[j] in _EN_WE
        if j >= 0 and self.words[j] in _COUNTED and not self.is_(j - 1, frozenset({"из"})):
            return True
        # «восемь у нас», «десять нас»: the count said first, «(у) нас» after it (tuning57); not
        # «восемь у нас нет» (a seat said not to be here), nor an ordinal («десятого у нас»)
        n = k + 1 + self.is_(k + 1, _AT)
        return (not self.t[k].ordinal and self.is_(n, _US) and not self.is_(n + 1, _NO)
                and self.nominative_cardinal(k))

    def predicate_in(self, m: int, k: int) -> bool:
        """Is one of the words ``m``..``k - 1`` a verb or a short participle (Russian: looked up
        only when asked, it costs a dictionary parse)? Not the little words of the lexicon that
        happen to be verbs («кажется», «значит»)."""
        lex = self.lex
        return lex.lang == "ru" and any(
            self.t[x].kind == "word" and " " not in self.words[x]
            and not self.is_(x, lex.cheap, lex.fillers, lex.skip)
            and is_predicate(self.words[x]) for x in range(max(m, 0), min(k, len(self.t))))

    def back(self, i: int, gap: frozenset[str], limit: int, fillers: bool = True) -> list[int]:
        """Token indices before ``i`` in its clause, nearest first, past the ``gap`` words (and
        the fillers, unless ``fillers`` is false); the first other word is the last one."""
        out, k = [], i - 1
        while k >= 0 and len(out) < limit and not self.boundary(k):
            out.append(k)
            w = self.words[k]
            if w not in gap and not (fillers and w in self.lex.fillers):
                break
            k -= 1
        return out

    def seat_phrase_start(self, i: int, gap: frozenset[str], limit: int) -> int:
        """Where the seat phrase said right before token ``i`` starts (its numbers, «игрока»,
        «номер», and the ``gap`` words among them), at most ``limit`` tokens back, in its
        clause; ``i`` when there is none («не думаю, что игрока номер пять я выставляю»)."""
        start = i
        while start > 0 and i - start < limit and not self.boundary(start - 1) and (
                self.t[start - 1].kind == "num" or self.is_(start - 1, self.lex.slots, gap)):
            start -= 1
        return start

    def clause_before(self, i: int, limit: int, through: frozenset[str] = frozenset(),
                      others: bool = False) -> list[int]:
        """The token indices before ``i`` back to the start of its clause (nearest first), going
        on past the ``through`` words («если он промолчит, тогда выставлю» is one sentence); a
        nominating verb before is another clause's («завтра выставлю седьмого, ставлю пятерку»),
        unless ``others`` and it is someone else's («если никто не выставит пятого, выставлю»)."""
        out, k = [], i - 1
        while k >= 0 and len(out) < limit and (
                self.t[k].kind != "verb" or (others and self.t[k].mood == "other")) and (
                self.words[k] in through or not self.boundary(k)):
            out.append(k)
            k -= 1
        return out
