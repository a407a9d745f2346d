"""The recogniser's vocabulary per phase: only what the phase can use, plus words for free talk.

vosk's grammar mode builds a small bigram language model from a list of phrases
(``KaldiRecognizer.SetGrammar``), so the recogniser can only write words of the phrases, and
prefers word pairs the phrases contain. During a speech the phrases cover every phrasing of the
nomination act the matcher accepts (``Lexicon.sentences``: the verbs, the vote phrase, object
first, corrections, pronouns) with every seat number of the table in its usual forms, so that
each word pair of each accepted sentence is in a phrase (``bigrams``); also every word that
changes an act's meaning (negations, hedges, the future, quotation verbs, corrections:
``Lexicon.markers``), so that a veto is written too and not dropped into a false nomination;
«спасибо», «пас», and everyday words that free talk is recognised as (a small model often has no
``[unk]`` word to absorb it; when it has one, it is added too).

>>> ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)))
>>> g = phase_grammar(ctx)
>>> "я выставляю игрока номер десять" in g.phrases, "спасибо" in g.words()
(True, True)
>>> ("голосование", "седьмого") in g.bigrams(), ("завтра", "выставлю") in g.bigrams()
(True, True)
>>> phase_grammar(None) is None
True
"""

from __future__ import annotations

import itertools
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass

from pihost.listen.context import ListenContext
from pihost.listen.lexicon import NUM, Lexicon, lexicon

log = logging.getLogger(__name__)

UNK = "[unk]"
START, END = "<s>", "</s>"


class VocabularyError(ValueError):
    """The model lacks words the phase cannot work without; ``missing`` names them."""

    def __init__(self, missing: tuple[str, ...], model: str = "the model") -> None:
        self.missing = missing
        super().__init__(f"{model} does not know the words {', '.join(missing)}: "
                         "it cannot hear this phase (is it the right language?)")


@dataclass(frozen=True)
class Grammar:
    """Phrases for ``SetGrammar``; ``required`` are the words without which the phase fails."""

    phrases: tuple[str, ...]
    required: frozenset[str] = frozenset()

    def words(self) -> set[str]:
        """Every distinct word of the phrases."""
        return {w for p in self.phrases for w in p.split()}

    def bigrams(self) -> set[tuple[str, str]]:
        """Every pair of neighbouring words in a phrase, with ``<s>`` and ``</s>`` at the ends:
        what vosk's bigram model learns from the phrases."""
        return {pair for p in self.phrases
                for pair in itertools.pairwise([START, *p.split(), END])}

    def to_json(self) -> str:
        """The JSON list vosk takes. Non-ASCII stays as is: vosk does not read ``\\u`` escapes."""
        return json.dumps(list(self.phrases), ensure_ascii=False)

    def restricted(self, known: Callable[[str], bool]) -> Grammar:
        """The phrases whose every word ``known`` accepts, ``[unk]`` only if known.

        Raises ``VocabularyError`` naming the required words that are not known."""
        unknown = sorted(w for w in self.words() if not known(w))
        missing = tuple(w for w in unknown if w in self.required)
        if missing:
            raise VocabularyError(missing)
        if unknown:
            log.warning("the model lacks %d grammar words, left out: %s",
                        len(unknown), ", ".join(unknown))
        bad = set(unknown)
        return Grammar(tuple(p for p in self.phrases if not bad & set(p.split())), self.required)


def _pairs(phrase: str) -> set[tuple[str, str]]:
    return set(itertools.pairwise([START, *phrase.split(), END]))


def _act_phrases(lex: Lexicon, forms: dict[str, list[str]], said: list[str]) -> list[str]:
    """Every seat form after and before each word that meets its slot in a sentence, then each
    act sentence once (its seats rotating through the forms of each slot) where it has a word
    pair that no phrase has yet (``said``: the phrases before these): together every word pair
    of every sentence with every seat, in far fewer phrases than all the sentences times all
    the seats."""
    before: dict[str, set[str]] = {slot: set() for slot in forms}
    after: dict[str, set[str]] = {slot: set() for slot in forms}
    doubled: set[str] = set()
    sentences = []
    for k, sentence in enumerate(lex.sentences):
        ws = [START, *sentence.split(), END]
        for a, b in itertools.pairwise(ws):
            if b in forms and a not in forms:
                before[b].add(a)
            if a in forms and b not in forms:
                after[a].add(b)
            if a in forms and a == b:
                doubled.add(a)
        sentences.append(" ".join(forms[w][(k + n) % len(forms[w])] if w in forms else w
                                  for n, w in enumerate(sentence.split())))
    out: list[str] = []
    seen = set().union(*map(_pairs, said))
    for slot, slot_forms in forms.items():
        for form in slot_forms:
            pairs = [*(f"{w} {form}" for w in sorted(before[slot] - {START})),
                     *(f"{form} {w}" for w in sorted(after[slot] - {END}))]
            if START in before[slot] or END in after[slot]:
                pairs.append(form)
            if slot in doubled:
                pairs.append(f"{form} {form}")
            for phrase in pairs:   # not one whose every word pair a phrase has already
                if not _pairs(phrase) <= seen:
                    out.append(phrase)
                    seen |= _pairs(phrase)
    for sentence in sentences:
        if not _pairs(sentence) <= seen:
            out.append(sentence)
            seen |= _pairs(sentence)
    return out


def _spelled_phrases(lex: Lexicon, seats: range) -> list[str]:
    """The seat numbers spelled digit by digit (``spelled``: «ноль семь», «ноль седьмого» at
    any table, «один пять» at more than ten seats), with «ноль» after each word that meets a
    seat in a sentence: the word pairs the matcher reads them by. Russian only."""
    if lex.lang != "ru":
        return []
    by_seat = lex.slot_forms[NUM]
    before = sorted({a for sentence in lex.sentences
                     for a, b in itertools.pairwise(sentence.split())
                     if b in lex.slot_forms and a not in lex.slot_forms})
    out = [f"{w} ноль" for w in before]
    out += [f"ноль {form}" for seat in seats if seat <= 9 for form in by_seat.get(seat, ())]
    if len(seats) > 10:
        digit = {n: by_seat[n][0] for n in range(1, 10)} | {0: "ноль"}
        out += [f"{digit[seat // 10]} {digit[seat % 10]}" for seat in seats if seat >= 10]
    return out


def _without_redundant(phrases: list[str], lex: Lexicon, keep: set[str]) -> list[str]:
    """The phrases without those that add no word pair: a talk word that other phrases already
    start and end with («я», «выставляю»), a seat's pair («выставляю седьмого») that a later
    sentence gives too — so that the bigram model is the same with fewer phrases. ``keep``, the
    one-word end formulas and the fillers stay."""
    phrases = list(dict.fromkeys(phrases))
    counts: dict[tuple[str, str], int] = {}
    for p in phrases:
        for pair in _pairs(p):
            counts[pair] = counts.get(pair, 0) + 1
    # (an end formula of several words goes too where other phrases give all its pairs, its
    # start and its end: «на этом все» where «на этом» and «этом все» are written elsewhere)
    keep = keep | {w for w in lex.end_words if " " not in w} | set(lex.fillers)
    out = []
    for p in phrases:
        pairs = _pairs(p)
        if p not in keep and all(counts[e] > 1 for e in pairs):
            for e in pairs:
                counts[e] -= 1
            continue
        out.append(p)
    return out


# the drawn-out and repeated fillers («эээ», «ммм», «хаха»): in grammar mode the recogniser
# writes their short form (the matcher skips a filler either way); the free model still writes
# them all. Left out to stay under the grammar's bound (test_grammar: 6,000 phrases at 25 seats)
_DRAWN_OUT = frozenset("ээ эээ ммм хмм уфф хах хаха ахаха".split())


def phase_grammar(ctx: ListenContext | None) -> Grammar | None:
    """The grammar for a speech in ``ctx`` (``None`` when not listening).

    Every seat of the table is in it, not only the living ones: a nomination of a dead or
    nominated seat must be heard to be answered. Raises ``ValueError`` for an unknown language.
    """
    if ctx is None:
        return None
    lex = lexicon(ctx.lang)
    seats = range(1, ctx.table_seats + 1)
    spoken = lex.spoken or {}
    forms = {slot: [form for seat in seats for form in by_seat.get(seat, ())]
             for slot, by_seat in lex.slot_forms.items() if by_seat}
    phrases: list[str] = []
    # the canonical sentence in full for every form: what players say most
    canonical = [lex.canonical.replace(NUM, form) for form in forms[NUM]]
    phrases.extend(canonical)
    phrases.extend(_act_phrases(lex, forms, phrases))
    phrases.extend(_spelled_phrases(lex, seats))
    phrases.extend(sorted(lex.end_words))
    # «спасибо большое», «спасибо, коллеги»: the main formula with what may trail it
    phrases.extend(f"{lex.thanks} {w}" for w in sorted(lex.closing) if " " not in w)
    phrases.extend(f"{neg} {v}" for neg in sorted(lex.negations) for v in lex.pattern_verbs)
    # («завтра выставлю», «наверное выставляю»: each word of the future and the hedges before
    # the act's main verb and its future; before the other verbs the pair is backed off)
    phrases.extend(f"{w} {v}" for w in sorted(lex.future | lex.future_time | lex.later | lex.hedges)
                   for v in (lex.pattern_verbs[0], lex.pattern_verbs[-1])
                   if " " not in w)
    phrases.extend(lex.talk)
    # «прошу принять», «прошу записать»: the host's verbs asked for politely
    phrases.extend(f"{a} {v}" for a in sorted(lex.asking_host) for v in sorted(lex.asked_verbs))
    # every word that changes an act's meaning where no phrase has it yet: alone, or in its
    # phrase («под сомнение»: one phrase, and the pair the recogniser should prefer)
    written = {w for p in phrases for w in p.split()}
    for marker in sorted(lex.marker_phrases, key=lambda p: (-len(p.split()), p)):
        if not set(marker.split()) <= written:
            phrases.append(marker)
            written.update(marker.split())
    # every form of the act's verbs and of the vote verbs, alone where no phrase has it: a form
    # the grammar cannot write is heard as one it can — «выставлял» as «выставляю», a past act
    # taken for a nomination now; «поставлю» as «ставлю»
    for verb in sorted({*lex.verbs, *lex.vote_verbs} - written):
        phrases.append(verb)
    phrases.extend(sorted(lex.fillers - _DRAWN_OUT))
    phrases = _without_redundant(phrases, lex, set(canonical))
    phrases.append(UNK)
    required = {lex.pattern_verbs[0]} | {w for p in lex.end_words for w in p.split()
                                         if p in ("спасибо", "thanks", "пас", "pass")}
    required |= {w for seat in seats for form in spoken.get(seat, ())[:1] for w in form.split()}
    return Grammar(tuple(dict.fromkeys(phrases)), frozenset(required))
