"""Rule cases for the misses of tuning90.tsv (elderly relatives at a village summer table: old
and dialect speech — «ентот», «таперича», «чаво», «нонче» —, long stories of neighbours and cows,
the address words «милок», «бабоньки», and the closings of that kind) that general rules fix,
at the 12- and 25-seat tables: one family each, in phrasings no corpus has, with the near-misses
that must stay what they are (negated, another's, a future, a question, an act before it).
Blind it had one false nomination («случись что, я выставлю восьмого»: a condition with no
«если»); its other misses were the village's words and closings the matcher had not heard."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
ENGLISH = [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY]

VILLAGE_ADDRESS = [
    # closing (tuning90): the old village's address to the young, the women, the kin of the
    # table after the end formula
    ("ну все касатики", "end_speech"),
    ("у меня все голубушка", "end_speech"),
    ("спасибо вам девоньки", "end_speech"),
    ("пас сыночек", "end_speech"),
    # an act before it: the act
    ("выставляю девятого голубушка", "nominate 9"),
    # near-misses: the address word alone in talk
    ("касатик у нас пятый", "none"),
    ("милок не торопись", "none"),
]


test_rule_village_address = rules.heard_as(VILLAGE_ADDRESS, TABLES, ids=["12", "25"])


VILLAGE_ADDRESS_EN = [
    # closing (tuning90): the same address in English, after the formula
    ("that's all from me sweetie", "end_speech"),
    ("thank you sonny", "end_speech"),
    # an act before it: the act
    ("i nominate four dearie", "nominate 4"),
]


test_rule_village_address_en = rules.heard_as(VILLAGE_ADDRESS_EN, ENGLISH, ids=["10", "20"])


SAID_AND_DONE = [
    # closing (tuning90): his «сказ» done, «said, and that is that», his say talked out in any
    # order of «я», «свое» and the verb, «enough from me»
    ("таков мой сказ", "end_speech"),
    ("вот и весь разговор", "end_speech"),
    ("сказал и точка", "end_speech"),
    ("я отговорил свое", "end_speech"),
    ("ну все отговорила свое", "end_speech"),
    ("с меня будет", "end_speech"),
    # an act before it: the act
    ("выставляю третьего и весь сказ", "nominate 3"),
    ("выставляю пятого сказал и точка", "nominate 5"),
    # near-misses: another's say, his «сказ» not done, «будет» with its subject after it
    ("пятый сказал и точка", "none"),
    ("он свое отговорил", "none"),
    ("мой сказ еще не окончен", "none"),
    ("с меня будет толк", "none"),
]


test_rule_said_and_done = rules.heard_as(SAID_AND_DONE, TABLES, ids=["12", "25"])


OLD_WORDS = [
    # the old village's words (tuning90): «ентот», «ентого» (этот, этого) point back at the
    # seat named; «таперича» (теперь) is now; «завтрева», «опосля» (завтра, потом) another time
    ("третий ентот хитрый ентого и выставляю", "nominate 3"),
    ("таперича выставляю восьмого", "nominate 8"),
    # near-misses: negated, another time
    ("пятый хитрый ентого не выставляю", "none"),
    ("завтрева выставлю пятого", "none"),
    ("опосля выставлю седьмого", "none"),
]


test_rule_old_words = rules.heard_as(OLD_WORDS, TABLES, ids=["12", "25"])


WAIT_TAKEN_BACK = [
    # future (tuning90): his own wait thought of, then taken back («…, а нет», «…, да нет»), or
    # asked why («чаво тянуть до завтра»): the act after it is now
    ("думал погожу до завтра да нет выставляю пятого", "nominate 5"),
    ("чаво тянуть до завтра выставляю четвертого", "nominate 4"),
    # near-misses: the wait kept
    ("погожу до завтра выставлю пятого", "none"),
    ("подожду до завтра выставляю шестого", "none"),
]


test_rule_wait_taken_back = rules.heard_as(WAIT_TAKEN_BACK, TABLES, ids=["12", "25"])


OATH = [
    # condition (tuning90): an oath whose second half is the «если» clause («провалиться мне,
    # если…», «разрази меня гром, если…»): the condition is the oath's, the act after it done
    ("провалиться мне если шестой не мафия выставляю шестого", "nominate 6"),
    ("разрази меня гром если девятый не черный выставляю девятого", "nominate 9"),
    # near-misses: no oath, the act inside the condition, a future
    ("если девятый не черный выставляю девятого", "none"),
    ("провалиться мне если выставляю девятого", "none"),
    ("не будь я дед если не выставлю девятого", "none"),
]


test_rule_oath = rules.heard_as(OATH, TABLES, ids=["12", "25"])


SHOULD_ANYTHING = [
    # condition (tuning90): «случись что», the imperative of a condition with no «если»,
    # before or after the act, as «если что»
    ("случись чего я выставлю пятого", "none"),
    ("выставлю пятого случись что", "none"),
    ("случись что выставляю пятого", "none"),
    # near-miss: the act with no condition
    ("ну я таперича выставлю одиннадцатого", "nominate 11"),
]


test_rule_should_anything = rules.heard_as(SHOULD_ANYTHING, TABLES, ids=["12", "25"])


AT_THE_FAIR = [
    # idiom (tuning90): produce put up at a fair or a market, no seat
    ("выставлю на ярмарку мед", "none"),
    ("выставляю на базар картошку", "none"),
    # near-misses: the fair only where it happens, the vote phrase
    ("на ярмарке выставляю седьмого", "nominate 7"),
    ("выставляю девятого на голосование милок", "nominate 9"),
]


test_rule_at_the_fair = rules.heard_as(AT_THE_FAIR, TABLES, ids=["12", "25"])


SAYING_OF_WHO = [
    # seat (tuning90): «первого» and a saying of «кто… тот (и)…» after it: seat 1, no «the first
    # who»
    ("выставляю первого кто раньше встал тому и бог подает", "nominate 1"),
    # near-misses: «the first who», with a future in it too
    ("выставляю первого кто моргнет", "none:attempt"),
    ("выставляю первого кто моргнет тот и мафия", "none:attempt"),
]


test_rule_saying_of_who = rules.heard_as(SAYING_OF_WHO, TABLES, ids=["12", "25"])


COUNTED = [
    # anaphora (tuning90): a count said aloud («первая, вторая, третья…») names no seat, the
    # pronoun points at the seat named after it
    ("считала первая вторая третья дошла до седьмого его и выставляю", "nominate 7"),
    # near-miss: the count alone before the pronoun, no seat
    ("первый второй третий вот его выставляю", "none:attempt"),
]


test_rule_counted = rules.heard_as(COUNTED, TABLES, ids=["12", "25"])


PARTICLE_TO = [
    # anaphora (tuning90): «а пятый то молчит»: the particle «-то» after the seat of the contrast
    # clause is no conjunction, the clause's seat the topic
    ("гляжу на второго и на третьего а пятый то молчит вот его и выставляю", "nominate 5"),
    # near-miss: two seats in the contrast clause
    ("второй и третий а пятый то или седьмой молчит его выставляю", "none:attempt"),
]


test_rule_particle_to = rules.heard_as(PARTICLE_TO, TABLES, ids=["12", "25"])
