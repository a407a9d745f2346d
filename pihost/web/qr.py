"""The seats' QR codes and short codes: ``pihost seats qr``, the table screen before the game.

A seat's address carries its token after ``#``: the part of an address a browser never sends,
so it is in no request line and no log; the page reads it and says it over its WebSocket.

>>> seat_url("http://10.42.0.1:8080", "ABCDEFGHJK")
'http://10.42.0.1:8080/s#ABCDEFGHJK'
>>> qr_svg(seat_url("http://10.42.0.1:8080", "ABCDEFGHJK")).startswith("<svg")
True
"""

from __future__ import annotations

import html
from typing import Any


def seat_url(base: str, token: str) -> str:
    return f"{base.rstrip('/')}/s#{token}"


def qr_svg(text: str, scale: int = 8) -> str:
    """An SVG QR code of ``text`` (segno: no other dependency), dark on light, with its quiet
    zone, inline (no XML declaration)."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=scale, xmldecl=False,
                                     svgns=True, dark="#000", light="#fff")
    return out.getvalue().decode()


def sheet_html(base: str, tokens: dict[int, str], title: str = "pihost") -> str:
    """A printable page: every seat's number, QR code and short code."""
    from pihost.web.binding import short_code

    cells = []
    for seat, token in sorted(tokens.items()):
        cells.append(f'<div class="c"><h2>{seat}</h2>{qr_svg(seat_url(base, token), 5)}'
                     f'<p>{html.escape(short_code(token))}</p></div>')
    return ("<!doctype html><meta charset=utf-8><title>" + html.escape(title) + "</title>"
            "<style>body{font-family:sans-serif}.c{display:inline-block;width:45%;margin:1em;"
            "text-align:center;page-break-inside:avoid}h2{font-size:3em;margin:0}"
            "p{font-size:1.6em;letter-spacing:.1em}</style>" + "".join(cells))


def terminal_qr(text: str) -> str:
    """The QR code drawn with block characters, for a terminal."""
    import io

    import segno

    out = io.StringIO()
    segno.make(text, error="m").terminal(out=out, compact=True)
    return out.getvalue()


def print_seats(base: str, tokens: dict[int, str], draw: bool, out: Any) -> None:
    from pihost.web.binding import short_code

    for seat, token in sorted(tokens.items()):
        print(f"seat {seat:2d}  {short_code(token)}  {seat_url(base, token)}", file=out)
        if draw:
            print(terminal_qr(seat_url(base, token)), file=out)
