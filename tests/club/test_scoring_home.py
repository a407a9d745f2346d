"""A home-rules game (seed 003's roles) for the scoring tests: the Doctor saves the mafia's
victim on night 1 (003 «Доктор»)."""

from __future__ import annotations

from tests.engine.test_new_roles import HOME13, home, night, to_night1


def doctor_saves_game():
    g = home()
    to_night1(g)
    ev = night(g, shots=4, heal=4)
    assert any(e.type == "night_outcome" and e.saved == ((4, "heal"),) for e in ev)
    for s, r in HOME13.items():
        if r in ("mafia", "don") and not g.over:
            g.host("disqualify", s)
    while not g.over:  # the Maniac left: the town wins once he is out
        g.host("disqualify", next(s for s, r in HOME13.items() if r == "maniac"))
    return g


def test_the_home_game_ends_with_the_town():
    assert doctor_saves_game().winner == "town"
