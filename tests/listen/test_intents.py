"""The intent matcher: the corpus, every number form, safety properties, bad input."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pihost.listen.intents import Intent, ListenContext, match_intent, words
from pihost.listen.lexicon import NUM, RU, SLOTS, lexicon
from tests.listen import corpus

CASES = corpus.load()
HOLDOUT = corpus.load(corpus.HOLDOUT)
CTX = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))


def test_corpus_is_big_and_varied():
    kinds = {c.expected.kind for c in CASES}
    reasons = {c.expected.reason for c in CASES if c.expected.reason}
    assert len(CASES) >= 300
    assert kinds == {"nominate", "end_speech", "none"}
    assert {"negation", "ambiguous", "too far", "no target", "no such seat",
            "conditional"} <= reasons


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"L{c.line}")
def test_corpus(case):
    got = match_intent(case.text, case.ctx)
    assert (got.kind, got.target, got.reason) == (
        case.expected.kind, case.expected.target, case.expected.reason), case.text


@pytest.mark.parametrize("case", HOLDOUT, ids=lambda c: f"H{c.line}")
def test_holdout_has_no_false_nominations(case):
    # accuracy on the held-out set is a bench figure; a nomination nobody made is a bug
    got = match_intent(case.text, case.ctx)
    if got.kind == "nominate":
        assert (case.expected.kind, case.expected.target) == (got.kind, got.target), case.text


SLOT_WORDS = {w.split()[-1] for w in RU.slots}


def _counts_players(form: str) -> bool:
    """A cardinal 1-4 in another form than the one it is named by alone («одного», «двух»)."""
    value = RU.numbers.get(form)
    return value in (1, 2, 3, 4) and form not in RU.ordinals and form != RU.spoken[value][0]


def _no_antecedent(form: str) -> bool:
    """A plural ordinal («седьмые»), «один» (one of them) or a cardinal in another form than
    the one it is named by alone («десяти») stands for no seat a pronoun names."""
    last = form.split()[-1]
    if last in RU.ordinals:
        return last.endswith(("ые", "ых", "ыми", "ие", "их", "ими"))
    value = RU.numbers[last] + (20 if " " in form else 0)
    return value == 1 or form != RU.spoken[value][0]


def _forms(value: int) -> list[str]:
    if value <= 20:
        return sorted(w for w, v in RU.numbers.items() if v == value)
    return [f"двадцать {w}" for w, v in RU.numbers.items() if v == value - 20]


@pytest.mark.parametrize("value", range(1, 26))
def test_every_number_form_in_every_sentence(value):
    # every form in a few sentences, and every sentence with a few forms
    ctx = ListenContext(speaker=1, alive=tuple(range(1, 26)))
    sentences = [s for s in RU.sentences if [w for w in s.split() if w in SLOTS] == [NUM]]
    forms = _forms(value)
    pairs = {(s, f) for s in sentences[::20] for f in forms}
    pairs |= {(s, forms[i % len(forms)]) for i, s in enumerate(sentences)}
    for sentence, form in sorted(pairs):
        got = match_intent(sentence.replace(NUM, form), ctx)
        slot = sentence.split(NUM)[0].split()[-1:][0] in SLOT_WORDS if sentence.split(NUM)[0] \
            else False
        pronoun = bool(set(sentence.split()) & RU.addressed)
        if (_counts_players(form) and not slot) or (pronoun and _no_antecedent(form)):
            # «выставляю одного», «выставляю двух»: players counted, not a seat; «седьмые, я
            # вас выставляю», «один, я тебя выставляю»: no one seat for the pronoun
            assert got.kind != "nominate", (sentence, form, got)
            continue
        if sentence in ("номер {N}", "под номером {N}") and form not in RU.spoken[value][:1]:
            # the bare «номер N» (no verb) names the seat as it is named alone: «номер девятому»
            # is a fragment of talk, not a nomination
            assert got.kind != "nominate", (sentence, form, got)
            continue
        assert (got.kind, got.target) == ("nominate", value), (sentence, form, got)


def test_number_forms_are_unambiguous():
    # a form naming two seats would make the matcher guess
    assert len(RU.numbers) == len(set(RU.numbers))
    assert not set(RU.numbers) & (set(RU.verbs) | RU.negations | RU.fillers | RU.slots)


FREE_TALK = sorted(
    {"у", "хорошая", "речь", "мафия", "шериф", "мирный", "голосую", "за", "проверил", "кажется",
     "игрок", "игрока", "номер", "он", "она", "мне", "не", "нравится", "вчера", "выставил",
     "выставить", "кандидат", "кандидатуры", "спасибо", "пас", "и", "или", "ну",
     "я", "думаю", "что", "это", "вот", "давайте", "голосовать", "молчал", "черный", "красный"}
    | set(list(RU.numbers)[::7]))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FREE_TALK), max_size=25))
def test_free_talk_never_nominates(ws):
    bare = [w for w in ws if w not in RU.fillers and w not in RU.end_words]
    while bare[-1:] == ["и"]:
        bare.pop()   # «номер один и…»: the bare form, his «и» trailing off (as «номер семь и все»)
    # «номер семь» alone is the bare form of the act (the new corpus's decision)
    assume(not (bare[:1] == ["номер"] and all(w in RU.numbers for w in bare[1:])))
    # free talk without a nominating verb in a performing mood, however many numbers it has, is
    # never a nomination («выставлю» is one now: the new corpus takes «выставлю N» as the act)
    assert match_intent(" ".join(ws), CTX).kind != "nominate"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FREE_TALK), max_size=8),
       st.sampled_from([s for s in RU.sentences if set(s.split()) & set(RU.verbs)]),
       st.sampled_from(sorted(RU.numbers)),
       st.lists(st.sampled_from(FREE_TALK), max_size=8))
def test_negated_sentence_never_nominates(before, sentence, form, after):
    # «не» right before the verb: whatever surrounds it, no nomination
    said = " ".join(f"не {w}" if w in RU.verbs else w
                    for w in sentence.replace(NUM, form).split())
    assert match_intent(" ".join([*before, said, *after]), CTX).kind != "nominate"


@pytest.mark.parametrize(("said", "kind"), [
    # the «не» said twice still governs the verb (a random draw of the test above found it)
    ("не не выставляю девятого", "none"),
    ("я не не выставляю девятого ой нет номер девятого", "none"),
    ("ну не не выставляю я седьмого", "none"),
    # «нет, нет» before the verb is a correction of what came before, and the act stands
    ("нет нет выставляю девятого", "nominate"),
    # before a seat it is a correction: «…четвертого, не-не, четвертого, а седьмого»
    ("выставляю четвертого не не четвертого а седьмого", "nominate"),
])
def test_a_stuttered_not_still_governs_the_verb(said, kind):
    assert match_intent(said, CTX).kind == kind


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gives_an_intent(text):
    got = match_intent(text, CTX)
    assert got.kind in ("nominate", "end_speech", "none")
    assert got.kind != "nominate" or 1 <= got.target <= 10


@pytest.mark.parametrize("kind", ["nominate", "end_speech", "none"])
def test_the_trailing_word_decides_the_end(kind):
    said = {"nominate": "выставляю десятого спасибо", "end_speech": "десятый мафия спасибо",
            "none": "спасибо десятый мафия"}[kind]
    assert match_intent(said, CTX).kind == kind


def test_dead_and_nominated_seats_are_still_reported():
    ctx = ListenContext(speaker=3, alive=(1, 2, 3, 4, 6), nominated=(4,))
    assert match_intent("выставляю четвертого", ctx) == Intent("nominate", target=4)
    assert match_intent("выставляю десятого", ctx) == Intent("nominate", target=10)
    assert match_intent("выставляю игрока номер одиннадцать", ctx).reason == "no such seat"


def test_table_size_comes_from_the_context():
    assert ListenContext(speaker=1, alive=(1, 2)).table_seats == 10
    assert ListenContext(speaker=1, alive=(1, 12)).table_seats == 12
    assert ListenContext(speaker=1, alive=(1, 2), seats=6).table_seats == 6
    six = ListenContext(speaker=1, alive=(1, 2), seats=6)
    assert match_intent("выставляю седьмого", six).reason == "no such seat"


@pytest.mark.parametrize("bad", [
    dict(speaker=0, alive=(1,)), dict(speaker=1, alive=(0,)), dict(speaker=1, alive=("3",)),
    dict(speaker=1, alive=(1,), lang="xx"), dict(speaker=1, alive=(1, 12), seats=10),
    dict(speaker=True, alive=(1,)),
])
def test_bad_context_is_a_clear_error(bad):
    with pytest.raises(ValueError):
        ListenContext(**bad)


def test_context_and_intent_round_trip():
    ctx = ListenContext(speaker=3, alive=(1, 3, 10), nominated=(10,), lang="en", seats=12)
    assert ListenContext.from_json(ctx.to_json()) == ctx
    for intent in (Intent("nominate", target=4), Intent("end_speech"),
                   Intent("none", reason="negation")):
        assert Intent.from_json(intent.to_json()) == intent
    with pytest.raises(ValueError):
        Intent.from_json({"intent": "shoot"})
    with pytest.raises(ValueError):
        ListenContext.from_json({"speaker": 1})


def test_words_normalise_what_was_typed():
    assert words("Четвёртого, №4-го!") == ["четвертого", "4"]
    with pytest.raises(ValueError):
        lexicon("de")
