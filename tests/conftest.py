"""Shared fixtures. Sound goes through virtual ALSA devices (no sound card needed): playback is
discarded, the microphone reads raw samples from the file named by ALSA_VIRTUAL_MIC. The
environment must be set before PortAudio starts, so it is set here, at collection."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest
from hypothesis import settings

HERE = Path(__file__).resolve().parent
ALSA_VIRTUAL = HERE / "alsa-virtual.conf"

if os.environ.get("PIHOST_REAL_AUDIO") != "1":
    os.environ["ALSA_CONFIG_PATH"] = f"/usr/share/alsa/alsa.conf:{ALSA_VIRTUAL}"
    os.environ.setdefault("ALSA_VIRTUAL_MIC", "/dev/zero")


# The property tests draw the same examples on every run of the test command (what CI runs), so a
# commit's result does not depend on the draw and a failure repeats; `HYPOTHESIS_PROFILE=explore`
# draws new examples each run, for hunting (a random draw once failed CI on a bug the fixed draw
# did not reach: «не не выставляю девятого», since fixed, in tests/listen/test_intents.py).
settings.register_profile("fixed", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))


class _FailOnError(logging.Handler):
    """An ERROR log line fails the test that wrote it (python-chess RaiseLogHandler)."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def fail_on_error_log(request):
    handler = _FailOnError()
    root = logging.getLogger()
    root.addHandler(handler)
    yield handler
    root.removeHandler(handler)
    if handler.records and not request.node.get_closest_marker("allow_error_log"):
        msgs = "; ".join(r.getMessage() for r in handler.records)
        pytest.fail(f"ERROR logged during test: {msgs}")


def pytest_terminal_summary(terminalreporter):
    """The figures the long runs left in their reports (tests/host/conftest.py: the fault run's
    and the crash run's counts), summed over the tests and the workers, when they ran."""
    sections: dict[str, dict[str, int]] = {}
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "teardown":
                continue
            for name, value in getattr(report, "user_properties", ()):
                if name == "figures":
                    title, added = value
                    into = sections.setdefault(title, {})
                    for key, n in added.items():
                        into[key] = into.get(key, 0) + n
    for title, counts in sorted(sections.items()):
        terminalreporter.section(title)
        for key, n in sorted(counts.items()):
            terminalreporter.write_line(f"{key:>48}: {n}")
