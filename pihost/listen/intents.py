"""What a heard utterance means: snap it to the nearest allowed sentence, or say "not understood".

The matcher is pure (no audio, no clock). It looks for a nomination sentence anywhere in the
utterance (players nominate in the middle of a lively speech) by aligning every allowed sentence
of the lexicon with the words heard: a word-level edit distance where a slightly misheard word
(«выставлю» for «выставляю» is *not* one: that is a real other word) costs little, an extra word
inside the sentence costs ``INSERT`` (``FILLER`` for «ну», «э»), a missing optional word
``DELETE``; the trigger («выставляю», «кандидатура») and the seat number cannot be missing.
Only a clear winner under the threshold becomes a nomination; anything else is ``none``, with a
``reason`` when something came close, so the host can answer with it. Never a guess.

Decisions (the host loop relies on them):

* A nomination of a seat that is dead, already nominated or the speaker himself IS returned as
  ``nominate(target)``: what was *said* is the matcher's business, whether it stands is the
  engine's (so the host can answer «Игрок номер 4 уже выставлен»). A number that is no seat at
  this table gives ``none`` with reason ``"no such seat"``.
* Reasons on ``none``: ``"negation"`` («не выставляю»), ``"conditional"`` («я бы выставил»,
  «может выставляю»), ``"ambiguous"`` (two seats: «выставляю десятого и девятого»), ``"too far"``
  (a nomination-like sentence too garbled to trust), ``"no target"`` (the sentence ends before a
  number), ``"no such seat"``, ``"outside speech"`` (``speaker is None``: nobody to attribute
  the nomination to; the words «спасибо»/«пас» are still reported as ``end_speech``).
* Priority: a nomination wins; then a close-but-rejected nomination's reason (the host must
  answer it before the speech ends); then ``end_speech`` when the utterance closes with
  «спасибо» or «пас» (negated or conditional talk is not an attempt, so it yields to the end);
  then ``none``. ``end_speech`` here only says what the words were: the speech is over only
  after the silence, see ``EndOfSpeech``.

>>> ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))
>>> match_intent("я выставляю игрока номер десять", ctx)
Intent(kind='nominate', target=10, cost=0.0, reason=None, sentence='я выставляю игрока номер {N}')
>>> match_intent("у десятого хорошая речь", ctx).kind
'none'
>>> match_intent("я не выставляю десятого", ctx).reason
'negation'
>>> match_intent("ну всё, спасибо", ctx).kind
'end_speech'
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import lru_cache

from pihost.listen.context import KINDS, Intent, ListenContext
from pihost.listen.lexicon import NUM, Lexicon, lexicon

__all__ = ["KINDS", "Intent", "ListenContext", "ends_speech", "match_intent", "words"]

THRESHOLD = 1.0   # highest cost still accepted as a nomination
MARGIN = 0.5      # a second seat within this cost of the best makes the utterance ambiguous
NEAR = 2.0        # up to this cost a rejected sentence is "too far" rather than free talk
INSERT = 0.7      # an extra word inside the sentence
FILLER = 0.25     # an extra filler word («ну», «э») inside the sentence
DELETE = 1.0      # a missing optional word
REVERSED = 0.35   # «десятого выставляю»: less certain; with any extra word it is over THRESHOLD
FUZZY_NUMBER = 0.4  # a word one letter away from exactly one seat number's forms
_INF = float("inf")

@dataclass(frozen=True)
class _Tok:
    word: str
    value: int | None = None   # the seat number this word names, if any
    num_cost: float = 0.0      # > 0 when the number was snapped from a near word


_SUFFIX = re.compile(r"(\d+)\s*-?\s*(?:ого|ому|ый|ой|ий|го|му|ку|ка|ки|й|ю|я)(?![а-я])")


def words(text: str) -> list[str]:
    """Lower-case words, «ё» as «е», digits kept, «10-го» as «10».

    >>> words("Я выставляю игрока №10-го, спасибо!")
    ['я', 'выставляю', 'игрока', '10', 'спасибо']
    """
    text = _SUFFIX.sub(r"\1", text.lower().replace("ё", "е"))
    return re.findall(r"\d+|[a-zа-я']+", text)


@lru_cache(maxsize=65536)
def _distance(a: str, b: str) -> int:
    """Levenshtein distance between two words (letters)."""
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _word_cost(want: str, heard: str, lex: Lexicon) -> float:
    """Cost of hearing ``heard`` where the sentence has ``want``; ``inf`` if not a near miss."""
    return 0.0 if want == heard else _near_miss(want, heard, lex.lang)


@lru_cache(maxsize=65536)
def _near_miss(want: str, heard: str, lang: str) -> float:
    lex = lexicon(lang)
    if heard in lex.not_triggers or heard in lex.numbers or len(heard) < 4:
        return _INF
    ratio = _distance(want, heard) / max(len(want), len(heard))
    return 1.5 * ratio if ratio <= 0.25 else _INF


def _fuzzy_number(word: str, lex: Lexicon) -> int | None:
    """The seat number whose forms are nearest (one letter at most) to ``word``, if one is."""
    if len(word) < 4:
        return None
    word = re.sub(r"(?:ова|ава|ово)$", "ого", word)  # how «десятого» is said and often written
    by_value: dict[int, int] = {}
    for form, v in lex.numbers.items():
        if form[0] == word[0] and abs(len(form) - len(word)) <= 1:
            by_value[v] = min(by_value.get(v, 9), _distance(form, word))
    ranked = sorted((d, v) for v, d in by_value.items())
    if ranked and ranked[0][0] <= 1 and (len(ranked) == 1 or ranked[1][0] > ranked[0][0]):
        return ranked[0][1]
    return None


def _tokens(ws: list[str], lex: Lexicon, fuzzy: set[int]) -> list[_Tok]:
    """Words -> tokens with seat numbers read; «двадцать один» becomes one token (21).
    Near-number words are snapped only at the positions in ``fuzzy`` (near a trigger)."""
    toks: list[_Tok] = []
    i = 0
    while i < len(ws):
        w = ws[i]
        nxt = ws[i + 1] if i + 1 < len(ws) else ""
        if w.isdigit():
            toks.append(_Tok(w, int(w[-3:])))
        elif w in lex.tens and 1 <= lex.numbers.get(nxt, 99) <= 9:
            toks.append(_Tok(f"{w} {nxt}", lex.tens[w] + lex.numbers[nxt]))
            i += 1
        elif w in lex.numbers:
            toks.append(_Tok(w, lex.numbers[w]))
        elif i in fuzzy and (v := _fuzzy_number(w, lex)) is not None:
            toks.append(_Tok(w, v, FUZZY_NUMBER))
        else:
            toks.append(_Tok(w))
        i += 1
    return toks


@dataclass(frozen=True)
class _Template:
    words: tuple[str, ...]
    trigger: str
    reversed: bool
    final: bool
    text: str


@lru_cache(maxsize=8)
def _templates(lang: str) -> tuple[_Template, ...]:
    lex = lexicon(lang)
    out = []
    for final, sentences in ((False, lex.sentences), (True, lex.final_sentences)):
        for s in sentences:
            ws = tuple(s.split())
            trig = next(w for w in ws if w in lex.triggers)
            out.append(_Template(ws, trig, ws.index(NUM) < ws.index(trig), final, s))
    return tuple(out)


def _align(t: _Template, toks: list[_Tok], target: int, lex: Lexicon,
           tail_ok: list[bool]) -> tuple[float, int, int]:
    """Cheapest alignment of the template with any stretch of ``toks`` naming ``target``:
    ``(cost, start, end)``; free talk before and after the stretch costs nothing."""
    n = len(toks)
    prev = [0.0] * (n + 1)
    prev_start = list(range(n + 1))
    last = len(t.words) - 1
    for row, want in enumerate(t.words):
        core = want == NUM or want in lex.triggers
        dele = _INF if core else DELETE
        cur = [prev[0] + dele] + [_INF] * n
        cur_start = [0] * (n + 1)
        for j in range(1, n + 1):
            tok = toks[j - 1]
            if want == NUM:
                sub = tok.num_cost if tok.value == target else _INF
            else:
                sub = _word_cost(want, tok.word, lex) if tok.value is None else _INF
            # no extra words after the sentence's last word: that is free talk, not the sentence
            ins = _INF if row == last else FILLER if tok.word in lex.fillers else INSERT
            best, start = prev[j - 1] + sub, prev_start[j - 1]
            if prev[j] + dele < best:
                best, start = prev[j] + dele, prev_start[j]
            if cur[j - 1] + ins < best:
                best, start = cur[j - 1] + ins, cur_start[j - 1]
            cur[j], cur_start[j] = best, start
        prev, prev_start = cur, cur_start
    ends = [j for j in range(n + 1) if not t.final or tail_ok[j]]
    end = min(ends, key=lambda j: prev[j])
    return prev[end] + (REVERSED if t.reversed else 0.0), prev_start[end], end


def ends_speech(text: str, lang: str = "ru") -> bool:
    """Does the utterance close with an end word («спасибо», «пас»)?

    Raises ``ValueError`` for an unknown language.

    >>> ends_speech("у меня все, спасибо"), ends_speech("спасибо, что выслушали")
    (True, False)
    """
    return _ends_speech(words(text), lexicon(lang))


def _ends_speech(ws: list[str], lex: Lexicon) -> bool:
    for phrase in lex.end_words:
        pw = phrase.split()
        tail = ws[-len(pw):]
        if len(tail) == len(pw) and all(
                a == b or (len(b) >= 6 and _distance(a, b) <= 1) for a, b in zip(tail, pw, strict=True)):
            return True
    return False


def _before(toks: list[_Tok], i: int, lex: Lexicon, skip: int = 2) -> list[str]:
    """Up to ``skip`` + 1 words before position ``i``, passing over «я» and fillers."""
    out = []
    j = i - 1
    while j >= 0 and len(out) <= skip:
        w = toks[j].word
        out.append(w)
        if w not in lex.fillers and w not in ("я", "i"):
            break
        j -= 1
    return out


def _other_number(toks: list[_Tok], target: int, lex: Lexicon) -> bool:
    """Does another seat number come next in ``toks`` (after «и», «или», «игрока номер»...)?"""
    glue = lex.fillers | lex.conjunctions | _slot_words(lex.lang)
    near = [t for t in toks if t.word not in glue]
    return bool(near) and near[0].value not in (None, target)


@lru_cache(maxsize=8)
def _slot_words(lang: str) -> frozenset[str]:
    """The words of the sentences that are neither a trigger nor the number («игрока», «номер»)."""
    lex = lexicon(lang)
    return frozenset(w for t in _templates(lang) for w in t.words
                     if w != NUM and w not in lex.triggers)


def match_intent(text: str, ctx: ListenContext) -> Intent:
    """Snap an utterance heard during ``ctx.speaker``'s speech to an intent.

    Never raises for any text; raises ``ValueError`` only through a malformed ``ctx``.

    >>> ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
    >>> match_intent("выставляю десятку", ctx).target
    10
    >>> match_intent("выставляю десятого и девятого", ctx).reason
    'ambiguous'
    """
    lex = lexicon(ctx.lang)
    ws = words(text)
    ends = _ends_speech(ws, lex)
    end_or_none = Intent("end_speech") if ends else Intent("none")
    if not ws:
        return Intent("none")
    trig_any = [i for i, w in enumerate(ws)
                if any(_word_cost(t, w, lex) < _INF for t in lex.triggers)]
    if not trig_any:
        return end_or_none
    # a misheard number is read only where a sentence has its number slot
    slot_words = {a for tpl in _templates(ctx.lang) for a, b in itertools.pairwise(tpl.words)
                  if b == NUM}
    fuzzy = {i + 1 for i, w in enumerate(ws) if w in slot_words and any(
        abs(i - t) <= 8 for t in trig_any)}
    toks = _tokens(ws, lex, fuzzy)
    tpls = _templates(ctx.lang)
    # positions shift after «двадцать один» joins: find the triggers again on tokens
    trig_pos = {i: {t for t in lex.triggers if _word_cost(t, tok.word, lex) < _INF}
                for i, tok in enumerate(toks) if tok.value is None}
    trig_pos = {i: ts for i, ts in trig_pos.items() if ts}
    negated = {i for i in trig_pos if any(w in lex.negations for w in _before(toks, i, lex))}
    closing = lex.fillers | {w for phrase in lex.end_words for w in phrase.split()}
    tail_ok = [all(t.word in closing for t in toks[j:]) for j in range(len(toks) + 1)]

    best: dict[int, tuple[float, int, int, _Template]] = {}
    for i, trigs in trig_pos.items():
        if i in negated:
            continue
        lo, hi = max(0, i - 7), min(len(toks), i + 9)
        window = toks[lo:hi]
        values = {t.value for t in window if t.value is not None}
        for t in tpls:
            if t.trigger not in trigs:
                continue
            for v in values:
                cost, s, e = _align(t, window, v, lex, tail_ok[lo:hi + 1])
                if cost < best.get(v, (_INF,))[0]:
                    best[v] = (cost, s + lo, e + lo, t)

    def rejected(reason: str) -> Intent:
        if reason in ("negation", "conditional") and ends:
            return Intent("end_speech")
        return Intent("none", reason=reason)

    ranked = sorted(best.items(), key=lambda kv: kv[1][0])
    if not ranked or ranked[0][1][0] > THRESHOLD:
        if ranked and ranked[0][1][0] <= NEAR:
            return rejected("too far")
        live = [i for i in trig_pos if i not in negated]
        glue = lex.fillers | _slot_words(ctx.lang)
        if live and not ranked and all(t.word in glue for t in toks[max(live) + 1:]):
            return rejected("no target")
        if negated and not live:
            return rejected("negation")
        return end_or_none
    target, (cost, start, end, tpl) = ranked[0]
    if len(ranked) > 1 and ranked[1][1][0] <= min(THRESHOLD, cost + MARGIN):
        return rejected("ambiguous")
    span = toks[start:end]
    if any(t.word in lex.negations for t in span):
        return rejected("negation")
    if any(t.word in lex.hedges for t in toks[max(0, start - 2):end]):
        return rejected("conditional")
    if any(t.value not in (None, target) for t in span) or _other_number(
            toks[end:end + 5], target, lex) or _other_number(
            toks[max(0, start - 5):start][::-1], target, lex):
        return rejected("ambiguous")
    if ctx.speaker is None:
        return rejected("outside speech")
    if not 1 <= target <= ctx.table_seats:
        return rejected("no such seat")
    return Intent("nominate", target=target, cost=round(cost, 3), sentence=tpl.text)


def clear_caches() -> None:
    """Forget the per-word caches (the bench's cold figures)."""
    _distance.cache_clear()
    _near_miss.cache_clear()
