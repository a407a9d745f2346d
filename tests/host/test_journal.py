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
                                  b"\x00\x00\x00", b"{"])
def test_a_torn_last_line_nobody_acted_on_is_dropped(tmp_path, tail):
    """A power cut mid-write: no newline, and the shadow never counted it."""
    p = tmp_path / "g.jsonl"
    write(p)
    with open(p, "ab") as fh:
        fh.write(tail)
    c = Journal.read(p)
    assert c.inputs == INPUTS
    assert c.dropped_tail and c.damage is None


def test_a_whole_last_line_that_is_wrong_is_damage(tmp_path):
    """It has its newline, so it was written whole and acted on: losing it is said."""
    p = tmp_path / "g.jsonl"
    write(p)
    raw = p.read_bytes().splitlines(keepends=True)
    raw[-1] = raw[-1].replace(b'"speech_end"', b'"speech_enD"')
    p.write_bytes(b"".join(raw))
    c = Journal.read(p)
    assert c.inputs == INPUTS[:2] and not c.dropped_tail
    assert c.damage.found == "line 4: unreadable" and c.damage.lost == 1


def test_a_torn_line_the_shadow_counted_is_damage(tmp_path):
    """The box had acted on it (its tip was written after the fsync): the loss is said."""
    p = tmp_path / "g.jsonl"
    write(p)
    raw = p.read_bytes()
    p.write_bytes(raw[:-10])
    c = Journal.read(p)
    assert c.inputs == INPUTS[:2]
    assert c.damage.kinds == ("cut short",) and c.damage.lost == 1
    assert c.damage.lost_seconds == 57.5


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


def test_corruption_inside_the_journal_is_damage_named_by_its_line(tmp_path):
    p = tmp_path / "g.jsonl"
    write(p)
    lines = p.read_bytes().splitlines(keepends=True)
    lines[1] = lines[1].replace(b'"seat":3', b'"seat":9')  # checksum no longer matches
    p.write_bytes(b"".join(lines))
    c = Journal.read(p)
    assert c.inputs == [] and c.damage.found == "line 2: unreadable"
    assert c.damage.lost == 3 and c.damage.lost_seconds == 60.0


def test_reopen_keeps_the_damaged_original_and_goes_on_from_the_good_lines(tmp_path):
    p = tmp_path / "g.jsonl"
    write(p)
    lines = p.read_bytes().splitlines(keepends=True)
    lines[2] = b"\x00" * 20 + b"\n"
    damaged = b"".join(lines)
    p.write_bytes(damaged)
    j, c = Journal.reopen(p)
    assert c.damage.kept == tmp_path / "g.jsonl.damaged-1" and j.count == 1
    j.append(SeatPressed(seat=7, at=61.0))
    j.close()
    assert (tmp_path / "g.jsonl.damaged-1").read_bytes() == damaged
    again = Journal.read(p)
    assert again.damage is None and again.inputs == [INPUTS[0], SeatPressed(seat=7, at=61.0)]


def test_a_write_that_fails_leaves_no_half_line(tmp_path, monkeypatch):
    """Disk full mid-line: the line is cut off again, so the journal stays readable."""
    import errno

    p = tmp_path / "g.jsonl"
    j = Journal.create(p, {"setup": {}})
    j.append(INPUTS[0])
    real_write = os.write

    def half_then_full(fd, data):
        if fd == j._fd:
            real_write(fd, bytes(data)[:7])
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", half_then_full)
    with pytest.raises(OSError, match="No space"):
        j.append(INPUTS[1])
    monkeypatch.setattr(os, "write", real_write)
    j.close()
    c = Journal.read(p)
    assert c.inputs == [INPUTS[0]] and c.damage is None and not c.dropped_tail


def test_a_version_1_journal_is_read_and_resumed_in_the_new_form(tmp_path):
    """A box updated in the middle of a game goes on with the game."""
    import json
    import zlib

    def line(obj):
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)

    p = tmp_path / "old.jsonl"
    rows = [line({"journal": 1, "header": {"setup": {}}})]
    rows += [line({"e": e.to_json(), "c": zlib.crc32(line(e.to_json()).encode())})
             for e in INPUTS]
    p.write_text("\n".join(rows) + "\n", encoding="utf-8")
    c = Journal.read(p)
    assert c.inputs == INPUTS and c.version == 1 and c.damage is None
    j, _ = Journal.reopen(p)
    j.append(SeatPressed(seat=1, at=70.0))
    j.close()
    c = Journal.read(p)
    assert c.version == 2 and c.inputs == [*INPUTS, SeatPressed(seat=1, at=70.0)]


def test_not_a_journal(tmp_path):
    p = tmp_path / "x.jsonl"
    p.write_text('{"hello": 1}\n')
    with pytest.raises(JournalError, match="not a pihost journal"):
        Journal.read(p)


def test_a_header_whose_version_reads_1_after_damage_is_not_taken_for_a_v1_journal(tmp_path):
    """Found by the fault run: "journal":2 edited to 1 made every sealed line unreadable."""
    p = tmp_path / "g.jsonl"
    write(p)
    raw = p.read_bytes().replace(b'"journal":2', b'"journal":1', 1)
    p.write_bytes(raw)
    c = Journal.read(p)
    assert c.inputs == INPUTS and c.version == 2
    assert c.damage.kinds == ("header",) and c.damage.lost == 0
