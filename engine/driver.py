"""The JSON-lines driver: one JSON object per line in, exactly one JSON object per line out.

>>> d = Driver()
>>> d.handle('{"op":"new","rules":"classic","seed":3}')
{'ok': True}
>>> d.handle('{"op":"pending"}')["pending"][0]["kind"]
'night0'
>>> d.handle('{"op":"dance"}')["error"]
'BadInput'
>>> d.handle('not json')["error"]
'BadJSON'
>>> d.handle('{"op":"legal","seat":1}')
{'ok': True, 'legal': []}

Ops: ``new`` (rules, roles or seed, options), ``pending``, ``legal`` (the acts the open window
takes now, optionally of one ``seat``), ``book`` (the rule book: roles, teams, night steps in
order, what each window asks, the registration plan), ``state`` (the public view, or a seat's
with ``seat``), ``full`` (after the end), ``act``, ``timeout``, ``host``.

Bad JSON, an unknown op or an illegal input gives ``{"ok": false, "error", "message"}`` and
changes nothing; it never ends the loop. ``error`` names the cause: an engine error's class,
``BadJSON``, or ``BadInput`` for a request of the wrong shape.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import IO, Any

from .errors import BadInput, EngineError
from .game import Game
from .inputs import input_from_json

log = logging.getLogger(__name__)


class Driver:
    """Holds the current game and answers one request at a time."""

    def __init__(self) -> None:
        self.game: Game | None = None

    def handle(self, line: str | bytes) -> dict[str, Any]:
        """One request line -> one reply object (never raises)."""
        try:
            if isinstance(line, bytes):
                line = line.decode("utf-8")
            if not line.strip():
                raise ValueError("empty line")
            req = json.loads(line)
        except (ValueError, RecursionError) as e:  # UnicodeDecodeError is a ValueError
            return {"ok": False, "error": "BadJSON", "message": f"not JSON: {e}"}
        try:
            return self._handle(req)
        except EngineError as e:
            return {"ok": False, "error": e.name, "message": str(e)}
        except (TypeError, KeyError, AttributeError, RecursionError, OverflowError) as e:
            # a request of a shape the engine did not expect (a list where a seat goes...)
            return {"ok": False, "error": "BadInput",
                    "message": f"malformed request ({type(e).__name__}: {e})"}
        except Exception as e:  # a bug must not end the table's game; the state is unchanged
            log.exception("engine driver: unexpected error")
            return {"ok": False, "error": "InternalError", "message": f"{type(e).__name__}: {e}"}

    def _game(self) -> Game:
        if self.game is None:
            raise BadInput('no game yet: send {"op":"new",...} first')
        return self.game

    def _handle(self, req: Any) -> dict[str, Any]:
        if not isinstance(req, dict):
            raise BadInput("a request must be a JSON object")
        op = req.get("op")
        if op == "new":
            unknown = set(req) - {"op", "rules", "roles", "seed", "options"}
            if unknown:
                raise BadInput(f"new: unknown keys {sorted(unknown)}")
            options = req.get("options")
            if options is not None and not isinstance(options, dict):
                raise BadInput("new: 'options' must be an object")
            rules = req.get("rules", "classic")
            if not isinstance(rules, str):
                raise BadInput("new: 'rules' must be a rule-set name")
            self.game = Game.new(
                rules=rules, roles=req.get("roles"), seed=req.get("seed"), options=options
            )
            return {"ok": True}
        if op == "pending":
            return {"ok": True, "pending": [w.to_json() for w in self._game().pending()]}
        if op == "legal":
            seat = req.get("seat")
            if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
                raise BadInput("legal: 'seat' must be a seat number")
            if self.game is None:
                return {"ok": True, "legal": []}
            return {"ok": True, "legal": [a.to_json() for a in self.game.legal_inputs(seat)]}
        if op == "book":
            return {"ok": True, **book_json(self._game().book)}
        if op == "state":
            g = self._game()
            seat = req.get("seat")
            view = g.public_view() if seat is None else g.seat_view(seat)
            return {"ok": True, **view}
        if op == "full":
            return {"ok": True, **self._game().full_view()}
        if op in ("act", "timeout", "host"):
            g = self._game()
            events = g.apply(input_from_json(req, g.rules.catalog.actions))
            return {"ok": True, "events": [e.to_json() for e in events]}
        raise BadInput(f"unknown op {op!r} "
                       "(new, pending, legal, book, state, full, act, timeout, host)")


def book_json(book: Any) -> dict[str, Any]:
    """The rule book as JSON: roles (team, night steps), night steps in order with what each
    asks, the registration plan, dealing codes, the possible winners."""
    return {
        "roles": [{"name": r.name, "team": r.team, "count": book.deck[r.name],
                   "night_steps": list(r.night_steps), "spoken": book.spoken(r.name)}
                  for r in book.roles],
        "night": [{"kind": s.kind, "action": s.action, "effect": s.effect,
                   "voice": book.voice_id(s.kind)} for s in book.steps],
        "registration": [{"name": w.name, "count": w.count, "team": w.team, "among": w.among}
                         for w in book.registration()],
        "blink_codes": book.blink_codes(),
        "winners": list(book.winners()),
    }


USAGE = """usage: python -m engine [--help]

The rules engine's JSON-lines driver: one request per line on stdin, one reply per line on
stdout. For example:

  printf '%s\\n' '{"op":"new","rules":"classic","seed":3}' '{"op":"pending"}' \\
      '{"op":"timeout"}' '{"op":"legal"}' | python -m engine

Ops: new, pending, legal, book, state, full, act, timeout, host (see engine/driver.py and
docs/parts.md). Rule sets: engine/rules/*.yaml.
"""


def main(stdin: IO[bytes] | None = None, stdout: IO[str] | None = None,
         argv: list[str] | None = None) -> int:
    """Serve requests (bytes lines, UTF-8) until end of input; ``--help`` prints the usage."""
    args = sys.argv[1:] if argv is None else argv
    if args:
        out = stdout if stdout is not None else sys.stdout
        out.write(USAGE)
        return 0 if args[0] in ("-h", "--help") else 2
    stdin = stdin if stdin is not None else sys.stdin.buffer
    stdout = stdout if stdout is not None else sys.stdout
    driver = Driver()
    for line in stdin:
        stdout.write(json.dumps(driver.handle(line), ensure_ascii=False) + "\n")
        stdout.flush()
    return 0
