"""How one game is set up: everything the box needs to replay it, stored as the journal header.

>>> s = GameSetup(seats=10, rules="classic", cards="dealt", seed=7)
>>> GameSetup.from_json(s.to_json()) == s
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Timing:
    """The box's own timings (seconds): the one source of them — the config's ``timing:``
    defaults are these, and the demo, the simulator and ``pihost run`` all build their set-up
    from the config (``pihost.host.appliance.setup_from_config``). Rule timings (speech, last
    word...) come from the rules."""

    vote_window_seconds: float = 3.0
    number_call_seconds: float = 1.5      # pace of calling seat numbers at night / best move
    call_guard_seconds: float = 0.15      # a press this close after a call is "between numbers"
    digit_calls_from: int = 16            # seats from which a night step calls seats by digit
    night_step_seconds: float = 20.0      # every night step lasts exactly this long (at least)
    mafia_agree_seconds: float = 60.0
    register_seconds: float = 6.0         # window for the night-0 registration presses
    after_night0_seconds: float = 20.0    # the pause after night 0 (club practice: 20 s)
    seat_check_repeat_seconds: float = 10.0
    warn_before_end_seconds: float = 10.0
    end_silence_seconds: float = 1.0      # «спасибо» + this much silence ends a speech
    host_menu_seconds: float = 10.0
    secret_gap_seconds: float = 0.5

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Timing:
        return cls(**d)


@dataclass(frozen=True)
class GameSetup:
    """A game's set-up. ``cards``: "physical" (the box learns roles at night 0 from presses) or
    "dealt" (the box deals with ``seed`` and shows each seat its role on its light).
    ``confirm_start``: the host button must confirm the seat check before the game starts.
    ``host_code``: the host button's code (S short, L long) that guards the menu's actions, or
    None; in the journal (so a resume asks the same code), never in the game's record.
    ``players``: who sits where (seat -> ``{"id": ..., "name": ...}``, from the config's
    ``table.players`` and ``pihost players seat``): kept in the record, never spoken."""

    seats: int = 10
    rules: str = "classic"
    options: dict[str, Any] = field(default_factory=dict)
    cards: str = "physical"
    seed: int | None = None
    language: str = "ru"
    confirm_start: bool = True
    timing: Timing = field(default_factory=Timing)
    host_code: str | None = None
    players: dict[int, dict[str, str]] = field(default_factory=dict)
    #: the engine catalog of roles (None: the engine's own); a test's or a tinkerer's extra
    #: role comes this way — not part of the journal header
    catalog: Any = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.cards not in ("physical", "dealt"):
            raise ValueError(f"cards must be 'physical' or 'dealt', not {self.cards!r}")
        if self.cards == "dealt" and self.seed is None:
            raise ValueError("cards 'dealt' needs a seed")

    def to_json(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "catalog"}
        d["timing"] = dataclasses.asdict(self.timing)
        d["options"] = dict(self.options)
        d["players"] = {str(s): dict(p) for s, p in sorted(self.players.items())}
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> GameSetup:
        d = dict(d)
        d["timing"] = Timing.from_json(d.get("timing", {}))
        d["players"] = {int(s): dict(p) for s, p in (d.get("players") or {}).items()}
        return cls(**d)


def rules_for(setup: GameSetup) -> Any:
    """The engine's rules of a set-up: its rule set (in its catalog) with its overrides and the
    table's seat count, which picks the rule set's deck for that size. Raises the engine's
    rule errors (RulesFileError, BadOption, NoDeck).

    >>> sum(rules_for(GameSetup(seats=7)).deck.values())
    7
    """
    from engine import CATALOG, load_rules

    rules = load_rules(setup.rules, catalog=setup.catalog or CATALOG)
    return rules.with_options({**dict(setup.options), "seats": setup.seats})
