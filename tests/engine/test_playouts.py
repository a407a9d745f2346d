"""Random legal playouts checking the invariants of issue 2: every game ends, no dead seat
acts, counts add up, the public view never holds a hidden role before the end, and replaying
a game's inputs reproduces it exactly.

The default run plays ENGINE_PLAYOUTS games (10,000) plus the hypothesis examples."""

from __future__ import annotations

import dataclasses
import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import CATALOG, Act, Game, Host, Rules, available
from engine.playout import random_game

PLAYOUTS = int(os.environ.get("ENGINE_PLAYOUTS", "10000"))
ROLE_WORDS = tuple(f'"{r}"' for r in CATALOG.role_names)
#: option mixes the playouts cycle through, on top of each shipped rule set
VARIANTS = (
    None,
    {"removal_during_day": "cancel", "revote_order": "reverse"},
    {"last_word_if_game_ends": True, "all_leave_threshold": "at_least_half_living"},
    {"revote_when_leaders_change": False, "check_dead_seats": False, "self_nomination": False,
     "two_of_four_all_leave": "forbidden", "three_of_nine_all_leave": "forbidden"},
    {"muted_when": "next_day", "day1_single_candidate": "vote", "all_leave_day1": False,
     "technical_fouls_remove": 2},
    {"best_move": "any_night_victim", "draw_after_quiet_rounds": 1, "open_game": True},
    {"mafia_kill": "don_decides", "mafia_may_shoot_black": False, "courtesan_blocks_mafia": "lone",
     "check_of_client": "answer", "maniac_victim_healable": True, "doctor_heals_per_seat": 2},
    {"mafia_kill": "majority", "best_move_at": "after_last_word", "doctor_self_heals": 2,
     "heal_void_if_doctor_killed": False, "courtesan_client_dies_with_her": False,
     "courtesan_alibi": False, "removal_during_vote": "restart_round"},
)


def game_for(n: int) -> Game:
    names = available()
    rules = names[n % len(names)]
    options = dict(VARIANTS[n // 7 % len(VARIANTS)] or {})
    if rules == "home":  # every size of its decks: the Maniac sits at 11-13
        options["seats"] = 7 + n // len(names) % 7
    return random_game(n, rules=rules, options=options or None)


def check_game(g: Game) -> None:
    """Replay ``g`` input by input on a fresh game, checking the invariants at each step."""
    assert g.over and g.winner in g.book.winners()
    r = Game.new(**g._new_kwargs)
    roles = r.roles_dealt
    team = {s: r.book.role(name).team for s, name in roles.items()}
    black = {s for s, t in team.items() if t == "mafia"}
    neutral = {s for s, t in team.items() if t == "neutral"}
    looks_black = {s for s, name in roles.items() if r.book.role(name).looks_black}
    open_game = r.rules.open_game
    fouls = technical = 0
    night_view = None
    for inp in g.inputs:
        w = r.now()
        assert w is not None, "nothing pending before the end"
        alive = set(r.table.living())
        if r.is_secret(w) and not isinstance(inp, Host):
            # issue 13 #8: nothing public changes between nightfall and the morning
            view = r.public_view()
            assert night_view is None or view == night_view, (night_view, view)
            night_view = view
        elif not r.is_secret(w):
            night_view = None
        if isinstance(inp, Host):
            night_view = None
        if isinstance(inp, Act):
            if w.kind in ("last_word", "best_move"):
                assert inp.seat in w.seats and inp.seat not in alive
            else:
                assert inp.seat in alive, f"dead seat {inp.seat} acted in {w.kind}"
                assert inp.seat in w.seats
        events = r.apply(inp)
        for e in events:
            t = e.type
            if t == "vote_cast":
                assert e.voter in alive
            elif t == "vote_result":
                counts = dict(e.counts)
                assert sum(counts.values()) == len(alive), (counts, alive)
                assert set(e.leaders) == {c for c, n in counts.items() if n == max(counts.values())}
            elif t == "all_leave_result":
                assert 0 <= e.yes <= len(alive) and e.leave == (e.yes >= e.needed)
            elif t == "eliminated":
                assert e.seat in alive
                alive.discard(e.seat)
                assert (e.role is not None) == open_game
            elif t == "secret":
                assert e.to in alive
                if e.reply == "away":  # 003 Clones 1в: the Courtesan's client is not at home
                    assert e.answer is False
                elif e.check == "don":
                    assert roles[e.to] == "don" and e.answer == (roles[e.target] == "sheriff")
                else:
                    assert roles[e.to] == "sheriff" and e.answer == (e.target in looks_black)
            elif t == "foul":
                fouls += 1
            elif t == "technical_foul":
                technical += 1
            elif t == "phase" and not open_game and not r.over:
                text = json.dumps(r.public_view())
                assert not any(word in text for word in ROLE_WORDS), text
    assert r.events == g.events and r.inputs == g.inputs
    assert r.public_view() == g.public_view()
    pub = r.public_view()
    living = set(pub["alive"])
    gone = [e["seat"] for e in pub["eliminated"]]
    assert len(gone) == len(set(gone)) and living.isdisjoint(gone)
    assert len(living) + len(gone) == r.rules.seats
    assert sum(pub["fouls"].values()) == fouls
    assert ("technical_fouls" in pub) == (r.rules.technical_fouls_remove > 0)
    assert sum(pub.get("technical_fouls", {}).values()) == technical
    blacks, neutrals = len(living & black), len(living & neutral)
    if g.winner == "town":
        assert blacks == 0 and neutrals == 0 and living
    elif g.winner == "mafia":
        assert blacks >= len(living) - blacks
    elif g.winner == "draw":
        assert not living or (0 < blacks < len(living) - blacks) or (neutrals and blacks == 0)
    else:  # a neutral role: alone, or with one red seat (003 «Маньяк»)
        assert neutrals and blacks == 0 and len(living) - neutrals <= 1


@given(seed=st.integers(0, 2**32), rules=st.sampled_from(available()))
@settings(max_examples=200, deadline=None)
def test_hypothesis_playouts_keep_the_invariants(seed, rules):
    check_game(random_game(seed, rules=rules))


def test_many_random_games_keep_the_invariants():
    winners: dict[str, int] = {}
    kinds: set[str] = set()
    for n in range(PLAYOUTS):
        g = game_for(n)
        check_game(g)
        winners[g.winner] = winners.get(g.winner, 0) + 1
        kinds.update(e.type for e in g.events)
    assert set(winners) == {"town", "mafia", "draw", "maniac"} or PLAYOUTS < 1000, winners
    if PLAYOUTS >= 1000:  # the generator reaches every corner of the rules
        for t in ("tie", "all_leave_result", "speech_lost", "best_move", "no_vote", "secret",
                  "alibi", "night_outcome"):
            assert t in kinds, t


_FIELDS = dataclasses.fields(Rules)
OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        **{f.name: st.sampled_from(f.metadata["choices"]) for f in _FIELDS
           if "choices" in f.metadata},
        **{f.name: st.booleans() for f in _FIELDS if f.type == "bool"},
        "draw_after_quiet_rounds": st.integers(0, 4),
        "muted_short_speech_alive_max": st.integers(0, 10),
        "best_move_lost_after_day1_leavers": st.integers(0, 3),
        "doctor_self_heals": st.integers(0, 3),
        "doctor_heals_per_seat": st.integers(0, 3),
    },
)


@given(seed=st.integers(0, 2**32), rules=st.sampled_from(available()), options=OPTIONS)
@settings(max_examples=200, deadline=None)
def test_hypothesis_playouts_with_any_option_mix(seed, rules, options):
    check_game(random_game(seed, rules=rules, options=options))


@pytest.mark.parametrize("n", range(5))
def test_the_generator_is_reproducible(n):
    assert game_for(n).inputs == game_for(n).inputs


@pytest.mark.parametrize(
    "deck",
    [
        {"citizen": 5, "sheriff": 1, "mafia": 1, "don": 1},
        {"citizen": 7, "sheriff": 1, "mafia": 3, "don": 1},
    ],
    ids=["8 seats", "12 seats"],
)
def test_other_table_sizes_from_options(deck):
    options = {"seats": sum(deck.values()), "deck": deck}
    for n in range(100):
        g = random_game(n, options=options)
        check_game(g)
    assert g.rules.seats == options["seats"] and len(g.roles_dealt) == options["seats"]


PRESETS = [("classic", n) for n in range(5, 26)] + [("home", n) for n in range(7, 14)]


@pytest.mark.parametrize("rules,seats", PRESETS, ids=[f"{r}-{n}" for r, n in PRESETS])
def test_every_preset_deck_plays_to_the_end(rules, seats):
    # issue 10: random playouts of every preset deck for 5-25 seats end without a hang, crash
    # or invariant break (the home decks: 7-13 seats)
    for n in range(12):
        g = random_game(n, rules=rules, options={"seats": seats})
        check_game(g)
        assert dict(g.rules.deck) == dict(Game.new(rules=rules, seed=n,
                                                   options={"seats": seats}).rules.deck)
