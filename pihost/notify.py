"""Telling systemd how the box is doing (``sd_notify``), with the standard library only.

Under ``Type=notify`` systemd waits for READY (sent once the model and the phrase cache are
loaded); with ``WatchdogSec=`` it restarts the box unless the main loop pings in time. Outside
systemd (no ``NOTIFY_SOCKET``) every call is a no-op that returns False, so the same code runs
on a laptop.

>>> notify_ready()            # not under systemd here: nothing sent
False
>>> pings = []
>>> hb = Heartbeat(interval=15.0, send=lambda: pings.append("WATCHDOG=1") or True)
>>> [hb.beat(now=t) for t in (0.0, 10.0, 15.0, 20.0, 30.0)]    # a ping only when due
[False, False, True, False, True]

Status texts are public (``systemctl status``): never put a role or a night choice in them.
"""

from __future__ import annotations

import logging
import os
import socket

log = logging.getLogger(__name__)

__all__ = [
    "notify", "notify_ready", "notify_watchdog", "notify_status", "notify_stopping",
    "notify_extend_timeout", "watchdog_interval", "Heartbeat",
]


def _address(value: str) -> str | bytes:
    """``@name`` is Linux's abstract namespace: a leading NUL byte, no file."""
    if value.startswith("@"):
        return b"\0" + value[1:].encode()
    return value


def notify(*fields: str, env: dict[str, str] | None = None) -> bool:
    """Send ``KEY=value`` lines in one datagram to ``$NOTIFY_SOCKET``.

    Returns True when sent, False when not under systemd (no socket) or when the send failed
    (logged as a warning: a monitoring hiccup must never stop a game).
    Raises ``ValueError`` for a field without ``=`` (a programming error).

    >>> notify("READY=1", env={})
    False
    """
    for f in fields:
        if "=" not in f:
            raise ValueError(f"sd_notify field needs KEY=value, got {f!r}")
    target = (os.environ if env is None else env).get("NOTIFY_SOCKET")
    if not target or target[0] not in "/@":
        return False
    message = "\n".join(fields).encode()
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.sendto(message, _address(target))
    except OSError as exc:
        log.warning("sd_notify to %s failed: %s", target, exc)
        return False
    return True


def notify_ready(status: str | None = None) -> bool:
    """The box is ready to play (model and phrases loaded). ``status`` is shown too."""
    return notify("READY=1", *(["STATUS=" + _one_line(status)] if status else []))


def notify_watchdog() -> bool:
    """The main loop is alive (call at least every ``watchdog_interval()`` seconds)."""
    return notify("WATCHDOG=1")


def notify_status(text: str) -> bool:
    """A one-line public status, e.g. "day 2, vote". Newlines become spaces."""
    return notify("STATUS=" + _one_line(text))


def notify_stopping() -> bool:
    """The box is shutting down on purpose."""
    return notify("STOPPING=1")


def notify_extend_timeout(seconds: float) -> bool:
    """Ask for ``seconds`` more before start-up counts as failed (slow model load on a Pi).

    Raises ``ValueError`` for a negative time.
    """
    if seconds < 0:
        raise ValueError(f"cannot extend by a negative time ({seconds} s)")
    return notify(f"EXTEND_TIMEOUT_USEC={int(seconds * 1_000_000)}")


def watchdog_interval(env: dict[str, str] | None = None) -> float | None:
    """How often to ping, in seconds: half of ``$WATCHDOG_USEC`` (systemd's advice), or None
    when no watchdog watches this process (unset, not a positive number, or ``$WATCHDOG_PID``
    names another process).

    >>> watchdog_interval({"WATCHDOG_USEC": "30000000"})
    15.0
    >>> watchdog_interval({}) is None
    True
    """
    env = os.environ if env is None else env
    pid = env.get("WATCHDOG_PID")
    if pid and pid != str(os.getpid()):
        return None
    try:
        usec = int(env.get("WATCHDOG_USEC", ""))
    except ValueError:
        return None
    return usec / 2_000_000 if usec > 0 else None


class Heartbeat:
    """Pings the watchdog from the box's main loop when due.

    ``interval`` in seconds (``Heartbeat.from_env()`` takes ``watchdog_interval()``); None
    means no watchdog (``beat`` does nothing). ``beat(now)`` takes a real-time clock reading
    (the appliance's ``MonotonicClock``): the first call starts the count, then one ping is sent
    per interval, so a main loop that stalls longer than ``WatchdogSec`` gets the box restarted.
    Raises ``ValueError`` for a non-positive interval.

    >>> hb = Heartbeat(interval=None); hb.beat(now=100.0)
    False
    """

    def __init__(self, interval: float | None, send=notify_watchdog) -> None:
        if interval is not None and interval <= 0:
            raise ValueError(f"a watchdog interval must be positive ({interval} s)")
        self.interval = interval
        self._send = send
        self._last: float | None = None

    @classmethod
    def from_env(cls) -> Heartbeat:
        """The interval systemd asked for (None outside a watchdog)."""
        return cls(watchdog_interval())

    def beat(self, now: float) -> bool:
        """Call every loop turn with the clock's time; returns True when a ping was sent."""
        if self.interval is None:
            return False
        if self._last is None:
            self._last = now
            return False
        if now - self._last < self.interval:
            return False
        self._last = now
        return bool(self._send())


def _one_line(text: str) -> str:
    return " ".join(str(text).split())
