"""The game's record, kept when it ends: what a club's protocol needs — header, every seat's role
and exit, the players at the seats, fouls, nominations, every vote (who for whom, per round, the automatic ones as explicit
votes), all-leave answers, every night act (shots, checks with their answers, heals, visits,
kills) and how each night ended, the best move, every seat's points (``engine.scoring``, amounts
from the rule set) and the spoken transcript. Written only after the end, when nothing is secret
any more."""

from __future__ import annotations

from typing import Any

from engine.scoring import points


def game_record(box: Any) -> dict[str, Any]:
    game = box.game
    full = game.full_view()
    inputs = [i.to_json() for i in game.inputs]
    night_actions = {s.action for s in game.book.steps}
    votes, nominations, nights = [], [], []
    rnd = day = 0
    for e in game.events:
        t = e.type
        if t == "phase":
            day = e.day
        elif t == "voting":
            rnd = e.round
        elif t == "vote_cast":
            votes.append({"day": day, "round": rnd, "voter": e.voter, "candidate": e.candidate,
                          "auto": e.auto})
        elif t == "nominated":
            nominations.append({"day": day, "by": e.by, "target": e.target})
        elif t == "night_outcome":
            nights.append({"night": day - 1, "causes": {str(s): c for s, c in e.causes},
                           "saved": {str(s): c for s, c in e.saved}})
    acts = [{"night": n, "step": kind, "by": seat, "target": target}
            for kind, by_seat in game.table.history.items()
            for seat, done in by_seat.items() for n, target in done]
    return {
        "setup": {k: v for k, v in box.setup.to_json().items() if k != "host_code"},
        # who sat where (player ids and names by seat), from the set-up: never spoken
        "players": {str(s): dict(p) for s, p in sorted(box.setup.players.items())},
        "rules": game.rules.name,
        "winner": game.winner,
        "roles": full.get("roles"),
        "eliminated": full.get("eliminated"),
        "fouls": full.get("fouls"),
        **({"technical_fouls": full["technical_fouls"]} if "technical_fouls" in full else {}),
        "nominations": nominations,
        "votes": votes,
        "all_leave": [e.to_json() for e in game.events
                      if e.type in ("all_leave_answer", "all_leave_result")],
        "shots": [{"by": a["seat"], "target": a.get("target")} for a in inputs
                  if a.get("op") == "act" and a.get("action") == "shoot"],
        "night_acts": sorted(acts, key=lambda a: (a["night"], a["step"], a["by"])),
        "nights": nights,
        "checks": [{"by": e.to, "role": e.check, "target": e.target, "answer": e.answer,
                    **({"reply": e.reply} if e.reply else {})}
                   for e in game.events if e.type == "secret"],
        "best_move": full.get("best_moves"),
        "points": {str(s): p.to_json() for s, p in points(game).items()},
        "engine_inputs": inputs,
        "night_actions": sorted(night_actions),
        "ended_at": box.now,
        "transcript": [s.text for s in box.transcript],
    }
