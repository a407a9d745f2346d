"""``pihost seats qr``: the seats' QR codes and short codes of the game in progress.

    pihost seats qr                       # seat, code, address: one line a seat
    pihost seats qr --draw                # and each QR code drawn in the terminal
    pihost seats qr --html seats.html     # a printable sheet (mode 0600: it holds the tokens)

The game is the newest unfinished one in the config's journal folder (``--journal`` names
one); its codes are made when the box starts it. The address is the config's ``web.base_url``,
else ``http://`` + the ``web.address`` (an interface: its address) + ``:`` + ``web.port``.
Exit status: 0, 1 no game in progress, 2 a config or seats file that cannot be read.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any


def add_parser(seats: Any) -> None:
    q = seats.add_parser("qr", help="the seats' QR codes and codes for the phones (the game in "
                                    "progress)")
    q.add_argument("--journal", type=Path, default=None,
                   help="the game's journal (default: the newest unfinished game in the "
                        "config's journal.dir)")
    q.add_argument("--config", default=None, help="table config (default: the box's)")
    q.add_argument("--url", default=None, help="the pages' address in the codes "
                                               "(default: from the config's web:)")
    q.add_argument("--draw", action="store_true", help="draw each QR code in the terminal")
    q.add_argument("--html", type=Path, default=None, help="write a printable sheet here")
    q.set_defaults(func=cmd_qr)


def base_url(cfg: Any) -> str:
    """The pages' address as the config says. Raises ``WebError`` for an interface that has
    no address (the access point is not up)."""
    if cfg.web.base_url:
        return cfg.web.base_url.rstrip("/")
    from pihost.web.server import bind_address

    host = bind_address(cfg.web.address)
    host = f"[{host}]" if ":" in host else host
    return f"http://{host}:{cfg.web.port}"


def cmd_qr(args: Any) -> int:
    from pihost.config import ConfigError, load_box_config
    from pihost.host.appliance import JournalFault, journal_to_continue
    from pihost.web.binding import BindingError, Bindings
    from pihost.web.qr import print_seats, sheet_html

    try:
        cfg = load_box_config(args.config)
    except ConfigError as err:
        print(f"pihost seats qr: {err}", file=sys.stderr)
        return 2
    try:
        journal = args.journal or journal_to_continue(Path(cfg.journal.dir))
    except JournalFault as err:
        print(f"pihost seats qr: {err}", file=sys.stderr)
        return 2
    if journal is None:
        print(f"pihost seats qr: no game in progress in {cfg.journal.dir}: the codes are made "
              "when the box starts a game (pihost run, or --journal PATH)", file=sys.stderr)
        return 1
    try:
        bindings = Bindings.read(journal)
    except FileNotFoundError:
        print(f"pihost seats qr: {journal} has no seat codes yet (the box makes them when it "
              "serves the game's pages)", file=sys.stderr)
        return 1
    except (BindingError, OSError) as err:
        print(f"pihost seats qr: {err}", file=sys.stderr)
        return 2
    from pihost.web.server import WebError

    try:
        base = (args.url or base_url(cfg)).rstrip("/")
    except WebError as err:
        print(f"pihost seats qr: {err}; or give the address: --url http://ADDRESS:PORT",
              file=sys.stderr)
        return 2
    if args.html is not None:
        fd = os.open(args.html, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(sheet_html(base, bindings.tokens))
        print(f"wrote {args.html} ({len(bindings.tokens)} seats)")
        return 0
    print_seats(base, bindings.tokens, args.draw, sys.stdout)
    return 0
