"""Real pyttsx3 -> espeak-ng rendering into the WAV cache: hits, misses, invalidation."""

from __future__ import annotations

import pytest

from pihost.voice.api import VoiceError
from pihost.voice.audio import RATE, read_wav
from pihost.voice.render import FakeSynth, Pyttsx3Synth, Renderer


def test_renders_russian_speech_into_a_valid_wav(synth, voice_cache, ru, capsys):
    renderer = Renderer(synth, "ru", 165, voice_cache)
    text = ru.text("speech", seat=3)
    pcm = renderer.sound(text)
    assert 0.5 < pcm.seconds < 4.0                      # a short sentence, not silence
    assert read_wav(renderer.path(text)) == pcm        # what is cached is what plays
    assert max(abs(int.from_bytes(pcm.data[i:i + 2], "little", signed=True))
               for i in range(0, len(pcm.data), 2)) > 1000
    assert "Audio saved" not in capsys.readouterr().out


def test_each_phrase_gets_its_own_file(synth, tmp_path, ru):
    """pyttsx3 writes only the last of two queued files: each render must be separate."""
    renderer = Renderer(synth, "ru", 165, tmp_path)
    texts = [ru.text("call_number", n=n) for n in (1, 7, 20)]
    sounds = [renderer.sound(t) for t in texts]
    assert len({renderer.path(t) for t in texts}) == 3 and all(renderer.cached(t) for t in texts)
    assert len({s.data for s in sounds}) == 3
    assert sounds[2].seconds > sounds[0].seconds        # «двадцать» is longer than «один»


def test_cache_hit_miss_and_invalidation(tmp_path):
    synth = FakeSynth()
    renderer = Renderer(synth, "ru", 165, tmp_path)
    renderer.sound("Время.")
    renderer.sound("Время.")
    assert (renderer.hits, renderer.misses, synth.calls) == (1, 1, ["Время."])
    # a new renderer on the same folder (the next boot) hits the cache
    again = Renderer(synth, "ru", 165, tmp_path)
    again.sound("Время.")
    assert (again.hits, again.misses) == (1, 0)
    # rate, voice and engine version are part of the key
    assert Renderer(synth, "ru", 170, tmp_path).path("Время.") != renderer.path("Время.")
    assert Renderer(synth, "en", 165, tmp_path).path("Время.") != renderer.path("Время.")
    newer = FakeSynth()
    newer.version = "fake-2"
    assert Renderer(newer, "ru", 165, tmp_path).path("Время.") != renderer.path("Время.")
    faster = Renderer(synth, "ru", 170, tmp_path)
    faster.sound("Время.")
    assert faster.misses == 1 and len(synth.calls) == 2


def test_a_cut_short_cache_file_is_rendered_again(tmp_path):
    synth = FakeSynth()
    renderer = Renderer(synth, "ru", 165, tmp_path)
    good = renderer.sound("Пауза.")
    path = renderer.path("Пауза.")
    path.write_bytes(path.read_bytes()[:30])            # a power cut during a write
    assert not renderer.cached("Пауза.")
    assert renderer.sound("Пауза.") == good and renderer.misses == 2


def test_silence_around_speech_is_trimmed(synth, tmp_path):
    pcm = Renderer(synth, "ru", 165, tmp_path).sound("Десять принято.")
    lead = next(i for i in range(0, len(pcm.data), 2)
                if abs(int.from_bytes(pcm.data[i:i + 2], "little", signed=True)) >= 300) // 2
    assert lead / RATE <= 0.011                        # «10 принято» starts at once


def test_unknown_voice_is_a_clear_error(synth, tmp_path):
    renderer = Renderer(synth, "elvish", 165, tmp_path)
    with pytest.raises(VoiceError, match="espeak-ng has no voice 'elvish'.*espeak-ng --voices"):
        renderer.sound("Время.")
    assert list(tmp_path.glob("*.wav")) == []           # nothing cached
    assert "espeak-ng has no voice" in renderer.failures()["Время."]  # noted for voices check


def test_voice_names_resolve(synth):
    assert synth.voice_id("ru").endswith("/ru")
    assert synth.voice_id("Russian") == synth.voice_id("ru")


def test_an_unwritable_cache_names_the_fix(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(VoiceError, match="PIHOST_CACHE"):
        Renderer(FakeSynth(), "ru", 165, blocker / "cache")


def test_synth_is_one_engine_per_process():
    assert Pyttsx3Synth().version.startswith("pyttsx3-2.99+espeak-ng-")
