"""A speaker that fails is survived: ``say`` still returns the phrase's length (so the game's
timers go on), the player reports the trouble, keeps trying the device and reports it back —
with an output fake and once through the real PortAudio stream (ALSA's virtual null device)."""

from __future__ import annotations

import threading
import time

import pytest

from pihost.voice import PackVoice, make_voice
from pihost.voice.audio import tone
from pihost.voice.outputs import MemoryOutput
from pihost.voice.pack import load_pack
from pihost.voice.player import Player
from pihost.voice.render import FakeSynth, Renderer


class FlakyOutput(MemoryOutput):
    """Works until ``broken`` is set, then every write fails as an unplugged card does."""

    def __init__(self) -> None:
        super().__init__(fills_idle=True)
        self.broken = threading.Event()
        self.reopened = 0

    def write(self, data: bytes) -> None:
        if self.broken.is_set():
            raise OSError("device unplugged")
        super().write(data)

    def reopen(self) -> None:
        self.reopened += 1
        if self.broken.is_set():
            raise OSError("still unplugged")


class Reports:
    def __init__(self) -> None:
        self.got: list[tuple[bool, str]] = []
        self.changed = threading.Condition()

    def __call__(self, ok: bool, detail: str) -> None:
        with self.changed:
            self.got.append((ok, detail))
            self.changed.notify_all()

    def wait(self, n: int, timeout: float = 10.0) -> list[tuple[bool, str]]:
        with self.changed:
            self.changed.wait_for(lambda: len(self.got) >= n, timeout)
        return self.got


def test_a_failing_output_is_reported_retried_and_never_refuses_a_phrase():
    """Before: the first failure made every later phrase raise VoiceError."""
    out, reports = FlakyOutput(), Reports()
    with Player(out, tail=0.0, retry_seconds=0.05) as player:
        player.on_trouble(reports)
        out.broken.set()
        player.enqueue(tone(0.05), "lost")
        assert reports.wait(1)[0] == (False, "device unplugged")
        player.enqueue(tone(0.05), "also lost")   # no VoiceError: dropped, the game goes on
        assert player.wait_idle(timeout=5.0)
        out.broken.clear()
        assert reports.wait(2)[1] == (True, "")
        before = out.frames
        player.enqueue(tone(0.05), "heard again")
        assert player.wait_idle(timeout=5.0)
    assert out.reopened >= 1 and out.frames > before
    assert [p.label for p in player.played][-1] == "heard again"


def test_pack_voice_say_returns_the_cached_length_while_the_speaker_is_gone(tmp_path):
    pack = load_pack("ru")
    out, reports = FlakyOutput(), Reports()
    renderer = Renderer(FakeSynth(), pack.voice, pack.rate, tmp_path)
    with PackVoice(pack, renderer, Player(out, tail=0.0, retry_seconds=0.05)) as voice:
        voice.on_trouble(reports)
        want = voice.duration("speech", seat=3)
        out.broken.set()
        assert voice.say("speech", seat=3) == want
        reports.wait(1)
        for seat in range(1, 11):                # the whole day goes on speaking
            assert voice.say("speech", seat=seat) == voice.duration("speech", seat=seat)
    assert reports.got[0][0] is False


def test_the_real_portaudio_stream_failing_mid_playback(voice_cache, monkeypatch):
    """PortAudio raises mid-phrase (the USB speaker pulled out); a new stream takes over."""
    import sounddevice as sd

    reports = Reports()
    with make_voice("ru", output="auto", cache_dir=voice_cache, tail=0.0) as voice:
        voice.player.retry_seconds = 0.1
        voice.on_trouble(reports)
        stream = voice.player.output._stream
        calls = []

        def unplugged(data):
            calls.append(len(data))
            raise sd.PortAudioError("Unanticipated host error", -9999)

        monkeypatch.setattr(stream, "write", unplugged)
        seconds = voice.say("nomination_accepted", seat=10)
        assert seconds == voice.duration("nomination_accepted", seat=10) > 0
        assert reports.wait(1)[0][0] is False and "Unanticipated host error" in reports.got[0][1]
        assert voice.say("time_up") > 0          # still no exception into the box
        assert reports.wait(2)[1] == (True, "")  # reopened: a new PortAudio stream
        assert voice.player.output._stream is not stream and calls
        start = time.monotonic()
        n = len(voice.player.played)
        voice.say("thanks")
        assert voice.wait_idle(timeout=10.0)
        assert len(voice.player.played) > n and time.monotonic() - start < 10.0


@pytest.mark.parametrize("detail", ["gone"])
def test_the_fake_voice_can_lose_its_speaker_too(detail):
    from pihost.voice import FakeVoice

    voice, reports = FakeVoice(load_pack("ru")), Reports()
    voice.on_trouble(reports)
    voice.lose(detail)
    assert voice.say("time_up") > 0 and voice.unheard == ["time_up"]
    voice.restore()
    assert reports.got == [(False, detail), (True, "")]
