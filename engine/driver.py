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

Bad JSON, an unknown op or an illegal input gives ``{"ok": false, "error", "message"}`` and
changes nothing; it never ends the loop.
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
        if op == "state":
            g = self._game()
            seat = req.get("seat")
            view = g.public_view() if seat is None else g.seat_view(seat)
            return {"ok": True, **view}
        if op == "full":
            return {"ok": True, **self._game().full_view()}
        if op in ("act", "timeout", "host"):
            events = self._game().apply(input_from_json(req))
            return {"ok": True, "events": [e.to_json() for e in events]}
        raise BadInput(f"unknown op {op!r} (new, pending, state, full, act, timeout, host)")


def main(stdin: IO[bytes] | None = None, stdout: IO[str] | None = None) -> int:
    """Serve requests (bytes lines, UTF-8) until end of input."""
    stdin = stdin if stdin is not None else sys.stdin.buffer
    stdout = stdout if stdout is not None else sys.stdout
    driver = Driver()
    for line in stdin:
        stdout.write(json.dumps(driver.handle(line), ensure_ascii=False) + "\n")
        stdout.flush()
    return 0
