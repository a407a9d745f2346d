import pytest


@pytest.fixture(scope="session")
def voice_cache_dir(tmp_path_factory):
    """A WAV cache for the tests that render the real phrase pack (rendered once)."""
    return tmp_path_factory.mktemp("host-voice-cache")


def pytest_terminal_summary(terminalreporter):
    """The fault run's and the crash run's counts (tests/host/test_fault_fuzz.py,
    test_crash_resume.py), when they ran."""
    import sys

    for module, title in (("test_fault_fuzz", "fault run (issue 13)"),
                          ("test_crash_resume", "crash run: the box killed mid-game (issue 13)")):
        mod = sys.modules.get(module) or sys.modules.get(f"tests.host.{module}")
        counts = getattr(mod, "COUNTS", None)
        if counts:
            terminalreporter.section(title)
            for name, n in sorted(counts.items()):
                terminalreporter.write_line(f"{name:>48}: {n}")
