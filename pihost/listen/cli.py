"""``pihost`` subcommands of the listening part: ``intents``, ``model install``, ``listen``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from pihost.listen.intents import Intent, ListenContext, match_intent


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
