"""Rule cases for the misses of tuning111.tsv (a focused corpus of late nominations in long
speeches — suspicion, reasons, questions and other seats named, the act at the end — from many
kinds of tables, with near-misses that must stay none) that general rules fix, at the 12- and
25-seat tables: one family each, in phrasings no corpus has, with the near-misses that must stay
what they are (negated, another's, a future, a question, an act before it). Blind it had one false
nomination (a slip onto his own seat, corrected); most misses were a seat turned to in the second
person and «тебя» at the end after other seats were named of him."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

ADDRESSEE = [
    # the seat turned to (tuning111): a seat in the nominative opening the utterance, then at once
    # the second person («ты», «у тебя», «вы», an imperative, past an address or an apology);
    # «тебя», «вас» at the end stand for him, whatever seats he named of him since
    ("восьмой слушай ты вчера защищал второго потом голосовал против третьего выставляю тебя",
     "nominate 8"),
    ("шестой объясни зачем ты сдал первого и прикрыл девятого я тебя выставляю", "nominate 6"),
    ("десятая извините вы пятого назвали шерифом седьмого черным выставляю вас",
     "nominate 10"),
    ("ну одиннадцатый у тебя второй черный и третий черный выставляю тебя", "nominate 11"),
    # near-misses: not turned to (a subject and his verb), negated, a future, a wish
    ("восьмой сказал что второй черный а третий красный выставляю тебя", "none:attempt"),
    ("шестой объясни зачем ты сдал первого и прикрыл девятого я тебя не выставляю", "none"),
    ("шестой объясни зачем ты сдал первого и прикрыл девятого я тебя выставлю завтра", "none"),
    ("шестой объясни зачем ты сдал первого и прикрыл девятого мне тебя выставить", "none"),
]

test_rule_addressee = rules.heard_as(ADDRESSEE, TABLES, ids=["12", "25"])


KNOW_WHO = [
    # an indirect question (tuning111): «кто» after a verb of knowing names no one else
    ("седьмой вы же не помните кто голосовал за второго я вас выставляю", "nominate 7"),
    ("девятый ты не знаешь кто шериф и третьего не знаешь выставляю тебя", "nominate 9"),
    # near-misses: negated
    ("седьмой вы же не помните кто голосовал за второго я вас не выставляю", "none"),
]

test_rule_know_who = rules.heard_as(KNOW_WHO, TABLES, ids=["12", "25"])


FRONTED = [
    # the seat put up front after a conclusion (tuning111): «ну и все», «короче», «значит», then
    # the seat in the nominative, his first-person verb and «его»
    ("вчера пятый спорил с первым короче пятый выставляю его", "nominate 5"),
    ("третий молчит а девятый кричит ну и все девятый выставляю его", "nominate 9"),
    # near-misses: two seats fronted, a subject of another clause, negated, a future
    ("третий и девятый выставляю его", "none:attempt"),
    ("третьего проверял девятый выставляю его", "none:attempt"),
    ("вчера пятый спорил с первым короче пятый не выставляю его", "none"),
    ("вчера пятый спорил с первым короче пятый выставлю его потом", "none"),
]

test_rule_fronted = rules.heard_as(FRONTED, TABLES, ids=["12", "25"])


ORDER_AND_AGENT = [
    # an ordinal in the instrumental (tuning111): between the subject seat and his past verb it
    # says in what order he did it («первым начал»); after «выставлен» it is who did it; neither
    # is the one the pronoun points at
    ("седьмой первым заговорил про шерифа и сам все запутал выставляю его", "nominate 7"),
    ("пятый последним проголосовал и ничего не объяснил вот его выставляю", "nominate 5"),
    ("девятый уже выставлен вторым но я тоже его выставляю", "nominate 9"),
    # near-misses: negated, a future, the instrumental seat itself named after the act
    ("седьмой первым заговорил про шерифа я его не выставляю", "none"),
    ("девятый уже выставлен вторым но я тоже его выставлю позже", "none"),
    ("девятый уже выставлен вторым а я выставляю третьего", "nominate 3"),
]

test_rule_order_and_agent = rules.heard_as(ORDER_AND_AGENT, TABLES, ids=["12", "25"])


OWN_SEAT_SLIP = [
    # his own seat said by a slip and caught (tuning111): «ой, это я себя что ли, нет, N»
    ("выставляю четвертого ой это я себя что ли нет девятого", "nominate 9"),
    ("выставляю четвертого это же я себя нет седьмого", "nominate 7"),
    # near-misses: the slip caught with nothing in its place, the own seat kept
    ("выставляю четвертого ой это я себя что ли нет никого", "none"),
    ("выставляю себя", "nominate 4"),
]

test_rule_own_seat_slip = rules.heard_as(OWN_SEAT_SLIP, TABLES, ids=["12", "25"])


TOSS_THE_FLOOR = [
    # closing (tuning111): the floor tossed on, «кидаю» for «передаю»
    ("кидаю слово дальше", "end_speech"),
    ("ну все кидаю слово", "end_speech"),
    # an act before it: the act; near-misses: negated, a future, a question
    ("выставляю пятого кидаю слово дальше", "nominate 5"),
    ("не кидаю слово дальше", "none"),
    ("потом кину слово дальше", "none"),
    ("кидаю слово дальше или нет", "none"),
]

test_rule_toss_the_floor = rules.heard_as(TOSS_THE_FLOOR, TABLES, ids=["12", "25"])


OTHERS_HABIT = [
    # a habit word of another's clause (tuning111): his subject pronoun up to three words before
    # it, no verb and no «я» between; it does not make the speaker's act after it a habit
    ("ты на кругу всегда первый выставляю восьмого", "nominate 8"),
    ("вы вечно последние выставляю девятого", "nominate 9"),
    # near-misses: the speaker's own habit, another's act, negated, a future
    ("ты знаешь я всегда выставляю седьмого", "none"),
    ("ты всегда выставляешь седьмого", "none"),
    ("ты на кругу всегда первый не выставляю восьмого", "none"),
    ("ты на кругу всегда первый выставлю восьмого завтра", "none"),
]

test_rule_others_habit = rules.heard_as(OTHERS_HABIT, TABLES, ids=["12", "25"])


NEVER_MEANT = [
    # the act taken back by the wish he never had (tuning111): «нет, я вообще не хотел никого…»
    ("выставляю третьего нет простите я не хотел никого выставлять", "none"),
    ("выставляю третьего ой нет я вообще не хотела никого", "none"),
    # near-misses: the act after it stands, a seat in its place, the wish alone
    ("я не хотел никого выставлять но выставляю третьего", "nominate 3"),
    ("выставляю третьего нет не третьего а пятого", "nominate 5"),
    ("я не хотел никого выставлять", "none"),
]

test_rule_never_meant = rules.heard_as(NEVER_MEANT, TABLES, ids=["12", "25"])
