"""The game has ended: the winner, every card read out (the rule book's read-out), the record
kept."""

from __future__ import annotations

from typing import Any

from pihost.host.stage import BoxAPI, Outcomes, Stage


class OverStage(Stage):
    name = "over"

    def enter(self, box: BoxAPI, now: float) -> Outcomes:
        from pihost.host.announce import read_out

        g = box.game
        assert g is not None
        roles = {int(k): v for k, v in g.full_view()["roles"].items()}
        box.say("game_over", winner=g.winner)
        read_out(box, roles)
        box.light_all("OFF", now)
        box.listen(None)
        return None

    def view(self, box: BoxAPI) -> dict[str, Any]:
        return {"stage": self.name, "winner": box.game.winner if box.game else None}
