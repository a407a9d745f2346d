"""``pihost voices render|check``, ``pihost say ID [k=v ...]`` and ``pihost voice install|path``.

The voice settings (engine, Piper model, rate, espeak-ng voice, loudness, cache) come from the
table config (``--config``, ``$PIHOST_CONFIG``, ``/etc/pihost/table.yaml``, else the defaults);
each has a flag that overrides it.

>>> parse_params(["seat=3", "seats=10,3", "winner=town"])
{'seat': 3, 'seats': [10, 3], 'winner': 'town'}
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path
from typing import Any

from pihost.download import add_install_arguments
from pihost.voice.api import VoiceError
from pihost.voice.catalog import PARAMS
from pihost.voice.check import check_packs, render_failures
from pihost.voice.factory import ENGINES, OUTPUTS, make_voice
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


def voice_settings(args: argparse.Namespace) -> dict[str, Any]:
    """``make_voice`` keyword arguments: the config's voice section, then the flags given.

    Raises ConfigError for a bad config file.
    """
    from pihost.config import load_box_config

    cfg = load_box_config(getattr(args, "config", None)).voice
    settings: dict[str, Any] = {"engine": cfg.engine, "model": cfg.model, "rate": cfg.rate,
                                "voice": cfg.voice, "level_dbfs": cfg.level_dbfs,
                                "cache_dir": cfg.cache_dir}
    for flag, key in (("engine", "engine"), ("model", "model"), ("rate", "rate"),
                      ("voice", "voice"), ("level", "level_dbfs"), ("cache", "cache_dir")):
        if getattr(args, flag, None) is not None:
            settings[key] = getattr(args, flag)
    return settings


def _reported(prefix: str = ""):
    """A command whose expected failures (a bad pack, config, voice or value: each message
    names the fix) print on stderr and exit with status 1 instead of a traceback."""
    def wrap(command):
        @functools.wraps(command)
        def run(args: argparse.Namespace) -> int:
            try:
                return command(args)
            except (PackError, VoiceError, ValueError) as exc:  # ConfigError is a ValueError
                print(f"{prefix}{exc}", file=sys.stderr)
                return 1
        return run
    return wrap


@_reported()
def cmd_check(args) -> int:
    settings = voice_settings(args)
    packs = _packs(args.lang)
    problems = check_packs(packs)
    for pack in packs:
        problems += render_failures(pack, **settings)
    for line in problems:
        print(line)
    total = sum(len(p.ids) for p in packs)
    print(f"{len(packs)} packs, {total} phrases: "
          + (f"{len(problems)} problems" if problems else "all complete"), file=sys.stderr)
    return 1 if problems else 0


@_reported()
def cmd_render(args) -> int:
    settings = voice_settings(args)
    for lang in args.lang or sorted(p.stem for p in voices_dir().glob("*.yaml")):
        with make_voice(lang, output="none", fallback=False, **settings) as voice:
            engine = f"{voice.renderer.engine} {voice.renderer.voice}"

            def progress(done: int, total: int, lang=lang, engine=engine) -> None:
                if done == total or done % 100 == 0:
                    print(f"\r{lang} ({engine}): {done}/{total}", end="", file=sys.stderr)
            result = voice.prepare(args.seats, progress, background=False)
            print(f"\n{lang}: {result.rendered} rendered, {result.cached} already cached, "
                  f"{result.clips} from clips ({engine}) -> {voice.renderer.cache_dir}")
            failed = voice.renderer.failures()
            if failed:
                print(f"{lang}: {len(failed)} phrases failed: pihost voices check lists them",
                      file=sys.stderr)
                return 1
    return 0


@_reported()
def cmd_say(args) -> int:
    settings = voice_settings(args)
    params = parse_params(args.params)
    with make_voice(args.lang, output=args.output, **settings) as voice:
        print(voice.text(args.phrase_id, **params))
        seconds = voice.say(args.phrase_id, **params)
        voice.wait_idle(timeout=seconds + 30.0)
        print(f"{seconds:.2f} s")
    return 0


def _pack_voice(lang: str) -> str:
    name = load_pack(lang).piper
    if name is None:
        raise ValueError(f"the {lang} pack names no Piper voice: give NAME")
    return name


@_reported("pihost voice install: ")
def cmd_voice_install(args) -> int:
    from pihost.voice.piper_install import install_voice

    name = args.name or (None if args.url else _pack_voice(args.lang))
    model = install_voice(name, args.dir, url=args.url, checksum=args.checksum,
                          catalogue_url=args.catalogue, force=args.force,
                          progress=not args.quiet)
    print(model.onnx)
    return 0


@_reported()
def cmd_voice_path(args) -> int:
    from pihost.voice.piper_model import find_voice

    print(find_voice(args.name or voice_settings(args)["model"] or _pack_voice(args.lang)).onnx)
    return 0


def _config_option(parser: argparse.ArgumentParser) -> None:
    # (pihost.config is read when a command runs, not when the parser is built)
    parser.add_argument("--config", metavar="PATH", default=None,
                        help="table config whose voice section gives the defaults (default: "
                             "$PIHOST_CONFIG, else /etc/pihost/table.yaml if present)")


def _voice_options(parser: argparse.ArgumentParser) -> None:
    _config_option(parser)
    parser.add_argument("--cache", type=Path, help="WAV cache folder (default: the config's "
                        "voice.cache_dir, $PIHOST_CACHE or ~/.cache/pihost/voices)")
    parser.add_argument("--engine", choices=ENGINES, help="speech engine (default: the "
                        "config's voice.engine, espeak)")
    parser.add_argument("--model", help="Piper voice: a name or a .onnx path (default: the "
                        "config's voice.model, else the pack's)")
    parser.add_argument("--rate", type=int, help="words per minute (default: the pack's)")
    parser.add_argument("--voice", help="espeak-ng voice (default: the pack's)")
    parser.add_argument("--level", type=float, help="loudness, dBFS (default: the config's "
                        "voice.level_dbfs, -21)")


def register(sub) -> None:
    voices = sub.add_parser("voices", help="phrase packs: render the cache, check the packs")
    vsub = voices.add_subparsers(dest="voices_command", required=True)
    render = vsub.add_parser("render", help="render every phrase for the table into the cache")
    render.add_argument("--lang", action="append", help="pack (repeatable; default: all)")
    render.add_argument("--seats", type=int, default=10, help="table size (default 10)")
    _voice_options(render)
    render.set_defaults(func=cmd_render)
    check = vsub.add_parser("check", help="list missing phrases, broken templates, bad clips, "
                            "phrases that failed to render")
    check.add_argument("--lang", action="append", help="pack (repeatable; default: all)")
    _voice_options(check)
    check.set_defaults(func=cmd_check)

    say = sub.add_parser("say", help="speak one phrase: pihost say speech seat=3")
    say.add_argument("phrase_id")
    say.add_argument("params", nargs="*", help="NAME=VALUE; lists as seats=10,3")
    say.add_argument("--lang", default="ru", help="pack code or path (default ru)")
    say.add_argument("--output", default="auto", help=f"{OUTPUTS} (default auto)")
    _voice_options(say)
    say.set_defaults(func=cmd_say)

    from pihost.voice.piper_install import CATALOGUE_URL

    piper = sub.add_parser("voice", help="Piper voices: install one, or show which is used")
    psub = piper.add_subparsers(dest="voice_command", required=True)
    inst = psub.add_parser(
        "install", help="download, check and put in place a Piper voice",
        description="Downloads a Piper voice (NAME like ru_RU-irina-medium; default: the pack's "
                    "voice for --lang) from Piper's voice list with a progress bar, checks each "
                    "file's MD5, and puts NAME.onnx and NAME.onnx.json into --dir. Or --url: an "
                    "archive (.tar.gz, .zip) holding them, with --checksum. Needs the network "
                    "once; the box itself never downloads.")
    inst.add_argument("name", nargs="?", help="voice name (default: the pack's, see --lang)")
    inst.add_argument("--lang", default="ru", help="pack whose voice to install (default ru)")
    inst.add_argument("--dir", type=Path, default=None, help="where voices live (default "
                      "$PIHOST_PIPER_VOICES or ~/.local/share/pihost/piper-voices)")
    inst.add_argument("--catalogue", default=CATALOGUE_URL, help="Piper's voice list (JSON)")
    add_install_arguments(inst, "voice", "an archive (.tar.gz, .zip)")
    inst.set_defaults(func=cmd_voice_install)
    where = psub.add_parser("path", help="print the Piper voice file the box would use")
    where.add_argument("name", nargs="?", help="voice name or path (default: the config's)")
    where.add_argument("--lang", default="ru", help="pack whose voice (default ru)")
    _config_option(where)
    where.set_defaults(func=cmd_voice_path)
