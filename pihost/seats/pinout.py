"""Draw a pin map on the Pi's 40-pin header as SVG (``hardware/pinout.svg`` is made by it).

    pihost seats pinout hardware/pins/10-seats.yaml > hardware/pinout.svg

>>> svg = pinout_svg(load_pin_map("hardware/pins/10-seats.yaml"))
>>> "seat 1 button" in svg and svg.startswith("<svg")
True
"""

from __future__ import annotations

from html import escape

from pihost.seats.pinmap import MAIN, PinMap, load_pin_map  # noqa: F401 - doctest

# Physical header pin -> BCM GPIO (the same on Pi 4 and Pi 5).
HEADER_GPIO = {3: 2, 5: 3, 7: 4, 8: 14, 10: 15, 11: 17, 12: 18, 13: 27, 15: 22, 16: 23, 18: 24,
               19: 10, 21: 9, 22: 25, 23: 11, 24: 8, 26: 7, 27: 0, 28: 1, 29: 5, 31: 6, 32: 12,
               33: 13, 35: 19, 36: 16, 37: 26, 38: 20, 40: 21}
POWER = {1: "3V3", 17: "3V3", 2: "5V", 4: "5V"}
GROUND = {6, 9, 14, 20, 25, 30, 34, 39}
COLOURS = {"button": "#2b6cb0", "light": "#dd6b20", "reply": "#805ad5", "host": "#c53030",
           "chip": "#2f855a", "power": "#b7791f", "ground": "#1a202c", "free": "#a0aec0"}


def header_uses(pin_map: PinMap) -> dict[int, tuple[str, str]]:
    """BCM line -> (what, colour key) for every header pin the map uses."""
    uses: dict[int, tuple[str, str]] = {}
    for w in pin_map.seats:
        for role, spec in (("button", w.button), ("light", w.light), ("reply", w.reply)):
            for key, ref in spec.pins if spec else ():
                if ref.chip == MAIN:
                    extra = "" if key == "pin" else f" {key}"
                    uses[ref.line] = (f"seat {w.seat} {role}{extra}", role)
    for name, spec in pin_map.hosts:
        for _, ref in spec.pins:
            if ref.chip == MAIN:
                uses[ref.line] = (f"host button {name!r}", "host")
    for chip in pin_map.chips:
        if chip.interrupt is not None:
            uses[chip.interrupt.line] = (f"{chip.name} INTA", "chip")
    if pin_map.chips:
        uses[2], uses[3] = ("I2C SDA (expanders)", "chip"), ("I2C SCL (expanders)", "chip")
    return uses


def pinout_svg(pin_map: PinMap) -> str:
    """The header with every used pin labelled and coloured by role."""
    uses = header_uses(pin_map)
    row_h, width = 26, 760
    height = 20 * row_h + 90
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width // 2}" y="24" text-anchor="middle" font-size="15">'
           f'{escape(pin_map.source)}: {len(pin_map.seats)} seats on the 40-pin header</text>',
           f'<rect x="{width // 2 - 34}" y="40" width="68" height="{20 * row_h + 8}" rx="6" '
           f'fill="#2d3748"/>']
    for phys in range(1, 41):
        row, right = (phys - 1) // 2, phys % 2 == 0
        y = 56 + row * row_h
        x = width // 2 + (17 if right else -17)
        if phys in POWER:
            label, colour = POWER[phys], "power"
        elif phys in GROUND:
            label, colour = "GND", "ground"
        else:
            gpio = HEADER_GPIO[phys]
            what, colour = uses.get(gpio, ("", "free"))
            label = f"GPIO{gpio}" + (f" · {what}" if what else "")
        fill = COLOURS[colour]
        out.append(f'<circle cx="{x}" cy="{y}" r="9" fill="{fill}"/>')
        out.append(f'<text x="{x}" y="{y + 4}" text-anchor="middle" fill="white" '
                   f'font-size="9">{phys}</text>')
        tx, anchor = (x + 18, "start") if right else (x - 18, "end")
        out.append(f'<text x="{tx}" y="{y + 4}" text-anchor="{anchor}" fill="{fill}">'
                   f'{escape(label)}</text>')
    legend_y = height - 18
    for i, (name, colour) in enumerate(COLOURS.items()):
        lx = 20 + i * 92
        out.append(f'<rect x="{lx}" y="{legend_y - 10}" width="12" height="12" fill="{colour}"/>')
        out.append(f'<text x="{lx + 16}" y="{legend_y}">{name}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
