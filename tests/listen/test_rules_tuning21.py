"""Rule cases for the misses of tuning21.tsv and tuning22.tsv that general rules fix (after their
first tuning; first of all their false nominations): one rule of speech each, in phrasings no
corpus has, with the near-misses that must stay what they are."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # a condition of two clauses joined by «и», answered by «тогда/то», reaches the act
    ("если восьмой промолчит и одиннадцатый его поддержит тогда выставлю восьмого", "none"),
    ("если меня убьют и ты выживешь то выставляешь третьего", "none"),
    ("восьмой промолчал и я решил тогда выставляю восьмого", "nominate 8"),
    # «повторил за N (ним)»: whose words are said again, a quotation
    ("седьмой повторил за десятым выставляю одиннадцатого", "none"),
    ("девятая повторила за ним выставляю первого", "none"),
    ("я повторю за десятым выставляю одиннадцатого", "nominate 11"),
    ("седьмой сидел за десятым выставляю седьмого", "nominate 7"),
    # a silence formula set against others by «а», «однако» is no closing
    ("все спорят а я пока молчу", "none"),
    ("однако мне больше сказать нечего", "none"),
    ("все я молчу", "end_speech"),
    ("одиннадцатый черный а больше сказать нечего спасибо", "end_speech"),
    # «у меня» … «все» with a filler or «пожалуй» inside is the end formula
    ("ну у меня ээ все", "end_speech"),
    ("у меня в общем все", "end_speech"),
    ("у меня все плохо", "none"),
    # «не знаю, что еще сказать» closes the speech
    ("не знаю что еще добавить спасибо", "end_speech"),
    ("не знаю что еще сказать выставляю девятого", "nominate 9"),
    # seats in the dative joined by «и», with their own verb after «а», are another clause's
    ("выставляю шестого а первому и одиннадцатому я доверяю", "nominate 6"),
    ("выставляю шестого а первого и одиннадцатого", "none:attempt"),
    ("выставляю шестого а первому и одиннадцатому", "none:attempt"),
    # «я же» after a quoted act sets the speaker's own act against the quote
    ("одиннадцатый орет выставляю первого я же выставляю третьего", "nominate 3"),
    ("одиннадцатый орет выставляю первого я выставляю первого", "none"),
    # «если не я, то кто»: who else, no condition
    ("если не я то кто выставляю одиннадцатого", "nominate 11"),
    ("если не я выставлю одиннадцатого то никто", "none"),
    # «его все равно (все таки) выставляю»: the pronoun before the verb, «все равно» between
    ("двенадцатый хорошо играет но я его все таки выставляю", "nominate 12"),
    ("двенадцатый хорошо играет но я его все равно не выставляю", "none"),
    ("я его все равно выставляю", "none:attempt"),
    # «завтра (уже) поздно»: the time is when it is too late, the act is now
    ("послезавтра будет поздно выставляю третьего", "nominate 3"),
    ("завтра поздно вечером выставляю третьего", "none"),
    ("завтра рано выставляю третьего", "none"),
    # the slip owned in more than one word after the fix
    ("выставляю первого ой нет третьего простите ошибся", "nominate 3"),
    # an imperative to the table («убейте», «проверьте») is the condition's consequence
    ("если я не прав проверьте меня ночью выставляю пятого", "nominate 5"),
    ("если я не прав выставляю пятого", "none"),
    # «если не веришь, я не верю»: the speaker answers the condition himself
    ("если ты не доверяешь я не доверяю выставляю пятого", "nominate 5"),
    ("если ты не доверяешь выставляю пятого", "none"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)
