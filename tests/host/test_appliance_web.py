"""The pages start with the box: ``pihost run`` (the config's ``web:``), ``pihost sim`` and
``pihost demo --web``; a restarted ``pihost run`` serves the same seats' codes."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from pihost.web.binding import Bindings

ROOT = Path(__file__).resolve().parents[2]



def run_async(coro):
    """``coro`` run to its end on an event loop of its own thread (Playwright's sync API may
    hold the main thread's loop)."""
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result(timeout=60)

def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def wait_page(url: str, proc: subprocess.Popen, timeout: float) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise AssertionError(f"it exited: {proc.communicate()[1]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                return r.read().decode()
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"{url} did not answer within {timeout} s")


async def first_frame(base: str, hello: dict) -> dict:
    import aiohttp

    async with aiohttp.ClientSession() as s, s.ws_connect(base.replace("http", "ws") + "/ws") as ws:
        await ws.send_json(hello)
        while True:
            m = await ws.receive_json(timeout=10)
            if m["t"] in ("frame", "refused"):
                return m


def test_pihost_run_serves_the_pages_and_keeps_the_codes_over_a_restart(tmp_path,
                                                                       voice_cache_dir):
    port = free_port()
    games = tmp_path / "games"
    config = tmp_path / "table.yaml"
    config.write_text(
        "seats:\n  kind: fake\nlisten:\n  enabled: false\n"
        f"voice:\n  output: none\n  cache_dir: {voice_cache_dir}\n"
        f"journal:\n  dir: {games}\n  fsync: false\n"
        f"web:\n  address: 127.0.0.1\n  port: {port}\nhost:\n  pin: '2468'\n")
    base = f"http://127.0.0.1:{port}"

    def run() -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-m", "pihost", "run", "--config", str(config)],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=dict(os.environ))

    proc = run()
    try:
        assert "/static/table.js" in wait_page(base + "/table", proc, timeout=240)
        m = run_async(first_frame(base, {"t": "hello", "as": "table"}))
        assert m["f"]["stage"]["stage"] == "seat_check"
        journal = sorted(games.glob("game-*.jsonl"))[0]
        tokens = Bindings.read(journal).tokens
        m = run_async(first_frame(base, {"t": "hello", "as": "seat", "token": tokens[3]}))
        assert m["f"]["seat"] == 3 and m["f"]["own"]["act"] == {"do": "press", "say": "here"}
        out = subprocess.run([sys.executable, "-m", "pihost", "seats", "qr", "--config",
                              str(config)], capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert out.returncode == 0 and tokens[3] in out.stdout and base in out.stdout
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert all(t not in err for t in tokens.values())      # no token in the box's log
    proc = run()
    try:
        wait_page(base + "/table", proc, timeout=120)
        m = run_async(first_frame(base, {"t": "hello", "as": "seat", "token": tokens[3]}))
        assert m == {"t": "refused", "why": "taken", "seat": 3, "lang": "ru"}  # its phone's
        assert Bindings.read(journal).tokens == tokens
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)


def test_pihost_sim_and_demo_serve_the_pages_on_this_machine_only(tmp_path):
    port = free_port()
    sim = subprocess.Popen([sys.executable, "-m", "pihost", "sim", "--voice", "text",
                            "--journal", str(tmp_path / "sim.jsonl"), "--web-port", str(port)],
                           cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        wait_page(f"http://127.0.0.1:{port}/table", sim, timeout=60)
        m = run_async(first_frame(f"http://127.0.0.1:{port}", {"t": "hello", "as": "table"}))
        assert m["f"]["stage"]["stage"] == "seat_check"
    finally:
        out, err = sim.communicate("q\n", timeout=30)
    assert sim.returncode == 0, err
    assert f"http://127.0.0.1:{port}/s#" in out
    with socket.socket() as s:   # not on any other interface
        s.settimeout(1)
        others = [a for a in socket.gethostbyname_ex(socket.gethostname())[2]
                  if not a.startswith("127.")]
        for a in others:
            assert s.connect_ex((a, port)) != 0

    port = free_port()
    # Ctrl-C at a terminal: SIGINT as its default (a shell's background job, as CI may run the
    # tests, passes SIGINT on ignored, and Python then never turns it into KeyboardInterrupt)
    demo = subprocess.Popen([sys.executable, "-m", "pihost", "demo", "--web", "--voice", "text",
                             "--web-port", str(port), "--journal", str(tmp_path / "d.jsonl")],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        wait_page(f"http://127.0.0.1:{port}/table", demo, timeout=60)
        seen = []
        for _ in range(40):  # at table speed: the simulated players go through the seat check
            m = run_async(first_frame(f"http://127.0.0.1:{port}", {"t": "hello", "as": "table"}))
            seen.append(json.dumps(m["f"]["stage"]))
            if m["f"]["stage"].get("pressed"):
                break
            time.sleep(0.5)
        assert m["f"]["stage"].get("pressed"), seen
    finally:
        demo.send_signal(signal.SIGINT)
        try:
            _, err = demo.communicate(timeout=120)   # generous: the VM may be busy
        except subprocess.TimeoutExpired:
            demo.send_signal(signal.SIGUSR1)         # where it is stuck: every thread's stack
            time.sleep(2)
            demo.kill()
            _, err = demo.communicate()
            raise AssertionError(f"the demo did not stop on Ctrl-C within 120 s:\n{err[-6000:]}") from None
    assert demo.returncode == 130 and "stopped before the end" in err, err
    assert "Traceback" not in err
