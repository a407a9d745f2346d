"""``PackVoice``: the real Voice — a phrase pack, recorded clips, the WAV cache and the player.

Speaking is a playback: the phrase's sound comes from a clip or from the cache (rendered ahead
of time by ``prepare``, or on first use for lists of seats), and goes to the player's queue.

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

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from pihost.voice.api import SpeakingCallback
from pihost.voice.audio import Pcm
from pihost.voice.catalog import MAX_SEATS
from pihost.voice.clips import Clips
from pihost.voice.pack import PhrasePack
from pihost.voice.player import Player, TroubleCallback
from pihost.voice.render import Renderer

MEMORY_PHRASES = 256  # sounds kept in memory (about 60 KB each)


@dataclass(frozen=True)
class Prepared:
    """What ``prepare`` did: phrases from clips, already cached, and newly rendered."""

    clips: int
    cached: int
    rendered: int


class PackVoice:
    """A Voice speaking ``pack`` through ``renderer`` (TTS + cache) and ``player``.

    Clips in the pack's ``clips/<lang>/`` folder override TTS (see pihost.voice.clips).
    """

    def __init__(self, pack: PhrasePack, renderer: Renderer, player: Player,
                 clips: Clips | None = None) -> None:
        self.pack = pack
        self.renderer = renderer
        self.player = player
        self.clips = clips if clips is not None else Clips(pack.clips_dir)
        self._memory: OrderedDict[str, Pcm] = OrderedDict()
        self._bed: Pcm | None = None
        self._lock = threading.Lock()  # the host loop and a timer thread may both speak

    def text(self, phrase_id: str, **params) -> str:
        return self.pack.text(phrase_id, **params)

    def sound(self, phrase_id: str, **params) -> Pcm:
        """The phrase's sound: clip, memory, cache, or a new rendering (in that order).

        Raises PackError for a bad phrase, VoiceError if rendering fails.
        """
        text = self.pack.text(phrase_id, **params)
        clip = self.clips.find(phrase_id, bool(params), text)
        if clip is not None:
            return clip
        with self._lock:
            pcm = self._memory.get(text)
            if pcm is None:
                pcm = self.renderer.sound(text)
                self._memory[text] = pcm
                if len(self._memory) > MEMORY_PHRASES:
                    self._memory.popitem(last=False)
            else:
                self._memory.move_to_end(text)
            return pcm

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
                progress: Callable[[int, int], None] | None = None) -> Prepared:
        """Render every fixed phrase and every number variant for ``table_size`` seats into
        the cache (lists of seats are rendered on first use). ``progress(done, total)``.

        Raises VoiceError if rendering fails, ValueError for a table size outside 1–25.
        """
        if not 1 <= table_size <= MAX_SEATS:
            raise ValueError(f"table size {table_size} is outside 1–{MAX_SEATS}")
        variants = list(self.pack.variants(table_size))
        clips = cached = rendered = 0
        for done, (phrase_id, params, text) in enumerate(variants, 1):
            if self.clips.find(phrase_id, bool(params), text) is not None:
                clips += 1
            elif self.renderer.cached(text):
                cached += 1
            else:
                self.renderer.sound(text)
                rendered += 1
            if progress:
                progress(done, len(variants))
        return Prepared(clips, cached, rendered)

    def close(self) -> None:
        self.player.close()

    def __enter__(self) -> PackVoice:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
