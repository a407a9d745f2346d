"""``pihost`` subcommands of the listening part: ``intents``, ``model install``, ``listen``."""

from __future__ import annotations

import argparse
import json
import queue
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from pihost.download import add_install_arguments
from pihost.listen.intents import Intent, ListenContext, match_intent
from pihost.listen.model import MODEL_LIST_URL, ModelError, find_model


def register(sub: argparse._SubParsersAction) -> None:
    """Add this part's commands to the ``pihost`` parser."""
    p = sub.add_parser(
        "intents", help="snap heard sentences to intents (JSON lines in, JSON lines out)",
        description='Reads JSON lines {"text": ..., "speaker": 3, "alive": [1, ...], '
                    '"nominated": [5], "lang": "ru"} and prints one JSON line each: '
                    '{"intent": "nominate", "target": 10}, {"intent": "end_speech"} or '
                    '{"intent": "none"} (with a "reason" when something close was rejected). '
                    'A malformed line prints {"error": ...} and the exit status is 1.')
    p.add_argument("file", nargs="?", type=argparse.FileType("r", encoding="utf-8"),
                   default=None, help="JSON lines to read (default: standard input)")
    p.add_argument("--cost", action="store_true",
                   help="also print the cost and the sentence the words snapped to")
    p.set_defaults(func=_intents)

    model = sub.add_parser("model", help="the speech model: install it, or show which is used")
    msub = model.add_subparsers(dest="model_command", required=True)
    inst = msub.add_parser(
        "install", help="download, check and unpack the small vosk model for a language",
        description="Downloads the current small vosk model for --lang from vosk's model list "
                    "(or --url with --checksum), checks its MD5/SHA-256, unpacks it into --dir.")
    inst.add_argument("--lang", default="ru", help="model language (default: ru)")
    inst.add_argument("--dir", type=Path, default=None,
                      help="where models live (default: ~/.cache/vosk, where vosk looks)")
    inst.add_argument("--list-url", default=MODEL_LIST_URL, help="vosk's model list (JSON)")
    add_install_arguments(inst, "model", "a model .zip")
    inst.set_defaults(func=_model_install)
    where = msub.add_parser("path", help="print the model folder the box would use")
    where.add_argument("--lang", default="ru")
    where.add_argument("--model", type=Path, default=None, help="an explicit model folder")
    where.set_defaults(func=_model_path)

    lis = sub.add_parser(
        "listen", help="print what the microphone hears, live (JSON lines), to try a mic",
        description="Opens the microphone, recognises with the speech grammar of a table "
                    "(or freely with --free) and prints each event with its intent.")
    lis.add_argument("--model", type=Path, default=None, help="model folder (default: search)")
    lis.add_argument("--lang", default="ru")
    lis.add_argument("--device", default=None, help="input device name or index")
    lis.add_argument("--samplerate", type=int, default=16000, help="capture rate (hertz)")
    lis.add_argument("--seats", type=int, default=10, help="seats at the table")
    lis.add_argument("--speaker", type=int, default=1, help="whose speech it is")
    lis.add_argument("--free", action="store_true", help="no grammar: the model's full vocabulary")
    lis.add_argument("--seconds", type=float, default=None, help="stop after this long")
    lis.set_defaults(func=_listen)


def intent_line(line: str, *, with_cost: bool = False) -> dict[str, Any]:
    """One ``pihost intents`` answer for one input line.

    Raises ``ValueError`` naming what is wrong with the line.

    >>> intent_line('{"text": "выставляю десятого", "speaker": 3, "alive": [1,2,3,10]}')
    {'intent': 'nominate', 'target': 10}
    """
    try:
        d = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if not isinstance(d, dict):
        raise ValueError("expected a JSON object")
    text = d.get("text")
    if not isinstance(text, str):
        raise ValueError('"text" must be a string')
    ctx = ListenContext.from_json({"alive": list(range(1, 11)), **{
        k: v for k, v in d.items() if k in ("speaker", "alive", "nominated", "lang", "seats")}})
    intent: Intent = match_intent(text, ctx)
    out = intent.to_json()
    if with_cost:
        out.update(cost=intent.cost, sentence=intent.sentence)
    return out


def _intents(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    failed = False
    for n, line in enumerate(args.file or sys.stdin, 1):
        if not line.strip():
            continue
        try:
            answer = intent_line(line, with_cost=args.cost)
        except ValueError as exc:
            failed = True
            answer = {"error": f"line {n}: {exc}"}
            print(f"pihost intents: line {n}: {exc}", file=sys.stderr)
        print(json.dumps(answer, ensure_ascii=False), file=out, flush=True)
    return 1 if failed else 0


def _model_install(args: argparse.Namespace) -> int:
    from pihost.listen.install import install_model

    try:
        path = install_model(args.lang, args.dir, url=args.url, checksum=args.checksum,
                             list_url=args.list_url, force=args.force, progress=not args.quiet)
    except (ModelError, ValueError) as exc:
        print(f"pihost model install: {exc}", file=sys.stderr)
        return 1
    print(path)
    return 0


def _model_path(args: argparse.Namespace) -> int:
    try:
        print(find_model(args.lang, path=args.model))
    except ModelError as exc:
        print(f"pihost model path: {exc}", file=sys.stderr)
        return 1
    return 0


def _listen(args: argparse.Namespace) -> int:
    from pihost.listen.grammar import VocabularyError
    from pihost.listen.vosk_listener import MicrophoneError, make_listener

    ctx = ListenContext(speaker=args.speaker, alive=tuple(range(1, args.seats + 1)),
                        lang=args.lang, seats=args.seats)
    events: queue.Queue = queue.Queue()
    device = int(args.device) if args.device and args.device.isdigit() else args.device
    options = {"grammar_for": (lambda c: None)} if args.free else {}
    try:
        with make_listener(args.model, lang=args.lang, kind="vosk", device=device,
                           samplerate=args.samplerate, **options) as mic:
            mic.start(events.put)
            mic.listen(ctx)
            print(f"listening ({'free' if args.free else 'speech grammar'}); Ctrl-C stops",
                  file=sys.stderr)
            end = None if args.seconds is None else time.monotonic() + args.seconds
            while end is None or time.monotonic() < end:
                try:
                    event = events.get(timeout=0.2)
                except queue.Empty:
                    continue
                line = event.to_json()
                if getattr(event, "text", None) is not None:
                    line["intent"] = match_intent(event.text, ctx).to_json()
                print(json.dumps(line, ensure_ascii=False), flush=True)
    except (ModelError, MicrophoneError, VocabularyError) as exc:
        print(f"pihost listen: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0
