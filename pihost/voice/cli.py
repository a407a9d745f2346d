"""``pihost voices render|check`` and ``pihost say ID [k=v ...]``.

>>> parse_params(["seat=3", "seats=10,3", "winner=town"])
{'seat': 3, 'seats': [10, 3], 'winner': 'town'}
"""

from __future__ import annotations

import argparse
import sys

from pihost.voice.api import VoiceError
from pihost.voice.catalog import PARAMS
from pihost.voice.check import check_packs
from pihost.voice.factory import OUTPUTS, make_voice
from pihost.voice.pack import PackError, load_pack, voices_dir


def parse_params(pairs: list[str]) -> dict[str, object]:
    """``seat=3 seats=10,3 winner=town`` -> typed parameters. Raises ValueError on bad input."""
    params: dict[str, object] = {}
    for pair in pairs:
        name, eq, value = pair.partition("=")
        if not eq or not name:
            raise ValueError(f"expected NAME=VALUE, got {pair!r}")
        kind = PARAMS[name].kind if name in PARAMS else "word"
        try:
            if kind == "seats":
                params[name] = [int(v) for v in value.split(",") if v]
            elif kind == "number":
                params[name] = int(value)
            else:
                params[name] = value
        except ValueError:
            raise ValueError(f"{name}={value!r}: expected a whole number"
                             + (" list like 10,3" if kind == "seats" else "")) from None
    return params


def _packs(langs: list[str] | None):
    names = langs or sorted(p.stem for p in voices_dir().glob("*.yaml"))
    return [load_pack(name, strict=False) for name in names]


def cmd_check(args) -> int:
    try:
        packs = _packs(args.lang)
    except PackError as exc:
        print(exc, file=sys.stderr)
        return 1
    problems = check_packs(packs)
    for line in problems:
        print(line)
    total = sum(len(p.ids) for p in packs)
    print(f"{len(packs)} packs, {total} phrases: "
          + (f"{len(problems)} problems" if problems else "all complete"), file=sys.stderr)
    return 1 if problems else 0


def cmd_render(args) -> int:
    for lang in args.lang or sorted(p.stem for p in voices_dir().glob("*.yaml")):
        try:
            with make_voice(lang, output="none", cache_dir=args.cache, rate=args.rate,
                            voice=args.voice) as voice:
                def progress(done: int, total: int, lang=lang) -> None:
                    if done == total or done % 100 == 0:
                        print(f"\r{lang}: {done}/{total}", end="", file=sys.stderr)
                result = voice.prepare(args.seats, progress)
                print(f"\n{lang}: {result.rendered} rendered, {result.cached} already cached, "
                      f"{result.clips} from clips -> {voice.renderer.cache_dir}")
        except (PackError, VoiceError) as exc:
            print(exc, file=sys.stderr)
            return 1
    return 0


def cmd_say(args) -> int:
    try:
        params = parse_params(args.params)
        with make_voice(args.lang, output=args.output, cache_dir=args.cache, rate=args.rate,
                        voice=args.voice) as voice:
            print(voice.text(args.phrase_id, **params))
            seconds = voice.say(args.phrase_id, **params)
            voice.wait_idle(timeout=seconds + 5.0)
            print(f"{seconds:.2f} s")
    except (PackError, VoiceError, ValueError) as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


def _voice_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cache", help="WAV cache folder (default $PIHOST_CACHE or "
                        "~/.cache/pihost/voices)")
    parser.add_argument("--rate", type=int, help="words per minute (default: the pack's)")
    parser.add_argument("--voice", help="espeak-ng voice (default: the pack's)")


def register(sub) -> None:
    voices = sub.add_parser("voices", help="phrase packs: render the cache, check the packs")
    vsub = voices.add_subparsers(dest="voices_command", required=True)
    render = vsub.add_parser("render", help="render every phrase for the table into the cache")
    render.add_argument("--lang", action="append", help="pack (repeatable; default: all)")
    render.add_argument("--seats", type=int, default=10, help="table size (default 10)")
    _voice_options(render)
    render.set_defaults(func=cmd_render)
    check = vsub.add_parser("check", help="list missing phrases, broken templates, bad clips")
    check.add_argument("--lang", action="append", help="pack (repeatable; default: all)")
    check.set_defaults(func=cmd_check)

    say = sub.add_parser("say", help="speak one phrase: pihost say speech seat=3")
    say.add_argument("phrase_id")
    say.add_argument("params", nargs="*", help="NAME=VALUE; lists as seats=10,3")
    say.add_argument("--lang", default="ru", help="pack code or path (default ru)")
    say.add_argument("--output", default="auto", help=f"{OUTPUTS} (default auto)")
    _voice_options(say)
    say.set_defaults(func=cmd_say)
