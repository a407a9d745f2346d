"""The recognition core without a device: a scripted recogniser stands in for vosk, so the
endpointer, the event order and the word-time arithmetic are checked exactly."""

from __future__ import annotations

import json

import pytest

from pihost.events import Heard, VoiceActivity
from pihost.listen.recognition import Endpointer, Recognition

RATE = 16000
LOUD = b"\x00\x20" * 800      # 50 ms of a 8192-level square-ish signal
QUIET = bytes(1600)           # 50 ms of silence


class ScriptedRecognizer:
    """Says ``words`` (a partial) once it has had ``after`` blocks; never ends by itself."""

    def __init__(self, words: str, after: int = 2, word_end: float = 0.2):
        self.words, self.after, self.word_end = words, after, word_end
        self.blocks = 0
        self.finals = 0

    def SetWords(self, on):
        pass

    def AcceptWaveform(self, pcm):
        self.blocks += 1
        return False

    def PartialResult(self):
        return json.dumps({"partial": self.words if self.blocks >= self.after else ""})

    def FinalResult(self):
        self.finals += 1
        text, self.blocks = (self.words if self.blocks >= self.after else ""), 0
        return json.dumps({"text": text, "result": [{"word": w, "end": self.word_end}
                                                    for w in text.split()]})


def feed(rec: Recognition, blocks: list[bytes]):
    out = []
    for i, b in enumerate(blocks, 1):
        out += rec.feed(b, at=i * 0.05)
    return out


def test_quiet_after_a_whole_sentence_ends_the_utterance_early():
    scripted = ScriptedRecognizer("я выставляю десятого")
    rec = Recognition(lambda g: scripted, RATE, Endpointer(silence_s=0.25))
    events = feed(rec, [LOUD] * 4 + [QUIET] * 5)
    assert events[0] == VoiceActivity(at=0.1)
    assert isinstance(events[1], Heard) and events[1].text == "я выставляю десятого"
    # 9 blocks = 0.45 s fed; the last word ended 0.2 s in: 0.25 s before the block's end
    assert events[1].at == pytest.approx(0.2)


def test_an_unfinished_sentence_waits_for_the_recogniser():
    scripted = ScriptedRecognizer("я выставляю")
    rec = Recognition(lambda g: scripted, RATE, Endpointer(silence_s=0.25),
                      complete=lambda text: text.split()[-1] != "выставляю")
    events = feed(rec, [LOUD] * 4 + [QUIET] * 10)
    assert events == [VoiceActivity(at=0.1)]
    assert [e.text for e in rec.flush(at=1.0)] == ["я выставляю"]


def test_a_pause_shorter_than_the_silence_does_not_end_it():
    scripted = ScriptedRecognizer("десятого")
    rec = Recognition(lambda g: scripted, RATE, Endpointer(silence_s=0.25))
    events = feed(rec, [LOUD] * 3 + [QUIET] * 4 + [LOUD] * 3 + [QUIET] * 4)
    assert not any(isinstance(e, Heard) for e in events)


def test_grammar_switch_finishes_the_utterance_and_makes_a_new_recogniser():
    made = []

    def make(grammar):
        made.append(grammar)
        return ScriptedRecognizer("спасибо", after=1)

    rec = Recognition(make, RATE, None)
    feed(rec, [LOUD] * 2)
    events = rec.set_grammar(grammar=None, at=1.0)        # same grammar: no new recogniser
    assert [e.text for e in events if isinstance(e, Heard)] == ["спасибо"] and len(made) == 1


@pytest.mark.parametrize("kw", [dict(silence_s=0), dict(silence_s=9), dict(floor=0),
                                dict(ratio=1)])
def test_endpointer_settings_are_checked(kw):
    with pytest.raises(ValueError):
        Endpointer(**kw)


def test_a_hum_counts_as_voice_until_learned():
    ep = Endpointer(silence_s=0.1, floor=50)
    hum = b"\x00\x01" * 800
    assert not any(ep.block(hum, RATE, words=True) for _ in range(20))


def test_endpointer_ignores_noise_it_has_learned():
    ep = Endpointer(silence_s=0.1, floor=50)
    hum = b"\x00\x01" * 800        # a steady hum (256): quiet once it is the floor
    for _ in range(101):  # 5 s: then the hum is the floor
        ep.block(hum, RATE, words=False)
    assert any(ep.block(hum, RATE, words=True) for _ in range(2))
