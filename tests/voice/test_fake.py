"""FakeVoice: records what was said, deterministic durations, speaking state on a clock."""

from __future__ import annotations

import pytest

from pihost.clock import ManualClock
from pihost.voice import FakeVoice, PackError, load_pack


def test_records_phrases_and_durations_follow_text_length():
    voice = FakeVoice(load_pack("ru"))
    short = voice.say("time_up")
    long = voice.say("best_move_prompt", seat=4)
    assert voice.spoken == [("time_up", {}, "Время."),
                            ("best_move_prompt", {"seat": 4},
                             load_pack("ru").text("best_move_prompt", seat=4))]
    assert 0 < short < long
    assert voice.duration("time_up") == short == FakeVoice(load_pack("ru")).say("time_up")


def test_a_bad_phrase_raises_and_records_nothing():
    voice = FakeVoice(load_pack("ru"))
    with pytest.raises(PackError):
        voice.say("speech", seat=99)
    assert voice.spoken == []


def test_speaking_follows_the_clock_and_phrases_queue_back_to_back():
    clock = ManualClock()
    voice = FakeVoice(load_pack("ru"), clock=clock, tail=0.25)
    events = []
    voice.on_speaking(events.append)
    first = voice.say("speech", seat=1)
    second = voice.say("time_up")
    assert voice.speaking() and events == [True]
    clock.advance(first + second)  # both played, the tail still runs
    assert voice.speaking()
    clock.advance(0.25)
    assert not voice.speaking() and voice.wait_idle(1.0)
    assert events == [True, False]


def test_without_a_clock_each_phrase_starts_and_stops_at_once():
    events = []
    with FakeVoice(load_pack("en")) as voice:
        voice.on_speaking(events.append)
        voice.say("thanks")
        assert not voice.speaking()
    assert events == [True, False]
    with pytest.raises(RuntimeError, match="closed"):
        voice.say("thanks")
