"""Rule cases for the misses of tuning86.tsv (a streamer playing live at a physical table: he
reads chat and donation messages aloud, counts viewers and likes, talks to moderators; his own
acts stand among quoted chat nominations, his closings are followed by words to the chat) that
general rules fix, at the 12- and 25-seat tables: one rule of speech each, in phrasings no corpus
has, with the near-misses that must stay what they are. Its two false nominations were a
donation's text read out («сто рублей от антона с текстом выставляю первого») and «they» unnamed
with the place said («в чате пишут что я выставлю седьмого»)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

TO_THE_AUDIENCE = [
    # end_speech (tuning86): after the formula, «чат» addressed, and what he bids the audience
    # do (an imperative with its object, negated too), «пусть» and the others' verb, his silence
    # for now, «дальше смотрим других»
    ("у меня все чат", "end_speech"),
    ("спасибо чат подписывайтесь на канал", "end_speech"),
    ("я закончил не забудьте лайкнуть", "end_speech"),
    ("пас чат не спорьте", "end_speech"),
    ("все пускай говорит следующий", "end_speech"),
    ("у меня все я пока молчу", "end_speech"),
    ("спасибо ребята дальше слушаем остальных", "end_speech"),
    ("вот и все у меня", "end_speech"),
    # near-misses: no formula before the bidding, «пока молчу» alone
    ("чат ставьте лайки", "none"),
    ("пока молчу", "none"),
    ("чат не спорьте", "none"),
]


test_rule_words_to_the_audience = rules.heard_and_ended(TO_THE_AUDIENCE, TABLES, ids=["12", "25"])

AUDIENCE_AFTER_ACT = [
    # the same words to the audience after an act and its formula: the act stands
    ("выставляю седьмого спасибо чат ставьте лайки", "nominate 7"),
    ("чат не спорьте выставляю девятого", "nominate 9"),
]


test_rule_words_to_the_audience_after_act = rules.heard_as(AUDIENCE_AFTER_ACT, TABLES,
                                                           ids=["12", "25"])


MESSAGE_TEXT = [
    # reported_speech (tuning86): a message's or donation's text read out after «с текстом»,
    # «с сообщением», «с подписью»; a verb of speech in the 3rd person plural with its place and
    # no subject («в чате пишут, что…», «в комментах написали, что…»): «they», someone else's words
    ("пятьсот рублей от миши с сообщением выставляй девятого", "none"),
    ("донат от лены с подписью я выставляю пятого", "none"),
    ("в комментах пишут что я выставляю одиннадцатого", "none"),
    ("на форуме написали что выставляю пятого", "none"),
    # near-misses: his own act after the message and a clause of his own, a named writer
    ("донат от лены с подписью пятый мафия спасибо лена а я выставляю девятого", "nominate 9"),
    ("в чате пишут что пятый мафия я выставляю пятого", "nominate 5"),
]


test_rule_message_text_read_out = rules.heard_as(MESSAGE_TEXT, TABLES, ids=["12", "25"])


BARE_INFINITIVE = [
    # recognizer_damage (tuning86): «выставлять N» as the whole utterance, nothing but its seat,
    # slot words and closing words: «-яю» heard as «-ять» (as «я выставлять N»)
    ("выставлять девятого", "nominate 9"),
    ("ну выставлять игрока номер пять", "nominate 5"),
    ("выставлять седьмого все", "nominate 7"),
    # near-misses: a question, a refusal, a need, two seats, the perfective infinitive
    ("выставлять седьмого или нет", "none"),
    ("выставлять седьмого не буду", "none"),
    ("выставлять седьмого надо", "none"),
    ("выставить седьмого", "none"),
]


test_rule_bare_infinitive_misheard = rules.heard_as(BARE_INFINITIVE, TABLES, ids=["12", "25"])


ON_THE_FACE = [
    # free_talk_numbers (tuning86): «на лице (лбу) написано», «в глазах написано»: how he looks,
    # no quotation; the act after it is the speaker's
    ("девятый у тебя на лбу написано мафия выставляю тебя", "nominate 9"),
    ("у пятого на лице написано все выставляю пятого", "nominate 5"),
    # near-misses: written on a thing, written by a seat
    ("на доске написано выставляю пятого", "none"),
    ("третий написал выставляю пятого", "none"),
]


test_rule_written_on_the_face = rules.heard_as(ON_THE_FACE, TABLES, ids=["12", "25"])


BIDDING_CONDITION = [
    # canonical (tuning86): a condition after an imperative to the audience that follows the act
    # is the bidding's («ставьте плюсы, если согласны»), not the act's
    ("выставляю седьмого жмите лайк если согласны", "nominate 7"),
    ("выставляю десятого подписывайтесь если еще нет", "nominate 10"),
    # near-misses: the condition right after the act (before the bidding too)
    ("выставляю седьмого если согласны", "none"),
    ("выставляю седьмого если согласны ставьте плюсы", "none"),
]


test_rule_the_biddings_condition = rules.heard_as(BIDDING_CONDITION, TABLES, ids=["12", "25"])


SOMEONE_ELSE = [
    # no_such_seat (tuning86): «выставлю кого то (нибудь, либо) другого (еще)» with no seat is a
    # plan to choose another, no attempt
    ("раз тридцатого нет выставлю кого нибудь еще", "none"),
    ("ладно выставлю кого либо другого", "none"),
    # near-misses: the present act with no seat (an attempt), a seat after all
    ("выставляю кого то другого", "none:attempt"),
    ("выставлю кого то другого а сейчас выставляю пятого", "nominate 5"),
]


test_rule_someone_else_later = rules.heard_as(SOMEONE_ELSE, TABLES, ids=["12", "25"])


SHE_IS_THE_THING = [
    # wish_plan_proposal (tuning86): «она (он, оно) такая» standing for a thing just named
    # («мысль», «версия», «план») says what it is, no quotation opened
    ("у меня версия и она такая выставляю шестого", "nominate 6"),
    ("есть мысль и она такая я выставляю девятого", "nominate 9"),
    # near-misses: a person before the pronoun (her words quoted)
    ("пятая посмотрела на меня и она такая выставляю девятого", "none"),
]


test_rule_she_is_the_thing_named = rules.heard_as(SHE_IS_THE_THING, TABLES, ids=["12", "25"])


STATE_OF_ALL = [
    # late_nomination (tuning86): «все» after an adverb of state with its degree («как то
    # мутно», «очень странно», «слишком сложно») is its subject (all is murky), no close
    ("седьмой и девятый как то странно все", "none"),
    ("я смотрю на стол и слишком сложно все", "none"),
    # near-misses: the bare adverb before «все» («ладно, все»), a talk and «все»
    ("ладно все", "end_speech"),
    ("кто черный не знаю все", "end_speech"),
]


test_rule_state_of_all = rules.heard_and_ended(STATE_OF_ALL, TABLES, ids=["12", "25"])
