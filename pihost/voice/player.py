"""The box's one playback queue: phrases play one after another, never overlapping.

One thread owns the output. It writes each phrase in small blocks, paced in real time (so the
"speaking" state is true while the table hears the phrase, even on outputs that never block),
and writes silence between phrases to a device that would otherwise underrun.

A device that fails (a USB speaker pulled out) never stops the game: the phrase being played
and those queued while it is gone are dropped (the box keeps its own timing from their
lengths), ``on_trouble`` callbacks hear ``(False, why)``, the device is tried again every
``retry_seconds`` (reopened, if the output can), and ``(True, "")`` once it plays again.

>>> from pihost.voice.audio import tone
>>> from pihost.voice.outputs import MemoryOutput
>>> with Player(MemoryOutput(), tail=0.0) as player:
...     player.enqueue(tone(0.05), "beep")
...     player.wait_idle(timeout=5.0)
True
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from pihost.voice.api import SpeakingCallback, VoiceError
from pihost.voice.audio import RATE, Pcm
from pihost.voice.masking import mix
from pihost.voice.outputs import Output

log = logging.getLogger(__name__)

TroubleCallback = Callable[[bool, str], None]   # (works again?, why not)


@dataclass(frozen=True)
class Played:
    """One phrase as it went out. Times are ``time.monotonic()`` seconds."""

    label: str
    queued_at: float        # enqueue() was called
    first_frame_at: float   # its first block was handed to the output
    start: float            # when its first sample sounds (after what was queued before it)
    end: float              # when its last sample sounds

    @property
    def latency(self) -> float:
        """Seconds from enqueue to the first frame handed over."""
        return self.first_frame_at - self.queued_at


class Player:
    """Plays ``Pcm`` phrases through one ``Output`` in order, on its own thread.

    ``tail`` (s): how long ``speaking()`` stays true after the last phrase, so the microphone
    does not hear the end of the box's own voice. ``block_frames``: samples per write (256 =
    11.6 ms). ``lead`` (s): how far writes may run ahead of the sound. ``retry_seconds`` (s):
    how often a failed device is tried again.
    """

    def __init__(self, output: Output, tail: float = 0.3, block_frames: int = 256,
                 lead: float = 0.05, retry_seconds: float = 1.0) -> None:
        self.output = output
        self.tail = tail
        self.block_bytes = 2 * block_frames
        self.lead = lead
        self.retry_seconds = retry_seconds
        self.dropped = 0            # phrases not played because the device was gone
        self._troubles: list[TroubleCallback] = []
        self._broken: str | None = None   # why the output failed; None while it works
        self._retry_at = 0.0
        self.played: deque[Played] = deque(maxlen=1000)
        self._queue: queue.Queue[tuple[Pcm, str, float] | None] = queue.Queue()
        self._cv = threading.Condition()
        self._pending = 0           # phrases queued or playing
        self._speaking = False      # announced to callbacks
        self._sound_end = 0.0       # when the audio written so far has all sounded
        self._phrase_end = 0.0      # when the last phrase has sounded (idle silence excluded)
        self._callbacks: list[SpeakingCallback] = []
        self._bed: bytes | None = None   # the night's masking noise, looped under everything
        self._bed_at = 0
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="pihost-voice", daemon=True)
        self._thread.start()

    # -- the caller's side -------------------------------------------------------------------
    def enqueue(self, pcm: Pcm, label: str = "") -> None:
        """Queue a phrase; returns at once, also while the device is gone (the phrase is then
        dropped, see ``on_trouble``). Raises VoiceError once the player is closed."""
        with self._cv:
            if self._closed:
                raise VoiceError("the voice is closed")
            self._pending += 1
        self._queue.put((pcm, label, time.monotonic()))

    def on_trouble(self, callback: TroubleCallback) -> None:
        """``callback(False, why)`` when the output fails, ``callback(True, "")`` when it plays
        again. Called on the player's thread: keep it short (post an event)."""
        self._troubles.append(callback)

    @property
    def broken(self) -> str | None:
        """Why the output does not work now, or None."""
        return self._broken

    def masking(self, bed: Pcm | None) -> None:
        """Loop ``bed`` (a masking noise) under everything played from now on; None stops it."""
        self._bed, self._bed_at = (bed.data if bed is not None and bed.data else None), 0

    def _bed_block(self, size: int) -> bytes | None:
        bed = self._bed
        if bed is None:
            return None
        out = bytearray()
        while len(out) < size:
            take = bed[self._bed_at:self._bed_at + size - len(out)]
            out += take
            self._bed_at = (self._bed_at + len(take)) % len(bed)
        return bytes(out)

    def speaking(self) -> bool:
        """True from enqueue until the last queued phrase has sounded, plus the tail."""
        with self._cv:
            return self._pending > 0 or time.monotonic() < self._quiet_at()

    def on_speaking(self, callback: SpeakingCallback) -> None:
        """``callback(True)`` when a phrase starts after silence, ``callback(False)`` after the
        tail. Called on the player's thread: keep it short."""
        self._callbacks.append(callback)

    def wait_idle(self, timeout: float) -> bool:
        """Wait until not speaking; False if ``timeout`` s passed first."""
        deadline = time.monotonic() + timeout
        with self._cv:
            while self._pending > 0 or time.monotonic() < self._quiet_at():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                wake = self._quiet_at() - time.monotonic() if not self._pending else left
                self._cv.wait(min(left, max(wake, 0.001)))
            return True

    def close(self) -> None:
        """Drop queued phrases, stop the thread, close the output. Safe to call twice."""
        with self._cv:
            if self._closed:
                return
            self._closed = True
            self._pending = 0
            self._cv.notify_all()
        self._queue.put(None)
        self._thread.join(timeout=5.0)
        try:
            self.output.close()
        except Exception as exc:  # a device already gone cannot be closed cleanly
            log.warning("closing the sound output: %s", exc)
        self._announce(False)

    def __enter__(self) -> Player:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the player's thread -----------------------------------------------------------------
    def _quiet_at(self) -> float:
        return self._phrase_end + self.tail

    def _run(self) -> None:
        while True:
            try:
                item = self._queue.get(timeout=self._idle_wait())
            except queue.Empty:
                item = False
            if item is None or self._closed:
                return
            try:
                if self._broken is not None:
                    self._retry()
                if item is False:
                    if self._broken is None:
                        self._idle()
                elif self._broken is not None:
                    self._drop()
                else:
                    self._play(*item)
            except Exception as exc:  # the device went away: drop, tell, try again later
                self._fail(exc, playing=item not in (None, False))

    def _fail(self, exc: Exception, playing: bool) -> None:
        why = str(exc) or type(exc).__name__
        first = self._broken is None
        self._broken, self._retry_at = why, time.monotonic() + self.retry_seconds
        if playing:
            self._drop()
        self._announce(False)
        if first:
            log.warning("sound output failed: %s; phrases are dropped until it works again", why)
            self._tell(False, why)

    def _drop(self) -> None:
        self.dropped += 1
        with self._cv:
            self._pending = max(0, self._pending - 1)
            self._phrase_end = min(self._phrase_end, time.monotonic())
            self._cv.notify_all()

    def _retry(self) -> None:
        """Try the failed device again (reopened if it can be), at most every retry_seconds."""
        if time.monotonic() < self._retry_at:
            return
        self._retry_at = time.monotonic() + self.retry_seconds
        reopen = getattr(self.output, "reopen", None)
        if reopen is not None:
            reopen()
        self.output.write(bytes(self.block_bytes))   # a block of silence: does it play?
        with self._cv:
            self._sound_end = time.monotonic() + self.block_bytes / 2 / RATE
        self._broken = None
        log.warning("sound output works again")
        self._tell(True, "")

    def _tell(self, ok: bool, why: str) -> None:
        for callback in list(self._troubles):
            try:
                callback(ok, why)
            except Exception:  # a listener's bug must not stop the voice
                log.exception("a sound trouble callback failed")

    def _idle_wait(self) -> float:
        now = time.monotonic()
        if self._broken is not None:
            return max(0.0, min(0.25, self._retry_at - now))
        waits = [0.25]
        if self._speaking:
            waits.append(self._quiet_at() - now)
        if self.output.fills_idle or self._bed is not None:
            waits.append(self._sound_end - now - self.lead)
        return max(min(waits), 0.0)

    def _idle(self) -> None:
        if self._speaking and time.monotonic() >= self._quiet_at():
            self._announce(False)
        if (self.output.fills_idle or self._bed is not None) \
                and self._sound_end - time.monotonic() <= self.lead:
            self._write(self._bed_block(self.block_bytes) or bytes(self.block_bytes))

    def _play(self, pcm: Pcm, label: str, queued_at: float) -> None:
        self._announce(True)
        start = max(time.monotonic(), self._sound_end) + self.output.latency
        first_frame_at = None
        data = pcm.data
        for offset in range(0, len(data), self.block_bytes):
            if self._closed:
                return
            if offset:  # the first block goes at once; then keep pace with the sound
                ahead = self._sound_end - time.monotonic() - self.lead
                if ahead > 0:
                    time.sleep(ahead)
            block = data[offset:offset + self.block_bytes]
            bed = self._bed_block(len(block))
            self._write(block if bed is None else mix(block, bed))
            if first_frame_at is None:
                first_frame_at = time.monotonic()
        end = max(self._sound_end + self.output.latency, start)
        self.played.append(Played(label, queued_at, first_frame_at or queued_at, start, end))
        with self._cv:
            self._phrase_end = end
            self._pending = max(0, self._pending - 1)
            self._cv.notify_all()

    def _write(self, data: bytes) -> None:
        self.output.write(data)
        with self._cv:
            self._sound_end = max(self._sound_end, time.monotonic()) + len(data) / 2 / RATE
            self._cv.notify_all()

    def _announce(self, on: bool) -> None:
        if self._speaking == on:
            return
        self._speaking = on
        for callback in list(self._callbacks):
            callback(on)
