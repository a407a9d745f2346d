"""The pages under load: 25 seat pages and the table screen connected to one box (127.0.0.1).

A seat page taps (its seat-check press); the box journals it (fsync), handles it, and the table
screen's socket receives the frame that shows it. Prints the median, p95 and p99 of that round
trip (wall time, measured by the client), and the box's RSS with the 25 pages connected.

The box runs in a child process (real clock, the demo's fake voice and seat board, a real
journal with fsync, the web server), the pages are WebSocket clients in this one (aiohttp).
Each round is a new game with the same seats' codes: 25 taps a round, one at a time.

Usage: python bench/web.py [--rounds 40] [--seats 25] [--no-fsync]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def serve(seats: int, fsync: bool) -> None:
    """The child: a box with its pages; one game after another on "round" (stdin)."""
    from pihost.clock import MonotonicClock
    from pihost.host.session import finish, open_session
    from pihost.host.setup import GameSetup
    from pihost.host.testing import fake_outputs
    from pihost.web.binding import Bindings
    from pihost.web.server import WebServer

    folder = Path(tempfile.mkdtemp(prefix="pihost-bench-web-"))
    clock = MonotonicClock()
    holder = {}
    outputs = fake_outputs(seats=seats, clock=clock)
    web = WebServer(clock, lambda e: holder["runner"].post(e), port=0, pin="2468")
    outputs.screen = web
    web.start()
    bindings = Bindings.fresh(seats)
    setup = GameSetup(seats=seats, confirm_start=True)
    rounds = 0

    def game():
        nonlocal rounds
        rounds += 1
        s = open_session(setup, outputs, folder / f"g{rounds}.jsonl", fsync=fsync, clock=clock)
        holder["runner"] = s.runner
        web.attach(s.box, s.journal, bindings=bindings)
        t = threading.Thread(target=s.runner.run, daemon=True)
        t.start()
        return s, t

    session, thread = game()
    print(json.dumps({"url": web.url, "tokens": bindings.tokens}), flush=True)
    for line in sys.stdin:
        if line.strip() != "round":
            break
        session.runner.stop()
        thread.join()
        inputs = session.journal.count
        finish(session)
        session, thread = game()
        print(json.dumps({"journaled": inputs}), flush=True)
    session.runner.stop()
    thread.join()
    print(json.dumps({"journaled": session.journal.count}), flush=True)
    finish(session)
    web.close()


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def load(url: str, tokens: dict[int, str], rounds: int, child: subprocess.Popen):
    import aiohttp

    ws_url = url.replace("http", "ws") + "/ws"
    lat: list[float] = []
    rss = 0
    journaled = 0
    phones: dict[int, str | None] = {s: None for s in tokens}
    async with aiohttp.ClientSession() as session:
        table = await session.ws_connect(ws_url)
        await table.send_json({"t": "hello", "as": "table"})
        pressed: set[int] = set()
        seen = asyncio.Event()

        async def read_table():
            async for msg in table:
                m = json.loads(msg.data)
                if m["t"] == "frame" and m["f"]["stage"]["stage"] == "seat_check":
                    pressed.clear()
                    pressed.update(m["f"]["stage"]["pressed"])
                    seen.set()

        reader = asyncio.create_task(read_table())
        for r in range(rounds):
            pages = {}
            for s, token in tokens.items():
                ws = await session.ws_connect(ws_url)
                await ws.send_json({"t": "hello", "as": "seat", "token": token,
                                    "phone": phones[s]})
                welcome = await ws.receive_json(timeout=5)
                assert welcome["t"] == "welcome", welcome
                phones[s] = welcome["phone"]
                pages[s] = ws
            while pressed:           # the new game's first frame: nobody pressed yet
                seen.clear()
                await asyncio.wait_for(seen.wait(), 5)
            drain = [asyncio.create_task(drain_page(ws)) for ws in pages.values()]
            if r == 0:
                await asyncio.sleep(0.5)
                rss = rss_kib(child.pid)
            for s, token in tokens.items():
                t0 = time.perf_counter()
                await pages[s].send_json({"t": "press", "seat": s, "token": token})
                while s not in pressed:
                    seen.clear()
                    await asyncio.wait_for(seen.wait(), 5)
                lat.append(time.perf_counter() - t0)
                await asyncio.sleep(0.005)
            rss = max(rss, rss_kib(child.pid))
            child.stdin.write("round\n")
            child.stdin.flush()
            line = await asyncio.get_running_loop().run_in_executor(None, child.stdout.readline)
            journaled += json.loads(line)["journaled"]
            for ws in pages.values():
                await ws.close()
            for d in drain:
                d.cancel()
        reader.cancel()
        await table.close()
    return lat, rss, journaled


async def drain_page(ws):
    async for _ in ws:
        pass


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--seats", type=int, default=25)
    ap.add_argument("--no-fsync", action="store_true")
    ap.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve:
        serve(args.seats, not args.no_fsync)
        return
    cmd = [sys.executable, __file__, "--serve", "--seats", str(args.seats)]
    if args.no_fsync:
        cmd.append("--no-fsync")
    child = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        hello = json.loads(child.stdout.readline())
        tokens = {int(s): t for s, t in hello["tokens"].items()}
        lat, rss, journaled = asyncio.run(load(hello["url"], tokens, args.rounds, child))
    finally:
        child.stdin.close()
        child.wait(timeout=30)
    ms = [x * 1000 for x in lat]
    assert journaled >= len(lat), (journaled, len(lat))   # every tap is in a journal
    print(f"{args.seats} seat pages + the table screen, tap → journaled"
          f"{' (fsync)' if not args.no_fsync else ''} → on the table screen: "
          f"median {statistics.median(ms):.2f} ms, p95 {pct(ms, 0.95):.2f} ms, "
          f"p99 {pct(ms, 0.99):.2f} ms, max {max(ms):.2f} ms (n={len(ms)}, target p99 < 50 ms)")
    print(f"box RSS with {args.seats} pages connected: {rss / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
