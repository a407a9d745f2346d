"""Rule cases for the misses of tuning54.tsv (a blitz tournament, clipped speech) that general
rules fix, at the 12- and 25-seat tables (and ten seats where the table's size decides): one
rule of speech each, in phrasings no corpus has, with the near-misses that must stay what they
are. Its one false nomination blind («один один ставлю и пас» at 21 seats taken for seat 1) is
the first rule's; no label was changed."""

from __future__ import annotations

import itertools

import pytest

from pihost.listen.context import ListenContext
from pihost.listen.grammar import phase_grammar
from tests.listen import corpus, rules

TEN = ListenContext(speaker=4, alive=tuple(range(1, 11)), seats=10)

SPELLED = [
    # case_forms, canonical, vote_phrase, correction, no_such_seat, end_speech (tuning54): a
    # seat spelled digit by digit is one number: «ноль» and a digit (its ordinal too) at any
    # table; «один»/«два» and a digit at a table of more than ten seats (beyond it: no such
    # seat); a doubled digit said alone is the two-digit seat (the false nomination), after
    # «номер» the echo of one digit; at ten seats «один два» stays two numbers
    ("выставляю один восемь", corpus.TWENTY_FIVE, "nominate 18"),
    ("на голосование два ноль", corpus.TWENTY_FIVE, "nominate 20"),
    ("игрока номер ноль четыре выставляю", corpus.TWENTY_FIVE, "nominate 4"),
    ("отправляю на голосование ноль шестого", corpus.TWENTY_FIVE, "nominate 6"),
    ("два два выставляю", corpus.TWENTY_FIVE, "nominate 22"),
    ("ставлю один два", corpus.TWELVE, "nominate 12"),
    ("выставляю ноль три", TEN, "nominate 3"),
    ("выставляю два девять", corpus.TWENTY_FIVE, "none:no such seat"),
    ("выставляю один три", corpus.TWELVE, "none:no such seat"),
    ("выставляю номер два два", corpus.TWENTY_FIVE, "nominate 2"),
    ("ставлю номер два два", corpus.TWELVE, "nominate 2"),
    ("выставляю номер один два", TEN, "none:attempt"),
    ("выставляю ноль ноль", TEN, "none:no such seat"),
    ("выставляю один три и два ноль", corpus.TWENTY_FIVE, "none:attempt"),
    ("не выставляю один девять", corpus.TWENTY_FIVE, "none"),
    ("один шесть и два один сегодня молчали", corpus.TWENTY_FIVE, "none"),
    ("выставляю одна две", corpus.TWENTY_FIVE, "none:attempt"),
]


test_rule_spelled_seat = rules.own_tables(SPELLED)


@pytest.mark.parametrize("text", [
    "ставлю один восемь", "выставляю ноль седьмого", "ноль семь на голосование",
    "на голосование два четыре", "выдвигаю кандидатуру номер ноль восемь"])
def test_the_grammar_writes_a_spelled_seat(text):
    # the matcher takes a spelled seat: the grammar has each of its word pairs at 25 seats
    g = phase_grammar(corpus.TWENTY_FIVE)
    missing = [p for p in itertools.pairwise(["<s>", *text.split(), "</s>"])
               if p not in g.bigrams()]
    assert not missing, missing


VERBLESS = [
    # anaphora (tuning54): «тебя» in the verbless act on the ballot («пятнадцатый, тебя на
    # голосование») stands for the one seat he speaks to, as «его»; with none or two before
    # it the seat is unclear, with «не» it is no act
    ("девятый тебя сразу на голосование", "nominate 9"),
    ("тебя сразу на голосование", "none:attempt"),
    ("третий и восьмой тебя на голосование", "none:attempt"),
    ("третий тебя не на голосование", "none"),
    # case_forms (tuning54): «сразу» (at once) inside the verbless act, as «быстро»; not in a
    # condition
    ("восьмую сразу на голосование", "nominate 8"),
    ("если промолчит сразу на голосование восьмую", "none"),
    # no_such_seat, end_speech (tuning54): «время» closing the verbless act is the timer called
    # over it, as after the verb; not the state «на голосовании», the host's participle, nor
    # «не время» (not the time)
    ("девятого на голосование время", "nominate 9"),
    ("от меня пятый время", "nominate 5"),
    ("девятый на голосовании время", "none"),
    ("на голосование выставлен пятый время", "none"),
    ("девятого на голосование не время", "none"),
    ("девятый время", "none"),
    # canonical (tuning54): «поехали», «погнали» (let's go on) closing the act; not alone, nor
    # before the act it plans
    ("пятого на голосование и погнали", "nominate 5"),
    ("погнали", "none"),
    ("поехали выставлять пятого", "none"),
    # reported_speech (tuning54): «а от меня» after another's act with its seat opens the
    # speaker's own verbless act; not with a verb of the past in it, nor with no seat
    ("пятого выставил второй а от меня девятый", "nominate 9"),
    ("вчера пятого выставил второй а от меня был девятый", "none"),
    ("пятого выставил второй а от меня", "none"),
]


test_rule_verbless = rules.heard_as(VERBLESS, corpus.TWELVE)


ENGLISH = [
    # english (tuning54): the act heard with a third person's ending right after «i» («i
    # nominates one») is the act misheard, as «я выставляя»; not after another subject, nor
    # quoted, nor in the future
    ("i nominates seven", "nominate 7"),
    ("he nominates seven", "none"),
    ("she said i nominates four", "none"),
    ("i nominates seven tomorrow", "none"),
]


test_rule_english = rules.heard_as(ENGLISH, corpus.ENGLISH_TEN)
