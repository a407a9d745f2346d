"""Rule cases for the classes of tuning9.tsv and tuning10.tsv (the ninth and tenth held-out
parts, scored once blind, then read): one rule of speech each, in phrasings no corpus has, with
the near-misses that must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)
BIG = ListenContext(speaker=6, alive=tuple(range(1, 23)), seats=22)

RULES = [
    # future: another time between the verb and its seat («выставлю послезавтра девятого»)
    # takes the act to that time, any mood; «сегодня» there is now
    ("выставлю послезавтра девятого", "none"),
    ("я выставляю завтра одиннадцатого", "none"),
    ("выставлю в следующем круге восьмого", "none"),
    ("выставлю сегодня девятого", "nominate 9"),
    ("ну выставляю сейчас одиннадцатого", "nominate 11"),
    # condition: a parenthesis with «если» («если серьезно», «если откровенно») followed by a
    # clause of its own (a subject, a future verb) before the act is still a condition; the
    # parenthesis alone, or with a present clause (his opinion), is not
    ("если откровенно восьмой опять отмолчится выставляю восьмого", "none"),
    ("если серьезно она завтра сольется выставлю ее", "none"),
    ("если откровенно выставляю восьмого", "nominate 8"),
    ("если серьезно он мне не нравится выставляю восьмого", "nominate 8"),
    # reported: «N говорит (сказал мне), что выставляю…» is his words; the speaker's own
    # «я говорю, что…» and a parenthesis «как говорит N» are not
    ("одиннадцатый сказал мне что выставляю седьмого", "none"),
    ("она говорит что выставляю первого", "none"),
    ("я говорю что выставляю первого", "nominate 1"),
    ("как говорит девятый выставляю первого", "nominate 1"),
    # plan: «план такой», «мой план» before a plural act lays out the table's plan; the
    # speaker's own present act after it is done
    ("мой план такой все дружно выставляем одиннадцатого", "none"),
    ("план такой выставляем второго а там посмотрим", "none"),
    ("план такой выставляю одиннадцатого", "nominate 11"),
    # counterfactual: «если бы…», «…бы, если б не…» is what did not happen, no condition of
    # the act; «кто, если не N» asks who else; a condition with its own consequence said
    # («пусть…», «то все») is not the act's; a plain «если» still is
    ("если бы одиннадцатый был мирным он бы защищался выставляю одиннадцатого", "nominate 11"),
    ("мы бы выиграли если б не второй выставляю второго", "nominate 2"),
    ("кого если не девятого выставляю девятого", "nominate 9"),
    ("если я промахнусь пусть меня простят выставляю десятого", "nominate 10"),
    ("если мы сегодня промахнемся то конец выставляю десятого", "nominate 10"),
    ("если он промолчит выставляю десятого", "none"),
    ("если он промолчит то выставляю десятого", "none"),
    ("если бы он промолчал", "none"),
    # correction: a deferral after a correction («ой, стоп, еще подумаю») takes the act back;
    # a seat after it still replaces
    ("выставляю девятого ой стоп еще подумаю", "none"),
    ("выставляю девятого стоп подумаю", "none"),
    ("выставляю девятого ой стоп двенадцатого", "nominate 12"),
    # a count after a correction («ой, одного из тех…») is no seat: the number is lost
    ("выставляю двадцать девятого ой то есть одного из тех кто справа", "none:attempt"),
    ("выставляю двадцать девятого ой то есть одиннадцатого", "nominate 11"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning9(text, want):
    ctx = BIG if "двадцать" in text else TWELVE
    assert corpus.label(match_intent(text, ctx)) == want
