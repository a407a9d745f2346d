"""Whole games at a simulated table: the real box, the real engine, fake seats and voice, the
players' speech as recognised text. Transcripts of phrases, lights and eliminations asserted."""

import pytest

from pihost.host.setup import GameSetup
from pihost.host.table import Script, SimTable
from pihost.host.testing import fake_outputs, play

# Seed 5's cards, drawn by the simulated players: fixed so the scripts below can aim.
SEED = 5


def deck():
    return SimTable.draw_cards(SEED, 10)


def black():
    return sorted(s for s, r in deck().items() if r in ("mafia", "don"))


def red():
    return sorted(s for s, r in deck().items() if r not in ("mafia", "don"))


def phrases(session):
    return [s.phrase for s in session.box.transcript]


def said(session, phrase):
    return [s for s in session.box.transcript if s.phrase == phrase]


def run(tmp_path, script=None, seed=SEED, **setup):
    table = SimTable(seed, script=script)
    return play(GameSetup(seed=seed, **setup), table, tmp_path / "game.jsonl")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_games_end_and_say_everything(tmp_path, seed):
    s = run(tmp_path, seed=seed)
    rec = s.box.finished
    assert rec is not None and rec["winner"] in ("town", "mafia", "draw")
    p = phrases(s)
    assert p[:2] == ["ready", "seat_check"]
    assert "register_wakes" in p and "meeting_agree" in p and "register_sleeps" in p
    assert p[p.index("game_over") + 1] == "reveal_team"
    # the end reads out every card with one of its own (Book.reveal): the Don, the Sheriff
    revealed = [x.params.get("role") for x in said(s, "reveal_role")]
    assert revealed == ["don", "sheriff"]
    # every elimination was said aloud
    for e in rec["eliminated"]:
        expected = {"vote": "leaves", "shot": "morning_killed", "fouls": "foul_removed",
                    "disqualified": "disqualified", "all_leave": "all_leave"}[e["how"]]
        if e["how"] == "vote" and any(x.phrase == "alibi" for x in s.box.transcript):
            continue
        assert any(x.phrase == expected and (x.params.get("seat") == e["seat"]
                   or e["seat"] in x.params.get("seats", ())) for x in s.box.transcript)
    # a masking noise under every night (night 0 included), off by day
    nights = p.count("night_falls")
    changes = s.box.out.voice.masking_changes
    assert changes[: 2 * nights - 1] == [True, False] * (nights - 1) + [True]
    # the roles the box registered at night 0 are the cards the players drew
    assert {int(k): v for k, v in rec["roles"].items()} == SimTable.draw_cards(seed, 10)


def town_votes_out(targets_by_day):
    """Everyone votes for the day's target; the target is nominated by the first speaker."""
    votes = {(day, 1): dict.fromkeys(range(1, 11), t) for day, t in targets_by_day.items()}
    return votes


def test_town_wins_when_the_table_votes_out_the_black_players(tmp_path):
    b, r = black(), red()
    # each day the first speakers put up a black player and a red one; everyone votes black
    script = Script(
        day_nominees={1: [b[0], r[0]], 2: [b[1], r[1]], 3: [b[2], r[2]]},
        votes=town_votes_out({1: b[0], 2: b[1], 3: b[2]}),
        shots={n: {} for n in range(1, 4)},  # and the mafia never agrees on a shot
        speech_end="thanks",
    )
    s = run(tmp_path, script)
    rec = s.box.finished
    assert rec["winner"] == "town", rec["eliminated"]
    voted_out = [e["seat"] for e in rec["eliminated"] if e["how"] == "vote"]
    assert voted_out == b
    assert said(s, "game_over")[0].params == {"winner": "town"}
    # «10 принято»: said for each accepted nomination, and the nominee's light blinked once
    accepted = [x.params["seat"] for x in said(s, "nomination_accepted")]
    assert accepted[:2] == [b[0], r[0]]
    blinks = [seat for t, seat, ch, lv in s.box.out.board.history if seat == b[0] and lv > 0]
    assert blinks


def test_mafia_wins_at_parity(tmp_path):
    r = red()
    script = Script(shots={n: dict.fromkeys(black(), r[n]) for n in range(1, 6)},
                    votes={(d, k): dict.fromkeys(range(1, 11), 0) for d in range(1, 6)
                           for k in range(1, 4)})
    # votes for seat 0 do not exist: everyone presses for nobody, all go to the last candidate
    s = run(tmp_path, script)
    rec = s.box.finished
    assert rec["winner"] == "mafia"
    alive_black = [x for x in black() if x not in [e["seat"] for e in rec["eliminated"]]]
    assert alive_black  # parity reached with black players alive
    assert said(s, "game_over")[0].params == {"winner": "mafia"}


def tied_twice(a, b, yes):
    """Day 1: seats ``a`` and ``b`` nominated, 5 votes each, twice; ``yes`` say "all leave"."""
    half = list(range(1, 11))
    votes = {(1, 1): {v: (a if i < 5 else b) for i, v in enumerate(half)},
             (1, 2): {v: (a if i < 5 else b) for i, v in enumerate(half)}}
    noms = {(1, s): None for s in range(1, 11)}
    noms[(1, 1)] = a if a != 1 else b
    noms[(1, 3)] = b if a != 1 else a
    return Script(nominations=noms, votes=votes, all_leave_yes={1: set(yes)},
                  speech_end="thanks")


def test_tie_then_all_leave(tmp_path):
    r = red()
    a, b = r[0], r[1]
    # 8 of 10 say "all leave" (> half)
    s = run(tmp_path, tied_twice(a, b, range(1, 9)))
    p = phrases(s)
    assert "tie" in p and "justify_speech" in p and "all_leave_question" in p
    both = [e for e in s.box.finished["eliminated"] if e["how"] == "all_leave"]
    assert sorted(e["seat"] for e in both) == sorted([a, b])
    assert said(s, "all_leave")[0].params["seats"] == sorted([a, b]) or \
        sorted(said(s, "all_leave")[0].params["seats"]) == sorted([a, b])


def test_tied_twice_where_the_club_holds_no_all_leave_vote_all_stay(tmp_path):
    # club switch (club-rule-switches.md): no all-leave vote on day 1; the box says why
    r = red()
    a, b = r[0], r[1]
    s = run(tmp_path, tied_twice(a, b, range(1, 11)), options={"all_leave_day1": False})
    p = phrases(s)
    assert "all_leave_question" not in p
    i = p.index("all_leave_not_allowed")
    assert sorted(said(s, "all_leave_not_allowed")[0].params["seats"]) == sorted([a, b])
    assert p[i + 1] == "all_stay"
    day1 = [e for e in s.box.finished["eliminated"] if e["day"] == 1 and e["how"] != "shot"]
    assert day1 == []


def test_fouls_remove_a_player_without_last_word(tmp_path):
    victim = red()[2]
    # the club's host gives seat `victim` two fouls in seat 1's speech and two in seat 2's
    script = Script(fouls={(1, 1): [victim, victim], (1, 2): [victim, victim]},
                    speech_end="thanks")
    s = run(tmp_path, script)
    fouls = said(s, "foul")
    assert [f.params for f in fouls[:4]] == [{"seat": victim, "count": n} for n in (1, 2, 3, 4)]
    assert said(s, "foul_loses_speech")[0].params == {"seat": victim}
    assert said(s, "foul_removed")[0].params == {"seat": victim}
    gone = [e for e in s.box.finished["eliminated"] if e["seat"] == victim]
    assert gone[0]["how"] == "fouls" and gone[0]["day"] == 1
    # no last word for a removal (002 rule 28), and he never speaks again
    assert not any(x.params.get("seat") == victim for x in said(s, "last_word"))
    assert not any(x.params.get("seat") == victim for x in said(s, "speech")[2:])


def test_misses_disagreement_and_a_press_between_numbers(tmp_path):
    b, r = black(), red()
    shots = {1: {b[0]: r[0], b[1]: r[1], b[2]: r[0]},   # disagreement → miss
             2: {b[0]: r[0], b[1]: r[0], b[2]: 0}}       # one press between numbers → miss
    script = Script(shots=shots, speech_end="thanks")
    s = run(tmp_path, script)
    mornings = [x.phrase for x in s.box.transcript if x.phrase in ("morning_good", "morning_killed")]
    assert mornings[:2] == ["morning_good", "morning_good"]
    assert not any(e["how"] == "shot" and e["day"] <= 3 for e in s.box.finished["eliminated"])


def test_refused_nomination_is_answered_with_its_reason(tmp_path):
    r = red()
    noms = {(1, s): None for s in range(1, 11)}
    noms[(1, 1)] = r[3]
    noms[(1, 2)] = r[3]  # already nominated by seat 1
    s = run(tmp_path, Script(nominations=noms, speech_end="thanks"))
    taken = said(s, "nominee_taken")
    assert taken and taken[0].params == {"seat": r[3]}
    assert [x.params["seat"] for x in said(s, "nomination_accepted")][:1] == [r[3]]


def test_english_pack_plays_a_whole_game(tmp_path):
    table = SimTable(SEED, lang="en")
    s = play(GameSetup(seed=SEED, language="en"), table, tmp_path / "g.jsonl",
             outputs=fake_outputs("en"))
    assert s.box.finished is not None
    assert any("accepted" in x.text.lower() for x in said(s, "nomination_accepted"))


def test_the_box_deals_and_shows_each_role_on_its_own_light(tmp_path):
    s = run(tmp_path, cards="dealt", seed=9)
    p = phrases(s)
    assert p.count("deal_look") == 10 and "register_wakes" not in p
    assert s.box.finished is not None
    # each seat's light told its role in a pattern of one fixed length (never the voice)
    looks = [x.at for x in said(s, "deal_look")]
    assert looks == sorted(looks)
    # the code was taught aloud first (issue 14), the same for every deal: every role of the
    # deck with its blink count (the rule book's), and no other phrase names a role
    code = [(x.params["count"], x.params["role"]) for x in said(s, "deal_code")]
    assert code == [(1, "citizen"), (2, "sheriff"), (3, "mafia"), (4, "don")]
    assert p.index("deal_code") < p.index("deal_look")
    assert not any("role" in x.params for x in s.box.transcript[: p.index("game_over")]
                   if x.phrase != "deal_code")
    # the mafia are told to wake and meet (issue 14)
    assert "meeting_wakes" in p and p.index("meeting_wakes") < p.index("meeting_agree")


def test_the_record_keeps_who_voted_for_whom_and_every_check(tmp_path):
    s = run(tmp_path, seed=2)
    rec = s.box.finished
    votes = rec["votes"]
    assert votes and all({"day", "round", "voter", "candidate", "auto"} <= set(v) for v in votes)
    # a day's first vote round: every living seat voted once (non-voters given to the last)
    first = [v for v in votes if v["day"] == 1 and v["round"] == 1]
    assert sorted(v["voter"] for v in first) == list(range(1, 11))
    assert rec["checks"] and all(c["role"] in ("don", "sheriff") for c in rec["checks"])
    roles = {int(k): v for k, v in rec["roles"].items()}
    for c in rec["checks"]:  # the answers the seats saw are the truth
        truth = roles[c["target"]] == "sheriff" if c["role"] == "don" else \
            roles[c["target"]] in ("mafia", "don")
        assert c["answer"] == truth
    # the journal's end line holds it: `pihost replay` and a club's protocol read it there
    from pihost.host.journal import Journal

    assert Journal.read(tmp_path / "game.jsonl").end["record"]["votes"] == votes
    # every seat's points: the win for the winning team (engine.scoring)
    black = {s for s, r in roles.items() if r in ("mafia", "don")}
    winners = black if rec["winner"] == "mafia" else set(roles) - black
    pts = {int(k): v for k, v in rec["points"].items()}
    assert sorted(pts) == sorted(roles)
    assert {s for s, v in pts.items() if v["win"] > 0} == (winners if rec["winner"] != "draw"
                                                          else set())


def test_a_twelve_seat_table_with_its_own_deck(tmp_path):
    options = {"seats": 12, "deck": {"don": 1, "mafia": 3, "sheriff": 1, "citizen": 7}}
    setup = GameSetup(seats=12, seed=3, options=options)
    table = SimTable(3, seats=12, roles=SimTable.draw_cards(3, 12, setup))
    s = play(setup, table, tmp_path / "g.jsonl", outputs=fake_outputs(seats=12))
    rec = s.box.finished
    assert rec is not None
    roles = {int(k): v for k, v in rec["roles"].items()}
    assert len(roles) == 12 and sum(r in ("mafia", "don") for r in roles.values()) == 4
    # at night the box calls all twelve numbers
    calls = [x.params["n"] for x in said(s, "call_number")]
    assert max(calls) == 12


def test_every_refused_nomination_has_its_own_spoken_reason():
    # each nomination error the engine can raise is answered with a phrase of its own, never
    # the generic one (club switch muted_may_nominate adds MutedNomination)
    import engine
    from pihost.host.announce import REFUSALS, refuse
    from pihost.host.testing import make_test_box

    box = make_test_box()
    phrases_of = {cls.__name__: phrase for cls, phrase, _ in REFUSALS}
    for name in ("AlreadyNominated", "NominatedTwice", "SeatDead", "NoSuchSeat",
                 "SelfNomination", "MutedNomination", "NoTechnicalFouls", "AlreadyVoted"):
        refuse(box, getattr(engine, name)("why"), seat=4)
        assert box.transcript[-1].phrase == phrases_of[name]
        assert box.transcript[-1].phrase not in ("error_window_closed", "not_now")
    assert len(set(phrases_of.values())) == len(phrases_of) - 1  # SeatDead/NoSuchSeat share
