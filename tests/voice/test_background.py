"""A slow engine beside espeak-ng: its phrases render in the background, the stand-in speaks
meanwhile (no phrase is ever missing), and the voice changes only when a new game begins, also
across a restart in the middle of a game."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from pihost.voice.api import VoiceError
from pihost.voice.outputs import MemoryOutput
from pihost.voice.pack import load_pack
from pihost.voice.piper_model import VoiceBrokenError
from pihost.voice.player import Player
from pihost.voice.render import FakeSynth, Renderer
from pihost.voice.speaker import PackVoice

SEATS = 4


class SlowSynth(FakeSynth):
    """A stand-in for Piper: each phrase waits for ``gate`` (a test opens it when it wants)."""

    engine = "slow"
    version = "slow-1"

    def __init__(self, fail=(), broken=False):
        super().__init__(fail)
        self.gate = threading.Event()
        self.broken = broken
        self.attempts = 0

    def synth(self, text, voice, rate, path):
        self.gate.wait(30)
        self.attempts += 1
        if self.broken:
            raise VoiceBrokenError("the model cannot load\nreinstall it")
        super().synth(text, voice, rate, path)


@pytest.fixture
def pack(tmp_path_factory):
    """A small pack (a few phrases, 11 texts for 4 seats): the logic, not the pack, is tested."""
    path = tmp_path_factory.mktemp("pack") / "en.yaml"
    path.write_text("lang: en\nvoice: en\nphrases:\n  ready: Mafia is ready.\n"
                    "  speech: Seat {seat}, your speech.\n  time_up: Time.\n"
                    "  call_number: '{n}.'\n  thanks: Thank you.\n", encoding="utf-8")
    return load_pack(path, strict=False)


def make(pack, cache: Path, synth: FakeSynth, espeak: FakeSynth | None = None) -> PackVoice:
    return PackVoice(pack, Renderer(synth, "natural", pack.rate, cache),
                     Player(MemoryOutput(), tail=0.0),
                     stand_in=Renderer(espeak or FakeSynth(), pack.voice, pack.rate, cache))


def fixed_texts(pack):
    return [text for _, _, text in pack.variants(SEATS)]


def test_the_stand_in_speaks_until_a_new_game_after_the_render(pack, tmp_path):
    slow = SlowSynth()
    with make(pack, tmp_path, slow) as voice:
        result = voice.prepare(SEATS)
        n = len(fixed_texts(pack))
        assert (result.rendered, result.pending) == (n, n)     # espeak now, Piper later
        assert voice.active is voice.stand_in
        assert voice.settle()["engine"] == "fake"              # a game begins meanwhile
        # every phrase is there, from the stand-in's cache: nothing waits for the slow engine
        calls = len(voice.stand_in.synth.calls)
        for phrase_id, params, _ in pack.variants(SEATS):
            assert voice.duration(phrase_id, **params) > 0
        assert len(voice.stand_in.synth.calls) == calls and slow.calls == []
        slow.gate.set()
        assert voice.background.wait(timeout=30) and voice.background.ready
        assert voice.active is voice.stand_in                  # mid-game: no change
        spec = voice.settle()                                  # the next game
        assert voice.active is voice.renderer and spec["engine"] == "slow"
        assert len(slow.calls) == n
        voice.say("speech", seat=2)                            # from the new cache, at once
        assert len(slow.calls) == n


def test_a_restart_mid_game_keeps_the_voice_the_game_began_with(pack, tmp_path):
    slow = SlowSynth()
    with make(pack, tmp_path, slow) as voice:
        voice.prepare(SEATS)
        voice.settle()                       # game 1 begins with the stand-in
        slow.gate.set()
        voice.background.wait(timeout=30)    # the render ends; then the power goes
    in_use = json.loads((tmp_path / "in-use-en.json").read_text())
    assert in_use["engine"] == "fake"
    with make(pack, tmp_path, slow) as again:
        result = again.prepare(SEATS)
        assert (result.rendered, result.pending) == (0, 0)  # all cached, both voices
        assert again.background is None
        assert again.active is again.stand_in                # game 1 resumes as it began
        assert again.settle()["engine"] == "slow"            # game 2 has the natural voice
    with make(pack, tmp_path, slow) as third:                # and keeps it after a restart
        third.prepare(SEATS)
        assert third.active is third.renderer


def test_a_complete_cache_speaks_at_once(pack, tmp_path):
    slow = SlowSynth()
    slow.gate.set()
    with make(pack, tmp_path, slow) as voice:
        voice.prepare(SEATS, background=False)    # pihost voices render
    espeak = FakeSynth()
    with make(pack, tmp_path, slow, espeak) as voice:
        assert voice.prepare(SEATS).pending == 0
        assert voice.active is voice.renderer and espeak.calls == []


def test_a_phrase_the_engine_refuses_is_said_by_the_stand_in(pack, tmp_path):
    refused = pack.text("speech", seat=3)
    slow = SlowSynth(fail=(refused,))
    slow.gate.set()
    with make(pack, tmp_path, slow) as voice:
        voice.prepare(SEATS)
        assert voice.background.wait(timeout=30) and voice.background.failed == 1
        voice.settle()
        assert voice.active is voice.renderer
        assert voice.sound("speech", seat=3) == voice.stand_in.sound(refused)
        assert "refuses" in voice.renderer.failures()[refused]


@pytest.mark.allow_error_log
def test_an_engine_that_cannot_load_leaves_the_stand_in_speaking(pack, tmp_path):
    slow = SlowSynth(broken=True)
    slow.gate.set()
    with make(pack, tmp_path, slow) as voice:
        voice.prepare(SEATS)
        assert voice.background.wait(timeout=30)
        assert isinstance(voice.background.broken, VoiceBrokenError)
        assert slow.attempts == 1                            # it stopped at once
        voice.settle()
        assert voice.active is voice.stand_in


def test_without_a_stand_in_a_failure_is_an_error(pack, tmp_path):
    voice = PackVoice(pack, Renderer(FakeSynth(fail=("Time.",)), "en", 165, tmp_path),
                      Player(MemoryOutput(), tail=0.0))
    with voice, pytest.raises(VoiceError, match="refuses"):
        voice.say("time_up")


def test_close_stops_the_background_render(pack, tmp_path):
    slow = SlowSynth()
    voice = make(pack, tmp_path, slow)
    voice.prepare(SEATS)
    job = voice.background
    closing = threading.Thread(target=voice.close)
    closing.start()                       # asks the render to stop, waits for it
    assert job._stop.wait(timeout=10)
    slow.gate.set()                       # the phrase being rendered ends; no other starts
    closing.join(timeout=10)
    assert not closing.is_alive() and not job._thread.is_alive()
    assert slow.attempts == 1 and not job.ready
