"""Seat figures: pin edge -> typed event in the box's queue, and the light driver's CPU use.

    /work/venv/bin/python bench/seats.py [--presses 2000] [--seconds 5] [--tick 0.02]

Runs on gpiozero's MockFactory (MockPWMPin), so it measures our path — gpiozero's callback
dispatch, debounce, event, queue — not the kernel's GPIO interrupt latency (on a Pi, lgpio's
alert thread adds its own, typically well under a millisecond).
"""

from __future__ import annotations

import argparse
import queue
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpiozero.pins.mock import MockFactory, MockPWMPin  # noqa: E402

from pihost.clock import ManualClock, MonotonicClock  # noqa: E402
from pihost.seats import load_pin_map, make_board, patterns  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TEN = ROOT / "hardware/pins/10-seats.yaml"
BIG = ROOT / "hardware/pins/25-seats-mcp23017.yaml"


def factories() -> dict[str, MockFactory]:
    return {name: MockFactory(revision="c03111", pin_class=MockPWMPin)
            for name in ("main", "mcp1", "mcp2", "mcp3")}


def pct(values: list[float], p: float) -> float:
    return sorted(values)[min(len(values) - 1, int(p * len(values)))]


def latency(presses: int, threaded: bool) -> list[float]:
    """Seconds from driving a button pin low to the SeatPressed being taken from the queue."""
    fs = factories()
    clock, q = ManualClock(), queue.Queue()
    board = make_board(TEN, clock, q.put, factories={"main": fs["main"]})
    pin = fs["main"].pin(4)  # seat 1's button
    out = []
    try:
        for _ in range(presses):
            clock.advance(0.2)  # past the debounce window, no sleeping
            if threaded:  # the edge arrives on another thread, as gpiozero's callbacks do
                go = threading.Event()
                stamp = []

                def edge(go=go, stamp=stamp):
                    go.wait()
                    stamp.append(time.perf_counter())
                    pin.drive_low()

                t = threading.Thread(target=edge)
                t.start()
                go.set()
                q.get(timeout=1.0)
                done = time.perf_counter()
                t.join()
                out.append(done - stamp[0])
            else:
                start = time.perf_counter()
                pin.drive_low()
                q.get(timeout=1.0)
                out.append(time.perf_counter() - start)
            q.get(timeout=1.0) if not q.empty() else None
            clock.advance(0.2)
            pin.drive_high()
            q.get(timeout=1.0)  # the SeatReleased
    finally:
        board.close()
        for f in fs.values():
            f.close()
    return out


def driver_cpu(seconds: float, tick: float, pattern: patterns.Pattern, kind: str) -> tuple[float, float]:
    """(CPU % of one core, mean µs per tick) for 25 seats all showing ``pattern``."""
    fs = factories()
    clock = MonotonicClock()
    pm = load_pin_map(BIG)
    board = make_board(pm, clock, lambda e: None, kind=kind, factories=fs)
    try:
        board.show_all(pattern, at=clock.now())
        ticks, busy = 0, 0.0
        cpu0, wall0 = time.process_time(), time.perf_counter()
        next_at = clock.now()
        while time.perf_counter() - wall0 < seconds:
            t = time.perf_counter()
            board.tick(clock.now())
            busy += time.perf_counter() - t
            ticks += 1
            next_at += tick
            time.sleep(max(0.0, next_at - clock.now()))
        cpu = time.process_time() - cpu0
        wall = time.perf_counter() - wall0
    finally:
        board.close()
        for f in fs.values():
            f.close()
    return 100.0 * cpu / wall, 1e6 * busy / ticks


def hot_tick_us(pattern: patterns.Pattern, ticks: int = 20000) -> float:
    """Mean µs per tick in a tight loop (warm caches) for 25 fake seats showing ``pattern``."""
    clock = ManualClock()
    board = make_board(None, clock, lambda e: None, kind="fake", seats=25)
    board.show_all(pattern, at=0.0)
    start = time.perf_counter()
    for i in range(ticks):
        board.tick(i * 0.02)
    return 1e6 * (time.perf_counter() - start) / ticks


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--presses", type=int, default=2000)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--tick", type=float, default=0.02, help="light driver tick (seconds)")
    args = ap.parse_args()

    print("pin edge -> SeatPressed in the queue (MockFactory, target <= 2 ms)")
    for threaded in (False, True):
        ms = [1000 * v for v in latency(args.presses, threaded)]
        how = "edge on another thread " if threaded else "edge on the same thread"
        print(f"  {how}: median {statistics.median(ms):.3f} ms, p99 {pct(ms, 0.99):.3f} ms, "
              f"max {max(ms):.3f} ms over {len(ms)} presses")

    print(f"light driver, 25 seats, tick every {1000 * args.tick:.0f} ms for {args.seconds:.0f} s "
          "(target <= 2 % of one core)")
    for name, pattern in (("last_ten (2 Hz blink)", patterns.LAST_TEN),
                          ("time_up (5 Hz flashes, repeated)",
                           patterns.Pattern("fast", ((0.1, 1.0), (0.1, 0.0)), repeat=True)),
                          ("speaking (steady)", patterns.SPEAKING)):
        for kind in ("gpio", "fake"):
            cpu, per_tick = driver_cpu(args.seconds, args.tick, pattern, kind)
            print(f"  {name:34} {kind:4}: {cpu:5.2f} % CPU (whole process incl. sleep loop), "
                  f"{per_tick:6.1f} µs per tick")
    print(f"  tick cost in a tight loop, 25 seats: {hot_tick_us(patterns.LAST_TEN):.1f} µs blinking, "
          f"{hot_tick_us(patterns.SPEAKING):.1f} µs steady")
    return 0


if __name__ == "__main__":
    sys.exit(main())
