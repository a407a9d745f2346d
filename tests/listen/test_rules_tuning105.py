"""Rule cases for the misses of tuning105.tsv (musicians at a rehearsal base: a rock band and jazz
players, music jargon everywhere — verses, beats, frets, sets — numbers of songs and bars next to
seat numbers, corrections as retakes, stage-style closings) that general rules fix, at the 12-
and 25-seat tables: one family each, in phrasings no corpus has, with the near-misses that must
stay what they are (negated, another's, a future, a question, an act before it). Blind it had
three false nominations: an act after a counted verse («после третьего куплета выставлю…») and
two corrections by a retake («…, дубль два, …») or a lost beat («…, сбился с доли, …»)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
EN_TABLES = [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY]

STAGE_CLOSE = [
    # closing (tuning105): the stage's close — the audience addressed («зал», «публика»), praised
    # («вы были…», «вы лучший зал»), the band leaving the stage, «мне хватит» after the thanks
    ("благодарю зал", "end_speech"),
    ("все спасибо публика", "end_speech"),
    ("спасибо вы были великолепны", "end_speech"),
    ("спасибо друзья вы лучшая публика", "end_speech"),
    ("ну все спасибо ухожу со сцены", "end_speech"),
    ("пас мне хватит", "end_speech"),
    # an act before it: the act
    ("выставляю девятого спасибо зал", "nominate 9"),
    # near-misses: no formula before (praise, leaving, enough: talk), another leaving
    ("вы были великолепны", "none"),
    ("публика сегодня шумная", "none"),
    ("седьмой уходит со сцены", "none"),
    ("мне хватит", "none"),
]


test_rule_stage_close = rules.heard_and_ended(STAGE_CLOSE, TABLES, ids=["12", "25"],
                                              closings_only=True)


EN_STAGE_CLOSE = [
    # closing (tuning105): the English stage's farewell after the thanks
    ("thanks everyone good night", "end_speech"),
    ("that is all from me thank you goodnight", "end_speech"),
    # an act before it: the act; the farewell alone: no close
    ("i nominate six thank you good night", "nominate 6"),
    ("good night", "none"),
]


test_rule_en_stage_close = rules.heard_as(EN_STAGE_CLOSE, EN_TABLES, ids=["10", "20"])


RETAKE = [
    # correction (tuning105): the studio's retake «дубль два» and a musician's lost beat or count
    # («сбился с доли / с ритма») between the seat said and the seat meant
    ("выставляю восьмого стоп дубль второй девятого", "nominate 9"),
    ("ставлю третьего ой дубль второй седьмого", "nominate 7"),
    ("выставляю первого ой сбилась с доли второго", "nominate 2"),
    ("выставляю шестого извините сбился с ритма одиннадцатого", "nominate 11"),
    # near-misses: the retake with no seat after it is no act; the retake talked of
    ("дубль два", "none"),
    ("выставляю восьмого у нас сегодня второй дубль репетиции", "nominate 8"),
]


test_rule_retake = rules.heard_as(RETAKE, TABLES, ids=["12", "25"])


AFTER_COUNTED = [
    # a future (tuning105): «после» and an event counted by the soft «третьего» («после третьего
    # куплета», «после третьего голосования») before «выставлю»: a plan, as «после второго…»
    ("после третьего голосования выставлю одиннадцатого", "none"),
    ("после третьего трека выставлю шестого", "none"),
    # near-misses: «после третьего» a seat (after he speaks), the act now
    ("после третьего куплета выставляю шестого сейчас", "nominate 6"),
]


test_rule_after_counted = rules.heard_as(AFTER_COUNTED, TABLES, ids=["12", "25"])


BELIEF_DENIED = [
    # a condition closed (tuning105): another's belief as the condition («если вы думаете,
    # что…»), denied as its consequence («то нет», «ошибается», «зря»), then the act now
    ("если седьмой считает что я его пожалею то нет выставляю седьмого", "nominate 7"),
    ("если кто то надеется что я промолчу зря выставляю второго", "nominate 2"),
    ("если ты думаешь что я забыл ошибаешься выставляю тебя одиннадцатый", "nominate 11"),
    # near-misses: the condition not denied, the act then negated or a plan
    ("если вы думаете что седьмой мирный то выставляю седьмого", "none"),
    ("если вы думаете что я испугаюсь то нет не выставляю седьмого", "none"),
    ("если кто то считает что я промолчу то нет выставлю седьмого завтра", "none"),
]


test_rule_belief_denied = rules.heard_as(BELIEF_DENIED, TABLES, ids=["12", "25"])


NOT_HERE_AND = [
    # no seat (tuning105): «…, а N у нас и нет» — the stressing «и» before «нет», the seat said
    # not to be at the table, a remark, no second seat
    ("выставляю девятого а тринадцатого тут и нет", "nominate 9"),
    # near-misses: «и нет» with nothing else is no such remark
    ("выставляю девятого и десятого и нет", "none:attempt"),
]


test_rule_not_here_and = rules.heard_as(NOT_HERE_AND, TABLES, ids=["12", "25"])


PIECE_PARTS = [
    # anaphora (tuning105): an ordinal before a part of a piece or a set (a verse, a bar, a beat,
    # a fret, a take) counts that part, no seat a pronoun points at
    ("одиннадцатый опять завалил второй припев и я выставляю его", "nominate 11"),
    ("шестая ты вступила не на той доле на четвертом такте тебя и выставляю", "nominate 6"),
    # near-misses: two seats before the pronoun stay unclear; the seat after the part
    ("шестой и второй завалили третий припев выставляю его", "none:attempt"),
    ("на третьем такте сбился восьмой выставляю его", "nominate 8"),
]


test_rule_piece_parts = rules.heard_as(PIECE_PARTS, TABLES, ids=["12", "25"])


EN_PIECE_PARTS = [
    # anaphora (tuning105): the English part counted («the second chorus»), no seat
    ("seven you missed the second chorus i nominate you", "nominate 7"),
    # near-miss: two seats before the pronoun
    ("seven and three missed the second chorus i nominate him", "none:attempt"),
]


test_rule_en_piece_parts = rules.heard_as(EN_PIECE_PARTS, EN_TABLES, ids=["10", "20"])


SONG_QUOTED = [
    # a quotation (tuning105): «как пел (поется) X …» opening the utterance — a song's words
    # quoted, its act with no seat of its own
    ("как пела наша солистка на вчерашнем концерте выставляю тебя мой милый", "none"),
    ("как поется в старой песне выставляю тебя", "none"),
    # near-misses: with a seat the act is his; someone singing is no quotation
    ("как пела наша солистка выставляю четвертого", "nominate 4"),
    ("девятый пел весь вечер выставляю его", "nominate 9"),
]


test_rule_song_quoted = rules.heard_as(SONG_QUOTED, TABLES, ids=["12", "25"])


ONE_THING = [
    # his own words announced (tuning105): «хочу сказать одно», «скажу вам одно» — the neuter
    # «одно», one thing said, no seat one quoted
    ("скажу вам одно выставляю восьмого", "nominate 8"),
    ("хочу сказать только одно выставляю восьмого", "nominate 8"),
    # near-misses: another's one thing said is his quotation; the seat one nominated
    ("восьмой сказал одно выставляю второго", "none"),
    ("хочу сказать одно выставлять никого не буду", "none"),
]


test_rule_one_thing = rules.heard_as(ONE_THING, TABLES, ids=["12", "25"])


HIMSELF = [
    # the object left out (tuning105): a proposal with its seat, then «и сам выставляю» — he does
    # what he proposed himself
    ("предлагаю всем выставить десятого и сама выставляю", "nominate 10"),
    ("давайте выставим пятого я сам выставляю", "nominate 5"),
    # near-misses: negated, another's
    ("предлагаю выставить десятого но сам не выставляю", "none"),
    ("седьмой предлагает выставить десятого и сам выставляет", "none"),
]


test_rule_himself = rules.heard_as(HIMSELF, TABLES, ids=["12", "25"])


WHO_WILL = [
    # a plan (tuning105): the act on «того, кто» with a verb in the future — whoever will do it,
    # no one yet
    ("выставляю того кто первым ошибется", "none"),
    ("я выставляю того который засмеется", "none"),
    # near-misses: who did it or does it now is someone here, an attempt
    ("выставляю того кто ошибся", "none:attempt"),
    ("выставляю того кто смеется", "none:attempt"),
]


test_rule_who_will = rules.heard_as(WHO_WILL, TABLES, ids=["12", "25"])
