"""Rule cases for the misses of tuning57.tsv (a family New Year table of three generations:
children's restarted sentences, grandparents naming people by relation and seat, an uncle
joking with years and ages) that general rules fix, at the 8-, 12- and 25-seat tables (and
the size of the table where it decides): one rule of speech each, in phrasings no corpus has,
with the near-misses that must stay what they are. Its false nomination blind («ставлю пять
за игру всем»: a school mark given, taken for seat 5) is the first rule's. One label was
changed: line 816 («…выставляю четырнадцатого, ой, а у нас столько нет, ну все равно») at a
table of 16 seats, where 14 is a seat — the act said and kept («ну все равно») is nominate 14
by the corpus's conventions, not «no such seat»."""

from __future__ import annotations

from pihost.listen.context import ListenContext
from tests.listen import corpus, rules

EIGHT = ListenContext(speaker=3, alive=tuple(range(1, 9)), seats=8)
TABLES = [EIGHT, corpus.TWELVE, corpus.TWENTY_FIVE]

MARKS = [
    # free_talk_numbers (tuning57, the false nomination): a cardinal of the school scale
    # («два»…«пять») after «ставлю» with what it is given for after it («за игру», «за» and a
    # noun) or its plus («с плюсом») is a mark, no seat; not the ordinal, nor «за него» (why he
    # is put up), nor the cardinal alone, nor the mark and then an act
    ("ставлю три за старание", "none"),
    ("ставлю всем четыре за игру", "none"),
    ("ставлю пять за игру", "none"),
    ("ставлю два с минусом", "none"),
    ("ставлю четыре с плюсом а выставляю шестого", "nominate 6"),
    ("ставлю пятого за игру", "nominate 5"),
    ("ставлю четыре за него", "nominate 4"),
    ("ставлю четыре", "nominate 4"),
]


test_rule_mark = rules.heard_as(MARKS, TABLES)


RECORD = [
    # future_hypothetical (tuning57; tuning22 427 too): «если что» («for the record») with «я»
    # and the present act right after it is the act; without «я» it stays corpus.tsv's
    # condition, and with the future or another word between it is a plan
    ("если что я ставлю на голосование шестого", "nominate 6"),
    ("если что я выставляю второго", "nominate 2"),
    ("если что ставлю на голосование шестого", "none"),
    ("если что я выставлю второго", "none"),
    ("если что я бы выставил второго", "none"),
    ("если что я выставляю второго если он промолчит", "none"),
]


test_rule_for_the_record = rules.heard_as(RECORD, TABLES)


ENDS = [
    # end_speech (tuning57): after the end formula a relative addressed at a family table
    # («бабушка», «внучок мой»), the floor passed with «говори», «мое время» (as «ваше время»)
    # still end the speech; alone or before an act they are not the formula
    ("ну у меня все бабушка говори", "end_speech"),
    ("спасибо мама", "end_speech"),
    ("все внучка моя", "end_speech"),
    ("ну все мое время", "end_speech"),
    ("бабушка говори", "none"),
    ("все мое время уходит на шестого", "none"),
    ("бабушка выставляю шестого", "nominate 6"),
    ("выставляю шестого сынок мой", "nominate 6"),
    # end_speech (tuning57): «больше не хочу говорить», «молчу больше»: he says no more; not
    # about someone
    ("ну все больше говорить не хочу", "end_speech"),
    ("все все молчу больше", "end_speech"),
    ("я больше не буду говорить", "end_speech"),
    ("не хочу больше говорить про шестого", "none"),
    # late_nomination (tuning57): «у меня все» after his own «я (уже) сказал» ends the speech;
    # not after someone else's «сказал» (his words quoted)
    ("про второго я сказал у меня все", "end_speech"),
    ("я же все сказала у меня все", "end_speech"),
    ("второй сказал у меня все", "none"),
    ("она сказала у меня все", "none"),
    # host_echo (tuning57): the bare thanks and the next speaker called («спасибо, следующий») is
    # the host's voice; with the speaker's own «все» or more thanks it is his close
    ("благодарю следующий", "none"),
    ("спасибо следующая пожалуйста", "none"),
    ("все спасибо следующая", "end_speech"),
    ("спасибо всем следующий", "end_speech"),
    # canonical (tuning57): silence joined by «и» to listening («смотрю и молчу пока») is how he
    # plays the round, not the close; with the formula after it, or silence alone, it ends
    ("я наблюдаю и молчу пока", "none"),
    ("смотрю и молчу", "none"),
    ("смотрю и молчу спасибо", "end_speech"),
    ("ну все молчу", "end_speech"),
]


test_rule_end_speech = rules.heard_as(ENDS, TABLES)


CORRECTIONS = [
    # correction (tuning57): «забыли» right after the correction's «нет», «стоп», «ой» takes the
    # act back (not «забыли» in a remark about him), a seat after it replaces
    ("выставляю шестого ой забыли", "none"),
    ("выставляю шестого стоп забыли", "none"),
    ("выставляю шестого нет забыли выставляю второго", "nominate 2"),
    ("выставляю шестого а про него все забыли", "nominate 6"),
    # correction (tuning57): «N это я» after the correction says why (the seat undone is his
    # own), the seat after it replaces; with no replacement it is not one
    ("выставляю шестого ой шестой это я тогда второго", "nominate 2"),
    ("выставляю шестого нет шестой это я ну значит первого", "nominate 1"),
    ("выставляю шестого нет шестой это я ну тогда никого", "none"),
    # number_inside_words (tuning57): a number after the act as the subject of «это» (in the
    # nominative, or a neuter ordinal: a thing's number) says what it is, no second seat; a
    # second seat in the object's case still makes it ambiguous
    ("выставляю второго а двадцать второе это мой год", "nominate 2"),
    ("выставляю второго а седьмой это дедушка", "nominate 2"),
    ("выставляю второго первое это точно", "nominate 2"),
    ("выставляю второго а седьмого", "none:attempt"),
    ("выставляю второго седьмого это точно", "none:attempt"),
]


test_rule_correction = rules.heard_as(CORRECTIONS, TABLES)


COUNTS = [
    # no_such_seat (tuning57): a cardinal with «(у) нас» after it («восемь у нас») is how many
    # they are, no seat replacing the one said: the seat beyond the table stays no such seat,
    # a seat after «значит» still replaces; not «восемь у нас нет» (a seat not here)
    ("выставляю одиннадцатого ой восемь у нас", EIGHT, "none:no such seat"),
    ("выставляю одиннадцатого ой восемь у нас ну все равно одиннадцатого", EIGHT,
     "none:no such seat"),
    ("выставляю одиннадцатого стоп восемь нас значит седьмого", EIGHT, "nominate 7"),
    ("выставляю одиннадцатого ой восемь", EIGHT, "nominate 8"),
    ("выставляю тридцатого ой двенадцать у нас", corpus.TWELVE, "none:no such seat"),
    ("выставляю тридцатого ой двадцать пять нас значит двадцатого", corpus.TWENTY_FIVE,
     "nominate 20"),
    # late_nomination (tuning57): an ordinal after «каждый» («каждый третий») is a share of
    # the table, no seat: the one seat named after it is what «его» stands for
    ("каждый второй тут хитрит а седьмой особенно выставляю его", EIGHT, "nominate 7"),
    ("у нас каждая третья черная и вот шестая выставляю ее", corpus.TWELVE, "nominate 6"),
    ("каждый второй тут хитрит а седьмой особенно выставляю его", corpus.TWENTY_FIVE,
     "nominate 7"),
    ("второй и седьмой хитрят выставляю его", corpus.TWELVE, "none:attempt"),
    ("выставляю каждого второго", corpus.TWELVE, "none:attempt"),
]


test_rule_counts_and_shares = rules.own_tables(COUNTS)


POINTED = [
    # case_forms (tuning57): «вон» before «того», «ту» (pointed at across the table) costs as
    # «вот» does, the seat after it is named; with no seat, or «того, кто…», no one said
    ("выставляю вон ту номер шесть", "nominate 6"),
    ("я выставляю вон того игрока номер один", "nominate 1"),
    ("выставляю вон того", "none:attempt"),
    ("выставляю вон того кто смеялся", "none:attempt"),
    # vote_phrase (tuning57): the relative addressed with «мой» after the verbless act
    # («внучок мой») closes it as the act's words
    ("кандидатура номер шесть дочка моя", "nominate 6"),
    ("на голосование номер один милая моя", "nominate 1"),
    ("внучок мой выставляет шестого", "none"),
]


test_rule_pointed_and_addressed = rules.heard_as(POINTED, TABLES)
