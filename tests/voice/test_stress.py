"""Stress marks: one text in the pack for both engines. Piper reads text through espeak-ng's
phonemizer, which moves the stress to a marked vowel; espeak-ng 1.51 ignores the mark, so it
gets the text without; what is shown, logged and timed has no marks either."""

from __future__ import annotations

import pytest

from pihost.voice.audio import tone, write_wav
from pihost.voice.check import check_phrases
from pihost.voice.clips import Clips
from pihost.voice.fake import FakeVoice, text_duration
from pihost.voice.pack import STRESS, load_pack, unstressed

MARKED = [("ready", {}, "места\u0301"), ("deal_look", {"seat": 3}, "посмотри\u0301те"),
          ("left_game", {"seat": 3}, "игры\u0301"), ("rest_votes", {"seat": 3}, "голоса\u0301"),
          ("vote_count", {"seat": 3, "votes": 2}, "го\u0301лоса"),
          ("nominee_taken", {"seat": 3}, "уже\u0301"),
          ("meeting_agree", {"seconds": 45}, "со\u0301рок")]


@pytest.fixture(scope="module")
def phonemes():
    from piper.phonemize_espeak import EspeakPhonemizer

    phonemizer = EspeakPhonemizer()
    return lambda text: "".join(sum(phonemizer.phonemize("ru", text), []))


@pytest.mark.parametrize("phrase_id, params, word", MARKED)
def test_piper_gets_the_stress_the_pack_marks(ru, phonemes, phrase_id, params, word):
    """The mark is in the speech, not in the text, and moves Piper's stress: the phonemes of
    the word change (espeak-ng's dictionary stresses it elsewhere)."""
    speech, text = ru.speech(phrase_id, **params), ru.text(phrase_id, **params)
    assert word in speech and STRESS not in text and unstressed(speech) == text
    assert phonemes(word) != phonemes(unstressed(word))


def test_the_mark_moves_the_stress_to_the_marked_vowel(phonemes):
    assert phonemes("места") == "mʲˈesta" and phonemes("места\u0301") == "mʲistˈɑ"
    assert phonemes("за\u0301мок") == "zˈɑmʌk" and phonemes("замо\u0301к") == "zamˈok"


def test_espeak_gets_the_text_without_marks(synth, tmp_path, monkeypatch):
    said = []
    real = synth._engine.save_to_file
    monkeypatch.setattr(synth._engine, "save_to_file",
                        lambda text, path: (said.append(text), real(text, path)))
    synth.synth("Займите места\u0301.", "ru", 165, tmp_path / "x.wav")
    assert said == ["Займите места."]


def test_shown_text_timing_and_clips_ignore_the_marks(ru, tmp_path):
    voice = FakeVoice(ru)
    assert voice.duration("ready") == text_duration("Мафия готова. Займите места.")
    voice.say("ready")
    assert voice.spoken[0][2] == "Мафия готова. Займите места."
    write_wav(tmp_path / "займите_места.wav", tone(0.5))
    write_wav(tmp_path / "мафия_готова.wav", tone(0.5))
    assert Clips(tmp_path).find("ready", False, ru.speech("ready")) is not None


@pytest.mark.parametrize("template, problem", [
    ("Ма\u0301\u0301фия.", "stress mark"), ("\u0301Мафия.", "stress mark"),
    ("Мафи\u0301я.", None), ("Мафия+ готова.", "'+'"), ("Мафия готова.", None)])
def test_check_finds_misplaced_marks(tmp_path, template, problem):
    text = (load_pack("ru").path.read_text(encoding="utf-8")
            .replace("  ready: Мафия готова. Займите места\u0301.\n", f"  ready: {template}\n"))
    assert template in text
    (tmp_path / "ru.yaml").write_text(text, encoding="utf-8")
    problems = [p for p in check_phrases(load_pack(tmp_path / "ru.yaml")) if ".ready:" in p]
    if problem is None:
        assert problems == []
    else:
        assert len(problems) == 1 and problem in problems[0]
