"""Rule cases for the misses of tuning52.tsv (an international table in Yerevan: second-language
Russian, home-language and English words) that general rules fix (first of all its false
nominations), at the 25-seat table and in English: one rule of speech each, in phrasings no
corpus has, with the near-misses that must stay what they are. No label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

QUOTE_RULES = [
    # reported_speech (tuning52, a false nomination): after a verb of speech, whom he told
    # («мне», «нам», «всем») before where or when he said it («в перерыве», «на ухо») still
    # opens his quote; where alone, with no verb of speech before it, quotes no one
    ("одиннадцатый шепнул нам на кухне выставляю второго", "none"),
    ("семнадцатая написала всем в группе я выставлю шестого", "none"),
    ("нам на кухне выставляю второго", "nominate 2"),
    # reported_speech (tuning52): «такой / такая» as the predicate of a thing named before it
    # («погода у нас такая», «логика такая») says what it is like, not «он такой: …» (his words
    # quoted); its «всегда» is that clause's habit; after a person or a seat it still quotes
    ("погода сегодня такая выставляю девятого", "nominate 9"),
    ("ситуация опять такая выставляю девятого", "nominate 9"),
    ("а сосед у нас такой выставляю девятого", "none"),
    ("девятый такой выставляю третьего", "none"),
    # late_nomination (tuning52): «(не) по теме», «по делу», «в тему» right before a verb of
    # talking that goes on («говорил», «болтает») say how he talked; with a verb of saying once
    # («сказал») the act after it is still his words
    ("шестой все время не в тему болтает выставляю шестого", "nominate 6"),
    ("шестой по существу говорил выставляю третьего", "nominate 3"),
    ("шестой по делу сказал выставляю третьего", "none"),
    # no_such_seat (tuning52): «короче говоря», «честно говоря», «грубо говоря» are
    # parentheses, no verb of speech around the act; «говоря» alone after it stays
    ("грубо говоря выставляю тридцатого", "none:no such seat"),
    ("выставляю третьего мягко говоря", "nominate 3"),
]


test_rule_quote = rules.heard_as(QUOTE_RULES, corpus.TWENTY_FIVE)


SEAT_RULES = [
    # correction (tuning52): the apology closing right after the seat the verb governs, in the
    # singular («извини», «прости»: one person, the one nominated) or with a word of endearment
    # («…, простите, брат»), corrects nothing; «извините» to the table alone stays a slip owned
    # (the seat unclear), and a seat or «ошибся» after it still corrects
    ("выставляю третью прости", "nominate 3"),
    ("выдвигаю девятнадцатого извините братишка", "nominate 19"),
    ("выставляю третью простите", "none:attempt"),
    ("выставляю третью прости ошибся", "none:attempt"),
    ("выставляю третью прости четвертую", "nominate 4"),
    # correction (tuning52): a unit cut short, a hum, then the number said whole («шестого, ээ,
    # шестнадцатого», «третьего, эм, двадцать третьего»): the seat said whole; with another
    # unit after the hum closing the utterance, his repair (test_rules_repair.py; was two seats)
    ("выставляю шестого ээ шестнадцатого", "nominate 16"),
    ("выставляю третьего эм двадцать третьего", "nominate 23"),
    ("выставляю шестого ээ седьмого", "nominate 7"),
    ("выставляю шестого ээ седьмой мафия", "none:attempt"),
    # correction (tuning52): two seats, then one of them again closing after a settling filler
    # («короче») decides; with no filler only the second said again does
    ("выставляю девятого десятого короче девятого", "nominate 9"),
    ("выставляю девятого десятого десятого", "nominate 10"),
    ("выставляю девятого десятого девятого", "none:attempt"),
    # questions (tuning52): two seats offered as options («X или Y»), then the seat said before
    # the verb that is one of them chooses it; the options alone before the verb stay two
    ("третьего или восьмого третьего выставляю", "nominate 3"),
    ("третьего или восьмого выставляю", "none:attempt"),
    # late_nomination (tuning52): after the act's seat, «а N следующий / потом» puts the other
    # seat off to next time; «а N» alone is a second seat
    ("выставляю второго а шестой потом", "nominate 2"),
    ("выставляю второго а шестого следующим", "nominate 2"),
    ("выставляю второго а шестого", "none:attempt"),
    # no_such_seat (tuning52): how many they are («у нас семь», «нас же девять») right before
    # the seat said before the verb is no second seat
    ("выставляю двенадцатого ой нас же девять третьего выставляю", "nominate 3"),
    ("девять третьего выставляю", "none:attempt"),
    # correction (tuning52): «он уже есть» (he is on the list already) before the seat said
    # before the verb governs no object; «хочу есть …» still does
    ("не второго она уже есть восьмого выставляю", "nominate 8"),
    ("пора есть восьмого выставляю", "none:attempt"),
    # anaphora (tuning52): «вот кто …» after the seat named points at him, no one else; «кто»
    # with no «вот» before it leaves the seat unclear
    ("тринадцатая вот кто нам врет выставляю ее", "nominate 13"),
    ("тринадцатая кто нам врет выставляю ее", "none:attempt"),
]


test_rule_seat = rules.heard_as(SEAT_RULES, corpus.TWENTY_FIVE)


WORD_RULES = [
    # recognizer_damage (tuning52): the act's verb split with the letter at the split heard
    # twice («выстав вляю») is joined; «не» before it still negates
    ("выстав вляем двадцать второго", "nominate 22"),
    ("я не выстав вляю двадцать второго", "none"),
    # recognizer_damage, vote_phrase (tuning52): «помер» for «номер», the nominative
    # «кандидатура» right after the act's verb and before the number are the seat words; not
    # anywhere else
    ("ну выставляю помер девятнадцать", "nominate 19"),
    ("предлагаю кандидатура девятнадцатого", "nominate 19"),
    ("девятнадцатый помер со смеху выставляю двадцатого", "nominate 20"),
    # host_echo (tuning52): «пишите», «пиши» to the host are host verbs; «пожалуйста» after the
    # seat keeps it closing; with no host addressed, no act
    ("судья пиши девятнадцатого", "nominate 19"),
    ("ведущая запишите шестого пожалуйста", "nominate 6"),
    ("пишите девятнадцатого", "none"),
    # questions (tuning52): the act with an indefinite object («кого нибудь еще») and «или
    # хватит», «или не надо» closing asks the table; the indefinite object alone stays an attempt
    ("выдвигаем кого то еще или не надо", "none"),
    ("выдвигаем кого то еще", "none:attempt"),
    # end_speech (tuning52, an international table): the thanks of the home languages
    # («рахмет», «дякую», «мадлоба», «мерси»), the pass for this day, the speaker's own side
    # claimed after the formula; after the act the act stands
    ("дякую всем", "end_speech"),
    ("ну мерси", "end_speech"),
    ("я сегодня пас", "end_speech"),
    ("пас я мирная", "end_speech"),
    ("выставляю девятого мадлоба", "nominate 9"),
    ("я мирная", "none"),
]


test_rule_word = rules.heard_as(WORD_RULES, corpus.TWENTY_FIVE)


ENGLISH_RULES = [
    # english (tuning52, a false nomination): «nominating N» with no «i'm», «we're» before it
    # and a predicate right after its seat («…would be a mistake», «…seems risky») is the
    # gerund talked about, not the act; «i'm nominating N» is the act
    ("nominating four seems risky to me", "none"),
    ("honestly nominating him would be silly", "none"),
    ("i'm nominating four now", "nominate 4"),
    # english (tuning52): «not X but Y» takes Y, as «не X, а Y»; «not X» alone negates
    ("i nominate not three but five please", "nominate 5"),
    ("i nominate not three", "none"),
    # end_speech (tuning52): the Russian thanks a guest learnt («spasibo»)
    ("spasibo everyone", "end_speech"),
    ("i nominate three spasibo", "nominate 3"),
]


test_rule_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)
