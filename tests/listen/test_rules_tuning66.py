"""Rule cases for the misses of tuning66.tsv (an evening of army and police veterans: report
style, call signs, «прием», «конец связи», hard-of-hearing players) that general rules fix, at the
12- and 25-seat tables: one rule of speech each, in phrasings no corpus has, with the near-misses
that must stay what they are. Its two false nominations blind were a candidacy proposed to be
talked over by an infinitive («предлагаю кандидатуру N обсудить») and an act the speaker denies
having said («я не говорил: выставляю N»). No label was changed."""

from __future__ import annotations

from pihost.listen.intents import ends_speech
from tests.listen import corpus, rules

TABLES = (corpus.TWELVE, corpus.TWENTY_FIVE)

DISCUSSED = [
    # vote_phrase (tuning66, a false nomination): the candidacy put forward with the infinitive
    # of talking it over right after its seat or between the verb and it («предлагаю обсудить
    # кандидатуру…», «…рассмотреть») is a topic proposed, as «на обсуждение»; not with a vote
    # named, nor the plain proposal, nor «выставляю» (the act itself) before a remark
    ("предлагаю кандидатуру девятого рассмотреть", "none"),
    ("предлагаю обсудить кандидатуру одиннадцатого", "none"),
    ("ставлю третьего обговорить", "none"),
    ("предлагаю кандидатуру девятого", "nominate 9"),
    ("предлагаю кандидатуру девятого обсудить и на голосование", "nominate 9"),
    ("выставляю девятого надо обсудить", "nominate 9"),
]


test_rule_discussed = rules.heard_as(DISCUSSED, TABLES, ids=("12", "25"))


DENIED = [
    # reported_speech (tuning66, a false nomination): «я не говорил», «я не сказала» (the
    # speaker's own past verb of speech denied) right before the act: the words he denies having
    # said, as «я не говорил, что выставляю…»; not another's silence («девятый не говорил, …»),
    # an object between («я не сказал главного»), nor the present «не говорю»
    ("я не сказала ставлю на голосование шестого", "none"),
    ("я не говорил выставляю десятого это десятый придумал", "none"),
    ("девятый не говорил выставляю девятого", "nominate 9"),
    ("я не сказал самого главного выставляю девятого", "nominate 9"),
    ("я ничего не сказал выставляю девятого", "nominate 9"),
]


test_rule_denied = rules.heard_as(DENIED, TABLES, ids=("12", "25"))


TWO_TO_THE_VOTE = [
    # vote_phrase (tuning66): two seats put to the vote by «ставлю», «кидаю», «отправляю» with
    # the vote phrase before or after them are two seats in one act, an attempt (as after
    # «выставляю»); not negated, not under a condition, nor «голосуем за» (the vote itself)
    ("кидаю на голосование второго и девятого", "none:attempt"),
    ("ставлю второго и девятого на голосование", "none:attempt"),
    ("отправляю на голосование второго или девятого", "none:attempt"),
    ("не ставлю на голосование второго и девятого", "none"),
    ("если промолчат ставлю на голосование второго и девятого", "none"),
    ("голосуем за второго и девятого", "none"),
    ("ставлю на голосование девятого", "nominate 9"),
]


test_rule_two_to_the_vote = rules.heard_as(TWO_TO_THE_VOTE, TABLES, ids=("12", "25"))


PLACED = [
    # case_forms (tuning66): «того, кто на N месте сидит» — the present verb of sitting after
    # the place, as before it («…кто сидит на N месте»); not «сидел вчера» (another time's place)
    ("выставляю того кто на девятом месте сидит", "nominate 9"),
    ("выставляю ту которая на седьмом месте сидит", "nominate 7"),
    ("выставляю того кто на девятом месте сидел вчера", "none:attempt"),
    ("не выставляю того кто на девятом месте сидит", "none"),
]


test_rule_placed = rules.heard_as(PLACED, TABLES, ids=("12", "25"))


def test_rule_placed_past_ten():
    # at 25 seats the place of a two-word seat
    assert corpus.heard("выставляю того кто на двадцать третьем месте сидит",
                        corpus.TWENTY_FIVE) == "nominate 23"


THEN_LATER = [
    # future_hypothetical (tuning66): «тогда (и) выставлю» after a clause with a future verb of
    # its own («дойдет очередь, тогда и выставлю») is a plan for when that comes, as «…, и я
    # выставлю»: no act, with its seat or without; not after a past clause, nor the present
    # «тогда выставляю», nor «тогда» opening the utterance
    ("вот закончится круг тогда и выставлю", "none"),
    ("когда шериф заговорит тогда и выставлю девятого", "none"),
    ("дойдет до меня слово тогда я выставлю девятого", "none"),
    ("девятый промолчал тогда выставлю девятого", "nominate 9"),
    ("дойдет до меня слово тогда выставляю девятого", "nominate 9"),
    ("тогда и выставлю девятого", "nominate 9"),
]


test_rule_then_later = rules.heard_as(THEN_LATER, TABLES, ids=("12", "25"))


CLOSINGS = [
    # end_speech (tuning66): the soldier's and the officer's close: his shooting done («все,
    # отстрелялась»), his report finished («доклад закончила», «заканчиваю доклад»), the
    # stand-down «отбой» alone or after the formula; «отбой» after an act takes it back (none),
    # and a report still to come is no close
    ("ну все отстрелялась", "end_speech"),
    ("заканчиваю доклад спасибо", "end_speech"),
    ("я закончила доклад", "end_speech"),
    ("отбой", "end_speech"),
    ("у меня все отбой", "end_speech"),
    ("выставляю девятого отбой", "none"),
    ("выставляю девятого доклад закончил", "nominate 9"),
    ("скоро закончу доклад", "none"),
    # end_speech (tuning66): after the formula, the radio's «прием» (over), the soldier's «так
    # точно», the players thanked, nothing on his mind («…, у меня пока нет идей»); «прием»
    # alone opens a call, and a thought he lacks is no close by itself
    ("у меня все прием", "end_speech"),
    ("пас так точно", "end_speech"),
    ("благодарю всем игрокам", "end_speech"),
    ("пас у меня пока нет идей", "end_speech"),
    ("выставляю девятого прием", "nominate 9"),
    ("прием прием как слышно", "none"),
    ("у меня пока нет идей", "none"),
    ("так точно", "none"),
]


test_rule_closing = rules.heard_as(CLOSINGS, TABLES, ids=("12", "25"))


ENGLISH = [
    # english (tuning66): the radio's close «over and out», «end of transmission», «roger out»,
    # and «over», «copy that» after the formula; an act before them stays the act, «over»
    # alone and «game over» no close
    ("nothing more over and out", "end_speech"),
    ("end of transmission", "end_speech"),
    ("thanks copy that", "end_speech"),
    ("that's it over", "end_speech"),
    ("i nominate six over and out", "nominate 6"),
    ("over", "none"),
    ("game over", "none"),
]


test_rule_english = rules.heard_as(ENGLISH, corpus.ENGLISH_TEN)


def test_the_end_of_speech_follows_the_closings():
    # the listener's end of speech (``ends_speech``) reads the same closings
    assert ends_speech("все отстрелялся") and ends_speech("на этом все прием")
    assert not ends_speech("выставляю пятого отбой") and not ends_speech("прием прием")
    assert ends_speech("that's all over and out", "en")
