"""Rule cases for the misses of tuning104.tsv (a wedding party where the guests play Mafia between
toasts: kin of both families, the bride and groom at the table, toasts and wishes mid-speech,
tipsy long speeches that wander through family history before the act, kind and joking closings)
that general rules fix, at the 12- and 25-seat tables: one family each, in phrasings no corpus
has, with the near-misses that must stay what they are (negated, another's, a future, a question,
an act before it). Blind it had no false nomination; its misses were closings with a toast after
them, who sits at a seat said after «то есть», acts whose object was left out or named in a
clause of its own, and a number split by the recogniser."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

TOAST_AFTER_CLOSE = [
    # closing (tuning104): the wedding's toast after the end formula — «горько» (once or
    # again), «за молодых», «совет да любовь»: the close stands
    ("ну все спасибо горько", "end_speech"),
    ("пас горько горько горько", "end_speech"),
    ("я закончила за молодых", "end_speech"),
    ("на этом все совет да любовь", "end_speech"),
    # an act before it: the act
    ("выставляю девятого у меня все горько", "nominate 9"),
    # near-misses: the toast alone, said of someone, a close negated
    ("горько горько", "none"),
    ("за молодых", "none"),
    ("девятому горько", "none"),
    ("я еще не закончил горько", "none"),
]


test_rule_toast_after_close = rules.heard_and_ended(TOAST_AFTER_CLOSE, TABLES, ids=["12", "25"],
                                                    closings_only=True)


ALL_CAME = [
    # not a close (tuning104): «(ну вот) все пришли, все сели» — «все» the subject of a plural
    # past after settling words
    ("ну вот все собрались давайте начинать", "none"),
    ("так все расселись можно играть", "none"),
    # near-misses: the close with settling words, the close after the remark
    ("ну вот и все", "end_speech"),
    ("ну все расселись у меня все", "end_speech"),
]


test_rule_all_came = rules.heard_and_ended(ALL_CAME, TABLES, ids=["12", "25"])


DEVOICED_ALL = [
    # closing (tuning104): «фсе» — «все» with its «в» heard devoiced
    ("ну у меня фсе", "end_speech"),
    ("фсе спасибо", "end_speech"),
    # near-misses: «фсе» the subject, negated
    ("фсе молчат", "none"),
    ("я сказал не фсе", "none"),
]


test_rule_devoiced_all = rules.heard_and_ended(DEVOICED_ALL, TABLES, ids=["12", "25"])


WHO_SITS = [
    # apposition (tuning104): the seat, then who sits there after «то есть» — a person, kin or
    # a name, a possessive before it: the seat stands
    ("выставляю шестую то есть мою сестру", "nominate 6"),
    ("я выставляю девятого то есть дядю колю", "nominate 9"),
    ("выставляю третьего то есть свидетеля", "nominate 3"),
    # near-misses: a seat after «то есть» (a correction), the act negated, another's act quoted,
    # the act taken back after it
    ("выставляю шестую то есть седьмую", "nominate 7"),
    ("не выставляю шестую то есть мою сестру", "none"),
    ("пятый сказал выставляю шестую то есть сестру", "none"),
    ("выставляю шестую то есть мою сестру шучу", "none"),
]


test_rule_who_sits = rules.heard_as(WHO_SITS, TABLES, ids=["12", "25"])


SAY_ANNOUNCED = [
    # his words announced (tuning104): «я вот что скажу», «скажу так» before the seat and the
    # act: no object of «скажу»
    ("я вот что скажу одиннадцатого выставляю", "nominate 11"),
    ("ну скажу так восьмую я выставляю", "nominate 8"),
    # near-misses: negated, a future, «скажу» with no «что»/«так»
    ("вот что скажу восьмую я не выставляю", "none"),
    ("скажу так восьмую выставлю завтра", "none"),
    ("я скажу восьмого выставляю", "none:attempt"),
]


test_rule_say_announced = rules.heard_as(SAY_ANNOUNCED, TABLES, ids=["12", "25"])


REDUCED_SPLIT = [
    # recogniser damage (tuning104): a number split after its first syllable, the unstressed
    # vowel heard reduced («ди вятого», «пи тнадцатого»)
    ("выставляю ди вятого", "nominate 9"),
    ("я выставляю ши стого", "nominate 6"),
    # near-misses: negated, free talk
    ("не выставляю ди вятого", "none"),
    ("на ди вятом круге все молчали", "none"),
]


test_rule_reduced_split = rules.heard_as(REDUCED_SPLIT, TABLES, ids=["12", "25"])


BEGIN_WITH = [
    # the antecedent (tuning104): «начну с N» after a list of seats — the one he begins with is
    # the pronoun's
    ("черные это второй и седьмой начну с седьмого выставляю его", "nominate 7"),
    ("подозреваю пятого и восьмого начну с пятого я его выставляю", "nominate 5"),
    # near-misses: a plan, negated, another seat named for the act
    ("второй и седьмой начну с седьмого потом выставлю его", "none"),
    ("второй и седьмой начну с седьмого но выставлять его не буду", "none"),
    ("второй и седьмой начну с седьмого выставляю второго", "nominate 2"),
]


test_rule_begin_with = rules.heard_as(BEGIN_WITH, TABLES, ids=["12", "25"])


SUSPICION_ON = [
    # the object left out (tuning104): «(у меня) подозрение на N, выставляю» — the seat he
    # suspects right before the bare act closing the utterance
    ("есть у меня подозрение на восьмого выставляю", "nominate 8"),
    ("подозрение на одиннадцатую выставляю спасибо", "nominate 11"),
    # near-misses: no suspicion, another's, another seat after the act, a future, negated
    ("у меня нет подозрения на восьмого выставляю", "none:attempt"),
    ("у него подозрение на восьмого выставляю", "none:attempt"),
    ("у меня подозрение на восьмого выставляю девятого", "nominate 9"),
    ("у меня подозрение на восьмого выставлю", "none:attempt"),
    ("у меня подозрение на восьмого не выставляю", "none"),
]


test_rule_suspicion_on = rules.heard_as(SUSPICION_ON, TABLES, ids=["12", "25"])


ADDRESSEE_OBJECT = [
    # the object left out (tuning104): the seat called first, «тебя»/«вас» said to him, then
    # «а»/«но» (сейчас, все равно) and the bare present act closing the utterance: him
    ("шестой я тебя уважаю но все равно выставляю", "nominate 6"),
    ("девятая я вас вчера пожалела а сегодня выставляю", "nominate 9"),
    # near-misses: negated, a future, another verb, no «тебя», two seats
    ("шестой я тебя уважаю но не выставляю", "none"),
    ("шестой я тебя уважаю но выставлю потом", "none"),
    ("шестой я тебя уважаю а ты выставляешь", "none"),
    ("шестой молодец но выставляю", "none:attempt"),
    ("шестой ты хороший а седьмой плохой но выставляю", "none:attempt"),
]


test_rule_addressee_object = rules.heard_as(ADDRESSEE_OBJECT, TABLES, ids=["12", "25"])


MEANT_ANOTHER_THING = [
    # taken back (tuning104): after a correction, what he meant said, then the act itself
    # denied, «а не» and its infinitive
    ("выставляю пятого ой я хотел спросить а не выставлять", "none"),
    ("выставляю пятого ой я же хотела поздравить а не выставить", "none"),
    # near-misses: another seat meant (the correction), the meant thing alone, an act after it
    ("выставляю пятого ой я хотел сказать шестого а не пятого", "nominate 6"),
    ("выставляю пятого ой я хотел спросить а не выставлять хотя нет выставляю пятого",
     "nominate 5"),
]


test_rule_meant_another_thing = rules.heard_as(MEANT_ANOTHER_THING, TABLES, ids=["12", "25"])


MIXING_UP = [
    # the fix stands (tuning104): after the seat that replaced, the slip owned in the present
    # («я путаю цифры»), why after it («после второго бокала», «от волнения»)
    ("выставляю восьмого ой девятого путаю цифры от волнения", "nominate 9"),
    ("выставляю восьмого простите девятого я путаю номера после второго тоста", "nominate 9"),
    # near-misses: the slip owned with no fix (the seat taken back), a seat after it
    ("выставляю восьмого я путаю цифры", "none:attempt"),
    ("выставляю восьмого я путаю девятого", "nominate 9"),
]


test_rule_mixing_up = rules.heard_as(MIXING_UP, TABLES, ids=["12", "25"])


SOMEONE_MUST = [
    # the antecedent (tuning104): «кто то (же) должен быть…» between the seat and the pronoun is a
    # saying of the game, no one pointed at
    ("седьмая добрейший человек но кто то ведь должен уйти ее и выставляю", "nominate 7"),
    # near-misses: someone of them pointed at, someone doing it to him
    ("седьмая и восьмая кто то из них мафия ее выставляю", "none:attempt"),
    ("седьмая молчит кто то ее выгораживает выставляю ее", "none:attempt"),
]


test_rule_someone_must = rules.heard_as(SOMEONE_MUST, TABLES, ids=["12", "25"])


THEREFORE_ACT = [
    # the antecedent (tuning104): «поэтому» right before the act draws the conclusion of the
    # clause before it, opened by «а»: the seat of that clause
    ("второй мой кум а одиннадцатый мне подмигивает поэтому выставляю его", "nominate 11"),
    ("второй тихий а одиннадцатый мне не нравится так что я его выставляю", "nominate 11"),
    # near-misses: the clause before clears him, two seats in one clause, a future
    ("второй плохой а одиннадцатый хороший поэтому выставляю его", "none:attempt"),
    ("второй молчит и одиннадцатый молчит поэтому выставляю его", "none:attempt"),
    ("второй мой кум а одиннадцатый мне подмигивает поэтому выставлю его завтра", "none"),
]


test_rule_therefore_act = rules.heard_as(THEREFORE_ACT, TABLES, ids=["12", "25"])
