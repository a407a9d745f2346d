"""``pihost selftest`` and ``pihost seats check`` through the real command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from gpiozero import Device

from pihost.cli import main


@pytest.fixture
def mock_pins(monkeypatch):
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    monkeypatch.setenv("GPIOZERO_MOCK_PIN_CLASS", "mockpwmpin")
    Device.pin_factory = None
    yield
    if Device.pin_factory is not None:
        Device.pin_factory.close()
    Device.pin_factory = None


def test_check_prints_the_map(capsys):
    assert main(["seats", "check", "hardware/pins/25-seats-mcp23017.yaml"]) == 0
    out = capsys.readouterr().out
    assert "25 seats" in out and "seat 24: button mcp3:B0 (button), light mcp3:B7 (led)" in out


def test_check_bad_map_exits_2_with_the_reason(tmp_path, capsys):
    bad = tmp_path / "pins.yaml"
    bad.write_text("host: {host: GPIO3}\nseats:\n  1: {button: GPIO4}\n"
                   + "".join(f"  {n}: {{button: GPIO{n + 4}, light: GPIO{n + 14}}}\n" for n in (2, 3, 4)),
                   encoding="utf-8")
    assert main(["seats", "check", str(bad)]) == 2
    assert "seats.1: no light" in capsys.readouterr().err


def test_check_warns_about_a_light_on_the_serial_console(tmp_path, capsys):
    pins = Path("hardware/pins/10-seats.yaml").read_text(encoding="utf-8")
    (tmp_path / "pins.yaml").write_text(pins.replace("light: GPIO16", "light: GPIO14"),
                                        encoding="utf-8")
    assert main(["seats", "check", str(tmp_path / "pins.yaml")]) == 0
    out, err = capsys.readouterr()
    assert "seat  1: button GPIO4 (button), light GPIO14 (led)" in out
    assert err.startswith(f"warning: {tmp_path / 'pins.yaml'}: seats.1.light.pin: GPIO14 is the "
                          "serial console's TXD (header pin 8)")
    assert "raspi-config" in err and err.count("\n") == 1
    assert main(["seats", "check", "hardware/pins/10-seats.yaml"]) == 0
    assert capsys.readouterr().err == ""


def test_selftest_with_nobody_pressing_reports_every_seat_dead(mock_pins, capsys):
    rc = main(["selftest", "--pin-map", "hardware/pins/10-seats.yaml", "--press-seconds", "0.02",
               "--silent"])
    out = capsys.readouterr().out
    assert rc == 1
    assert "» selftest_press seat=10" in out and "FAULT seat 7: no press" in out
    assert "10 fault(s)" in out


def test_selftest_default_map_from_env(mock_pins, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PIHOST_PIN_MAP", str(tmp_path / "missing.yaml"))
    assert main(["selftest", "--silent"]) == 2
    assert "missing.yaml" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["10-seats", "25-seats-mcp23017"])
def test_committed_pinout_svgs_match_their_pin_maps(name, capsys):
    import xml.etree.ElementTree as ET
    from pathlib import Path

    svg = "pinout.svg" if name == "10-seats" else f"pinout-{name}.svg"
    assert main(["seats", "pinout", f"hardware/pins/{name}.yaml"]) == 0
    drawn = capsys.readouterr().out
    assert drawn == Path("hardware", svg).read_text(encoding="utf-8"), \
        f"regenerate: pihost seats pinout hardware/pins/{name}.yaml > hardware/{svg}"
    root = ET.fromstring(drawn)
    labels = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert sum(1 for t in labels if t and t.isdigit()) == 40
    if name == "10-seats":
        assert "GPIO4 · seat 1 button" in labels and "GPIO3 · host button 'host'" in labels
    else:
        assert "GPIO4 · mcp1 INTA" in labels and "GPIO2 · I2C SDA (expanders)" in labels


def test_watch_prints_events_and_stops(mock_pins, capsys):
    assert main(["seats", "watch", "--pin-map", "hardware/pins/10-seats.yaml",
                 "--seconds", "0.1"]) == 0


def test_selftest_speaks_through_the_voice_part_when_there_is_one(mock_pins, monkeypatch, capsys):
    import sys
    import types

    class Recorder:
        def __init__(self):
            self.said, self.closed = [], False

        def say(self, phrase_id, **params):
            self.said.append((phrase_id, params))
            return 0.0

        def wait_idle(self, timeout):
            return True

        def close(self):
            self.closed = True

    voice = Recorder()
    fake = types.ModuleType("pihost.voice")
    fake.make_voice = lambda lang, output: voice
    monkeypatch.setitem(sys.modules, "pihost.voice", fake)
    rc = main(["selftest", "--pin-map", "hardware/pins/10-seats.yaml", "--press-seconds", "0.01"])
    assert rc == 1 and voice.closed
    assert voice.said[0] == ("selftest_start", {}) and ("selftest_fault", {"seat": 10}) in voice.said
    assert "»" not in capsys.readouterr().out


def _fake_config(monkeypatch, pin_map="hardware/pins/25-seats-mcp23017.yaml", error=None):
    import sys
    import types

    def load_config():
        if error:
            raise ValueError(error)
        seats = types.SimpleNamespace(pin_map=pin_map, debounce_seconds=0.05, stuck_seconds=4.0,
                                      long_press_seconds=0.7)
        return types.SimpleNamespace(seats=seats)

    fake = types.ModuleType("pihost.config")
    fake.load_config = load_config
    monkeypatch.setitem(sys.modules, "pihost.config", fake)


def test_table_config_gives_the_pin_map_and_timings(monkeypatch):
    from pathlib import Path

    from pihost.seats.cli import SHIPPED_MAP, table_settings

    monkeypatch.delenv("PIHOST_PIN_MAP", raising=False)
    _fake_config(monkeypatch)
    path, timings = table_settings()
    assert path == Path("hardware/pins/25-seats-mcp23017.yaml")
    assert timings == {"debounce_seconds": 0.05, "stuck_seconds": 4.0, "long_press_seconds": 0.7}
    monkeypatch.setenv("PIHOST_PIN_MAP", "elsewhere.yaml")
    assert table_settings()[0] == Path("elsewhere.yaml")
    monkeypatch.setitem(__import__("sys").modules, "pihost.config", None)  # no config part
    monkeypatch.delenv("PIHOST_PIN_MAP")
    assert table_settings() == (SHIPPED_MAP, {})


def test_broken_table_config_is_reported(monkeypatch, capsys):
    monkeypatch.delenv("PIHOST_PIN_MAP", raising=False)
    _fake_config(monkeypatch, error="/etc/pihost/table.yaml:3: seats.kind: must be gpio or fake")
    assert main(["seats", "check"]) == 2
    assert "table.yaml:3: seats.kind" in capsys.readouterr().err


def _no_pin_factory(monkeypatch):
    """gpiozero as it behaves off a Pi: a fallback warning for each factory, then no factory."""
    import warnings

    from gpiozero.exc import BadPinFactory, PinFactoryFallback

    def default_pin_factory():
        for name, why in (("lgpio", "No module named 'lgpio'"),
                          ("native", "unable to locate Pi revision in /proc/device-tree")):
            warnings.warn(PinFactoryFallback(f"Falling back from {name}: {why}"), stacklevel=2)
        raise BadPinFactory("Unable to load any default pin factory!")

    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)
    monkeypatch.setattr(Device, "pin_factory", None)
    monkeypatch.setattr(Device, "_default_pin_factory", staticmethod(default_pin_factory))


@pytest.mark.parametrize("name, args", [("selftest", ["--silent", "--press-seconds", "0.01"]),
                                        ("seats watch", ["--seconds", "0.1"])])
def test_no_gpio_is_said_first_with_its_own_exit_status(name, args, monkeypatch, capsys, recwarn):
    _no_pin_factory(monkeypatch)
    rc = main([*name.split(), *args, "--pin-map", "hardware/pins/10-seats.yaml"])
    err = capsys.readouterr().err
    assert rc == 69
    assert err.startswith(f"pihost {name}: no GPIO here (not a Pi, or lgpio missing): ")
    assert "lgpio: No module named 'lgpio'" in err and "GPIOZERO_PIN_FACTORY=mock" in err
    assert "seats.1" not in err
    assert not recwarn.list  # gpiozero's four warnings are in the one message, not on stderr


def test_no_gpio_is_a_set_up_mistake_for_the_box(monkeypatch, clock, events):
    from pihost.seats import NoGpioError, PinMapError, make_board

    _no_pin_factory(monkeypatch)
    with pytest.raises(NoGpioError, match=r"^no GPIO here") as info:
        make_board("hardware/pins/25-seats-mcp23017.yaml", clock, events.append)
    assert isinstance(info.value, PinMapError)  # `pihost run` exits 78: no restart loop
    assert "chips.mcp1" not in str(info.value)  # said before any expander is looked for


def _is_a_pi() -> bool:
    from pathlib import Path

    model = Path("/proc/device-tree/model")
    return model.is_file() and "Raspberry Pi" in model.read_text(errors="replace")


@pytest.mark.skipif(_is_a_pi(), reason="a Raspberry Pi has GPIO (test_real_pins runs there)")
def test_selftest_off_a_pi_through_the_real_gpiozero():
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("GPIOZERO_")}
    done = subprocess.run([sys.executable, "-m", "pihost", "selftest", "--silent",
                           "--pin-map", "hardware/pins/10-seats.yaml"],
                          capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 69, done.stderr
    assert done.stderr.startswith("pihost selftest: no GPIO here (not a Pi, or lgpio missing)")
    assert "Warning" not in done.stderr and "seats.1" not in done.stderr
