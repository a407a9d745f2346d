"""The README's first command and `pihost replay`: the demo plays a whole game with the real
TTS voice (espeak-ng, cached), prints it, and its journal replays to the same transcript."""

from __future__ import annotations

import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def pihost(*args: str, env: dict[str, str]) -> str:
    out = subprocess.run([sys.executable, "-m", "pihost", *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize("voice", ["tts", "text"])
def test_demo_prints_a_whole_game_and_replays_identically(tmp_path, voice_cache_dir, voice):
    env = dict(os.environ, PIHOST_CACHE=str(voice_cache_dir))
    journal, wav = tmp_path / "demo.jsonl", tmp_path / "demo.wav"
    shown = pihost("demo", "--voice", voice, "--journal", str(journal), "--wav", str(wav), env=env)
    lines = shown.splitlines()
    phrases = [line for line in lines if line.startswith("[")]
    assert "«Мафия готова. Займите места.»" in phrases[0]
    assert any("Игра окончена" in p for p in phrases)
    result = lines[lines.index("== Result"):]
    assert any(line.strip().startswith("winner: ") for line in result)
    assert sum(" left on day " in line for line in result) >= 4
    if voice == "tts":  # the voice really went to the WAV file: minutes of speech
        with wave.open(str(wav)) as w:
            assert w.getnframes() / w.getframerate() > 120
    replayed = pihost("replay", str(journal), env=env).splitlines()
    assert [line for line in replayed if line.startswith("[")] == phrases
    # the demo adds a line on its WAV file (what it holds), the replay has none
    assert replayed[replayed.index("== Result"):] == [x for x in result
                                                      if not x.startswith("voice: ")]


def test_demo_keeps_one_wav_per_language_says_what_it_holds_and_leaves_no_journal(
        tmp_path, voice_cache_dir):
    """Issue 14: every language went to the same WAV, every run left a journal folder in the
    temporary folder, and nothing said that the WAV is the phrases back to back."""
    env = dict(os.environ, PIHOST_CACHE=str(voice_cache_dir), TMPDIR=str(tmp_path))
    shown = pihost("demo", "--quiet", env=env)
    wav = tmp_path / "pihost-demo-ru.wav"
    assert sorted(p.name for p in tmp_path.iterdir()) == [wav.name]  # no journal folder left
    line = next(x for x in shown.splitlines() if x.startswith("voice: "))
    assert str(wav) in line and "phrases back to back" in line and "at the table" in line
    with wave.open(str(wav)) as w:
        seconds = w.getnframes() / w.getframerate()
    said = line.split(" of voice")[0].rsplit(", ", 1)[1]   # "8 min 09 s"
    m, s = int(said.split(" min ")[0]), int(said.split(" min ")[1].split(" s")[0])
    assert abs(m * 60 + s - seconds) <= 1.0                 # the figure is the file's length
