"""Rule cases for the misses of tuning89.tsv (a table of programmers and IT people: English
loanwords and jargon inside Russian, numbers from their work — ports, versions, tickets, grades,
priorities — next to plain formula nominations, closings like «ок энд», «финиш») that general
rules fix, at the 12- and 25-seat tables: one rule of speech each, in phrasings no corpus has,
with the near-misses that must stay what they are. Its four false nominations blind were a
thing's label number after the verb's object («выставляю оценку пять», «приоритет два»), a
seat's phrase reported («у второго … была фраза: выставляю…»), a joke's words quoted («как в
анекдоте: выставляю…, говорит, а сам…»)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

LABELLED = [
    # number_inside_words (tuning89): a cardinal as named alone right after a thing the verb
    # puts out (a grade, a version, a rating) is the thing's label, no seat
    ("выставляю оценку три за логику", "none"),
    ("выставляю версию два на прод", "none"),
    ("выставляю рейтинг четыре этому сериалу", "none"),
    # near-misses: a thing that is a seat, a person's seat word, the act after the label
    ("выставляю место семь", "nominate 7"),
    ("выставляю игрока номер три", "nominate 3"),
    ("выставляю оценку три и выставляю третьего", "nominate 3"),
]


test_rule_thing_label = rules.heard_as(LABELLED, TABLES, ids=["12", "25"])


LABEL_NO_ANTECEDENT = [
    # anaphora (tuning89): a thing's label number («версия два ноль», «про версию три») is no
    # seat a later «его» points at; the seat named before it is
    ("четвертый твоя версия два ноль не работает выставляю его", "nominate 4"),
    ("одиннадцатый про релиз пять ничего не сказал выставляю его", "nominate 11"),
    # near-miss: two seats named, the pronoun unclear
    ("четвертый и шестой спорят выставляю его", "none:attempt"),
]


test_rule_label_is_no_antecedent = rules.heard_as(LABEL_NO_ANTECEDENT, TABLES, ids=["12", "25"])


SEATS_PHRASE = [
    # reported_speech (tuning89): «фраза» owned by a seat, «у» and the seat before it: his
    # phrase, quoted, not the speaker's act
    ("у седьмого вчера была фраза выставляю четвертого", "none"),
    ("у пятого в прошлой партии была фраза я выставляю всех", "none"),
    # near-miss: the speaker's own phrase
    ("у меня фраза одна выставляю четвертого", "nominate 4"),
]


test_rule_seats_phrase = rules.heard_as(SEATS_PHRASE, TABLES, ids=["12", "25"])


JOKE = [
    # reported_speech (tuning89): «как в анекдоте», «как в той шутке»: a joke's words quoted,
    # as a meme's
    ("как в том анекдоте выставляю девятого и иду спать", "none"),
    ("как в старом анекдоте выставляю второго", "none"),
    # near-miss: no joke cited
    ("это не анекдот выставляю второго", "nominate 2"),
]


test_rule_joke_quoted = rules.heard_as(JOKE, TABLES, ids=["12", "25"])


WORDS_AGAINST_DEEDS = [
    # reported_speech (tuning89): the act, then «говорит» (his verb of speech) and «а сам…»:
    # his words set against what he does, not the speaker's act
    ("третий выставляю пятого говорит а сам молчит", "none"),
    ("девятая выставляю восьмого говорила а сама голосовала за первого", "none"),
    # near-miss: the speaker's own act with a remark on another after it
    ("выставляю пятого а сам он молчит", "nominate 5"),
]


test_rule_words_against_deeds = rules.heard_as(WORDS_AGAINST_DEEDS, TABLES, ids=["12", "25"])


HABITUAL_SAYING = [
    # reported_speech (tuning89): «как любит говорить X, выставляю всех»: his habitual saying
    # cited, as «как говорит X, выставляю всех»
    ("как любит повторять наш препод выставляю всех", "none"),
    ("как любил говорить мой тимлид выставляю всех", "none"),
    # near-miss: everyone who… with no saying cited: an act, the seat unclear
    ("выставляю всех кто молчит", "none:attempt"),
]


test_rule_habitual_saying = rules.heard_as(HABITUAL_SAYING, TABLES, ids=["12", "25"])


LOANED_FIX = [
    # correction (tuning89): the IT loanwords «хотфикс», «багфикс» and «коррекция» read as
    # «поправка»: the seat after them is the fix
    ("выставляю четвертого багфикс пятого", "nominate 5"),
    ("выставляю девятого хотфикс выставляю десятого", "nominate 10"),
    ("выставляю третьего коррекция второго", "nominate 2"),
    # near-miss: the word before the act, nothing to fix
    ("нужен хотфикс выставляю девятого", "nominate 9"),
]


test_rule_loaned_fix = rules.heard_as(LOANED_FIX, TABLES, ids=["12", "25"])


LOANED_END = [
    # end_speech (tuning89): the English closings «энд», «финиш», «энд оф спич», read without
    # the grammar; an act before them stays the act
    ("ну все финиш", "end_speech"),
    ("энд", "end_speech"),
    ("спасибо энд оф спич", "end_speech"),
    ("выставляю шестого энд", "nominate 6"),
    # near-misses: negated, another's word
    ("не финиш", "none"),
    ("седьмой сказал энд", "none"),
]


test_rule_loaned_end = rules.heard_and_ended(LOANED_END, TABLES, ids=["12", "25"],
                                             closings_only=True)


LEAVING = [
    # end_speech (tuning89): after the formula, the speaker leaving the call or the chat
    # («выхожу из чата», «ухожу в оффлайн»)
    ("все спасибо выхожу из зума", "end_speech"),
    ("пас ухожу в оффлайн", "end_speech"),
    # near-misses: another leaves, no formula before it
    ("третий выходит из чата", "none"),
    ("выхожу из чата", "none"),
]


test_rule_leaving_after_the_formula = rules.heard_and_ended(LEAVING, TABLES, ids=["12", "25"])


LUCK_REVERSED = [
    # end_speech (tuning89): the wish after the formula with whom it is for first («мирным
    # удачи»), as «удачи мирным»
    ("у меня все городу удачи", "end_speech"),
    ("я закончила красным удачи", "end_speech"),
    # near-miss: the wish alone, no formula
    ("мирным удачи", "none"),
]


test_rule_luck_reversed = rules.heard_and_ended(LUCK_REVERSED, TABLES, ids=["12", "25"])


PLAINLY = [
    # anaphora (tuning89): a plain adverb («просто», «сразу», «смело») between the object said
    # before the verb and the act leaves the object the act's
    ("восьмого я сразу выставляю", "nominate 8"),
    ("проверил десятого а так его просто выставляю", "nominate 10"),
    # near-misses: negated, a future
    ("десятого я просто не выставляю", "none"),
    ("десятого я просто выставлю завтра", "none"),
]


test_rule_plain_adverb_before_the_act = rules.heard_as(PLAINLY, TABLES, ids=["12", "25"])
