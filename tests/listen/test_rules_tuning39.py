"""Rule cases for the misses of tuning40.tsv that general rules fix (after its first tuning; first
of all its seven false nominations), at a 25-seat city table, and then for the misses of
tuning39.tsv (after its first tuning; it had no false nomination), at the 12-seat table and in
English: one rule of speech each, in phrasings no corpus has, with the near-misses that must stay
what they are. No label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # recognizer_damage (tuning40, two false nominations): at a table past twenty, «двадцать»
    # followed by a hesitation («э», «ну») and then no number has its unit lost: the box asks
    # again; «двадцать» alone, «двадцатого, ну, …» (an ordinal, whole) or the unit said after the
    # hesitation stay what they are
    ("кидаю двадцать ну того который молчит", "none:attempt"),
    ("выставляю двадцать эм забыл номер", "none:attempt"),
    ("выставляю двадцать", "nominate 20"),
    ("выставляю двадцатого ну он весь день молчит", "nominate 20"),
    # (was an attempt; since the repair rule a hesitation after the number and another said
    # whole at the end is his repair: twenty-four)
    ("выставляю двадцать ну двадцать четвертого", "nominate 24"),
    # recognizer_damage (tuning40, a false nomination): a teen's «-надцать» split once more
    # («один на дцатого», «три на дцатого») is the teen, not the unit; the unit with a real word
    # after «на» stays the unit
    ("выставляю семь на дцатого", "nominate 17"),
    ("кидаю четыре на дцатую", "nominate 14"),
    ("выставляю седьмого на голосование", "nominate 7"),
    # correction (tuning40, a false nomination): «погодите», «подождите» (wait) before a
    # correction word lets it correct: «…, погодите, отставить» takes the act back, «…,
    # подождите, нет, N» replaces the seat; the wait word alone or with a remark after it does not
    ("кидаю двадцать третьего подождите отставить", "none"),
    ("выставляю восемнадцатого погоди нет девятнадцатого", "nominate 19"),
    ("выставляю восемнадцатого погодите", "nominate 18"),
    ("выставляю восемнадцатого подождите он же молчал", "nominate 18"),
    # reported_speech (tuning40, a false nomination): «…, это его слова, не мои» (his words, not
    # mine) closing the act disowns it, as «это его слова»; «это мои слова, не его» is his own
    ("как говорил двадцать второй кидаю семнадцатого это его слова не мои", "none"),
    ("выставляю семнадцатого это мои слова не его", "nominate 17"),
    # reported_speech (tuning40, a false nomination): an act after a verb of speech («как сказал
    # N») that the utterance closes by disagreeing with («…, но я с ним не согласен») is retold,
    # not his; agreeing, disagreeing with another seat, or no verb of speech before, it stands
    ("как говорил девятнадцатый выставляю четырнадцатого но лично я не согласна", "none"),
    ("как сказал девятнадцатый выставляю четырнадцатого и я с ним согласен", "nominate 14"),
    ("как сказал девятнадцатый выставляю четырнадцатого но я не согласен с пятым", "nominate 14"),
    ("выставляю четырнадцатого но я с ним не согласен", "nominate 14"),
    # future_hypothetical (tuning40, a false nomination): «днем» (in the day), as «ночью», names
    # another time for the perfective «выставлю»: a plan; the present «выставляю» stays the act
    ("этой ночью мафия промахнется а днем я выставлю двадцать пятого", "none"),
    ("днем выставлю восемнадцатого", "none"),
    ("ну а теперь выставляю восемнадцатого", "nominate 18"),
    # end_speech (tuning40): «N, твое слово» («N, тебе слово», «ваше слово») closing the end
    # formula passes the floor on, as «слово игроку N»: the speech ends; alone, with the act or
    # the seat in another case it does not
    ("ну вот и все двадцать третий тебе слово", "end_speech"),
    ("пас семнадцатый ваше слово", "end_speech"),
    ("семнадцатый твое слово", "none"),
    ("кидаю семнадцатого твое слово", "nominate 17"),
    ("у меня все семнадцатого твое слово", "none"),
    # recognizer_damage (tuning40): «а» stammered twice or more («а а», «а а а») before the seat
    # is a hesitation, as «э»: the seat is the verb's; a second seat after it is still a second
    # seat, and with no seat after it the act is still an attempt
    ("кидаю а а двадцать первого", "nominate 21"),
    # (was an attempt: a second seat after the hum; since the repair rule the hum right after
    # a seat and another seat closing the utterance is his repair, as «седьмого, э-э, восьмого»)
    ("выставляю седьмого а а восьмого", "nominate 8"),
    ("выставляю седьмого а восьмого", "none:attempt"),
    ("выставляю а а а", "none:attempt"),
]


test_rule = rules.heard_as(RULES, corpus.TWENTY_FIVE)


TUNING39_RULES = [
    # correction (tuning39): an apology after a seat that replaced another («…, нет, четвертого,
    # извините»), with a short remark on himself closing the utterance («нервничаю»): the fix
    # stands; with no fix before it, or «не то», «нет» after the apology, the seat is unclear
    ("выставляю третьего нет четвертого извините нервничаю", "nominate 4"),
    ("кидаю второго ой третьего прости что то туплю", "nominate 3"),
    ("выставляю третьего извините нервничаю", "none:attempt"),
    ("выставляю третьего нет четвертого извините не то", "none:attempt"),
    ("выставляю третьего нет четвертого простите нет", "none:attempt"),
    ("выставляю третьего нет четвертого извините передумал", "none"),
    # correction (tuning39): the host addressed inside a correction («…, извините, судья, …»,
    # «нет, ведущий, …») is free there, as a filler: what follows decides (the act taken back,
    # or the seat cleared); the host addressed with nothing after it, or with a question, leaves
    # the seat unclear
    ("кидаю пятого простите судья снимаю свое выставление", "none"),
    ("выставляю пятого нет ведущий пятый мирный", "none"),
    ("выставляю пятого нет ведущий шестого", "nominate 6"),
    ("выставляю пятого простите ведущий", "none:attempt"),
    ("выставляю пятого извините судья можно вопрос", "none:attempt"),
    # correction (tuning39): «поправка окончательная» («поправочка последняя») closing the
    # utterance after the seat that replaced confirms the fix; with no fix before it, with a seat
    # after it, or «поправка» alone closing, it is what it was
    ("кидаю третьего поправка четвертого поправка окончательная", "nominate 4"),
    ("выставляю девятого поправочка десятого поправочка последняя", "nominate 10"),
    ("выставляю третьего поправка окончательная", "none:attempt"),
    ("выставляю третьего поправка четвертого поправка последняя пятого", "nominate 5"),
    ("выставляю третьего поправка четвертого поправка", "none:attempt"),
    # host_echo (tuning39): «ваша речь окончена», «твоя речь закончена» (your speech is over)
    # is said to someone else, the host's words: the speech does not end; «моя речь окончена»
    # or «речь окончена» alone still end it
    ("судья объявил ваша речь окончена", "none"),
    ("твоя речь закончена", "none"),
    ("моя речь окончена", "end_speech"),
    ("все речь закончена", "end_speech"),
    # host_echo (tuning39): the verb after «со словом», «с фразой» (with the word) is the word
    # named, not the act: no attempt; «одним словом», «другими словами» (in a word) before the
    # act leave it the act
    ("голосование открывается только со словом выставляю и номером", "none"),
    ("кандидатура принимается только с фразой выставляю", "none"),
    ("одним словом выставляю седьмого", "nominate 7"),
    ("другими словами выставляю седьмого", "nominate 7"),
    # canonical (tuning39): «пока» (for now) right before «молчу» is silence for the moment, not
    # the close; «молчу, пока» (the farewell after it), «все, я молчу», «у меня пока все» still
    # end the speech
    ("смотрю на стол пока я молчу", "none"),
    ("молчу пока", "end_speech"),
    ("все я молчу", "end_speech"),
    ("у меня пока все", "end_speech"),
]


test_rule_tuning39 = rules.heard_as(TUNING39_RULES, corpus.TWELVE)
