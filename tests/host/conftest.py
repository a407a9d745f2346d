import pytest


@pytest.fixture(scope="session")
def voice_cache_dir(tmp_path_factory):
    """A WAV cache for the tests that render the real phrase pack (rendered once)."""
    return tmp_path_factory.mktemp("host-voice-cache")
