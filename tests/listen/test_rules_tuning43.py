"""Rule cases for the misses of tuning43.tsv (a student/youth club evening: slang, number
nicknames, take-backs with reasons) and tuning44.tsv (a big family holiday party: polite,
old-fashioned speech, everyday numbers) that general rules fix (after their first tuning; first
of all their six false nominations), at the 12-seat table, a 25-seat one and in English: one rule
of speech each, in phrasings no corpus has, with the near-misses that must stay what they are.
No label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # correction (tuning43, a false nomination): the youth's «кринж», «зашквар» (cringe) after
    # the seat is his exclamation at his own slip, as «блин»: a take-back after it takes the act
    # back, a seat after it replaces; closing the utterance, the seat stands
    ("кидаю девятого кринж отменяю", "none"),
    ("выставляю девятого зашквар передумал", "none"),
    ("выставляю девятого кринж десятого", "nominate 10"),
    ("выставляю девятого кринж", "nominate 9"),
    ("кринж выставляю девятого", "nominate 9"),
    # correction (tuning43, a false nomination): «не» stammered three times or more («не не не»)
    # is the stammered «не не» (no, no): the seat after it replaces; «хотя не не» is «хотя нет»;
    # «не» once before a seat still denies it, and the seat said stands
    ("выставляю пятого не не не шестого", "nominate 6"),
    ("кидаю пятого хотя не не шестого", "nominate 6"),
    ("выставляю пятого не шестого", "nominate 5"),
    ("выставляю пятого хотя не не", "none:attempt"),
    # future_hypothetical (tuning43, a false nomination): «в финалке» (in the final, slang) is a
    # time noun as «в финале»: «выставлю» with it is a plan
    ("в финалке я выставлю одиннадцатого", "none"),
    ("выставлю одиннадцатого в финалке", "none"),
    ("выставлю одиннадцатого", "nominate 11"),
    # future_hypothetical (tuning44, a false nomination): «на будущее» (for the future), and a
    # time before an imperative of warning («запомни», «учти») is the time of «выставлю» after
    # it: a warning of a plan; the present «выставляю» stays the act, and a past verb between
    # keeps the time its own
    ("на будущее учти девятый я тебя выставлю", "none"),
    ("на будущее выставлю девятого", "none"),
    ("завтра запомните выставлю девятого", "none"),
    ("на будущее запомни девятый я тебя выставляю", "nominate 9"),
    ("вчера я запомнил девятого выставлю его", "nominate 9"),
    # reported_speech (tuning44, a false nomination): «так вот» (and so) between the retold act
    # and the disagreement with it is free, as «но»: the act is retold, not his
    ("как сказал восьмой выставляю второго так вот я с ним не согласен", "none"),
    ("выставляю второго так вот я с ним не согласен", "nominate 2"),
    ("как сказал восьмой выставляю второго так вот я согласен", "nominate 2"),
    # end_speech (tuning43, tuning44): after the end formula, the family's address («дорогие
    # мои»), a holiday wish («и с новым годом», «с праздником») and the youth's «рил» (really)
    # close it as «друзья» does; alone, or before the act, they end nothing
    ("у меня все мои дорогие", "end_speech"),
    ("спасибо всем и с праздником", "end_speech"),
    ("я пас рил", "end_speech"),
    ("с праздником", "none"),
    ("дорогие мои выставляю шестого", "nominate 6"),
    ("рил выставляю шестого", "nominate 6"),
    ("выставляю шестого с наступающим", "nominate 6"),
    # end_speech (tuning44): «можно следующему» (the next may speak) after the end formula
    # passes the floor on politely, as «следующему»; alone, or after the act, it ends nothing
    # end_speech (tuning43): «мои полномочия все» (my powers end here), the youth's meme, is the
    # end formula; before the act it ends nothing, and other powers are not his
    ("ну все мои полномочия все", "end_speech"),
    ("мои полномочия все кидаю шестого", "nominate 6"),
    ("у ведущего полномочия все решать", "none"),
    ("все я закончил можно следующему", "end_speech"),
    ("можно следующему", "none"),
    ("кидаю шестого можно следующему", "nominate 6"),
    # no_such_seat (tuning44): «нолик» (the fond «ноль») is zero, no seat at any table; in free
    # talk before the act it is no seat said
    ("кидаю нолик", "none:no such seat"),
    ("выставляю нолика", "none:no such seat"),
    ("в крестики нолики играли выставляю шестого", "nominate 6"),
    # future_hypothetical (tuning44): «если можно», «если разрешите» (if I may) opening the act
    # ask leave politely, as «если позволите»: no condition; «если можно было бы», «если нельзя»
    # and another time after the act still make it none
    ("если можно кидаю девятого", "nominate 9"),
    ("если разрешите выставляю девятого", "nominate 9"),
    ("если можно было бы выставляю девятого", "none"),
    ("если нельзя выставляю девятого", "none"),
    ("если можно я выставлю девятого потом", "none"),
    # canonical (tuning43): the youth's «го» (go) with «я» before his own present act («го, я
    # выставляю…») leads it, as «давай выставляю…»; «го я выставлю», «го мы выставляем», «го
    # выставим» (the table asked) stay proposals
    ("го я кидаю седьмого", "nominate 7"),
    ("ну го я выставляю седьмого", "nominate 7"),
    ("го я выставлю седьмого", "none"),
    ("го мы выставляем седьмого", "none"),
    ("го выставим седьмого", "none"),
    # questions (tuning44): a question word said twice («кого кого») is said once: his own
    # question answered by the act after it, as «кого? выставляю…»; with no seat after it, or
    # with the table asked («выставляем»), it stays a question
    ("так кого кого кидаю восьмого", "nominate 8"),
    ("кого кого выставляем", "none"),
    ("кого кого выставляю", "none"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


TWENTY_FIVE_RULES = [
    # case_forms (tuning43): «пятнашка» (the slang noun for fifteen) is seat fifteen in every
    # case, as «трешка» is three; at a table of twelve it is no seat
    ("выставляю пятнашку", "nominate 15"),
    ("кидаю пятнашку на голосование", "nominate 15"),
    # recognizer_damage (tuning44): «третьего» split at its soft sign, the sign lost («трет
    # его»), is joined, after «двадцать» too; «трет» alone is no seat, and «трет» (rubs) before
    # «его» with no act is no act
    ("кидаю трет его", "nominate 3"),
    ("кидаю двадцать трет его на голосование", "nominate 23"),
    ("кидаю трет", "none:attempt"),
    ("он трет его нос", "none"),
]


test_rule_twenty_five = rules.heard_as(TWENTY_FIVE_RULES, corpus.TWENTY_FIVE)


ENGLISH_RULES = [
    # questions (tuning43, a false nomination): «…or nah», «…or not» closing the act asks about
    # it, as «…или нет»; «whether you like it or not» is no question
    ("i nominate five or nah", "none"),
    ("nominate five or not", "none"),
    ("i nominate five whether you like it or not", "nominate 5"),
    ("i nominate five", "nominate 5"),
    # english (tuning43): the youth's fillers «lowkey», «fr», «ngl», «bro» around the act, and
    # «no cap» (no lie), are free, as «like»; «no» alone before a seat still corrects, and a
    # negated act stays negated
    ("ngl i nominate five", "nominate 5"),
    ("bro fr nominate five", "nominate 5"),
    ("i'm nominating five no cap", "nominate 5"),
    ("i nominate five no six", "nominate 6"),
    ("lowkey i'm not nominating five", "none"),
    ("ngl five is sus", "none"),
]


test_rule_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)


def test_fifteen_is_no_seat_at_twelve():
    assert corpus.heard("выставляю пятнашку", corpus.TWELVE) == "none:no such seat"
