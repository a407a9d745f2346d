"""The box listens: speech recognition of nominations and of the end of a speech.

* ``context``: ``ListenContext`` (what is listened for) and ``Intent`` (what was understood).
* ``intents``: the pure matcher, text -> ``Intent`` (nominate / end_speech / none).
* ``lexicon``: the words per language (seat numbers in all forms, nomination sentences).
* ``grammar``: the recogniser's vocabulary per phase.
* ``endofspeech``: «спасибо» + silence -> the speech is over.
* ``listener``: the ``Listener`` interface and ``FakeListener``.
* ``recognition`` / ``vosk_listener``: the real one (vosk + sounddevice), ``make_listener``.
* ``model`` / ``install``: finding, tuning and installing the speech model.

>>> ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))
>>> match_intent("я выставляю игрока номер десять", ctx).target
10
"""

from pihost.listen.endofspeech import EndOfSpeech
from pihost.listen.grammar import Grammar, VocabularyError, phase_grammar
from pihost.listen.intents import Intent, ListenContext, match_intent
from pihost.listen.listener import FakeListener, Listener
from pihost.listen.model import ModelBrokenError, ModelError, ModelMissingError
from pihost.listen.vosk_listener import MicrophoneError, VoskListener, make_listener

__all__ = ["EndOfSpeech", "FakeListener", "Grammar", "Intent", "ListenContext", "Listener",
           "MicrophoneError", "ModelBrokenError", "ModelError", "ModelMissingError",
           "VocabularyError", "VoskListener", "make_listener", "match_intent", "phase_grammar"]
