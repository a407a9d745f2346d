"""Secrets are sacred: nothing the table can hear, see on another seat, read in the public log,
or time reveals a role, a check answer or a night choice."""

from __future__ import annotations

from typing import Any

import pytest

from pihost.clock import ManualClock
from pihost.events import SeatPressed
from pihost.host.nightstep import NightStepStage
from pihost.host.setup import GameSetup
from pihost.host.table import Script, SimTable
from pihost.host.testing import fake_outputs, play
from pihost.seats import FakeBoard

ROLE_WORDS = ("citizen", "sheriff", "mafia", "don", "secret", "answer")


class RecordingBoard(FakeBoard):
    """The fake board, also noting every secret reply it shows (seat, answer, box time)."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.replies = []

    def secret(self, seat, answer, at):
        self.replies.append((seat, answer, at))
        return super().secret(seat, answer, at)


def game(tmp_path, seed, script=None, table=None, name="g"):
    table = table or SimTable(seed, script=script)
    clock = ManualClock()
    outputs = fake_outputs(clock=clock)
    outputs.board = RecordingBoard(10, clock, lambda e: None)
    return play(GameSetup(seed=seed), table, tmp_path / f"{name}.jsonl", outputs=outputs,
                clock=clock)


def night_offsets(session) -> list[tuple[float, ...]]:
    """For every night: when each step's wake phrase and the morning came, from nightfall."""
    out, start, marks = [], None, []
    wake = {"step_wakes", "morning"}
    for s in session.box.transcript:
        if s.phrase == "night_falls":
            start, marks = s.at, []
        elif start is not None and s.phrase in wake:
            marks.append(round(s.at - start, 6))
            if s.phrase == "morning":
                out.append(tuple(marks))
                start = None
    return out


def test_every_night_lasts_the_same_whatever_happens(tmp_path):
    """Dead Don or Sheriff, a kill or a miss, a check or none: the same timeline."""
    seen = set()
    for seed in range(1, 9):
        s = game(tmp_path, seed, name=f"g{seed}")
        for marks in night_offsets(s):
            if len(marks) == 4:  # a night the game did not end in
                seen.add(marks)
    assert len(seen) == 1, seen


class WithStrayPresses(SimTable):
    """The same players, plus a red player who presses at random moments every night."""

    def __init__(self, seed: int, stray: int) -> None:
        super().__init__(seed)
        self.stray = stray

    def next_action(self, box, now):
        action = super().next_action(box, now)
        st = box.stage
        if isinstance(st, NightStepStage) and self.stray not in st.pressed and \
                self.stray in box.game.public_view()["alive"]:
            t = st.calls.call_time(3) + 0.7
            if t >= now and (action is None or t < action[0]):
                return t, SeatPressed(seat=self.stray, at=t)
        return action


def transcript(session, until: str = "game_over") -> list[tuple[str, Any, float]]:
    out = []
    for s in session.box.transcript:
        if s.phrase == until:
            break
        out.append((s.phrase, s.params, round(s.at, 6)))
    return out


def test_a_press_from_a_seat_that_does_not_act_changes_nothing(tmp_path):
    seed = 5
    red = sorted(s for s, r in SimTable.draw_cards(seed, 10).items() if r == "citizen")
    plain = game(tmp_path, seed, name="plain")
    stray = play(GameSetup(seed=seed), WithStrayPresses(seed, red[0]), tmp_path / "stray.jsonl")
    assert transcript(plain) == transcript(stray)
    assert stray.box.ignored_inputs > plain.box.ignored_inputs


def lights_except(session, seat: int, before: float):
    return [(round(t, 6), s, ch, lv) for t, s, ch, lv in session.box.out.board.history
            if s != seat and t < before]


@pytest.mark.parametrize("seed", [5, 6])
def test_a_check_answer_shows_only_on_the_checking_seat(tmp_path, seed):
    """Two games that differ only in the Sheriff's first check (a black seat → yes, a red seat
    → no): everything the table hears, and every other seat's light, is the same."""
    cards = SimTable.draw_cards(seed, 10)
    sheriff = next(s for s, r in cards.items() if r == "sheriff")
    blacks = [s for s, r in cards.items() if r in ("mafia", "don")]
    reds = [s for s, r in cards.items() if r == "citizen"]
    yes = game(tmp_path, seed, Script(checks={1: {sheriff: blacks[0]}}), name="yes")
    no = game(tmp_path, seed, Script(checks={1: {sheriff: reds[0]}}), name="no")
    # until the second day's speeches (when the sheriff may act on what he learned)
    day2 = next(s.at for s in yes.box.transcript if s.phrase == "day_starts" and s.params["day"] == 2)
    assert [x for x in transcript(yes) if x[2] < day2] == [x for x in transcript(no) if x[2] < day2]
    assert lights_except(yes, sheriff, day2) == lights_except(no, sheriff, day2)
    # the sheriff's own light did answer, at the same moment, differently, for as long
    mine = [r for r in yes.box.out.board.replies if r[0] == sheriff and r[2] < day2]
    theirs = [r for r in no.box.out.board.replies if r[0] == sheriff and r[2] < day2]
    assert [r[1] for r in mine] == ["yes"] and [r[1] for r in theirs] == ["no"]
    assert mine[0][2] == pytest.approx(theirs[0][2])
    # and nobody else got a reply that night but the Don (his own check)
    don = next(s for s, r in cards.items() if r == "don")
    assert {r[0] for r in yes.box.out.board.replies if r[2] < day2} <= {sheriff, don}
    assert yes.box.game.seat_view(sheriff)["secrets"][0]["answer"] is True
    assert no.box.game.seat_view(sheriff)["secrets"][0]["answer"] is False


def test_nothing_secret_in_phrases_or_the_public_log(tmp_path):
    for seed in (1, 2, 3):
        s = game(tmp_path, seed, name=f"g{seed}")
        end = next(i for i, x in enumerate(s.box.transcript) if x.phrase == "game_over")
        before = s.box.transcript[:end]
        # closed game: no role is ever named before the end
        assert not [x for x in before if x.phrase == "role_revealed" or "role" in x.params]
        log_end = next(i for i, line in enumerate(s.box.log_lines) if "game_over" in line)
        for line in s.box.log_lines[:log_end]:
            for w in ROLE_WORDS:
                assert f"={w}" not in line and f"'{w}'" not in line, line
            assert "secret" not in line


def test_a_refused_night_press_leaves_no_reason_in_any_log(tmp_path, caplog):
    # the engine refuses the Sheriff's check of his own seat with "seat N may not check his own
    # seat": that sentence names the Sheriff, so it must not reach even the debug log
    seed = 1
    sheriff = next(s for s, r in SimTable.draw_cards(seed, 10).items() if r == "sheriff")
    script = Script(checks={1: {sheriff: sheriff}}, day_nominees={1: []})  # all alive at night
    with caplog.at_level("DEBUG"):
        s = game(tmp_path, seed, script=script)
    assert "a night press the rules refuse" in caplog.text  # the refusal did happen
    text = caplog.text + "\n".join(s.box.log_lines)
    assert "own seat" not in text and "may not check" not in text


@pytest.mark.allow_error_log
def test_a_box_failure_at_night_logs_no_message_and_no_press(tmp_path, caplog, monkeypatch):
    # a bug during a night step: the table goes on, and the error log keeps the code path
    # but neither the input (who pressed when) nor the message, which could name a role
    real = NightStepStage.on_press
    failed = []

    def buggy(self, box, e):
        if not failed:
            failed.append(e.seat)
            raise RuntimeError("seat {} is {}".format(3, "bla" + "ck"))  # built at run time
        return real(self, box, e)

    monkeypatch.setattr(NightStepStage, "on_press", buggy)
    with caplog.at_level("DEBUG"):
        s = game(tmp_path, 1)
    assert failed and s.box.finished is not None
    errors = [r for r in caplog.records if r.levelname == "ERROR"]
    assert len(errors) == 1 and "message withheld" in errors[0].getMessage()
    assert "is black" not in caplog.text and "seat_pressed" in errors[0].getMessage()
    assert '"seat"' not in errors[0].getMessage() and "at=" not in errors[0].getMessage()
