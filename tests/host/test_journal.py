"""The journal: every input durable before the box reacts; a torn tail never breaks a replay."""

import os
import stat

import pytest

from pihost.events import Heard, SeatPressed, TimerExpired
from pihost.host.journal import Journal, JournalError

INPUTS = [SeatPressed(seat=3, at=1.0), Heard(text="я выставляю игрока номер десять", at=2.5),
          TimerExpired(name="speech_end", at=60.0)]


def write(path, inputs=INPUTS):
    with Journal.create(path, {"setup": {"seats": 10}}) as j:
        for e in inputs:
            j.append(e)


def test_round_trip_and_private_file(tmp_path):
    p = tmp_path / "g.jsonl"
    write(p)
    c = Journal.read(p)
    assert c.header == {"setup": {"seats": 10}}
    assert c.inputs == INPUTS
    assert not c.finished and not c.dropped_tail
    assert c.last_time == 60.0
    # the journal holds the night's presses: nobody but the box may read it
    assert stat.S_IMODE(os.stat(p).st_mode) == 0o600


def test_create_refuses_to_overwrite(tmp_path):
    p = tmp_path / "g.jsonl"
    write(p)
    with pytest.raises(FileExistsError):
        Journal.create(p, {})


@pytest.mark.parametrize("tail", [b'{"e":{"type":"seat_pressed","seat":4,"at":3.0},"c":1',
                                  b'{"e":{"type":"seat_pressed","seat":4,"at":3.0},"c":1}\n',
                                  b"\x00\x00\x00", b"{"])
def test_torn_or_corrupt_last_line_is_dropped(tmp_path, tail):
    p = tmp_path / "g.jsonl"
    write(p)
    with open(p, "ab") as fh:
        fh.write(tail)
    c = Journal.read(p)
    assert c.inputs == INPUTS
    assert c.dropped_tail


def test_reopen_cuts_the_torn_tail_and_goes_on(tmp_path):
    p = tmp_path / "g.jsonl"
    write(p)
    with open(p, "ab") as fh:
        fh.write(b'{"e":{"type":"seat_pr')
    j, c = Journal.reopen(p)
    assert c.dropped_tail and j.count == 3
    j.append(SeatPressed(seat=7, at=61.0))
    j.finish({"winner": "town"})
    j.close()
    c = Journal.read(p)
    assert c.inputs[-1] == SeatPressed(seat=7, at=61.0)
    assert c.finished and not c.dropped_tail and c.end == {"winner": "town"}


def test_corruption_inside_the_journal_is_an_error_naming_the_file(tmp_path):
    p = tmp_path / "g.jsonl"
    write(p)
    lines = p.read_bytes().splitlines(keepends=True)
    lines[1] = lines[1].replace(b'"seat":3', b'"seat":9')  # checksum no longer matches
    p.write_bytes(b"".join(lines))
    with pytest.raises(JournalError, match=str(p)):
        Journal.read(p)


def test_not_a_journal(tmp_path):
    p = tmp_path / "x.jsonl"
    p.write_text('{"hello": 1}\n')
    with pytest.raises(JournalError, match="not a pihost journal"):
        Journal.read(p)
