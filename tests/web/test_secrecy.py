"""Secrets are sacred on the pages too. Two games that differ only in a night secret (whom the
checker checks, so his answer) send byte-identical frames to the table screen and the host page,
and identical messages — content, size and moment — to every seat page but the asker's, whose
messages differ in content only (the same sizes at the same moments). At night every seat page
gets the same messages at the same moments, whoever is awake."""

from __future__ import annotations

import json

import pytest

from pihost.clock import ManualClock
from pihost.host.setup import GameSetup
from pihost.host.table import Script, SimTable
from pihost.host.testing import fake_outputs, play
from pihost.web.screen import Screen
from pihost.web.testing import TappingTable


def deaf(table_cls):
    """Players who never act on what their checks told them: the rest of the game does not
    depend on the answer, so anything that differs on a page is the answer leaking."""
    class Deaf(table_cls):
        def found(self, box, seat):
            return []
    return Deaf


def game(tmp_path, name, seed, script, table_cls):
    clock = ManualClock()
    outputs = fake_outputs(clock=clock)
    outputs.screen = Screen(record=True)
    session = play(GameSetup(seed=seed), deaf(table_cls)(seed, script=script),
                   tmp_path / f"{name}.jsonl", outputs=outputs, clock=clock)
    assert session.box.finished is not None
    return session, outputs.screen.sent


def by_viewer(sent):
    """Each viewer's messages, up to the end (then the record makes every secret public)."""
    out: dict = {}
    for at, viewer, text in sent:
        frame = json.loads(text)["f"]
        if (frame.get("pub") or frame)["over"] is None:
            out.setdefault(viewer, []).append((round(at, 6), text))
    return out


def pair(tmp_path, seed, checker_role, table_cls):
    cards = SimTable.draw_cards(seed, 10)
    book_black = {s for s, r in cards.items() if r in ("mafia", "don")}
    checker = next(s for s, r in cards.items() if r == checker_role)
    if checker_role == "sheriff":
        yes, no = sorted(book_black)[0], next(s for s in sorted(cards) if s not in book_black
                                              and s != checker)
    else:  # the Don looks for the Sheriff
        yes = next(s for s, r in cards.items() if r == "sheriff")
        no = next(s for s, r in cards.items() if r == "citizen")
    a = game(tmp_path, "a", seed, Script(checks={1: {checker: yes}}), table_cls)
    b = game(tmp_path, "b", seed, Script(checks={1: {checker: no}}), table_cls)
    return checker, a, b


@pytest.mark.parametrize("table_cls", [SimTable, TappingTable], ids=["buttons", "phones"])
@pytest.mark.parametrize("seed,checker_role", [(5, "sheriff"), (6, "sheriff"), (6, "don")])
def test_a_night_secret_shows_on_the_askers_page_only(tmp_path, seed, checker_role, table_cls):
    checker, (sa, a), (sb, b) = pair(tmp_path, seed, checker_role, table_cls)
    answers = [c["answer"] for c in sa.box.finished["checks"] if c["by"] == checker][:1] + \
        [c["answer"] for c in sb.box.finished["checks"] if c["by"] == checker][:1]
    assert answers == [True, False]           # the two games did differ in the secret
    va, vb = by_viewer(a), by_viewer(b)
    assert len(va["table"]) > 100
    assert va["table"] == vb["table"]         # byte for byte, moment for moment
    assert va["host"] == vb["host"]
    for seat in range(1, 11):
        if seat != checker:
            assert va[seat] == vb[seat], f"seat {seat}'s page tells the checker's answer"
    mine_a, mine_b = va[checker], vb[checker]
    assert [(t, len(x.encode())) for t, x in mine_a] == [(t, len(x.encode())) for t, x in mine_b]
    assert mine_a != mine_b                   # and his own page did get his answer
    replies = {json.loads(x)["f"]["own"]["reply"]["text"] for _, x in mine_a
               if json.loads(x)["f"]["own"]["reply"]} | \
        {json.loads(x)["f"]["own"]["reply"]["text"] for _, x in mine_b
         if json.loads(x)["f"]["own"]["reply"]}
    assert {"yes", "no"} <= replies


@pytest.mark.parametrize("table_cls", [SimTable, TappingTable], ids=["buttons", "phones"])
def test_at_night_every_seat_page_gets_the_same_messages_at_the_same_moments(tmp_path,
                                                                           table_cls):
    session, sent = game(tmp_path, "n", 5, None, table_cls)
    nights = 0
    moments: dict[float, list[tuple[int, dict, int]]] = {}
    for at, viewer, text in sent:
        if isinstance(viewer, int):
            msg = json.loads(text)
            if msg["f"]["pub"]["night"]:
                size = len(text.encode()) - len(str(viewer))
                moments.setdefault(at, []).append((viewer, msg["f"]["own"]["act"], size))
    for at, got in moments.items():
        assert sorted(s for s, _, _ in got) == list(range(1, 11)), at   # all of them, or none
        assert len({json.dumps(act) for _, act, _ in got}) == 1, at   # asked the same thing
        assert len({size for _, _, size in got}) == 1, at             # of the same size
        nights += 1
    assert nights > 30


def test_the_table_frames_never_hold_a_role_before_the_end(tmp_path):
    session, sent = game(tmp_path, "r", 6, None, SimTable)
    words = {"citizen", "sheriff", "mafia", "don", "role", "team", "secret", "answer", "mates"}
    end = max(at for at, v, _ in sent if v == "table")
    for at, viewer, text in sent:
        if viewer in ("table", "host") and at < end:
            frame = json.loads(text)["f"]
            pub = frame["pub"] if viewer == "host" else frame
            if pub["stage"]["stage"] == "night0":  # the wake-up's name: said aloud
                pub["stage"].pop("step")
            blob = json.dumps(frame)
            assert not [w for w in words if f'"{w}"' in blob], (at, viewer)
            assert frame.get("over") is None and (frame.get("pub") or frame).get("over") is None
