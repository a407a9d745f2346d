"""Shared fixtures. Sound goes through virtual ALSA devices (no sound card needed): playback is
discarded, the microphone reads raw samples from the file named by ALSA_VIRTUAL_MIC. The
environment must be set before PortAudio starts, so it is set here, at collection."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ALSA_VIRTUAL = HERE / "alsa-virtual.conf"

if os.environ.get("PIHOST_REAL_AUDIO") != "1":
    os.environ["ALSA_CONFIG_PATH"] = f"/usr/share/alsa/alsa.conf:{ALSA_VIRTUAL}"
    os.environ.setdefault("ALSA_VIRTUAL_MIC", "/dev/zero")


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
