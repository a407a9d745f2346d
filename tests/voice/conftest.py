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
