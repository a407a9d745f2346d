"""``pihost voices check|render`` and ``pihost say``."""

from __future__ import annotations

import wave

import pytest

from pihost.cli import main
from pihost.voice.api import VoiceError
from pihost.voice.cli import parse_params


def test_check_passes_on_the_shipped_packs(capsys):
    assert main(["voices", "check"]) == 0
    assert "2 packs" in capsys.readouterr().err


def test_check_lists_what_is_missing(tmp_path, monkeypatch, capsys):
    (tmp_path / "ru.yaml").write_text("lang: ru\nphrases:\n  ready: Мафия готова.\n"
                                      "  speech: Слово {seat:voc}.\n", encoding="utf-8")
    monkeypatch.setenv("PIHOST_VOICES", str(tmp_path))
    assert main(["voices", "check"]) == 1
    out = capsys.readouterr().out
    assert "phrases.speech: {seat:voc}: unknown form tag" in out
    assert "phrases.night_falls: missing" in out
    assert "words.winner.town: missing" in out


def test_say_to_a_wav_file(tmp_path, voice_cache, capsys):
    path = tmp_path / "say.wav"
    assert main(["say", "vote_count", "seat=3", "votes=22", "--output", f"wav:{path}",
                 "--cache", str(voice_cache)]) == 0
    assert "У игрока номер три двадцать два голоса." in capsys.readouterr().out
    with wave.open(str(path)) as wav:
        assert wav.getnframes() > 0


def test_say_with_a_bad_parameter_explains(capsys, voice_cache):
    assert main(["say", "speech", "seat=33", "--output", "none",
                 "--cache", str(voice_cache)]) == 1
    assert "seat=33 is outside 1–25" in capsys.readouterr().err


def test_render_fills_the_cache_for_a_small_table(tmp_path, capsys):
    assert main(["voices", "render", "--lang", "en", "--seats", "2", "--cache",
                 str(tmp_path)]) == 0
    first = capsys.readouterr().out
    assert main(["voices", "render", "--lang", "en", "--seats", "2", "--cache",
                 str(tmp_path)]) == 0
    second = capsys.readouterr().out
    rendered = int(first.split("en: ")[1].split(" rendered")[0])
    assert rendered > 70 and "en: 0 rendered" in second
    assert len(list(tmp_path.glob("*.wav"))) == rendered


@pytest.mark.parametrize("pairs, message", [(["seat"], "NAME=VALUE"), (["seat=x"], "whole"),
                                            (["seats=1,x"], "list like 10,3")])
def test_parse_params_errors(pairs, message):
    with pytest.raises(ValueError, match=message):
        parse_params(pairs)


def test_check_lists_phrases_that_failed_to_render(tmp_path, capsys):
    """A phrase espeak-ng could not render (noted in the cache) is listed with its id."""
    from pihost.voice.pack import load_pack
    from pihost.voice.render import FakeSynth, Pyttsx3Synth, Renderer

    text = load_pack("en").text("speech", seat=3)
    refusing = FakeSynth(fail=(text,))
    refusing.engine, refusing.version = "espeak", Pyttsx3Synth().version  # espeak's own key
    with pytest.raises(VoiceError):
        Renderer(refusing, "en", 165, tmp_path).sound(text)
    assert main(["voices", "check", "--lang", "en", "--cache", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"phrases.speech {{'seat': 3}}: espeak en could not render {text!r}" in out
    assert main(["voices", "check", "--lang", "en", "--cache", str(tmp_path / "other")]) == 0


def test_check_and_render_name_a_missing_piper_voice(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PIHOST_PIPER_VOICES", str(tmp_path / "none"))
    assert main(["voices", "check", "--lang", "ru", "--engine", "piper",
                 "--cache", str(tmp_path)]) == 1
    assert "install it with: pihost voice install ru_RU-irina-medium" in capsys.readouterr().out
    assert main(["voices", "render", "--lang", "ru", "--engine", "piper", "--model", "nobody",
                 "--cache", str(tmp_path)]) == 1
    assert "install it with: pihost voice install nobody" in capsys.readouterr().err


def test_the_config_chooses_the_engine_and_a_missing_voice_falls_back(tmp_path, capsys,
                                                                     caplog):
    cfg = tmp_path / "table.yaml"
    cfg.write_text(f"voice: {{engine: piper, model: nobody, cache_dir: {tmp_path / 'c'}}}\n",
                   encoding="utf-8")
    assert main(["say", "time_up", "--lang", "en", "--output", "none", "--config",
                 str(cfg)]) == 0
    assert "Time." in capsys.readouterr().out
    assert "install it with: pihost voice install nobody" in caplog.text  # stderr in a shell
    cfg.write_text("voice: {engine: festival}\n", encoding="utf-8")
    assert main(["say", "time_up", "--config", str(cfg)]) == 1
    assert "voice.engine: 'festival' is not allowed" in capsys.readouterr().err


def test_say_with_piper(tmp_path, joe, capsys):
    assert main(["say", "nomination_accepted", "seat=10", "--lang", "en", "--output", "none",
                 "--engine", "piper", "--model", str(joe.onnx), "--cache", str(tmp_path)]) == 0
    assert "Ten accepted." in capsys.readouterr().out
    assert len(list(tmp_path.glob("*.wav"))) == 1
