"""When a speech is over: «спасибо» as the last word of an utterance, then silence.

The seed (000) ends a speech with «Спасибо», after which nothing may be said. Said in passing
(«спасибо десятому за хорошую речь», or «спасибо» and then more words after a pause) it is not
the end («спасибо, что выслушали» is: the thanks for being heard), so
the end is only certain after ``silence_s`` seconds with no new voice. The host loop feeds every
``VoiceActivity``/``Heard`` of the speech in, sets a timer for ``due()`` and, when it fires, asks
``over(now)``. (The speaker's seat button ends a speech too; that is the host loop's business.)

>>> eos = EndOfSpeech(silence_s=1.0)
>>> eos.feed(Heard(text="у меня все спасибо", at=10.0))
>>> eos.due(), eos.over(10.5), eos.over(11.0)
(11.0, False, True)
>>> eos.feed(VoiceActivity(at=10.8))   # he went on talking: not the end
>>> eos.due(), eos.over(12.0)
(None, False)
"""

from __future__ import annotations

from pihost.events import Event, Heard, VoiceActivity
from pihost.listen.intents import ends_speech


class EndOfSpeech:
    """Tracks one speech. ``silence_s``: seconds of silence after «спасибо» that end it.

    Raises ``ValueError`` for a negative silence or an unknown language."""

    def __init__(self, silence_s: float = 1.0, lang: str = "ru") -> None:
        if silence_s < 0:
            raise ValueError(f"the silence after «спасибо» cannot be negative ({silence_s} s)")
        ends_speech("", lang)  # validates the language
        self.silence_s = silence_s
        self.lang = lang
        self._thanked_at: float | None = None

    def feed(self, event: Event) -> None:
        """Take a listener event; other events are ignored."""
        if isinstance(event, Heard):
            if ends_speech(event.text, self.lang):
                self._thanked_at = event.at
            elif event.text.strip():
                self._thanked_at = None
        elif isinstance(event, VoiceActivity):
            if self._thanked_at is not None and event.at > self._thanked_at:
                self._thanked_at = None

    def due(self) -> float | None:
        """Clock time at which the speech is over if nothing more is heard; ``None`` if not
        pending."""
        return None if self._thanked_at is None else self._thanked_at + self.silence_s

    def over(self, now: float) -> bool:
        """Is the speech over at clock time ``now``?"""
        due = self.due()
        return due is not None and now >= due

    def reset(self) -> None:
        """Forget the pending end (a new speech starts)."""
        self._thanked_at = None
