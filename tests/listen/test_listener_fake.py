"""The listener's gate (listening, mute, tail) on the fake, and the end of a speech."""

from __future__ import annotations

import pytest

from pihost.clock import ManualClock
from pihost.events import Heard, VoiceActivity, event_from_json
from pihost.listen import EndOfSpeech, FakeListener, ListenContext

CTX = ListenContext(speaker=3, alive=tuple(range(1, 11)))


@pytest.fixture
def table():
    clock = ManualClock(100.0)
    posted = []
    with FakeListener(clock=clock, tail_s=0.5) as mic:
        mic.start(posted.append)
        yield clock, mic, posted


def test_heard_only_while_listening(table):
    clock, mic, posted = table
    assert not mic.hear("я выставляю десятого")
    mic.listen(CTX)
    assert mic.hear("Я выставляю  десятого", duration=2.0)
    mic.listen(None)
    assert not mic.hear("спасибо")
    assert posted == [VoiceActivity(at=98.0), Heard(text="я выставляю десятого", at=100.0)]
    assert mic.dropped == ["я выставляю десятого", "спасибо"]
    assert all(event_from_json(e.to_json()) == e for e in posted)


def test_muted_while_the_box_speaks_and_for_the_tail(table):
    clock, mic, posted = table
    mic.listen(CTX)
    mic.mute(True)
    assert not mic.hear("десять принято")          # the box hearing itself
    clock.advance(3.0)
    assert not mic.hear("десять принято")
    mic.mute(False)
    assert not mic.hear("принято")                 # the echo in the tail
    clock.advance(0.49)
    assert not mic.hear("принято")
    clock.advance(0.01)
    assert mic.hear("спасибо")
    assert [e.text for e in posted if isinstance(e, Heard)] == ["спасибо"]


def test_unmute_without_mute_does_not_deafen(table):
    clock, mic, posted = table
    mic.listen(CTX)
    mic.mute(False)
    assert mic.hear("пас")


def test_closed_listener_hears_nothing_and_cannot_restart(table):
    clock, mic, posted = table
    mic.listen(CTX)
    mic.close()
    assert not mic.hear("пас")
    with pytest.raises(RuntimeError):
        mic.start(posted.append)
    mic.close()  # twice is fine


def test_bad_settings_are_clear_errors():
    with pytest.raises(ValueError, match="tail"):
        FakeListener(tail_s=-1)
    with pytest.raises(ValueError, match="last"):
        FakeListener().hear("x", duration=-1)
    with pytest.raises(ValueError, match="silence"):
        EndOfSpeech(silence_s=-0.1)
    with pytest.raises(ValueError, match="language"):
        EndOfSpeech(lang="xx")


def test_thanks_then_silence_ends_the_speech():
    eos = EndOfSpeech(silence_s=1.0)
    eos.feed(VoiceActivity(at=5.0))
    eos.feed(Heard(text="я выставляю десятого спасибо", at=7.0))
    assert eos.due() == 8.0
    assert not eos.over(7.99)
    assert eos.over(8.0)


def test_thanks_then_more_words_is_not_the_end():
    eos = EndOfSpeech(silence_s=1.0)
    eos.feed(Heard(text="спасибо", at=7.0))
    eos.feed(VoiceActivity(at=7.6))           # «…что выслушали» starts within the second
    assert not eos.over(9.0)
    eos.feed(Heard(text="что выслушали", at=8.5))
    assert eos.due() is None
    eos.feed(Heard(text="ну все спасибо", at=12.0))
    assert eos.over(13.0)


def test_thanks_in_the_middle_is_not_the_end():
    eos = EndOfSpeech(silence_s=0.5)
    eos.feed(Heard(text="спасибо что выслушали а теперь о главном", at=3.0))
    assert not eos.over(10.0)


def test_thanks_for_being_heard_is_the_end():
    # «спасибо, что выслушали»: the commonest close of a speech (most corpora label it the end)
    eos = EndOfSpeech(silence_s=0.5)
    eos.feed(Heard(text="спасибо что выслушали", at=3.0))
    assert eos.over(3.5)


def test_activity_from_before_the_thanks_does_not_cancel_it():
    eos = EndOfSpeech(silence_s=1.0)
    eos.feed(Heard(text="спасибо", at=7.0))
    eos.feed(VoiceActivity(at=6.0))   # late report of the same utterance's start
    eos.feed(Heard(text="", at=7.2))  # an empty result is no speech
    assert eos.over(8.0)
    eos.reset()
    assert eos.due() is None


def test_silence_is_configurable_and_english_works():
    eos = EndOfSpeech(silence_s=2.5, lang="en")
    eos.feed(Heard(text="that is all thank you", at=1.0))
    assert not eos.over(3.4) and eos.over(3.5)


def test_a_huge_heard_line_is_cut_to_its_end_where_it_is_made():
    """Before: a 30 kB line went to the box whole and held its loop for seconds."""
    from pihost.clock import ManualClock
    from pihost.events import MAX_HEARD_CHARS, Heard

    heard = []
    mic = FakeListener(clock=ManualClock())
    mic.start(heard.append)
    mic.listen(ListenContext(speaker=3, alive=tuple(range(1, 11))))
    mic.hear("я выставляю игрока номер пять " * 1000 + "спасибо")
    text = heard[-1].text
    assert len(text) <= MAX_HEARD_CHARS and text.endswith("номер пять спасибо")
    assert not text.startswith(" ") and text.split()[0] in {"я", "выставляю", "игрока", "номер",
                                                            "пять"}
    assert len(Heard(text="слово " * 5000, at=1.0).text) <= MAX_HEARD_CHARS  # Heard itself
