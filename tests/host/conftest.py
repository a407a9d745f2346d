import pytest


@pytest.fixture(scope="session")
def voice_cache_dir(tmp_path_factory):
    """A WAV cache for the tests that render the real phrase pack (rendered once)."""
    return tmp_path_factory.mktemp("host-voice-cache")


def pytest_terminal_summary(terminalreporter):
    """The fault run's counts (tests/host/test_fault_fuzz.py), when it ran."""
    import sys

    fuzz = sys.modules.get("test_fault_fuzz") or sys.modules.get("tests.host.test_fault_fuzz")
    counts = getattr(fuzz, "COUNTS", None)
    if counts:
        terminalreporter.section("fault run (issue 13)")
        for name, n in sorted(counts.items()):
            terminalreporter.write_line(f"{name:>48}: {n}")
