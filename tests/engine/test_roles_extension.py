"""The role model: a new night role is data plus a small step class, in a catalog of its own game
(issue 10: per game, not mutable module globals); the day, vote and night code is untouched.
A "bard" stands in for any role the engine does not ship: he wakes, sings to one living seat,
and the sung-to seat is safe from the night's kills."""

from __future__ import annotations

import pytest

from engine import CATALOG, Game, Role, load_rules
from engine.errors import SelfTarget
from engine.night import NightStep
from tests.engine.tables import kinds, speeches


class Sing(NightStep):
    kind, order, action, mentions = "sing", 45, "sing", ("bard",)

    def check(self, table, night, seat, target):
        table.living_seat(target, "sung-to seat")
        if target == seat:
            raise SelfTarget("a bard does not sing to himself")

    def close(self, table, night, events):
        night.notes["sung"] = [t for ts in night.acts.get("sing", {}).values() for t in ts]


BARD = CATALOG.with_role(Role("bard", "town", ("sing",)), Sing())
DECK = {"citizen": 5, "bard": 1, "sheriff": 1, "mafia": 2, "don": 1}
SEATS = {1: "citizen", 2: "bard", 3: "mafia", 4: "citizen", 5: "sheriff", 6: "citizen",
         7: "don", 8: "citizen", 9: "mafia", 10: "citizen"}


def bard_game() -> Game:
    rules = load_rules("classic", catalog=BARD).with_options({"deck": DECK})
    return Game.new(rules=rules, roles=SEATS)


def test_a_role_added_in_its_own_catalog_wakes_in_its_step():
    g = bard_game()
    assert [s.kind for s in g.book.steps] == ["shoot", "don_check", "sheriff_check", "sing"]
    g.timeout()
    speeches(g)
    for s in (3, 7, 9):
        g.act(s, "shoot", target=4)
    g.timeout(), g.timeout(), g.timeout()
    assert kinds(g) == ["sing"] and g.pending()[0].seats == (2,)
    assert g.is_secret(g.pending()[0])
    assert [a.target for a in g.legal_inputs(2)] == [1, 3, 4, 5, 6, 7, 8, 9, 10]
    with pytest.raises(SelfTarget):
        g.act(2, "sing", target=2)
    g.act(2, "sing", target=4)
    night = g.stage
    ev = g.timeout()
    assert night.record.notes["sung"] == [4]  # its close() ran on its own notes
    assert [e.killed for e in ev if e.type == "night_result"] == [4]  # singing heals nobody


def test_the_shipped_catalog_and_other_games_do_not_know_the_new_role():
    assert "bard" not in CATALOG.role_names
    with pytest.raises(ValueError, match="unknown role 'bard'"):
        load_rules("classic").with_options({"deck": DECK})
    assert "sing" not in Game.new(seed=1).book.secret_kinds


def test_a_role_and_a_step_are_added_once():
    with pytest.raises(ValueError, match="exists already"):
        BARD.with_role(Role("bard", "town", ("sing",)))
    with pytest.raises(ValueError, match="exists already"):
        CATALOG.with_role(Role("minstrel", "town", ("sing",)), Sing(), Sing())
    with pytest.raises(ValueError, match="no night step"):
        CATALOG.with_role(Role("mime", "town", ("mime",)))
