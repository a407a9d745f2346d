"""Where the box's sound goes: the sound device (PortAudio), a WAV file, nowhere, or memory.

Each output takes mono 16-bit samples at ``audio.RATE``; the player paces writes in real time,
so an output that does not block (the ALSA ``null`` device, a file) still plays at speech pace.

>>> out = MemoryOutput()
>>> out.write(b"\\x00\\x00" * 10); out.frames
10
"""

from __future__ import annotations

import os
import time
import wave
from pathlib import Path
from typing import Protocol

from pihost.voice.api import VoiceError
from pihost.voice.audio import RATE

FIX = ("connect a speaker (check `aplay -l`), or choose output='wav:PATH' to write the phrases "
       "to a file, or output='none'")


class Output(Protocol):
    fills_idle: bool   # a device underruns when nobody writes: the player writes silence
    latency: float     # seconds from a write to the sound leaving the speaker

    def write(self, data: bytes) -> None:
        """Hand samples over; may block while the device's buffer is full."""
        ...

    def close(self) -> None: ...


class DeviceOutput:
    """One PortAudio output stream (sounddevice), opened once and kept running.

    Raises VoiceError naming the fix when PortAudio is missing or has no output device.
    """

    fills_idle = True

    def __init__(self, device: int | str | None = None, block_frames: int = 256) -> None:
        try:
            import sounddevice as sd
        except OSError as exc:  # the PortAudio library itself is missing
            raise VoiceError(f"PortAudio is not available ({exc}): apt install libportaudio2; "
                             f"or {FIX}") from None
        self._device, self._block_frames = device, block_frames
        self._stream = self._open(sd)

    def _open(self, sd):
        try:
            info = sd.query_devices(self._device, kind="output")
            stream = sd.RawOutputStream(samplerate=RATE, channels=1, dtype="int16",
                                        device=self._device, blocksize=self._block_frames,
                                        latency="low")
            stream.start()
        except (sd.PortAudioError, ValueError) as exc:
            raise VoiceError(f"no sound output device ({exc}): {FIX}") from None
        self.name = str(info["name"])
        self.latency = float(stream.latency)
        return stream

    def write(self, data: bytes) -> None:
        self._stream.write(data)

    def reopen(self) -> None:
        """After a failure: drop the old stream and open the device again (the player's
        retry). Raises VoiceError while it is still not there."""
        import sounddevice as sd

        old, self._stream = self._stream, None
        try:
            old.abort()
            old.close()
        except Exception:  # the old stream died with its device
            pass
        # PortAudio lists the devices once, at start: a card plugged in again may only be found
        # by a new process (the box exits after audio.speaker_lost_seconds for that). Starting
        # PortAudio over here would also close the microphone's stream.
        self._stream = self._open(sd)

    def close(self) -> None:
        if self._stream is not None:
            self._stream.abort()
            self._stream.close()


class WavOutput:
    """Every phrase appended to one WAV file (the demo's fallback without speakers).

    The header is rewritten after each phrase, so the file is playable even if the box stops.
    Raises VoiceError if the file cannot be created.
    """

    fills_idle = False
    latency = 0.0

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._wav = wave.open(str(self.path), "wb")
        except OSError as exc:
            raise VoiceError(f"cannot write the sound file {self.path}: {exc}") from None
        self._wav.setnchannels(1)
        self._wav.setsampwidth(2)
        self._wav.setframerate(RATE)

    def write(self, data: bytes) -> None:
        self._wav.writeframes(data)

    def close(self) -> None:
        self._wav.close()


class NullOutput:
    """Sound goes nowhere, at speech pace (a box run without audio, e.g. over SSH)."""

    fills_idle = False
    latency = 0.0

    def write(self, data: bytes) -> None:
        pass

    def close(self) -> None:
        pass


class MemoryOutput:
    """Keeps every write with its time (time.monotonic): the fake for tests of playback."""

    def __init__(self, fills_idle: bool = False, latency: float = 0.0) -> None:
        self.fills_idle = fills_idle
        self.latency = latency
        self.writes: list[tuple[float, bytes]] = []
        self.closed = False

    @property
    def frames(self) -> int:
        return sum(len(data) for _, data in self.writes) // 2

    def write(self, data: bytes) -> None:
        if self.closed:
            raise VoiceError("write after close")
        self.writes.append((time.monotonic(), bytes(data)))

    def close(self) -> None:
        self.closed = True
