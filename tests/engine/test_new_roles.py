"""The first extended roles of seed 003 (003_76ecd68335ad3c2e.txt) and 004's Don who decides:
each rule with the seed section it comes from. The home rule set (engine/rules/home.yaml) plays
003's friends' game; a 13-seat table of it:

    1 citizen   2 doctor    3 mafia     4 citizen   5 sheriff (the «комиссар»)
    6 courtesan 7 don       8 citizen   9 mafia     10 maniac   11-13 citizen

Its night order (003 Clones): visit, sheriff_check, shoot, don_check, maniac_kill, heal.
"""

from __future__ import annotations

import pytest

from engine import Game
from engine.errors import (
    BlackShot,
    Blocked,
    HealsUsed,
    NotYourTurn,
    SameTargetTwice,
    SeatDead,
    SelfTarget,
)
from tests.engine.tables import first, speeches, types, vote

HOME13 = {1: "citizen", 2: "doctor", 3: "mafia", 4: "citizen", 5: "sheriff", 6: "courtesan",
          7: "don", 8: "citizen", 9: "mafia", 10: "maniac", 11: "citizen", 12: "citizen",
          13: "citizen"}


def home(roles=None, **options) -> Game:
    roles = roles or HOME13
    return Game.new(rules="home", roles=roles, options={"seats": len(roles), **options})


def night(g: Game, *, visit=None, check=None, shots=None, don=None, kill=None, heal=None):
    """One night of the home order: each step's actor acts as given (None: nobody presses);
    ``shots`` maps a black seat to his target (an int for all of them alike)."""
    acts = {"visit": visit, "sheriff_check": check, "don_check": don, "maniac_kill": kill,
            "heal": heal}
    out = []
    while g.pending() and g.is_secret(g.now()):
        w = g.now()
        if w.kind == "shoot" and shots is not None:
            plan = shots if isinstance(shots, dict) else dict.fromkeys(w.seats, shots)
            for seat, target in plan.items():
                out += g.act(seat, "shoot", target=target)
        elif acts.get(w.kind) is not None and w.seats:
            out += g.act(w.seats[0], g.book.ask(w.kind).action, target=acts[w.kind])
        out += g.timeout()
    return out


def to_night1(g: Game, nominations=None) -> None:
    g.timeout()  # night 0
    speeches(g, nominations)


def morning(ev):
    return first(ev, "night_result").seats


# -- the night order, and every step every night ----------------------------------------------
def test_home_night_order_is_the_clones_order():
    # 003 Clones: «1. Куртизанка … 2. Шериф … (мафия) … 4. Маньяк … 5. Доктор»
    g = home()
    to_night1(g)
    seen = []
    while g.is_secret(g.now()):
        seen.append((g.now().kind, g.now().seats))
        g.timeout()
    assert seen == [("visit", (6,)), ("sheriff_check", (5,)), ("shoot", (3, 7, 9)),
                    ("don_check", (7,)), ("maniac_kill", (10,)), ("heal", (2,))]


def test_a_dead_doctor_still_has_his_step_and_the_public_sees_only_night():
    # issue 10: every role in the deck gets its fixed-length night step every night, alive or
    # dead; the public view never shows who acts in a secret step
    g = home()
    to_night1(g)
    ev = night(g, shots=2)  # the Doctor is shot
    assert morning(ev) == (2,)
    g.timeout()  # his last word
    speeches(g)
    steps = []
    while g.is_secret(g.now()):
        assert g.public_view()["now"] == {"kind": "night", "seats": [], "seconds": None}
        steps.append((g.now().kind, g.now().seats))
        g.timeout()
    assert steps[-1] == ("heal", ())


# -- Doctor (003 «Доктор») ---------------------------------------------------------------------
def test_the_doctors_patient_survives_the_mafias_shot():
    # 003: «Доктор просыпается ночью и старается угадать человека, в которого выстрелил мафиози»
    g = home()
    to_night1(g)
    ev = night(g, shots=4, heal=4)
    assert morning(ev) == () and 4 in g.public_view()["alive"]
    assert first(ev, "night_outcome").saved == ((4, "heal"),)


def test_the_doctor_may_not_heal_the_same_seat_two_nights_running():
    # 003: «Доктор не может исцелять одного и того же игрока две ночи подряд»
    g = home()
    to_night1(g)
    night(g, heal=4)
    speeches(g)
    while g.now().kind != "heal":
        g.timeout()
    with pytest.raises(SameTargetTwice):
        g.act(2, "heal", target=4)
    assert 4 not in [a.target for a in g.legal_inputs(2)]
    g.act(2, "heal", target=8)


def test_the_doctor_heals_himself_once_a_game():
    # 003: «Вылечить самого себя доктор способен только один раз за игру»
    g = home()
    to_night1(g)
    night(g, heal=2)
    speeches(g)
    night(g, heal=4)
    speeches(g)
    while g.now().kind != "heal":
        g.timeout()
    with pytest.raises(HealsUsed):
        g.act(2, "heal", target=2)


def test_clones_limit_any_seat_healed_twice_a_game():
    # 003 Clones 5: «Любой персонаж игры может быть Спасён Доктором 2 раза за игру (не подряд)»
    g = home(doctor_heals_per_seat=2, doctor_self_heals=2)
    to_night1(g)
    for target in (4, 8, 4, 8):
        night(g, heal=target)
        speeches(g)
    while g.now().kind != "heal":
        g.timeout()
    with pytest.raises(HealsUsed):
        g.act(2, "heal", target=4)


def test_an_attacked_doctor_dies_and_his_patient_is_not_healed():
    # 003 Clones 5б: «Если Ночью Доктор подвергается нападению …, то он Считается Убитым, а его
    # Пациент НЕ ВЫЛЕЧЕННЫМ»
    g = home(maniac_victim_healable=True)
    to_night1(g)
    ev = night(g, shots=2, kill=4, heal=4)
    assert morning(ev) == (2, 4)
    g2 = home(maniac_victim_healable=True, heal_void_if_doctor_killed=False)
    to_night1(g2)
    assert morning(night(g2, shots=2, kill=4, heal=4)) == (2,)


def test_a_doctor_who_heals_himself_survives_the_shot():
    g = home()
    to_night1(g)
    assert morning(night(g, shots=2, heal=2)) == ()


# -- Maniac (003 «Маньяк») ---------------------------------------------------------------------
def test_the_maniacs_victim_cannot_be_healed_unless_the_clones_option():
    # 003: «его жертву не может вылечить доктор»; Clones 4б: «погибают те, кто не спасён Доктором»
    g = home()
    to_night1(g)
    assert morning(night(g, kill=4, heal=4)) == (4,)
    g = home(maniac_victim_healable=True)
    to_night1(g)
    assert morning(night(g, kill=4, heal=4)) == ()


def test_a_check_shows_the_maniac_red():
    # 003: «если маньяка проверяет комиссар, ведущий отвечает ему, что это мирный житель»
    g = home()
    to_night1(g)
    ev = night(g, check=10)
    assert first(ev, "secret").answer is False and first(ev, "secret").target == 10


def test_the_maniac_may_not_kill_himself_and_may_kill_anyone_else():
    g = home()
    to_night1(g)
    while g.now().kind != "maniac_kill":
        g.timeout()
    with pytest.raises(SelfTarget):
        g.act(10, "kill", target=10)
    assert {a.target for a in g.legal_inputs(10)} == set(range(1, 14)) - {10}


def test_two_night_victims_leave_in_seat_order_with_a_last_word_each():
    # issue 10: the morning names the leavers in seat order, never who killed them
    g = home()
    to_night1(g)
    ev = night(g, shots=11, kill=4)
    assert morning(ev) == (4, 11)
    assert first(ev, "night_result").killed == 4
    assert [e.how for e in ev if e.type == "eliminated"] == ["shot", "shot"]
    assert dict(first(ev, "night_outcome").causes) == {4: "maniac_kill", 11: "shoot"}
    assert [(w.kind, w.seats) for w in g.pending()] == [("last_word", (4,)), ("last_word", (11,))]
    view = g.public_view()
    assert all(e["how"] == "shot" for e in view["eliminated"])
    assert "maniac_kill" not in str(view) and "night_outcome" not in str(view)


def maniac_endgame(alive: set[int]) -> Game:
    """The 13-seat table with only ``alive`` left (the host removes the rest, 002 rule 28)."""
    g = home()
    g.timeout()
    for s in sorted(set(HOME13) - alive):
        if not g.over:
            g.host("disqualify", s)
    return g


def test_the_maniac_wins_one_on_one_with_a_red_seat():
    # 003: «Его цель — остаться один на один с мирным жителем»; Clones «Спорные вопросы» 1
    assert maniac_endgame({10, 5}).winner == "maniac"
    assert maniac_endgame({10, 1}).winner == "maniac"


def test_the_maniac_and_one_black_seat_left_is_the_mafias_win():
    # stated reading: the seeds' parity (black >= the others) counts the Maniac with the others
    assert maniac_endgame({10, 7}).winner == "mafia"


def test_the_town_wins_only_once_the_maniac_is_gone_too():
    g = maniac_endgame({1, 4, 8, 10, 11})  # no black left, the Maniac alive
    assert g.winner is None
    assert maniac_endgame({1, 4, 8, 11}).winner == "town"


# -- Courtesan (003 «Путана», Clones 1) --------------------------------------------------------
def test_the_courtesans_client_is_safe_from_the_night_kills():
    # «Путана защищает своего клиента от ночной атаки»; Clones 1а: Mafia or Maniac
    g = home()
    to_night1(g)
    assert morning(night(g, visit=4, shots=4)) == ()
    g = home()
    to_night1(g)
    assert morning(night(g, visit=4, kill=4)) == ()


def test_the_courtesan_never_visits_herself_nor_the_same_client_twice_running():
    # «Себя она Соблазнить не может»; «Один и тот же человек может быть выбран не чаще, чем один
    # раз в две ночи»
    g = home()
    to_night1(g)
    with pytest.raises(SelfTarget):
        g.act(6, "visit", target=6)
    night(g, visit=4)
    speeches(g)
    with pytest.raises(SameTargetTwice):
        g.act(6, "visit", target=4)
    g.act(6, "visit", target=8)


@pytest.mark.parametrize("client,kind,action", [
    (2, "heal", "heal"), (5, "sheriff_check", "check"), (10, "maniac_kill", "kill"),
    (7, "don_check", "check")])
def test_the_clients_own_act_is_blocked(client, kind, action):
    # «доктор в эту ночь не принимает пациентов; комиссар отказывается от проверки; маньяк
    # пробуждается, но никого не убивает; босс не проводит очередного рейда»
    g = home()
    to_night1(g)
    g.act(6, "visit", target=client)
    g.timeout()
    while g.now().kind != kind:
        g.timeout()
    with pytest.raises(Blocked):
        g.act(client, action, target=1)
    assert g.legal_inputs(client) == []


def test_a_visited_mafioso_shoots_but_misses():
    # «Путана»: «рядовой мафиози производит выстрел, однако цель считается не задетой»: his shot
    # is void — under the sport shot no kill is unanimous, under the Don's decision the Don's
    # own shot stands
    for mode, left in (("unanimous", ()), ("don_decides", (4,))):
        g = home(mafia_kill=mode)
        to_night1(g)
        g.act(6, "visit", target=3)
        g.timeout()
        while g.now().kind != "shoot":
            g.timeout()
        with pytest.raises(Blocked):
            g.act(3, "shoot", target=4)
        assert morning(night(g, shots={7: 4, 9: 4})) == left, mode


def test_clones_blocks_the_mafias_kill_only_for_the_last_mafioso():
    # Clones 1: «Мафии она мешает убивать, только если в игре остался один Мафиози»
    g = home(courtesan_blocks_mafia="lone")
    to_night1(g)
    g.act(6, "visit", target=3)
    g.timeout()
    assert morning(night(g, shots=4)) == (4,)


def test_if_the_courtesan_dies_at_night_her_client_dies_too():
    # «погибая, героиня утащит за собой и выбранного игрока»; Clones 1б: «Клиент … умирает
    # всегда. Доктор не может его спасти, так как пациента нет дома»
    g = home()
    to_night1(g)
    ev = night(g, visit=4, shots=6, heal=4)
    assert morning(ev) == (4, 6)
    assert dict(first(ev, "night_outcome").causes) == {4: "with_courtesan", 6: "shoot"}
    g = home(courtesan_client_dies_with_her=False)
    to_night1(g)
    assert morning(night(g, visit=4, shots=6)) == (6,)


def test_a_check_of_her_client_answers_not_at_home():
    # Clones 1в: «Всем активным ролям идущим ночью к Клиенту Куртизанки … «Игрока нет дома»»
    g = home()
    to_night1(g)
    ev = night(g, visit=9, check=9)
    s = first(ev, "secret")
    assert (s.target, s.answer, s.reply) == (9, False, "away")
    assert s.to_json()["reply"] == "away"
    g = home(check_of_client="answer")
    to_night1(g)
    s = first(night(g, visit=9, check=9), "secret")
    assert (s.answer, s.reply) == (True, "")


def test_her_client_has_an_alibi_the_next_day():
    # «Путана», «Дневной иммунитет»: «останется в игре, даже если все проголосуют против него»
    g = home()
    to_night1(g)
    night(g, visit=4)
    speeches(g, {1: 4, 3: 8})
    ev = vote(g, dict.fromkeys(HOME13, 4))
    assert first(ev, "alibi").seat == 4 and "eliminated" not in types(ev)
    assert 4 in g.public_view()["alive"] and g.phase == "night"


def test_the_alibi_lasts_one_day_and_may_be_switched_off():
    g = home(courtesan_alibi=False)
    to_night1(g)
    night(g, visit=4)
    speeches(g, {1: 4, 3: 8})
    ev = vote(g, dict.fromkeys(HOME13, 4))
    assert "alibi" not in types(ev) and first(ev, "eliminated").seat == 4


# -- the mafia's kill: 004's Don decides, 003 Clones' majority ---------------------------------
def test_sport_shot_any_disagreement_is_a_miss():
    # 002 rule 11, 004 sport: «տարբեր համարները վրիպում են»
    g = Game.new(rules="classic", roles={1: "citizen", 2: "citizen", 3: "mafia", 4: "citizen",
                                          5: "sheriff", 6: "citizen", 7: "don", 8: "citizen",
                                          9: "mafia", 10: "citizen"})
    g.timeout()
    speeches(g)
    g.act(3, "shoot", target=4), g.act(7, "shoot", target=8), g.act(9, "shoot", target=4)
    ev = g.timeout() + g.timeout() + g.timeout()
    assert first(ev, "night_result").killed is None


def test_the_don_decides_when_the_mafia_differ():
    # 004: «մաֆիայի ընտանիքն ընտրում է թիրախ (որոշում է Դոնը)»; 003 «Дон мафии»: «принимает
    # окончательное решение, если мафия не может прийти к согласию»
    g = home()
    to_night1(g)
    assert morning(night(g, shots={3: 4, 7: 8, 9: 4})) == (8,)


def test_with_the_don_dead_the_lowest_numbered_black_seat_decides():
    # 003 Clones: «Если не приходит сообщение от Босса (Босс спит или мёртв) — вступает в силу
    # сообщение от Мафиози № 1 и т.д.»
    g = home()
    g.timeout()
    g.host("disqualify", 7)
    speeches(g)
    assert morning(night(g, shots={3: 11, 9: 4})) == (11,)


def test_a_don_who_presses_twice_hands_the_decision_on():
    g = home()
    to_night1(g)
    assert morning(night(g, shots={3: 11, 7: 4, 9: 12})) == (4,)
    g = home()
    to_night1(g)
    while g.now().kind != "shoot":
        g.timeout()
    g.act(7, "shoot", target=4), g.act(7, "shoot", target=8)  # a second press spoils his shot
    g.act(3, "shoot", target=11)
    assert morning(night(g)) == (11,)


def test_majority_two_against_the_don_win_a_tie_goes_to_the_don():
    # 003 Clones: «В случае отсутствия единого мнения у Мафиози, или ситуации «Ничьей» по
    # голосам, Боссу даётся + 1 голос»
    g = home(mafia_kill="majority")
    to_night1(g)
    assert morning(night(g, shots={3: 4, 7: 8, 9: 4})) == (4,)
    g = home(mafia_kill="majority")
    g.timeout()
    g.host("disqualify", 9)
    speeches(g)
    assert morning(night(g, shots={3: 4, 7: 8})) == (8,)


def test_clones_the_mafia_may_not_shoot_a_black_seat():
    # 003 Clones 3: «Мафия не могут убивать друг друга»
    g = home(mafia_may_shoot_black=False)
    to_night1(g)
    while g.now().kind != "shoot":
        g.timeout()
    with pytest.raises(BlackShot):
        g.act(3, "shoot", target=9)
    assert 9 not in [a.target for a in g.legal_inputs(3)]


# -- the contract ------------------------------------------------------------------------------
def test_window_kinds_and_actions_of_the_new_roles():
    g = home()
    to_night1(g)
    asks = {k: g.book.ask(k).action for k in ("heal", "visit", "maniac_kill")}
    assert asks == {"heal": "heal", "visit": "visit", "maniac_kill": "kill"}
    assert g.rules.sheriff_title == "commissar" and g.book.spoken("sheriff") == "commissar"
    assert g.book.voice_id("sheriff_check") == "sheriff_check.commissar"
    assert g.book.voice_id("don_check") == "don_check.commissar"


def test_a_night_act_outside_its_step_is_refused():
    g = home()
    to_night1(g)
    with pytest.raises(NotYourTurn):
        g.act(2, "visit", target=4)  # the Courtesan's step, not the Doctor's
    g.host("disqualify", 13)
    with pytest.raises(SeatDead):
        g.act(6, "visit", target=13)
