"""A seat named on a phone's grid (``SeatChose``) instead of a press at its called number: the
night step and the best move take it, nothing else does, the night keeps its timeline, and a
game played that way is the game played on buttons."""

from __future__ import annotations

from pihost.clock import ManualClock
from pihost.events import SeatChose, SeatPressed, TimerExpired, event_from_json
from pihost.host.nightstep import NightStepStage
from pihost.host.session import open_session, unfinished
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import fake_outputs, play
from pihost.web.testing import TappingTable as ChoosingTable


def summary(session):
    rec = session.box.finished
    said = [(s.phrase, s.params, round(s.at, 6)) for s in session.box.transcript]
    return said, rec["winner"], rec["eliminated"], rec["night_acts"], rec["best_move"]


def test_a_game_tapped_on_phones_is_the_game_pressed_on_buttons(tmp_path):
    for seed in (5, 18, 42):
        pressed = play(GameSetup(seed=seed), SimTable(seed), tmp_path / f"p{seed}.jsonl")
        tapped = play(GameSetup(seed=seed), ChoosingTable(seed), tmp_path / f"t{seed}.jsonl")
        assert summary(tapped) == summary(pressed), seed
        kinds = [e.type for e in tapped.journal.read(tapped.journal.path).inputs]
        assert "seat_chose" in kinds and kinds.count("seat_pressed") < \
            [e.type for e in pressed.journal.read(pressed.journal.path).inputs].count("seat_pressed")


def test_a_tapped_game_resumes_from_its_journal_mid_night(tmp_path):
    seed = 5
    whole = play(GameSetup(seed=seed), ChoosingTable(seed), tmp_path / "whole.jsonl")
    path = tmp_path / "cut.jsonl"
    clock = ManualClock()
    session = open_session(GameSetup(seed=seed), fake_outputs(clock=clock), path, fast=True,
                           table=ChoosingTable(seed), fsync=False, clock=clock)
    # stop right after the first seat was chosen at night (the power cut)
    while True:
        session.runner.step()
        inputs = [e for e in session.journal.read(path).inputs if e.type == "seat_chose"]
        if inputs:
            break
    session.journal.close()
    assert unfinished(path) is not None
    resumed = play(GameSetup(seed=seed), ChoosingTable(seed), path)
    assert resumed.resumed
    assert resumed.box.finished["winner"] == whole.box.finished["winner"]
    assert resumed.box.finished["night_acts"] == whole.box.finished["night_acts"]


def night_box(tmp_path):
    """A box at its first night's first step, just woken."""
    clock = ManualClock()
    session = open_session(GameSetup(seed=5), fake_outputs(clock=clock), tmp_path / "n.jsonl",
                           fast=True, table=SimTable(5), fsync=False, clock=clock)
    box = session.box
    while not (isinstance(box.stage, NightStepStage) and box.stage.awake):
        session.runner.step()
    return box


def test_only_an_actor_is_taken_and_only_while_his_step_is_awake(tmp_path):
    box = night_box(tmp_path)
    st = box.stage
    actor = st.actors[0]
    idle = next(s for s in box.game.public_view()["alive"] if s not in st.actors)
    before = len(box.game.inputs)
    box.handle(SeatChose(seat=idle, target=actor, at=box.now))       # nobody acts from there
    assert len(box.game.inputs) == before and idle in st.pressed
    replies = []
    box.out.board.secret = lambda seat, answer, at: replies.append((seat, answer)) or 2.0
    target = next(a.target for a in box.game.legal_inputs(actor) if a.target is not None)
    box.handle(SeatChose(seat=actor, target=target, at=box.now))
    assert len(box.game.inputs) == before + 1
    assert box.game.inputs[-1].seat == actor and box.game.inputs[-1].target == target
    assert replies == []   # nothing shows on any light for it (a check answers at its time)


def test_a_chosen_seat_before_the_wake_phrase_is_refused_on_the_seat_alone(tmp_path):
    box = night_box(tmp_path)
    st = box.stage
    st.awake = False  # as between the previous step's end and this one's wake phrase
    actor = st.actors[0]
    replies = []
    board_secret = box.out.board.secret
    box.out.board.secret = lambda seat, answer, at: replies.append((seat, answer)) or \
        board_secret(seat, answer, at)
    before = len(box.game.inputs)
    box.handle(SeatChose(seat=actor, target=1, at=box.now))
    assert len(box.game.inputs) == before
    assert replies == [(actor, "refused")]


def test_outside_the_night_and_the_best_move_a_chosen_seat_is_ignored(tmp_path):
    box = night_box(tmp_path)
    while box.stage.name != "speech":  # the night runs out with nobody acting: the morning
        name, at = box.timers.next_deadline()
        box.handle(TimerExpired(name=name, at=at))
    ignored, inputs = box.ignored_inputs, len(box.game.inputs)
    box.handle(SeatChose(seat=box.stage.seat, target=3, at=box.now))
    assert box.ignored_inputs == ignored + 1 and len(box.game.inputs) == inputs


def test_the_event_keeps_its_wire_form():
    e = SeatChose(seat=3, target=9, at=12.5)
    assert event_from_json(e.to_json()) == e
    assert SeatPressed(seat=3, at=1.0) != e
