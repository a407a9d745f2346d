"""What each page may see of the box, as plain data: the table screen, a seat's page, the host.

The **table frame** is exactly the engine's public view and the box's public stage view (who
speaks and his time left, the vote's candidate and voters, the night step's public timeline),
plus the phrase pack's words for what the rules make public (the winner; the roles at the end,
or of the eliminated in an open game). It never holds a role before the end.

A **seat's own part** adds only what that seat's view allows: his role and, if black, his team
mates (the engine's seat view), his own check answers, and what he may do now — the engine's
legal inputs while a day window is open for him. At night every seat's part asks the same
thing (the seat grid, or the press area on night 0) whatever his role, so no page changes on
an idle phone; his check answers are only added in the morning (the night's answer comes as
his reply, at the step's fixed time).

>>> from pihost.host.testing import make_test_box
>>> box = make_test_box()
>>> f = table_frame(box, load_words("en"))
>>> f["stage"]["stage"], f["night"], f["game"]
('seat_check', False, None)
>>> seat_act(box, 3)
{'do': 'press', 'say': 'here'}
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

#: the box's stage views give these as they run; they are sent, but a page is not sent a new
#: frame only because they moved (see :func:`split_volatile`)
VOLATILE = ("left",)


@lru_cache(maxsize=8)
def load_words(lang: str) -> dict[str, dict[str, str]]:
    """The phrase pack's words of ``lang`` (roles, teams, winners, host menu items).
    Raises the pack's ``PackError`` for a language without a pack."""
    from pihost.voice.pack import load_pack

    return {k: dict(v) for k, v in load_pack(lang).words.items()}


def role_word(box: Any, words: dict[str, dict[str, str]], role: str) -> str:
    """The table's word for ``role`` in the pack (the rule book's spoken title first)."""
    spoken = box.book.spoken(role)
    return words.get("role", {}).get(spoken, spoken)


def table_frame(box: Any, words: dict[str, dict[str, str]]) -> dict[str, Any]:
    """The table screen's frame: public, and the same for everyone who may look."""
    stage = dict(box.stage.view(box))
    for k in VOLATILE:
        stage.pop(k, None)
    frame: dict[str, Any] = {
        "kind": "table",
        "lang": box.setup.language,
        "seats": box.setup.seats,
        "paused": box.paused,
        "night": bool(box.stage.secret),
        "stage": stage,
        "game": None,
        "over": None,
    }
    g = box.game
    if g is None:
        return frame
    view = g.public_view()
    for e in view["eliminated"]:
        if "role" in e:  # public by the rules: an open game, or the end
            e["role_word"] = role_word(box, words, e["role"])
    frame["game"] = view
    if g.over:
        roles = {int(s): r for s, r in g.full_view()["roles"].items()}
        record = box.finished or {}
        frame["over"] = {
            "winner": g.winner,
            "winner_word": words.get("winner", {}).get(g.winner, g.winner),
            "roles": {str(s): role_word(box, words, r) for s, r in sorted(roles.items())},
            "points": {s: p.get("total", 0) for s, p in record.get("points", {}).items()},
            # the game's record, now that nothing is secret: who voted for whom, each night act
            "votes": [[v["day"], v["round"], v["candidate"], v["voter"]]
                      for v in record.get("votes", [])],
            "acts": [[a["night"], a["by"], a["target"]] for a in record.get("night_acts", [])],
        }
    return frame


def volatile(box: Any) -> dict[str, Any]:
    """What moves with the clock: the box time and the running timer's seconds left."""
    left = box.stage.view(box).get("left")
    return {"clock": round(box.now, 3), "left": None if left is None else round(left, 2)}


def seat_me(box: Any, seat: int, words: dict[str, dict[str, str]]) -> dict[str, Any]:
    """What only ``seat`` knows: his role's word, his black mates, his check answers (by the
    engine's seat view). Before the roles are known: nothing."""
    g = box.game
    if g is None:
        return {"role": None, "mates": [], "checks": []}
    view = g.seat_view(seat)
    checks = [{"target": s.get("target"),
               "answer": "away" if s.get("reply") == "away" else "yes" if s.get("answer") else "no"}
              for s in view["secrets"]]
    return {"role": role_word(box, words, view["role"]),
            "mates": [m for m in view["team"] if m != seat], "checks": checks}


def seat_act(box: Any, seat: int) -> dict[str, Any]:
    """What ``seat``'s page offers now: ``do`` is "press" (the big press area, ``say`` tells
    what for), "pick" (seats to tap: the best move), "grid" (the night's seat grid, the same
    for every seat) or "none". Day windows follow the engine's legal inputs for that seat."""
    st = box.stage
    if box.paused:
        return {"do": "none", "say": "paused"}
    if st.secret:  # the same for every seat, whoever acts: nothing to notice on a phone
        if st.name == "night0":
            return {"do": "press", "say": "night"}
        if st.name == "night":
            alive = box.game.public_view()["alive"] if box.game is not None else []
            return {"do": "grid", "seats": list(alive)}
        return {"do": "none", "say": st.name}
    if st.name == "seat_check":
        done = seat in st.view(box).get("pressed", ())
        return {"do": "none", "say": "present"} if done else {"do": "press", "say": "here"}
    g = box.game
    if g is None or g.over:
        return {"do": "none", "say": "over" if g is not None else "wait"}
    w = g.now()
    ask = box.book.ask(w.kind)
    if seat not in w.seats:
        return {"do": "none", "say": "wait"}
    legal = g.legal_inputs(seat)
    if ask.target == "seats":  # the best move: the seats he may name, the ones he named
        targets = sorted({t for a in legal for t in (a.targets or ())})
        picked = list(getattr(st, "targets", []))
        return {"do": "pick", "seats": targets, "max": ask.max_targets, "picked": picked}
    if not any(a.action == ask.action for a in legal):
        return {"do": "none", "say": "wait"}
    if ask.target == "candidate":
        return {"do": "press", "say": "vote", "candidate": w.candidate}
    if ask.target == "yes":
        return {"do": "press", "say": "all_leave", "candidates": list(w.candidates)}
    return {"do": "press", "say": "end_speech"}


def host_part(box: Any, journal: Any) -> dict[str, Any]:
    """The host page's own part: the host menu's state and the journal's (never a secret)."""
    menu = getattr(box, "menu", None)
    part: dict[str, Any] = {
        "menu": {"open": bool(getattr(menu, "open", False)),
                 "action": getattr(menu, "action", "")},
        "items": list(menu.items(box)) if menu is not None else [],
        "item_words": words_for_items(box),
        "journal": None,
    }
    if journal is not None:
        part["journal"] = {"file": journal.path.name, "inputs": journal.count}
    return part


def words_for_items(box: Any) -> dict[str, str]:
    try:
        return dict(load_words(box.setup.language).get("item", {}))
    except ValueError:
        return {}
