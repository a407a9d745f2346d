"""The host's button and keys, and inputs that fit nothing: a clear answer, the game unchanged."""

from __future__ import annotations

import pytest

from pihost.events import Heard, HostPressed, SeatPressed
from pihost.host.session import open_session
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import fake_outputs


def stopped_at(tmp_path, stage: str, **options):
    """A box at a simulated table (seed 5, rule ``options``), stopped when ``stage`` first
    begins; the simulated players leave the rest to the test."""
    s = open_session(GameSetup(seed=5, options=options), fake_outputs(), tmp_path / "g.jsonl",
                     fast=True, table=SimTable(5), fsync=False)
    while s.box.stage.name != stage:
        s.runner.step()
    s.runner.table = None
    return s


@pytest.fixture
def speech(tmp_path):
    """Stopped at the first speech of day 1 (seat 1)."""
    return stopped_at(tmp_path, "speech")


def feed(s, event_type, **kw):
    kw.setdefault("at", s.box.now + 0.5)
    s.runner.clock.set(kw["at"])
    s.runner.feed(event_type(**kw))


def new_phrases(s, mark):
    return [x.phrase for x in s.box.transcript[mark:]]


def test_pause_freezes_the_speech_timer(speech):
    s = speech
    left = s.box.timers.remaining("speech_end", s.box.now)
    feed(s, HostPressed, button="host", long=False)
    assert s.box.paused and s.box.timers.next_deadline() is None
    mark = len(s.box.transcript)
    feed(s, SeatPressed, seat=1, at=s.box.now + 100)  # ignored while paused
    assert s.box.stage.name == "speech" and new_phrases(s, mark) == []
    feed(s, HostPressed, button="host", long=False, at=s.box.now + 300)
    assert not s.box.paused and new_phrases(s, mark) == ["resumed"]
    assert s.box.timers.remaining("speech_end", s.box.now) == pytest.approx(left - 0.5, abs=1e-6)


def test_long_press_menu_disqualifies_a_seat(speech):
    s = speech
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=True)       # menu: foul
    feed(s, HostPressed, button="host", long=False)      # → disqualify
    feed(s, HostPressed, button="host", long=True)       # choose it
    feed(s, SeatPressed, seat=7)                         # the seat
    assert new_phrases(s, mark) == ["host_menu_help", "host_menu", "host_menu", "choose_seat",
                                    "disqualified"]
    assert s.box.transcript[mark + 2].params == {"item": "disqualify"}
    assert 7 not in s.box.game.public_view()["alive"]
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1  # the speech goes on


def test_foul_key_on_a_dead_seat_is_refused_with_the_reason(speech):
    s = speech
    feed(s, HostPressed, button="disqualify", long=False)
    feed(s, SeatPressed, seat=7)
    mark = len(s.box.transcript)
    before = s.box.game.public_view()
    feed(s, HostPressed, button="foul", long=False)
    feed(s, SeatPressed, seat=7)
    assert new_phrases(s, mark) == ["choose_seat", "seat_not_in_game"]
    assert s.box.game.public_view() == before


def test_undo_takes_back_a_nomination(speech):
    s = speech
    feed(s, Heard, text="я выставляю игрока номер пять")
    assert s.box.game.public_view()["nominees"] == [5]
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="undo", long=False)
    assert s.box.game.public_view()["nominees"] == []
    assert new_phrases(s, mark) == ["undone"]  # the speech goes on: nothing said again
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1


def test_skip_ends_the_speech_now(speech):
    s = speech
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="skip", long=False)
    assert new_phrases(s, mark)[:3] == ["timer_skipped", "time_up", "speech"]
    assert s.box.stage.seat == 2


def test_speech_is_ended_by_thanks_and_a_second_of_silence_only(speech):
    s = speech
    feed(s, Heard, text="спасибо десятому за хорошую речь")   # not the last word of an utterance
    assert not s.box.timers.active("speech_silence")
    feed(s, Heard, text="спасибо")
    assert s.box.timers.active("speech_silence")
    from pihost.events import VoiceActivity

    feed(s, VoiceActivity, at=s.box.now + 0.4)     # he goes on talking
    assert not s.box.timers.active("speech_silence") and s.box.stage.seat == 1
    feed(s, Heard, text="спасибо", at=s.box.now + 2)
    s.runner.clock.set(s.box.now + 1.0)
    s.runner.step()                                # the silence timer runs out
    assert s.box.stage.seat == 2


def test_nomination_heard_from_free_talk_or_outside_a_speech_is_none(speech):
    s = speech
    feed(s, Heard, text="у игрока номер пять хорошая речь")
    feed(s, Heard, text="я не выставляю игрока номер пять")
    assert s.box.game.public_view()["nominees"] == []
    # a press by another seat during a speech: ignored, journaled, nothing said
    mark = len(s.box.transcript)
    feed(s, SeatPressed, seat=6)
    assert new_phrases(s, mark) == [] and s.box.stage.seat == 1


def test_vote_press_twice_is_refused_aloud(tmp_path):
    from pihost.host.vote import VoteStage

    s = open_session(GameSetup(seed=2), fake_outputs(), tmp_path / "g.jsonl", fast=True,
                     table=SimTable(2), fsync=False)
    while not isinstance(s.box.stage, VoteStage):
        s.runner.step()
    s.runner.table = None
    feed(s, SeatPressed, seat=4)
    voters = list(s.box.stage.voters)
    mark = len(s.box.transcript)
    feed(s, SeatPressed, seat=4)
    assert voters == [4] and new_phrases(s, mark) == ["vote_refused"]
    assert s.box.stage.voters == voters
    # heard speech during a vote is not a nomination
    feed(s, Heard, text="я выставляю игрока номер три")
    assert s.box.stage.voters == voters


def test_the_listener_hears_only_the_speaker_during_his_speech(tmp_path):
    """The box switches the (fake) listener per phase; what it posts goes through the queue."""
    from pihost.clock import ManualClock
    from pihost.listen import FakeListener

    clock = ManualClock()
    outputs = fake_outputs(clock=clock)
    listener = FakeListener(clock=clock, tail_s=0.3)
    outputs.listener = listener
    s = open_session(GameSetup(seed=5), outputs, tmp_path / "g.jsonl", fast=True,
                     table=SimTable(5), fsync=False, clock=clock)
    listener.start(s.runner.post)
    assert not listener.hearing()                 # seat check: nobody is listened to
    while s.box.stage.name != "speech":
        s.runner.step()
    s.runner.table = None
    ctx = listener.context
    assert ctx is not None and ctx.speaker == 1 and 1 in ctx.alive
    clock.advance(2.0)
    assert listener.hear("я выставляю игрока номер пять")
    while not s.runner.queue.empty():
        s.runner.step()
    assert s.box.game.public_view()["nominees"] == [5]
    # the box speaks «Пять принято»: the microphone is muted (the appliance wires this)
    listener.mute(True)
    assert not listener.hear("я выставляю игрока номер шесть")
    listener.mute(False)
    clock.set(max(clock.now(), s.box.stage.started_at + 1.5))
    s.runner.feed(SeatPressed(seat=1, at=clock.now()))   # his button ends the speech
    assert listener.context.speaker == 2
    s.runner.feed(HostPressed(button="pause", long=False, at=clock.now()))
    assert listener.context is None                # paused: not listening


def test_the_host_enters_a_nomination_the_box_did_not_hear(speech):
    # the fallback when recognition fails: menu → nominate → the target's button
    s = speech
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=True)             # menu: foul
    for _ in range(4):
        feed(s, HostPressed, button="host", long=False)        # … → nominate
    assert s.box.transcript[-1].params == {"item": "nominate"}
    feed(s, HostPressed, button="host", long=True)             # choose it
    feed(s, SeatPressed, seat=5)                               # the nominee's button
    assert new_phrases(s, mark)[-2:] == ["choose_seat", "nomination_accepted"]
    assert s.box.transcript[-1].params == {"seat": 5}
    assert s.box.game.public_view()["nominated_by"] == {"1": 5}  # by the speaker, seat 1
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1  # his speech goes on
    assert any("host enters a nomination: seat 5" in line for line in s.box.log_lines)


def test_a_host_entered_nomination_is_refused_like_a_heard_one(speech):
    s = speech
    feed(s, Heard, text="я выставляю игрока номер пять")
    before = s.box.game.public_view()
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="nominate", long=False)
    feed(s, SeatPressed, seat=6)  # seat 1 has nominated today already
    assert new_phrases(s, mark) == ["choose_seat", "already_nominated"]
    assert s.box.game.public_view() == before


def test_nominate_outside_a_speech_is_refused(tmp_path):
    s = stopped_at(tmp_path, "vote")
    before = s.box.game.public_view()
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="nominate", long=False)
    assert new_phrases(s, mark) == ["not_now"] and not s.box.menu.open
    feed(s, SeatPressed, seat=5)  # an ordinary vote press now, not a nomination
    assert s.box.game.public_view()["nominees"] == before["nominees"]


def test_technical_fouls_in_the_menu_only_where_the_rules_give_them(tmp_path):
    # club switch technical_fouls_remove (club-rule-switches.md): counted apart, 2 remove
    s = stopped_at(tmp_path, "speech", technical_fouls_remove=2)
    said_items = []
    feed(s, HostPressed, button="host", long=True)
    for _ in range(5):
        said_items.append(s.box.transcript[-1].params["item"])
        feed(s, HostPressed, button="host", long=False)
    assert said_items == ["foul", "disqualify", "undo", "skip", "nominate"]
    assert s.box.transcript[-1].params == {"item": "technical_foul"}
    feed(s, HostPressed, button="host", long=True)
    feed(s, SeatPressed, seat=7)
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="technical_foul", long=False)
    feed(s, SeatPressed, seat=7)
    assert new_phrases(s, mark) == ["choose_seat", "technical_foul", "technical_foul_removed"]
    assert s.box.transcript[-2].params == {"seat": 7, "count": 2}
    assert 7 not in s.box.game.public_view()["alive"]
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1


def test_no_technical_fouls_where_the_rules_give_none(speech):
    s = speech
    mark = len(s.box.transcript)
    before = s.box.game.public_view()
    feed(s, HostPressed, button="technical_foul", long=False)
    # issue 14: every refusal has its own true sentence («В этих правилах нет технических фолов»)
    assert new_phrases(s, mark) == ["no_technical_fouls"] and s.box.game.public_view() == before
    feed(s, HostPressed, button="host", long=True)
    for _ in range(5):
        feed(s, HostPressed, button="host", long=False)
    assert s.box.transcript[-1].params == {"item": "foul"}  # the menu went round: 5 items


# -- issue 14: the box guides the host; issue 13 item 2: the host's actions are guarded -------

def test_the_menu_explains_itself_waits_the_game_and_says_when_it_closes(speech):
    """Issue 14: the menu is explained the first time it opens (and again after it closed by
    itself), its closing is announced, and the speaker's minute waits while it is open."""
    s = speech
    left = s.box.timers.remaining("speech_end", s.box.now)
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=True)
    assert new_phrases(s, mark) == ["host_menu_help", "host_menu"]
    s.runner.clock.set(s.box.now + 30)
    s.runner.step()                                   # 10 s of nothing: the menu closes
    assert new_phrases(s, mark)[-1] == "menu_closed" and not s.box.menu.open
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1
    # the minute waited while the menu was open: only the 0.5 s before the press has gone
    assert s.box.timers.remaining("speech_end", s.box.now) == pytest.approx(left - 0.5, abs=1e-6)
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=True)    # closed by itself: explained again
    assert new_phrases(s, mark) == ["host_menu_help", "host_menu"]
    feed(s, HostPressed, button="host", long=True)    # foul: choose the seat
    feed(s, SeatPressed, seat=4)
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=True)    # known now: straight to the item
    assert new_phrases(s, mark) == ["host_menu"]


def coded(tmp_path, code="SL"):
    s = open_session(GameSetup(seed=5, host_code=code), fake_outputs(), tmp_path / "c.jsonl",
                     fast=True, table=SimTable(5), fsync=False)
    while s.box.stage.name != "speech":
        s.runner.step()
    s.runner.table = None
    return s


def test_with_a_host_code_an_action_needs_the_code_and_a_wrong_one_cancels_it(tmp_path):
    """Issue 13 item 2: anyone who reaches the host button could foul, disqualify, undo…;
    with ``host.code`` the action waits for the code, a wrong code does nothing."""
    s = coded(tmp_path)
    before = s.box.game.public_view()
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="disqualify", long=False)
    assert new_phrases(s, mark) == ["host_code"]
    feed(s, HostPressed, button="host", long=True)    # L S: not S L
    feed(s, HostPressed, button="host", long=False)
    feed(s, SeatPressed, seat=7)                      # would have been the seat
    assert new_phrases(s, mark) == ["host_code", "wrong_code"]
    assert s.box.game.public_view() == before
    assert s.box.stage.name == "speech" and not s.box.menu.open
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="disqualify", long=False)
    feed(s, HostPressed, button="host", long=False)   # S
    feed(s, HostPressed, button="host", long=True)    # L: the code
    feed(s, SeatPressed, seat=7)
    assert new_phrases(s, mark) == ["host_code", "choose_seat", "disqualified"]
    assert 7 not in s.box.game.public_view()["alive"]


def test_the_host_code_guards_the_menu_too_but_not_the_pause(tmp_path):
    s = coded(tmp_path, "SSL")
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=True)    # the menu: foul?
    feed(s, HostPressed, button="host", long=False)   # disqualify?
    feed(s, HostPressed, button="host", long=False)   # undo?
    feed(s, HostPressed, button="host", long=True)    # choose undo: the code first
    assert new_phrases(s, mark)[-1] == "host_code"
    for long in (False, False, True):
        feed(s, HostPressed, button="host", long=long)
    # let through: the undo itself answers (the last input was the night's)
    assert new_phrases(s, mark)[-1] == "undo_not_at_night"
    mark = len(s.box.transcript)
    feed(s, HostPressed, button="host", long=False)   # a short press: the pause, no code
    assert s.box.paused and new_phrases(s, mark) == ["paused"]


def test_the_host_code_is_journaled_for_the_resume_and_kept_out_of_the_record(tmp_path):
    from pihost.host.journal import Journal

    coded(tmp_path)
    header = Journal.read(tmp_path / "c.jsonl").header
    assert header["setup"]["host_code"] == "SL"       # a resumed box asks the same code
    from pihost.host.testing import play

    done = play(GameSetup(seed=5, host_code="SL"), SimTable(5), tmp_path / "whole.jsonl")
    assert done.box.finished is not None and "host_code" not in done.box.finished["setup"]


def test_undo_into_the_previous_speech_gives_back_the_time_it_had_not_a_new_minute(speech):
    """Issue 14: undo restarted the speaker's minute (53.9 s left → 62.8 s)."""
    s = speech
    feed(s, SeatPressed, seat=1, at=s.box.stage.started_at + 20)   # he ends at ~40 s left
    left = 60 - 20
    assert s.box.stage.seat == 2
    feed(s, HostPressed, button="undo", long=False)
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1
    back = s.box.timers.remaining("speech_end", s.box.now) - s.box.after_voice()
    assert back == pytest.approx(left, abs=0.6)


def test_undo_of_a_nomination_keeps_the_speech_running(speech):
    s = speech
    feed(s, Heard, text="я выставляю игрока номер пять", at=s.box.now + 5)
    left = s.box.timers.remaining("speech_end", s.box.now)
    feed(s, HostPressed, button="undo", long=False)
    assert s.box.game.public_view()["nominees"] == []
    assert s.box.timers.remaining("speech_end", s.box.now) == pytest.approx(left - 0.5, abs=1e-6)


def test_a_self_nominating_speakers_light_comes_back_after_the_blink(speech):
    """Issue 14: his timer light went dark for the rest of his speech."""
    s = speech
    feed(s, Heard, text="я выставляю игрока номер один", at=s.box.now + 3)
    assert s.box.game.public_view()["nominees"] == [1]
    assert s.box.out.board.pattern(1) == "speaking"


def test_the_speakers_press_in_the_first_second_does_not_end_his_speech(speech):
    """Issue 13 item 4: a press while his own speech is being announced ended it."""
    s = speech
    start = s.box.stage.started_at
    feed(s, SeatPressed, seat=1, at=max(s.box.now, start + 0.5))
    assert s.box.stage.name == "speech" and s.box.stage.seat == 1
    feed(s, SeatPressed, seat=1, at=start + 1.2)
    assert s.box.stage.seat == 2
