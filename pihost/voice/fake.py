"""``FakeVoice``: a Voice with no audio, for whole-game tests and the simulator.

It renders the real pack (so a bad phrase fails as it would on the table), records what was
said, and gives each phrase a duration computed from its text length — deterministic, so a
replayed game times the same.

>>> from pihost.voice.pack import load_pack
>>> v = FakeVoice(load_pack("ru"))
>>> v.say("speech", seat=3) == v.duration("speech", seat=3)
True
>>> v.spoken
[('speech', {'seat': 3}, 'Слово игроку номер три.')]

With a ``clock`` (pihost.clock), phrases play back to back in that clock's time and
``speaking()`` is true until the last one (plus ``tail``) has ended; without one, each phrase
starts and ends at once (``on_speaking`` callbacks get True then False inside ``say``).
"""

from __future__ import annotations

from pihost.clock import Clock
from pihost.voice.api import SpeakingCallback
from pihost.voice.pack import PhrasePack

CHARS_PER_SECOND = 14.0   # about 165 words per minute
LEAD_SECONDS = 0.2        # espeak's silence around a phrase


def text_duration(text: str) -> float:
    """Deterministic stand-in length of a phrase (seconds): ``text_duration('Время.')`` = 0.629."""
    return round(LEAD_SECONDS + len(text) / CHARS_PER_SECOND, 3)


class FakeVoice:
    """A Voice that records ``spoken = [(phrase_id, params, text)]`` and plays nothing."""

    def __init__(self, pack: PhrasePack, clock: Clock | None = None, tail: float = 0.3) -> None:
        self.pack = pack
        self.spoken: list[tuple[str, dict, str]] = []
        self._clock = clock
        self._tail = tail
        self._end = float("-inf")
        self._callbacks: list[SpeakingCallback] = []
        self._announced = False
        self._closed = False
        self.masked = False
        self.masking_changes: list[bool] = []
        self.unheard: list[str] = []     # phrase ids said while the speaker was lost
        self._lost: str | None = None
        self._troubles: list = []

    def text(self, phrase_id: str, **params) -> str:
        return self.pack.text(phrase_id, **params)

    def duration(self, phrase_id: str, **params) -> float:
        return text_duration(self.text(phrase_id, **params))

    def say(self, phrase_id: str, **params) -> float:
        """Record the phrase; return its duration. Raises PackError (nothing recorded)."""
        if self._closed:
            raise RuntimeError("this voice is closed")
        text = self.text(phrase_id, **params)
        seconds = text_duration(text)
        self.spoken.append((phrase_id, dict(params), text))
        if self._lost is not None:
            self.unheard.append(phrase_id)
            return seconds
        if self._clock is None:
            self._notify(True)
            self._notify(False)
            return seconds
        self._end = max(self._end, self._clock.now()) + seconds
        if not self._announced:
            self._notify(True)
        return seconds

    def on_trouble(self, callback) -> None:
        """``callback(ok, why)`` when the (pretend) speaker is lost and when it is back."""
        self._troubles.append(callback)

    def lose(self, why: str = "speaker unplugged") -> None:
        """Pretend the speaker is gone: ``say`` goes on returning lengths, nothing is heard
        (``unheard``), and the trouble callbacks hear ``(False, why)``."""
        self._lost = why
        for callback in self._troubles:
            callback(False, why)

    def restore(self) -> None:
        """The speaker is back: the trouble callbacks hear ``(True, "")``."""
        self._lost = None
        for callback in self._troubles:
            callback(True, "")

    def masking(self, on: bool) -> None:
        """Record the masking noise's state (``masked``), and each change in ``spoken``."""
        self.masked = on
        self.masking_changes.append(on)

    def texts(self) -> list[str]:
        """Just the texts said, in order."""
        return [text for _, _, text in self.spoken]

    def speaking(self) -> bool:
        if self._clock is None:
            return False
        busy = self._clock.now() < self._end + self._tail
        if not busy and self._announced:
            self._notify(False)
        return busy

    def on_speaking(self, callback: SpeakingCallback) -> None:
        self._callbacks.append(callback)

    def wait_idle(self, timeout: float) -> bool:
        """Fake time does not pass by waiting: True if idle now."""
        return not self.speaking()

    def close(self) -> None:
        self._closed = True

    def __enter__(self) -> FakeVoice:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _notify(self, on: bool) -> None:
        self._announced = on
        for callback in self._callbacks:
            callback(on)
