"""``PackVoice``: the real Voice — a phrase pack, recorded clips, the WAV cache and the player.

Speaking is a playback: the phrase's sound comes from a clip or from the cache (rendered ahead
of time by ``prepare``, or on first use for lists of seats), and goes to the player's queue.

With a slow engine (Piper) the voice has a ``stand_in`` (espeak-ng): ``prepare`` renders the
stand-in's phrases at once and the engine's in the background, and the stand-in speaks until
they are all there — no phrase is ever missing. The voice changes only when a new game begins
(``settle``, called as its journal names the voice), so a game is spoken, and replayed after a
power cut, with one voice throughout: the cache folder's ``in-use-<lang>.json`` remembers which
voice the last game began with, and a restarted box keeps it until the next new game.

>>> from pihost.voice.outputs import MemoryOutput
>>> from pihost.voice.pack import load_pack
>>> from pihost.voice.render import FakeSynth, Renderer
>>> import tempfile
>>> pack = load_pack("ru")
>>> renderer = Renderer(FakeSynth(), pack.voice, pack.rate, tempfile.mkdtemp())
>>> with PackVoice(pack, renderer, Player(MemoryOutput())) as voice:
...     voice.say("speech", seat=3) == voice.duration("speech", seat=3)
True
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pihost.voice.api import SpeakingCallback, VoiceError
from pihost.voice.audio import Pcm
from pihost.voice.background import BackgroundRender
from pihost.voice.catalog import MAX_SEATS
from pihost.voice.clips import Clips
from pihost.voice.pack import PhrasePack
from pihost.voice.player import Player, TroubleCallback
from pihost.voice.render import Renderer

log = logging.getLogger(__name__)

MEMORY_PHRASES = 256  # sounds kept in memory (about 60 KB each)


@dataclass(frozen=True)
class Prepared:
    """What ``prepare`` did: phrases from clips, already cached, and newly rendered (by the
    voice speaking now); ``pending``: left to the background render of the configured engine."""

    clips: int
    cached: int
    rendered: int
    pending: int = 0


class PackVoice:
    """A Voice speaking ``pack`` through ``renderer`` (TTS + cache) and ``player``; with a
    ``stand_in`` renderer (espeak-ng beside Piper) as described above.

    Clips in the pack's ``clips/<lang>/`` folder override TTS (see pihost.voice.clips), at the
    renderer's loudness.
    """

    def __init__(self, pack: PhrasePack, renderer: Renderer, player: Player,
                 clips: Clips | None = None, stand_in: Renderer | None = None) -> None:
        self.pack = pack
        self.renderer = renderer
        self.stand_in = stand_in
        self.player = player
        self.clips = clips if clips is not None else Clips(pack.clips_dir, renderer.level_dbfs)
        self.background: BackgroundRender | None = None
        self.notice: str | None = None   # why the configured voice is not speaking (fallback)
        self._active = renderer
        self._memory: OrderedDict[tuple[str, str], Pcm] = OrderedDict()
        self._bed: Pcm | None = None
        self._lock = threading.Lock()  # the host loop and a timer thread may both speak

    @property
    def active(self) -> Renderer:
        """The renderer speaking now: ``renderer``, or ``stand_in`` until it is ready."""
        return self._active

    def text(self, phrase_id: str, **params) -> str:
        return self.pack.text(phrase_id, **params)

    def sound(self, phrase_id: str, **params) -> Pcm:
        """The phrase's sound: clip, memory, cache, or a new rendering (in that order).

        Raises PackError for a bad phrase, VoiceError if rendering fails.
        """
        speech = self.pack.speech(phrase_id, **params)
        clip = self.clips.find(phrase_id, bool(params), speech)
        if clip is not None:
            return clip
        with self._lock:
            renderer = self._active
            key = (renderer.identity, speech)
            pcm = self._memory.get(key)
            if pcm is None:
                pcm = self._render(renderer, speech)
                self._memory[key] = pcm
                if len(self._memory) > MEMORY_PHRASES:
                    self._memory.popitem(last=False)
            else:
                self._memory.move_to_end(key)
            return pcm

    def _render(self, renderer: Renderer, text: str) -> Pcm:
        try:
            return renderer.sound(text)
        except VoiceError as exc:
            if self.stand_in is None or renderer is self.stand_in:
                raise
            log.warning("%s; espeak-ng says this phrase instead", exc)
            return self.stand_in.sound(text)

    def duration(self, phrase_id: str, **params) -> float:
        return self.sound(phrase_id, **params).seconds

    def say(self, phrase_id: str, **params) -> float:
        """Queue the phrase; return its length in seconds — also while the speaker is gone
        (the player drops the phrase and reports the trouble, see ``on_trouble``), so the box's
        timers go on. Errors as ``sound`` (nothing is queued then), VoiceError once closed."""
        pcm = self.sound(phrase_id, **params)
        self.player.enqueue(pcm, phrase_id)
        return pcm.seconds

    def on_trouble(self, callback: TroubleCallback) -> None:
        """``callback(False, why)`` when the speaker fails, ``callback(True, "")`` when it plays
        again (on the player's thread: post an event and return)."""
        self.player.on_trouble(callback)

    def masking(self, on: bool) -> None:
        """The night's masking noise under everything played, on or off."""
        from pihost.voice.masking import noise_bed

        if on and self._bed is None:
            self._bed = noise_bed()
        self.player.masking(self._bed if on else None)

    def speaking(self) -> bool:
        return self.player.speaking()

    def on_speaking(self, callback: SpeakingCallback) -> None:
        self.player.on_speaking(callback)

    def wait_idle(self, timeout: float) -> bool:
        return self.player.wait_idle(timeout)

    def prepare(self, table_size: int = 10,
                progress: Callable[[int, int], None] | None = None,
                background: bool | None = None) -> Prepared:
        """Render every fixed phrase and every number variant for ``table_size`` seats into
        the cache (lists of seats are rendered on first use). ``progress(done, total)``.

        With a stand-in (and ``background`` not False): the stand-in's phrases now, the
        configured engine's on a low-priority thread (``self.background``); the stand-in speaks
        until a new game begins after they are all rendered. ``background=False``: the
        configured engine's phrases now (``pihost voices render``).

        Raises VoiceError if rendering fails, ValueError for a table size outside 1–25.
        """
        if not 1 <= table_size <= MAX_SEATS:
            raise ValueError(f"table size {table_size} is outside 1–{MAX_SEATS}")
        variants = list(self.pack.variants(table_size))
        texts = [text for phrase_id, params, text in variants
                 if self.clips.find(phrase_id, bool(params), text) is None]
        clips = len(variants) - len(texts)
        if self.stand_in is None or background is False:
            cached, rendered = self._render_all(self.renderer, texts, clips, progress)
            with self._lock:
                self._active = self.renderer
            return Prepared(clips, cached, rendered)
        missing = [text for text in texts if not self.renderer.cached(text)]
        if not missing and self._in_use() in (None, self.renderer.identity):
            with self._lock:
                self._active = self.renderer
            if progress:
                progress(len(variants), len(variants))
            return Prepared(clips, len(texts), 0)
        cached, rendered = self._render_all(self.stand_in, texts, clips, progress)
        with self._lock:
            self._active = self.stand_in
        if missing:
            self.background = BackgroundRender(self.renderer, missing).start()
        return Prepared(clips, cached, rendered, pending=len(missing))

    def _render_all(self, renderer: Renderer, texts: list[str], done: int,
                    progress: Callable[[int, int], None] | None) -> tuple[int, int]:
        cached = rendered = 0
        total = done + len(texts)
        for text in texts:
            if renderer.cached(text):
                cached += 1
            else:
                renderer.sound(text)
                rendered += 1
            done += 1
            if progress:
                progress(done, total)
        if progress and not texts:
            progress(total, total)
        return cached, rendered

    # -- which voice a game is spoken with ---------------------------------------------------
    def settle(self) -> dict[str, Any]:
        """A new game begins: speak it with the configured engine if its phrases are ready
        (else the stand-in goes on), remember the choice in the cache folder, and return the
        description the game's journal keeps (``spec``)."""
        with self._lock:
            if self._active is not self.renderer and self._complete():
                self._active = self.renderer
                self._memory.clear()
                log.info("the %s voice speaks from this game on", self.renderer.engine)
            self._remember(self._active)
            return self.spec()

    def _complete(self) -> bool:
        if self.background is not None:
            return self.background.ready
        return True  # ready before this process started; the stand-in only kept a game going

    def spec(self) -> dict[str, Any]:
        """What the voice speaking now is: enough to rebuild one with the same phrase lengths.

        >>> import tempfile
        >>> from pihost.voice import make_voice
        >>> with make_voice("en", output="none", cache_dir=tempfile.mkdtemp()) as voice:
        ...     sorted(voice.spec())
        ['engine', 'kind', 'lang', 'level_dbfs', 'rate', 'voice']
        """
        r = self._active
        spec: dict[str, Any] = {"kind": "tts", "lang": self.pack.lang, "engine": r.engine,
                                "voice": r.voice, "rate": r.rate, "level_dbfs": r.level_dbfs}
        model = getattr(r.synth, "model", None)
        if model is not None:
            spec.update(model=model.name, model_path=str(model.onnx))
        return spec

    def _in_use_path(self):
        return self.renderer.cache_dir / f"in-use-{self.pack.lang}.json"

    def _in_use(self) -> str | None:
        try:
            data = json.loads(self._in_use_path().read_text(encoding="utf-8"))
            return str(data["identity"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def _remember(self, renderer: Renderer) -> None:
        path = self._in_use_path()
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        try:
            tmp.write_text(json.dumps({"identity": renderer.identity, "engine": renderer.engine,
                                       "voice": renderer.voice}), encoding="utf-8")
            os.replace(tmp, path)
        except OSError as exc:
            log.warning("cannot note the voice in use in %s: %s", path, exc)

    def close(self) -> None:
        if self.background is not None:
            self.background.stop()
        self.player.close()

    def __enter__(self) -> PackVoice:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
