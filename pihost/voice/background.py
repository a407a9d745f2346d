"""Rendering a voice's phrases on a thread of its own, at low priority, while the box goes on.

At the first start with Piper the whole pack takes minutes on a Pi; the box meanwhile speaks with
espeak-ng (pihost.voice.speaker). Progress goes to the log every ``log_every`` phrases; a phrase
the engine refuses is noted by the renderer (``pihost voices check`` lists it) and skipped; a
model that cannot load at all stops the render (``broken``).

>>> import tempfile
>>> from pihost.voice.render import FakeSynth, Renderer
>>> job = BackgroundRender(Renderer(FakeSynth(), "en", 165, tempfile.mkdtemp()), ["One.", "Two."])
>>> job.start().wait(timeout=10), job.rendered, job.ready
(True, 2, True)
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence

from pihost.voice.api import VoiceError
from pihost.voice.piper_model import VoiceBrokenError
from pihost.voice.render import Renderer

log = logging.getLogger(__name__)

NICE = 10  # how much lower than the box the rendering thread runs (Linux nice steps)


class BackgroundRender:
    """Renders ``texts`` with ``renderer`` into its cache on a daemon thread."""

    def __init__(self, renderer: Renderer, texts: Sequence[str], log_every: int = 100) -> None:
        self.renderer = renderer
        self.texts = list(texts)
        self.log_every = log_every
        self.rendered = 0
        self.failed = 0
        self.broken: VoiceError | None = None
        self.done = threading.Event()    # the thread is over (finished, broken or stopped)
        self._finished = False           # it went through every phrase
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="pihost-voice-render",
                                        daemon=True)

    @property
    def ready(self) -> bool:
        """Went through every phrase, and the engine worked (single refused phrases aside)."""
        return self.done.is_set() and self._finished

    def start(self) -> BackgroundRender:
        self._thread.start()
        return self

    def wait(self, timeout: float) -> bool:
        """Block until the render is over; False if ``timeout`` s passed first."""
        return self.done.wait(timeout)

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the thread to stop after the phrase it is on, and wait for it."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), NICE)  # this thread only
        except (OSError, AttributeError):
            pass
        total = len(self.texts)
        engine = f"{self.renderer.engine} {self.renderer.voice}"
        log.info("rendering %d phrases with %s in the background", total, engine)
        try:
            for done, text in enumerate(self.texts, 1):
                if self._stop.is_set():
                    return
                try:
                    self.renderer.sound(text)
                    self.rendered += 1
                except VoiceBrokenError as exc:
                    self.broken = exc
                    log.error("%s cannot render: %s", engine, exc)
                    return
                except VoiceError as exc:
                    self.failed += 1
                    log.warning("%s: phrase left to espeak-ng: %s", engine, exc)
                if done % self.log_every == 0 or done == total:
                    log.info("%s: %d/%d phrases rendered", engine, done, total)
            self._finished = True
        finally:
            self.done.set()
