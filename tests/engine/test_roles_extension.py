"""The role model: a new night role is data plus a small step class with a wake-up order;
the day and vote code is untouched (issue 2, seeds-digest.md §3, 003_76ecd68335ad3c2e.txt
Doctor: heals one player a night)."""

from __future__ import annotations

import pytest

from engine import Game, Role, inputs, night, roles
from engine.night import NightStep
from tests.engine.tables import kinds, speeches


class Heal(NightStep):
    """Doctor: the healed seat survives tonight's shot."""

    kind, order, action = "heal", 25, "heal"

    def act(self, table, record, act, events):
        record.healed = table.living_seat(act.target, "healed seat")

    def close(self, table, record, events):
        if getattr(record, "healed", None) == record.killed:
            record.killed = None


@pytest.fixture
def with_doctor(monkeypatch):
    monkeypatch.setitem(roles.ROLES, "doctor", Role("doctor", "town", ("heal",)))
    monkeypatch.setattr(night, "STEPS", night.STEPS)  # restored after the test
    actions = set(inputs.ACTIONS)
    night.add_step(Heal())
    yield
    inputs.ACTIONS.intersection_update(actions)


DECK = {"citizen": 5, "doctor": 1, "sheriff": 1, "mafia": 2, "don": 1}
SEATS = {1: "citizen", 2: "doctor", 3: "mafia", 4: "citizen", 5: "sheriff", 6: "citizen",
         7: "don", 8: "citizen", 9: "mafia", 10: "citizen"}


def test_a_doctor_added_as_data_and_a_step(with_doctor):
    g = Game.new(rules="classic", roles=SEATS, options={"deck": DECK})
    g.timeout()
    speeches(g)
    for s in (3, 7, 9):
        g.act(s, "shoot", target=4)
    g.timeout()
    assert kinds(g) == ["don_check"]
    g.timeout()
    assert kinds(g) == ["heal"] and g.pending()[0].seats == (2,)
    g.act(2, "heal", target=4)
    g.timeout()
    ev = g.timeout()  # sheriff
    assert [e.killed for e in ev if e.type == "night_result"] == [None]
    assert 4 in g.public_view()["alive"]


def test_without_the_doctor_the_same_night_kills(with_doctor):
    g = Game.new(rules="classic", roles={**SEATS, 2: "citizen"})
    g.timeout()
    speeches(g)
    for s in (3, 7, 9):
        g.act(s, "shoot", target=4)
    ev = g.timeout() + g.timeout()  # no doctor alive: no heal window
    assert kinds(g) == ["sheriff_check"]
    ev += g.timeout()
    assert [e.killed for e in ev if e.type == "night_result"] == [4]


def test_a_step_kind_is_added_once(with_doctor):
    with pytest.raises(ValueError, match="exists already"):
        night.add_step(Heal())
