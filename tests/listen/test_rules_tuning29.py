"""Rule cases for the misses of tuning29.tsv and tuning30.tsv that general rules fix (after their
first tuning; first of all their six false nominations): one rule of speech each, in phrasings no
corpus has, with the near-misses that must stay what they are."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # anaphora (tuning29's two false nominations): a contrast clause that names an agent of its
    # own («а маньяк убил восьмого», «а двенадцатого сержант») reports another's deed side by
    # side with the clause before: it does not make its seat the pronoun's one
    ("шериф проверил второго а дон проверил пятого выставляю его", "none:attempt"),
    ("первого лечил врач а девятого маньяк я выставляю его", "none:attempt"),
    ("второй молчит а у меня сомнения насчет пятого выставляю его", "nominate 5"),
    ("третий красный а вот его сосед пятый нет выставляю его", "nominate 5"),
    # reported_speech (tuning30): a quote opened in the second person after another's verb of
    # speech, past whom and where he said it («сказал мне прямо: ты черный, я тебя выставляю»)
    ("седьмой ответил мне ты черный я тебя выставляю", "none"),
    ("девятый крикнул нам прямо в лицо вы мафия выставляю вас", "none"),
    ("седьмой сказал что я черный седьмой я тебя выставляю", "nominate 7"),
    ("седьмой не сказал мне ни слова ты молчишь седьмой я тебя выставляю", "nominate 7"),
    # reported_speech (tuning30): mimicked words are said too («передразнил (меня)»,
    # «пародирует»), and «со словами» quotes the words an act was done with
    ("пятый пародировал меня выставляю второго", "none"),
    ("десятый передразнивает выставляю девятого", "none"),
    ("шестой ушел со словами выставляю первого", "none"),
    ("пятый передразнивал меня весь вечер выставляю пятого", "nominate 5"),
    # correction (tuning30's false nomination): the slip of the tongue owned closing the
    # utterance with no seat in its place («…, тьфу, сорвалось с языка», «…, извините,
    # оговорился») takes the act back; a seat after it, or a slip owned after the seat that
    # replaced, still nominates; a mistake owned («…, ошибся») takes only the seat back
    ("выставляю второго ой случайно вырвалось", "none"),
    ("выставляю шестого простите я оговорилась", "none"),
    ("выставляю шестого простите я ошиблась", "none:attempt"),
    ("выставляю пятого оговорочка", "none"),
    ("выставляю второго сорвалось с языка третьего", "nominate 3"),
    ("выставляю второго ой ошибся третьего", "nominate 3"),
    ("выставляю второго нет третьего я ошибся", "nominate 3"),
    ("выставляю пятого ой нет", "none:attempt"),
    # recognizer_damage: the head noun split with a short tail that is a word too («кандидат
    # ура», «кандидату ра») is joined back; the infinitive «голосовать» after «на» is the vote
    # noun misheard; «наголос ование» is the glued vote phrase split again
    ("кандидат ура девятый", "nominate 9"),
    ("ну моя кандидат ура одиннадцатый", "nominate 11"),
    ("кандидат ура", "none:attempt"),
    ("я кандидат ура кричать не буду", "none"),
    ("отправляю на голосовать десятого", "nominate 10"),
    ("я на голосовать не пойду", "none"),
    ("выставляю наголос ование третьего", "nominate 3"),
    ("не ставлю наголос ование третьего", "none"),
    # anaphora: a relative «кто» about the one named («он единственный, кто…», «тот, кто…») is
    # no one else; «кто-то из них» still leaves the pronoun unclear
    ("девятый тот кто всех путает выставляю его", "nominate 9"),
    ("восьмой самый тихий кто тут есть выставляю его", "nominate 8"),
    ("седьмой и восьмой кто из них черный выставляю его", "none:attempt"),
    # free_talk_numbers: «N человек» counts people, no seat before the pronoun
    ("двенадцать человек играют а третий спит выставляю его", "nominate 3"),
    ("двенадцать человек за столом выставляю его", "none:attempt"),
    # anaphora: a clause settled by its predicate («все ясно», «понятно») ends before the
    # verbless act «на голосование его»; with two seats named before, the pronoun is unclear
    ("с пятым все понятно на голосование его", "nominate 5"),
    ("с пятым и шестым все ясно на голосование его", "none:attempt"),
    ("с пятым все ясно", "none"),
    # questions: the question put in the others' mouths after it («кого выставляю, спросишь
    # ты? …») still leads to his self-answer; not a plural act, nor one with no seat after
    ("кого я выставляю спрашиваете вы десятого", "nominate 10"),
    ("кого выставляем спросишь ты десятого", "none"),
    ("кого выставляю спросите вы не скажу", "none"),
    # recognizer_damage: «выставляюсь» (the reflexive ending heard) before a clean seat is the
    # act; alone or with no seat it is not
    ("выставляюсь десятого", "nominate 10"),
    ("я выставляюсь на голосование", "none"),
    # future_hypothetical: «завтра» right before a verb of its own («завтра посмотрим») is that
    # clause's time, not the act's; «выставляю N завтра» alone still is another time
    ("выставляю десятого а завтра увидим", "nominate 10"),
    ("выставляю десятого завтра", "none"),
    ("выставлю десятого завтра увидим", "none"),
    # future_hypothetical: «неважно (все равно), … или нет, я выставляю N»: the «или нет» tags
    # a clause that does not matter; without it, it stays a condition
    ("все равно прав третий или нет я выставляю третьего", "nominate 3"),
    ("прав третий или нет я выставляю третьего", "none"),
    # future_hypothetical: «N ночью» with the ordinal in a masculine case is a seat, then a time
    ("шериф проверит девятого ночью а я выставляю его", "nominate 9"),
    ("на второй ночи убили шестого выставляю его", "nominate 6"),
    # correction: two seats and then a correction naming one («…, ой, только шестого») take it;
    # a correction, a remark and a retraction closing the utterance («ой нет, он же доктор,
    # пусть живет») take the act back
    ("выставляю второго третьего нет только третьего", "nominate 3"),
    ("выставляю второго третьего", "none:attempt"),
    ("выставляю второго нет она же мирная пусть живет", "none"),
    # correction: the act said again after the seat that replaces («…, забудьте, седьмого
    # выставляю») still replaces
    ("выставляю пятого забудьте девятого выставляю", "nominate 9"),
    ("выставляю пятого забудьте девятого не выставляю", "none"),
    # end_speech: «остальное (оставшееся) время отдаю (ведущему)» gives the time left back
    ("ну оставшееся время отдаю ведущему", "end_speech"),
    ("отдаю время", "none"),
]


ENGLISH_RULES = [
    # english: «my nominee (number) N», «nomination from me (is) N»: heads of the verbless act
    ("my nominee number seven", "nominate 7"),
    ("so nomination from me six", "nominate 6"),
    ("my nominee was seven", "none"),
    ("is my nominee seven", "none"),
    # english: «i want (to) say», «let me say»: his own wish to say it, no quotation
    ("i wanna say i nominate two", "nominate 2"),
    ("let me say i nominate five", "nominate 5"),
    ("she wants to say i nominate five", "none"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


test_rule_in_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)
