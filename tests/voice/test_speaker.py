"""The real voice: espeak-ng rendering, the cache, and PortAudio playback into the virtual ALSA
null device (tests/alsa-virtual.conf), through ``make_voice`` as the box builds it."""

from __future__ import annotations

import wave

import pytest

from pihost.voice import FakeVoice, PackError, PackVoice, VoiceError, make_voice
from pihost.voice.outputs import DeviceOutput, MemoryOutput
from pihost.voice.player import Player
from pihost.voice.render import FakeSynth, Renderer


@pytest.fixture
def voice(voice_cache):
    with make_voice("ru", output="auto", cache_dir=voice_cache, tail=0.1) as v:
        yield v


def test_say_returns_the_cached_duration_and_plays_through_portaudio(voice):
    assert isinstance(voice.player.output, DeviceOutput)
    seconds = voice.say("nomination_accepted", seat=10)
    assert seconds == voice.duration("nomination_accepted", seat=10) == \
        voice.sound("nomination_accepted", seat=10).seconds
    assert voice.renderer.cached(voice.text("nomination_accepted", seat=10))
    assert voice.speaking()
    assert voice.wait_idle(timeout=seconds + 5.0)
    played = voice.player.played[-1]
    assert played.label == "nomination_accepted"
    # a real device plays in real time: never shorter than the sound; longer only by the
    # stalls of a busy machine (1.64 s for 0.96 s once, with other test runs beside it)
    assert seconds - 0.05 <= played.end - played.start <= seconds + 3.0


def test_queued_phrases_never_overlap_on_the_device(voice):
    calls = [("thanks", {})] + [("call_number", {"n": n}) for n in (1, 2, 3)]
    lengths = [voice.say(pid, **params) for pid, params in calls]
    mic = []
    voice.on_speaking(mic.append)
    assert voice.wait_idle(timeout=sum(lengths) + 5.0)
    played = list(voice.player.played)[-len(calls):]
    assert [p.label for p in played] == [pid for pid, _ in calls]
    for before, after in zip(played, played[1:], strict=False):
        assert after.start >= before.end - 1e-6
    assert played[-1].end - played[0].start >= sum(lengths) - 0.05


def test_a_list_of_seats_is_rendered_on_first_use_then_cached(voice):
    text = voice.text("nominees", seats=[10, 3, 7])
    before = voice.renderer.misses
    voice.duration("nominees", seats=[10, 3, 7])
    assert voice.renderer.cached(text) and voice.renderer.misses <= before + 1


def test_bad_phrase_queues_nothing(voice):
    with pytest.raises(PackError, match="seat=0"):
        voice.say("speech", seat=0)
    assert not voice.speaking()


def test_wav_output_appends_every_phrase(tmp_path, voice_cache):
    path = tmp_path / "demo.wav"
    with make_voice("en", output=f"wav:{path}", cache_dir=voice_cache, tail=0.0) as voice:
        total = voice.say("thanks") + voice.say("vote_count", seat=4, votes=1)
        assert voice.wait_idle(timeout=total + 5.0)
    with wave.open(str(path)) as wav:
        assert wav.getnframes() / wav.getframerate() == pytest.approx(total, abs=0.001)


def test_prepare_renders_the_table_then_everything_is_cached(tmp_path):
    from pihost.voice.pack import load_pack
    pack = load_pack("ru")
    synth = FakeSynth()
    with PackVoice(pack, Renderer(synth, "ru", 165, tmp_path), Player(MemoryOutput())) as voice:
        first = voice.prepare(table_size=4)
        second = voice.prepare(table_size=4)
        said = len(synth.calls)
        voice.say("speech", seat=4)
        voice.say("vote_count", seat=2, votes=3)
    texts = [t for _, _, t in pack.variants(4)]
    same = len(texts) - len(set(texts))  # two phrases that read alike share one sound
    assert first.rendered > 70 and first.cached == same
    assert second.rendered == 0 and second.cached == first.rendered + first.cached
    assert len(synth.calls) == said                    # speaking was playback only
    with pytest.raises(ValueError, match="table size 26"):
        voice.prepare(table_size=26)


@pytest.mark.parametrize("output, message", [
    ("device:no-such-card", "no sound output device .*wav:PATH"),
    ("hdmi", "unknown voice output 'hdmi'"),
    ("wav:", "needs a file path"),
])
def test_bad_outputs_name_the_fix(output, message, voice_cache):
    with pytest.raises((VoiceError, ValueError), match=message):
        make_voice("ru", output=output, cache_dir=voice_cache)


def test_missing_pack_and_voice_are_clear_errors(voice_cache):
    with pytest.raises(PackError, match="no such phrase pack"):
        make_voice("xx", output="none", cache_dir=voice_cache)
    with pytest.raises(VoiceError, match="espeak-ng has no voice 'elvish'"):
        make_voice("ru", output="none", voice="elvish", cache_dir=voice_cache)


def test_fake_output_gives_the_fake_voice():
    assert isinstance(make_voice("en", output="fake"), FakeVoice)


def test_both_voices_have_the_whole_contract(voice):
    from pihost.voice import Voice
    fake = make_voice("ru", output="fake")
    assert isinstance(voice, Voice) and isinstance(fake, Voice)
    assert voice.text("speech", seat=3) == fake.text("speech", seat=3)
