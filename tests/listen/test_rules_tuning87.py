"""Rule cases for the misses of tuning87.tsv (the final table of a veterans' tournament with a
judge: long, formal speeches under a strict minute; slips corrected at once; formal closings
(«время мне не нужно», «позицию озвучил»); protocol, fouls, earlier games) that general rules
fix, at the 12- and 25-seat tables: one rule of speech each, in phrasings no corpus has, with the
near-misses that must stay what they are. Its one false nomination blind was a seat proposed as
the object of «предлагаю» before the vote phrase («предлагаю пятого на голосование»)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

PROPOSED = [
    # wish_plan_proposal (tuning87): the seat as the object of «предлагаю» right after it, the
    # vote phrase only after the seat, is proposed to the table (as «предлагаю седьмого на
    # выставление»), not the formula of the act «предлагаю на голосование N»
    ("я предлагаю восьмого на голосование", "none"),
    ("предлагаем номер шесть на голосование", "none"),
    ("коллеги предложу десятого на голосование", "none"),
    ("предлагаю шестого к голосованию", "none"),
    # near-misses: the formula with the phrase first, the phrase before the verb, «кандидатуру»,
    # the act after the proposal, another vote verb
    ("предлагаю на голосование восьмого", "nominate 8"),
    ("на голосование предлагаю восьмого", "nominate 8"),
    ("предлагаю кандидатуру восьмого на голосование", "nominate 8"),
    ("предлагаю восьмого на голосование и выставляю его", "nominate 8"),
    ("ставлю восьмого на голосование", "nominate 8"),
    ("предлагаю к голосованию шестого", "nominate 6"),
]


test_rule_seat_proposed = rules.heard_as(PROPOSED, TABLES, ids=["12", "25"])


CLOSINGS = [
    # end_speech (tuning87): the tournament's closings, read by the matcher without the grammar —
    # the time left declined, his position stated, enough said for the day
    ("мне больше не нужно время", "end_speech"),
    ("оставшиеся секунды мне не нужны", "end_speech"),
    ("я свою позицию обозначила", "end_speech"),
    ("изложил свою позицию коллеги", "end_speech"),
    ("пожалуй на этом достаточно", "end_speech"),
    ("думаю хватит", "end_speech"),
    # near-misses: another's time or say, the close negated or to come, the ballot enough, enough
    # of something, the time needed for a purpose, «ну хватит» alone (stop it)
    ("пятому время не нужно", "none"),
    ("он позицию озвучил", "none"),
    ("я не озвучил позицию", "none"),
    ("позицию озвучу позже", "none"),
    ("мне хватит", "none"),
    ("этого пока достаточно", "none"),
    ("думаю пятого достаточно", "none"),
    ("пожалуй хватит ругаться", "none"),
    ("время мне не нужно чтобы понять", "none"),
    ("ну хватит", "none"),
    # the act before the close stays the act
    ("выставляю пятого время мне не нужно", "nominate 5"),
    ("позицию обозначил выставляю пятого", "nominate 5"),
]


test_rule_tournament_closings = rules.heard_as(CLOSINGS, TABLES, ids=["12", "25"])


OWN_AGAINST = [
    # reported_speech (tuning87): «я же» right before the act sets the speaker's own act against
    # the words retold before it (after whom they were repeated, where they were written), as it
    # does after a quoted act
    ("четвертый повторил за первым я же выставляю девятого", "nominate 9"),
    ("пятый крикнул за ним я же выставляю девятого", "nominate 9"),
    ("седьмой написал в чате я же выставляю второго", "nominate 2"),
    # near-misses: no «же» (the quote goes on), «я же» right after the verb of speech (his words)
    ("четвертый повторил за первым выставляю девятого", "none"),
    ("четвертый повторил за первым я выставляю девятого", "none"),
    ("седьмой написал в чате выставляю второго", "none"),
    ("четвертый сказал я же выставляю девятого", "none"),
]


test_rule_own_act_against_the_retold = rules.heard_as(OWN_AGAINST, TABLES, ids=["12", "25"])


ANYONE_OR = [
    # questions (tuning87): a plural act with an indefinite object («кого нибудь», «кого либо»,
    # with «сегодня», «еще») and the other choice after «или» asks the table whether to nominate
    # at all, as «выставляем кого нибудь еще, или хватит?»
    ("выставляем кого нибудь или снова никого", "none"),
    ("выставляем кого либо сейчас или опять тишина", "none"),
    ("выставляем кого нибудь еще или пустой круг", "none"),
    # near-misses: a seat as the other choice (his act, seat unclear), two seats, his own act
    ("выставляем кого нибудь или пятого", "none:attempt"),
    ("выставляем пятого или шестого", "none:attempt"),
]


test_rule_anyone_or_the_other_choice = rules.heard_as(ANYONE_OR, TABLES, ids=["12", "25"])


CLEFT = [
    # anaphora (tuning87): the seat named, then «вот кого (я) выставляю» — the cleft points back
    # at it, his act now (no question: the seat answers before it is asked)
    ("игрок номер пять вот кого выставляю", "nominate 5"),
    ("седьмой вот кого я выставляю спасибо", "nominate 7"),
    ("седьмого вот кого я выставляю", "nominate 7"),
    # near-misses: a plan, a modal, negated, the table asked, no seat, the seat in another case
    # or after a preposition, someone else's words
    ("седьмой вот кого я выставлю", "none"),
    ("седьмой вот кого надо выставлять", "none"),
    ("седьмой вот кого я не выставляю", "none"),
    ("седьмой вот кого выставляем", "none"),
    ("вот кого я выставляю", "none"),
    ("седьмому вот кого я выставляю", "none"),
    ("про седьмого вот кого я выставляю", "none"),
    ("пятый сказал седьмой вот кого я выставляю", "none"),
]


test_rule_cleft_after_the_seat = rules.heard_as(CLEFT, TABLES, ids=["12", "25"])


ORDER_DONE = [
    # anaphora (tuning87): an ordinal in the instrumental right after a past verb («выставили
    # первым», «говорил вторым») says in what order it was done and names no seat, so the
    # pronoun after it points at the one seat named
    ("седьмой говорил первым выставляю его", "nominate 7"),
    ("пятого вчера выставили вторым а сегодня я выставляю его", "nominate 5"),
    ("девятую в прошлой игре убили третьей", "none"),
    # near-misses: the ordinal after a preposition is a seat (two seats before the pronoun)
    ("седьмой говорил с первым выставляю его", "none:attempt"),
    ("седьмой спорил с третьим выставляю его", "none:attempt"),
]


test_rule_order_of_what_was_done = rules.heard_as(ORDER_DONE, TABLES, ids=["12", "25"])


ENGLISH_TABLES = [corpus.ENGLISH_TEN, corpus.ENGLISH_TWENTY]

ENGLISH = [
    # end_speech (tuning87): the debater's formal close, his time or the floor given up, and
    # the judge thanked («thank you, judge»: at a tournament the host is the judge)
    ("thank you judge", "end_speech"),
    ("i yield the floor", "end_speech"),
    ("thanks everyone i yield the rest of my time", "end_speech"),
    # near-misses: another yields, the yield refused, the act before it
    ("he yields his time", "none"),
    ("i will not yield my time", "none"),
    ("i nominate four i yield my time", "nominate 4"),
    ("judge i nominate four", "nominate 4"),
    # questions (tuning87): the question of himself answered «yes, i can (should)», then the act
    # in its own clause with its own «i»
    ("should i nominate four yes i should i nominate four", "nominate 4"),
    ("yes i can i nominate six", "nominate 6"),
    # near-misses: the question alone or answered with no act, a modal with no «yes», the
    # modal joined to the verb
    ("can i nominate six", "none"),
    ("can i nominate six yes i can", "none"),
    ("i could i nominate six", "none"),
    ("maybe i can i nominate six", "none"),
    ("yes i can nominate six", "none"),
]


test_rule_english_yield_and_answer = rules.heard_as(ENGLISH, ENGLISH_TABLES, ids=["10", "20"])


CORRECTED_ANTECEDENT = [
    # correction / anaphora (tuning87): a seat corrected right away by the next («двенадцатый,
    # то есть одиннадцатый», «вернее», «ой») is no antecedent: the object pronoun after them
    # points at the seat that stands
    ("двенадцатый то есть одиннадцатый я его выставляю", "nominate 11"),
    ("двенадцатый вернее одиннадцатый выставляю его", "nominate 11"),
    ("номер восемь ой номер девять выставляю его", "nominate 9"),
    # near-misses: two seats side by side or offered as a choice, no correction between
    ("двенадцатый и одиннадцатый выставляю его", "none:attempt"),
    ("двенадцатый или одиннадцатый выставляю его", "none:attempt"),
    ("двенадцатый молчит одиннадцатый выставляю его", "none:attempt"),
]


test_rule_corrected_seat_no_antecedent = rules.heard_as(CORRECTED_ANTECEDENT, TABLES, ids=["12", "25"])


DOER = [
    # anaphora (tuning87): a demonstrative with a noun of a doer («этого защитника», «этого
    # обвинителя», «этого болтуна») points at the one seat named in the nominative, the subject
    # who did it, when more seats were named before it
    ("пятого обвинил седьмой выставляю этого обвинителя", "nominate 7"),
    ("шестого все ругают а девятый за него заступается выставляю этого заступника", "nominate 9"),
    # near-misses: a neutral noun or none (two seats before it), a participle of the one it was
    # done to, two subjects
    ("пятого обвинил седьмой выставляю этого игрока", "none:attempt"),
    ("пятого обвинил седьмой выставляю этого", "none:attempt"),
    ("пятого обвинил седьмой выставляю этого обвиняемого", "none:attempt"),
    ("пятый и седьмой болтали выставляю этого болтуна", "none:attempt"),
]


test_rule_demonstrative_doer = rules.heard_as(DOER, TABLES, ids=["12", "25"])
