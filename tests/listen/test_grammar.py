"""Grammar building per phase and the vocabulary check (the real-model check is in
test_vosk.py)."""

from __future__ import annotations

import json
import logging

import pytest

from pihost.listen import Grammar, ListenContext, VocabularyError, match_intent, phase_grammar
from pihost.listen.lexicon import RU

TEN = tuple(range(1, 11))


def test_not_listening_has_no_grammar():
    assert phase_grammar(None) is None


def test_speech_grammar_has_every_seat_and_the_end_words():
    g = phase_grammar(ListenContext(speaker=3, alive=(1, 2, 3), nominated=(2,)))
    words = g.words()
    for seat in range(1, 11):  # dead seats too: a nomination of one must be answered
        assert all(w in words for form in RU.spoken[seat] for w in form.split())
    assert {"спасибо", "пас", "выставляю", "не", "[unk]"} <= words
    assert "одиннадцать" not in words and "двадцать" not in words
    assert {"спасибо", "выставляю", "десять"} <= g.required


def test_a_bigger_table_widens_the_grammar():
    g = phase_grammar(ListenContext(speaker=1, alive=tuple(range(1, 13))))
    assert "я выставляю игрока номер двенадцать" in g.phrases
    assert "двенадцать" in g.required and "тринадцать" not in g.words()


def test_every_grammar_sentence_snaps_to_its_intent():
    # whatever the recogniser can write from the nomination phrases, the matcher understands
    ctx = ListenContext(speaker=3, alive=TEN)
    g = phase_grammar(ctx)
    nominations = [p for p in g.phrases if "выставляю" in p and len(p.split()) > 1
                   and p.split()[0] not in RU.negations]
    assert len(nominations) > 1000
    for p in nominations[::7]:
        assert match_intent(p, ctx).kind == "nominate", p
    for p in g.phrases:
        if p.split()[0] in RU.negations:
            assert match_intent(p, ctx).kind != "nominate", p


def test_grammar_json_keeps_cyrillic():
    g = phase_grammar(ListenContext(speaker=3, alive=TEN))
    text = g.to_json()
    assert "\\u" not in text and json.loads(text) == list(g.phrases)


def test_restricted_drops_unknown_free_talk_words_and_says_which(caplog):
    g = Grammar(("я выставляю десятого", "мафия", "спасибо"), frozenset({"выставляю"}))
    with caplog.at_level(logging.WARNING):
        r = g.restricted(lambda w: w != "мафия")
    assert r.phrases == ("я выставляю десятого", "спасибо")
    assert "мафия" in caplog.text


def test_restricted_refuses_when_a_required_word_is_missing():
    g = phase_grammar(ListenContext(speaker=3, alive=TEN))
    with pytest.raises(VocabularyError) as err:
        g.restricted(lambda w: w not in ("спасибо", "десять"))
    assert err.value.missing == ("десять", "спасибо")
    assert "десять, спасибо" in str(err.value)


def test_english_grammar():
    g = phase_grammar(ListenContext(speaker=3, alive=TEN, lang="en"))
    assert "i nominate player number ten" in g.phrases and "thank" in g.words()
