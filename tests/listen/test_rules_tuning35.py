"""Rule cases for the misses of tuning35.tsv and tuning36.tsv that general rules fix (after their
first tuning; first of all tuning36's four false nominations): one rule of speech each, in
phrasings no corpus has, with the near-misses that must stay what they are. No label was
changed."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # canonical (tuning36's false nomination): «в следующей жизни», «в другой жизни» (in the
    # next life) closing the utterance after the act mocks it, as «мечтай»; not said before
    # the act, nor with more said after it, nor another time («в этом круге»)
    ("ага выставляю девятого в другой жизни", "none"),
    ("кидаю девятку ну в следующей жизни", "none"),
    ("выставляю девятого в этом круге", "nominate 9"),
    ("в прошлой жизни он был шерифом выставляю девятого", "nominate 9"),
    ("выставляю девятого а в следующей жизни поглядим", "nominate 9"),
    # correction (tuning36's false nomination): after the act a second thought («хотя»,
    # «впрочем», «знаете что») past «а» and fillers, then only «не буду» closing the utterance,
    # takes the act back; «а что» alone leads nothing, and «не буду» with more after it is
    # what he won't do
    ("кидаю девятку хотя знаешь что не буду", "none"),
    ("выставляю девятого а впрочем знаете не стану", "none"),
    ("выставляю девятого хотя знаете что не буду спорить с ним", "nominate 9"),
    ("выставляю девятого хотя знаете что он молчит", "nominate 9"),
    # correction (tuning36's false nomination): after a correction, the seat just said named
    # again as cleared («нет, первый мирный», «ой, девятый же шериф») takes the act back; the
    # seat said again with another remark is still a remark, and another seat cleared is still
    # a muddle
    ("кидаю девятку нет девятый же мирный", "none"),
    ("выставляю девятого ой девятый доктор", "none"),
    ("выставляю девятого нет девятый же черный", "nominate 9"),
    ("выставляю девятого ой девятый уже выставлен", "nominate 9"),
    ("выставляю девятого нет восьмой мирный", "none:attempt"),
    # end_speech (tuning35, tuning36): after the end formula, the act declined with its
    # infinitive and a negated modal («выставлять никого не буду», «никого выставлять не стану»)
    # still closes the speech; the declining clause alone does not, nor a modal not negated
    ("спасибо выставлять никого не стану", "end_speech"),
    ("на этом все никого выставлять не буду", "end_speech"),
    ("выставлять никого не стану", "none"),
    ("на этом все выставлять буду потом", "none"),
    # end_speech (tuning35): «вроде» (I think) after the end formula is an afterthought, as
    # «наверное»; «в этот раз», «на этот раз» (this time) after it still close the speech;
    # alone they close nothing, nor «в этот раз» after the act
    ("я пас вроде", "end_speech"),
    ("спасибо в этот раз", "end_speech"),
    ("вроде", "none"),
    ("на этот раз", "none"),
    ("кидаю девятку в этот раз", "nominate 9"),
    # vote_phrase (tuning36): «пожалуйста» (please) is free in the verbless act; a negation,
    # the ballot's state or a condition still is what it is, and a seat with «пожалуйста» and no
    # vote phrase is no act
    ("на голосование пожалуйста девятого", "nominate 9"),
    ("пожалуйста девятого на голосование", "nominate 9"),
    ("не девятого на голосование пожалуйста", "none"),
    ("девятый на голосовании пожалуйста", "none"),
    ("на голосование девятого пожалуйста если успеем", "none"),
    ("девятый пожалуйста", "none"),
    # questions (tuning36): «отвечаю», «отвечу» (I answer) between the self-asked «кого я
    # выставляю» and its seat announces the answer; not after a question to the table, nor with
    # no seat or a governed seat after it, nor someone else's reported answer
    ("кого я выставляю отвечу девятого", "nominate 9"),
    ("а кого я выставляю спросите вы отвечаю девятого", "nominate 9"),
    ("кого выставляем отвечаю девятого", "none"),
    ("кого я выставляю отвечаю потом", "none"),
    ("кого я выставляю отвечаю за девятого", "none"),
    ("он спросил кого я выставляю я ответил девятого", "none"),
    # canonical (tuning36): a joke closing the utterance with «конечно», «разумеется» (of course)
    # after it still takes the act back (or the verb with no seat: no attempt); «не шучу,
    # конечно» insists, and «конечно» alone after the seat is no joke
    ("выставляю свой телефон на зарядку шучу конечно", "none"),
    ("кидаю девятку пошутил разумеется", "none"),
    ("кидаю девятку не шучу конечно", "nominate 9"),
    ("кидаю девятку конечно", "nominate 9"),
    # correction (tuning36): a correction that denies the seat just said («нет, не девятого»)
    # closing the utterance takes the act back, no attempt; a seat after «а» still replaces, and
    # a remark or a lost seat after it still asks again
    ("выставляю девятого ой не девятого", "none"),
    ("кидаю девятку нет не девятку", "none"),
    ("выставляю девятого нет не девятого а восьмого", "nominate 8"),
    ("выставляю девятого нет не девятого а того", "none:attempt"),
    ("выставляю девятого нет не девятого он мирный", "none:attempt"),
    # correction (tuning36): «нет, (я) не передумаю», «нет, не отменю» (no, I won't change my
    # mind) closing the utterance after the act insists: the seat stands; «нет, передумал»
    # takes it back, and with a condition after it it is no longer sure
    ("кидаю девятку нет я не передумаю", "nominate 9"),
    ("выставляю девятого и нет не отменю", "nominate 9"),
    ("выставляю девятого нет передумал", "none"),
    ("выставляю девятого нет я не передумаю если он промолчит", "none:attempt"),
    # correction (tuning36): two seats joined by «и», then a correction naming one of them
    # («ой, только девятого», «…девятого одного»: alone) is the one meant; a third seat, or the
    # two seats with no correction, stay ambiguous
    ("кидаю восьмого и девятого ой только девятого", "nominate 9"),
    ("выставляю восьмого и девятого нет только восьмого одного", "nominate 8"),
    ("выставляю восьмого и девятого ой только седьмого", "none:attempt"),
    ("выставляю восьмого и девятого", "none:attempt"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


ENGLISH_RULES = [
    # english (tuning36's false nomination and a miss): «oh sure», «yeah right» right after the
    # act's seat, or opening the utterance before it, and «dream on», «keep dreaming» closing it,
    # mock the act; said later in another clause they do not
    ("i nominate nine oh sure why not", "none"),
    ("yeah right i nominate nine", "none"),
    ("i nominate nine keep dreaming", "none"),
    ("i nominate nine he said yeah right", "nominate 9"),
    ("i nominate nine because he dreams on", "nominate 9"),
    ("right i nominate nine", "nominate 9"),
    # english (tuning36): «it's», «yes» between a correction and its seat are the Russian «это»,
    # «да» («no wait, it's eight, yes, eight»); a seat after «it's» that starts a clause of its
    # own, or another seat after «yes», leaves it unclear
    ("i nominate nine no wait it's eight", "nominate 8"),
    ("i nominate nine no it's nine yes nine", "nominate 9"),
    ("i nominate nine no wait it's eight he is mafia", "none:attempt"),
    ("i nominate nine no wait it's eight yes seven", "none:attempt"),
]


test_rule_in_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)
