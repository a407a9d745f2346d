"""Rule cases of the speaker's own repair (issue 15: the correction class, weakest blind with
the end of speech): an act said again from its verb after a short stretch of his own, a
hesitation between a seat and the seat that replaces it, and the words that own a slip. Written
from the class's misses counted by kind on the held-out parts (``bench/listen.py --blind`` prints
only «correction: nominate -> none:attempt (ambiguous) × N», never a line), in phrasings of our
own, at the 12- and 25-seat tables, with the near-misses that must stay what they are (two acts
with nothing between, one more act, a second seat in a list, a new clause)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

RESTARTED = [
    # correction: the act said again from the same verb after up to four words of his own (a
    # word on his slip, a hesitation, «еще раз»): the later seat stands
    ("выставляю пятого поменяю выставляю шестого", "nominate 6"),
    ("выставляю пятого обознался выставляю шестого", "nominate 6"),
    ("я выставляю третьего язык заплелся выставляю девятого", "nominate 9"),
    ("выставляю пятого погодите ка выставляю шестого", "nominate 6"),
    ("выставляю пятого эх выставляю шестого", "nominate 6"),
    ("выставляю пятого еще раз выставляю шестого", "nominate 6"),
    ("выставляю второго подождите я передумала выставляю первого", "nominate 1"),
    # near-misses: nothing between, only «я», «и», «еще», «потом», «плюс» (one more act): two
    # seats; a quote between; the same seat again
    ("выставляю пятого выставляю шестого", "none:attempt"),
    ("выставляю пятого я выставляю шестого", "none:attempt"),
    ("выставляю пятого и выставляю шестого", "none:attempt"),
    ("выставляю пятого еще выставляю шестого", "none:attempt"),
    ("выставляю пятого потом выставляю шестого", "none:attempt"),
    ("выставляю пятого плюс выставляю шестого", "none:attempt"),
    ("выставляю пятого сказал третий выставляю шестого", "none"),
    ("выставляю пятого обознался выставляю пятого", "nominate 5"),
]

test_rule_restarted = rules.heard_as(RESTARTED, TABLES, ids=["12", "25"])

HESITATED = [
    # correction: a hesitation right after the seat («э», «ээ», «ну», «хм», «вот») and another
    # seat closing the utterance: his repair; not a seat named as a subject (a new clause), nor
    # after «и», «или» (two seats), nor «не шестого» (the other one refused)
    ("выставляю пятого ну шестого", "nominate 6"),
    ("выставляю пятого э э шестого", "nominate 6"),
    ("выставляю пятого хм шестого", "nominate 6"),
    ("я выставляю игрока номер пять вот восьмого", "nominate 8"),
    ("выставляю шестого ээ седьмой мафия", "none:attempt"),
    ("выставляю пятого и ну шестого", "none:attempt"),
    ("выставляю пятого ну или шестого", "none:attempt"),
    ("выставляю пятого не шестого", "nominate 5"),
    ("выставляю пятого шестого", "none:attempt"),
]

test_rule_hesitated = rules.heard_as(HESITATED, TABLES, ids=["12", "25"])

SLIP_OWNED = [
    # correction: the slip named wrong («не правильно», split by the recogniser, «неверно»), a
    # lie owned («вру», «брешу»), «поправляюсь», «я путаю», «имею ввиду» as the model writes it
    ("выставляю пятого не правильно шестого", "nominate 6"),
    ("выставляю пятого неверно выставляю шестого", "nominate 6"),
    ("выставляю пятого вру шестого", "nominate 6"),
    ("выставляю пятого брешу шестого", "nominate 6"),
    ("выставляю пятого поправляюсь шестого", "nominate 6"),
    ("выставляю пятого я путаю шестого", "nominate 6"),
    ("выставляю пятого имею ввиду шестого", "nominate 6"),
    # near-misses: the word alone after the act, or before it
    ("выставляю пятого не вру", "nominate 5"),
    ("я не вру выставляю пятого", "nominate 5"),
    ("честно не вру выставлю пятого завтра", "none"),
]

test_rule_slip_owned = rules.heard_as(SLIP_OWNED, TABLES, ids=["12", "25"])
