"""The playback queue: one phrase after another, never overlapping, speaking state + tail."""

from __future__ import annotations

import threading
import time

import pytest

from pihost.voice.api import VoiceError
from pihost.voice.audio import RATE, Pcm, tone
from pihost.voice.outputs import MemoryOutput
from pihost.voice.player import Player


def marked(value: int, seconds: float) -> Pcm:
    """A phrase whose every sample is ``value``: its frames are recognisable in the output."""
    return Pcm(value.to_bytes(2, "little", signed=True) * round(seconds * RATE))


def test_phrases_play_in_order_whole_and_never_overlap():
    out = MemoryOutput()
    with Player(out, tail=0.0) as player:
        for k in range(1, 5):
            player.enqueue(marked(k, 0.04 * k), f"p{k}")
        assert player.wait_idle(timeout=5.0)
    stream = b"".join(data for _, data in out.writes)
    samples = [int.from_bytes(stream[i:i + 2], "little", signed=True)
               for i in range(0, len(stream), 2)]
    # each phrase's samples come as one run, in queue order: nothing interleaves
    runs = [samples[0]] + [s for a, s in zip(samples, samples[1:], strict=False) if s != a]
    assert runs == [1, 2, 3, 4]
    assert [samples.count(k) for k in (1, 2, 3, 4)] == [round(0.04 * k * RATE) for k in (1, 2, 3, 4)]
    played = list(player.played)
    assert [p.label for p in played] == ["p1", "p2", "p3", "p4"]
    for before, after in zip(played, played[1:], strict=False):
        assert after.start >= before.end - 1e-9


def test_playback_keeps_real_time_pace_on_an_output_that_never_blocks():
    out = MemoryOutput()
    with Player(out, tail=0.0, lead=0.02) as player:
        start = time.monotonic()
        player.enqueue(tone(0.3), "beep")
        assert player.wait_idle(timeout=5.0)
        took = time.monotonic() - start
    assert took >= 0.3 - 0.02 - 0.005  # the sound lasted (it was not dumped at once)


def test_speaking_state_callbacks_once_per_run_with_tail():
    events = []
    lock = threading.Lock()
    out = MemoryOutput()
    with Player(out, tail=0.15) as player:
        player.on_speaking(lambda on: events.append((on, time.monotonic())))
        assert not player.speaking()
        player.enqueue(tone(0.05), "a")
        assert player.speaking()                       # at once, before the thread starts it
        player.enqueue(tone(0.05), "b")
        assert player.wait_idle(timeout=5.0)
        assert not player.speaking()
        last = player.played[-1]
        deadline = time.monotonic() + 2.0
        while len(events) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
    with lock:
        assert [on for on, _ in events] == [True, False]  # back to back: one run
        assert events[1][1] >= last.end + 0.15 - 0.02     # the tail kept the mic muted


def test_wait_idle_times_out_while_speaking():
    with Player(MemoryOutput(), tail=0.0) as player:
        player.enqueue(tone(0.5), "long")
        assert player.wait_idle(timeout=0.05) is False
        assert player.speaking()


def test_close_drops_queued_phrases_and_refuses_more():
    out = MemoryOutput()
    player = Player(out, tail=0.0)
    for _ in range(5):
        player.enqueue(tone(0.2), "x")
    player.close()
    assert out.closed and not player.speaking() and player.wait_idle(0.1)
    assert out.frames < 5 * round(0.2 * RATE)
    with pytest.raises(VoiceError, match="closed"):
        player.enqueue(tone(0.1), "late")
    player.close()  # twice is fine


def test_idle_silence_keeps_a_device_fed_but_does_not_count_as_speaking():
    out = MemoryOutput(fills_idle=True)
    with Player(out, tail=0.0) as player:
        time.sleep(0.1)
        assert out.frames > 0 and not player.speaking()
        assert set(b"".join(d for _, d in out.writes)) == {0}


class BrokenOutput(MemoryOutput):
    def write(self, data: bytes) -> None:
        raise OSError("device unplugged")


def test_a_failing_output_is_logged_and_phrases_are_dropped_not_refused(caplog):
    with Player(BrokenOutput(), tail=0.0, retry_seconds=0.05) as player:
        player.enqueue(tone(0.05), "x")
        assert player.wait_idle(timeout=5.0)
        player.enqueue(tone(0.05), "y")        # no VoiceError: the game goes on without sound
        assert player.wait_idle(timeout=5.0)
        assert player.broken == "device unplugged" and player.dropped == 2
    assert "sound output failed: device unplugged" in caplog.text
    with pytest.raises(VoiceError, match="closed"):
        player.enqueue(tone(0.05), "z")
