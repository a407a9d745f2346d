"""Real pins: skipped where no gpiochip exists (lgpio installs on x86 but cannot open a chip);
the expander lookup runs everywhere on a made-up sysfs tree."""

from __future__ import annotations

import glob

import pytest

from pihost.seats import PinMapError, make_board, patterns
from pihost.seats.gpio import find_gpiochip
from pihost.seats.pinmap import ChipSpec


def test_expander_found_under_its_i2c_address(tmp_path):
    (tmp_path / "i2c/devices/1-0021/gpiochip5").mkdir(parents=True)
    (tmp_path / "i2c/devices/1-0020/gpio/gpiochip3").mkdir(parents=True)
    assert find_gpiochip(ChipSpec("mcp2", None, i2c_address=0x21), "m.yaml", tmp_path) == 5
    assert find_gpiochip(ChipSpec("mcp1", None, i2c_address=0x20), "m.yaml", tmp_path) == 3
    assert find_gpiochip(ChipSpec("mcp9", 7), "m.yaml", tmp_path) == 7
    with pytest.raises(PinMapError, match="dtoverlay=mcp23017") as info:
        find_gpiochip(ChipSpec("mcp3", None, i2c_address=0x22), "m.yaml", tmp_path)
    assert info.value.key == "chips.mcp3"


@pytest.mark.skipif(not glob.glob("/dev/gpiochip*"), reason="no gpiochip on this machine")
def test_real_header_pins_open_light_and_close(clock, events):
    pytest.importorskip("lgpio")
    with make_board("hardware/pins/10-seats.yaml", clock, events.append, kind="gpio") as board:
        board.show(1, patterns.SPEAKING, at=clock.now())
        assert board.level(1) == 1.0
        assert events == []  # nobody pressing an unwired, pulled-up button
