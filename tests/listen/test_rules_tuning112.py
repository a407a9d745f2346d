"""Rule cases for the misses of tuning112.tsv (a corpus of pointing and unclear seats from many
kinds of tables: pronouns and descriptions for a seat, seats lost or garbled by the recogniser,
two seats in one act, and what is no attempt at all) that general rules fix, at the 12- and
25-seat tables: one family each, in phrasings no corpus has, with the near-misses that must stay
what they are (negated, another's, a future, a question, an act before it)."""

from __future__ import annotations

from pihost.listen.intents import ListenContext
from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
ELEVEN = ListenContext(speaker=4, alive=tuple(range(1, 12)), seats=11)
ENGLISH = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12, lang="en")

LEARNER_INFINITIVE = [
    # a learner's «я» (and the pronoun) with the infinitive for the act, nothing after it but
    # the seat phrase (tuning112)
    ("я выставлять восьмой", "nominate 8"),
    ("я выставить игрок пять на голосование", "nominate 5"),
    ("одиннадцать ты молчать я тебя выставлять", "nominate 11"),
    ("я ставить игрок номер на голосование", "none:attempt"),
    # near-misses: a modal or a negation it hangs on, before or after it; no «я»
    ("я выставлять восьмой не буду", "none"),
    ("я восьмой выставлять не хочу", "none"),
    ("не буду я выставлять восьмого", "none"),
    ("хочу я выставить восьмого", "none"),
    ("я выставить восьмого пока не готов", "none"),
    ("надо выставлять восьмого", "none"),
]


test_rule_learner_infinitive = rules.heard_as(LEARNER_INFINITIVE, TABLES, ids=["12", "25"])


POINTED_AND_LEFT_OUT = [
    # the verb closing the utterance after «и», its object left out, the speaker's clause joined
    # by it pointing at the one seat named before («тебе», «вас», «его») (tuning112)
    ("восьмой я тебе не доверяю и выставляю", "nominate 8"),
    ("одиннадцатый я вас раскусила и выставляю", "nominate 11"),
    ("третий сидит тихо я его раскусил и выставляю", "nominate 3"),
    # near-misses: negated, another's clause, no seat or two before, a seat of its own after
    ("восьмой я тебе не доверяю и не выставляю", "none"),
    ("восьмой тебе никто не доверяет и выставляю", "none:attempt"),
    ("я тебе не доверяю и выставляю", "none:attempt"),
    ("второй и восьмой я вам не доверяю и выставляю", "none:attempt"),
    ("восьмой я тебе не доверяю и выставляю второго", "nominate 2"),
]


THIS_ONE = [
    # the seat, then the nominative «этот» (and its noun) pointing at him, the verb after «я»
    # closing it (tuning112)
    ("девятый вот этот парень я выставляю", "nominate 9"),
    ("двенадцатая эта девушка я выставляю", "nominate 12"),
    # near-misses: negated, a clause of his between, two seats before, no seat
    ("девятый этот парень я не выставляю", "none"),
    ("девятый этот парень врет я выставляю", "none:attempt"),
    ("девятый и третий этот парень я выставляю", "none:attempt"),
    ("этот парень я выставляю", "none:attempt"),
]


test_rule_this_one = rules.heard_as(THIS_ONE, TABLES, ids=["12", "25"])


test_rule_pointed_and_left_out = rules.heard_as(POINTED_AND_LEFT_OUT, TABLES, ids=["12", "25"])


HIS_NEIGHBOUR = [
    # «его», «ее» a possessive before the one close to him: whose seat is not said (tuning112)
    ("пятый молчал выставляю его напарника", "none:attempt"),
    ("восьмая хорошая я выставляю ее подругу", "none:attempt"),
    # near-misses: the pronoun itself, or his seat said after
    ("пятый молчал выставляю его", "nominate 5"),
    ("пятый молчал выставляю его сейчас", "nominate 5"),
]


test_rule_his_neighbour = rules.heard_as(HIS_NEIGHBOUR, TABLES, ids=["12", "25"])


YOU_AS_OBJECT = [
    # a learner's nominative «ты» for «тебя», right after the verb closing what he says
    # (tuning112)
    ("шестой ты врать я выставляю ты", "nominate 6"),
    # near-misses: no seat before, more talk after it, two seats before
    ("я выставляю ты", "none:attempt"),
    ("шестой молчит выставляю ты понял", "none:attempt"),
    ("шестой и седьмой выставляю ты", "none:attempt"),
]


test_rule_you_as_object = rules.heard_as(YOU_AS_OBJECT, TABLES, ids=["12", "25"])


PRONOUN_CORRECTED = [
    # a pronoun with no seat before it, corrected to a seat: that seat (tuning112)
    ("выставляю ее ой нет третью", "nominate 3"),
    ("ставлю его на голосование то есть одиннадцатого", "nominate 11"),
    # near-misses: the correction denies, names two, or is taken back
    ("выставляю его то есть не третьего", "none:attempt"),
    ("выставляю его то есть третьего и пятого", "none:attempt"),
]


test_rule_pronoun_corrected = rules.heard_as(PRONOUN_CORRECTED, TABLES, ids=["12", "25"])


NUMBER_LOST = [
    # «ставлю» and the seat words ending in «номер», the number lost (tuning112)
    ("ставлю под номером", "none:attempt"),
    ("ну ставлю игрока номер э", "none:attempt"),
    # near-misses: negated, no number word, a thing put
    ("не ставлю игрока номер", "none"),
    ("ставлю игрока", "none"),
    ("ставлю чайник", "none"),
]


test_rule_number_lost = rules.heard_as(NUMBER_LOST, TABLES, ids=["12", "25"])


TWO_DIGITS_UNDER_TWENTY = [
    # «два» and a digit at a table of eleven to nineteen seats: two seats, not a twenty
    # (tuning112)
    ("выставляю два пять", ELEVEN, "none:attempt"),
    # near-misses: «один» and a digit is still the teen; at 25 seats the twenty
    ("выставляю один ноль", ELEVEN, "nominate 10"),
    ("выставляю два пять", corpus.TWENTY_FIVE, "nominate 25"),
]


test_rule_two_digits_under_twenty = rules.own_tables(TWO_DIGITS_UNDER_TWENTY)


WHO_WENT_FIRST = [
    # «the one who…», an ordinal right after the verb of a relative clause: in what order he
    # did it, no seat (tuning112)
    ("i nominate the one who talked first", "none:attempt"),
    ("i nominate the guy that voted last", "none:attempt"),
    # near-misses: the seat named before the clause, or with its seat word
    ("i nominate player six who talked first", "nominate 6"),
    ("i nominate number one", "nominate 1"),
]


test_rule_who_went_first = rules.heard_as(WHO_WENT_FIRST, ENGLISH)


APOLOGY_FOR_A_DISTURBANCE = [
    # the apology after the act for what disturbed the speaker, its cause said after it: it
    # corrects nothing (tuning112)
    ("выставляю пятого простите звонок", "nominate 5"),
    ("ставлю седьмого на голосование извините кашляю", "nominate 7"),
    # near-misses: the apology alone (a slip owned), or a seat after it
    ("выставляю пятого простите", "none:attempt"),
    ("выставляю пятого простите звонок шестого", "none:attempt"),
]


test_rule_apology_for_a_disturbance = rules.heard_as(APOLOGY_FOR_A_DISTURBANCE, TABLES,
                                                     ids=["12", "25"])


INSTEAD_LOST = [
    # «не N, а…» with the seat meant instead lost at the end: an attempt (tuning112)
    ("выставляю третьего нет не третьего а", "none:attempt"),
    ("выставляю не третьего а", "none:attempt"),
    # near-misses: taken back with nothing more, or the seat said
    ("выставляю третьего нет не третьего", "none"),
    ("выставляю третьего нет не третьего а пятого", "nominate 5"),
]


test_rule_instead_lost = rules.heard_as(INSTEAD_LOST, TABLES, ids=["12", "25"])
