"""The box listens: speech recognition of nominations and of the end of a speech.

* ``intents``: the pure matcher, text -> ``Intent`` (nominate / end_speech / none).
* ``lexicon``: the words per language (seat numbers in all forms, nomination sentences).

>>> ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))
>>> match_intent("я выставляю игрока номер десять", ctx).target
10
"""

from pihost.listen.intents import Intent, ListenContext, match_intent

__all__ = ["Intent", "ListenContext", "match_intent"]
