"""Rule cases for the classes of tuning5.tsv (the fifth held-out part, scored once blind, then
read): one rule of Russian speech each, in phrasings no corpus has, with the near-misses that
must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10)

RULES = [
    # «его слова были: выставляю…», «фраза была такая: …»: someone's words, quoted
    ("ее слова были выставляю шестого", "none"),
    ("его фраза была такая выставляю третьего", "none"),
    ("последние слова были такие выставляю девятого", "none"),
    ("его слова были странными выставляю седьмого", "nominate 7"),
    ("мне не понравились его слова выставляю седьмого", "nominate 7"),
    # «мой выбор такой», «если говорить по существу»: scaffolding before the act, no condition
    ("короче мой выбор такой выставляю пятого", "nominate 5"),
    ("если по существу я выставляю шестого", "nominate 6"),
    ("если говорить прямо выставляю девятого", "nominate 9"),
    ("если он по существу ничего не сказал выставлю его", "none"),
    ("если говорить по существу выставлю его завтра", "none"),
    # «…, это была шутка»: the act taken back
    ("выставляю шестого ну это была шутка", "none"),
    ("выставляю восьмого это я пошутил", "none"),
    ("выставляю восьмого и это не шутка", "nominate 8"),
    # end formulas: «у меня пока все», «в общем то и все», «все, передаю», «я свое сказал»
    ("ну у меня пока все", "end_speech"),
    ("вот в общем и все", "end_speech"),
    ("все передаю дальше", "end_speech"),
    ("ну все я свое сказала", "end_speech"),
    ("пока все молчат", "none"),
    ("у меня пока все сходится на пятом", "none"),
    # no seat, then another time or a question after the verb: no act now
    ("выставлю попозже", "none"),
    ("выставлю кого нибудь потом", "none"),
    ("ну выставляем кого нибудь сегодня или нет", "none"),
    ("выставлю", "none:attempt"),
    ("я выставляю игрока номер", "none:attempt"),
    # «кидаю», «кину», «закидываю» на голосование: a vote verb like «ставлю»
    ("кину на голосование третьего", "nominate 3"),
    ("я закидываю на голосование игрока номер пять", "nominate 5"),
    ("кидаю на голосование двадцать первого", "none:no such seat"),
    ("кидаю камень в огород третьего", "none"),
    ("третий кидает на голосование пятого", "none"),
    ("если что кину на голосование шестого", "none"),
    # the passive with the speaker for its agent: after the seat too
    ("седьмой выставляется мной", "nominate 7"),
    ("мной выдвигается игрок номер четыре", "nominate 4"),
    ("седьмой выставляется", "none"),
    ("седьмой выставляется не мной", "none"),
    # the recogniser's damage: «я» glued to the verb, the verb in three pieces, the gerund
    ("явыставляю игрока номер шесть", "nominate 6"),
    ("явыставляю", "none:attempt"),
    ("вы став ляю игрока номер три", "nominate 3"),
    ("выставляя восьмого", "nominate 8"),
    ("выставляя восьмого он рисковал", "none"),
    ("выставляя его на голосование третий рисковал", "none"),
    # «на голо сование»: after «на», two words that make the vote phrase's word are it
    ("выношу на голосо вание четвертого", "nominate 4"),
    ("на голо сование идет пятый", "nominate 5"),
    # «кого я выставляю? седьмого, конечно», «а знаете, кого я выставляю? второго»
    ("кого я выставляю девятого разумеется", "nominate 9"),
    ("угадайте кого я выставляю третьего", "nominate 3"),
    ("знаете кого я выставляю", "none"),
    ("знаете кого выставляем пятого", "none"),
    ("кого я выставляю пятого конечно он же врет", "none"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning5(text, want):
    assert corpus.label(match_intent(text, TEN)) == want
