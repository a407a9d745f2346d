"""From audio blocks to ``VoiceActivity``/``Heard`` events: the recogniser and the endpointer.

No threads and no sound device here: ``VoskListener`` feeds blocks from the microphone, the
benchmark feeds them from a file. vosk's own endpointer waits for the model's trailing silence
(0.5-1 s in small models, and longer in practice); ``Endpointer`` closes an utterance sooner,
when the words so far are followed by ``silence_s`` of quiet audio, so that «10 принято» can
start ≈0.3 s after the player stops.

>>> ep = Endpointer(silence_s=0.2)
>>> loud, quiet = b"\\x00\\x20" * 800, bytes(1600)   # 50 ms blocks at 16 kHz
>>> [ep.block(loud, 16000, words=True)] + [ep.block(quiet, 16000, words=True) for _ in range(4)]
[False, False, False, False, True]
"""

from __future__ import annotations

import array
import json
import math
from collections import deque
from collections.abc import Callable

from pihost.events import Event, Heard, VoiceActivity, heard_text
from pihost.listen.grammar import Grammar

NOISE_WINDOW_S = 5.0  # how far back the noise floor is looked for (seconds): long enough to
# always include a gap between words, so that a long speech never becomes the "noise"


class Endpointer:
    """Quiet-after-words detector. ``silence_s``: seconds of quiet that end an utterance;
    ``floor``: RMS level (of int16 samples) always counted as quiet; ``ratio``: how far above
    the running noise floor a block must be to count as voice.

    Raises ``ValueError`` for a silence outside 0.05-5 s or a non-positive level."""

    def __init__(self, silence_s: float = 0.25, floor: float = 200.0, ratio: float = 3.0) -> None:
        if not 0.05 <= silence_s <= 5:
            raise ValueError(f"endpoint silence {silence_s} s is outside 0.05-5 s")
        if floor <= 0 or ratio <= 1:
            raise ValueError("the quiet floor must be > 0 and the voice ratio > 1")
        self.silence_s, self.floor, self.ratio = silence_s, floor, ratio
        # (rms, seconds) of the last blocks; until a window is heard, the floor stands for them
        self._recent: deque[tuple[float, float]] = deque([(floor, NOISE_WINDOW_S)])
        self._quiet_s = 0.0

    def block(self, pcm: bytes, rate: int, *, words: bool) -> bool:
        """Take one block of int16 mono audio; True when the utterance should end now (words
        were heard and the last ``silence_s`` seconds were quiet)."""
        samples = array.array("h", pcm[: len(pcm) // 2 * 2])
        if not samples:
            return False
        rms = math.sqrt(sum(s * s for s in samples) / len(samples))
        seconds = len(samples) / rate
        # the noise floor: the quietest block of the last NOISE_WINDOW_S (a hum, a fan)
        self._recent.append((rms, seconds))
        while sum(d for _, d in self._recent) - self._recent[0][1] >= NOISE_WINDOW_S:
            self._recent.popleft()
        noise = min(r for r, _ in self._recent)
        loud = rms > max(self.floor, noise * self.ratio)
        self._quiet_s = 0.0 if loud else self._quiet_s + seconds
        if words and self._quiet_s >= self.silence_s:
            self._quiet_s = 0.0
            return True
        return False


class Recognition:
    """One recogniser fed with audio blocks, returning events.

    ``recognizer_for(grammar)`` makes a ``KaldiRecognizer`` (``grammar`` ``None`` = the model's
    full language model). ``feed(pcm, at)`` takes a block of int16 mono audio that ended at clock
    time ``at``; ``flush(at)`` ends the current utterance (a gap in the audio, a grammar switch,
    the end of a file). ``Heard.at`` is the end of the last word, placed on the clock through the
    audio position, so it is right on a live microphone however late the result comes.

    ``complete(partial_text)`` says whether the words so far already make a whole sentence; only
    then may the endpointer close the utterance early (a player pausing inside «я выставляю …
    игрока номер десять» must not be cut in two). Default: any words."""

    def __init__(self, recognizer_for: Callable[[Grammar | None], object], rate: int,
                 endpointer: Endpointer | None = None, grammar: Grammar | None = None,
                 complete: Callable[[str], bool] | None = None) -> None:
        self.rate = rate
        self._complete = complete or (lambda text: True)
        self._last_partial = ("", False)
        self._make = recognizer_for
        self.endpointer = endpointer
        self.grammar = grammar
        self._rec = self._new(grammar)
        self._samples = 0           # fed to the current recogniser
        self._active = False        # a VoiceActivity was posted for the current utterance

    def _new(self, grammar: Grammar | None):
        rec = self._make(grammar)
        rec.SetWords(True)
        self._samples = 0
        return rec

    def set_grammar(self, grammar: Grammar | None, at: float) -> list[Event]:
        """Switch the phase grammar; what was heard so far is finished first."""
        events = self.flush(at)
        if grammar != self.grammar:
            self.grammar = grammar
            self._rec = self._new(grammar)
        return events

    def feed(self, pcm: bytes, at: float) -> list[Event]:
        self._samples += len(pcm) // 2
        if self._rec.AcceptWaveform(pcm):
            return self._finished(self._rec.Result(), at)
        events: list[Event] = []
        partial = json.loads(self._rec.PartialResult()).get("partial", "")
        if partial and not self._active:
            self._active = True
            events.append(VoiceActivity(at=at))
        if partial != self._last_partial[0]:
            self._last_partial = (partial, bool(partial) and self._complete(partial))
        if self.endpointer and self.endpointer.block(pcm, self.rate,
                                                     words=self._last_partial[1]):
            events += self._finished(self._rec.FinalResult(), at)
        return events

    def flush(self, at: float) -> list[Event]:
        """Finish the utterance in progress (if any words were heard)."""
        if not self._active and not self._samples:
            return []
        return self._finished(self._rec.FinalResult(), at)

    def _finished(self, result: str, at: float) -> list[Event]:
        self._active = False
        r = json.loads(result)
        text = heard_text(" ".join(w for w in r.get("text", "").split() if w != "[unk]"))
        if not text:
            return []
        words = r.get("result") or []
        end = at
        if words:  # word times count from the recogniser's first sample
            end = max(0.0, min(at, at - (self._samples / self.rate - float(words[-1]["end"]))))
        return [Heard(text=text, at=round(end, 3))]
