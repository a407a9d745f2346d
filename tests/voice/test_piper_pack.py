"""The whole English pack for a table rendered by the real Piper engine with the real
en_US-joe-medium voice, every cached WAV checked for its format and level, then a whole demo game
at that table played from that cache, and replayed.

The default table has 5 seats (559 phrases, about 40 s on the 2-core CI machine);
``PIHOST_PIPER_SEATS=10`` renders the sport table's 1,209 (85 s), ``25`` the largest."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
import wave
from pathlib import Path

import pytest

from pihost.voice.audio import RATE, read_wav
from pihost.voice.factory import make_voice
from pihost.voice.loudness import PEAK_DBFS, level_dbfs, peak_dbfs

ROOT = Path(__file__).resolve().parents[2]
SEATS = int(os.environ.get("PIHOST_PIPER_SEATS", "5"))


@pytest.fixture(scope="module")
def piper_cache(tmp_path_factory, joe):
    """The English pack for SEATS seats, rendered with Piper into a fresh cache (the stand-in is
    not rendered: ``pihost voices render`` renders the configured engine only)."""
    cache = tmp_path_factory.mktemp("piper-cache")
    with make_voice("en", output="none", engine="piper", model=str(joe.onnx),
                    cache_dir=cache, fallback=False) as voice:
        start = time.perf_counter()
        result = voice.prepare(SEATS, background=False)
        took = time.perf_counter() - start
        every = [text for _, _, text in voice.pack.variants(SEATS)]
        texts = set(every)
        paths = {voice.renderer.path(text) for text in texts}
        failures = voice.renderer.failures()
    return {"dir": cache, "result": result, "seconds": took, "texts": texts, "paths": paths,
            "failures": failures, "same": len(every) - len(texts)}


def test_the_whole_pack_renders(piper_cache):
    result = piper_cache["result"]
    # two phrases that read alike share one sound: rendered once, found in the cache after
    assert result.rendered == len(piper_cache["texts"]) > 100 * SEATS
    assert result.cached == piper_cache["same"]
    assert piper_cache["failures"] == {}
    assert set(piper_cache["dir"].glob("*.wav")) == piper_cache["paths"]


def test_every_cached_wav_has_the_format_and_the_level(piper_cache):
    levels = []
    for path in sorted(piper_cache["paths"]):
        with wave.open(str(path)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == \
                (1, 2, RATE), path
            assert wav.getnframes() > RATE // 10, path
        pcm = read_wav(path)
        level = level_dbfs(pcm)
        assert -24.0 < level < -20.9, path          # the target, or a little under it
        assert peak_dbfs(pcm) <= PEAK_DBFS + 0.01, path
        levels.append(level)
    assert statistics.median(levels) == pytest.approx(-21.0, abs=0.05)
    under = sum(level < -21.1 for level in levels)
    assert under < len(levels) / 5                  # only the sharpest stay under the target


def pihost(*args: str, env: dict[str, str]) -> str:
    out = subprocess.run([sys.executable, "-m", "pihost", *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_a_whole_demo_game_plays_from_the_piper_cache(piper_cache, joe, tmp_path):
    cache = piper_cache["dir"]
    before = set(cache.glob("*.wav"))
    env = dict(os.environ, PIHOST_CACHE=str(cache))
    journal, wav = tmp_path / "demo.jsonl", tmp_path / "demo.wav"
    shown = pihost("demo", "--lang", "en", "--seats", str(SEATS), "--voice-engine", "piper",
                   "--voice-model", str(joe.onnx), "--journal", str(journal), "--wav", str(wav),
                   env=env)
    lines = shown.splitlines()
    said = [line.split("«", 1)[1].rstrip("»") for line in lines if line.startswith("[")]
    assert said[0] == "Mafia is ready. Take your seats." and len(said) > 60
    assert any(line.strip().startswith("winner: ") for line in lines)
    # every fixed phrase came from the cache; only phrases naming lists of seats were new
    new = set(cache.glob("*.wav")) - before
    with make_voice("en", output="none", engine="piper", model=str(joe.onnx),
                    cache_dir=cache) as voice:
        fixed = [text for text in said if text in piper_cache["texts"]]
        lists = {text for text in said if text not in piper_cache["texts"]}
        assert len(fixed) > 50 and lists
        assert {voice.renderer.path(text) for text in fixed} <= before
        assert new == {voice.renderer.path(text) for text in lists}
    header = json.loads(journal.read_text(encoding="utf-8").splitlines()[0])["header"]
    assert header["voice"]["engine"] == "piper"
    assert header["voice"]["model"] == "en_US-joe-medium"
    # the game's sound: minutes of Piper speech at the one level
    with wave.open(str(wav)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        assert w.getnframes() / RATE > 60
    pcm = read_wav(wav)
    assert level_dbfs(pcm) == pytest.approx(-21.0, abs=0.7)
    assert peak_dbfs(pcm) <= PEAK_DBFS + 0.01
    # the journal replays to the same transcript with the voice it names
    replayed = pihost("replay", str(journal), env=env).splitlines()
    assert [line for line in replayed if line.startswith("[")] == \
        [line for line in lines if line.startswith("[")]


def test_the_cache_is_kept_unless_the_text_changes(piper_cache, joe, tmp_path, monkeypatch):
    """An update (a new process, the same voice and texts) renders nothing; a changed phrase
    renders only itself."""
    with make_voice("en", output="none", engine="piper", model=str(joe.onnx),
                    cache_dir=piper_cache["dir"]) as voice:
        assert voice.prepare(SEATS, background=False).rendered == 0
    text = (ROOT / "voices" / "en.yaml").read_text(encoding="utf-8")
    assert "  ready: Mafia is ready. Take your seats.\n" in text
    (tmp_path / "en.yaml").write_text(text.replace(
        "  ready: Mafia is ready. Take your seats.\n",
        "  ready: The mafia is ready. Please take your seats.\n"), encoding="utf-8")
    monkeypatch.setenv("PIHOST_VOICES", str(tmp_path))
    with make_voice("en", output="none", engine="piper", model=str(joe.onnx),
                    cache_dir=piper_cache["dir"]) as voice:
        result = voice.prepare(SEATS, background=False)
    assert (result.rendered, result.cached) == (1, len(piper_cache["texts"]) - 1 + piper_cache["same"])
