"""The grammar of the nomination act, applied to the tokens of what was heard.

An act has a head and an object. The head is a nominating verb in a mood that performs the act
(«выставляю», «выставляем», «выдвигаю»; «выставлю» unless a future is meant; «я выставлять», what
a small model makes of «я выставляю»; «ставлю»/«предлагаю» with «на голосование»; «вставляю»
only with a clean seat phrase), or, with no verb, «(моя) кандидатура N», «N на голосование» or
«номер N» closing the utterance. The object is the seat phrase the head governs: after it
(«выставляю [на голосование] [кандидатуру] [игрока] [номер|под номером] N»), or before it
(«седьмого я выставляю»), a pronoun for a seat named before («седьмой, я тебя выставляю»), or
«себя». Around the act:

* a «не» that governs the verb (right before it, past «я», «никого», pronouns) vetoes it —
  a «не» elsewhere in the speech does not; «не седьмого а восьмого» is a correction;
* a verb of speech right before the verb makes it a quotation of someone else (vetoed);
* hedges before a present verb, and future or condition markers in the clause of «выставлю»,
  make it conditional (vetoed); «хочу выставить» is not an act at all;
* after the seat: a second seat («и девятого», «восемь девять») makes it ambiguous; a
  correction («ой нет», «то есть», «извините») with a seat replaces it, without one takes it
  back (unclear); «а не N» keeps it;
* a number after a preposition or inside a subordinate clause («за третьего», «потому что
  первый») is never the object; a cardinal followed by a noun is a quantity («пять копеек»).

Each extra word between the head and the seat costs (``INSERT``; fillers and «сегодня» less): a
seat within ``THRESHOLD`` is taken, within ``NEAR`` the act is "too far" (he tried; ask again).

>>> from pihost.listen.lexicon import RU
>>> from pihost.listen.reading import tokens
>>> from pihost.listen.context import ListenContext
>>> ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
>>> [(a.outcome, a.target, a.reason) for a in find_acts(tokens("я выставляю девятого", RU), ctx, RU)]
[('nominate', 9, None)]
>>> [(a.outcome, a.reason) for a in find_acts(tokens("первый сказал выставляю седьмого", RU), ctx, RU)]
[('veto', 'reported')]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pihost.listen.context import ListenContext
from pihost.listen.forms import is_counted, is_known
from pihost.listen.lexicon import Lexicon, lexicon
from pihost.listen.numerals import colloquial, fuzzy_number
from pihost.listen.reading import Token

THRESHOLD = 1.0   # highest cost still accepted as a nomination
NEAR = 2.0        # up to this cost an act whose seat is too far is an attempt ("too far")
INSERT = 0.7      # an extra word between the head and the seat
FILLER = 0.25     # a filler («ну», «э») there
CHEAP = 0.35      # «сегодня», «и», «а» there
REVERSED = 0.35   # the seat before the verb («десятого выставляю»): less certain
PRONOUN = 0.3     # the seat is a pronoun's antecedent
DANGLING = 0.5    # the seat closes the utterance after a subordinate clause
INFINITIVE = 0.4  # «я выставлять» heard for «я выставляю»

# words that may stand between a verb of speech and the quoted verb («сказал мне: выставляю»)
_QUOTE_GAP = frozenset("я мне нам вам тебе всем так же вчера сегодня опять снова ну вот прямо "
                       "i me us".split())
# words that may stand between a «не» and the verb it governs («не вы ставлю», «никого я не»)
_NEG_GAP = frozenset("я пока сегодня же ведь уже и точно вообще просто еще тоже i".split())
# a condition before a present verb makes it conditional («если промолчит, тогда выставляю»)
_CONDITIONS = frozenset({"если", "if"})
_CORRELATES = frozenset({"тогда", "то", "then"})
_NUMBER_WORDS = frozenset("номер номера номером number".split())
_SOUNDS = frozenset("ну э ээ эээ эм мм ммм uh um er".split())
# words that may stand between a correction and the seat that replaces («нет, все таки пятого»)
_CORRECTION_GAP = frozenset({"подожди", "погодите", "да", "ой", "все таки", "таки", "не", "я",
                             "выставляю", "i"})


@cache
def _named(lang: str) -> frozenset[str]:
    """Each seat number as it is named alone: the first of its spoken forms."""
    return frozenset(forms[0] for forms in lexicon(lang).spoken.values())


@dataclass(frozen=True)
class Act:
    """One nomination act found in the tokens: ``outcome`` ``nominate`` (``target``),
    ``attempt`` (he tried, the seat is unclear: ``reason`` in ``context.ATTEMPT_REASONS``) or
    ``veto`` (``reason`` ``negation``, ``conditional`` or ``reported``); ``at`` the head's token,
    ``end`` the token after the act; ``cost`` how far the words were from the grammar."""

    outcome: str
    at: int
    end: int
    target: int | None = None
    reason: str | None = None
    cost: float = 0.0
    start: int = -1

    @property
    def span(self) -> tuple[int, int]:
        return (self.at if self.start < 0 else min(self.start, self.at)), self.end


@dataclass(frozen=True)
class _Seat:
    """What the object scan found: ``kind`` seat / ambiguous / unclear / negated / nobody /
    none (nothing) / dangling-stop (stopped at a subordinate clause)."""

    kind: str
    value: int | None = None
    cost: float = 0.0
    end: int = 0
    start: int = -1
    vote: bool = False


class _Parser:
    def __init__(self, toks: list[Token], ctx: ListenContext, lex: Lexicon) -> None:
        self.t, self.ctx, self.lex = toks, ctx, lex
        self.words = [t.word for t in toks]

    # ---- small predicates -------------------------------------------------------------
    def _is(self, k: int, *groups: frozenset[str]) -> bool:
        return 0 <= k < len(self.t) and any(self.words[k] in g for g in groups)

    def _boundary(self, k: int) -> bool:
        """Does a new clause start at ``k`` («но», «поэтому», «и я», «а сегодня»)?"""
        w = self.words[k]
        if w in self.lex.boundaries:
            return True
        return w in ("и", "а") and k + 1 < len(self.t) and self.words[k + 1] in (
            "я", "сегодня", "теперь", "тогда", "поэтому")

    def _closes(self, k: int) -> bool:
        """Is everything from ``k`` on closing talk (fillers, end words)?"""
        lex = self.lex
        return all(w in lex.fillers or w in lex.end_words or w in lex.closing
                   for w in self.words[k:])

    def _seat_value(self, k: int) -> tuple[int, float] | None:
        """The seat token ``k`` names, with its cost: a number, or a damaged number word —
        one the dictionary does not know («седьмова», «дисять»), or any near word right after
        «номер», where nothing but a number is expected («номер шест», «номер сем»)."""
        t, lex = self.t[k], self.lex
        if t.kind == "num":
            return t.value, t.cost
        if t.kind != "word" or " " in t.word or self._is(
                k, lex.fillers, lex.slots, lex.skip, lex.cheap, lex.negations, lex.nobody,
                lex.conjunctions, lex.prepositions, lex.end_words, lex.corrections,
                lex.addressed, lex.self_words, lex.stoppers, lex.boundaries):
            return None
        spelled = colloquial(t.word)   # «десятова»: how «десятого» is said, a surname too
        if spelled in lex.numbers and lex.numbers[spelled]:
            return lex.numbers[spelled], 0.2
        after_number_word = k > 0 and self.words[k - 1].split()[-1] in _NUMBER_WORDS
        if lex.lang == "ru" and not after_number_word and is_known(t.word):
            return None
        return fuzzy_number(t.word, lex)

    def _nominative_cardinal(self, k: int) -> bool:
        """Is token ``k`` a number as it is named alone («семь», «двадцать один», «7»)?"""
        t = self.t[k]
        return t.kind == "num" and (t.word.isdigit() or t.word in _named(self.lex.lang))

    def _quantity(self, k: int) -> bool:
        """A cardinal that counts the noun after it («пять копеек»), or «одного из них»."""
        t = self.t[k]
        nxt = self.words[k + 1] if k + 1 < len(self.t) else ""
        if nxt == "из" or nxt.startswith("из "):
            return True
        return (t.kind == "num" and not t.ordinal and nxt != "" and self.lex.lang == "ru"
                and " " not in nxt and nxt not in self.lex.slots and is_counted(nxt))

    # ---- the object after the head ----------------------------------------------------
    def seat_after(self, j: int, strict: bool) -> _Seat:
        """The seat phrase from token ``j`` on (``strict``: no extra words at all)."""
        lex, t = self.lex, self.t
        cost, vote, neg, k = 0.0, False, False, j
        while k < len(t) and cost <= NEAR:
            w = self.words[k]
            seat = self._seat_value(k)
            if seat is not None:
                if self._quantity(k):
                    return _Seat("unclear", end=k + 1)
                value, c = seat
                return self._after_seat(k, value, cost + c, neg, vote)
            if w in lex.vote_phrases:
                vote = True
            elif w in lex.slots or w in lex.skip:
                pass
            elif len(w) == 1 and k + 1 < len(t) and self.words[k + 1] in lex.slots:
                cost += FILLER   # «в игрока номер»: a one-letter noise before the seat word
            elif w in lex.fillers:
                cost += FILLER
            elif w in lex.cheap:
                cost += CHEAP
            elif w in lex.negations:
                neg = True
            elif w in lex.nobody:
                return _Seat("nobody", end=k + 1)
            elif w in lex.addressed or w in lex.self_words:
                return self._pronoun(k, cost, vote)
            elif w in lex.stoppers:
                return _Seat("stop", cost=cost, end=k, vote=vote)
            elif (w in lex.prepositions or w in lex.boundaries or w in lex.end_words
                  or w in lex.corrections or t[k].kind == "verb" or strict):
                break
            else:
                cost += INSERT
            k += 1
        return _Seat("none", cost=cost, end=k, vote=vote)

    def _after_seat(self, k: int, value: int, cost: float, neg: bool, vote: bool) -> _Seat:
        """From the seat at ``k``: repeats, a second seat, «а не», corrections, the vote phrase."""
        lex = self.lex
        m = k + 1
        start = k
        while m < len(self.t):
            w = self.words[m]
            if w in lex.fillers or w in lex.slots or w == "да":
                m += 1
                continue
            if w in lex.vote_phrases:
                vote = True
                m += 1
                continue
            seat = self._seat_value(m) if self.t[m].kind == "num" else None
            if seat is not None:
                if seat[0] != value:
                    return _Seat("ambiguous", end=m + 1)
                m += 1
                continue
            if w in lex.conjunctions:
                nxt = self._next_seat(m + 1)
                if nxt is not None and self.words[nxt - 1] in lex.negations:   # «а не девятого»
                    m = nxt + 1
                    continue
                if nxt is not None and neg and w == "а":                      # «не X а Y»
                    value, neg, m = self._seat_value(nxt)[0], False, nxt + 1
                    continue
                if nxt is not None and self._seat_value(nxt)[0] != value:
                    return _Seat("ambiguous", end=nxt + 1)
                break
            if w in lex.corrections or w in lex.weak_corrections:
                nxt = self._next_seat(m + 1, correction=True)
                if nxt is not None:
                    value, m = self._seat_value(nxt)[0], nxt + 1
                    continue
                if w in lex.corrections and not any(
                        tok.kind == "verb" for tok in self.t[m + 1:]):
                    return _Seat("unclear", end=len(self.t))   # «выставляю пятого ой нет»
            near = self._seat_nearby(m)
            if near is not None:
                at, corrected = near
                if self.t[at].value == value:
                    m = at + 1
                    continue
                if not corrected:
                    return _Seat("ambiguous", end=at + 1)
                value, m = self.t[at].value, at + 1
                continue
            break
        if neg:
            return _Seat("negated", end=m)
        if self._declined(m):
            return _Seat("nobody", end=m)
        return _Seat("seat", value, cost, end=m, start=start, vote=vote)

    def _seat_nearby(self, m: int) -> tuple[int, bool] | None:
        """Another seat a few words after the one just said, in the same clause («выставляю
        седьмого ой блин восьмого», «выставляю седьмого пятый мафия»): ``(its token, whether a
        correction stood between)``. A seat after a preposition, a subordinate clause, a new
        clause or a verb («за третьего», «потому что первый») is not near."""
        lex = self.lex
        corrected = False
        for k in range(m, min(len(self.t), m + 4)):
            w, t = self.words[k], self.t[k]
            if t.kind == "num":
                return k, corrected
            if (w in lex.prepositions or w in lex.stoppers or self._boundary(k)
                    or w in lex.end_words or t.kind == "verb"):
                return None
            corrected = corrected or w in lex.corrections or w in lex.weak_corrections
        return None

    def _declined(self, m: int) -> bool:
        """«я выставлять седьмого не буду»: a negated modal right after the seat takes it back."""
        lex = self.lex
        for k in range(m, min(len(self.t), m + 3)):
            if self.words[k] in lex.negations and k + 1 < len(self.t) and (
                    self.words[k + 1] in lex.modals or self.words[k + 1] in lex.hedges):
                return True
        return False

    def _next_seat(self, m: int, correction: bool = False) -> int | None:
        """The next seat token from ``m``, past fillers and seat words (and, after a correction,
        «все таки», «подожди», «да», «ой», another correction word), if one comes before
        anything else; after a correction a damaged number word counts too."""
        lex = self.lex
        extra = _CORRECTION_GAP if correction else frozenset({"не"})
        while m < len(self.t):
            if self.t[m].kind == "num" or (correction and self._seat_value(m) is not None):
                return m
            w = self.words[m]
            if not (w in lex.fillers or w in lex.slots or w in extra
                    or (correction and w in lex.corrections)):
                return None
            m += 1
        return None

    def _pronoun(self, k: int, cost: float, vote: bool) -> _Seat:
        """«тебя», «его», «себя» as the object: a seat right after it, else its antecedent."""
        nxt = k + 1
        if nxt < len(self.t) and self.t[nxt].kind == "num":
            return self._after_seat(nxt, self.t[nxt].value, cost, False, vote)
        if self.words[k] in self.lex.self_words:
            if self.ctx.speaker is None:
                return _Seat("unclear", end=k + 1)
            return _Seat("seat", self.ctx.speaker, cost, end=k + 1, start=k, vote=vote)
        return self._antecedent(k, cost + PRONOUN, vote)

    def _antecedent(self, k: int, cost: float, vote: bool) -> _Seat:
        """The one seat named before token ``k`` (two or none: unclear)."""
        seats = {t.value for t in self.t[:k] if t.kind == "num"
                 and 1 <= (t.value or 0) <= self.ctx.table_seats}
        if len(seats) != 1:
            return _Seat("unclear", end=k + 1)
        return _Seat("seat", seats.pop(), cost, end=k + 1, start=k, vote=vote)

    # ---- the object before the head ---------------------------------------------------
    def seat_before(self, i: int) -> _Seat:
        """«седьмого я выставляю», «номер семь выставляю», «не седьмого а восьмого выставляю»,
        «седьмой, я тебя выставляю»: the seat right before the head (no extra words)."""
        lex = self.lex
        k, vote = i - 1, False
        while k >= 0 and i - k <= 5:
            w = self.words[k]
            if self.t[k].kind == "num":
                return self._seat_before_at(k, i, vote)
            if w in lex.addressed:
                return self._antecedent(k, PRONOUN, vote)
            if w in lex.vote_phrases:
                vote = True
            elif not (w in lex.skip or w in lex.fillers or w in lex.slots):
                return _Seat("none")
            k -= 1
        return _Seat("none")

    def _seat_before_at(self, k: int, i: int, vote: bool) -> _Seat:
        lex = self.lex
        value = self.t[k].value
        before = k - 1
        while before >= 0 and self.words[before] in lex.slots:
            before -= 1
        if before >= 0 and self.words[before] in lex.prepositions:
            return _Seat("none")
        if before >= 1 and self.words[before] in lex.conjunctions and self.t[before - 1].kind == "num":
            if self.words[before] == "а" and before >= 2 and self.words[before - 2] in lex.negations:
                return _Seat("seat", value, REVERSED, end=i + 1, start=before - 2, vote=vote)
            if self.t[before - 1].value != value:
                return _Seat("ambiguous", end=i + 1)
        if before >= 0 and self.t[before].kind == "num" and self.t[before].value != value:
            return _Seat("ambiguous", end=i + 1)
        if before >= 0 and self.words[before] in lex.negations:
            return _Seat("negated", end=i + 1)
        return _Seat("seat", value, REVERSED + self.t[k].cost, end=i + 1, start=max(0, before + 1),
                     vote=vote)

    # ---- the head ----------------------------------------------------------------------
    def _back(self, i: int, gap: frozenset[str], limit: int, fillers: bool = True) -> list[int]:
        """Token indices before ``i`` in its clause, nearest first, past the ``gap`` words (and
        the fillers, unless ``fillers`` is false)."""
        out, k = [], i - 1
        while k >= 0 and len(out) < limit and not self._boundary(k):
            out.append(k)
            w = self.words[k]
            if w not in gap and not (fillers and w in self.lex.fillers):
                break
            k -= 1
        return out

    def _clause_before(self, i: int, limit: int, through: frozenset[str] = frozenset()) -> list[str]:
        """The words before ``i`` back to the start of its clause (nearest first), going on past
        the ``through`` words («если он промолчит, тогда выставлю» is one sentence)."""
        out, k = [], i - 1
        while k >= 0 and len(out) < limit and (self.words[k] in through or not self._boundary(k)):
            out.append(self.words[k])
            k -= 1
        return out

    def _quoted(self, i: int) -> bool:
        """Does a verb of speech open a quotation right before ``i`` («сказал: выставляю»)? Not
        when a manner word says how someone talks («второй мало говорит, выставляю второго»)."""
        lex = self.lex
        for k in self._back(i, _QUOTE_GAP, 4):
            if self.words[k] in lex.speech:
                return not (k > 0 and self.words[k - 1] in lex.manner)
        return False

    def _negated(self, i: int) -> bool:
        lex = self.lex
        # only sounds may stand between: in «что с десятым не так, я выставляю» the «не» has «так»
        gap = _NEG_GAP | _SOUNDS | lex.nobody | lex.addressed | lex.skip
        return any(self.words[k] in lex.negations for k in self._back(i, gap, 5, fillers=False))

    def _hedged(self, i: int, perfective: bool) -> bool:
        lex = self.lex
        if perfective:
            return any(w in lex.future or w in lex.hedges
                       for w in self._clause_before(i, 12, through=_CORRELATES))
        near = self._back(i, _NEG_GAP | lex.skip | lex.addressed, 3)
        return any(self.words[k] in lex.hedges for k in near) or (
            i + 1 < len(self.t) and self.words[i + 1] in ("бы", "ли")) or any(
            w in _CONDITIONS for w in self._clause_before(i, 8, through=_CORRELATES))

    def _future_after(self, k: int, perfective: bool) -> bool:
        """A future after the seat of «выставлю» («выставлю седьмого завтра»), or for any act a
        condition («выставляю седьмого, если...») or a question («... или нет?»)."""
        lex = self.lex
        for m in range(k, min(len(self.t), k + 6)):
            if self._boundary(m):
                return False
            if self.words[m] == "или нет" or self.words[m] in _CONDITIONS or (
                    perfective and self.words[m] in lex.future):
                return True
        return False

    def _infinitive_act(self, i: int) -> bool:
        """«я выставлять»: an imperfective infinitive one sound from the act («-ять» for «-яю»)
        right after «я», with no modal before it, is a misheard act («я выставить» is not)."""
        lex = self.lex
        word = self.words[i]
        if lex.verbs.get(word[:-2] + "ю") != "act":
            return False
        k = i - 1
        while k >= 0 and self.words[k] in lex.fillers:
            k -= 1
        if k < 0 or self.words[k] != "я":
            return False
        return not (k >= 1 and self._is(k - 1, lex.modals, lex.hedges, lex.negations))

    def verb_act(self, i: int) -> Act | None:
        """The act headed by the verb at ``i``, or ``None`` when it is no act at all."""
        tok = self.t[i]
        mood = tok.mood
        cost = tok.cost
        if mood == "infinitive":
            if not self._infinitive_act(i):
                return None
            cost += INFINITIVE
        elif mood not in ("act", "perfective"):
            return None
        loose = tok.verb == "main" and mood != "infinitive"
        seat = self.seat_after(i + 1, strict=not loose)
        if seat.kind in ("none", "stop"):
            before = self.seat_before(i)
            if before.kind != "none":
                seat = before
        if seat.kind == "stop" and loose:
            seat = self._dangling(i, seat)
        if tok.verb == "vote" and not seat.vote and not self._kandidatura(i):
            return None
        if tok.verb in ("direct", "damaged") or mood == "infinitive":
            if seat.kind != "seat" and not (seat.vote and tok.verb == "direct"):
                return None
        end = max(seat.end, i + 1)
        if self._quoted(i):
            return Act("veto", i, end, reason="reported")
        if self._negated(i) or seat.kind == "nobody":
            return Act("veto", i, end, reason="negation")
        if self._hedged(i, mood == "perfective") or self._future_after(
                seat.end, mood == "perfective"):
            return Act("veto", i, end, reason="conditional")
        return self._outcome(i, seat, cost)

    def _kandidatura(self, i: int) -> bool:
        return i + 1 < len(self.t) and self.words[i + 1] == "кандидатуру"

    def _dangling(self, i: int, seat: _Seat) -> _Seat:
        """«я выставляю, потому что он молчал, девятого»: the seat closing the utterance after a
        subordinate clause, when no other seat and no other verb stands between."""
        last = len(self.t) - 1
        while last > i and (self.words[last] in self.lex.fillers
                            or self.words[last] in self.lex.end_words):
            last -= 1
        tok = self.t[last]
        if tok.kind != "num" or not tok.ordinal or self.words[last - 1] in self.lex.prepositions:
            return _Seat("none", end=seat.end)
        if any(t.kind in ("num", "verb") for t in self.t[i + 1:last]):
            return _Seat("none", end=seat.end)
        return _Seat("seat", tok.value, DANGLING + tok.cost, end=last + 1, start=last)

    def _outcome(self, i: int, seat: _Seat, cost: float) -> Act:
        end = max(seat.end, i + 1)
        if seat.kind == "seat":
            total = round(cost + seat.cost, 3)
            if total <= THRESHOLD:
                return Act("nominate", i, end, seat.value, cost=total, start=seat.start)
            return Act("attempt", i, end, reason="too far" if total <= NEAR else "unclear seat",
                       cost=total)
        if seat.kind == "negated":
            return Act("veto", i, end, reason="negation")
        if seat.kind == "ambiguous":
            return Act("attempt", i, end, reason="ambiguous")
        if seat.kind == "unclear":
            return Act("attempt", i, end, reason="unclear seat")
        return Act("attempt", i, end, reason="no target")

    def head_act(self, h: int) -> Act | None:
        """«(моя) кандидатура N», «N на голосование», «на голосование N», «номер N»: a head with
        no verb, an act only when the seat phrase closes the utterance."""
        lex, w = self.lex, self.words[h]
        if w in lex.heads and not all(x in lex.fillers or x in lex.skip or x in lex.cheap
                                      for x in self.words[:h]):
            return None   # «выставлена кандидатура номер семь»: the host's words, not an act
        if w in lex.heads:
            seat = self.seat_after(h + 1, strict=True)
            if seat.kind == "negated":
                return Act("veto", h, seat.end, reason="negation")
            if seat.kind == "none" and seat.end == h + 1 and self._closes(h + 1):
                return Act("attempt", h, h + 1, reason="no target")
        elif w in lex.vote_phrases:
            if any(t.kind == "verb" for t in self.t):
                return None
            seat = self.seat_before(h)
            if seat.kind != "seat" or not self._closes(h + 1):
                seat = self.seat_after(h + 1, strict=True)
        else:   # a bare «номер N» (N as said alone: «номер девятому» is no nomination), all of it
            seat = self.seat_after(h + 1, strict=True)
            if seat.kind == "seat" and not self._nominative_cardinal(seat.start):
                return None
        if seat.kind not in ("seat", "ambiguous") or not self._closes(seat.end):
            return None
        if self._quoted(h) or self._negated(h):
            return None
        return self._outcome(h, seat, 0.0)


def find_acts(toks: list[Token], ctx: ListenContext, lex: Lexicon) -> list[Act]:
    """Every nomination act in ``toks``, in order (see the module).

    >>> from pihost.listen.lexicon import RU
    >>> from pihost.listen.reading import tokens
    >>> ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
    >>> [a.outcome for a in find_acts(tokens("у десятого хорошая речь", RU), ctx, RU)]
    []
    """
    p = _Parser(toks, ctx, lex)
    acts: list[Act] = []
    for i, tok in enumerate(toks):
        act = None
        if tok.kind == "verb":
            act = p.verb_act(i)
        elif tok.word in lex.heads or tok.word in lex.vote_phrases:
            act = p.head_act(i)
        if act is not None:
            acts.append(act)
    if not acts:
        first = next((k for k, w in enumerate(p.words) if w not in lex.fillers), None)
        if first is not None and p.words[first] in lex.bare_slots:
            act = p.head_act(first)
            if act is not None and act.outcome == "nominate":
                acts.append(act)
    return acts


def _between(toks: list[Token], a: Act, b: Act, lex: Lexicon) -> bool:
    """Does a correction or a contrast stand between two acts («ой», «но», «тогда», «а»)?"""
    words = {t.word for t in toks[a.at:b.at]}
    return bool(words & (lex.corrections | lex.weak_corrections | lex.boundaries
                         | {"а", "тогда", "but", "then"}))


def resolve(acts: list[Act], toks: list[Token], lex: Lexicon) -> Act | None:
    """The one act the utterance comes to: the last nomination (a later different seat only
    after a correction or contrast, else ambiguous), taken back by a later negated act with no
    other seat; else the last attempt; else the strongest veto.

    >>> resolve([], [], None) is None
    True
    """
    noms = [a for a in acts if a.outcome == "nominate"]
    if noms:
        last = noms[-1]
        for a, b in zip(noms, noms[1:], strict=False):
            if a.target != b.target and not _between(toks, a, b, lex):
                return Act("attempt", b.at, b.end, reason="ambiguous")
        later = [a for a in acts if a.at > last.at and a.outcome == "veto"
                 and a.reason == "negation"]
        if later:
            return later[-1]
        return last
    attempts = [a for a in acts if a.outcome == "attempt"]
    if attempts:
        return attempts[-1]
    for reason in ("negation", "conditional", "reported"):
        vetoes = [a for a in acts if a.reason == reason]
        if vetoes:
            return vetoes[-1]
    return None
