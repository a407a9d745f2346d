"""The game's record, kept when it ends: what a club's protocol needs — header, every seat's role
and exit, fouls, nominations, every vote (who for whom, per round, the automatic ones as explicit
votes), all-leave answers, shots, checks with their answers, the best move, every seat's points
(``engine.scoring``, amounts from the rule set) and the spoken transcript. Written only after
the end, when nothing is secret any more."""

from __future__ import annotations

from typing import Any

from engine.scoring import points
from pihost.host.box import Box


def game_record(box: Box) -> dict[str, Any]:
    game = box.game
    full = game.full_view()
    inputs = [i.to_json() if hasattr(i, "to_json") else i for i in game.inputs]
    events = [e.to_json() for e in game.events]
    acts = [i for i in inputs if i.get("op") == "act"]
    votes, rnd, day = [], 0, 0
    for e in events:
        if e["type"] == "phase":
            day = e["day"]
        elif e["type"] == "voting":
            rnd = e.get("round", 1)
        elif e["type"] == "vote_cast":
            votes.append({"day": day, "round": rnd, "voter": e["voter"],
                          "candidate": e["candidate"], "auto": e.get("auto", False)})
    return {
        "setup": box.setup.to_json(),
        "winner": game.winner,
        "roles": full.get("roles"),
        "eliminated": full.get("eliminated"),
        "fouls": full.get("fouls"),
        **({"technical_fouls": full["technical_fouls"]} if "technical_fouls" in full else {}),
        "nominations": [{"day": e.get("day"), "by": e["by"], "target": e["target"]}
                        for e in _with_day(events) if e["type"] == "nominated"],
        "votes": votes,
        "all_leave": [e for e in events if e["type"] in ("all_leave_answer", "all_leave_result")],
        "shots": [{"by": a["seat"], "target": a.get("target")} for a in acts
                  if a.get("action") == "shoot"],
        "checks": [{"by": e["to"], "role": e["check"], "target": e["target"],
                    "answer": e["answer"]} for e in events if e["type"] == "secret"],
        "best_move": full.get("best_moves"),
        "points": {str(s): p.to_json() for s, p in points(game).items()},
        "engine_inputs": inputs,
        "ended_at": box.now,
        "transcript": [s.text for s in box.transcript],
    }


def _with_day(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    day, out = 0, []
    for e in events:
        if e["type"] == "phase":
            day = e["day"]
        out.append({**e, "day": day} if e["type"] == "nominated" else e)
    return out
