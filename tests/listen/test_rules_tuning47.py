"""Rule cases for the misses of tuning47.tsv and tuning48.tsv that general rules fix (after
their first tuning; first of all their false nominations), at the 12-seat table and in
English: one rule of speech each, in phrasings no corpus has, with the near-misses that must
stay what they are. No label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # reported_speech, questions, host_echo (tuning47, false nominations): the formula given as
    # an example («показал пример», «как надо», «для примера»), asked about («как правильно»,
    # «как сказать»), practised («тренируюсь», «потренируемся») or repeated after someone
    # («повторяю за ведущим») is no act, nor its other wording after «или»; the real act after
    # «а теперь по настоящему», «подаю пример» (sets an example by doing it) and «повторю за
    # ним» (joins his act) stand
    ("судья показывал как надо выставляю номер девять", "none"),
    ("ну вот как правильно выставляю игрока номер три", "none"),
    ("как сказать что я выставляю одиннадцатого", "none"),
    ("как нужно выставляю четвертого или выставляю номер четыре", "none"),
    ("сейчас мы потренируемся выставляю номер восемь", "none"),
    ("судья показал пример выставляю номер восемь", "none"),
    ("мы просто повторяем за ведущим выставляю номер три", "none"),
    ("судья показал пример а теперь по настоящему выставляю номер восемь", "nominate 8"),
    ("потренировались а теперь серьезно выставляю одиннадцатого", "nominate 11"),
    ("я подаю пример выставляю номер восемь", "nominate 8"),
    ("третий выставил девятого и я повторю за ним выставляю девятого", "nominate 9"),
    ("выставляю четвертого или выставляю номер четыре", "nominate 4"),
    ("выставляю девятого он хороший пример для всех", "nominate 9"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


ENGLISH_RULES = [
    # english (tuning47, false nominations): «like this», «for example», «correctly»,
    # «practising» right before the formula give it as an example or practise it, as in Russian;
    # its other wording after «or» too; the act after the practice is over stands
    ("the host showed us like this i nominate number three", "none"),
    ("is this correctly i nominate three or i nominate number three", "none"),
    ("we are practicing i nominate number eight", "none"),
    ("practice is over now i nominate number eight", "nominate 8"),
    ("i nominate number three like this", "nominate 3"),
]


test_rule_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)


CLOSING_RULES = [
    # correction (tuning47, false nominations): «…, это я для примера, не считайте», «…, это
    # тренировка была, сейчас скажу по настоящему» closing the act take it back: it was given as
    # an example or practised; «это не тренировка» (no practice) leaves it the act, and the real
    # act after «а теперь по настоящему» stands
    ("выставляю одиннадцатого это для примера", "none"),
    ("выставляю одиннадцатого ну это была тренировка", "none"),
    ("выставляю третьего не засчитывайте", "none"),
    ("выставляю третьего сейчас скажу по настоящему", "none"),
    ("выставляю одиннадцатого это не тренировка", "nominate 11"),
    ("выставляю третьего это тренировка была а теперь по настоящему выставляю восьмого",
     "nominate 8"),
    # reported_speech (tuning47, a false nomination): «так не говорят» (one does not say it so)
    # after the act judges a wording, as «так говорят только черные»: not his act; «так и
    # говорят» (that is how one says it) after his own act leaves it the act
    ("выставляю номер восемь так не говорят", "none"),
    ("выставляю номер восемь так и говорят", "nominate 8"),
]


test_rule_closing = rules.heard_as(CLOSING_RULES, corpus.TWELVE)


DAMAGE_RULES = [
    # negation_scope (tuning47, a false nomination): «невы ставляю» is «не выставляю» split after
    # the verb's «вы» with the «не» glued to it: the negation still vetoes; «вы ставляю» alone
    # is the act
    ("невы ставляю третьего", "none"),
    ("я невы двигаю одиннадцатого", "none"),
    ("вы ставляю одиннадцатого", "nominate 11"),
]


test_rule_damage = rules.heard_as(DAMAGE_RULES, corpus.TWELVE)


SO_WHAT_RULES = [
    # future_hypothetical (tuning48, a false nomination): «выставлю» closed by «и что (дальше)»,
    # «и что с того» (and what then) supposes the act to ask what it would change; the present
    # «выставляю», or «и что» opening a clause of its own, leave it the act
    ("ну выставлю я десятого и что дальше", "none"),
    ("ладно выставлю одиннадцатого и что толку", "none"),
    ("выставляю десятого и что дальше", "nominate 10"),
    ("выставлю десятого и что он ответит", "nominate 10"),
]


test_rule_so_what = rules.heard_as(SO_WHAT_RULES, corpus.TWELVE)


ANAPHORA_RULES = [
    # anaphora (tuning48, a false nomination): a contrast clause («а N …») that points back at
    # the seat before it («ему», «с ним») names both: «его» after it has two antecedents, the
    # box asks again; with no pronoun back, its seat is the topic and the one meant
    ("третий молчит а девятый с ним спорит выставляю его", "none:attempt"),
    ("второй врет а восьмой ему верит выставляю его", "none:attempt"),
    ("третий молчит а девятый все время врет выставляю его", "nominate 9"),
]


test_rule_anaphora = rules.heard_as(ANAPHORA_RULES, corpus.TWELVE)


HOST_RULES = [
    # host_echo (tuning48): the host asked to record the seat («ведущий, запишите N») and the
    # speaker's own verb of the act after it («…, (я) выставляю») is the act; with no host
    # addressed, or the verb negated or put off, it is not
    ("судья запишите девятого я выставляю", "nominate 9"),
    ("ведущий фиксируйте одиннадцатого выставляю", "nominate 11"),
    ("запишите девятого выставляю", "none:attempt"),
    ("ведущий запишите девятого не выставляю", "none"),
    ("ведущий запишите девятого выставлю потом", "none"),
    # host_echo (tuning48): «добавьте» (add him) said to the host is a verb to the host, as
    # «запишите»; with no host, or a thing added («добавьте шестому минуту»), no act
    ("судья добавьте десятого", "nominate 10"),
    ("ведущий в список добавьте десятого я выставляю", "nominate 10"),
    ("добавьте десятого", "none"),
    ("ведущий добавьте десятому минуту", "none"),
]


test_rule_host = rules.heard_as(HOST_RULES, corpus.TWELVE)
