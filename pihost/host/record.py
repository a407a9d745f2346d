"""The game's record, kept when it ends: what a club's protocol needs (see
shared docs "What a complete game record holds"): header, every seat's role and exit, fouls,
nominations, every vote (who for whom, automatic votes as explicit ones), shots, checks,
best move, and the spoken transcript. Written only after the end, when nothing is secret."""

from __future__ import annotations

from typing import Any

from pihost.host.box import Box


def game_record(box: Box) -> dict[str, Any]:
    game = box.game
    full = game.full_view()
    inputs = [i.to_json() if hasattr(i, "to_json") else i for i in game.inputs]
    acts = [i for i in inputs if i.get("op") == "act"]
    return {
        "setup": box.setup.to_json(),
        "winner": game.winner,
        "roles": full.get("roles"),
        "eliminated": full.get("eliminated"),
        "fouls": full.get("fouls"),
        "nominations": [{"by": a["seat"], "target": a["target"]} for a in acts
                        if a.get("action") == "nominate"],
        "votes": [a for a in acts if a.get("action") == "vote"],
        "shots": [{"by": a["seat"], "target": a.get("target")} for a in acts
                  if a.get("action") == "shoot"],
        "checks": [{"by": a["seat"], "target": a.get("target")} for a in acts
                   if a.get("action") == "check"],
        "best_move": [a.get("targets") for a in acts if a.get("action") == "best_move"],
        "engine_inputs": inputs,
        "ended_at": box.now,
        "transcript": [s.text for s in box.transcript],
    }
