"""The rule book (issue 10): decks for every table size, the registration plan, the legal
inputs built from the same checks that raise, and the rule bugs the independent audit found —
each with its seed section."""

from __future__ import annotations

import itertools
import random

import pytest

from engine import (
    MAX_SEATS,
    MIN_SEATS,
    Act,
    Book,
    Game,
    Registrar,
    available,
    load_rules,
)
from engine.errors import BadInput, BadOption, EngineError, NoDeck
from engine.inputs import input_from_json
from engine.playout import random_game
from tests.engine.tables import ROLES, first, kinds, speeches, to_day1


# -- decks for every size ----------------------------------------------------------------------
@pytest.mark.parametrize("seats", range(MIN_SEATS, MAX_SEATS + 1))
def test_every_table_size_from_5_to_25_has_a_sport_deck(seats):
    # 003 Clones: «От 5 до 25 участников»; 000/002/004: the 10-seat deck, black = seats // 3
    r = load_rules("classic").with_options({"seats": seats})
    assert sum(r.deck.values()) == seats
    black = r.deck.get("mafia", 0) + r.deck.get("don", 0)
    assert black == seats // 3 and r.deck["sheriff"] == 1
    assert ("don" in r.deck) == (black >= 2)


def test_the_ten_seat_preset_is_the_seeds_deck():
    assert dict(load_rules("classic").deck) == {"citizen": 6, "sheriff": 1, "mafia": 2, "don": 1}


def test_limits_are_one_for_the_engine_the_config_and_the_voice():
    from pihost.config import TableConfig  # noqa: F401 - the config reads the engine's limits
    from pihost.voice.catalog import MAX_SEATS as VOICE_MAX

    assert (MIN_SEATS, MAX_SEATS, VOICE_MAX) == (5, 25, 25)
    for bad in (4, 26):
        with pytest.raises(BadOption):
            load_rules("classic").with_options({"seats": bad})


def test_a_rule_set_without_a_deck_for_that_size_says_so():
    with pytest.raises(NoDeck, match="no deck for 6 seats"):
        load_rules("home").with_options({"seats": 6})


def test_a_five_seat_table_has_no_don_and_no_don_step():
    # issue 10: «A deck with no Don simply has no Don step»
    b = Book(load_rules("classic").with_options({"seats": 5}))
    assert [s.kind for s in b.steps] == ["shoot", "sheriff_check"]
    assert [w.name for w in b.registration()] == ["mafia", "sheriff"]


def test_the_composition_said_at_the_start():
    # issue 10: «Нас тринадцать: мафия — трое, среди них дон; …»
    b = Book(load_rules("home").with_options({"seats": 13}))
    assert b.composition() == [
        ("mafia", 3, (("don", 1),)),
        ("town", 9, (("sheriff", 1), ("doctor", 1), ("courtesan", 1))),
        ("neutral", 1, (("maniac", 1),)),
    ]


def test_dealing_codes_come_from_the_deck():
    assert Book(load_rules("classic")).blink_codes() == {
        "citizen": 1, "sheriff": 2, "mafia": 3, "don": 4}
    codes = Book(load_rules("home").with_options({"seats": 13})).blink_codes()
    assert sorted(codes.values()) == list(range(1, 8)) and codes["maniac"] == 7


# -- every shipped rule set states the keys its seed decides -----------------------------------
SEED_KEYS = {
    # 004 «Դասական մաֆիա — սպորտային կանոններ»
    "mafiapro": ("speech_seconds", "justify_seconds", "last_word_night_seconds",
                 "day1_single_candidate", "revote_when_leaders_change", "all_leave_threshold",
                 "mafia_kill", "fouls_mute", "fouls_remove", "muted_short_speech_alive_max",
                 "best_move", "best_move_lost_after_day1_leavers", "draw_after_quiet_rounds"),
    # 002 rules 10-23, 28
    "mafclubspb": ("speech_seconds", "justify_seconds", "last_word_vote_seconds",
                   "day1_single_candidate", "revote_when_leaders_change", "all_leave_threshold",
                   "fouls_mute", "fouls_remove", "muted_when", "muted_short_speech_alive_max",
                   "draw_after_quiet_rounds", "best_move"),
    # 000
    "sverdlovsk": ("speech_seconds", "justify_seconds", "last_word_vote_seconds",
                   "revote_when_leaders_change", "all_leave_threshold", "draw_after_quiet_rounds",
                   "best_move"),
    # 003's roles
    "home": ("night_order", "sheriff_title", "mafia_kill", "doctor_same_target_twice",
             "doctor_self_heals", "maniac_victim_healable", "courtesan_same_client_twice",
             "courtesan_alibi", "courtesan_client_dies_with_her", "courtesan_blocks_mafia",
             "check_of_client", "open_game", "best_move"),
}


@pytest.mark.parametrize("name", sorted(SEED_KEYS))
def test_a_rule_set_states_every_key_its_seed_decides(name):
    from engine.rules import RULES_DIR

    text = (RULES_DIR / f"{name}.yaml").read_text(encoding="utf-8")
    stated = {line.split(":")[0] for line in text.splitlines() if line and line[0].isalpha()}
    assert set(SEED_KEYS[name]) <= stated, set(SEED_KEYS[name]) - stated


def test_mafiapro_follows_004_not_the_club_switches():
    # issue 10 (audit): 004 — equal again -> the all-leave vote; no best-move exception; 3 fouls
    # -> no speech; two wins only
    r = load_rules("mafiapro")
    assert (r.revote_when_leaders_change, r.best_move_lost_after_day1_leavers,
            r.muted_short_speech_alive_max, r.draw_after_quiet_rounds) == (False, 0, 0, 0)


def test_night_order_must_hold_every_step_of_the_deck():
    with pytest.raises(BadOption, match="heal"):
        load_rules("home").with_options({"night_order": ["visit", "shoot", "sheriff_check",
                                                         "don_check"]})


# -- registration of physical cards ------------------------------------------------------------
def test_registration_of_a_home_table_with_every_role():
    b = Book(load_rules("home").with_options({"seats": 13}))
    plan = [(w.name, w.count, w.among) for w in b.registration()]
    assert plan == [("mafia", 3, "any"), ("don", 1, "team:mafia"), ("sheriff", 1, "rest"),
                    ("doctor", 1, "rest"), ("courtesan", 1, "rest"), ("maniac", 1, "rest")]
    reg = Registrar(b)
    for seats in ((3, 7, 9), (7,), (5,), (2,), (6,), (10,)):
        assert reg.offer(seats) is None
    roles = reg.roles()
    assert roles == {1: "citizen", 2: "doctor", 3: "mafia", 4: "citizen", 5: "sheriff",
                     6: "courtesan", 7: "don", 8: "citizen", 9: "mafia", 10: "maniac",
                     11: "citizen", 12: "citizen", 13: "citizen"}
    Game.new(rules=b.rules, roles=roles)  # the deck it gives is the rule set's


def test_a_registration_press_that_cannot_be_is_refused_with_its_reason():
    reg = Registrar(Book(load_rules("classic")))
    assert reg.offer((1, 2)) == "count" and reg.offer((1, 2, 2)) == "count"
    assert reg.offer((3, 7, 9)) is None
    assert reg.offer((4,)) == "seat"  # the Don is one of the black seats (002, 004)
    assert reg.offer((7,)) is None
    assert reg.offer((3,)) == "seat"  # the Sheriff is not one of them
    assert reg.offer((5,)) is None and reg.done


# -- the audit's rule bugs ---------------------------------------------------------------------
def test_seat_one_removed_on_night_zero_day_two_opens_with_seat_three():
    # 002 rule 5 (peeking: removal); 000/002: «Обсуждение второго дня начинается со следующего,
    # после говорившего первым в предыдущем круге игрока»
    g = Game.new(roles=ROLES)
    g.host("disqualify", 1)
    to_day1(g)
    assert g.now().seats == (2,)
    speeches(g)
    while not (g.now().kind == "speech"):
        g.timeout()
    assert g.now().seats == (3,)


def test_a_shot_needs_its_target_key_and_null_is_a_deliberate_miss():
    # issue 10 (audit): a shot with no target or a misspelled key was taken as a spoiled shot
    with pytest.raises(BadInput, match="needs 'target'"):
        input_from_json({"op": "act", "seat": 3, "action": "shoot"})
    with pytest.raises(BadInput, match="unknown keys"):
        input_from_json({"op": "act", "seat": 3, "action": "shoot", "taget": 4})
    spoiled = input_from_json({"op": "act", "seat": 3, "action": "shoot", "target": None})
    assert spoiled == Act(3, "shoot", target=None) and spoiled.to_json()["target"] is None


# -- legal inputs: exactly what apply() takes --------------------------------------------------
def _candidates(g: Game, rng: random.Random):
    """Acts to try: the window's seats and two others (one off the table) with every action and
    every target (and best moves of up to two seats)."""
    n = g.rules.seats
    w = g.now()
    others = [s for s in range(1, n + 1) if s not in w.seats]
    actors = sorted({*w.seats, rng.choice([0, n + 1]), *(rng.sample(others, 1) if others else ())})
    seats = range(0, n + 2)
    actions = sorted(g.rules.catalog.actions)
    for seat in actors:
        for action in actions:
            if action == "best_move":
                for k in range(3):
                    for combo in itertools.combinations(range(1, g.rules.seats + 1), k):
                        yield Act(seat, action, targets=combo)
            elif action == "vote":
                for t in seats:
                    yield Act(seat, action, target=t)
                yield Act(seat, action, yes=True)
                yield Act(seat, action, yes=False)
            else:
                for t in (*seats, None):
                    yield Act(seat, action, target=t)


def _accepted(g: Game, act: Act) -> bool:
    try:
        g.apply(act)
    except EngineError:
        return False
    g.host("undo")
    return True


@pytest.mark.parametrize("rules,seats", [("classic", 10), ("home", 13), ("home", 8),
                                         ("classic", 5)])
def test_legal_inputs_are_exactly_the_acts_the_game_takes(rules, seats):
    # issue 10: a legality query built from the same checks that raise the errors
    rng = random.Random(seats)
    checked = 0
    for n in range(3):
        done = random_game(n, rules=rules, options={"seats": seats}, undo=False)
        for i in sorted(rng.sample(range(len(done.inputs)), 8)):
            g = Game.replay(done._new_kwargs, done.inputs[:i])
            tried = list(_candidates(g, rng))
            seats_tried = {a.seat for a in tried}
            legal = {_in_seat_order(a) for a in g.legal_inputs() if a.seat in seats_tried
                     and (a.action != "best_move" or len(a.targets) <= 2)}
            taken = {a for a in tried if _accepted(g, a)}
            assert taken == legal, (g.now(), taken ^ legal)
            for seat in range(1, seats + 1):
                assert set(g.legal_inputs(seat)) <= set(g.legal_inputs())
            checked += 1
    assert checked == 24


def _in_seat_order(a: Act) -> Act:
    return Act(a.seat, a.action, targets=tuple(sorted(a.targets))) if a.targets else a


def test_after_undo_says_where_the_last_input_would_take_the_game():
    g = Game.new(roles=ROLES)
    to_day1(g)
    speeches(g)
    assert kinds(g)[0] == "shoot"
    assert g.after_undo().kind == "speech" and kinds(g)[0] == "shoot"


def test_the_public_view_shows_no_night_step_for_any_deck():
    for name in available():
        g = random_game(3, rules=name, undo=False)
        r = Game.new(**g._new_kwargs)
        for inp in g.inputs:
            w = r.now()
            if r.is_secret(w):
                assert r.public_view()["now"]["kind"] == "night"
            r.apply(inp)


def test_every_engine_error_has_a_first_night_example():
    # the driver contract: an error is named by its cause (never InternalError)
    from engine.driver import Driver

    d = Driver()
    d.handle('{"op":"new","rules":"classic","seed":1}')
    for bad in ('{"op":"act","seat":[1],"action":"nominate"}', '{"op":"new","options":[]}',
                '{"op":"new","rules":"classic","seed":1,"options":{"seats":"x"}}',
                '{"op":"state","seat":"x"}', '{"op":"host","action":"foul","seat":null}'):
        reply = d.handle(bad)
        assert reply["ok"] is False and reply["error"] != "InternalError", (bad, reply)
    assert first(Game.new(seed=1).timeout(), "phase").day == 1
