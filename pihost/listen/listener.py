"""The microphone-and-recogniser device as the host loop sees it, and its fake.

A listener posts ``VoiceActivity`` (someone started talking) and ``Heard`` (a finished
utterance, its words and the clock time it ended) into the box's queue. It hears only while the
host has asked it to (``listen(ctx)`` during a speech) and never while the box itself speaks
(``mute(True)``), nor for ``tail_s`` seconds after the box stops: the room's echo and the
speaker's decay must not come back as words.

>>> from pihost.clock import ManualClock
>>> heard = []
>>> with FakeListener(clock=ManualClock()) as mic:
...     mic.start(heard.append)
...     mic.hear("я выставляю игрока номер десять")   # not listening yet: dropped
...     mic.listen(ListenContext(speaker=3, alive=tuple(range(1, 11))))
...     mic.hear("я выставляю игрока номер десять")
False
True
>>> [type(e).__name__ for e in heard]
['VoiceActivity', 'Heard']
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

from pihost.clock import Clock, MonotonicClock
from pihost.events import DeviceTrouble, Event, Heard, VoiceActivity, heard_text
from pihost.listen.intents import ListenContext

Post = Callable[[Event], None]


class Listener(Protocol):
    """What the host loop codes against; ``VoskListener`` and ``FakeListener`` implement it."""

    def start(self, post: Post) -> None:
        """Begin posting ``VoiceActivity``/``Heard`` events through ``post``."""
        ...

    def listen(self, ctx: ListenContext | None) -> None:
        """Listen for this phase's sentences (``None``: not listening, outside speeches)."""
        ...

    def mute(self, muted: bool) -> None:
        """Deaf while the box speaks; stays deaf for the tail after ``mute(False)``."""
        ...

    def close(self) -> None:
        """Stop and release the microphone. Safe to call twice."""
        ...


class ListenerBase:
    """The gating every listener shares: listening context, mute with its tail, closing.

    ``tail_s``: seconds the listener stays deaf after the box stops speaking.
    Raises ``ValueError`` for a negative tail."""

    def __init__(self, *, clock: Clock | None = None, tail_s: float = 0.3) -> None:
        if tail_s < 0:
            raise ValueError(f"the mute tail cannot be negative ({tail_s} s)")
        self.clock = clock or MonotonicClock()
        self.tail_s = tail_s
        self._lock = threading.Lock()
        self._post: Post | None = None
        self._ctx: ListenContext | None = None
        self._muted = False
        self._deaf_until = float("-inf")
        self._closed = False
        self._broken: str | None = None   # why the microphone does not work; None: it does
        self._told = False                # ... and a speech has begun since it was posted

    def start(self, post: Post) -> None:
        if self._closed:
            raise RuntimeError("the listener is closed")
        self._post = post

    def listen(self, ctx: ListenContext | None) -> None:
        with self._lock:
            fresh = ctx is not None and self._ctx is None
            self._ctx = ctx
        if fresh and self._broken is not None and not self._told:
            self._told = True  # it broke outside a speech: say it again as one begins
            self._emit(DeviceTrouble(device="microphone", ok=False, at=self.clock.now(),
                                     detail=self._broken))

    @property
    def broken(self) -> str | None:
        """Why the microphone does not work now, or None."""
        return self._broken

    def _trouble(self, why: str | None) -> None:
        """The microphone stopped (``why``) or works again (None): post ``DeviceTrouble``
        into the box's queue when that changes."""
        if why == self._broken or (why is not None and self._broken is not None):
            return
        self._broken = why
        self._told = why is not None and self._ctx is not None
        self._emit(DeviceTrouble(device="microphone", ok=why is None, at=self.clock.now(),
                                 detail=why or ""))

    def mute(self, muted: bool) -> None:
        with self._lock:
            if muted:
                self._muted = True
            elif self._muted:
                self._muted = False
                self._deaf_until = self.clock.now() + self.tail_s

    @property
    def context(self) -> ListenContext | None:
        """The phase being listened for (``None`` when not listening)."""
        return self._ctx

    def hearing(self) -> bool:
        """True when speech now would be heard: started, listening, not muted, past the tail."""
        with self._lock:
            return (self._post is not None and not self._closed and self._ctx is not None
                    and not self._muted and self.clock.now() >= self._deaf_until)

    def _emit(self, event: Event) -> None:
        post = self._post
        if post is not None and not self._closed:
            post(event)

    def close(self) -> None:
        self._closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class FakeListener(ListenerBase):
    """A listener without a microphone: tests and the simulator say what the table said.

    ``hear(text)`` posts ``VoiceActivity`` and ``Heard`` exactly as the real listener would,
    only when it would have heard (listening, not muted, past the tail); ``duration`` seconds of
    speech are taken from the clock's current time backwards for the activity's time.
    ``dropped`` keeps what was said while deaf, so a test can see the gate worked."""

    def __init__(self, *, clock: Clock | None = None, tail_s: float = 0.3) -> None:
        super().__init__(clock=clock, tail_s=tail_s)
        self.dropped: list[str] = []

    def lose(self, why: str = "microphone unplugged") -> None:
        """Pretend the microphone is gone: ``DeviceTrouble`` is posted (again as the next
        speech begins, if none was on), and nothing is heard until ``restore``."""
        self._trouble(why)

    def restore(self) -> None:
        """The microphone is back: ``DeviceTrouble(ok=True)`` is posted."""
        self._trouble(None)

    def hear(self, text: str, duration: float = 1.0) -> bool:
        """Say ``text`` to the box, ending now. Returns whether it was heard.

        Raises ``ValueError`` for a negative duration."""
        if duration < 0:
            raise ValueError(f"an utterance cannot last {duration} s")
        if not self.hearing() or self._broken is not None:
            self.dropped.append(text)
            return False
        now = self.clock.now()
        self._emit(VoiceActivity(at=max(0.0, now - duration)))
        self._emit(Heard(text=heard_text(text).lower(), at=now))
        return True
