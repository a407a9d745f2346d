"""Rule cases for the misses of tuning29.tsv and tuning30.tsv that general rules fix (after their
first tuning; first of all their six false nominations): one rule of speech each, in phrasings no
corpus has, with the near-misses that must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)

RULES = [
    # anaphora (tuning29's two false nominations): a contrast clause that names an agent of its
    # own («а маньяк убил восьмого», «а двенадцатого сержант») reports another's deed side by
    # side with the clause before: it does not make its seat the pronoun's one
    ("шериф проверил второго а дон проверил пятого выставляю его", "none:attempt"),
    ("первого лечил врач а девятого маньяк я выставляю его", "none:attempt"),
    ("второй молчит а у меня сомнения насчет пятого выставляю его", "nominate 5"),
    ("третий красный а вот его сосед пятый нет выставляю его", "nominate 5"),
    # reported_speech (tuning30): a quote opened in the second person after another's verb of
    # speech, past whom and where he said it («сказал мне прямо: ты черный, я тебя выставляю»)
    ("седьмой ответил мне ты черный я тебя выставляю", "none"),
    ("девятый крикнул нам прямо в лицо вы мафия выставляю вас", "none"),
    ("седьмой сказал что я черный седьмой я тебя выставляю", "nominate 7"),
    ("седьмой не сказал мне ни слова ты молчишь седьмой я тебя выставляю", "nominate 7"),
    # reported_speech (tuning30): mimicked words are said too («передразнил (меня)»,
    # «пародирует»), and «со словами» quotes the words an act was done with
    ("пятый пародировал меня выставляю второго", "none"),
    ("десятый передразнивает выставляю девятого", "none"),
    ("шестой ушел со словами выставляю первого", "none"),
    ("пятый передразнивал меня весь вечер выставляю пятого", "nominate 5"),
    # correction (tuning30's false nomination): the slip of the tongue owned closing the
    # utterance with no seat in its place («…, тьфу, сорвалось с языка», «…, извините,
    # оговорился») takes the act back; a seat after it, or a slip owned after the seat that
    # replaced, still nominates; a mistake owned («…, ошибся») takes only the seat back
    ("выставляю второго ой случайно вырвалось", "none"),
    ("выставляю шестого простите я оговорилась", "none"),
    ("выставляю шестого простите я ошиблась", "none:attempt"),
    ("выставляю пятого оговорочка", "none"),
    ("выставляю второго сорвалось с языка третьего", "nominate 3"),
    ("выставляю второго ой ошибся третьего", "nominate 3"),
    ("выставляю второго нет третьего я ошибся", "nominate 3"),
    ("выставляю пятого ой нет", "none:attempt"),
]


@pytest.mark.parametrize(("text", "want"), RULES)
def test_rule(text, want):
    assert corpus.label(match_intent(text, TWELVE)) == want
