"""Pin-map validation: every mistake names the file, the key and the fix."""

from __future__ import annotations

import copy

import pytest
import yaml

from pihost.seats import PinMapError, load_pin_map


def base() -> dict:
    return yaml.safe_load(open("hardware/pins/10-seats.yaml", encoding="utf-8"))


def expect(data, key, words, tmp_path):
    path = tmp_path / "table.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(PinMapError) as info:
        load_pin_map(path)
    err = info.value
    assert err.source == str(path) and err.key == key and words in err.problem and err.fix
    assert str(path) in str(err) and key in str(err) and "fix:" in str(err)
    return err


def test_shipped_maps_are_valid():
    ten = load_pin_map("hardware/pins/10-seats.yaml")
    assert ten.seat_numbers == tuple(range(1, 11)) and ten.host_names == ("host",)
    big = load_pin_map("hardware/pins/25-seats-mcp23017.yaml")
    assert big.seat_numbers == tuple(range(1, 26)) and len(big.chips) == 3
    assert str(big.seat(9).button.pins[0][1]) == "mcp2:A0"
    assert str(big.seat(24).light.pins[0][1]) == "mcp3:B7"


def test_duplicate_pin(tmp_path):
    d = base()
    d["seats"][4]["button"] = "GPIO4"
    err = expect(d, "seats.4.button.pin", "GPIO4 is already used by seats.1.button.pin", tmp_path)
    assert "own pin" in err.fix


def test_pin_not_on_the_board(tmp_path):
    d = base()
    d["seats"][2]["light"] = {"kind": "pwmled", "pin": "GPIO40"}
    expect(d, "seats.2.light.pin", "not on the Pi header", tmp_path)


def test_reserved_pins(tmp_path):
    d = base()
    d["seats"][2]["button"] = "GPIO0"
    expect(d, "seats.2.button.pin", "HAT ID EEPROM", tmp_path)
    d = load_25()
    d["seats"][25]["button"] = "GPIO2"
    expect(d, "seats.25.button.pin", "I2C", tmp_path)


def test_serial_console_pins_are_accepted_with_a_warning_saying_how_to_free_them():
    assert load_pin_map("hardware/pins/10-seats.yaml").warnings == ()
    assert load_pin_map("hardware/pins/25-seats-mcp23017.yaml").warnings == ()
    d = base()
    d["seats"][1]["light"] = "GPIO14"
    d["seats"][2]["button"] = {"kind": "button", "pin": "GPIO15"}
    pm = load_pin_map(d)
    assert str(pm.seat(1).light.pins[0][1]) == "GPIO14"  # usable once the console is off
    light, button = pm.warnings
    assert light.startswith("<pin map>: seats.1.light.pin: GPIO14 is the serial console's TXD")
    assert button.startswith("<pin map>: seats.2.button.pin: GPIO15 is the serial console's RXD")
    assert all("raspi-config" in w and "Serial Port" in w for w in pm.warnings)


def test_an_expander_interrupt_on_the_serial_console_is_warned_about_too():
    d = load_25()
    d["chips"]["mcp3"]["interrupt"] = "GPIO15"
    (warning,) = load_pin_map(d).warnings
    assert warning.startswith("<pin map>: chips.mcp3.interrupt: GPIO15 is the serial console's")


def test_missing_seat(tmp_path):
    d = base()
    del d["seats"][4], d["seats"][9]
    err = expect(d, "seats", "seat(s) 4, 9 missing", tmp_path)
    assert "1..10" in err.fix


def test_seat_without_light(tmp_path):
    d = base()
    del d["seats"][6]["light"]
    expect(d, "seats.6", "no light", tmp_path)


def test_unknown_kind_lists_the_known_ones(tmp_path):
    d = base()
    d["seats"][1]["light"] = {"kind": "neon", "pin": "GPIO16"}
    err = expect(d, "seats.1.light.kind", "unknown output kind 'neon'", tmp_path)
    assert "pwmled" in err.fix and "vibration" in err.fix


def test_bad_option_and_option_type(tmp_path):
    d = base()
    d["seats"][1]["light"] = {"pin": "GPIO16", "glow": 3}
    expect(d, "seats.1.light.glow", "no option 'glow'", tmp_path)
    d = base()
    d["seats"][1]["light"] = {"kind": "pwmled", "pin": "GPIO16", "frequency": "fast"}
    expect(d, "seats.1.light.frequency", "is not of type int", tmp_path)


def test_no_host_button(tmp_path):
    d = base()
    del d["host"]
    expect(d, "host", "no host button", tmp_path)


def test_expander_line_out_of_range_and_unknown_chip(tmp_path):
    d = load_25()
    d["seats"][3]["button"] = "mcp1:A9"
    expect(d, "seats.3.button.pin", "not a line of mcp1", tmp_path)
    d = load_25()
    d["seats"][3]["button"] = "mcp7:A1"
    expect(d, "seats.3.button.pin", "no chip named 'mcp7'", tmp_path)


def test_pwm_light_on_an_expander_refused(tmp_path):
    d = load_25()
    d["seats"][3]["light"] = {"kind": "pwmled", "pin": "mcp1:B3"}
    expect(d, "seats.3.light.pin", "cannot dim", tmp_path)


def test_buttons_on_output_only_expander_lines_refused(tmp_path):
    d = load_25()
    d["seats"][7] = {"button": "mcp1:A7", "light": "mcp1:B6"}
    d["seats"][6] = {"button": "mcp1:A5", "light": "mcp1:A6"}
    err = expect(d, "seats.7.button.pin", "mcp1:A7 is output-only", tmp_path)
    assert "datasheet" in err.fix


def test_interrupt_pin_counts_as_used(tmp_path):
    d = load_25()
    d["seats"][25]["button"] = "GPIO4"
    expect(d, "seats.25.button.pin", "already used by chips.mcp1.interrupt", tmp_path)


def test_unknown_top_key_and_bad_board(tmp_path):
    d = base()
    d["sets"] = {}
    expect(d, "sets", "unknown key", tmp_path)
    d = base()
    d["board"] = "pi2"
    expect(d, "board", "unknown board", tmp_path)


def test_missing_file_and_broken_yaml(tmp_path):
    with pytest.raises(PinMapError, match="no such file"):
        load_pin_map(tmp_path / "nope.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("seats: [1, 2\n", encoding="utf-8")
    with pytest.raises(PinMapError, match="cannot read it"):
        load_pin_map(bad)


def test_too_few_or_too_many_seats(tmp_path):
    d = base()
    d["seats"] = {n: d["seats"][n] for n in (1, 2, 3)}
    expect(d, "seats", "only 3 seats", tmp_path)
    d = base()
    d["seats"][26] = {"button": "GPIO26", "light": "GPIO27"}
    expect(d, "seats.26", "not a seat number", tmp_path)


def test_inputs_on_fixed_pull_up_lines_need_pull_up(tmp_path):
    d = base()
    d["host"] = {"host": {"kind": "pad", "pin": "GPIO3"}}
    expect(d, "host.host.pin", "GPIO3 has a fixed pull-up", tmp_path)
    d = load_25()
    d["seats"][3]["button"] = {"pin": "mcp1:A2", "pull_up": False}
    expect(d, "seats.3.button.pin", "gpiozero takes mcp1:A2 for GPIO2 with its fixed pull-up",
           tmp_path)


def test_pull_up_default_and_override():
    d = base()
    d["seats"][1]["button"] = {"pin": "GPIO4", "pull_up": False}
    pm = load_pin_map(d)
    assert dict(pm.seat(1).button.options)["pull_up"] is False
    assert dict(pm.seat(2).button.options)["pull_up"] is True


def load_25() -> dict:
    return copy.deepcopy(yaml.safe_load(open("hardware/pins/25-seats-mcp23017.yaml", encoding="utf-8")))


def test_wiring_doc_table_matches_the_map_and_the_header():
    import re

    from pihost.seats.pinout import HEADER_GPIO

    physical = {gpio: phys for phys, gpio in HEADER_GPIO.items()}
    pm = load_pin_map("hardware/pins/10-seats.yaml")
    rows = re.findall(r"^\| (\d+|host)\s*\| (GPIO\d+)\s*\| (\d+)\s*\| (GPIO\d+|—)\s*\|\s*(\d*)\s*\|",
                      open("hardware/wiring.md", encoding="utf-8").read(), re.M)
    assert len(rows) == 11
    for seat, button, bphys, light, lphys in rows:
        if seat == "host":
            ref = dict(pm.hosts)["host"].pins[0][1]
            assert (str(ref), physical[ref.line]) == (button, int(bphys))
            continue
        w = pm.seat(int(seat))
        b, li = w.button.pins[0][1], w.light.pins[0][1]
        assert (str(b), physical[b.line]) == (button, int(bphys))
        assert (str(li), physical[li.line]) == (light, int(lphys))


@pytest.mark.parametrize("revision", ["c03111", "c04170"])  # Pi 4 B, Pi 5
def test_pinout_header_table_agrees_with_gpiozero(revision):
    from gpiozero.pins.mock import MockFactory

    from pihost.seats.pinout import GROUND, HEADER_GPIO, POWER

    f = MockFactory(revision=revision)
    try:
        pins = f.board_info.headers["J8"].pins
        for phys in range(1, 41):
            name = pins[phys].name
            if phys in HEADER_GPIO:
                assert name == f"GPIO{HEADER_GPIO[phys]}"
            elif phys in POWER:
                assert name == POWER[phys]
            else:
                assert phys in GROUND and name == "GND"
    finally:
        f.close()
