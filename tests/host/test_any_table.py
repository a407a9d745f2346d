"""Any table, any cast (issue 10): every preset deck from 5 to 25 seats plays on the box with
fakes, physical and dealt cards; every night of a deck lasts the same whatever happens; a role
added only in the engine (and its voice words) plays on the box with no change to its code."""

from __future__ import annotations

import io
import types

import pytest

from engine import CATALOG, Book, Role
from engine.night import NightStep
from pihost.host.setup import GameSetup, rules_for
from pihost.host.table import Script, SimTable
from pihost.host.testing import fake_outputs, play

PRESETS = [("classic", n) for n in range(5, 26)] + [("home", n) for n in range(7, 14)]


def game(tmp_path, rules, seats, seed=3, cards="physical", script=None, name="g"):
    from pihost.clock import ManualClock

    setup = GameSetup(seed=seed, rules=rules, seats=seats, cards=cards)
    table = SimTable(seed, seats=seats, setup=setup, script=script)
    clock = ManualClock()  # the board's history in box time
    return play(setup, table, tmp_path / f"{name}.jsonl",
                outputs=fake_outputs(seats=seats, clock=clock), clock=clock)


def night_offsets(session) -> list[tuple[float, ...]]:
    """For every night: when each step's wake phrase and the morning came, from nightfall."""
    out, start, marks = [], None, []
    for s in session.box.transcript:
        if s.phrase == "night_falls":
            start, marks = s.at, []
        elif start is not None and s.phrase in ("step_wakes", "morning"):
            marks.append(round(s.at - start, 6))
            if s.phrase == "morning":
                out.append(tuple(marks))
                start = None
    return out


@pytest.mark.parametrize("cards", ["physical", "dealt"])
@pytest.mark.parametrize("rules,seats", PRESETS, ids=[f"{r}-{n}" for r, n in PRESETS])
def test_every_preset_deck_plays_a_whole_game_on_the_box(tmp_path, rules, seats, cards):
    s = game(tmp_path, rules, seats, cards=cards)
    rec = s.box.finished
    book = Book(rules_for(GameSetup(rules=rules, seats=seats)))
    assert rec is not None and rec["winner"] in book.winners()
    said = [x.phrase for x in s.box.transcript]
    # the table heard its composition, then night 0 by the rule book's plan
    assert said.index("table_size") < said.index("night_falls")
    if cards == "physical":
        woke = [x.params["register"] for x in s.box.transcript if x.phrase == "register_wakes"]
        plan = [w.name if w.team else book.spoken(w.name) for w in book.registration()]
        assert woke[: len(plan)] == plan
        assert {int(k): v for k, v in rec["roles"].items()} == \
            SimTable.draw_cards(3, seats, GameSetup(rules=rules, seats=seats))
    # every night woke every step of the deck, in the book's order — and nothing else
    steps = [book.voice_id(k.kind) for k in book.steps]
    nights, current = [], None
    for x in s.box.transcript:
        if x.phrase == "night_falls":
            current = []
            nights.append(current)
        elif x.phrase == "step_wakes":
            current.append(x.params["wake"])
    for woken in nights[1:]:  # night 0 has no steps
        assert woken == steps[: len(woken)]
    assert all(len(w) == len(steps) for w in nights[1:-1])
    # every elimination was said; the end read every card with one of its own
    for e in rec["eliminated"]:
        assert any(e["seat"] == x.params.get("seat") or e["seat"] in x.params.get("seats", ())
                   for x in s.box.transcript), e
    revealed = {x.params["role"] for x in s.box.transcript if x.phrase == "reveal_role"}
    assert revealed == {book.spoken(r.name) for r in book.roles if not r.plain}


DECKS = [("classic", 5), ("classic", 10), ("classic", 13), ("classic", 20), ("classic", 25),
         ("home", 7), ("home", 10), ("home", 13)]


@pytest.mark.parametrize("rules,seats", DECKS, ids=[f"{r}-{n}" for r, n in DECKS])
def test_every_night_of_a_deck_lasts_the_same_whatever_happens(tmp_path, rules, seats):
    # game-night.md: every step lasts the same time whether or not anyone is alive, presses or
    # not; issue 10: night timelines identical across games for every preset deck
    seen = set()
    for seed in range(1, 6):
        s = game(tmp_path, rules, seats, seed=seed, name=f"g{seed}")
        steps = len(s.box.book.steps)
        for marks in night_offsets(s):
            if len(marks) == steps + 1:  # a night the game did not end in
                seen.add(marks)
    assert len(seen) == 1, seen


def test_a_doctors_heal_or_a_courtesans_visit_changes_nothing_the_table_perceives(tmp_path):
    # secrets are sacred: two nights that differ only in who the Doctor heals (and whom the
    # Courtesan visits) sound, time and light the same for every other seat until morning
    seats, seed = 13, 4
    setup = GameSetup(rules="home", seats=seats, seed=seed)
    cards = SimTable.draw_cards(seed, seats, setup)
    doctor = next(s for s, r in cards.items() if r == "doctor")
    courtesan = next(s for s, r in cards.items() if r == "courtesan")
    black = [s for s, r in cards.items() if r in ("mafia", "don")]
    red = sorted(s for s, r in cards.items() if r == "citizen")
    target = red[0]
    base = {s: target for s in black}
    one = Script(day_nominees={1: []}, acts={1: {**base, doctor: red[1], courtesan: red[2]}})
    two = Script(day_nominees={1: []}, acts={1: {**base, doctor: red[3], courtesan: red[4]}})
    a = game(tmp_path, "home", seats, seed=seed, script=one, name="a")
    b = game(tmp_path, "home", seats, seed=seed, script=two, name="b")
    morning2 = next(x.at for x in a.box.transcript if x.phrase == "day_starts"
                    and x.params["day"] == 2)

    def heard(s):
        return [(x.phrase, x.params, round(x.at, 6)) for x in s.box.transcript if x.at < morning2]

    def lights(s, mine):
        return [(round(t, 6), seat, ch, lv) for t, seat, ch, lv in s.box.out.board.history
                if seat not in mine and t < morning2]

    assert heard(a) == heard(b)
    assert lights(a, {doctor, courtesan}) == lights(b, {doctor, courtesan})


class Sing(NightStep):
    """A role the engine does not ship: the bard sings to one living seat, who is safe."""

    kind, order, action, effect, mentions = "sing", 45, "sing", "", ("bard",)

    def check(self, table, night, seat, target):
        table.living_seat(target, "sung-to seat")


def test_a_role_added_only_in_the_engine_plays_on_the_box(tmp_path, monkeypatch):
    # issue 10: no rule knowledge outside engine/ — a new role is engine data plus its words in
    # the voice pack; the box's code does not change for it
    from pihost.voice import catalog as voice_catalog
    from pihost.voice import load_pack
    from pihost.voice.fake import FakeVoice

    bard = CATALOG.with_role(Role("bard", "town", ("sing",)), Sing())
    pack = load_pack("ru")  # the shipped pack, plus the new role's words below
    extra = {"wake": "sing", "sleep": "sing", "register": "bard", "asleep": "bard",
             "role": "bard", "letter": "bard"}
    for name, word in {**extra, "roles": "bard"}.items():  # the word tables take the new ids
        p = voice_catalog.PARAMS[name]
        monkeypatch.setitem(voice_catalog.PARAMS, name, voice_catalog.Param(
            p.name, p.kind, choices=(*p.choices, word), table=p.table, blank=p.blank))
    words = {k: dict(v) for k, v in pack.words.items()}
    words["wake"]["sing"] = "Просыпается бард. Бард выбирает, кому петь."
    words["sleep"]["sing"] = "Бард засыпает."
    words["register"]["bard"] = "Просыпается бард. Бард, нажмите кнопку."
    words["asleep"]["bard"] = "Бард засыпает."
    words["role"]["bard"] = "бард"
    words["letter"]["bard"] = "Б"
    voice = FakeVoice(pack.__class__(pack.path, pack.lang, pack.voice, pack.rate, words,
                                     pack.templates))
    deck = {"citizen": 5, "bard": 1, "sheriff": 1, "mafia": 2, "don": 1}
    setup = GameSetup(seed=5, rules="classic", seats=10, catalog=bard, options={"deck": deck})
    s = play(setup, SimTable(5, seats=10, setup=setup), tmp_path / "bard.jsonl",
             outputs=fake_outputs(voice=voice))
    assert s.box.finished is not None
    said = [x.text for x in s.box.transcript]
    assert "Просыпается бард. Бард, нажмите кнопку." in said          # night 0 registration
    assert "Просыпается бард. Бард выбирает, кому петь." in said      # his own night step
    end = next(i for i, x in enumerate(s.box.transcript) if x.phrase == "game_over")
    assert "Бард — игрок номер" in " ".join(said[end:])                 # the read-out


@pytest.mark.parametrize("seats", range(5, 26))
def test_the_demo_plays_a_whole_game_at_every_table_size(seats):
    # issue 10: `pihost demo --seats N` plays a whole game for every N from 5 to 25
    from pihost.host.demo import run_demo

    args = types.SimpleNamespace(seed=42, seats=seats, rules="classic", cards="physical",
                                 lang="ru", voice="text", realtime=False, journal=None, wav=None,
                                 quiet=True, no_fsync=True)
    out = io.StringIO()
    assert run_demo(args, out) == 0
    assert "winner: " in out.getvalue()


def test_a_big_table_names_a_seat_by_its_digits(tmp_path):
    # issue 10: with 16+ seats a night step stays short enough — a seat is called by its two
    # digits (15 calls at 25 seats instead of 25); the mafia's presses at «один» then «семь»
    # shoot seat 17
    from pihost.host.calls import Calls, SeatByDigits

    calls = Calls.digits(0.0, 1.5, 25, 0.15)
    assert calls.count == 15 and Calls.presses(17, True) == [("tens", 1), ("units", 7)]
    seat = SeatByDigits()
    assert seat.press(("tens", 1), 25) == (False, None)
    assert seat.press(("units", 7), 25) == (True, 17)
    assert SeatByDigits().press(("units", 7), 25) == (True, None)   # no tens digit: spoiled
    doubled = SeatByDigits()
    doubled.press(("tens", 1), 25)
    assert doubled.press(("tens", 2), 25) == (True, None)           # two tens digits: spoiled
    out = SeatByDigits()
    out.press(("tens", 2), 25)
    assert out.press(("units", 9), 25) == (True, None)             # 29: no such seat
    seats, seed = 20, 2
    setup = GameSetup(seed=seed, seats=seats)
    cards = SimTable.draw_cards(seed, seats, setup)
    black = [s for s, r in cards.items() if r in ("mafia", "don")]
    victim = next(s for s in range(17, 21) if s not in black)
    s = game(tmp_path, "classic", seats, seed=seed,
             script=Script(day_nominees={1: []}, shots={1: dict.fromkeys(black, victim)}))
    said = [x.phrase for x in s.box.transcript]
    assert "call_first_digit" in said and "call_number" not in said[:said.index("morning", 20)]
    assert next(x.params["seats"] for x in s.box.transcript
                if x.phrase == "morning_killed") == [victim]
