"""Rule cases for the misses of tuning64.tsv (a rating-tournament final under a strict referee:
terse formula speech, seats by number only, time pressure, quick self-corrections) that general
rules fix, at the 12- and 25-seat tables (and ten seats where the table's size decides): one
rule of speech each, in phrasings no corpus has, with the near-misses that must stay what they
are. Its two false nominations blind («при попиле я выставлю третьего», «в случае автокатастрофы
выставлю пятнадцатого») are the first rule's; no label was changed."""

from __future__ import annotations

from pihost.listen.context import ListenContext
from tests.listen import corpus, rules

TEN = ListenContext(speaker=4, alive=tuple(range(1, 11)), seats=10)
TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

CONDITION = [
    # future_hypothetical (tuning64, the false nominations): «при» and an event, «в случае»
    # and what may happen make «выставлю» a plan for that case; not «при этом», «при всем
    # уважении» (a pronoun after «при»), «в любом случае», nor the present act
    ("при равенстве голосов выставлю одиннадцатого", "none"),
    ("при переголосовании я выставлю второго", "none"),
    ("выставлю второго при ничьей", "none"),
    ("в случае дележки выставлю девятого", "none"),
    ("в случае если стол разделится я выставлю девятого", "none"),
    ("выставлю девятого в случае чего", "none"),
    ("при всем уважении выставлю девятого", "nominate 9"),
    ("при этом я выставлю одиннадцатого", "nominate 11"),
    ("в любом случае выставлю одиннадцатого", "nominate 11"),
    ("при переголосовании выставляю второго", "nominate 2"),
]


test_rule_condition_of_the_case = rules.heard_as(CONDITION, TABLES)


FINAL = [
    # late_nomination (tuning64): «в финале» with the present act is the stage the game is
    # at (the final is now), not a later time; with «выставлю», «будем выставлять» a plan still
    ("мы в финале так что выставляю седьмого у меня все", "nominate 7"),
    ("в финале я выставляю одиннадцатого", "nominate 11"),
    ("в финале выставлю одиннадцатого", "none"),
    ("в финале мы будем выставлять одиннадцатого", "none"),
    ("выставлю седьмого в финале", "none"),
]


test_rule_in_the_final_now = rules.heard_as(FINAL, TABLES)


TWO_TO_THE_VOTE = [
    # vote_phrase (tuning64): two seats after «ставлю (отправляю) на голосование» are an
    # act whose seat cannot be told, as after «выставляю»; one seat is the act
    ("ставлю на голосование девятого и одиннадцатого", "none:attempt"),
    ("отправляю на голосование второго и себя", "none:attempt"),
    ("ставлю на голосование девятого", "nominate 9"),
    ("не ставлю на голосование девятого и одиннадцатого", "none"),
]


test_rule_two_seats_to_the_vote = rules.heard_as(TWO_TO_THE_VOTE, TABLES)


def test_rule_two_seats_to_the_vote_at_ten():
    assert corpus.heard("ставлю на голосование первого и десятого", TEN) == "none:attempt"


FIXES = [
    # correction (tuning64): «секунду», «минуту» (one second) stop the speaker before the
    # seat in its place, as «секундочку»; «не то» («не тот», «не та»: not that one) before
    # another seat corrects it; «не то X, не то Y» (either one) leaves it unclear, «не то
    # чтобы» is no correction, the same seat after «не то» is none in its place
    ("выставляю третьего секунду одиннадцатого", "nominate 11"),
    ("выставляю девятую минуту восьмую", "nominate 8"),
    ("выставляю третьего одну секунду девятого", "nominate 9"),
    ("выставляю восьмого не то девятого", "nominate 9"),
    ("выставляю третью не та вторую спасибо", "nominate 2"),
    ("выставляю восьмого не тот десятого", "nominate 10"),
    ("выставляю не то восьмого не то девятого", "none:attempt"),
    ("выставляю третьего не то второго не то первого", "none:attempt"),
    ("выставляю восьмого не то чтобы я уверен", "nominate 8"),
    ("не то чтобы я выставляю восьмого просто смотрю", "none"),
    ("восьмой не то девятый мне не нравится", "none"),
]


test_rule_quick_fix = rules.heard_as(FIXES, TABLES)


def test_rule_quick_fix_beyond_the_table():
    assert corpus.heard("выставляю пятого не то одиннадцатого", TEN) == "none:no such seat"


HALL = [
    # negation_scope (tuning64): «не слушайте» with others for its object (the hall, the fans,
    # him) tells the table not to heed them; the act stands. «не слушайте (меня)», «не
    # слушайте, что я сказал» still let it go
    ("выставляю восьмого не слушайте трибуну", "nominate 8"),
    ("выставляю восьмого не слушай его", "nominate 8"),
    ("выставляю восьмого не слушайте болельщиков спасибо", "nominate 8"),
    ("выставляю восьмого не слушайте меня", "none"),
    ("выставляю восьмого ой не слушайте", "none"),
    ("выставляю восьмого не слушайте что я сказал", "none"),
]


test_rule_others_not_heeded = rules.heard_as(HALL, TABLES)


NOW_OR_NEVER = [
    # future_hypothetical (tuning64): «если не сейчас, то никогда», «сейчас или никогда»
    # say now is the time, no condition; «если не сейчас», «если не сейчас то завтра» are one
    ("если не сейчас то никогда выставляю девятого", "nominate 9"),
    ("сейчас или никогда выставлю девятого", "nominate 9"),
    ("теперь или никогда выставляю двенадцатого", "nominate 12"),
    ("если не сейчас то завтра выставлю девятого", "none"),
    ("если не сейчас выставлю девятого", "none"),
]


test_rule_now_or_never = rules.heard_as(NOW_OR_NEVER, TABLES)


WISH_DONE = [
    # wish_plan_proposal (tuning64): «хочу N» and then the present act with no seat of its
    # own: the wish done by the act on that seat; not «не хочу», «может хочу», nor «выставлю»,
    # «выставить» (the wish still)
    ("хочу одиннадцатого выставляю", "nominate 11"),
    ("я хочу номер девять выставляю", "nominate 9"),
    ("хочу одиннадцатого выставить", "none"),
    ("хочу одиннадцатого выставлю", "none"),
    ("может хочу одиннадцатого выставляю", "none:attempt"),
    ("хочу одиннадцатого но выставляю второго", "nominate 2"),
]


test_rule_wish_done = rules.heard_as(WISH_DONE, TABLES)


OWN_CLAUSES_AFTER = [
    # number_inside_words (tuning64): a time word after the act with its own past clause
    # («однажды уже ошибся»: once, already) is that clause's, the act is now; alone it is
    # another time for the act
    ("выставляю одиннадцатого однажды уже промахнулся", "nominate 11"),
    ("выставляю одиннадцатого однажды мы уже спорили", "nominate 11"),
    ("выставляю одиннадцатого однажды", "none"),
    ("выставлю одиннадцатого однажды", "none"),
]


test_rule_time_of_a_past_clause = rules.heard_as(OWN_CLAUSES_AFTER, TABLES)


ASKED_THEN_DONE = [
    # questions (tuning64): «выставлять N или нет?» (his own act asked in the infinitive)
    # answered by the present act after it is the act; the question alone, or answered with
    # «выставлю», is none
    ("выставить девятого или нет выставляю девятого", "nominate 9"),
    ("выставлять или нет я выставляю двенадцатого", "nominate 12"),
    ("выставлять девятого или нет", "none"),
    ("выставлять девятого или нет выставлю его завтра", "none"),
]


test_rule_own_question_answered = rules.heard_as(ASKED_THEN_DONE, TABLES)
