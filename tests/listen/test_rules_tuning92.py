"""Rule cases for the misses of tuning92.tsv (football fans after a match: scores and shirt
numbers everywhere, the commentator's manner, chants, corrections where a shirt number clashes
with a seat, and their closings) that general rules fix, at the 12- and 25-seat tables (and the
English ones): one family each, in phrasings no corpus has, with the near-misses that must stay
what they are (negated, another's, a future, a question, an act before it). Blind it had 4
false nominations (an act quoted after a shout, a conditional and a future the matcher did not
hear, one taken back) and its closings were the fans' own."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
ENGLISH = [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY]

FINAL_WHISTLE = [
    # closing (tuning92): the football fan's — the whistle, the match, the game or the half
    # over — alone, after closing words or the formula, or with his own «мой тайм»
    ("ну все финальный свисток", "end_speech"),
    ("у меня все конец матча", "end_speech"),
    ("все игра окончена", "end_speech"),
    ("конец первого тайма спасибо", "end_speech"),
    ("на этом мой матч окончен", "end_speech"),
    ("гейм овер", "end_speech"),
    # an act before it: the act
    ("выставляю пятого конец матча", "nominate 5"),
    # near-misses: negated, asked, another's words, talk after it, another's match
    ("матч еще не окончен", "none"),
    ("когда будет финальный свисток", "none"),
    ("пятый сказал игра окончена", "none"),
    ("конец матча был скучный", "none"),
    ("их тайм закончен", "none"),
]


test_rule_final_whistle = rules.heard_as(FINAL_WHISTLE, TABLES, ids=["12", "25"])


FANS_TAIL = [
    # closing (tuning92): the fans' chant after the formula, the pass given to a teammate, the
    # time yielded to the next one (a closing word heard as whom it goes to)
    ("спасибо оле оле", "end_speech"),
    ("у меня все вперед наши", "end_speech"),
    ("все пас напарнику", "end_speech"),
    ("отдаю время следующему", "end_speech"),
    # an act before it: the act
    ("выставляю третьего спасибо болеем за наших", "nominate 3"),
    # near-misses: the chant alone, the pass to a seat not given, the time with no one to take it
    ("оле оле оле", "none"),
    ("вперед наши", "none"),
    ("отдаю время", "none"),
    ("не уступаю время следующему", "none"),
]


test_rule_fans_tail = rules.heard_as(FANS_TAIL, TABLES, ids=["12", "25"])


ENGLISH_CLOSE = [
    # closing (tuning92): the English fan's — full time, the final whistle, «lads», «boys»
    ("full time", "end_speech"),
    ("thank you boys", "end_speech"),
    ("that's all lads", "end_speech"),
    ("i nominate four lads", "nominate 4"),
    # near-misses: not over, the lads talked about
    ("it is not full time yet", "none"),
    ("the boys are shady", "none"),
]


test_rule_english_close = rules.heard_as(ENGLISH_CLOSE, ENGLISH, ids=["10", "20"])


OUR_EVERYTHING = [
    # («он наше все»: «все» a noun after the possessive, his everything, not the close:
    # tuning92)
    ("пятый это мое все", "none"),
    ("вратарь наше все", "none"),
    # near-misses: the close after talk stays the close
    ("ну ладно все", "end_speech"),
]


test_rule_our_everything = rules.heard_as(OUR_EVERYTHING, TABLES, ids=["12", "25"])


NOT_COUNTED = [
    # the act bidden not to count, closing the utterance (tuning92)
    ("выставляю шестого это я просто так не засчитывайте", "none"),
    ("выставляю шестого это не в счет", "none"),
    # near-misses: «не считайте» with its own object, or before the act
    ("выставляю шестого и не считайте меня злым", "nominate 6"),
    ("не считайте меня злым выставляю шестого", "nominate 6"),
]


test_rule_not_counted = rules.heard_as(NOT_COUNTED, TABLES, ids=["12", "25"])


SHOUTED = [
    # another's shout quoted (tuning92): «заорал», «закричал», «завопил» open the quotation
    ("в том году девятый завопил выставляю игрока номер два", "none"),
    ("седьмой закричал выставляю шестого", "none"),
    # near-misses: his own act after the tale, closing the utterance
    ("девятый закричал на всех поэтому выставляю девятого", "nominate 9"),
]


test_rule_shouted = rules.heard_as(SHOUTED, TABLES, ids=["12", "25"])


WHEN_IT_HAPPENS = [
    # a future of «выставлю» (tuning92): should anything happen, the return match or another
    # match, a half of it
    ("случись чего выставлю десятого", "none"),
    ("в следующем матче выставлю десятого", "none"),
    ("во втором тайме я выставлю десятого", "none"),
    # near-misses: this match, now; the present act
    ("в этом матче выставляю десятого", "nominate 10"),
    ("случись что выставлю десятого а пока выставляю седьмого", "nominate 7"),
]


test_rule_when_it_happens = rules.heard_as(WHEN_IT_HAPPENS, TABLES, ids=["12", "25"])


NO_IFS = [
    # «без всяких если»: the condition waved away, the act done (tuning92)
    ("без никаких если я выставляю одиннадцатого", "nominate 11"),
    ("без всяких но выставляю одиннадцатого", "nominate 11"),
    # near-misses: a condition after it, a wish
    ("без всяких если но если он промолчит выставлю одиннадцатого", "none"),
    ("без всяких если я бы выставил одиннадцатого", "none"),
]


test_rule_no_ifs = rules.heard_as(NO_IFS, TABLES, ids=["12", "25"])


AS_IF = [
    # «as if»: a comparison after the act, no condition of it (tuning92)
    ("i nominate three as if we had a choice", "nominate 3"),
    # near-misses: a condition, a wish
    ("i nominate three if nobody objects", "none"),
    ("i would nominate three as if", "none"),
]


test_rule_as_if = rules.heard_as(AS_IF, ENGLISH, ids=["10", "20"])


WOULD_HAVE = [
    # «бы» right after a past verb of another's clause: what he would have done, then the act
    # (tuning92)
    ("шестой и с пенальти промазал бы выставляю его", "nominate 6"),
    # near-misses: the speaker's own «бы», the act as what he would say
    ("я бы промолчал бы выставляю шестого", "none"),
    ("я сказал бы выставляю шестого", "none"),
    ("шестой промазал бы выставлю его", "none"),
]


test_rule_would_have = rules.heard_as(WOULD_HAVE, TABLES, ids=["12", "25"])


IN_ORDER = [
    # the instrumental ordinal after the act's object: the order, not a seat (tuning92)
    ("все хотят третьего а я выставляю его вторым", "nominate 3"),
    ("выставляю седьмого первым", "nominate 7"),
    # near-misses: two in order, the ordinal alone
    ("выставляю седьмого первым а восьмого вторым", "none:attempt"),
]


test_rule_in_order = rules.heard_as(IN_ORDER, TABLES, ids=["12", "25"])


WHICH_ONE = [
    # «не того (который…), а нашего N»: which N he means, the seat after «а» (tuning92)
    ("выставляю седьмого не того что в реале а нашего седьмого", "nominate 7"),
    ("выставляю седьмого не того который на поле а этого восьмого", "nominate 8"),
    # near-misses: no seat after it, a seat of a clause
    ("выставляю седьмого не того", "none:attempt"),
    ("выставляю седьмого не того который забил а нашего", "none:attempt"),
]


test_rule_which_one = rules.heard_as(WHICH_ONE, TABLES, ids=["12", "25"])


SCORE = [
    # a match score with whose favour it is in: no seat (tuning92)
    ("выставляю второго три ноль в нашу пользу", "nominate 2"),
    ("выставляю девятого ой нет восьмого два два в их пользу", "nominate 8"),
    # near-misses: the score with no favour is two numbers
    ("выставляю второго три ноль", "none:attempt"),
]


test_rule_score = rules.heard_as(SCORE, TABLES, ids=["12", "25"])


SINCE_SAID = [
    # the causal «раз» before a verb of speech: why he acts, no quotation (tuning92)
    ("раз вы так говорите выставляю пятого", "nominate 5"),
    ("ну раз они говорят выставляю пятого", "nominate 5"),
    # near-misses: the words quoted, a count of times
    ("они говорят выставляю пятого", "none"),
]


test_rule_since_said = rules.heard_as(SINCE_SAID, TABLES, ids=["12", "25"])
