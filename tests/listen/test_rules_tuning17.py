"""Rule cases for a wrong seat reported apart from the corpora and for the misses of tuning17.tsv
and tuning18.tsv that general rules fix (after their first tuning): one rule of speech each, in
phrasings no corpus has, with the near-misses that must stay what they are."""

from __future__ import annotations

import pytest

from pihost.listen.intents import ListenContext, match_intent
from tests.listen import corpus

TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)
ENGLISH = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12, lang="en")

RULES = [
    # a hesitation («как его», «как там его», «это самое») before a seat word is a filler: the
    # correction after it still replaces; before anything else it is what it says
    ("выставляю второго ой нет как там его ну шестого", "nominate 6"),
    ("выставляю пятого стоп как его одиннадцатый ну одиннадцатого", "nominate 11"),
    ("выставляю это самое десятого", "nominate 10"),
    ("выставляю второго ой как его шестой мирный", "none:attempt"),
    ("я не знаю как его выставить", "none"),
    # «давай» (come on) opening a verbless vote phrase or before his own present act is no
    # proposal; «давайте» with the table's verb still is
    ("давай третий на голосование", "nominate 3"),
    ("ну давай девятого на голосование", "nominate 9"),
    ("ну давай выставляю одиннадцатого", "nominate 11"),
    ("давайте выставляем одиннадцатого", "none"),
    ("давайте третьего на голосование", "none"),
    ("девятый сказал давай третьего на голосование", "none"),
    ("давай тридцатый на голосование", "none:no such seat"),
    # the verb split in four, or its split heard as a soft sign; «игрока» with its «г» lost
    # («и рока»), «под номером» with its «д» lost («по номером»)
    ("вы с тав ляю девятого", "nominate 9"),
    ("выставь ляю игрока номер три", "nominate 3"),
    ("выставь его", "none"),
    ("выставляю и рока номер шесть", "nominate 6"),
    ("выставляю игрока по номером одиннадцать", "nominate 11"),
    ("выставляю по номером", "none:attempt"),
    # end formulas in another order, the floor given back to the host
    ("ну больше мне сказать нечего", "end_speech"),
    ("я все сказала что хотела", "end_speech"),
    ("слово ведущему спасибо", "end_speech"),
    ("я не знаю что хотел сказать седьмой", "none"),
    # «и все» right after a clause stresses it («не выставляю никого и все»); after closing
    # words it is the formula
    ("не буду я никого выставлять и все", "none"),
    ("ну вот собственно и все", "end_speech"),
    # an end word about someone («про пятого молчу») closes nothing
    ("про пятого я пока молчу", "none"),
    ("я молчу пас", "end_speech"),
    # «не буду» closing a clause whose infinitive is left out, then his own act
    ("за второго голосовать не буду и за шестого тоже не буду я выставляю девятого",
     "nominate 9"),
    ("не буду выставляю девятого", "none"),
    # «или нет» tagging a question, then his own clause with «я»; not a hedge of his act then
    ("кто девятый у нас мирный или нет я выставляю девятого", "nominate 9"),
    ("девятый или нет выставляю девятого", "none"),
    # a condition whose consequence is a clause with its own subject («то он мафия») before
    # the act; «то я выставляю» is still its consequence
    ("если девятый не доктор то она мафия выставляю девятого", "nominate 9"),
    ("если девятый не доктор то я выставляю девятого", "none"),
    ("если девятый не доктор то выставляю девятого", "none"),
    # «то есть себя» after his own seat confirms it, whatever follows; after another seat it
    # replaces it only where the words stop
    ("выставляю четвертого то есть себя ну да я хочу оправдаться", "nominate 4"),
    ("выставляю шестого то есть себя", "nominate 4"),
    # the act's own infinitive with «не буду» right after it closes its clause; «не буду»
    # before the infinitive still vetoes
    ("девятого выставлять не буду выставляю третьего", "nominate 3"),
    ("я не буду выставлять девятого", "none"),
    # the verb's last «ю» lost («выставля»), also when split after «вы»
    ("вы ставля одиннадцатого", "nominate 11"),
    ("выставля десятого", "nominate 10"),
    ("не выставля десятого", "none"),
    # English «i mean it» (serious) before the seat said again
    ("i nominate nine wait i mean it nine", "nominate 9"),
    ("i nominate nine no i mean three", "nominate 3"),
]


@pytest.mark.parametrize("text, want", RULES)
def test_rules_of_tuning17(text, want):
    ctx = ENGLISH if text[:1].isascii() else TWELVE
    assert corpus.label(match_intent(text, ctx)) == want
