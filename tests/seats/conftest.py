"""Seat fixtures: a fresh gpiozero MockFactory (PWM-capable pins) per test, closed after;
a ManualClock; a list that collects the board's events."""

from __future__ import annotations

from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin

from pihost.clock import ManualClock

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def at_repo_root(monkeypatch):
    """Pin maps are named relative to the repository, wherever pytest was started."""
    monkeypatch.chdir(ROOT)


@pytest.fixture
def factory():
    f = MockFactory(revision="c03111", pin_class=MockPWMPin)  # a Pi 4 B
    yield f
    f.close()


@pytest.fixture
def clock():
    return ManualClock(100.0)


@pytest.fixture
def events():
    return []
