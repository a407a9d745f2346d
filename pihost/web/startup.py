"""Starting the pages with the box: ``pihost run`` (the config's ``web:`` section, on the Wi-Fi
interface, waiting for it to come up), ``pihost sim`` and ``pihost demo --web`` (on 127.0.0.1
unless told otherwise; a port already taken is said and the game goes on without pages).

>>> from pihost.clock import ManualClock
>>> from pihost.config import load_config
>>> web = from_config(load_config(), ManualClock(), print, address="127.0.0.1", port=0)
>>> web.address, web.pin is None
('127.0.0.1', True)
"""

from __future__ import annotations

import logging
import secrets
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from pihost.web.server import WebError, WebServer

log = logging.getLogger(__name__)
RETRY_SECONDS = 5.0


def from_config(cfg: Any, clock: Any, post: Callable, *, address: str | None = None,
                port: int | None = None, pin: str | None = None) -> WebServer:
    """The pages as the config says (``address``, ``port``, ``pin`` override it)."""
    w = cfg.web
    return WebServer(clock, post, address=address or w.address,
                     port=w.port if port is None else port, base_url=w.base_url,
                     pin=pin or cfg.host.pin, lang=cfg.table.language,
                     messages_per_second=w.messages_per_second, max_pages=w.max_pages)


def serve_when_ready(web: WebServer, retry_seconds: float = RETRY_SECONDS) -> threading.Thread:
    """Start ``web`` on a thread that tries again every ``retry_seconds`` until it can (the
    Wi-Fi access point may come up after the box): the box never waits for it, and each new
    reason it cannot is logged once."""
    def keep_trying() -> None:
        said = ""
        while not web.closed:
            try:
                web.start()
                log.info("the pages are served at %s", web.url)
                return
            except WebError as err:
                if str(err) != said:
                    log.warning("no pages yet (trying again every %g s): %s", retry_seconds, err)
                    said = str(err)
            time.sleep(retry_seconds)

    t = threading.Thread(target=keep_trying, name="web-start", daemon=True)
    t.start()
    return t


def add_arguments(p: Any, default_on: bool) -> None:
    """``--web``/``--no-web``, ``--web-address``, ``--web-port`` for ``sim`` and ``demo``."""
    if default_on:
        p.add_argument("--no-web", dest="web", action="store_false",
                       help="do not serve the phone, table and host pages")
    else:
        p.add_argument("--web", action="store_true",
                       help="serve the phone, table and host pages (the game at table speed)")
    p.add_argument("--web-address", default="127.0.0.1",
                   help="where to serve the pages: an address or an interface (default "
                        "127.0.0.1: this machine only)")
    p.add_argument("--web-port", type=int, default=None,
                   help="the pages' port (default: the config's web.port, 8080)")


def start_for_cli(args: Any, cfg: Any, clock: Any, post: Callable,
                  out: Any = sys.stdout) -> WebServer | None:
    """The pages for ``sim``/``demo`` when asked (None: not asked, or they cannot be served:
    said on stderr, the game goes on). Without ``host.pin`` in the config the host page gets
    a one-time PIN, printed."""
    if not getattr(args, "web", False):
        return None
    pin = cfg.host.pin or f"{secrets.randbelow(10**4):04d}"
    web = from_config(cfg, clock, post, address=args.web_address, port=args.web_port, pin=pin)
    try:
        web.start()
    except WebError as err:
        print(f"pihost: no pages: {err}", file=sys.stderr)
        return None
    print(f"pages: the table screen {web.url}/table, the host {web.url}/host (PIN {pin}), "
          f"a seat: {web.url}/ and its code", file=out, flush=True)
    return web


def print_seats(web: WebServer | None, out: Any = sys.stdout) -> None:
    """Every seat's address (its token in it) for this game."""
    if web is None or web.bindings is None:
        return
    from pihost.web.qr import seat_url

    for s in web.bindings.seats:
        print(f"  seat {s:2d}: {seat_url(web.url, web.bindings.token(s))}", file=out)
