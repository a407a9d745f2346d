"""Rule cases for the misses of tuning84.tsv (a women's book club playing for the first time:
literary digressions, quotes from novels and poems, gentle hedging, indirect acts, feminine
forms everywhere, thankful closings) that general rules fix, at the 12- and 25-seat tables
(English at the 10- and 20-seat ones): one rule of speech each, in phrasings no corpus has,
with the near-misses that must stay what they are. Its four false nominations blind were
quotations: one voiced by a manner word after the verb of speech («сказала торжественно:
выставляю…»), one said over a span of time («повторяла весь вечер: …»), a whole saying of the
speaker's own people not at the table («как говорил мой муж: выставляю… и иду спать») and a
retold act the speaker says she would not do («как сказала вторая, выставляю шестую, а я бы
так не стала»)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
ENGLISH = [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY]

VOICED = [
    # reported_speech (tuning84): a word of how the words were voiced («торжественно»,
    # «гордо», «вслух», «хором») between the verb of speech and the quote keeps it a quote
    ("пятая объявила гордо выставляю десятую", "none"),
    ("вчера одиннадцатая сказала вслух выставляю седьмую", "none"),
    ("они хором сказали выставляю вторую", "none"),
    # near-misses: the speaker's own act after the quote, and the manner of talk judged
    ("пятая объявила гордо выставляю десятую а я выставляю четвертую", "nominate 4"),
    ("четвертая говорила уверенно а я выставляю седьмую", "nominate 7"),
]

test_rule_quote_voiced = rules.heard_as(VOICED, TABLES, ids=["12", "25"])

HOW_LONG_SAID = [
    # reported_speech (tuning84): how long the words were said («весь вечер», «всю игру»)
    # between the verb of speech and the quote
    ("девятая твердила всю игру выставляю третью", "none"),
    ("шестая кричала весь день выставляю первую", "none"),
    # near-miss: the time before the verb, and the speaker's own act after «а я»
    ("девятая твердила всю игру выставляю третью а я выставляю пятую", "nominate 5"),
]

test_rule_quote_said_for_how_long = rules.heard_as(HOW_LONG_SAID, TABLES, ids=["12", "25"])

KIN_SAYING = [
    # reported_speech (tuning84): «как говорил(а)» and one of the speaker's own people named
    # with «мой», «наш» (an adjective between or not) right before the act, the saying going
    # on past it with «и» and another first-person verb: his whole saying cited
    ("как говорила моя бабушка выставляю вторую и ложусь спать", "none"),
    ("как говорил наш покойный сосед выставляю девятую и иду домой", "none"),
    # near-misses: the act alone after it (hers, as tuning75 holds), a seat said it (the
    # parenthesis of agreement), the host
    ("как говорила моя бабушка выставляю вторую", "nominate 2"),
    ("как сказала пятая выставляю вторую и иду дальше", "nominate 2"),
    ("как сказал наш ведущий выставляю вторую", "nominate 2"),
]

test_rule_a_kin_saying = rules.heard_as(KIN_SAYING, TABLES, ids=["12", "25"])

WOULD_NOT_DO = [
    # reported_speech (tuning84): a retold act after a verb of speech, closed by the speaker's
    # own «а/но я бы так не стала (сделала, поступила)»: she would not do it
    ("как говорила десятая выставляю первую но я бы так не сделала", "none"),
    ("как сказал четвертый выставляю девятую а я бы никогда так не поступила", "none"),
    # near-misses: she would do the same, or no verb of speech before (her own act)
    ("как говорила десятая выставляю первую и я бы так и сделала", "nominate 1"),
    ("выставляю первую", "nominate 1"),
]

test_rule_retold_act_she_would_not_do = rules.heard_as(WOULD_NOT_DO, TABLES, ids=["12", "25"])

THOUGHTLESS = [
    # correction (tuning84): the act owned as said without thinking («не подумав сказала»,
    # «сгоряча сказал») takes it back
    ("выставляю восьмую ой это я сгоряча сказала", "none"),
    ("выставляю пятую простите сказала не подумав", "none"),
    # near-miss: a new seat after it
    ("выставляю восьмую ой это я сгоряча сказала выставляю девятую", "nominate 9"),
]

test_rule_said_without_thinking = rules.heard_as(THOUGHTLESS, TABLES, ids=["12", "25"])

PROPOSED = [
    # wish_plan_proposal (tuning84): a vote verb («предлагаю», «ставлю») followed past its
    # vote phrase by an infinitive of the act governs it: a proposal, no act
    ("предлагаю на голосование выставить девятую", "none"),
    ("я предлагаю на голосование выдвинуть вторую", "none"),
    # near-misses: the vote phrase and the seat (the act), and the act done after the proposal
    ("я предлагаю на голосование девятую", "nominate 9"),
    ("предлагаю на голосование выставить девятую и выставляю ее", "nominate 9"),
]

test_rule_vote_verb_with_an_infinitive = rules.heard_as(PROPOSED, TABLES, ids=["12", "25"])

SET_AGAINST = [
    # free_talk_numbers (tuning84): a seat before «а» in a feminine oblique case («-ей»,
    # «-ой» of an ordinal in «-ый/-ий») or governed by a preposition is set against the object
    # said after «а», not a second object
    ("я доверяю третьей а пятую я выставляю", "nominate 5"),
    ("к девятой вопросов нет а первую я выставляю", "nominate 1"),
    ("с одиннадцатой я согласна а четвертую выставляю", "nominate 4"),
    # near-miss: two seats in the accusative, and «шестой» (a masculine nominative too)
    ("девятую а первую я выставляю", "none:attempt"),
]

test_rule_seat_set_against_the_object = rules.heard_as(SET_AGAINST, TABLES, ids=["12", "25"])

ECHOED = [
    # anaphora (tuning84): with several seats named, a pronoun repeating the preposition of the
    # last seat («про пятую … про нее») keeps the talk on her, the one «ее» then means
    ("первая вторая и третья спорят о пятой и я о ней думаю выставляю ее", "nominate 5"),
    ("я слышала первую и вторую они говорят про девятую раз про нее говорят я ее выставляю",
     "nominate 9"),
    # near-miss: no preposition repeated, the pronoun has two antecedents
    ("первая и вторая спорят а я выставляю ее", "none:attempt"),
]

test_rule_pronoun_echoing_the_topic = rules.heard_as(ECHOED, TABLES, ids=["12", "25"])

ALL_AS_OBJECT = [
    # reported_speech / end_speech (tuning84): «все» after a verb and its prepositional phrase
    # is the verb's object («ставлю на карту все»), no closing «все»
    ("героиня говорила я поставила на кон все", "none"),
    ("она отдала за любовь все", "none"),
    # near-miss: «все» after the speaker's talk closes it
    ("кто черная не знаю все", "end_speech"),
]

test_rule_all_as_the_object = rules.heard_and_ended(ALL_AS_OBJECT, TABLES, ids=["12", "25"])

COMPLIMENT = [
    # end_speech (tuning84): after a thanks, a compliment to the table or the evening («вы все
    # прекрасные», «это был чудесный вечер», «было очень приятно») still ends the speech
    ("спасибо дорогие вы все прекрасные", "end_speech"),
    ("благодарю это был чудесный вечер", "end_speech"),
    ("спасибо было очень приятно", "end_speech"),
    # near-misses: no thanks before, a suspicion instead of praise, how it went
    ("вы все прекрасные", "none"),
    ("спасибо вы все подозрительные", "none"),
    ("вчера у меня все было плохо", "none"),
]

test_rule_compliment_after_thanks = rules.heard_and_ended(COMPLIMENT, TABLES, ids=["12", "25"])

FLOOR_TO_HER = [
    # end_speech (tuning84): the floor given to the next woman, «следующей» in the dative
    ("все передаю слово следующей", "end_speech"),
    ("спасибо передаю слово следующей", "end_speech"),
    # near-miss: the seat after it is an act
    ("выставляю пятую передаю слово следующей", "nominate 5"),
]

test_rule_floor_to_the_next_woman = rules.heard_as(FLOOR_TO_HER, TABLES, ids=["12", "25"])

NO_ONE = [
    # english (tuning84): «no one» after the verb is nobody, as «nobody»
    ("i nominate no one this round", "none"),
    ("i am nominating no one", "none"),
    # near-miss: «no, one» after a seat corrects it
    ("i nominate three no one", "nominate 1"),
]

test_rule_no_one = rules.heard_as(NO_ONE, ENGLISH, ids=["10", "20"])
