"""Rule cases for the misses of tuning49.tsv that general rules fix (after its first tuning; first
of all its four false nominations), at the 12-seat table and in English: one rule of speech each,
in phrasings no corpus has, with the near-misses that must stay what they are. No label was
changed."""

from __future__ import annotations

import pytest

from tests.listen import corpus

FALSE_RULES = [
    # correction (tuning49, a false nomination): a remark on the seat after the act («…, а его
    # уже выставили») closed by a retraction («тогда снимаю», «значит отменяю») takes the act
    # back; with no retraction after the remark the act stands (the engine says he is up)
    ("выставляю девятого а его уже выставили значит отменяю", "none"),
    ("выставляю девятого а его уже выставил четвертый тогда забираю", "none"),
    ("выставляю девятого а его уже выставили ну ничего", "nominate 9"),
    # correction (tuning49): «не записывайте» said to the host after the act («…, ведущий, не
    # записывайте»; the host's verb heard as a verb of the act) lets the act go; the host asked
    # to record it («ведущий, записывайте») leaves it
    ("выставляю десятого ой ведущий не записывайте", "none"),
    ("выставляю десятого судья не записывайте", "none"),
    ("выставляю десятого ведущий записывайте", "nominate 10"),
    ("выставляю десятого ведущий не торопитесь", "nominate 10"),
    # future_hypothetical (tuning49, a false nomination): «скажу» («объявлю») right before the
    # formula, with a time ahead before it in its clause («потом», «позже», «когда…»), is the
    # act he will say later; «скажу прямо: …», or a time after «скажу», leave it the act
    ("я позже скажу выставляю восьмого", "none"),
    ("когда начнется голосование я объявлю выставляю восьмого", "none"),
    ("скажу коротко выставляю восьмого", "nominate 8"),
    ("потом объясню почему а пока выставляю восьмого", "nominate 8"),
    # wish_plan_proposal (tuning49, a false nomination): a seat put forward «на обсуждение»,
    # «для обсуждения» (to be talked over) with no vote named is a topic, not a nomination; with
    # the vote named too («…и голосования») it is the act
    ("предлагаю кандидатуру шестого для обсуждения", "none"),
    ("ставлю десятого на обсуждение", "none"),
    ("предлагаю кандидатуру шестого на обсуждение и голосование", "nominate 6"),
    ("предлагаю кандидатуру шестого", "nominate 6"),
    # questions (tuning49, a false nomination): «надо просто сказать», «нужно только сказать»
    # before the formula tells all one has to say (how it is done), no act; «надо сказать» (I
    # must say) and «мне надо просто сказать» (his own need) leave it his
    ("получается нужно только сказать выставляю десятого", "none"),
    ("так ведь достаточно просто сказать выставляю десятого", "none"),
    ("надо сказать выставляю десятого", "nominate 10"),
    ("мне надо просто сказать выставляю десятого", "nominate 10"),
]


@pytest.mark.parametrize(("text", "want"), FALSE_RULES)
def test_rule_false(text, want):
    assert corpus.heard(text, corpus.TWELVE) == want


END_RULES = [
    # end_speech (tuning49): after the end formula a remark that closes nothing new: a
    # comparison («как говорится», «как на совещании»), «я пока послушаю (других)», the wish with
    # whom it is for («удачи городу»), «время вышло»; the end of a talk named («конец
    # выступления»). The same remarks with no formula before them end nothing
    ("пас как говорится", "end_speech"),
    ("спасибо за внимание как на совещании", "end_speech"),
    ("у меня все послушаю остальных", "end_speech"),
    ("спасибо удачи городу", "end_speech"),
    ("спасибо время истекло", "end_speech"),
    ("на этом конец выступления", "end_speech"),
    ("я пока послушаю", "none"),
    ("девятый молчит как на совещании", "none"),
    ("время истекло", "none"),
]


@pytest.mark.parametrize(("text", "want"), END_RULES)
def test_rule_end(text, want):
    assert corpus.heard(text, corpus.TWELVE) == want
