"""Rule cases for the misses of tuning25.tsv and tuning26.tsv that general rules fix (after their
first tuning; first of all tuning25's false nomination): one rule of speech each, in phrasings no
corpus has, with the near-misses that must stay what they are."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # reported_speech (tuning25's false nomination): what a source held, «в книжке было: …»,
    # is its text quoted; «было» with a predicate of its own, or no place named, is not
    ("в чате было выставляю третьего", "none"),
    ("на доске было выставляю игрока номер пять", "none"),
    ("в сообщении было я выставляю восьмого", "none"),
    ("что было то было выставляю третьего", "nominate 3"),
    ("в игре было шумно выставляю третьего", "nominate 3"),
    # canonical, questions: «(ну, а) что (тут) скажешь», a verb said to the one asked (named
    # or not), asks; no quotation opens; a seat's own words after «что сказал» still do
    ("ну что тут скажешь выставляю пятого", "nominate 5"),
    ("а что тут скажешь я выставляю восьмого", "nominate 8"),
    ("ну что пятый скажете выставляю пятого", "nominate 5"),
    ("седьмой что скажешь выставляю седьмого", "nominate 7"),
    ("ну что пятый сказал выставляю восьмого", "none"),
    ("восьмой что говорит выставляю третьего", "none"),
    # canonical: the verb with a thing of his as its object puts out no player (no attempt);
    # what the sheriff found, with the seat after it, still names one
    ("я выставляю свою чашку на подоконник", "none"),
    ("выставляю свою идею на обсуждение", "none"),
    ("выставляю свою проверку девятого", "nominate 9"),
    # late_nomination: a span of time before a verb of shouting says how he behaves, no quote
    # opens; a saying of his («всегда кричит», «весь вечер говорит: …») still quotes
    ("пятый весь день орет я выставляю пятого", "nominate 5"),
    ("третий целый вечер кричит выставляю третьего", "nominate 3"),
    ("пятый весь вечер говорит выставляю восьмого", "none"),
    ("пятый всегда кричит выставляю восьмого", "none"),
    # late_nomination: a word judging his talk as the speech verb's object before it («правду
    # говорил», «ерунду говорит») closes that clause; a thing said named («такую вещь сказал»)
    # or a place («на ухо») does not
    ("пятый ерунду говорит выставляю пятого", "nominate 5"),
    ("третий чушь говорил выставляю восьмого", "nominate 8"),
    ("третий такую вещь сказал выставляю восьмого", "none"),
    ("третий мне на ухо сказал выставляю восьмого", "none"),
    # late_nomination: «ни за кого», «ни с кем» is no one, not «за кого?» asked
    ("а пятый ни за кого выставляю пятого", "nominate 5"),
    ("третья ни с кем выставляю третью", "nominate 3"),
    ("за кого выставляю", "none"),
    # reported_speech: «(это был) не я, я выставляю…»: the «не» denies the first «я», and the
    # second opens his own act; «это не я выставляю» still negates it
    ("это сделал не я я выставляю пятого", "nominate 5"),
    ("это не я выставляю пятого", "none"),
    # number_inside_words: a habit word («всегда», «обычно») of a clause whose predicate is a
    # quality said before the act is that clause's; his own habit of the act is not the act
    ("вечер пятницы у нас всегда веселый выставляю восьмого", "nominate 8"),
    ("этот стол обычно тихий выставляю второго", "nominate 2"),
    ("я обычно выставляю восьмого", "none"),
    # anaphora: the apology to the one the pronoun before the verb named («…, я тебя выставляю,
    # извини») corrects nothing; a seat after it still replaces, and after a seat before the
    # verb it stays a slip owned (the seat taken back)
    ("девятый я тебя выставляю прости", "nominate 9"),
    ("третья вас выставляю извините", "nominate 3"),
    ("девятый я тебя выставляю извини восьмого", "nominate 8"),
    ("девятого я выставляю извини", "none:attempt"),
    # no_such_seat: every form of «нулевой» is the number 0, no seat; its time is still a time
    ("я выставляю нулевую", "none:no such seat"),
    ("нулевую выставляю", "none:no such seat"),
    ("в нулевую ночь третий промолчал выставляю третьего", "nominate 3"),
    # end_speech: «следующий» after the formula gives the floor to the next; asked, it is not
    ("спасибо у меня все следующий", "end_speech"),
    ("пас следующая", "end_speech"),
    ("а кто следующий", "none"),
    ("спасибо а кто следующий", "none"),
    # number_inside_words: «…, и (я) закончу» after something said first is a plan of ending
    ("еще пару слов и закончу", "none"),
    ("еще минуту и закончу", "none"),
    ("ну и закончу", "end_speech"),
    ("спасибо и закончу", "end_speech"),
]

# end_speech: «next» after the formula gives the floor on
ENGLISH_RULES = [
    ("thanks next", "end_speech"),
    ("that is all next", "end_speech"),
    ("who is next", "none"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


test_rule_in_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)
