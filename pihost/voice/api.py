"""What the host loop holds: a ``Voice`` that speaks phrase ids from a pack.

One output stream, phrases queued and never overlapping; ``say`` returns at once with the
phrase's length so the box's clock can sequence the game (e.g. night number calls at a steady
pace). Implementations: ``PackVoice`` (real audio, pihost.voice.speaker) and ``FakeVoice``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

SpeakingCallback = Callable[[bool], None]


class VoiceError(RuntimeError):
    """The voice cannot work: no TTS engine, no such TTS voice, no sound device, the output
    failed. The message names the fix."""


@runtime_checkable
class Voice(Protocol):
    def say(self, phrase_id: str, **params) -> float:
        """Queue a phrase; return its duration (seconds). Raises PackError for a bad phrase."""
        ...

    def text(self, phrase_id: str, **params) -> str:
        """The phrase's text. Raises PackError for an unknown id or a bad parameter."""
        ...

    def duration(self, phrase_id: str, **params) -> float:
        """Seconds of audio the phrase lasts (from the WAV cache or clip)."""
        ...

    def speaking(self) -> bool:
        """Whether a phrase is playing or queued (including the tail after it)."""
        ...

    def on_speaking(self, callback: SpeakingCallback) -> None:
        """Call ``callback(True)`` when playback starts, ``callback(False)`` when it stops
        (after the tail), so the microphone can be muted while the box speaks."""
        ...

    def wait_idle(self, timeout: float) -> bool:
        """Block until nothing is playing or queued; False if ``timeout`` s passed first."""
        ...

    def close(self) -> None:
        """Stop playback and release the output stream."""
        ...

    def __enter__(self) -> Voice: ...

    def __exit__(self, *exc) -> None: ...
