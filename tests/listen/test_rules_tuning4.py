"""Rule cases for the classes of tuning4.tsv (the fourth held-out part, scored once blind, then
read): one rule of Russian (or English) speech each, in phrasings no corpus has, with the
near-misses that must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)
TWENTY = ListenContext(speaker=2, alive=tuple(range(1, 21)), seats=20)
ENGLISH = ListenContext(speaker=2, alive=tuple(range(1, 11)), lang="en")

RULES = [
    # a condition whose clause has someone else's nominating verb still governs the act
    ("если третий не выставит восьмого я выставлю его", "none"),
    ("если никто не выставит пятого выставляю его сам", "none"),
    ("если его выставят то я выставлю девятого", "none"),
    ("никто не выставит восьмого поэтому я выставляю восьмого", "nominate 8"),
    ("если честно никто не выставит восьмого я выставляю восьмого", "nominate 8"),
    # «после голосования», «после ночи»: a time after this one
    ("после голосования выставлю седьмого", "none"),
    ("после этого голосования выставлю четвертого", "none"),
    ("после всех речей выставлю шестого", "none"),
    ("выставлю шестого после голосования", "none"),
    ("после этого выставлю седьмого", "nominate 7"),
    ("после всего этого выставлю седьмого", "nominate 7"),
    # the end formula said the other way round, or to the host
    ("спасибо ведущая", "end_speech"),
    ("благодарю ведущий", "end_speech"),
    ("все я сказала", "end_speech"),
    ("вот и все у меня", "end_speech"),
    ("я сказал все что хотел", "end_speech"),
    ("все я сказал что он черный", "none"),
    ("все у меня на подозрении", "none"),
    ("ведущий спасибо но я еще не закончил", "none"),
    ("спасибо ведущая итак", "none"),
    ("ну все у меня", "end_speech"),
    ("выставляю восьмого все я сказал", "nominate 8"),
    # «номинирую»: the act's verb borrowed from English
    ("я номинирую игрока номер три", "nominate 3"),
    ("номинирую седьмого ой нет шестого", "nominate 6"),
    ("номинирую себя", "nominate 2"),
    ("третий номинировал пятого", "none"),
    ("хочу номинировать пятого", "none"),
    ("не номинирую никого", "none"),
    # «у меня» before the passive head or the vote phrase: the speaker's own act
    ("у меня выставляется седьмой", "nominate 7"),
    ("у меня на голосование идет игрок номер пять", "nominate 5"),
    ("ну у меня выдвигается третий", "nominate 3"),
    ("у меня седьмой", "none"),
    ("у меня подозрение на восьмого", "none"),
    ("седьмой говорит у меня выставляется пятый", "none"),
    # a pronoun with the passive head or the vote phrase, opened by «вот»: the seat named before
    ("шестой опять молчит вот его на голосование", "nominate 6"),
    ("четвертый всех путает вот он у меня и выставляется", "nominate 4"),
    ("пятый вот она и выдвигается", "nominate 5"),
    ("шестой и седьмой молчат вот его на голосование", "none:attempt"),
    ("вот он и выставляется", "none:attempt"),
    ("шестой молчит вот его на голосование восьмого", "none:attempt"),
    ("шестой сказал что он выставляется", "none"),
    ("шестой он у меня на подозрении", "none"),
    ("шестой сказал вот его на голосование", "none"),
    # a correction to «себя»: the speaker's own seat; and «себя» corrected
    ("выставляю пятого то есть себя", "nominate 2"),
    ("выставляю второго вернее себя", "nominate 2"),
    ("выставляю пятого ой нет себя потому что мне скрывать нечего", "nominate 2"),
    ("выставляю себя то есть пятого", "nominate 5"),
    ("выставляю себя ой нет", "none:attempt"),
    ("выставляю пятого то есть себя и седьмого", "none:attempt"),
    # «кого я выставляю? шестого»: he asks himself and answers at once
    ("кого я выставляю пятого", "nominate 5"),
    ("ну и кого же я выставляю девятого", "nominate 9"),
    ("кого я выставляю восьмого потому что он молчал", "nominate 8"),
    ("кого я выставляю", "none"),
    ("кого выставляем седьмого", "none"),
    ("разве я выставляю седьмого", "none"),
    ("кого бы я выставил седьмого", "none"),
    ("третий спросил кого я выставляю седьмого", "none"),
    # a person described by his place at the table is that seat
    ("выставляю парня на третьем месте", "nominate 3"),
    ("выставляю ту кто сидит на пятом месте", "nominate 5"),
    ("выставляю мужчину с восьмого места потому что он молчит", "nominate 8"),
    ("не выставляю девушку на третьем месте", "none"),
    ("выставляю соседа на третьем месте", "none:attempt"),
    ("выставляю того кто сидит рядом с пятым", "none:attempt"),
    ("выставляю того кто на пятом месте сказал что он шериф", "none:attempt"),
    # an ordinal of a time after the seat («пятый раз», «второй день») is no second seat
    ("выставляю третьего уже второй раз подряд", "nominate 3"),
    ("выставляю шестого третий день подряд", "nominate 6"),
    ("выставляю шестого второй раз ой нет восьмого", "nominate 8"),
    ("выставляю шестого третьего", "none:attempt"),
    ("выставляю шестого и третьего второй раз", "none:attempt"),
    # «на голос»: the vote phrase cut short by the recogniser
    ("ставлю на голос шестого", "nominate 6"),
    ("выставляю на голос игрока номер три", "nominate 3"),
    ("у него на голос шестого", "none"),
    # «повторять за кем» is copying him, no quotation: the pronoun's seat stands
    ("девятый за мной повторяет я его выставляю", "nominate 9"),
    ("шестой все время за всеми повторяет выставляю его", "nominate 6"),
    ("шестой повторяет выставляю его", "none"),
    # a habit joined by «и» to a past clause is that clause's, not the act's
    ("пятый дважды менял голос за вечер и каждый раз против меня выставляю пятого",
     "nominate 5"),
    ("седьмой голосовал против меня и всегда с большинством выставляю седьмого", "nominate 7"),
    ("седьмой молчит и каждый раз я выставляю седьмого", "none"),
    ("седьмой молчал но каждый раз выставляю седьмого", "none"),
    # «у меня…» opens the speaker's own clause: its one seat is whom the pronoun stands for
    ("первый шутит пятый молчит у меня подозрение на шестого вот его и выставляю", "nominate 6"),
    ("третий спокоен у меня вопросы к девятому я его выставляю", "nominate 9"),
    ("третий спокоен у меня вопросы к девятому и пятому я его выставляю", "none:attempt"),
    ("первый спокоен у меня девятый красный я его выставляю", "none:attempt"),
    ("первый шутит пятый молчит я его выставляю", "none:attempt"),
    # «…, это раз; …, это два»: points counted off, no seat
    ("он соврал это раз он сменил голос это два выставляю шестого", "nominate 6"),
    ("выставляю шестого он соврал это раз и молчал это два", "nominate 6"),
    ("это раз это два это три выставляю девятого", "nominate 9"),
    ("это два выставляю шестого", "none:attempt"),
    ("он соврал это раз он молчал это два выставляю его", "none:attempt"),
    # «…выставил восьмого, и я его выставляю»: the speaker joins someone else's act
    ("третий выставил шестого и я его выставляю", "nominate 6"),
    ("девятый говорит выставляйте пятого и я тоже его выставляю", "nominate 5"),
    ("третий выставил шестого и я выставляю его", "nominate 6"),
    ("третий выставил шестого я его выставляю", "none:attempt"),
    ("третий подставил шестого и я его выставляю", "none:attempt"),
    ("третий выставил шестого и пятый молчит я его выставляю", "none:attempt"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning4(text, want):
    assert corpus.label(match_intent(text, TEN)) == want


@pytest.mark.parametrize("text, want", [
    # «who do i nominate? six»: asked and answered at once; not «should i», «do we», «did i»
    ("who do i nominate seven", "nominate 7"),
    ("so who do i nominate four because he lied", "nominate 4"),
    ("who do i nominate", "none"), ("who should i nominate seven", "none"),
    ("who do we nominate seven", "none"), ("who did i nominate seven", "none"),
    ("who do you nominate seven", "none"),
    # «seven is my nomination»: the verbless act; asked, denied or quoted it is none
    ("four is my nomination", "nominate 4"), ("my nomination four", "nominate 4"),
    ("is four my nomination", "none"),
    # «i take that back»: the act taken back
    ("i nominate five no i take that back", "none"), ("i nominate five take it back", "none"),
    ("i nominate five no six", "nominate 6"), ("four is not my nomination", "none"),
    ("he said four is my nomination", "none"), ("is seven my pick", "none"),
])
def test_rules_of_tuning4_in_english(text, want):
    assert corpus.label(match_intent(text, ENGLISH)) == want
