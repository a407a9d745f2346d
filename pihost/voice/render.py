"""Text to speech, rendered once into a WAV cache so that speaking is a playback.

The cache key is the text + the renderer's ``identity``: voice + rate + engine and its version
(for Piper: the model's name and a digest of its files) + loudness target. Change any of them and
the phrase is rendered again, so two engines never share a file; a cached file that is
unreadable (cut short by a power cut) is rendered again. Every phrase is trimmed to its speech
and brought to one loudness (pihost.voice.loudness) before it is cached. A phrase the engine
cannot render is noted in ``failed-<identity>.json`` in the cache (``pihost voices check``
lists them) until it renders.

>>> from pihost.voice.render import FakeSynth, Renderer
>>> import tempfile
>>> r = Renderer(FakeSynth(), voice="ru", rate=165, cache_dir=tempfile.mkdtemp())
>>> r.sound("Время.").seconds == r.sound("Время.").seconds, (r.hits, r.misses)
(True, (1, 1))

The synthesisers: pyttsx3 driving espeak-ng (``Pyttsx3Synth``, the default), Piper
(pihost.voice.piper_synth); ``FakeSynth`` writes a tone of a deterministic length and ships for
tests and machines without espeak-ng.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import threading
import wave
from importlib import metadata
from pathlib import Path
from typing import Protocol

from pihost.voice.api import VoiceError
from pihost.voice.audio import AudioError, Pcm, read_wav, tone, trim, write_wav
from pihost.voice.fake import text_duration
from pihost.voice.loudness import DEFAULT_TARGET_DBFS, TARGET_RANGE, normalise
from pihost.voice.pack import unstressed

RENDER_TIMEOUT = 30.0  # seconds to wait for one phrase from espeak-ng


def default_cache_dir() -> Path:
    """``$PIHOST_CACHE`` or ``~/.cache/pihost/voices``."""
    return Path(os.environ.get("PIHOST_CACHE") or Path.home() / ".cache" / "pihost" / "voices")


class Synth(Protocol):
    engine: str   # "espeak", "piper", "fake": what the journal names
    version: str  # engine name and version (and model): part of the cache key

    def synth(self, text: str, voice: str, rate: int, path: Path) -> None:
        """Write ``text`` spoken as a WAV file at ``path``. Raises VoiceError."""
        ...


class FakeSynth:
    """A tone as long as ``text_duration(text)``: no TTS engine needed."""

    engine = "fake"
    version = "fake-1"

    def __init__(self, fail: tuple[str, ...] = ()) -> None:
        self.calls: list[str] = []
        self.fail = fail  # texts it refuses, as an engine may

    def synth(self, text: str, voice: str, rate: int, path: Path) -> None:
        self.calls.append(text)
        if text in self.fail:
            raise VoiceError(f"the fake synthesiser refuses {text!r}")
        write_wav(path, tone(text_duration(text)))


class Pyttsx3Synth:
    """pyttsx3 2.99 with espeak-ng, working around its traps (measured here):

    * ``runAndWait()`` may return before the file is written: wait for ``finished-utterance``
      and then check that the file is a complete WAV;
    * two ``save_to_file`` calls before one ``runAndWait`` write only the last file: one each;
    * errors inside the loop (an unknown voice) are only *notified*: listen for ``error``;
    * it prints "Audio saved to ..." on stdout: swallowed.

    Stress marks (for Piper) are taken out: espeak-ng 1.51 does not move the stress for them,
    it only clips the vowel.
    """

    _lock = threading.Lock()  # espeak-ng lives once per process
    ATTEMPTS = 3
    engine = "espeak"

    def __init__(self) -> None:
        try:
            import pyttsx3
            self._engine = pyttsx3.init()
            from pyttsx3.drivers import _espeak
            espeak = _espeak.Info(None).decode()
            self._voices = self._engine.getProperty("voices")
        except Exception as exc:  # ImportError, OSError (no libespeak-ng), RuntimeError
            raise VoiceError(f"text to speech is not available ({exc}); install espeak-ng "
                             "(apt install espeak-ng) and pyttsx3") from None
        self.version = f"pyttsx3-{metadata.version('pyttsx3')}+espeak-ng-{espeak}"
        self.retries = 0  # renders that came out empty and were done again
        self._done = threading.Event()
        self._errors: list[BaseException] = []
        self._engine.connect("finished-utterance", lambda name, completed: self._done.set())
        self._engine.connect("error", lambda name, exception: self._errors.append(exception))

    def voice_id(self, voice: str) -> str:
        """The espeak-ng voice id for a name like ``ru`` or ``Russian``.

        Raises VoiceError listing similar voices if there is none.
        """
        wanted = voice.lower()
        for v in self._voices:
            if wanted in (v.id, v.name.lower()) or v.id.endswith("/" + wanted):
                return v.id
        close = sorted(v.id for v in self._voices if wanted[:2] in v.id)[:8]
        raise VoiceError(f"espeak-ng has no voice {voice!r} (similar: {', '.join(close) or '-'};"
                         " `espeak-ng --voices` lists them all)")

    def synth(self, text: str, voice: str, rate: int, path: Path) -> None:
        voice_id = self.voice_id(voice)
        text = unstressed(text)
        # Now and then (about 1 render in 900 here) pyttsx3 writes a WAV with no samples:
        # render again rather than cache silence.
        for _attempt in range(self.ATTEMPTS):
            self._synth_once(text, voice_id, rate, path)
            if _frames(path) > 0:
                return
            self.retries += 1
        raise VoiceError(f"espeak-ng wrote no sound for {text!r} in {self.ATTEMPTS} attempts")

    def _synth_once(self, text: str, voice_id: str, rate: int, path: Path) -> None:
        with self._lock:
            self._done.clear()
            self._errors.clear()
            self._engine.setProperty("voice", voice_id)
            self._engine.setProperty("rate", rate)
            self._engine.save_to_file(text, str(path))
            # The file is written (and "Audio saved" printed) on espeak's thread, sometimes
            # after runAndWait returned: wait for the end inside the redirection.
            with contextlib.redirect_stdout(io.StringIO()):
                self._engine.runAndWait()
                finished = self._done.wait(RENDER_TIMEOUT)
        if self._errors:
            raise VoiceError(f"espeak-ng failed on {text!r}: {self._errors[0]}")
        if not finished:
            raise VoiceError(f"espeak-ng did not finish {text!r} in {RENDER_TIMEOUT:.0f} s")


def _frames(path: Path) -> int:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes()
    except (OSError, EOFError, wave.Error):
        return 0


class Renderer:
    """Phrase text -> sound, through the WAV cache in ``cache_dir``, at ``level_dbfs``.

    ``hits`` and ``misses`` count cache use (a miss is a synthesis). Raises VoiceError if the
    cache folder cannot be made, ValueError for a loudness target outside ``TARGET_RANGE``.
    """

    def __init__(self, synth: Synth, voice: str, rate: int, cache_dir: str | os.PathLike | None
                 = None, level_dbfs: float = DEFAULT_TARGET_DBFS) -> None:
        low, high = TARGET_RANGE
        if not low <= level_dbfs <= high:
            raise ValueError(f"loudness target {level_dbfs:g} dBFS is outside {low:g}..{high:g}")
        self.synth = synth
        self.voice = voice
        self.rate = rate
        self.level_dbfs = level_dbfs
        self.cache_dir = Path(cache_dir) if cache_dir else default_cache_dir()
        self.hits = 0
        self.misses = 0
        self._failed: dict[str, str] | None = None  # text -> why, read from the cache lazily
        self._failed_lock = threading.Lock()
        try:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise VoiceError(f"cannot create the voice cache {self.cache_dir}: {exc}; set "
                             "PIHOST_CACHE to a writable folder") from None

    @property
    def engine(self) -> str:
        return self.synth.engine

    @property
    def identity(self) -> str:
        """Everything but the text that a phrase's sound depends on, hashed."""
        ident = "\n".join((self.voice, str(self.rate), self.synth.version,
                           f"{self.level_dbfs:g} dBFS"))
        return hashlib.sha256(ident.encode()).hexdigest()[:16]

    def key(self, text: str) -> str:
        """The cache key: text + ``identity``."""
        return hashlib.sha256(f"{text}\n{self.identity}".encode()).hexdigest()[:32]

    def path(self, text: str) -> Path:
        return self.cache_dir / f"{self.key(text)}.wav"

    def cached(self, text: str) -> bool:
        """Whether ``text`` has a readable cached WAV."""
        try:
            read_wav(self.path(text))
        except AudioError:
            return False
        return True

    def sound(self, text: str) -> Pcm:
        """The phrase's sound, rendering it if the cache has no valid copy.

        Raises VoiceError if the synthesiser fails or writes no usable WAV (and notes the
        phrase in the failure list).
        """
        path = self.path(text)
        try:
            pcm = read_wav(path)
            self.hits += 1
            return pcm
        except AudioError:
            pass
        self.misses += 1
        tmp = path.with_name(f".{path.stem}.{os.getpid()}.{threading.get_ident()}.wav")
        try:
            self.synth.synth(text, self.voice, self.rate, tmp)
            pcm = trim(read_wav(tmp))
            if not pcm.frames:
                raise AudioError(f"{tmp}: only silence")
            pcm = normalise(pcm, self.level_dbfs)
            write_wav(path, pcm)
        except AudioError as exc:
            self._note(text, f"no usable sound: {exc}")
            raise VoiceError(f"the synthesiser wrote no usable sound for {text!r}: {exc}") \
                from None
        except VoiceError as exc:
            self._note(text, str(exc))
            raise
        finally:
            tmp.unlink(missing_ok=True)
        if text in self.failures():
            self._note(text, None)
        return pcm

    @property
    def failures_path(self) -> Path:
        return self.cache_dir / f"failed-{self.identity}.json"

    def failures(self) -> dict[str, str]:
        """Phrases this renderer could not render: text -> the reason (kept in the cache)."""
        with self._failed_lock:
            if self._failed is None:
                try:
                    data = json.loads(self.failures_path.read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    data = {}
                self._failed = {str(k): str(v) for k, v in data.items()} \
                    if isinstance(data, dict) else {}
            return dict(self._failed)

    def _note(self, text: str, why: str | None) -> None:
        self.failures()
        with self._failed_lock:
            assert self._failed is not None
            if why is None:
                self._failed.pop(text, None)
            else:
                self._failed[text] = why
            tmp = self.failures_path.with_name(f".{self.failures_path.name}.{os.getpid()}")
            try:
                tmp.write_text(json.dumps(self._failed, ensure_ascii=False, indent=0),
                               encoding="utf-8")
                os.replace(tmp, self.failures_path)
            except OSError:
                pass  # a read-only cache: the error itself still reaches the caller
