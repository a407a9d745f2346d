"""Who sits where for the next game: the config's ``table.players``, with the seats set by
``pihost players seat`` (a small JSON file in the club folder) taking precedence. The box puts
them in the game's set-up, so the record keys seats to player ids; nothing about players is
ever spoken (the box names seat numbers only; a club that wants names spoken has no switch for
it yet, on purpose: names in the voice would need every name rendered and checked).

>>> import tempfile
>>> from pathlib import Path
>>> f = Path(tempfile.mkdtemp()) / "seating.json"
>>> seat(f, 3, "anna", "Анна")
>>> read_seating(f)
{3: {'id': 'anna', 'name': 'Анна'}}

Errors: SeatingError (a ValueError) for a bad seat, id or file.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

_ID = re.compile(r"[\w.-]{1,64}")


class SeatingError(ValueError):
    """A seat, player id or seating file that cannot be used; the message says why."""


def club_dir(cfg: Any) -> Path:
    """The box's club folder: ``club.dir``, else ``<journal.dir>/../club``."""
    return Path(cfg.club.dir) if cfg.club.dir else Path(cfg.journal.dir).parent / "club"


def seating_file(cfg: Any) -> Path:
    return club_dir(cfg) / "seating.json"


def read_seating(path: Path) -> dict[int, dict[str, str]]:
    """The seats set by ``pihost players seat`` (empty if none). Raises SeatingError for a
    file that is not a seating."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as err:
        raise SeatingError(f"{path}: not a seating file ({err})") from None
    if not isinstance(data, dict):
        raise SeatingError(f"{path}: not a seating file (a JSON object of seats)")
    out = {}
    for k, v in data.items():
        if not (str(k).isdigit() and isinstance(v, dict) and _ID.fullmatch(str(v.get("id")))):
            raise SeatingError(f"{path}: seat {k!r}: not a player ({v!r})")
        out[int(k)] = {"id": str(v["id"]), "name": str(v.get("name") or v["id"])}
    return dict(sorted(out.items()))


def _write(path: Path, seats: dict[int, dict[str, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({str(s): p for s, p in sorted(seats.items())},
                              ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def seat(path: Path, seat_no: int, player_id: str, name: str | None = None,
         seats: int | None = None) -> None:
    """Put a player at ``seat_no`` for the next games (he leaves any other seat). Raises
    SeatingError for a seat outside 1..``seats`` or a bad id."""
    if seat_no < 1 or (seats is not None and seat_no > seats):
        raise SeatingError(f"seat {seat_no} is not at this table (seats 1-{seats})")
    if not _ID.fullmatch(player_id):
        raise SeatingError(f"{player_id!r} is not a player id (letters, digits, '._-', up to 64)")
    now = {s: p for s, p in read_seating(path).items() if p["id"] != player_id}
    now[seat_no] = {"id": player_id, "name": (name or player_id).strip()}
    _write(path, now)


def clear(path: Path, seat_no: int | None = None) -> None:
    """Free one seat, or every seat set by ``pihost players seat``."""
    now = read_seating(path)
    if seat_no is None:
        now = {}
    else:
        now.pop(seat_no, None)
    _write(path, now)


def players_at_table(cfg: Any) -> dict[int, dict[str, str]]:
    """Who sits where for the next game: ``table.players`` with the seating file's seats over
    them, only seats at the table; a player set at two seats keeps the seating file's one. A
    broken seating file is ignored here (the game goes on; ``pihost players`` says why)."""
    base = {s: dict(p) for s, p in cfg.table.players.items()}
    try:
        over = read_seating(seating_file(cfg))
    except SeatingError:
        over = {}
    moved = {p["id"] for p in over.values()}
    out = {s: p for s, p in base.items() if p["id"] not in moved}
    out.update(over)
    return {s: p for s, p in sorted(out.items()) if 1 <= s <= cfg.table.seats}
