"""Rule cases for the misses of tuning15.tsv and tuning16.tsv that general rules fix (after their
first tuning): one rule of speech each, in phrasings no corpus has, with the near-misses that must
stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)
TWENTY_FIVE = ListenContext(speaker=4, alive=tuple(range(1, 26)), seats=25)
ENGLISH = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12, lang="en")

RULES = [
    # «яне»: «я» glued to «не» is still the negation; «явыставляю» stays the act
    ("яне выставляю одиннадцатого", "none"),
    ("яне буду выставлять второго", "none"),
    ("явыставляю одиннадцатого", "nominate 11"),
    # a past verb of speech under «не» with «что»: the act after it is denied being said;
    # the present «не говорю, что…, но» is his own hedge
    ("я никогда не говорила что выставляю девятого", "none"),
    ("восьмой не сказал что выставляю первого", "none"),
    ("я не говорю что он черный но выставляю первого", "nominate 1"),
    # whispered or muttered words are said: a quotation
    ("девятый пробормотал выставляю первого", "none"),
    ("одиннадцатая прошептала я выставляю второго", "none"),
    ("девятый пробормотал что то а я выставляю первого", "nominate 1"),
    # a number word cut short is its shortest completion (where a seat is expected); never a
    # seat a sound away from the cut
    ("выставляю номер восе", "nominate 8"),
    ("выставляю номер один", "nominate 1"),
    # a word on the stem of a tens from thirty is that tens, never a teen one letter off
    ("выставляю сорокова", "none:no such seat"),
    ("выставляю тридцатова", "none:no such seat"),
    ("выставляю одиннадцатова", "nominate 11"),
    # after a correction: the nominative answer to his own question, then the same seat in the
    # act's case, replaces; a nominative alone is a new clause
    ("выставляю третьего ой я сбился он какой восьмой да восьмого", "nominate 8"),
    ("выставляю третьего ой восьмой мирный", "none:attempt"),
    # end formulas with their damage or a particle trailing
    ("спасиб коллеги", "end_speech"),
    ("спаси бо всем", "end_speech"),
    ("у мня все ребята", "end_speech"),
    ("спасибо всем за игру", "end_speech"),
    ("спасибо за ваше время", "end_speech"),
    ("вот у меня все на этом", "end_speech"),
    ("ну спасибо а", "end_speech"),
    ("спасибо а теперь выставляю второго", "nominate 2"),
    ("спасибо но я еще не закончил а", "none"),
    ("thanks for your attention", "end_speech"),
    ("thank you colleagues", "end_speech"),
    ("i have finished", "end_speech"),
    # English contractions without the apostrophe: «im» the act, «wont»/«dont» still veto
    ("im nominating eleven", "nominate 11"),
    ("i wont nominate eleven", "none"),
    ("i dont nominate eleven", "none"),
    # a courtesy asking leave is no condition; a real condition still is
    ("с вашего позволения выставляю пятого", "nominate 5"),
    ("если позволишь я выставляю пятого", "nominate 5"),
    ("если пятый черный выставляю пятого", "none"),
    ("if you allow me i nominate five", "nominate 5"),
    ("if five is red i nominate five", "none"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning15(text, want):
    ctx = ENGLISH if text[:1].isascii() else (TWENTY_FIVE if "двадцать" in text else TWELVE)
    assert corpus.label(match_intent(text, ctx)) == want
