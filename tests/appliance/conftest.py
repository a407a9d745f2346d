"""Fixtures for the appliance tests: configs never depend on this machine's hardware/ folder,
the seats part being merged or not, or the caller's environment."""

from __future__ import annotations

import pytest

import pihost.config as config

REAL_PIN_MAP_LOADER = config._pin_map_loader
REAL_RULES_LOADER = config._rules_loader


@pytest.fixture(autouse=True)
def pins_dir(tmp_path, monkeypatch):
    """A pins folder with the shipped map names, so pin_map checks do not depend on hardware/."""
    pins = tmp_path / "pins"
    pins.mkdir()
    for name in ("10-seats", "25-seats-mcp23017"):
        (pins / f"{name}.yaml").write_text("seats: {}\n")
    monkeypatch.setattr(config, "PINS_DIR", pins)
    # The seats part's own pin-map validator: only in tests that ask for real_pin_map_loader.
    monkeypatch.setattr(config, "_pin_map_loader", lambda: None)
    # Likewise the engine's rule-set check: only in tests that ask for real_rules_loader.
    monkeypatch.setattr(config, "_rules_loader", lambda: None)
    for var in ("PIHOST_CONFIG", "PIHOST_CACHE", "STATE_DIRECTORY"):
        monkeypatch.delenv(var, raising=False)
    return pins


@pytest.fixture
def real_pin_map_loader():
    """The seats part's validator (part of this repository: its absence is a failure)."""
    assert REAL_PIN_MAP_LOADER() is not None, "pihost.seats must be importable"
    return REAL_PIN_MAP_LOADER


@pytest.fixture
def real_rules_loader():
    """The engine's ``load_rules`` (part of this repository: its absence is a failure)."""
    load = REAL_RULES_LOADER()
    assert load is not None, "the engine must be importable"
    return load
