"""sd_notify client against a real AF_UNIX datagram socket (file path and abstract namespace)."""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from pihost import notify
from pihost.clock import ManualClock

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def listener(tmp_path, monkeypatch):
    """A datagram socket standing in for systemd; NOTIFY_SOCKET points at it."""
    path = tmp_path / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(path))
    sock.settimeout(5)
    monkeypatch.setenv("NOTIFY_SOCKET", str(path))
    yield sock
    sock.close()


@pytest.fixture
def abstract_listener(monkeypatch):
    name = f"pihost-test-{uuid.uuid4().hex}"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(b"\0" + name.encode())
    sock.settimeout(5)
    monkeypatch.setenv("NOTIFY_SOCKET", "@" + name)
    yield sock
    sock.close()


def received(sock: socket.socket) -> list[str]:
    return sock.recv(4096).decode().split("\n")


def test_no_socket_means_no_op(monkeypatch):
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    assert notify.notify_ready() is False
    assert notify.notify_watchdog() is False
    assert notify.notify_status("day 1") is False
    assert notify.notify_stopping() is False


def test_messages_reach_a_path_socket(listener):
    assert notify.notify_ready() is True
    assert received(listener) == ["READY=1"]
    assert notify.notify_ready(status="ready: 10 seats") is True
    assert received(listener) == ["READY=1", "STATUS=ready: 10 seats"]
    assert notify.notify_watchdog() is True
    assert received(listener) == ["WATCHDOG=1"]
    assert notify.notify_status("day 2,\nvote") is True
    assert received(listener) == ["STATUS=day 2, vote"]  # one line: newlines would split fields
    assert notify.notify_stopping() is True
    assert received(listener) == ["STOPPING=1"]
    assert notify.notify_extend_timeout(90) is True
    assert received(listener) == ["EXTEND_TIMEOUT_USEC=90000000"]


def test_messages_reach_an_abstract_socket(abstract_listener):
    assert notify.notify_ready() is True
    assert received(abstract_listener) == ["READY=1"]
    assert notify.notify_watchdog() is True
    assert received(abstract_listener) == ["WATCHDOG=1"]


def test_a_vanished_socket_warns_and_never_raises(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("NOTIFY_SOCKET", str(tmp_path / "gone.sock"))
    with caplog.at_level(logging.WARNING, logger="pihost.notify"):
        assert notify.notify_watchdog() is False
    assert "gone.sock" in caplog.text


def test_unusable_socket_values_are_ignored(monkeypatch):
    monkeypatch.setenv("NOTIFY_SOCKET", "vsock:2:1234")  # a transport we do not speak
    assert notify.notify_ready() is False


def test_bad_fields_are_programming_errors(listener):
    with pytest.raises(ValueError, match="KEY=value"):
        notify.notify("READY")
    with pytest.raises(ValueError, match="negative"):
        notify.notify_extend_timeout(-1)


@pytest.mark.parametrize("env, expected", [
    ({"WATCHDOG_USEC": "30000000"}, 15.0),
    ({"WATCHDOG_USEC": "1000000", "WATCHDOG_PID": str(os.getpid())}, 0.5),
    ({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "1"}, None),  # someone else's watchdog
    ({"WATCHDOG_USEC": "0"}, None),
    ({"WATCHDOG_USEC": "-5"}, None),
    ({"WATCHDOG_USEC": "soon"}, None),
    ({}, None),
])
def test_watchdog_interval(env, expected):
    assert notify.watchdog_interval(env) == expected


def test_watchdog_interval_reads_the_environment(monkeypatch):
    monkeypatch.setenv("WATCHDOG_USEC", "30000000")
    monkeypatch.delenv("WATCHDOG_PID", raising=False)
    assert notify.watchdog_interval() == 15.0
    assert notify.Heartbeat.from_env().interval == 15.0


def test_heartbeat_pings_once_per_interval_on_the_clock(listener):
    clock = ManualClock()
    hb = notify.Heartbeat(interval=15.0)
    sent = []
    for _ in range(61):  # one minute of loop turns, one per second
        if hb.beat(clock.now()):
            sent.append(clock.now())
            assert received(listener) == ["WATCHDOG=1"]
        clock.advance(1.0)
    assert sent == [15.0, 30.0, 45.0, 60.0]


def test_heartbeat_without_watchdog_sends_nothing():
    calls = []
    hb = notify.Heartbeat(interval=None, send=lambda: calls.append(1) or True)
    assert not any(hb.beat(t) for t in range(100))
    assert calls == []
    with pytest.raises(ValueError, match="positive"):
        notify.Heartbeat(interval=0)


def test_notify_from_a_child_process(listener):
    """The service's own process sends READY the same way (as `pihost run` will)."""
    code = "from pihost.notify import notify_ready; import sys; sys.exit(0 if notify_ready() else 1)"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60)
    assert received(listener) == ["READY=1"]
