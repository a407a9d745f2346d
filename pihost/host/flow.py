"""From the engine to the table: every engine event is announced (voice, lights), then the box
moves to the stage of the engine's open window.

>>> window_key({"kind": "vote", "seats": [1, 2], "seconds": 3.0, "candidate": 7}, 2)
('vote', None, 7, (), 2)
"""

from __future__ import annotations

from typing import Any

from pihost.host.box import Box, Stage

NIGHT_STEP_KINDS = ("shoot", "don_check", "sheriff_check")


def window_key(w: dict[str, Any], day: int) -> tuple:
    """What makes a window a new one. Not the seats of a vote: they shrink as people vote."""
    who = w["seats"][0] if w["kind"] in ("speech", "justify", "last_word", "best_move") else None
    return (w["kind"], who, w.get("candidate"), tuple(w.get("candidates", ())), day)


def events_json(events: list[Any]) -> list[dict[str, Any]]:
    return [e.to_json() if hasattr(e, "to_json") else dict(e) for e in events]


def begin_game(box: Box) -> None:
    """Night 0 is over: close it in the engine, announce day 1, go to its first window."""
    box.window_key = None
    events = events_json(box.game.timeout())
    box.stage = Stage(box)  # night 0 no longer holds the flow
    announce(box, events)
    sync(box)


def apply(box: Box, call: str, *args: Any, **kw: Any) -> list[dict[str, Any]]:
    """Call the engine (``act``/``timeout``/``host``), announce what happened, follow the game.

    Raises the engine's error (unchanged game) for the caller to answer.
    """
    events = events_json(getattr(box.game, call)(*args, **kw))
    announce(box, events)
    if not getattr(box.stage, "holds_flow", False):
        sync(box)
    return events


def sync(box: Box) -> None:
    """Enter the stage of the engine's current window (if it changed)."""
    from pihost.host.day import BestMoveStage, SpeechStage, VoteStage
    from pihost.host.night import NightStage

    game = box.game
    if game.over:
        if box.stage.name != "over":
            box.set_stage(Over(box))
        return
    w = game.pending()[0]
    w = w.to_json() if hasattr(w, "to_json") else w
    key = window_key(w, game.day)
    if key == getattr(box, "window_key", None):
        return
    box.window_key = key
    kind = w["kind"]
    if kind in NIGHT_STEP_KINDS:
        box.set_stage(NightStage(box))
    elif kind in ("speech", "justify", "last_word"):
        box.set_stage(SpeechStage(box, w))
    elif kind in ("vote", "all_leave_vote"):
        box.set_stage(VoteStage(box, w))
    elif kind == "best_move":
        box.set_stage(BestMoveStage(box, w))
    else:
        raise RuntimeError(f"the box has no stage for the engine's window {kind!r}")


def announce(box: Box, events: list[dict[str, Any]]) -> None:
    """Say and light what the table must know of these events. Secret events are never said:
    they are handed to the night stage, which shows them on the asking seat's light only."""
    night = next((e for e in events if e["type"] == "night_result"), None)
    # «Утро» comes first in the morning, whatever order the engine listed its events in.
    ordered = sorted(events, key=lambda e: 0 if e["type"] == "phase" and e["phase"] == "day" else 1)
    for e in ordered:
        t = e["type"]
        if t == "secret":
            box.stage_secret(e)
        elif t == "phase" and e["phase"] == "day":
            box.day_nominees = []
            box.say("morning")
            if night is not None:
                if night.get("killed"):
                    box.say("morning_killed", seat=night["killed"])
                else:
                    box.say("morning_good")
            if not any(x["type"] == "game_over" for x in events):
                box.say("day_starts", day=e["day"])
        elif t == "nominated":
            box.day_nominees.append(e["target"])
            box.say("nomination_accepted", seat=e["target"])
            box.light(e["target"], "NOMINATED")
        elif t == "speech_lost":
            box.say("speech_skipped", seat=e["seat"])
        elif t == "voting":
            box.voting_candidates = list(e["candidates"])
            box.voting_round = e.get("round", 1)
            box.say("nominees", seats=list(e["candidates"]))
            box.say("voting_starts")
        elif t == "no_vote":
            _no_vote(box, e, events)
        elif t == "vote_cast":
            if e.get("auto"):
                box.auto_votes.append(e["voter"])
        elif t == "vote_result":
            _vote_result(box, e)
        elif t == "tie":
            box.say("tie", seats=list(e["seats"]))
        elif t == "all_leave_vote":
            box.all_leave_candidates = list(e["candidates"])
        elif t == "all_leave_result":
            if e.get("leave"):
                box.say("all_leave", seats=list(box.all_leave_candidates))
            else:
                box.say("all_stay")
        elif t == "eliminated":
            _eliminated(box, e)
        elif t == "technical_foul":
            box.say("technical_foul", seat=e["seat"], count=e["count"])
        elif t == "foul":
            box.say("foul", seat=e["seat"], count=e["count"])
            if e["count"] == 3:
                box.say("foul_loses_speech", seat=e["seat"])
        elif t == "best_move":
            if e["targets"]:
                box.say("best_move_result", seat=e["seat"], seats=list(e["targets"]))
            else:
                box.say("best_move_none", seat=e["seat"])
        elif t == "undone":
            box.say("undone")
    box.public_log_events(events)


def _no_vote(box: Box, e: dict[str, Any], events: list[dict[str, Any]]) -> None:
    reason = e["reason"]
    if reason == "single_candidate_day1" and box.day_nominees:
        box.say("single_candidate_day1", seat=box.day_nominees[0])
    elif reason == "no_candidates":
        box.say("no_nominees")
    elif reason in ("all_leave_not_on_day1", "all_leave_forbidden"):
        # tied twice, and the club's rules hold no all-leave vote for them: all stay
        tied = next((x["leaders"] for x in events if x["type"] == "vote_result"), None)
        if tied:
            box.say("all_leave_not_allowed", seats=list(tied))
        box.say("all_stay")
    else:  # a removal cancelled today's vote
        box.say("no_vote_today")


def _vote_result(box: Box, e: dict[str, Any]) -> None:
    counts = {int(k): v for k, v in e["counts"].items()}
    order = [c for c in box.voting_candidates if c in counts] or sorted(counts)
    if box.auto_votes:
        box.say("rest_votes", seat=order[-1])
        box.auto_votes.clear()
    for seat in order:
        box.say("vote_count", seat=seat, votes=counts[seat])


def _eliminated(box: Box, e: dict[str, Any]) -> None:
    seat, how = e["seat"], e["how"]
    if how == "vote":
        box.say("leaves", seat=seat)
    elif how == "all_leave":
        pass  # said once for all of them by all_leave_answer
    elif how == "shot":
        pass  # said with the morning
    elif how == "fouls":
        box.say("foul_removed", seat=seat)
    elif how == "technical_fouls":
        box.say("technical_foul_removed", seat=seat)
    elif how == "disqualified":
        box.say("disqualified", seat=seat)
    if e.get("role"):
        box.say("role_revealed", seat=seat, role=e["role"])
    box.light(seat, "OUT")


class Over(Stage):
    """The game has ended: the winner, the roles read out, the record kept."""

    name = "over"

    def enter(self, now: float) -> None:
        g = self.box.game
        full = g.full_view()
        roles = {int(k): v for k, v in full["roles"].items()}
        self.box.say("game_over", winner=g.winner)
        don = next((s for s, r in roles.items() if r == "don"), 0)
        black = [s for s, r in roles.items() if r in ("mafia", "don")]
        self.box.say("reveal_mafia", don=don, seats=black)
        sheriff = next((s for s, r in roles.items() if r == "sheriff"), None)
        if sheriff is not None:
            self.box.say("reveal_sheriff", seat=sheriff)
        self.box.light_all("OFF", now)
        self.box.listen(None)
        from pihost.host.record import game_record

        self.box.finished = game_record(self.box)

    def view(self) -> dict[str, Any]:
        return {"stage": self.name, "winner": self.box.game.winner}
