"""Rule cases for the misses of tuning103.tsv (a corpus of not-acts from many kinds of tables:
other players' nominations quoted or retold, plans and conditions, future acts, questions and
proposals about nominating, and the speaker's own act after them) that general rules fix, at the
12- and 25-seat tables: one family each, in phrasings no corpus has, with the near-misses that
must stay what they are (negated, another's, a future, a question, an act before it). Blind it
had one false nomination: a quote of another's speech opened by «у второго было»."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

TABLE_ASKED_NOW = [
    # asked (tuning103): «кого (мы) сегодня/сейчас/теперь выставляем» — the table asking itself
    # whom it nominates today, the time word between the question word and the plural verb
    ("кого мы сейчас выставляем друзья", "none"),
    ("ну кого теперь выставляем", "none"),
    ("кого сегодня выставляем", "none"),
    ("кого мы сегодня выставляем давайте решать", "none"),
    # an act after the question: the act
    ("кого мы сегодня выставляем я выставляю девятого", "nominate 9"),
    # near-misses: his own act today, the table's past
    ("сегодня выставляю девятого", "nominate 9"),
    ("кого мы сегодня выставили", "none"),
]


test_rule_table_asked_now = rules.heard_as(TABLE_ASKED_NOW, TABLES, ids=["12", "25"])


THEN_BY_THEN = [
    # a plan (tuning103): «…, и тогда уже выставлю» — a future clause, then the correlate and
    # «уже» before «выставлю»: the act waits for it
    ("дождусь речи шерифа и тогда уже выставлю", "none"),
    ("послушаю десятого и тогда уже выставлю его", "none"),
    ("подумаю еще и тогда уже выставлю одиннадцатого", "none"),
    # near-misses: a past clause before the act now, «уже» alone
    ("я послушал десятого и выставляю десятого", "nominate 10"),
    ("уже выставляю одиннадцатого", "nominate 11"),
]


test_rule_then_by_then = rules.heard_as(THEN_BY_THEN, TABLES, ids=["12", "25"])


PLAN_CONDITIONED = [
    # a condition closed (tuning103): the condition after a plan of the act said with its seat
    # that is not the act now — an infinitive after a past verb («хотел выставить N, если…»),
    # the unreal «я бы выставил N, если бы…» — then his present act apart from it
    ("хотел выставить шестого если он промолчит ну а выставляю шестого", "nominate 6"),
    ("собирался выставить второго если первый не выйдет ладно выставляю второго", "nominate 2"),
    ("я бы выставила девятую если бы она не оправдалась а так выставляю восьмую", "nominate 8"),
    # near-misses: the condition before the act itself, the plan alone, a negated act after, a
    # future after
    ("если шестой промолчит выставляю шестого", "none"),
    ("хотел выставить шестого если он промолчит", "none"),
    ("хотел выставить шестого если он промолчит но не выставляю", "none"),
    ("я бы выставил шестого если бы он промолчал но выставлю его завтра", "none"),
]


test_rule_plan_conditioned = rules.heard_as(PLAN_CONDITIONED, TABLES, ids=["12", "25"])


COME_ON_THEN = [
    # a deliberation settled (tuning103): «а (ну) давай(те) (я) выставляю N» after an earlier
    # verb of the act in the utterance (asked, proposed, put off): «come on then», his own act
    ("ну и кого выставлять а давай выставляю третьего", "nominate 3"),
    ("может десятого выставить ну давай я выставляю десятого", "nominate 10"),
    ("говорят надо выставить пятого ну давайте я выставляю пятого", "nominate 5"),
    # near-misses: «давай я» opening the utterance (a proposal, as corpus.tsv), the table's
    # plural, a future, negated
    ("давай я выставляю третьего", "none"),
    ("может десятого выставить а давайте выставляем десятого", "none"),
    ("может десятого выставить а давай выставлю десятого завтра", "none"),
    ("может десятого выставить а давай я не выставляю десятого", "none"),
]


test_rule_come_on_then = rules.heard_as(COME_ON_THEN, TABLES, ids=["12", "25"])


AS_I_SAID = [
    # his own words cited (tuning103): «как я и (уже) говорил(а), выставляю N» — the speaker's
    # parenthesis, no quotation
    ("как я и говорила выставляю одиннадцатого", "nominate 11"),
    ("седьмой молчит как я уже говорил выставляю его", "nominate 7"),
    ("как я и сказал выставляю игрока номер три", "nominate 3"),
    # near-misses: how he said it (the word named), another's words, a future
    ("ты слышал как я сказал выставляю", "none"),
    ("второй говорил выставляю пятого", "none"),
    ("как я и говорил выставлю пятого в финале", "none"),
    # another's parenthesis agreed with: the act
    ("как и говорил второй выставляю пятого", "nominate 5"),
]


test_rule_as_i_said = rules.heard_as(AS_I_SAID, TABLES, ids=["12", "25"])


IN_HIS_SPEECH = [
    # quoted (tuning103): «у N (у него) было: выставляю…» — what another player's speech held
    ("у шестого было выставляю второго и все", "none"),
    ("у него было я выставляю игрока номер девять", "none"),
    ("у нее было так выставляю третью", "none"),
    # near-misses: what he had named before the act (no words of his), then the speaker's act
    ("у шестого было алиби выставляю шестого", "nominate 6"),
    ("у шестого было мало времени я выставляю шестого", "nominate 6"),
]


test_rule_in_his_speech = rules.heard_as(IN_HIS_SPEECH, TABLES, ids=["12", "25"])


WHICH_I_NOMINATE = [
    # the relative of the act (tuning103): «…N, которого (которую) я (сейчас) выставляю» closing
    # the utterance — the seat named, his act now on it
    ("поддержите пятого которого я выставляю", "nominate 5"),
    ("поддержите третью которую я сейчас выставляю", "nominate 3"),
    ("вот десятый которого я теперь выставляю", "nominate 10"),
    # near-misses: negated, a future, a past, someone else's, no seat before
    ("поддержите пятого которого я не выставляю", "none"),
    ("поддержите пятого которого я выставлю завтра", "none"),
    ("поддержите пятого которого я выставлял вчера", "none"),
    ("поддержите пятого которого выставляет первый", "none"),
    ("которого я выставляю", "none"),
]


test_rule_which_i_nominate = rules.heard_as(WHICH_I_NOMINATE, TABLES, ids=["12", "25"])
