"""Rule cases for the misses of tuning37.tsv and tuning38.tsv that general rules fix (after their
first tuning; first of all tuning38's false nomination), and a case no corpus has: one rule of
speech each, in phrasings no corpus has, with the near-misses that must stay what they are. No
label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # reported_speech (tuning38's false nomination): the act's words named as a phrase
    # («фраза», «эта фраза», «выражение») and then said of («…тут звучит постоянно», «…означает
    # конец») are mentioned, not done; the phrase with nothing said of it after, or his own
    # («последняя фраза: …»), is the act, and an act of his own after the mention stands
    ("эта фраза выставляю пятого тут звучит постоянно", "none"),
    ("выражение ставлю на голосование девятого уже надоела", "none"),
    ("фраза выставляю пятого", "nominate 5"),
    ("последняя фраза выставляю девятого", "nominate 9"),
    ("фраза выставляю пятого звучит постоянно но сегодня выставляю восьмого", "nominate 8"),
    ("фраза выставляю пятого и все", "nominate 5"),
    # correction (no corpus; found by the last tuner): a correction whose seat is itself denied
    # («нет, не восьмого») names what he does not mean, so the seat said stands; denying the seat
    # said takes the act back, a seat after «а» still replaces, and a remark after the denied
    # seat still leaves it unclear
    ("кидаю девятку нет не десятку", "nominate 9"),
    ("выставляю девятого ой не пятого", "nominate 9"),
    ("выставляю девятого нет не девятого", "none"),
    ("выставляю девятого нет не девятого а пятого", "nominate 5"),
    ("выставляю девятого нет не пятого а шестого", "nominate 6"),
    ("выставляю девятого нет не пятого он мирный", "none:attempt"),
    # end_speech (tuning37, tuning38): «у меня сегодня все» (as «у меня на сегодня все») and «у
    # мене все» («меня» heard with a dialect «е», as «у мня все») are the end formula; with a
    # predicate after «все» («все плохо», «все хорошо»), or the act after it, they are not
    ("ну у меня сегодня все", "end_speech"),
    ("у мене пока все спасибо", "end_speech"),
    ("у меня сегодня все плохо", "none"),
    ("у мене все хорошо", "none"),
    ("у меня сегодня все выставляю девятого", "nominate 9"),
    # end_speech (tuning37): a formula that closes the whole speech («у меня все», «вот и все»)
    # ends it after a «про» (about) clause, as «спасибо» does, and «я сказал все» is a formula
    # of its own; what he keeps about someone («про девятого молчу», «…мне сказать нечего»),
    # «я сказал все» about someone, or someone else's «сказал все» are not
    ("я все объяснил про девятого и десятого у меня все", "end_speech"),
    ("про девятого я сказал все вот и все", "end_speech"),
    ("ну я сказал все", "end_speech"),
    ("про девятого молчу", "none"),
    ("про девятого мне сказать нечего", "none"),
    ("про девятого я сказал все", "none"),
    ("девятый сказал все", "none"),
    ("я сказал все выставляю девятого", "nominate 9"),
    # correction (tuning37): after a correction, the seat corrected away named again as cleared
    # («девятый мирный», «девятый мой красный») or let go («девятого не надо») closing the
    # utterance says why he corrected: the new seat stands; the old seat called black, another
    # seat cleared, or more said after it still leave it unclear
    ("кидаю девятку ой десятку девятый хороший", "nominate 10"),
    ("выставляю девятого нет третьего девятый же мой красный", "nominate 3"),
    ("выставляю девятого нет третьего девятого не нужно", "nominate 3"),
    ("выставляю девятого нет третьего девятый черный", "none:attempt"),
    ("выставляю девятого нет третьего пятый хороший", "none:attempt"),
    ("выставляю девятого нет третьего девятый хороший игрок но", "none:attempt"),
    ("выставляю девятого нет третьего девятого надо", "none:attempt"),
    # correction (tuning38): «нет, (я) серьезно» (no, I mean it) after the act answers a doubt:
    # the seat stands, alone or said again; a retraction after it still takes the act back, a
    # remark after it is still unclear, and «нет» alone still asks again
    ("кидаю девятку нет серьезно", "nominate 9"),
    ("выставляю девятого нет я всерьез девятого", "nominate 9"),
    ("выставляю девятого нет серьезно я передумал", "none"),
    ("выставляю девятого нет я серьезно девятый черный", "none:attempt"),
    ("выставляю девятого нет", "none:attempt"),
    # recognizer_damage, end_speech (tuning38): «слово игроку (номер) N» closing the utterance
    # gives the floor (the box's own voice heard, or his pass): after the act its seat is no
    # second seat, after the end formula it still ends the speech; with a correction or another
    # seat after it, or «игроку N» with no floor word, the seat is still a second one
    ("кидаю девятку слово игроку номер десять", "nominate 9"),
    ("пас слово игроку десять", "end_speech"),
    ("кидаю девятку слово игроку десять нет восьмого", "none:attempt"),
    ("кидаю девятку слово игроку десять и восьмого", "none:attempt"),
    ("кидаю девятку игроку десять", "none:attempt"),
    ("слово игроку десять", "none"),
    # reported_speech (tuning37): «как верно сказал N», «как правильно заметил N» (as N rightly
    # said) before the act agrees with his words, as «как сказал N»: the act is the speaker's; a
    # manner word after «как» that is no agreement («как громко сказал»), or «N сказал» with no
    # «как», still opens a quote
    ("как правильно сказал десятый кидаю девятку", "nominate 9"),
    ("как точно заметил третий выставляю девятого", "nominate 9"),
    ("как громко сказал десятый выставляю девятого", "none"),
    ("десятый сказал выставляю девятого", "none"),
    # future_hypothetical (tuning38): the saying «если бы да кабы» (ifs and buts) before the act
    # is no condition, as «если честно»; «если бы» with a clause of its own still is
    ("ну если бы да кабы а так кидаю девятку", "nominate 9"),
    ("если бы да кабы выставляю девятого", "nominate 9"),
    ("если бы девятый молчал выставил бы девятого", "none"),
    ("если бы я мог выставляю девятого", "none"),
    # late_nomination (tuning38): «а больше мне сказать нечего» (and I have nothing more to say)
    # after what he said ends the speech: «а больше» is no contrast with others; «а мне сказать
    # нечего», «однако мне больше нечего сказать» (set against what others do) still are
    ("девятый мирный десятый черный а больше мне нечего сказать", "end_speech"),
    ("все выставляют а мне сказать нечего", "none"),
    ("однако мне больше нечего сказать", "none"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


ENGLISH_RULES = [
    # reported_speech (tuning38): the same in English, «the phrase … sounds …»
    ("the phrase i nominate six sounds every night", "none"),
    ("the phrase i nominate six", "nominate 6"),
]


test_rule_in_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)
