"""The build docs in hardware/ agree with the pin maps, with each other, and with the files there."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from pihost.seats import load_pin_map
from pihost.seats.pinout import HEADER_GPIO

HARDWARE = Path("hardware")
SVG = "{http://www.w3.org/2000/svg}"


def _ribbon_landings() -> dict[int, tuple[int, int]]:
    """Header pin -> (strip, hole) of its purple circle in the stripboard drawing."""
    svg = (HARDWARE / "stripboard-10-seats.svg").read_text(encoding="utf-8")
    found = re.findall(r'<use xlink:href="#pi" x="(\d+)" y="(\d+)"/><text [^>]*>(\d+)</text>', svg)
    landings = {}
    for x, y, pin in found:
        assert int(pin) not in landings, f"pin {pin} drawn twice"
        landings[int(pin)] = ((int(y) - 60) // 20, (int(x) - 100) // 20)
    return landings


def test_stripboard_table_matches_the_drawing_and_the_pin_map():
    pm = load_pin_map("hardware/pins/10-seats.yaml")
    text = (HARDWARE / "stripboard.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+)\s*\| (\d+)–(\d+)\s*\| (\d+)\s*\| (GPIO\d+)\s*\| S(\d+) H(\d+)\s*"
                      r"\| (\d+)\s*\| (GPIO\d+)\s*\| S(\d+) H(\d+)\s*\| J(\d+)\s*\|$", text, re.M)
    assert [int(r[0]) for r in rows] == list(range(1, 11))
    drawn = _ribbon_landings()
    for seat, top, bottom, bpin, bgpio, bs, bh, lpin, lgpio, ls, lh, jack in rows:
        seat, bpin, lpin = int(seat), int(bpin), int(lpin)
        wiring = pm.seat(seat)
        for pin, gpio, ref in ((bpin, bgpio, wiring.button.pins[0][1]),
                               (lpin, lgpio, wiring.light.pins[0][1])):
            assert f"GPIO{HEADER_GPIO[pin]}" == gpio == str(ref), (seat, pin)
        block, right = (seat - 1) % 5, seat > 5  # seats 1-5 left, 6-10 right, four strips each
        assert (int(top), int(bottom)) == (4 * block + 1, 4 * block + 4)
        hole = 15 if right else 1
        assert (int(bs), int(bh)) == (4 * block + 2, hole) == drawn.pop(bpin)
        assert (int(ls), int(lh)) == (4 * block + 4, hole) == drawn.pop(lpin)
        assert int(jack) == seat
    host = dict(pm.hosts)["host"].pins[0][1]
    assert f"GPIO{HEADER_GPIO[5]}" == str(host) and "ribbon wire 5 (GPIO3) | S22 H1" in text
    assert drawn == {5: (22, 1), 1: (1, 13), 6: (3, 13), 39: (23, 13)}  # host, 3V3, GND, GND
    assert "ribbon wire 1 (3V3) | S1 H13" in text and "| S3 H13, S23 H13 |" in text


@pytest.mark.parametrize("path", sorted(HARDWARE.glob("*.svg")), ids=lambda p: p.name)
def test_every_drawing_is_well_formed_svg_with_a_title_or_text(path):
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg" and root.get("width") and root.get("height")
    words = [t.text for t in root.iter(f"{SVG}text") if t.text and t.text.strip()]
    assert root.find(f"{SVG}title") is not None or words


def test_the_docs_name_only_files_that_are_there():
    named = set()
    for doc in HARDWARE.glob("*.md"):
        text = doc.read_text(encoding="utf-8")
        named |= set(re.findall(r"`((?:pins/)?[\w.-]+\.(?:md|svg|yaml))`", text))
        named |= set(re.findall(r"\]\(([\w./-]+)\)", text))
    missing = [n for n in sorted(named)
               if not any((base / n).exists() for base in (HARDWARE, HARDWARE / "pins", Path(".")))]
    assert not missing
    assert {"stripboard.md", "cable.md", "options.md", "seat-pad.svg"} <= named


@pytest.mark.parametrize("name", ["option-vibration", "option-touch-pad", "option-rgb-led"])
def test_the_pin_map_line_in_each_option_drawing_is_a_valid_map_line(name):
    root = ET.parse(HARDWARE / f"{name}.svg").getroot()
    (line,) = [t.text for t in root.iter(f"{SVG}text") if t.get("font-family") == "monospace"]
    seat_entry = yaml.safe_load(line.strip())
    data = yaml.safe_load((HARDWARE / "pins" / "10-seats.yaml").read_text(encoding="utf-8"))
    data["seats"].update(seat_entry)
    pm = load_pin_map(data)
    (seat,) = seat_entry
    wiring = pm.seat(seat)
    kinds = {wiring.button.kind, wiring.light.kind, wiring.reply.kind if wiring.reply else None}
    assert {"option-vibration": "vibration", "option-touch-pad": "pad",
            "option-rgb-led": "rgbled"}[name] in kinds
