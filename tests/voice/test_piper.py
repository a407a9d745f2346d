"""Piper, the second engine, for real (en_US-joe-medium from PyPI): rendering into the shared
cache under its own keys, finding voices, broken voices, and the fall-back to espeak-ng."""

from __future__ import annotations

import logging
import shutil
import wave

import pytest

from pihost.voice.audio import RATE, read_wav
from pihost.voice.factory import make_voice
from pihost.voice.loudness import PEAK_DBFS, level_dbfs, peak_dbfs
from pihost.voice.piper_model import (
    VoiceBrokenError,
    VoiceMissingError,
    check_voice,
    find_voice,
)
from pihost.voice.piper_synth import SENTENCE_PAUSE, PiperSynth
from pihost.voice.render import Renderer

TEXT = "Night falls. The mafia wakes up."


def copy_voice(joe, folder, name="en_US-joe-medium"):
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(joe.config, folder / f"{name}.onnx.json")
    (folder / f"{name}.onnx").symlink_to(joe.onnx)
    return folder / f"{name}.onnx"


def test_piper_renders_a_phrase_into_the_cache(joe_synth, joe, tmp_path):
    renderer = Renderer(joe_synth, joe.name, 165, tmp_path)
    pcm = renderer.sound(TEXT)
    assert 1.5 < pcm.seconds < 4.0
    with wave.open(str(renderer.path(TEXT))) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
    assert read_wav(renderer.path(TEXT)) == pcm
    assert level_dbfs(pcm) == pytest.approx(-21.0, abs=2.0)
    assert peak_dbfs(pcm) <= PEAK_DBFS + 0.01


def test_sentences_are_joined_with_a_pause(joe_synth, tmp_path):
    def frames(text):
        path = tmp_path / "out.wav"
        joe_synth.synth(text, "", 165, path)
        with wave.open(str(path)) as wav:
            return wav.getnframes()
    pause = round(SENTENCE_PAUSE * joe_synth.model.sample_rate)
    assert pause > 0
    assert frames(TEXT) == frames("Night falls.") + frames("The mafia wakes up.") + pause


def test_espeak_and_piper_never_share_a_cache_file(joe_synth, joe, synth, tmp_path):
    piper = Renderer(joe_synth, joe.name, 165, tmp_path)
    espeak = Renderer(synth, "en", 165, tmp_path)
    assert piper.path(TEXT) != espeak.path(TEXT)
    assert piper.engine == "piper" and espeak.engine == "espeak"
    assert joe.name in joe_synth.version and joe.digest() in joe_synth.version
    a, b = piper.sound(TEXT), espeak.sound(TEXT)
    assert a != b and len(list(tmp_path.glob("*.wav"))) == 2
    again = Renderer(joe_synth, joe.name, 165, tmp_path)   # the next start: a hit
    again.sound(TEXT)
    assert (again.hits, again.misses) == (1, 0)


def test_another_model_or_version_is_another_key(joe, tmp_path):
    changed = copy_voice(joe, tmp_path / "v")
    settings = changed.with_name(changed.name + ".json")
    settings.write_text(settings.read_text().replace('"noise_scale": 0.667',
                                                     '"noise_scale": 0.6'))
    other = PiperSynth(check_voice(changed), 165)
    same = PiperSynth(joe, 165)
    assert Renderer(other, joe.name, 165, tmp_path).path(TEXT) != \
        Renderer(same, joe.name, 165, tmp_path).path(TEXT)


def test_phrase_lengths_are_the_same_every_time(joe, tmp_path):
    """The box sequences phrases by their lengths: a render again must last the same."""
    lengths = {Renderer(PiperSynth(joe, 165), joe.name, 165, tmp_path / str(k)).sound(TEXT).frames
               for k in range(3)}
    assert len(lengths) == 1


def test_rate_is_the_pace(joe_synth, joe, tmp_path):
    normal = Renderer(joe_synth, joe.name, 165, tmp_path).sound(TEXT)
    fast = Renderer(joe_synth, joe.name, 250, tmp_path).sound(TEXT)
    assert fast.seconds < 0.8 * normal.seconds


def test_find_a_voice_by_name_path_or_folder(joe, tmp_path, monkeypatch):
    onnx = copy_voice(joe, tmp_path / "voices")
    assert find_voice("en_US-joe-medium", search=[tmp_path / "nope", tmp_path / "voices"]).onnx \
        == onnx
    assert find_voice(str(onnx)).name == "en_US-joe-medium"
    assert find_voice(str(tmp_path / "voices")).onnx == onnx
    monkeypatch.setenv("PIHOST_PIPER_VOICES", str(tmp_path / "voices"))
    assert find_voice("en_US-joe-medium").onnx == onnx


def test_a_missing_voice_names_the_install_command(tmp_path):
    with pytest.raises(VoiceMissingError) as err:
        find_voice("ru_RU-irina-medium", search=[tmp_path])
    assert str(tmp_path) in str(err.value)
    assert str(err.value).splitlines()[-1] == "install it with: pihost voice install ru_RU-irina-medium"
    with pytest.raises(VoiceMissingError, match="pihost voice install x"):
        find_voice(str(tmp_path / "x.onnx"))


def test_broken_voices_say_how_to_reinstall(joe, tmp_path):
    onnx = copy_voice(joe, tmp_path / "a")
    onnx.with_name(onnx.name + ".json").write_text("{not json")
    with pytest.raises(VoiceBrokenError, match="unreadable.*\n.*--force"):
        check_voice(onnx)
    onnx.with_name(onnx.name + ".json").unlink()
    with pytest.raises(VoiceBrokenError, match="no settings file"):
        check_voice(onnx)
    cut = tmp_path / "b" / "en_US-joe-medium.onnx"
    copy_voice(joe, tmp_path / "b").unlink()
    cut.write_bytes(b"\0" * 100)
    with pytest.raises(VoiceBrokenError, match="cut short"):
        check_voice(cut)


def test_a_model_onnxruntime_cannot_load_fails_once_and_clearly(joe, tmp_path):
    bad = tmp_path / "c" / "en_US-joe-medium.onnx"
    copy_voice(joe, tmp_path / "c").unlink()
    bad.write_bytes(b"garbage" * 100_000)
    synth = PiperSynth(check_voice(bad), 165)
    renderer = Renderer(synth, "en_US-joe-medium", 165, tmp_path)
    with pytest.raises(VoiceBrokenError, match="Piper cannot load.*\n.*install en_US-joe-medium --force"):
        renderer.sound("One.")
    with pytest.raises(VoiceBrokenError):   # the same error, without loading again
        renderer.sound("Two.")
    assert set(renderer.failures()) == {"One.", "Two."}


def test_a_missing_voice_falls_back_to_espeak_and_says_so(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("PIHOST_PIPER_VOICES", str(tmp_path / "none"))
    with caplog.at_level(logging.WARNING), make_voice(
            "en", output="none", engine="piper", cache_dir=tmp_path, tail=0.0) as voice:
        assert voice.renderer.engine == "espeak" and voice.stand_in is None
        assert "install it with: pihost voice install en_US-joe-medium" in voice.notice
        assert voice.wait_idle(timeout=30.0)
        assert [p.label for p in voice.player.played] == ["voice_missing"]
        assert voice.spec()["engine"] == "espeak"
    assert "pihost voice install en_US-joe-medium" in caplog.text
    assert "espeak-ng meanwhile" in caplog.text
    with pytest.raises(VoiceMissingError, match="pihost voice install nobody"):
        make_voice("en", output="none", engine="piper", model="nobody", fallback=False,
                   cache_dir=tmp_path)
    with pytest.raises(ValueError, match="unknown voice engine 'festival'"):
        make_voice("en", output="none", engine="festival", cache_dir=tmp_path)


def test_make_voice_with_piper_has_an_espeak_stand_in(joe, tmp_path):
    with make_voice("en", output="none", engine="piper", model=str(joe.onnx),
                    cache_dir=tmp_path) as voice:
        assert voice.renderer.engine == "piper" and voice.stand_in.engine == "espeak"
        assert voice.active is voice.renderer      # no prepare: rendered on first use
        assert voice.duration("speech", seat=3) > 0.5
        spec = voice.spec()
    assert (spec["engine"], spec["model"], spec["model_path"]) == (
        "piper", "en_US-joe-medium", str(joe.onnx))

