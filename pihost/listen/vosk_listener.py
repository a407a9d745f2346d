"""The real listener: a sounddevice capture stream -> a queue -> vosk with the phase grammar.

The PortAudio callback only copies int16 blocks into a queue (with the clock time they ended),
dropping them while the box is deaf (muted, in the tail, or not listening); one worker thread
feeds the recogniser and posts ``VoiceActivity``/``Heard``. The grammar is switched in the
worker between utterances, after ``listen(ctx)`` checked its words against the model.

A watcher thread notices a microphone that goes away (its stream stops, or no audio comes for
``stall_s`` seconds): it posts ``DeviceTrouble("microphone", ok=False)``, opens the device again
every ``retry_s`` seconds, and posts ``ok=True`` once audio flows again.

Example (the host loop)::

    with make_listener(clock=clock) as mic:    # finds, tunes and loads the model
        mic.start(box_queue.put)
        mic.listen(ListenContext(speaker=3, alive=alive, nominated=nominated))
        mic.mute(True); speak("10 принято"); mic.mute(False)
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path

from pihost.clock import Clock
from pihost.listen.grammar import Grammar, phase_grammar
from pihost.listen.intents import ListenContext, match_intent
from pihost.listen.listener import FakeListener, ListenerBase, Post
from pihost.listen.model import find_model, load_model, tuned_model
from pihost.listen.recognition import Endpointer, Recognition

log = logging.getLogger(__name__)

_GAP, _END = "gap", "end"


class MicrophoneError(RuntimeError):
    """The microphone cannot be opened; the message names the device and the reason."""


class VoskListener(ListenerBase):
    """Listens through a vosk ``model`` (already loaded: it is big, load it once).

    ``device``: sounddevice input device (name or index; ``None`` = default);
    ``samplerate``: capture rate (hertz; vosk resamples 44.1/48 kHz itself);
    ``block_s``: capture block length (seconds); ``tail_s``: deaf time after the box speaks
    (seconds); ``silence_s``: quiet after the last word that ends an utterance (seconds,
    ``None`` = only vosk's endpointer); ``max_seconds``: stop after this much audio (a file
    played as a microphone repeats stale data after its end); ``grammar_for(ctx)``: the phase
    grammar (``None`` = the model's free language model); ``lang``: the language whose grammar
    is checked against the model at construction; ``complete(text)``: whether words heard so
    far may be closed by the quick endpointer (default: they already are a nomination or end
    with «спасибо»/«пас»; anything else waits for vosk's own, longer endpointer);
    ``stall_s``: no audio for this long (seconds) means the microphone is gone; ``retry_s``:
    how often it is then opened again (seconds).

    Raises ``VocabularyError`` when the model lacks words the grammar cannot do without."""

    def __init__(self, model, *, clock: Clock | None = None, device: int | str | None = None,
                 samplerate: int = 16000, block_s: float = 0.05, tail_s: float = 0.3,
                 silence_s: float | None = 0.25, max_seconds: float | None = None,
                 grammar_for: Callable[[ListenContext], Grammar | None] = phase_grammar,
                 lang: str = "ru", complete: Callable[[str], bool] | None = None,
                 stall_s: float = 2.0, retry_s: float = 1.0) -> None:
        super().__init__(clock=clock, tail_s=tail_s)
        self.stall_s, self.retry_s = stall_s, retry_s
        self._audio_at = time.monotonic()   # the last block from PortAudio (real time)
        self._ran_out = False               # the audio ended on purpose (max_seconds)
        self._watcher: threading.Thread | None = None
        self.model, self.device, self.samplerate = model, device, samplerate
        self.blocksize = max(1, int(samplerate * block_s))
        self._grammar_for = grammar_for
        self._checked: dict[Grammar, Grammar] = {}
        self._frames_left = None if max_seconds is None else int(max_seconds * samplerate)
        self._q: queue.Queue = queue.Queue()
        self._dropping = False
        self._wanted: Grammar | None = None
        self._stream = None
        self._worker: threading.Thread | None = None
        self.finished = threading.Event()  # set when the audio ran out (max_seconds) or closed
        self._recognition = Recognition(self._recognizer, samplerate,
                                        Endpointer(silence_s) if silence_s else None,
                                        complete=complete or self._is_sentence)
        # say now, by name, which words the model lacks (not in the middle of the first speech)
        self._checked_grammar(ListenContext(speaker=1, alive=tuple(range(1, 11)), lang=lang))

    def _is_sentence(self, text: str) -> bool:
        ctx = self._ctx
        if ctx is None:
            return False
        return match_intent(text, ctx).kind != "none"

    def _recognizer(self, grammar: Grammar | None):
        import vosk

        if grammar is None:
            return vosk.KaldiRecognizer(self.model, self.samplerate)
        return vosk.KaldiRecognizer(self.model, self.samplerate, grammar.to_json())

    def _known(self, word: str) -> bool:
        return self.model.vosk_model_find_word(word) >= 0

    def _checked_grammar(self, ctx: ListenContext) -> Grammar | None:
        g = self._grammar_for(ctx)
        if g is None:
            return None
        if g not in self._checked:
            self._checked[g] = g.restricted(self._known)
        return self._checked[g]

    def listen(self, ctx: ListenContext | None) -> None:
        """Raises ``VocabularyError`` when the model lacks words this phase needs."""
        if ctx is not None:
            self._wanted = self._checked_grammar(ctx)
        super().listen(ctx)

    def start(self, post: Post) -> None:
        """Open the microphone and start recognising. Raises ``MicrophoneError``."""
        super().start(post)
        self._stream = self._open()
        self._worker = threading.Thread(target=self._work, name="listener", daemon=True)
        self._worker.start()
        self._audio_at = time.monotonic()
        self._stream.start()
        self._watcher = threading.Thread(target=self._watch, name="listener-watch", daemon=True)
        self._watcher.start()

    def _open(self):
        import sounddevice as sd

        try:
            return sd.RawInputStream(
                samplerate=self.samplerate, blocksize=self.blocksize, device=self.device,
                channels=1, dtype="int16", callback=self._on_audio)
        except (sd.PortAudioError, ValueError) as exc:
            raise MicrophoneError(f"cannot open the microphone "
                                  f"{self.device if self.device is not None else '(default)'}: "
                                  f"{exc}") from None

    def _watch(self) -> None:
        """Notice a microphone that went away; open it again until it comes back."""
        retry_at = 0.0
        while not self._closed and not self._ran_out:
            time.sleep(min(0.25, self.stall_s / 4, self.retry_s / 2))
            if self._closed or self._ran_out:
                return
            stream = self._stream
            quiet = time.monotonic() - self._audio_at
            if stream is not None and stream.active and quiet <= self.stall_s:
                if self.broken is not None:
                    log.warning("the microphone works again")
                    self._trouble(None)
                continue
            if self.broken is None:
                why = (f"no sound from the microphone for {quiet:.1f} s"
                       if stream is not None and stream.active else
                       "the microphone's stream stopped")
                log.warning("%s; opening it again", why)
                self._trouble(why)
            if time.monotonic() >= retry_at:
                retry_at = time.monotonic() + self.retry_s
                self._reopen()

    def _reopen(self) -> None:
        old, self._stream = self._stream, None
        if old is not None:
            try:
                old.abort()
                old.close()
            except Exception:  # the old stream died with its device
                pass
        try:
            stream = self._open()
            self._audio_at = time.monotonic()
            stream.start()
        except Exception as exc:  # still gone: the watcher tries again
            log.debug("the microphone is still not there: %s", exc)
            return
        if self._closed:
            stream.abort()
            stream.close()
            return
        self._stream = stream

    def _on_audio(self, indata, frames, time_info, status) -> None:
        # PortAudio's thread: copy and go, never block or raise (except to stop)
        import sounddevice as sd

        self._audio_at = time.monotonic()
        if status:
            log.warning("microphone: %s", status)
        data = bytes(indata)
        if self._frames_left is not None:
            data = data[: self._frames_left * 2]
            self._frames_left -= len(data) // 2
        if self.hearing():
            self._dropping = False
            self._q.put((data, self.clock.now()))
        elif not self._dropping:
            self._dropping = True
            self._q.put((_GAP, self.clock.now()))
        if self._frames_left == 0 or self._closed:
            self._ran_out = self._frames_left == 0
            self._q.put((_END, self.clock.now()))
            raise sd.CallbackStop

    def _work(self) -> None:
        rec = self._recognition
        while True:
            item, at = self._q.get()
            if item == _END:
                self._post_all(rec.flush(at))
                self.finished.set()
                return
            try:
                if item == _GAP:
                    self._post_all(rec.flush(at))
                    continue
                if self._wanted != rec.grammar:
                    self._post_all(rec.set_grammar(self._wanted, at))
                self._post_all(rec.feed(item, at))
            except Exception:  # one bad block or a failing post must not deafen the box
                log.exception("listener: recognising a block failed; listening on")

    def _post_all(self, events) -> None:
        for e in events:
            self._emit(e)

    def wait(self, timeout: float) -> bool:
        """Wait until the audio ran out (``max_seconds``) and all of it was recognised."""
        return self.finished.wait(timeout)

    def close(self) -> None:
        if self._closed:
            return
        super().close()
        stream, self._stream = self._stream, None
        if stream is not None:
            try:
                stream.abort()
                stream.close()
            except Exception as exc:  # a device already gone
                log.warning("closing the microphone: %s", exc)
        if self._watcher is not None and self._watcher is not threading.current_thread():
            self._watcher.join(timeout=2)
        if self._worker is not None and self._worker.is_alive():
            self._q.put((_END, self.clock.now()))
            self._worker.join(timeout=5)
        self.finished.set()


def make_listener(model_path: str | os.PathLike | None = None, *, lang: str = "ru",
                  kind: str | None = None, model=None, endpoint_silence_s: float = 0.3,
                  **options) -> ListenerBase:
    """The box's listener: ``kind`` ``"vosk"`` (default) or ``"fake"``, else the environment
    variable ``PIHOST_LISTENER``. The model is ``model`` (already loaded) or found from
    ``model_path`` / the usual places (see ``pihost.listen.model``) and loaded with its
    endpointer set to ``endpoint_silence_s`` seconds; ``options`` go to ``VoskListener``.

    Raises ``ModelMissingError``/``ModelBrokenError`` naming the path and
    ``pihost model install``, ``VocabularyError``, ``ValueError`` for an unknown kind.
    """
    kind = kind or os.environ.get("PIHOST_LISTENER", "vosk")
    if kind == "fake":
        return FakeListener(clock=options.get("clock"), tail_s=options.get("tail_s", 0.3))
    if kind != "vosk":
        raise ValueError(f"unknown listener {kind!r} (vosk or fake)")
    if model is None:
        path = find_model(lang, path=model_path)
        model = load_model(tuned_model(Path(path), trailing_silence_s=endpoint_silence_s))
    return VoskListener(model, lang=lang, **options)
