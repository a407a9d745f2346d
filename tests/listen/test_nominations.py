"""The nomination matcher on the independently written corpus (nominations/dev.tsv), the rules of
the act on cases of its classes, the bound on long input, and the speed.

The dev corpus was written without looking at the matcher; its held-out part is kept out of this
repository and measured with ``bench/listen.py --corpus PATH``."""

from __future__ import annotations

import statistics
import time

import pytest

from pihost.listen.context import ATTEMPT_REASONS
from pihost.listen.intents import Intent, ListenContext, match_intent
from tests.listen import corpus

DEV = corpus.load(corpus.DEV)
TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)


def test_dev_corpus_has_the_classes_of_the_issue():
    classes = {c.cls for c in DEV}
    assert len(DEV) >= 400
    assert {"vote_phrase", "late_nomination", "correction", "negation_scope", "reported_speech",
            "future_hypothetical", "recognizer_damage", "number_inside_words"} <= classes
    assert {c.want for c in DEV} >= {"none", "none:attempt", "none:no such seat", "end_speech"}
    assert {c.ctx.table_seats for c in DEV} >= {7, 10, 25}


@pytest.mark.parametrize("case", DEV, ids=lambda c: f"dev{c.line}")
def test_dev_has_no_false_nominations(case):
    # «N принято» where the line expects anything else is the worst thing the box can do
    got = match_intent(case.text, case.ctx)
    assert not corpus.false_nomination(case, got), (case.text, case.want, got)


def test_dev_accuracy_is_at_least_99_percent():
    wrong = [(c.line, c.text, c.want, corpus.label(match_intent(c.text, c.ctx))) for c in DEV
             if corpus.label(match_intent(c.text, c.ctx)) != c.want]
    assert len(wrong) <= len(DEV) // 100, wrong


# Cases of the corpus's classes written by the matcher's author, one rule of Russian (or of how
# a small model damages speech) each: what the rule must do beyond the lines of the corpus.
RULES = [
    # the act and its moods
    ("ставлю седьмого на голосование", "nominate 7"),
    ("предлагаю кандидатуру седьмого", "nominate 7"),
    ("кандидатура седьмого на голосование", "nominate 7"),
    ("седьмого на голосование выставляю", "nominate 7"),
    ("вы ставлю седьмого", "nominate 7"),
    ("выстовляю седьмого", "nominate 7"),
    ("ну что ж выставляю девятого", "nominate 9"),
    ("давайте все выставим седьмого", "none"),
    ("кто за то чтобы выставить седьмого", "none"),
    ("седьмой выставляет меня", "none"),
    ("выставляй седьмого", "none"),
    ("я выставить восьмерку", "none"),            # only «-ять» is one sound from «-яю»
    # quotation, and a parenthesis that is not one
    ("третий говорил выставляю пятого а потом передумал", "none"),
    ("вчера все кричали выставляем седьмого", "none"),
    ("и тут пятый такой выставляю третьего", "none"),
    ("как сказал первый выставляю седьмого", "nominate 7"),
    ("шестой мало говорит выставляю шестого", "nominate 6"),
    # future and condition
    ("я выставлю седьмого на следующий день", "none"),
    ("я его завтра выставлю", "none"),
    ("думаю выставлю седьмого", "none"),
    ("если седьмой промолчит тогда выставлю седьмого", "none"),
    ("если он промолчит тогда выставляю его", "none"),
    ("если честно выставляю седьмого", "nominate 7"),
    ("выставляю ли я седьмого не знаю", "none"),
    ("я выставляю седьмого или нет", "none"),
    ("я выставлять седьмого не буду", "none"),
    # negation scope
    ("не выставляю я никого", "none"),
    ("я его не выставляю", "none"),
    ("не знаю как вы а я выставляю седьмого", "nominate 7"),
    ("я выставляю не седьмого", "none"),
    # the seat, corrections, a second seat
    ("выставляю седьмого вернее восьмого", "nominate 8"),
    ("выставляю седьмого ой блин восьмого", "nominate 8"),
    ("выставляю седьмого пятый мафия", "none:attempt"),
    ("выставляю третьего у девятого хорошая речь", "nominate 3"),
    ("выставляю первого и второго", "none:attempt"),
    ("пятый мне не нравится поэтому выставляю его", "nominate 5"),
    ("выставляю его", "none:attempt"),
    ("выставляю сидьмого", "nominate 7"),
    ("выставляю 7", "nominate 7"),
    ("выставляю сто двадцать", "none:no such seat"),
    ("выставляю номер 1000010", "none:no such seat"),
    ("у меня тысяча десять причин выставить его", "none"),
    ("номер семь уже выставлен", "none"),
    ("номер девятому", "none"),
    ("выставляю седьмого если он не оправдается", "none"),
    ("выставляю семерочку", "nominate 7"),
    ("выставляю пятого хотя нет шестого", "nominate 6"),
    ("выставляю как я уже говорил седьмого", "nominate 7"),
    ("выставляю пятого ой нет подождите я хотел сказать шестого", "nominate 6"),
    # the host's words heard back
    ("кандидатура номер семь принята", "none"),
    ("принята кандидатура номер семь", "none"),
    ("выставлена кандидатура номер семь", "none"),
    ("на голосование выставлены игроки номер три и семь", "none"),
    # the end of a speech
    ("выставляю игрока номер четыре спасибо за внимание", "nominate 4"),
    ("у меня все спасибо за внимание", "end_speech"),
    ("спасибо но я еще не закончил", "none"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_the_act(text, want):
    assert corpus.label(match_intent(text, TEN)) == want


@pytest.mark.parametrize("text, want", [
    ("i put up seven for a vote", "nominate 7"), ("my nomination is seven", "nominate 7"),
    ("i won't nominate anyone", "none"), ("i nominate seven i mean eight", "nominate 8"),
    ("i'd nominate seven", "none"), ("he said i nominate seven", "none"),
])
def test_rules_of_the_act_in_english(text, want):
    ctx = ListenContext(speaker=2, alive=tuple(range(1, 11)), lang="en")
    assert corpus.label(match_intent(text, ctx)) == want


def test_attempts_are_marked_for_the_box():
    # the box asks «не расслышал, повторите номер» for these and only these
    assert match_intent("я выставляю игрока номер", TEN).attempt
    assert match_intent("выставляю седьмого или третьего", TEN).attempt
    for plain in ("я не выставляю десятого", "первый сказал выставляю седьмого",
                  "завтра выставлю седьмого", "выставляю одиннадцатого", "у седьмого речь"):
        assert not match_intent(plain, TEN).attempt, plain
    assert Intent("none", reason="no such seat").attempt is False
    assert {"ambiguous", "no target", "unclear seat", "too far"} == ATTEMPT_REASONS


def test_a_long_line_is_read_only_at_its_tail():
    said = "я думаю что шестой " * 2000 + "и поэтому выставляю десятого"
    start = time.perf_counter()
    got = match_intent(said, TEN)
    assert time.perf_counter() - start < 0.05
    assert (got.kind, got.target) == ("nominate", 10)
    # a nomination 60 words before the end is outside the tail: the box has answered it already
    assert match_intent("выставляю десятого " + "ну " * 80, TEN).kind != "nominate"


def test_a_forty_word_utterance_is_classified_fast():
    words = [w for c in DEV for w in c.text.split()]
    texts = [" ".join(words[i:i + 40]) for i in range(0, 40 * 200, 40)]
    times = []
    for t in texts:
        start = time.perf_counter()
        match_intent(t, TEN)
        times.append(time.perf_counter() - start)
    # the bench's figure is about 0.2 ms; this bound holds on a loaded CI machine too
    assert statistics.median(times) < 0.005
