"""Piper (``piper-tts``, ONNX): the natural voice, a second synthesiser beside espeak-ng.

It renders into the same phrase cache as espeak-ng (pihost.voice.render) under its own keys: its
``version`` names piper-tts, onnxruntime, the model and a digest of the model's files.

* Phrase lengths are deterministic: the phoneme-length noise (``noise_w``) is off, so the same
  text always lasts the same (the box sequences phrases by their lengths and replays journals
  by them); the voice's own timbre noise stays on.
* Piper's own peak normalisation is off: the renderer brings every phrase to one loudness.
* Sentences are joined with ``SENTENCE_PAUSE`` seconds of silence (Piper renders each sentence
  alone and would butt them together).
* ``rate`` (words per minute) becomes Piper's length scale relative to the pack's rate: the
  pack's rate is the voice's own pace.
* The model is loaded on the first phrase (0.2 s here, a few seconds on a Pi), on the thread
  that renders: a background render's inference threads get that thread's low priority.

>>> piper_version().startswith("piper-tts-")
True

In code: ``PiperSynth(find_voice("en_US-joe-medium"), reference_rate=pack.rate)`` into a
``Renderer`` (see pihost.voice.factory).
"""

from __future__ import annotations

import threading
import wave
from importlib import metadata
from pathlib import Path

from pihost.voice.api import VoiceError
from pihost.voice.piper_model import PiperModel, VoiceBrokenError

SENTENCE_PAUSE = 0.25  # seconds of silence between two sentences of one phrase
INSTALL_HINT = ("install it with: pip install piper-tts (on the box: sudo systemd/install.sh "
                "--voice NAME)")


def piper_version() -> str:
    """``piper-tts`` and ``onnxruntime`` versions. Raises VoiceError if Piper is missing."""
    try:
        return f"piper-tts-{metadata.version('piper-tts')}+onnxruntime-" \
               f"{metadata.version('onnxruntime')}"
    except metadata.PackageNotFoundError as exc:
        raise VoiceError(f"Piper is not installed ({exc.name} is missing)\n{INSTALL_HINT}") \
            from None


class PiperSynth:
    """Renders text with one Piper voice. ``reference_rate``: the words per minute that are the
    voice's own pace (the pack's rate). Raises VoiceError if piper-tts is not installed."""

    engine = "piper"

    def __init__(self, model: PiperModel, reference_rate: int = 165) -> None:
        self.model = model
        self.reference_rate = reference_rate
        self.version = f"{piper_version()}+{model.name}-{model.digest()}+noise_w0"
        self._voice = None
        self._load_error: VoiceError | None = None
        self._lock = threading.Lock()

    def _loaded(self):
        if self._load_error is not None:
            raise self._load_error
        if self._voice is None:
            try:
                from piper import PiperVoice

                self._voice = PiperVoice.load(self.model.onnx, self.model.config)
            except Exception as exc:  # onnxruntime raises its own error types for bad models
                self._load_error = VoiceBrokenError(
                    f"Piper cannot load the voice {self.model.onnx} ({type(exc).__name__}: "
                    f"{exc})\nreinstall it with: pihost voice install {self.model.name} --force")
                raise self._load_error from None
        return self._voice

    def synth(self, text: str, voice: str, rate: int, path: Path) -> None:
        """Write ``text`` spoken by the model as a 16-bit mono WAV at the model's rate.
        Raises VoiceError (the model cannot load or the text cannot be rendered)."""
        from piper import SynthesisConfig

        with self._lock:
            piper = self._loaded()
            config = SynthesisConfig(
                length_scale=self.model.length_scale * self.reference_rate / rate,
                noise_w_scale=0.0, normalize_audio=False)
            try:
                chunks = [chunk.audio_int16_bytes for chunk in piper.synthesize(text, config)]
            except Exception as exc:  # phonemizer or inference errors
                raise VoiceError(f"Piper failed on {text!r}: {type(exc).__name__}: {exc}") \
                    from None
        pause = bytes(2 * round(SENTENCE_PAUSE * self.model.sample_rate))
        with wave.open(str(path), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(self.model.sample_rate)
            wav.writeframes(pause.join(chunks))
