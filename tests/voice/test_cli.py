"""``pihost voices check|render`` and ``pihost say``."""

from __future__ import annotations

import wave

import pytest

from pihost.cli import main
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
