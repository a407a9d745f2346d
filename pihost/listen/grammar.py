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


def _act_phrases(lex: Lexicon, forms: list[str]) -> list[str]:
    """Each act sentence once (its seats rotating through ``forms``), then every seat form after
    and before each word that meets the seat in a sentence: together every word pair of every
    sentence with every seat, in far fewer phrases than all the sentences times all the seats."""
    out: list[str] = []
    before: set[str] = set()
    after: set[str] = set()
    for k, sentence in enumerate(lex.sentences):
        ws = [START, *sentence.split(), END]
        for a, b in itertools.pairwise(ws):
            if b == NUM and a != NUM:
                before.add(a)
            if a == NUM and b != NUM:
                after.add(b)
        n = 0
        text = sentence
        while NUM in text:
            text = text.replace(NUM, forms[(k + n) % len(forms)], 1)
            n += 1
        out.append(text)
    for form in forms:
        out.extend(f"{w} {form}" for w in sorted(before - {START}))
        out.extend(f"{form} {w}" for w in sorted(after - {END}))
        if START in before or END in after:
            out.append(form)
        if any(NUM + " " + NUM in s for s in lex.sentences):
            out.append(f"{form} {form}")
    return out


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
    forms = [form for seat in seats for form in spoken.get(seat, ())]
    phrases: list[str] = []
    # the canonical sentence in full for every form: what players say most
    phrases.extend(lex.canonical.replace(NUM, form) for form in forms)
    phrases.extend(_act_phrases(lex, forms))
    phrases.extend(sorted(lex.end_words))
    phrases.extend(f"{neg} {v}" for neg in sorted(lex.negations) for v in lex.pattern_verbs)
    phrases.extend(f"{w} {v}" for w in sorted(lex.future | lex.hedges) for v in lex.pattern_verbs
                   if " " not in w)
    phrases.extend(lex.talk)
    phrases.extend(sorted(lex.markers))
    phrases.extend(sorted(lex.fillers))
    phrases.append(UNK)
    required = {lex.pattern_verbs[0]} | {w for p in lex.end_words for w in p.split()
                                         if p in ("спасибо", "thanks", "пас", "pass")}
    required |= {w for seat in seats for form in spoken.get(seat, ())[:1] for w in form.split()}
    return Grammar(tuple(dict.fromkeys(phrases)), frozenset(required))
