"""The night's masking noise: looped under the box's voice and between phrases, off by day."""

import array
import time

from pihost.voice.audio import Pcm, tone
from pihost.voice.masking import MASK_LEVEL, mix, noise_bed
from pihost.voice.outputs import MemoryOutput
from pihost.voice.player import Player


def loudness(data: bytes) -> int:
    return max((abs(s) for s in array.array("h", data)), default=0)


def test_noise_bed_is_soft_deterministic_and_not_silent():
    a, b = noise_bed(1.0), noise_bed(1.0)
    assert a == b
    assert 0.3 * MASK_LEVEL < loudness(a.data) <= MASK_LEVEL


def test_mix_adds_and_clips():
    loud = array.array("h", [32000, -32000, 0]).tobytes()
    bed = array.array("h", [1000, -1000, 5]).tobytes()
    assert list(array.array("h", mix(loud, bed))) == [32767, -32768, 5]


def test_player_plays_the_bed_between_and_under_phrases():
    out = MemoryOutput()
    with Player(out, tail=0.0) as player:
        player.masking(noise_bed(0.5))
        deadline = time.monotonic() + 5.0     # idle: the bed alone keeps sounding (a loaded
        while not out.writes and time.monotonic() < deadline:   # machine may take a while)
            time.sleep(0.05)
        time.sleep(0.1)
        idle = b"".join(d for _, d in out.writes)
        assert len(idle) > 0 and 0 < loudness(idle) <= MASK_LEVEL
        n = len(out.writes)
        player.enqueue(Pcm(bytes(2 * 800)), "silent phrase")
        assert player.wait_idle(5.0)
        under = b"".join(d for _, d in out.writes[n:])
        assert loudness(under) > 0            # the silent phrase carries the bed
        player.masking(None)
        time.sleep(0.05)
        n = len(out.writes)
        player.enqueue(tone(0.05, level=0), "silent again")
        assert player.wait_idle(5.0)
        assert loudness(b"".join(d for _, d in out.writes[n:])) == 0   # day: no noise
