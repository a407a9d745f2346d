"""Rule cases for the misses of tuning83.tsv (an IT team-building evening of Russian speakers in
Berlin: English and German words switched to mid-sentence in Latin letters, work jargon, numbers
from work next to seat numbers, irony, fast corrections) that general rules fix, at the 12- and
25-seat tables: one family each, in phrasings no corpus has, with the near-misses that must stay
what they are (negated, another's, a future, a question, an act before it). Blind it had 4 false
nominations: another's words after an English verb of speech or a word of how sure he was, a
future act with his plan after it, a mark given to a restaurant."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

SWITCHED_FIX = [
    # correction (tuning83): the English and German words of a correction switched to inside a
    # Russian speech, in Latin letters — «sorry», «no (wait)», «wait», «oops», «i mean», «nein» —
    # read as the Russian «сорри», «нет», «стоп», «упс», «то есть»
    ("выставляю третьего sorry четвертого", "nominate 4"),
    ("я выставляю седьмого nein восьмого", "nominate 8"),
    ("выставляю второго no wait девятого", "nominate 9"),
    ("выставляю шестого oops пятого", "nominate 5"),
    ("выставляю пятого i mean шестого", "nominate 6"),
    # near-misses: the apology before the act, a question after it, «nein» before a negated act
    ("sorry выставляю седьмого", "nominate 7"),
    ("sorry я опоздал кого выставляем", "none"),
    ("nein я никого не выставляю", "none"),
]


test_rule_switched_correction = rules.heard_as(SWITCHED_FIX, TABLES, ids=["12", "25"])


SWITCHED_SPEECH = [
    # reported speech (tuning83): the English verbs of speech inside a Russian speech («says»,
    # «said», «told», «wrote») open another's words as «говорит», «сказал», «написал» do
    ("четвертый always says выставляю десятого", "none"),
    ("she said я выставляю второго", "none"),
    ("вчера шестой wrote в чате выставляю первого", "none"),
    # near-miss: what he said reported with «что», then the speaker's own act
    ("третий says что мирный выставляю третьего", "nominate 3"),
]


test_rule_switched_speech = rules.heard_as(SWITCHED_SPEECH, TABLES, ids=["12", "25"])


SWITCHED_DONE = [
    # closing (tuning83): the English «done» and the German «fertig» as the close, alone or
    # after «все», «я», the formula
    ("ну все я done", "end_speech"),
    ("у меня все fertig", "end_speech"),
    # near-misses: negated, asked, an act before it
    ("я не done", "none"),
    ("я еще не fertig", "none"),
    ("done или нет", "none"),
    ("выставляю девятого все done", "nominate 9"),
]


test_rule_switched_done = rules.heard_as(SWITCHED_DONE, TABLES, ids=["12", "25"])


SURE_OF_IT = [
    # reported speech (tuning83): a word of how sure a thing said once was («уверенно»,
    # «спокойно») before a perfective past verb of speech opens his words, as «громко заявил»
    ("девятый спокойно ответил выставляю второго", "none"),
    ("третий уверенно объявил выставляю седьмого", "none"),
    # near-misses: how he kept talking (the imperfective), his words judged, the speaker's own
    ("девятый уверенно говорил про шерифа выставляю девятого", "nominate 9"),
    ("третий правильно сказал выставляю седьмого", "nominate 7"),
    ("я уверенно заявляю выставляю седьмого", "nominate 7"),
]


test_rule_sure_of_it = rules.heard_as(SURE_OF_IT, TABLES, ids=["12", "25"])


PLAN_AFTER = [
    # future (tuning83): «выставлю» joined by «и» to another perfective future of his, what he
    # will do after it: a plan, not the act now
    ("выставлю шестого и пойду покурю", "none"),
    ("выставлю десятого и лягу спать", "none"),
    ("я выставлю второго и сразу уйду", "none"),
    # near-misses: the act in the present, a future of falling silent, «и все», negated
    ("выставляю шестого и пойду покурю", "nominate 6"),
    ("выставлю шестого и замолчу", "nominate 6"),
    ("выставлю шестого и все", "nominate 6"),
    ("не выставлю шестого и пойду", "none"),
]


test_rule_plan_after = rules.heard_as(PLAN_AFTER, TABLES, ids=["12", "25"])


MARK_GIVEN_TO = [
    # number inside words (tuning83): a mark noun or a school cardinal after «ставлю», with what
    # it is given to in the dative after it (a word pointing at it first or not): no seat put up
    ("ставлю пятерку этой пицце", "none"),
    ("ставлю четверку нашему докладу", "none"),
    ("ставлю двойку вашему повару", "none"),
    ("пятерку ставлю этому пиву", "none"),
    # near-misses: the mark noun alone, with «тоже», with the vote phrase, a pronoun after it
    ("ставлю четверку тоже", "nominate 4"),
    ("ставлю шестерку на голосование сегодня", "nominate 6"),
    ("пятерку ставлю ему", "nominate 5"),
]


test_rule_mark_given_to = rules.heard_as(MARK_GIVEN_TO, TABLES, ids=["12", "25"])
