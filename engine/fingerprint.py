"""A digest of everything the engine says over many random games: for checking that a speed
change, or a compiled build of the engine, keeps the behaviour byte for byte.

    python -m engine.fingerprint [--games 60] [--out lines.txt]

For each game (seeds × shipped rule sets × undo on/off × the sets' own options and
:data:`OPTION_MIX`) it replays the inputs of
:func:`engine.playout.random_game` and records, before each input, the pending windows, the
public view and every seat's view, then the replies to a fixed set of probe inputs (illegal ones
give their error class and message; a legal one is taken back with host undo), then the input
and the events it caused. The digest is the SHA-256 of those lines.

>>> a = fingerprint(games=1, rule_sets=("classic",))
>>> a == fingerprint(games=1, rule_sets=("classic",)), len(a.digest)
(True, 64)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from .errors import EngineError
from .game import Game
from .inputs import Act, Host, Input
from .playout import random_game
from .rules import available

#: inputs tried in every state; most are illegal most of the time, which is the point
PROBES: tuple[Input, ...] = (
    Act(1, "end_speech"),
    Act(2, "nominate", target=2),
    Act(3, "nominate", target=11),
    Act(4, "vote", target=5),
    Act(5, "vote", yes=True),
    Act(6, "shoot", target=1),
    Act(7, "check", target=7),
    Act(2, "heal", target=2),
    Act(6, "visit", target=6),
    Act(10, "kill", target=3),
    Act(3, "shoot"),
    Act(8, "best_move", targets=(1, 1)),
    Act(9, "end_last_word"),
    Act(0, "end_speech"),
    Act(10, "dance"),
    Host("foul", 11),
    Host("disqualify", 0),
)


#: non-default club switches, so that their code paths are in the digest too
OPTION_MIX: dict[str, Any] = {
    "revote_order": "reverse", "revote_when_leaders_change": False, "all_leave_day1": False,
    "all_leave_threshold": "at_least_half_living", "two_of_four_all_leave": "forbidden",
    "three_of_nine_all_leave": "forbidden", "removal_during_day": "cancel",
    "muted_when": "next_day", "muted_may_nominate": False, "open_game": True,
    "self_nomination": False, "check_dead_seats": False, "check_same_seat_again": False,
    "don_may_check_black": False, "don_may_check_shot_seat_night1": False,
    "last_word_if_game_ends": True, "best_move": "any_night_victim",
    "day1_single_candidate": "vote", "draw_after_quiet_rounds": 2, "technical_fouls_remove": 2,
    "mafia_kill": "don_decides", "mafia_may_shoot_black": False, "best_move_at": "after_last_word",
    "removal_during_vote": "restart_round",
}
#: the same for the roles of the home rule set (003)
HOME_MIX: dict[str, Any] = {
    "mafia_kill": "majority", "doctor_same_target_twice": True, "doctor_self_heals": 2,
    "doctor_heals_per_seat": 2, "heal_void_if_doctor_killed": False,
    "courtesan_same_client_twice": True, "courtesan_alibi": False,
    "courtesan_client_dies_with_her": False, "courtesan_blocks_mafia": "lone",
    "check_of_client": "answer", "maniac_victim_healable": True, "sheriff_title": "sheriff",
}


@dataclass(frozen=True)
class Fingerprint:
    digest: str
    games: int
    lines: int


def _dump(x: Any) -> str:
    return json.dumps(x, sort_keys=True, ensure_ascii=False)


def game_lines(new_kwargs: dict[str, Any], inputs: Iterable[Input]) -> Iterator[str]:
    """The recorded lines of one game (see the module's text)."""
    g = Game.new(**new_kwargs)
    seats = range(1, g.rules.seats + 1)
    for inp in inputs:
        yield "pending " + _dump([w.to_json() for w in g.pending()])
        yield "public " + _dump(g.public_view())
        for s in seats:
            yield f"seat{s} " + _dump(g.seat_view(s))
        for probe in PROBES:
            try:
                events = g.apply(probe)
            except EngineError as e:
                yield f"probe {type(e).__name__} {e}"
            else:
                yield "probe ok " + _dump([e.to_json() for e in events])
                yield "undo " + _dump([e.to_json() for e in g.host("undo")])
        events = g.apply(inp)
        yield "input " + _dump(inp.to_json())
        yield "events " + _dump([e.to_json() for e in events])
    yield "full " + _dump(g.full_view())


def fingerprint(
    games: int = 60,
    rule_sets: Iterable[str] | None = None,
    out: Any = None,
) -> Fingerprint:
    """The digest over ``games`` seeds for each rule set: undo off and on, and
    :data:`OPTION_MIX` with undo off (and for ``home``, 13 seats with :data:`HOME_MIX`)."""
    h = hashlib.sha256()
    n_games = n_lines = 0
    for rules in sorted(rule_sets if rule_sets is not None else available()):
        mixes: list[tuple[dict[str, Any] | None, bool]] = [
            (None, False), (None, True), (OPTION_MIX, False)]
        if rules == "home":  # its roles' switches, at a 13-seat table (the Maniac plays)
            mixes += [({**HOME_MIX, "seats": 13}, False), ({"seats": 13}, True)]
        for options, undo in mixes:
            for seed in range(games):
                played = random_game(seed, rules=rules, options=options, undo=undo)
                head = f"game {rules} options={options is not None} undo={undo} seed={seed}"
                for line in (head, *game_lines(played._new_kwargs, played.inputs)):
                    h.update(line.encode())
                    h.update(b"\n")
                    n_lines += 1
                    if out is not None:
                        out.write(line + "\n")
                n_games += 1
    return Fingerprint(h.hexdigest(), n_games, n_lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=60, help="seeds per rule set and undo setting")
    ap.add_argument("--rules", action="append", help="a rule set (default: every shipped one)")
    ap.add_argument("--out", help="also write every recorded line here (to diff two engines)")
    a = ap.parse_args(argv)
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            fp = fingerprint(a.games, a.rules, f)
    else:
        fp = fingerprint(a.games, a.rules)
    print(f"{fp.digest} games={fp.games} lines={fp.lines}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
