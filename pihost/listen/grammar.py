"""The recogniser's vocabulary per phase: only what the phase can use, plus words for free talk.

vosk's grammar mode builds a small bigram language model from a list of phrases
(``KaldiRecognizer.SetGrammar``), so the recogniser can only write words of the phrases. During a
speech those are the nomination sentences with every seat number of the table in its usual
forms, «спасибо», «пас», the negations, and everyday words that free talk is recognised as
(a small model often has no ``[unk]`` word to absorb it; when it has one, it is added too).

>>> ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)))
>>> g = phase_grammar(ctx)
>>> "я выставляю игрока номер десять" in g.phrases, "спасибо" in g.words()
(True, True)
>>> phase_grammar(None) is None
True
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass

from pihost.listen.intents import ListenContext
from pihost.listen.lexicon import NUM, lexicon

log = logging.getLogger(__name__)

UNK = "[unk]"


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
    phrases: list[str] = []
    for sentence in lex.sentences + lex.final_sentences:
        for seat in seats:
            phrases.extend(sentence.replace(NUM, form) for form in spoken.get(seat, ()))
    phrases.extend(sorted(lex.end_words))
    phrases.extend(f"{neg} {t}" for neg in sorted(lex.negations) for t in sorted(lex.triggers))
    phrases.extend(lex.talk)
    phrases.extend(sorted(lex.fillers))
    phrases.append(UNK)
    required = set(lex.triggers) | {w for p in lex.end_words for w in p.split()}
    required |= {w for seat in seats for form in spoken.get(seat, ())[:1] for w in form.split()}
    return Grammar(tuple(dict.fromkeys(phrases)), frozenset(required))
