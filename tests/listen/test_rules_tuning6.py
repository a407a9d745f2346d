"""Rule cases for the classes of tuning6.tsv (the sixth held-out part, scored once blind, then
read): one rule of Russian speech each, in phrasings no corpus has, with the near-misses that
must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)
TWENTY_FOUR = ListenContext(speaker=2, alive=tuple(range(1, 25)), seats=24)

RULES = [
    # a dream is no act: «мне снилось, что я выставляю…»
    ("мне сегодня снилось что выставляю четвертого", "none"),
    ("приснилось будто я выставляю игрока номер три", "none"),
    ("мне померещилось что выставляю пятого", "none"),
    ("сон был странный но выставляю пятого", "nominate 5"),
    # «предлагаю столу (всем, вам) кандидатуру N»: the others asked to consider him
    ("предлагаю городу кандидатуру четвертого", "none"),
    ("я предлагаю вам кандидатуру девятого", "none"),
    ("предлагаю кандидатуру четвертого", "nominate 4"),
    ("ставлю кандидатуру шестого", "nominate 6"),
    # «в зону голосования»: a vote phrase like «на голосование»
    ("кидаю в зону голосования пятого", "nominate 5"),
    ("девятого я отправляю в зону голосования", "nominate 9"),
    ("четвертый уже в зоне голосования", "none"),
    ("хочу отправить в зону голосования третьего", "none"),
    ("не отправляю в зону голосования второго", "none"),
    ("отправляю в зону голосования", "none:attempt"),
    # the vote phrase before the vote verb, opening the clause
    ("на голосование отправляю игрока номер шесть", "nominate 6"),
    ("ну в зону голосования я кидаю четвертого", "nominate 4"),
    ("шестой на голосование отправляет девятого", "none"),
    ("отправляю шестого домой", "none"),
    # the table's slang for the vote: «на сковородку», «на плаху»
    ("отправляю на плаху четвертого", "nominate 4"),
    ("восьмой врет вот его на сковородку", "nominate 8"),
    ("четвертый уже на сковородке", "none"),
    ("жарю картошку на сковородку", "none"),
    # a pronoun object between the vote verb and the vote phrase: the seat named before
    ("девятый ты врешь кидаю тебя на голосование", "nominate 9"),
    ("четвертый отправляю тебя в зону голосования", "nominate 4"),
    # («кидаю» alone is the act since tuning28, its 770 and 804: «я его кидаю», «его и кидаю»)
    ("четвертый кидаю тебя", "nominate 4"),
    ("четвертый отправляю тебя", "none"),
    ("четвертый отправляю тебя домой на голосование", "none"),
    # «за номером» a seat word like «под номером»
    ("я выставляю за номером пять", "nominate 5"),
    ("выставляю игрока за номером восемь", "nominate 8"),
    ("за номером пять сидит мафия", "none"),
    # the passive with the speaker for its agent: «выставлен мной», «мною», «от меня выставлен»
    ("четвертый выставлен мною", "nominate 4"),
    ("мной выставлена девятая", "nominate 9"),
    ("от меня выставляется третий", "nominate 3"),
    ("четвертый уже выставлен", "none"),
    ("четвертый выставлен мной вчера", "none"),
    ("четвертый выставлен не мной", "none"),
    # an address before the verbless act: «уважаемый ведущий, от меня …»
    ("ведущий от меня пятый", "nominate 5"),
    ("коллеги от меня выставляется игрок номер два", "nominate 2"),
    ("ведущий пятый", "none"),
    ("друзья восьмой мафия", "none"),
    # «от меня N выставлен»: the participle with «от меня», also after a proposal's seat
    ("с моей стороны выставлена третья", "nominate 3"),
    ("давайте выставим восьмого от меня восьмой", "nominate 8"),
    ("давайте выставим восьмого с моей стороны восьмой выставлен", "nominate 8"),
    ("давайте выставим восьмого от меня", "none"),
    ("на голосование выставлен игрок номер восемь", "none"),
    ("восьмой выставлен", "none"),
    # the seat said as a place: «шестое место», «кто сидит на шестом» (no «месте»)
    ("выставляется шестое место", "nominate 6"),
    ("выставляю девятое место", "nominate 9"),
    ("он занял шестое место", "none"),
    ("выставляю девушку что сидит на пятом", "nominate 5"),
    ("выставляю игрока что сидит на стуле", "none:attempt"),
    # «пропускаю (ход)»: the speech passed on
    ("я пропускаю ход", "end_speech"),
    ("ну пропускаю", "end_speech"),
    ("пропускаю седьмого вперед", "none"),
    # «не так» before a seat corrects it; with none after it, it corrects nothing
    ("выставляю пятого не так шестого", "nominate 6"),
    ("выставляю седьмого не так ли", "nominate 7"),
    ("он говорит не так выставляю третьего", "nominate 3"),
    # «подумаю (и) выставлю», «посмотрю»: a plan
    ("подумаю и выставлю третьего", "none"),
    ("посмотрю и выставлю кого нибудь", "none"),
    ("я подумал и выставляю третьего", "nominate 3"),
    # a time the speaker will not wait for is no other time of the act
    ("нечего тянуть до завтра выставляю пятого", "nominate 5"),
    ("не буду откладывать до последнего дня выставляю третьего", "nominate 3"),
    ("подожду до завтра и выставлю пятого", "none"),
    ("хочу подождать до завтра выставляю пятого", "none"),
    # «я хотел сказать», «я имел в виду» closing the seat that replaced another: the fix said
    ("выставляю третьего ой четвертого я имел в виду", "nominate 4"),
    ("выставляю пятого нет шестого я хотела сказать", "nominate 6"),
    ("выставляю третьего я хотел сказать", "none:attempt"),
    ("выставляю третьего ой четвертого я имел в виду что он врет", "none:attempt"),
    # «сам», «лично» before «себя» in a correction: the speaker's seat (2) still replaces
    ("выставляю седьмого то есть сам себя", "nominate 2"),
    ("выставляю второго нет лично себя", "nominate 2"),
    # «…, отменять не буду», «менять не стану»: he will not take it back, the act stands
    ("выставляю пятого и менять не буду", "nominate 5"),
    ("выставляю третьего не стану снимать", "nominate 3"),
    ("выставляю пятого не буду", "none"),
    ("выставлять пятого не буду", "none"),
]

# the recogniser's damage to the seat number, at a table of 24
NUMBERS = [
    # «-надцать» cut from its unit: one teen
    ("выставляю три надцатого", "nominate 13"),
    ("выставляю игрока номер пять надцать", "nominate 15"),
    ("ставлю девять надцатого", "nominate 19"),
    ("выставляю пять десять", "none:attempt"),
    ("выставляю семь надо подумать", "nominate 7"),
    # a case ending cut from its stem
    ("выставляю трет ьего", "nominate 3"),
    ("выставляю четверт ого", "nominate 4"),
    ("выставляю седьм ого", "nominate 7"),
    # after a tens word, a unit with its ending lost
    ("выставляю номер двадцать перв", "nominate 21"),
    ("выставляю номер двадцать втор", "none:attempt"),
    ("выставляю двадцать четверт", "nominate 24"),
    # ... or damaged past reading: not 20, ask again
    ("выставляю двадцать пер", "none:attempt"),
    ("выставляю двадцать сем", "none:attempt"),
    ("выставляю двадцать шест", "none:attempt"),
    ("выставляю двадцать треть", "none:attempt"),
    ("выставляю двадцать", "nominate 20"),
    ("выставляю двадцать спасибо", "nominate 20"),
    ("выставляю двадцатого все", "nominate 20"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning6(text, want):
    assert corpus.label(match_intent(text, TEN)) == want


@pytest.mark.parametrize("text, want", NUMBERS)
def test_damaged_numbers_of_tuning6(text, want):
    assert corpus.label(match_intent(text, TWENTY_FOUR)) == want
