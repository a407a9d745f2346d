"""Recorded clips override TTS: whole phrases by id, and phrases assembled from word clips."""

from __future__ import annotations

import shutil

import pytest

from pihost.voice.audio import Pcm, write_wav
from pihost.voice.check import check_packs
from pihost.voice.clips import Clips
from pihost.voice.outputs import MemoryOutput
from pihost.voice.pack import load_pack, voices_dir
from pihost.voice.player import Player
from pihost.voice.render import FakeSynth, Renderer
from pihost.voice.speaker import PackVoice


def marked(value: int, frames: int = 100) -> Pcm:
    return Pcm(value.to_bytes(2, "little", signed=True) * frames)


@pytest.fixture
def club(tmp_path):
    """A copy of the Russian pack with a clips folder, as a club would ship it."""
    shutil.copy(voices_dir() / "ru.yaml", tmp_path / "ru.yaml")
    folder = tmp_path / "clips" / "ru"
    folder.mkdir(parents=True)
    return tmp_path / "ru.yaml", folder


def record(folder, **clips: int) -> None:
    """Write clips named by their words, each a recognisable ``marked`` sound."""
    for name, value in clips.items():
        write_wav(folder / f"{name}.wav", marked(value))


def make_voice(pack_path, cache):
    synth = FakeSynth()
    pack = load_pack(pack_path)
    return PackVoice(pack, Renderer(synth, "ru", 165, cache), Player(MemoryOutput())), synth


def test_a_clip_named_by_id_replaces_tts(club, tmp_path):
    pack_path, folder = club
    record(folder, night_falls=7)
    voice, synth = make_voice(pack_path, tmp_path / "cache")
    with voice:
        assert voice.sound("night_falls") == marked(7)
        assert voice.say("night_falls") == marked(7).seconds
    assert synth.calls == []


def test_a_phrase_with_a_number_is_assembled_from_word_clips(club, tmp_path):
    pack_path, folder = club
    record(folder, слово_игроку_номер=1, двадцать=2, один=3)
    voice, synth = make_voice(pack_path, tmp_path / "cache")
    with voice:
        assert voice.sound("speech", seat=21) == Pcm.join([marked(1), marked(2), marked(3)])
        # one word has no clip: the whole phrase goes to TTS (no half-recorded sentences)
        voice.sound("speech", seat=22)
    assert synth.calls == ["Слово игроку номер двадцать два."]


def test_the_longest_recorded_run_wins(club, tmp_path):
    pack_path, folder = club
    record(folder, десять=1, принято=2, десять_принято=3)
    voice, _ = make_voice(pack_path, tmp_path / "cache")
    with voice:
        assert voice.sound("nomination_accepted", seat=10) == marked(3)


def test_a_parametrised_phrase_is_not_replaced_by_its_id_clip(club, tmp_path):
    pack_path, folder = club
    record(folder, speech=9)  # which seat would it say?
    voice, synth = make_voice(pack_path, tmp_path / "cache")
    with voice:
        voice.sound("speech", seat=3)
    assert synth.calls == ["Слово игроку номер три."]


def test_a_broken_clip_is_reported_by_check_and_tts_speaks_instead(club, tmp_path, caplog):
    pack_path, folder = club
    (folder / "time_up.wav").write_bytes(b"not a wav")
    (folder / "notes.txt").write_text("hello")
    problems = check_packs([load_pack(pack_path)])
    assert any("time_up.wav: not a readable WAV" in p for p in problems)
    assert any("notes.txt: clips must be .wav files" in p for p in problems)
    voice, synth = make_voice(pack_path, tmp_path / "cache")
    with voice:
        assert voice.say("time_up") > 0
        voice.say("time_up")
    assert synth.calls == ["Время."]
    warnings = [r for r in caplog.records if "time_up.wav" in r.getMessage()]
    assert len(warnings) == 1 and warnings[0].levelname == "WARNING"


def test_no_clips_folder_means_tts_only(tmp_path):
    assert len(Clips(tmp_path / "missing")) == 0
    assert Clips(tmp_path / "missing").find("ready", False, "Мафия готова.") is None
