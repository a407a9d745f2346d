"""The box's web server: the seat pages, the table screen and the host page, with WebSocket push.

It is one more device of the box. It runs aiohttp on an asyncio loop in its own thread and only
``post``\\ s typed inputs into the runner's queue, exactly as the seat board does: a phone's
press is a ``SeatPressed``, a tap on its seat grid a ``SeatChose``, the host page's actions are
``HostPressed`` (then the seat's ``SeatPressed`` for a foul, a disqualification, a nomination).
The runner journals them before the box sees them, so a restart replays them. The box's
screen output (:meth:`update`, :meth:`reply`) comes back the other way as each viewer's
changed frame.

Every message a page sends is checked here first — its seat's token, the phone bound to the
seat, the window the seat's frame has open for it, one press per window, a rate limit — and a
message that fails is answered (by day) with why, and never reaches the box. The box and the
engine then check again: whatever gets through that they refuse changes nothing. At night a
page sends one padded message a second whatever its player does (a tap rides on it), and is
never answered, so neither the air nor a glance tells who is awake.

>>> from pihost.clock import ManualClock
>>> web = WebServer(ManualClock(), lambda e: None, port=0)
>>> web.start(); web.url.startswith("http://127.0.0.1:")
True
>>> web.close()

Raises :class:`WebError` from :meth:`start` when the address cannot be served.
"""

from __future__ import annotations

import asyncio
import fcntl
import hmac
import ipaddress
import json
import logging
import secrets
import socket
import struct
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from pihost.events import Event, HostPressed, SeatChose, SeatPressed
from pihost.web.binding import Bindings, short_code
from pihost.web.limits import Bucket, Tries
from pihost.web.screen import Push, Screen

log = logging.getLogger(__name__)

PAGES = Path(__file__).resolve().parent / "pages"
#: the files the pages are made of (nothing else is served; nothing comes from outside)
FILES = {"app.css": "text/css", "app.js": "text/javascript", "seat.js": "text/javascript",
         "table.js": "text/javascript", "host.js": "text/javascript",
         "join.js": "text/javascript"}
LANGUAGES = ("ru", "en")
MAX_MESSAGE_BYTES = 2048      # a page's message; the night's padded one is 256
QUEUE_LIMIT = 256             # messages waiting for a slow page before it is cut off
HOST_ACTIONS = ("pause", "start", "foul", "disqualify", "undo", "skip", "nominate",
                "technical_foul")
SEAT_ACTIONS = frozenset({"foul", "disqualify", "nominate", "technical_foul"})
SESSION_COOKIE = "pihost_host"


class WebError(RuntimeError):
    """The pages cannot be served: the address or the port is not usable (says which, and
    what to change)."""


def interface_address(name: str) -> str:
    """The IPv4 address of network interface ``name`` (``wlan0``). Raises :class:`WebError`
    when there is no such interface or it has no IPv4 address (yet: an access point that is
    still coming up).

    >>> interface_address("lo")
    '127.0.0.1'
    """
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        req = struct.pack("256s", name.encode()[:15])
        raw = fcntl.ioctl(s.fileno(), 0x8915, req)  # SIOCGIFADDR
    except OSError as err:
        raise WebError(f"web.address: network interface {name!r} has no IPv4 address "
                       f"({err.strerror or err}); is the Wi-Fi access point up? "
                       "(README: the Wi-Fi set-up)") from None
    finally:
        s.close()
    return socket.inet_ntoa(raw[20:24])


def bind_address(address: str) -> str:
    """An IP address to listen on for the config's ``web.address`` (an address, or an
    interface's name). Raises :class:`WebError` for a wildcard or a missing interface.

    >>> bind_address("127.0.0.1"), bind_address("lo")
    ('127.0.0.1', '127.0.0.1')
    """
    try:
        ip = ipaddress.ip_address(address.strip("[]"))
    except ValueError:
        return interface_address(address)
    if ip.is_unspecified:
        raise WebError(f"web.address: {address} would serve every interface; name one "
                       "(wlan0, or its address)")
    return str(ip)


class Conn:
    """One open page: its socket, what it is (after its hello), its own send queue."""

    def __init__(self, ws: web.WebSocketResponse, ip: str, rate: float, now: float) -> None:
        self.ws, self.ip = ws, ip
        self.kind = ""                 # "seat", "table", "host" once it said hello
        self.seat = 0
        self.phone: str | None = None
        self.bucket = Bucket(rate, 2 * rate, now)
        self.told_slow = 0.0
        self.host_ok = False           # it came with the host page's session cookie
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer: asyncio.Task | None = None

    def send(self, text: str) -> bool:
        """Queue a message; False (and the page is cut off) when it does not keep up."""
        if self.queue.qsize() >= QUEUE_LIMIT:
            self.queue.put_nowait(None)
            return False
        self.queue.put_nowait(text)
        return True

    async def write(self) -> None:
        while True:
            text = await self.queue.get()
            if text is None or self.ws.closed:
                break
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                break
        await self.ws.close()


class WebServer:
    """The pages, served at ``address``:``port`` (``port`` 0: any free port). ``post(event)``
    puts an input into the box's queue (thread-safe, as the runner's ``post``); ``clock`` is
    the box's. ``pin``: the host page's PIN (None: no host page). ``base_url``: the address the
    QR codes show (None: this server's own). ``lang``: the pages' language before a game says.

    The box's screen output: :meth:`update` and :meth:`reply` (from the runner's thread).
    """

    def __init__(self, clock: Any, post: Callable[[Event], None], *, address: str = "127.0.0.1",
                 port: int = 8080, base_url: str | None = None, pin: str | None = None,
                 lang: str = "ru", messages_per_second: float = 10.0, max_pages: int = 64,
                 record: bool = False) -> None:
        self.clock, self._post = clock, post
        self.where = address            # as configured: an address or an interface's name
        self.address, self.port, self.base_url = address, port, base_url
        self.pin, self.lang = pin, lang
        self.rate, self.max_pages = messages_per_second, max_pages
        self.screen = Screen(sink=self._from_box, record=record)
        self.bindings: Bindings | None = None
        self.seats = 0
        self.closed = False
        self.posted = 0                 # inputs handed to the box
        self.refused = 0                # messages refused here
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopping: asyncio.Event | None = None
        self._error: BaseException | None = None
        self._post_lock = threading.Lock()
        self._start_lock = threading.Lock()
        # the loop thread's own state
        self._conns: set[Conn] = set()
        self._seat_conns: dict[int, Conn] = {}
        self._waiting: dict[int, Conn] = {}
        self._early: dict[Conn, dict[str, Any]] = {}  # seat hellos before the game was attached
        self._latest: dict[Any, str] = {}
        self._gates: dict[Any, dict[str, Any]] = {}
        self._shown: dict[int, float] = {}   # seats whose code the host put on the table screen
        self._sessions: dict[str, float] = {}
        self._token_tries = Tries(limit=10, seconds=60.0)
        self._pin_tries = Tries(limit=5, seconds=300.0)       # one address
        self._all_pin_tries = Tries(limit=20, seconds=300.0)  # every address together
        self._texts = {lang: json.loads((PAGES / "text" / f"{lang}.json").read_text("utf-8"))
                       for lang in LANGUAGES}

    # ----- the box's screen output (runner thread) --------------------------------------------
    def update(self, box: Any) -> None:
        self.screen.update(box)

    def reply(self, seat: int, reply: str, at: float) -> None:
        self.screen.reply(seat, reply, at)

    def attach(self, box: Any, journal: Any = None, bindings: Bindings | None = None) -> None:
        """Serve ``box``'s game: its seats' tokens (kept beside ``journal``, or ``bindings``),
        every page sent afresh; the last game's seat pages are told it ended. Call it before
        the game's runner runs (or from its thread). Raises ``OSError`` and
        :class:`~pihost.web.binding.BindingError` for a seats file that cannot be kept."""
        seats = box.setup.seats
        if bindings is None:
            bindings = (Bindings.for_journal(journal.path, seats) if journal is not None
                        else Bindings.fresh(seats))
        self._call(self._new_game, bindings, seats, box.setup.language, wait=True)
        self.screen.journal = journal
        self.screen.reset()
        self.screen.update(box)

    def _from_box(self, pushes: list[Push]) -> None:
        self._call(self._deliver, pushes)

    def _call(self, fn: Callable, *args: Any, wait: bool = False) -> None:
        """Run ``fn`` on the server's loop (or here, while it is not serving); ``wait``: until
        it has run (never from the loop's own thread)."""
        done = threading.Event()

        def run() -> None:
            try:
                fn(*args)
            finally:
                done.set()

        with self._start_lock:
            loop = self._loop
            if loop is None or loop.is_closed():
                fn(*args)  # not serving (yet): keep the state for the first pages
                return
            try:
                loop.call_soon_threadsafe(run)
            except RuntimeError:  # closing
                return
        if wait:
            done.wait(timeout=10)

    def post(self, *events: Event) -> None:
        """Hand inputs to the box, in order, with nothing between them from this server."""
        with self._post_lock:
            for e in events:
                self._post(e)
                self.posted += 1

    # ----- life -----------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """Where the pages are (the QR codes' address)."""
        if self.base_url:
            return self.base_url.rstrip("/")
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.port}"

    def start(self, timeout: float = 10.0) -> None:
        """Serve, on a thread of its own. Raises :class:`WebError` when it cannot (it may be
        called again)."""
        self.address = bind_address(self.where)
        self._ready.clear()
        self._error = None
        self._thread = threading.Thread(target=self._serve_thread, name="web", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise WebError("the web server did not start in time")
        if self._error is not None:
            err = self._error
            raise WebError(f"cannot serve the pages at {self.address}:{self.port}: "
                           f"{getattr(err, 'strerror', None) or err} (web.address, web.port)")

    def close(self) -> None:
        """Stop serving; every page is disconnected. Raises nothing."""
        self.closed = True
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stopping.set)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout=5)

    def _serve_thread(self) -> None:
        loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._serve(loop))
        except BaseException as err:  # reported by start()
            self._error = err
            self._ready.set()
        finally:
            loop.close()

    async def _serve(self, loop: asyncio.AbstractEventLoop) -> None:
        self._stopping = asyncio.Event()
        app = self._app()
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.address, self.port, reuse_address=True)
            await site.start()
            self.port = runner.addresses[0][1]
            with self._start_lock:
                self._loop = loop
            self._ready.set()
            log.info("pages served at %s", self.url)
            await self._stopping.wait()
        finally:
            for conn in list(self._conns):
                await conn.ws.close()
            await runner.cleanup()

    # ----- HTTP -----------------------------------------------------------------------------
    def _app(self) -> web.Application:
        app = web.Application(client_max_size=4096, middlewares=[self._headers])
        r = app.router
        r.add_get("/", self._page("join"))
        r.add_get("/s", self._page("seat"))
        r.add_get("/table", self._page("table"))
        r.add_get("/host", self._page("host"))
        r.add_post("/host/login", self._login)
        r.add_get("/ws", self._socket)
        r.add_get("/static/{name}", self._static)
        r.add_get("/text/{lang}.json", self._text)
        r.add_get("/qr/{seat}.svg", self._qr)
        return app

    @web.middleware
    async def _headers(self, request: web.Request, handler: Callable) -> web.StreamResponse:
        resp = await handler(request)
        h = resp.headers
        h["Content-Security-Policy"] = (
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            f"connect-src 'self' ws://{request.host}; form-action 'self'; "
            "frame-ancestors 'none'; base-uri 'none'")
        h["X-Content-Type-Options"] = "nosniff"
        h["Referrer-Policy"] = "no-referrer"
        h["Cache-Control"] = "no-store"
        return resp

    def _page(self, name: str) -> Callable:
        """A page: the common head, its own body (``pages/NAME.html``), its scripts."""
        body = ((PAGES / "head.html").read_text("utf-8") + (PAGES / f"{name}.html").read_text("utf-8")
                + f'<script src="/static/app.js"></script>\n'
                  f'<script src="/static/{name}.js"></script>\n</body>\n</html>\n').encode()

        async def serve(request: web.Request) -> web.Response:
            return web.Response(body=body, content_type="text/html", charset="utf-8")
        return serve

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in FILES:
            raise web.HTTPNotFound()
        return web.Response(body=(PAGES / name).read_bytes(), content_type=FILES[name],
                            charset="utf-8")

    async def _text(self, request: web.Request) -> web.Response:
        lang = request.match_info["lang"]
        if lang not in self._texts:
            raise web.HTTPNotFound()
        return web.json_response(self._texts[lang])

    async def _qr(self, request: web.Request) -> web.Response:
        from pihost.web.qr import qr_svg, seat_url

        try:
            seat = int(request.match_info["seat"])
        except ValueError:
            raise web.HTTPNotFound() from None
        if self.bindings is None or seat not in self._joinable():
            raise web.HTTPNotFound()
        svg = qr_svg(seat_url(self.url, self.bindings.token(seat)))
        return web.Response(text=svg, content_type="image/svg+xml")

    async def _login(self, request: web.Request) -> web.Response:
        ip = request.remote or "?"
        now = time.monotonic()
        if self.pin is None:
            return web.json_response({"ok": False, "why": "no_pin"}, status=403)
        if self._pin_tries.blocked(ip, now) or self._all_pin_tries.blocked("*", now):
            return web.json_response({"ok": False, "why": "too_many"}, status=429)
        try:
            data = await request.post()
            pin = str(data.get("pin", ""))
        except Exception:
            pin = ""
        if not hmac.compare_digest(pin.encode(), self.pin.encode()):
            self._pin_tries.failed(ip, now)
            self._all_pin_tries.failed("*", now)
            log.warning("host page: a wrong PIN from %s", ip)
            return web.json_response({"ok": False, "why": "pin"}, status=403)
        session = secrets.token_urlsafe(24)
        self._sessions[session] = now
        resp = web.json_response({"ok": True})
        resp.set_cookie(SESSION_COOKIE, session, httponly=True, samesite="Strict", path="/")
        return resp

    def _host_session(self, request: web.Request) -> bool:
        got = request.cookies.get(SESSION_COOKIE, "")
        return any(hmac.compare_digest(got.encode(), s.encode()) for s in self._sessions)

    # ----- WebSocket --------------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and origin != f"http://{request.host}":
            raise web.HTTPForbidden(text="another site's page")
        if len(self._conns) >= self.max_pages:
            raise web.HTTPServiceUnavailable(text="too many pages open (web.max_pages)")
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES, heartbeat=20.0)
        await ws.prepare(request)
        conn = Conn(ws, request.remote or "?", self.rate, time.monotonic())
        conn.host_ok = self._host_session(request)
        conn.writer = asyncio.get_running_loop().create_task(conn.write())
        self._conns.add(conn)
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                if not conn.bucket.take(time.monotonic()):
                    self._too_fast(conn)
                    continue
                try:
                    data = json.loads(msg.data)
                except ValueError:
                    data = None
                if not isinstance(data, dict):
                    self._refuse(conn, "bad_message")
                    continue
                self._message(conn, data)
        finally:
            self._gone(conn)
            conn.queue.put_nowait(None)
        return ws

    def _too_fast(self, conn: Conn) -> None:
        self.refused += 1
        if conn.bucket.dropped > 50 * conn.bucket.burst:
            conn.queue.put_nowait(None)   # a flood: cut off (the page may come back)
            return
        now = time.monotonic()
        if now - conn.told_slow > 1.0 and not self._night():
            conn.told_slow = now
            conn.send(json.dumps({"t": "refused", "why": "too_fast"}))

    def _night(self) -> bool:
        return bool(self._gates.get("table", {}).get("night"))

    def _refuse(self, conn: Conn, why: str) -> None:
        """Tell a page its message was not taken (never at night: a seat page is not
        answered then, whatever it sent)."""
        self.refused += 1
        if conn.kind == "seat" and self._night():
            return
        conn.send(json.dumps({"t": "refused", "why": why, "lang": self.lang}))

    def _message(self, conn: Conn, m: dict[str, Any]) -> None:
        t = m.get("t")
        if t == "hello":
            self._hello(conn, m)
        elif conn.kind == "seat" and t in ("press", "tap", "beat"):
            self._seat_message(conn, m)
        elif conn.kind == "host" and t in ("host", "replace", "show_code"):
            self._host_message(conn, m)
        else:
            self._refuse(conn, "bad_message")

    def _hello(self, conn: Conn, m: dict[str, Any]) -> None:
        if conn.kind:
            return self._refuse(conn, "bad_message")
        role = m.get("as")
        if role == "table":
            conn.kind = "table"
            conn.send(json.dumps({"t": "welcome", "as": "table", "lang": self.lang}))
            self._send_latest(conn, "table")
            conn.send(self._seats_message(public=True))
        elif role == "host":
            if self.pin is None:
                return self._refuse(conn, "no_pin")
            if not conn.host_ok:
                return self._refuse(conn, "pin")
            conn.kind = "host"
            conn.send(json.dumps({"t": "welcome", "as": "host", "lang": self.lang}))
            self._send_latest(conn, "host")
            conn.send(self._seats_message(public=False))
        elif role == "seat":
            self._seat_hello(conn, m)
        else:
            self._refuse(conn, "bad_message")

    def _seat_hello(self, conn: Conn, m: dict[str, Any]) -> None:
        now = time.monotonic()
        b = self.bindings
        if self._token_tries.blocked(conn.ip, now):
            return self._refuse(conn, "too_many")
        if b is None:  # the box is starting (a restart): answered when its game is attached
            self._early[conn] = m
            return None
        seat = b.seat_of(m.get("token"))
        if seat is None:
            self._token_tries.failed(conn.ip, now)
            self._refuse(conn, "token")
            conn.queue.put_nowait(None)
            return None
        phone = m.get("phone") if isinstance(m.get("phone"), str) else None
        status, phone = b.join(seat, phone)
        conn.kind, conn.seat = "seat", seat
        if status == "taken":
            old = self._waiting.get(seat)
            if old is not None and old is not conn:
                old.send(json.dumps({"t": "refused", "why": "taken_again"}))
                old.queue.put_nowait(None)
            self._waiting[seat] = conn
            conn.kind = "waiting"
            conn.send(json.dumps({"t": "refused", "why": "taken", "seat": seat,
                                  "lang": self.lang}))
            self._seats_changed()
            return None
        self._bind(conn, seat, phone)
        return None

    def _bind(self, conn: Conn, seat: int, phone: str | None) -> None:
        conn.kind, conn.seat, conn.phone = "seat", seat, phone
        old = self._seat_conns.get(seat)
        if old is not None and old is not conn:
            old.send(json.dumps({"t": "moved"}))   # the same phone opened it again
            old.queue.put_nowait(None)
        self._seat_conns[seat] = conn
        conn.send(json.dumps({"t": "welcome", "as": "seat", "seat": seat, "phone": phone,
                              "lang": self.lang, "seats": self.seats}))
        self._send_latest(conn, seat)
        self._seats_changed()

    def _gone(self, conn: Conn) -> None:
        self._conns.discard(conn)
        self._early.pop(conn, None)
        if self._seat_conns.get(conn.seat) is conn:
            del self._seat_conns[conn.seat]
            self._seats_changed()
        if self._waiting.get(conn.seat) is conn:
            del self._waiting[conn.seat]
            self._seats_changed()

    def _mine(self, conn: Conn, m: dict[str, Any]) -> bool:
        """The message is the bound phone's own, for its own seat, with its seat's token."""
        b = self.bindings
        return (b is not None and self._seat_conns.get(conn.seat) is conn
                and m.get("seat") == conn.seat and b.is_token(conn.seat, m.get("token"))
                and b.is_phone(conn.seat, conn.phone))

    def _seat_message(self, conn: Conn, m: dict[str, Any]) -> None:
        if not self._mine(conn, m):
            return self._refuse(conn, "not_yours")
        seat, t = conn.seat, m["t"]
        gate = self._gates.get(seat)
        if gate is None:
            return self._refuse(conn, "not_now")
        now = self.clock.now()
        if gate["night"]:
            if t != "beat":
                return self._refuse(conn, "at_night")
            if m.get("press") is True and gate["do"] == "press":
                self._press(conn, gate, now)
            tap = m.get("tap")
            if _seat_number(tap) and gate["do"] == "grid" and tap in gate["seats"] \
                    and gate.get("tapped") != gate["step"]:
                gate["tapped"] = gate["step"]  # one seat a step, as one press is
                self.post(SeatChose(seat=seat, target=tap, at=now))
            return None
        if t == "beat":
            return None  # the morning came before the page knew: nothing to do
        if t == "press":
            if gate["do"] != "press" or gate.get("pressed"):
                return self._refuse(conn, "not_now")  # a second press before the frame moved
            return self._press(conn, gate, now)
        target = m.get("target")
        if gate["do"] != "pick" or not _seat_number(target) or target not in gate["seats"] \
                or target in gate.get("picked", ()) or len(gate.get("picked", ())) >= gate["max"]:
            return self._refuse(conn, "not_now")
        gate["picked"] = [*gate.get("picked", ()), target]
        self.post(SeatChose(seat=seat, target=target, at=now))
        return None

    def _press(self, conn: Conn, gate: dict[str, Any], now: float) -> None:
        """One press a window: a double tap is one press (as a bouncing contact is), until
        the box has taken it and the seat's frame says what it may do now."""
        if gate.get("pressed"):
            return None
        gate["pressed"] = True
        self.post(SeatPressed(seat=conn.seat, at=now))
        return None

    def _host_message(self, conn: Conn, m: dict[str, Any]) -> None:
        pub = self._gates.get("host", {})
        t = m.get("t")
        seat = m.get("seat")
        if t == "show_code":
            if not _seat_number(seat) or seat > self.seats:
                return self._refuse(conn, "bad_message")
            self._shown[seat] = time.monotonic()
            self._seats_changed()
            return None
        if m.get("confirm") is not True:
            return self._refuse(conn, "confirm")
        if t == "replace":
            waiter = self._waiting.get(seat) if _seat_number(seat) else None
            if waiter is None or self.bindings is None:
                return self._refuse(conn, "no_phone_waiting")
            del self._waiting[seat]
            old = self._seat_conns.get(seat)
            phone = self.bindings.replace(seat)
            if old is not None:
                old.send(json.dumps({"t": "replaced"}))
                old.queue.put_nowait(None)
                del self._seat_conns[seat]
            self._shown.pop(seat, None)
            self._bind(waiter, seat, phone)
            self._notice({"t": "notice", "what": "replaced", "seat": seat})
            return None
        action = m.get("do")
        if action not in HOST_ACTIONS:
            return self._refuse(conn, "bad_message")
        now = self.clock.now()
        if action == "pause":
            self.post(HostPressed(button="pause", long=False, at=now))
            return None
        if pub.get("night"):
            return self._refuse(conn, "at_night")
        if action == "start":
            if pub.get("stage") != "seat_check" or not pub.get("all_in"):
                return self._refuse(conn, "not_now")
            self.post(HostPressed(button="host", long=False, at=now))
            return None
        if action in SEAT_ACTIONS:
            if not _seat_number(seat) or seat > self.seats or pub.get("over"):
                return self._refuse(conn, "bad_message")
            if action == "nominate" and not pub.get("speech"):
                return self._refuse(conn, "not_now")
            self.post(HostPressed(button=action, long=False, at=now),
                      SeatPressed(seat=seat, at=now))
            return None
        self.post(HostPressed(button=action, long=False, at=now))
        return None

    # ----- delivery (loop thread) -----------------------------------------------------------
    def _new_game(self, bindings: Bindings, seats: int, lang: str) -> None:
        for conn in list(self._seat_conns.values()) + list(self._waiting.values()):
            conn.send(json.dumps({"t": "new_game"}))
            conn.queue.put_nowait(None)
        self._seat_conns.clear()
        self._waiting.clear()
        self._shown.clear()
        self._latest.clear()
        self._gates.clear()
        self.bindings, self.seats, self.lang = bindings, seats, lang
        self._seats_changed()
        early, self._early = self._early, {}
        for conn, m in early.items():   # in the order they came
            if not conn.ws.closed:
                self._seat_hello(conn, m)

    def _deliver(self, pushes: list[Push]) -> None:
        before = self._joinable()
        for p in pushes:
            self._latest[p.viewer] = p.text
            if p.gate is not None:
                gate, old = dict(p.gate), self._gates.get(p.viewer)
                if old is not None and old.get("pressed") and not gate["night"] and all(
                        old.get(k) == gate.get(k) for k in ("step", "do", "say", "candidate")):
                    gate["pressed"] = True  # another seat's input moved the frame, not his
                self._gates[p.viewer] = gate
            for conn in self._viewers(p.viewer):
                conn.send(p.text)
        if self._joinable() != before:
            self._seats_changed()

    def _viewers(self, viewer: Any) -> list[Conn]:
        if isinstance(viewer, int):
            conn = self._seat_conns.get(viewer)
            return [conn] if conn is not None else []
        return [c for c in self._conns if c.kind == viewer]

    def _send_latest(self, conn: Conn, viewer: Any) -> None:
        text = self._latest.get(viewer)
        if text is not None:
            conn.send(text)

    def _joinable(self) -> list[int]:
        """Seats whose code the table screen shows: the free ones before the game, and any
        the host asked for (for two minutes, or until a phone took it over)."""
        b = self.bindings
        if b is None:
            return []
        now = time.monotonic()
        self._shown = {s: t for s, t in self._shown.items() if now - t < 120.0}
        before = self._gates.get("table", {}).get("stage") == "seat_check"
        return [s for s in b.seats if (before and not b.bound(s)) or s in self._shown]

    def _seats_message(self, public: bool) -> str:
        b = self.bindings
        seats = b.seats if b is not None else []
        join = [{"seat": s, "code": short_code(b.token(s)), "qr": f"/qr/{s}.svg"}
                for s in self._joinable()] if b is not None else []
        msg: dict[str, Any] = {"t": "seats", "url": self.url, "join": join,
                               "phones": [s for s in seats if b is not None and b.bound(s)]}
        if not public:
            msg["online"] = sorted(self._seat_conns)
            msg["waiting"] = sorted(self._waiting)
        return json.dumps(msg)

    def _seats_changed(self) -> None:
        table, host = self._seats_message(public=True), self._seats_message(public=False)
        for conn in self._conns:
            if conn.kind == "table":
                conn.send(table)
            elif conn.kind == "host":
                conn.send(host)

    def _notice(self, msg: dict[str, Any]) -> None:
        text = json.dumps(msg)
        for conn in self._conns:
            if conn.kind in ("table", "host"):
                conn.send(text)


def _seat_number(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 25
