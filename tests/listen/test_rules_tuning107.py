"""Rule cases for the misses of tuning107.tsv (a focused corpus of ends of speech inside real
speeches — talk that closes in the speaker's own way, a refusal then a close, thanks
mid-speech — from many tables: a rated club, friends, an office, the elderly, Russian as a
second language, a noisy bar, big tables) that general rules fix, at the 12- and 25-seat tables:
one family each, in phrasings no corpus has, with the near-misses that must stay what they are
(negated, another's, a future, a question, an act before it). Blind it had one false
nomination (a pronoun after «не X, а …» read as the seat denied)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

CLOSE_WORDS = [
    # closing (tuning107): the farewell «всего доброго», all that was needed said, the
    # second-language speaker's close, «фсе», «собсна», the streamer's sign-off, the conclusions
    # left to the table, leave given with «можете»
    ("по пятому вопросов нет всего вам доброго", "end_speech"),
    ("я мирная я сказать все спасибо", "end_speech"),
    ("ну вот я закончить", "end_speech"),
    ("что нужно сказала спасибо", "end_speech"),
    ("сегодня я без кандидатур всего доброго", "end_speech"),
    ("моя речь закончен спасибо", "end_speech"),
    ("я мирный я все сказать пас", "end_speech"),
    ("ну вот у нас фсе", "none"),
    ("вот фсе", "end_speech"),
    ("вот собсна и все", "end_speech"),
    ("спасибо чат лайк и подписка", "end_speech"),
    ("я свое сказал а выводы за вами", "end_speech"),
    ("все я закончила можете ругать", "end_speech"),
    # an act before it: the act
    ("выставляю восьмого всего доброго", "nominate 8"),
    # near-misses: the conclusions or the farewell with no close of his, another's words
    ("третий молчал а выводы делайте сами", "none"),
    ("он сказал всего доброго и ушел", "none"),
    ("он сказать спасибо", "none"),
    ("я хочу закончить", "none"),
    ("можете пинать", "none"),
]

test_rule_close_words = rules.heard_as(CLOSE_WORDS, TABLES, ids=["12", "25"])


ALL_OR_NOT = [
    # closing (tuning107): «значит все» after a settling word; the act declined then «все»;
    # «стоп» after the formula; the side's win wished after it; the act declined for all, then
    # «конец»
    ("короче я не помню ладно значит все", "end_speech"),
    ("я подумала сама не выставляю все", "end_speech"),
    ("на этом все стоп", "end_speech"),
    ("спасибо и пусть мирные победят", "end_speech"),
    ("ладно я поняла я никого не выставляю конец", "end_speech"),
    # near-misses: asked whether it is over, another's refusal, «и все» stressing the clause
    ("ведущий сколько осталось или все", "none"),
    ("у меня еще минута или уже все", "none"),
    ("он значит все", "none"),
    ("восьмой никого не выставляет конец", "none"),
    ("не выставляю и все", "none"),
]

test_rule_all_or_not = rules.heard_as(ALL_OR_NOT, TABLES, ids=["12", "25"])


QUOTED_THANKS = [
    # none (tuning107): the thanks quoted after another's verb of speech and where he said it
    ("первый вчера сказал на прощание спасибо всем", "none"),
    ("она говорила в конце спасибо", "none"),
    # his own «я сказал» and the thanks: still the close
    ("я сказал в начале все спасибо", "end_speech"),
]

test_rule_quoted_thanks = rules.heard_as(QUOTED_THANKS, TABLES, ids=["12", "25"])


DENIED_SEAT = [
    # nomination (tuning107): «не X, нет, Y», «не X, Y выставляю»: the denied seat replaced; a
    # seat called before «давай», then the act; «первым голосовал» the order, no seat
    ("выставляю не десятого нет девятого", "nominate 9"),
    ("не шестого четвертого выставляю", "nominate 4"),
    ("девятый давай на голосование выставляю девятого", "nominate 9"),
    ("шестой ты первым проголосовал против города я тебя выставляю", "nominate 6"),
    # attempt: the pronoun after «не X, а …» is not X (was a false nomination)
    ("я не девятого выставляю а вот этого", "none:attempt"),
    ("не шестого а этого выставляю", "none:attempt"),
    # near-misses: the verb negated, the seat denied twice, the proposal of «давай» alone
    ("не выставляю десятого нет девятого", "none"),
    ("выставляю не десятого нет не девятого", "none"),
    ("девятый давай выставим шестого", "none"),
    # «с первым»: another seat named, so «его» has two; but the seat turned to with «ты» is
    # the one «тебя» stands for (tuning111's addressee)
    ("шестой с первым проголосовал я его выставляю", "none:attempt"),
    ("шестой ты с первым проголосовал я тебя выставляю", "nominate 6"),
]

test_rule_denied_seat = rules.heard_as(DENIED_SEAT, TABLES, ids=["12", "25"])
