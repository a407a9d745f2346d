"""Rule cases for the misses of tuning91.tsv (an amateur theatre troupe at the table: dramatic
monologues, quotations from plays and from each other, stage words, flourished
self-corrections and stage-style closings) that general rules fix, at the 12- and 25-seat
tables: one rule of speech each, in phrasings no corpus has, with the near-misses that must
stay what they are. Its three false nominations blind were the prompter's words quoted («мне
тут подсказывают: выставляю первого»), a plan joined by «и тогда» to a future clause
(«подождем до третьего акта, и тогда я выставлю второго») and an English quotation dated
(«ten said yesterday: i nominate three»); most of its misses were the theatre's closings
(«финал», «поклон», «на этом мой монолог окончен»), read by the matcher only."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]
ENGLISH_TABLES = [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY]

PROMPTED = [
    # reported_speech (tuning91): «подсказывать» (to prompt) is a verb of speech: the words
    # prompted to him are another's, quoted
    ("мне со стороны подсказывают выставляю седьмого", "none"),
    ("мне подсказали выставляю девятого но я подумаю", "none"),
    ("восьмой мне подсказывает выставляю пятого", "none"),
    # near-misses: his own hunch prompts (its noun with a genitive too), the act after it
    ("интуиция игрока подсказывает выставляю седьмого", "nominate 7"),
    ("чутье подсказывает выставляю девятого", "nominate 9"),
    ("мне подсказывают выставляю седьмого и я с ними согласен выставляю седьмого", "nominate 7"),
]


test_rule_prompted_words = rules.heard_as(PROMPTED, TABLES, ids=["12", "25"])


DATED_EN = [
    # english / reported_speech (tuning91): «yesterday», «again» between the verb of speech and
    # the quote, as «вчера», «снова»: his words of then
    ("five said yesterday i nominate eight", "none"),
    ("seven said again i nominate two", "none"),
    # near-misses: no one said it, the speaker's own act
    ("yesterday i nominate eight", "nominate 8"),
    ("i nominate eight again", "nominate 8"),
]


test_rule_english_dated_quote = rules.heard_as(DATED_EN, ENGLISH_TABLES, ids=["10", "20"])


THEN_FUTURE = [
    # future_hypothetical (tuning91): «…, и тогда выставлю N» after a future clause is the plan
    # for when it comes, «и» before the correlate too
    ("дождемся ночи и тогда я выставлю шестого", "none"),
    ("подожду голосования и тогда выставлю девятого", "none"),
    # near-misses: a past clause before it (done with), the present act
    ("он промолчал и тогда я выставлю шестого", "nominate 6"),
    ("подождем до ночи а сейчас я выставляю шестого", "nominate 6"),
]


test_rule_then_after_future = rules.heard_as(THEN_FUTURE, TABLES, ids=["12", "25"])


CALLED_OFF = [
    # correction (tuning91): the drill's «команда отменяется» (the order called off) takes the
    # act back; the stage's «антракт», «пауза» inside a correction is a pause asked, then what
    # comes after it decides
    ("выставляю шестого стоп команда отменяется", "none"),
    ("выставляю шестого отставить отменяется", "none"),
    ("выставляю седьмого нет пауза я подумаю", "none"),
    ("выставляю седьмого нет антракт восьмого", "nominate 8"),
    # near-misses: the pause word with no correction, a cancelled thing that is no act
    ("антракт выставляю седьмого", "nominate 7"),
    ("репетиция отменяется выставляю седьмого", "nominate 7"),
]


test_rule_order_called_off = rules.heard_as(CALLED_OFF, TABLES, ids=["12", "25"])


BLAMED = [
    # correction (tuning91): after the fix, an apology and the slip blamed on what was said to
    # him («подсказал неправильно»): «неправильно» the manner of a past verb of speech, a
    # remark; the fix stands
    ("выставляю пятого то есть шестого извините сосед сказал неправильно", "nominate 6"),
    ("выставляю пятого нет шестого простите мне подсказали неверно", "nominate 6"),
    # near-miss: «неправильно» as the correction itself, the seat taken back
    ("выставляю пятого неправильно", "none:attempt"),
]


test_rule_slip_blamed = rules.heard_as(BLAMED, TABLES, ids=["12", "25"])


OF_ALL = [
    # no_such_seat (tuning91): an ordinal with «из» and the table's count («из двенадцати»: of
    # its seats) is the seat among them, no score
    ("выставляю пятого из двенадцати", "nominate 5"),
    ("я выставляю двенадцатого из двенадцати возможных", "nominate 12"),
    # near-misses: a score, one of a few, a count that is not the table's
    ("десять из десяти выставляю пятого", "nominate 5"),
    ("выставляю одного из двенадцати", "none:attempt"),
    ("выставляю первого из трех", "none:attempt"),
]


test_rule_ordinal_of_the_table = rules.heard_as(OF_ALL, corpus.TWELVE)


STAGE_END = [
    # end_speech (tuning91): the theatre's closings — the stage word alone or after the formula
    # (the end, the bow, the applause, the curtain falling, leaving for the wings), his piece
    # said to be done, no lines left, the stage handed on; read without the grammar
    ("финал спасибо", "end_speech"),
    ("ну все поклон залу", "end_speech"),
    ("пас аплодисменты", "end_speech"),
    ("спасибо занавес опустился", "end_speech"),
    ("на этом все ухожу со сцены", "end_speech"),
    ("моя партия на сегодня отыграна", "end_speech"),
    ("мой монолог закончен", "end_speech"),
    ("я отыграла свою роль", "end_speech"),
    ("больше нет реплик", "end_speech"),
    ("реплики кончились", "end_speech"),
    ("уступаю сцену следующей актрисе", "end_speech"),
    # near-misses: another's piece done, his not yet, a future one, a stage word in talk, the
    # curtain not falling, the act before the closing
    ("монолог восьмого окончен", "none"),
    ("его роль сыграна", "none"),
    ("мой монолог еще не закончен", "none"),
    ("третий закончил свой монолог", "none"),
    ("финал пьесы будет жарким", "none"),
    ("конец седьмого близок", "none"),
    ("реплик у меня много", "none"),
    ("занавес еще не опустился", "none"),
    ("выставляю девятого поклон", "nominate 9"),
    ("выставляю девятого и мой монолог окончен", "nominate 9"),
]


test_rule_stage_closing = rules.heard_and_ended(STAGE_END, TABLES, ids=["12", "25"],
                                                closings_only=True)


STAGE_END_EN = [
    # english / end_speech (tuning91): the same closings in English
    ("curtains", "end_speech"),
    ("thanks take a bow", "end_speech"),
    ("my performance is over", "end_speech"),
    # near-misses: another's act over, the act before the curtain
    ("his performance is over", "none"),
    ("i nominate four curtain", "nominate 4"),
]


test_rule_english_stage_closing = rules.heard_as(STAGE_END_EN, ENGLISH_TABLES, ids=["10", "20"])
