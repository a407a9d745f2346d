"""Voice figures: cold render of the Russian pack for 10 seats, cache size, and the latency from
``say`` to the first audio frame handed to PortAudio on a cache hit (target: <= 20 ms).

    python bench/voice.py [--seats 10] [--samples 30] [--lang ru]

Without a sound card it plays into the virtual ALSA null device of tests/alsa-virtual.conf
(set PIHOST_REAL_AUDIO=1 to use the real default device).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if os.environ.get("PIHOST_REAL_AUDIO") != "1":
    os.environ["ALSA_CONFIG_PATH"] = f"/usr/share/alsa/alsa.conf:{ROOT / 'tests/alsa-virtual.conf'}"

from pihost.voice import make_voice  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="ru")
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--samples", type=int, default=30)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as cache:
        with make_voice(args.lang, output="auto", cache_dir=cache, tail=0.0) as voice:
            start = time.perf_counter()
            result = voice.prepare(args.seats)
            took = time.perf_counter() - start
            files = list(Path(cache).glob("*.wav"))
            size = sum(f.stat().st_size for f in files)
            audio = sum(voice.duration(pid, **params)
                        for pid, params, _ in voice.pack.variants(args.seats))
            retries = getattr(voice.renderer.synth, "retries", 0)
            print(f"render {args.lang} pack, {args.seats} seats, cold: {result.rendered} phrases "
                  f"in {took:.1f} s ({1000 * took / max(result.rendered, 1):.1f} ms/phrase, "
                  f"{retries} empty renders redone)")
            print(f"cache: {len(files)} WAV files, {size / 1e6:.1f} MB, {audio / 60:.1f} min "
                  f"of speech ({voice.player.output.name})")

            for memory in (False, True):
                latencies = []
                for k in range(args.samples):
                    if not memory:
                        voice._memory.clear()  # measure a read from the WAV cache on disk
                    said = time.monotonic()  # the player's clock
                    voice.say("call_number", n=1 + k % args.seats)
                    voice.wait_idle(timeout=10.0)
                    latencies.append(1000 * (voice.player.played[-1].first_frame_at - said))
                where = "memory" if memory else "WAV cache on disk"
                print(f"say -> first frame to PortAudio, cache hit from {where}: median "
                      f"{statistics.median(latencies):.2f} ms, p95 "
                      f"{percentile(latencies, 0.95):.2f} ms, max {max(latencies):.2f} ms "
                      f"({args.samples} phrases)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
