"""Rule cases for the classes of tuning8.tsv (the eighth held-out part, scored once blind, then
read): one rule of speech each, in phrasings no corpus has, with the near-misses that must stay
what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)
BIG = ListenContext(speaker=5, alive=tuple(range(1, 21)), seats=20)
ENGLISH = ListenContext(speaker=2, alive=tuple(range(1, 13)), seats=12, lang="en")

RULES = [
    # correction: «забейте», «не слушайте меня» after the act wave it away (taken back); a
    # seat after them replaces it; «не слушайте его» about someone else takes nothing back
    ("выставляю четырнадцатого ну нет забей", "none"),
    ("выставляю шестого ай не слушай меня", "none"),
    ("выставляю шестого забейте лучше восьмого", "nominate 8"),
    ("забейте выставляю восьмого", "nominate 8"),
    ("не слушайте меня я устал выставляю седьмого", "nominate 7"),
    # reported speech: an interjection («блин», «черт») between «он такой» and the verb is
    # inside the quote; the speaker's own «ну блин, выставляю» is his act
    ("а она такая черт выставляю третьего", "none"),
    ("ну блин выставляю третьего", "nominate 3"),
    ("черт с ним выставляю третьего", "nominate 3"),
    # future: a time said before a future clause joined by «и» to «выставлю» holds for both;
    # a past clause there does not carry its time
    ("в следующий вторник соберемся и я выставлю девятого", "none"),
    ("после ужина вернемся и выставлю девятого", "none"),
    ("в прошлом круге шестой врал и я выставлю шестого", "nominate 6"),
    ("сегодня девятый опять путается и я выставлю девятого", "nominate 9"),
    # correction: a drawn-out «нееет», the colloquial «не, ну» replace the seat; «не его»
    # points at the seat just said; alone after the seat they leave it unclear
    ("выставляю третьего неет шестого", "nominate 6"),
    ("выставляю третьего не ну шестого", "nominate 6"),
    ("выставляю третьего ай нет не его шестого", "nominate 6"),
    ("выставляю третьего неет", "none:attempt"),
    ("не ну выставляю третьего", "nominate 3"),
    # correction: «X, не X, Y» denies this seat and names the right one with no «а»; an
    # apology closing the fix («сорри», «извините») keeps it; a seat denied alone stays
    ("выставляю восьмого не восьмого четвертого", "nominate 4"),
    ("выставляю восьмого не восьмого ну четвертого извините", "nominate 4"),
    ("выставляю восьмого не четвертого", "nominate 8"),
    ("выставляю восьмого извините", "none:attempt"),
    # «честно (нечестно) говорил» says how someone talked: the act after it is the speaker's
    ("девятый нечестно говорил выставляю девятого", "nominate 9"),
    ("девятый говорил выставляю девятого", "none"),
]

ENDS = [
    # end_speech: colloquial closings («баста», «я молчу», «хватит с меня», «мое время все»),
    # and what may trail them («ребят», «без обид», «твоя очередь», «в этом круге»)
    ("ну все баста", "end_speech"),
    ("все я молчу ребят", "end_speech"),
    ("с меня хватит всем спасибо", "end_speech"),
    ("мое время все", "end_speech"),
    ("я пас без обид ребят", "end_speech"),
    ("я все твоя очередь", "end_speech"),
    ("ну такое все", "end_speech"),
    ("ну чо все передаю слово", "end_speech"),
    # near misses: the host's «ваше время вышло», talk about silence, a seat after the close
    ("ваше время вышло", "none"),
    ("седьмой молчит весь круг", "none"),
    ("твоя очередь говорить девятый", "none"),
    ("все баста выставляю четвертого", "nominate 4"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning8(text, want):
    ctx = BIG if any(w in text for w in ("четырнадцатого",)) else TEN
    assert corpus.label(match_intent(text, ctx)) == want


@pytest.mark.parametrize("text, want", ENDS)
def test_end_formulas_of_tuning8(text, want):
    assert corpus.label(match_intent(text, TEN)) == want


@pytest.mark.parametrize("text, want", [
    # «last game (round) I nominate…»: another game, not this act; «this game» is now
    ("in the last game i nominate four and he was red", "none"),
    ("this game i nominate four", "nominate 4"),
    # non-native English: «put» with a seat right after is the act; «give», «choose», «send»
    # with a vote phrase; «to vote», «on vote» with no article; «N going to the vote please»
    ("i put player eleven", "nominate 11"),
    ("ok i put number fifteen", "none:no such seat"),
    ("nine lies i put her", "nominate 9"),
    ("i send eight to vote", "nominate 8"),
    ("i choose number two on vote", "nominate 2"),
    ("ten go to vote from me", "nominate 10"),
    ("three going to the vote please", "nominate 3"),
    # near misses: put somewhere else, a chance given, a choice to trust, a modal, a negation
    ("i put eight in my suspects", "none"),
    ("i give eight a chance", "none"),
    ("i choose to believe eight", "none"),
    ("maybe i put eight", "none"),
    ("i don't put eight", "none"),
    ("should we put eight", "none"),
])
def test_english_of_tuning8(text, want):
    assert corpus.label(match_intent(text, ENGLISH)) == want


SIXTEEN = ListenContext(speaker=3, alive=tuple(range(1, 17)), seats=16)

MISSES = [
    # future_hypothetical: «если по чесноку», «если серьезно», «если вкратце», «если начистоту»
    # are parentheses (honestly, in short), no condition; a real «если» clause still is one
    ("по чесноку выставляю девятого", "nominate 9"),
    ("если серьезно выставляю третьего", "nominate 3"),
    ("если вкратце я выставляю седьмого", "nominate 7"),
    ("если начистоту выставляю пятого", "nominate 5"),
    ("если он промолчит выставляю пятого", "none"),
    ("если по чесноку то если он промолчит выставляю пятого", "none"),
    ("если по чесноку завтра выставлю пятого", "none"),
    # no_such_seat: a tens ordinal above the table is one number («шестидесятого», not «шести
    # десятого»), zero («ноль», «нуль», «нулевого») a number naming no seat; a zero in talk
    # («ноль сомнений», «один ноль») is no seat at all
    ("выставляю шестидесятого", "none:no such seat"),
    ("выставляю девяностого пожалуй", "none:no such seat"),
    ("я выставляю нуль", "none:no such seat"),
    ("выставляю шестидесятого нет пятнадцатого", "nominate 15"),
    ("у него ноль аргументов выставляю седьмого", "nominate 7"),
    ("выставляю седьмого ноль сомнений", "nominate 7"),
    ("счет один ноль выставляю седьмого", "nominate 7"),
    # late_nomination, anaphora: a verb of speech whose object is asked before it («непонятно
    # что говорит», «чо ты там шепчешь», «о чем он», «чего он там кричит») quotes nothing; a
    # real quote («он говорит: …», «вот что он говорит: …», «только что сказал: …») stays one
    ("третий непонятно что говорит выставляю третьего", "nominate 3"),
    ("седьмой что он там несет выставляю седьмого", "nominate 7"),
    ("о чем он говорит выставляю шестого", "nominate 6"),
    ("девятый чего он там кричит выставляю девятого", "nominate 9"),
    ("двенадцатый что ты мне говоришь выставляю тебя", "nominate 12"),
    ("он говорит выставляю шестого", "none"),
    ("вот что он говорит выставляю шестого", "none"),
    ("первый только что сказал выставляю шестого", "none"),
    ("третий что говорит выставляю шестого", "none"),
    # canonical: «типа», «как бы» opening the utterance (or after «ну», «короче») right before
    # a present act with its seat are fillers; after a subject or a quote they are «as if», and
    # before «выставлю», «если», «я», or with no seat they stay hedges
    ("типа выставляю девятого", "nominate 9"),
    ("ну типа выставляю одиннадцатого", "nominate 11"),
    ("короче как бы выставляю двенадцатого", "nominate 12"),
    ("типа выставлю девятого", "none"),
    ("типа выставлю завтра девятого", "none"),
    ("типа если он промолчит выставляю девятого", "none"),
    ("типа выставляю девятого шучу", "none"),
    ("она такая типа выставляю седьмого", "none"),
    ("третий типа выставляю четвертого а сам смеется", "none"),
    ("я типа выставляю девятого", "none"),
    ("типа выставляю", "none"),
    # recognizer_damage: the verb cut to its stem («выстав», «выдвиг») with a clean seat right
    # after is the act; read as «выставлю», it still yields to a negation, a quote, a condition,
    # a hedge or any future word, and takes no unclear seat
    ("я выстав одиннадцатого", "nominate 11"),
    ("выдвиг седьмого", "nominate 7"),
    ("ну выстав седьмого спасибо", "nominate 7"),
    ("я не выстав восьмого", "none"),
    ("завтра выстав восьмого", "none"),
    ("выстав восьмого потом", "none"),
    ("он сказал выстав восьмого", "none"),
    ("если он промолчит выстав восьмого", "none"),
    ("думаю выстав восьмого", "none"),
    ("выстав восьмого и девятого", "none"),
    # anaphora: the seat addressed or talked about («пятнадцатая, ты…», «а тринадцатый, он
    # вообще кто?», «кто она такая») is the antecedent of «тебя», «его», «ее»; a singular
    # apology to the one nominated («…тебя, извини») corrects nothing; two seats named, or a
    # seat after the apology, and it is no longer his
    ("одиннадцатая ты мне с самого начала не понравилась выставляю тебя прости", "nominate 11"),
    ("девятый ты уж извини выставляю тебя", "nominate 9"),
    ("шестая она вообще кто такая выставляю ее", "nominate 6"),
    ("а двенадцатый кто он такой выставляю его", "nominate 12"),
    ("пятый и двенадцатый они вообще кто выставляю его", "none:attempt"),
    ("пятнадцатая и третий вы мне не понравились выставляю тебя извини", "none:attempt"),
    ("пятнадцатая выставляю тебя извини шестого", "nominate 6"),
    ("выставляю тебя извини", "none:attempt"),
    ("выставляю восьмого извините", "none:attempt"),
    ("седьмой кто то из вас выставляю тебя", "none:attempt"),
    ("он такой выставляю седьмого", "none"),
]


@pytest.mark.parametrize("text, want", MISSES)
def test_the_misses_of_tuning8(text, want):
    assert corpus.label(match_intent(text, SIXTEEN)) == want
