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


def _words(lang: str) -> Any:
    from pihost.voice import load_pack
    from pihost.voice.pack import PackError

    try:
        return load_pack(lang).words
    except PackError:
        return load_pack("en").words


def protocol(record: dict[str, Any]) -> dict[str, Any]:
    """The protocol's content from a game record (``pihost.host.record.game_record``). Role
    letters are the pack's (``words.letter``: Ш, М, Д on the Russian blank), for the word the
    table used for the role (``Book.spoken``: «комиссар» where the rules say so)."""
    from engine import Book
    from pihost.host.setup import GameSetup, rules_for

    setup = record.get("setup", {})
    lang = setup.get("language", "ru")
    words = _words(lang)
    book = Book(rules_for(GameSetup.from_json(setup))) if setup else None
    spoken = book.spoken if book is not None else (lambda r: r)
    roles = {int(s): r for s, r in record["roles"].items()}
    fouls = {int(s): n for s, n in (record.get("fouls") or {}).items()}
    technical = {int(s): n for s, n in (record.get("technical_fouls") or {}).items()}
    left = {e["seat"]: e for e in record.get("eliminated") or []}
    points = {int(s): p for s, p in (record.get("points") or {}).items()}
    players = {int(s): p for s, p in (record.get("players") or {}).items()}
    seats = []
    for seat in sorted(roles):
        e = left.get(seat)
        p = points.get(seat, {})
        seats.append({
            "seat": seat, "role": roles[seat],
            "letter": words.get("letter", {}).get(spoken(roles[seat]), "?"),
            "fouls": fouls.get(seat, 0), "technical_fouls": technical.get(seat, 0),
            "left": f"day {e['day']}: {e['how']}" if e else "",
            "points": p.get("win", 0.0), "extra": p.get("extra", 0.0),
            "total": p.get("total", 0.0),
            "player": players.get(seat, {}).get("name", ""),
        })
    by_round: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for v in record.get("votes") or []:
        by_round.setdefault((v["day"], v["round"]), []).append(v)
    rounds = []
    for (d, r), votes in sorted(by_round.items()):
        counts = Counter(v["candidate"] for v in votes)
        who: dict[int, list[int]] = {}
        for v in votes:
            who.setdefault(v["candidate"], []).append(v["voter"])
        rounds.append({"day": d, "round": r, "counts": dict(sorted(counts.items())),
                       "voters": {c: sorted(vs) for c, vs in sorted(who.items())},
                       "auto": sorted(v["voter"] for v in votes if v.get("auto"))})
    all_leave = []
    answers: list[int] = []
    for e in record.get("all_leave") or []:
        if e["type"] == "all_leave_answer":
            if e.get("yes"):
                answers.append(e["voter"])
        else:
            all_leave.append({"yes": sorted(answers), "needed": e["needed"],
                              "leave": e["leave"]})
            answers = []
    return {
        "rules": setup.get("rules"), "seats": seats, "winner": record.get("winner"),
        "winner_text": words.get("winner", {}).get(record.get("winner") or "", ""),
        "best_move": record.get("best_move") or [], "votes": rounds, "all_leave": all_leave,
        "night_acts": record.get("night_acts") or [],
        "checks": record.get("checks") or [],
    }


def text_lines(p: dict[str, Any]) -> list[str]:
    """The protocol as text lines, one table row per seat."""
    out = [f"Game protocol — rules {p['rules']}; winner: {p['winner']} ({p['winner_text']})",
           "", f"{'seat':>4}  {'role':<8} {'':2} {'fouls':>5}  {'left':<22} "
           f"{'points':>6} {'extra':>5} {'total':>5}"]
    technical = any(s["technical_fouls"] for s in p["seats"])
    for s in p["seats"]:
        fouls = f"{s['fouls']}" + (f"+{s['technical_fouls']}t" if technical else "")
        out.append(f"{s['seat']:>4}  {s['role']:<8} {s['letter']:2} {fouls:>5}  {s['left']:<22} "
                   f"{s['points']:>6g} {s['extra']:>5g} {s['total']:>5g}"
                   + (f"  {s['player']}" if s.get("player") else ""))
    for bm in p["best_move"]:
        named = ", ".join(map(str, bm["targets"])) or "nobody"
        out.append(f"best move: seat {bm['seat']} named {named}")
    out.append("votes, nominee (votes): voters, * = given to the last candidate")
    for r in p["votes"]:
        auto = set(r["auto"])
        parts = []
        for seat, n in r["counts"].items():
            voters = ", ".join(f"{v}*" if v in auto else str(v)
                               for v in r["voters"].get(seat, []))
            parts.append(f"{seat} ({n}): {voters or '-'}")
        out.append(f"  day {r['day']}, round {r['round']}: " + "; ".join(parts))
    if not p["votes"]:
        out.append("  none")
    for a in p["all_leave"]:
        out.append(f"  all-leave vote: yes {', '.join(map(str, a['yes'])) or '-'} "
                   f"({len(a['yes'])} of {a['needed']} needed): "
                   f"{'all leave' if a['leave'] else 'all stay'}")
    out.append("night acts (night, step: seat -> seat):")
    for a in p["night_acts"]:
        out.append(f"  night {a['night']}, {a['step']}: {a['by']} -> {a['target']}")
    if not p["night_acts"]:
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
