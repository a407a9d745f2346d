"""WAV reading/writing, conversion of clips to the box's format, silence trimming."""

from __future__ import annotations

import array
import wave

import pytest

from pihost.voice.audio import RATE, AudioError, Pcm, read_wav, tone, trim, write_wav


def write_raw(path, samples, channels=1, rate=RATE, width=2):
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(channels)
        wav.setsampwidth(width)
        wav.setframerate(rate)
        wav.writeframes(array.array("h", samples).tobytes() if width == 2 else bytes(samples))


def test_round_trip(tmp_path):
    pcm = tone(0.2)
    write_wav(tmp_path / "a.wav", pcm)
    assert read_wav(tmp_path / "a.wav") == pcm
    assert not list(tmp_path.glob(".*.tmp"))            # the temporary file was renamed


def test_stereo_is_mixed_to_mono(tmp_path):
    write_raw(tmp_path / "s.wav", [100, 300] * 50, channels=2)
    pcm = read_wav(tmp_path / "s.wav")
    assert pcm.frames == 50 and set(array.array("h", pcm.data)) == {200}


def test_other_rates_are_converted(tmp_path):
    write_raw(tmp_path / "r.wav", [1000] * 44100, rate=44100)
    pcm = read_wav(tmp_path / "r.wav")
    assert pcm.seconds == pytest.approx(1.0, abs=0.001)
    assert set(array.array("h", pcm.data)) == {1000}


@pytest.mark.parametrize("content, message", [
    (b"RIFF nonsense", "not a readable WAV"),
    (None, "no sound"),
    ("8bit", "8-bit samples"),
])
def test_unusable_files_are_named(tmp_path, content, message):
    path = tmp_path / "bad.wav"
    if content is None:
        write_raw(path, [])
    elif content == "8bit":
        write_raw(path, [128] * 100, width=1)
    else:
        path.write_bytes(content)
    with pytest.raises(AudioError, match=message) as info:
        read_wav(path)
    assert str(path) in str(info.value)


def test_trim_keeps_the_sound_and_short_margins():
    sound = tone(0.1)
    padded = Pcm(bytes(2 * RATE) + sound.data + bytes(2 * RATE))
    trimmed = trim(padded, lead=0.01, tail=0.1)
    assert trimmed.frames == sound.frames + round(0.01 * RATE) + round(0.1 * RATE)
    assert sound.data in trimmed.data
    assert trim(Pcm.silence(0.5)).frames == 0 and trim(Pcm(b"")).frames == 0
