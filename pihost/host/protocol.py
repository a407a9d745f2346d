"""``pihost protocol JOURNAL``: a finished game's protocol, as a club's judge writes it on the
paper blank — every seat's role letter, fouls, how and when he left, points and extra points;
the winner; the best move; every vote round with its counts; the checks
(shared/docs/club-rule-switches.md, "What a complete game record holds").

Read from the journal's end line (the game record), so it is only for finished games: nothing
in it is secret any more. ``--json`` prints the same as one JSON object.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from typing import Any

#: role letters of the Russian paper blank (Ш sheriff, М mafia, Д don; citizens blank) and
#: the English ones
LETTERS = {"ru": {"sheriff": "Ш", "mafia": "М", "don": "Д", "citizen": ""},
           "en": {"sheriff": "S", "mafia": "M", "don": "D", "citizen": ""}}
WINNERS = {"town": "red (town)", "mafia": "black (mafia)", "draw": "draw"}


def protocol(record: dict[str, Any]) -> dict[str, Any]:
    """The protocol's content from a game record (``pihost.host.record.game_record``)."""
    setup = record.get("setup", {})
    lang = setup.get("language", "ru")
    letters = LETTERS.get(lang, LETTERS["en"])
    roles = {int(s): r for s, r in record["roles"].items()}
    fouls = {int(s): n for s, n in (record.get("fouls") or {}).items()}
    technical = {int(s): n for s, n in (record.get("technical_fouls") or {}).items()}
    left = {e["seat"]: e for e in record.get("eliminated") or []}
    points = {int(s): p for s, p in (record.get("points") or {}).items()}
    seats = []
    for seat in sorted(roles):
        e = left.get(seat)
        p = points.get(seat, {})
        seats.append({
            "seat": seat, "role": roles[seat], "letter": letters.get(roles[seat], "?"),
            "fouls": fouls.get(seat, 0), "technical_fouls": technical.get(seat, 0),
            "left": f"day {e['day']}: {e['how']}" if e else "",
            "points": p.get("win", 0.0), "extra": p.get("extra", 0.0),
            "total": p.get("total", 0.0),
        })
    tally: dict[tuple[int, int], Counter] = {}
    for v in record.get("votes") or []:
        tally.setdefault((v["day"], v["round"]), Counter())[v["candidate"]] += 1
    rounds = [{"day": d, "round": r, "counts": dict(sorted(c.items()))}
              for (d, r), c in sorted(tally.items())]
    return {
        "rules": setup.get("rules"), "seats": seats, "winner": record.get("winner"),
        "best_move": record.get("best_move") or [], "votes": rounds,
        "checks": record.get("checks") or [],
    }


def text_lines(p: dict[str, Any]) -> list[str]:
    """The protocol as text lines, one table row per seat."""
    out = [f"Game protocol — rules {p['rules']}; winner: {WINNERS.get(p['winner'], p['winner'])}",
           "", f"{'seat':>4}  {'role':<8} {'':2} {'fouls':>5}  {'left':<22} "
           f"{'points':>6} {'extra':>5} {'total':>5}"]
    technical = any(s["technical_fouls"] for s in p["seats"])
    for s in p["seats"]:
        fouls = f"{s['fouls']}" + (f"+{s['technical_fouls']}t" if technical else "")
        out.append(f"{s['seat']:>4}  {s['role']:<8} {s['letter']:2} {fouls:>5}  {s['left']:<22} "
                   f"{s['points']:>6g} {s['extra']:>5g} {s['total']:>5g}")
    for bm in p["best_move"]:
        named = ", ".join(map(str, bm["targets"])) or "nobody"
        out.append(f"best move: seat {bm['seat']} named {named}")
    out.append("votes, nominee (votes):")
    for r in p["votes"]:
        counts = ", ".join(f"{seat} ({n})" for seat, n in r["counts"].items())
        out.append(f"  day {r['day']}, round {r['round']}: {counts}")
    if not p["votes"]:
        out.append("  none")
    out.append("checks:")
    for c in p["checks"]:
        out.append(f"  {c['role']} (seat {c['by']}) checked seat {c['target']}: "
                   f"{'yes' if c['answer'] else 'no'}")
    if not p["checks"]:
        out.append("  none")
    return out


def add_parser(sub: Any) -> None:
    p = sub.add_parser("protocol", help="a finished game's protocol (roles, fouls, points, "
                                        "votes, checks) from its journal")
    p.add_argument("journal", help="a game journal (.jsonl)")
    p.add_argument("--json", action="store_true", help="one JSON object instead of text")
    p.set_defaults(func=run)


def run(args: Any) -> int:
    """Exit status 0; 1 for a game that has not ended; 2 for a file that is no journal; 3
    (``DAMAGED_EXIT``) for a damaged journal (described on stderr as ``pihost replay`` does)."""
    from pihost.host.journal import DAMAGED_EXIT, read_for

    contents = read_for("protocol", args.journal)
    if contents is None:
        return 2
    damaged = contents.damage is not None
    record = (contents.end or {}).get("record")
    if not record:
        print(f"pihost protocol: {args.journal}: the game has not ended (no record yet); "
              f"`pihost replay` shows how far it went", file=sys.stderr)
        return DAMAGED_EXIT if damaged else 1
    p = protocol(record)
    if args.json:
        print(json.dumps(p, ensure_ascii=False))
    else:
        print("\n".join(text_lines(p)))
    return DAMAGED_EXIT if damaged else 0
