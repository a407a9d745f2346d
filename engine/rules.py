"""Rule sets as data: ``engine/rules/<name>.yaml`` validated into one frozen :class:`Rules`.

>>> r = load_rules("classic")
>>> r.speech_seconds, r.seats, r.deck["don"]
(60.0, 10, 1)
>>> r.with_options({"speech_seconds": 45}).speech_seconds
45.0
>>> load_rules("classic").with_options({"speach_seconds": 45})
Traceback (most recent call last):
...
engine.errors.BadOption: options: unknown key 'speach_seconds' (known keys: ...)

Errors: :class:`RulesFileError` (file missing, malformed, unknown key, bad value — the message
names the file, the key and the allowed values); :class:`BadOption` for bad overrides.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from . import yamlite
from .errors import BadOption, RulesFileError
from .roles import ROLES

RULES_DIR = Path(__file__).resolve().parent / "rules"


def _choice(*values: str) -> dict[str, Any]:
    return {"choices": values}


def _num(lo: float, hi: float) -> dict[str, Any]:
    return {"range": (lo, hi)}


@dataclass(frozen=True)
class Rules:
    """One club's rules. Times are seconds; counts are seats or fouls. See rules/classic.yaml."""

    name: str = "classic"
    source: str = ""
    #: seats at the table (numbered 1..seats)
    seats: int = field(default=10, metadata=_num(4, 20))
    #: cards: role name -> how many
    deck: MappingProxyType = field(
        default_factory=lambda: MappingProxyType(
            {"citizen": 6, "sheriff": 1, "mafia": 2, "don": 1}
        ),
        metadata={"deck": True},
    )
    night0_seconds: float = field(default=60.0, metadata=_num(1, 600))
    speech_seconds: float = field(default=60.0, metadata=_num(1, 600))
    #: speech of a muted (3-foul) seat when few are alive, see muted_short_speech_alive_max
    short_speech_seconds: float = field(default=30.0, metadata=_num(1, 600))
    justify_seconds: float = field(default=30.0, metadata=_num(1, 600))
    #: press window for each candidate
    vote_seconds: float = field(default=3.0, metadata=_num(0.5, 60))
    last_word_vote_seconds: float = field(default=60.0, metadata=_num(1, 600))
    last_word_night_seconds: float = field(default=60.0, metadata=_num(1, 600))
    best_move_seconds: float = field(default=30.0, metadata=_num(1, 600))
    shoot_seconds: float = field(default=10.0, metadata=_num(1, 120))
    check_seconds: float = field(default=10.0, metadata=_num(1, 120))
    self_nomination: bool = True
    #: day 1 with one candidate: no vote (002, 004) or an ordinary vote
    day1_single_candidate: str = field(default="no_vote", metadata=_choice("no_vote", "vote"))
    #: revote order after a tie
    revote_order: str = field(default="same", metadata=_choice("same", "reverse"))
    #: the number of leaders changed in a revote -> another revote among them (clubs)
    revote_when_leaders_change: bool = True
    #: yes votes needed for all tied to leave
    all_leave_threshold: str = field(
        default="more_than_half_living",
        metadata=_choice("more_than_half_living", "at_least_half_living"),
    )
    all_leave_day1: bool = True
    #: 2 tied of 4 living may all leave together (allowed) or not (forbidden: the all-leave
    #: vote is not held and all stay) — a club switch (shared/docs/club-rule-switches.md)
    two_of_four_all_leave: str = field(default="allowed", metadata=_choice("allowed", "forbidden"))
    #: the same for 3 tied of 9 living; forbidden_day1: only on day 1
    three_of_nine_all_leave: str = field(
        default="allowed", metadata=_choice("allowed", "forbidden", "forbidden_day1")
    )
    fouls_mute: int = field(default=3, metadata=_num(1, 10))
    fouls_remove: int = field(default=4, metadata=_num(1, 10))
    #: technical fouls, counted apart from fouls: this many remove the seat (0 = the club
    #: gives none; club switch, 2 where used)
    technical_fouls_remove: int = field(default=0, metadata=_num(0, 10))
    #: when the muting foul mutes: his next speech (today if he has not spoken yet, 002 rule 22)
    #: or always the next day's
    muted_when: str = field(default="next_speech", metadata=_choice("next_speech", "next_day"))
    #: with this many living or fewer a muted seat speaks short_speech_seconds instead (0 = never)
    muted_short_speech_alive_max: int = field(default=4, metadata=_num(0, 20))
    #: a muted seat speaking short_speech_seconds may still nominate (club switch)
    muted_may_nominate: bool = True
    #: a seat removed by fouls/disqualification during a day: the day's vote goes on without him
    #: (keep) or is cancelled (cancel)
    removal_during_day: str = field(default="keep", metadata=_choice("keep", "cancel"))
    #: open game: a leaving seat's role is announced (004); closed: hidden until the end
    open_game: bool = False
    #: draw after this many day+night rounds in a row with nobody leaving (0 = never)
    draw_after_quiet_rounds: int = field(default=3, metadata=_num(0, 20))
    best_move: str = field(
        default="first_night_victim",
        metadata=_choice("first_night_victim", "any_night_victim", "never"),
    )
    best_move_max_seats: int = field(default=3, metadata=_num(1, 5))
    #: best move is lost if this many or more seats left by the day-1 vote (0 = never lost)
    best_move_lost_after_day1_leavers: int = field(default=2, metadata=_num(0, 20))
    #: points (engine.scoring): each seat of the winning team; none on a draw
    points_win: float = field(default=1.0, metadata=_num(0, 10))
    #: extra points for a red best move naming 2 / 3 or more black seats (clubs differ)
    best_move_points_2: float = field(default=0.25, metadata=_num(0, 5))
    best_move_points_3: float = field(default=0.4, metadata=_num(0, 5))
    check_dead_seats: bool = True
    #: a checker may check a seat he checked on an earlier night
    check_same_seat_again: bool = True
    #: the Don may check a black seat (his own team)
    don_may_check_black: bool = True
    #: the Don may check, on night 1, the seat the mafia has just shot (club switch)
    don_may_check_shot_seat_night1: bool = True
    #: a leaver whose exit ends the game still gets his last word
    last_word_if_game_ends: bool = False

    def with_options(self, options: dict[str, Any] | None) -> Rules:
        """A copy with ``options`` overrides validated. Raises BadOption."""
        if not options:
            return self
        try:
            return _build({**self._as_dict(), **options}, where="options", keys=options)
        except RulesFileError as e:
            raise BadOption(str(e)) from None

    def _as_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        d["deck"] = dict(self.deck)
        return d

    def to_json(self) -> dict[str, Any]:
        return self._as_dict()


_FIELDS = {f.name: f for f in dataclasses.fields(Rules)}


def _check(where: str, key: str, value: Any) -> Any:
    f = _FIELDS[key]
    meta = f.metadata
    bad = f"{where}: key {key!r}: "
    if key in ("name", "source"):
        if not isinstance(value, str):
            raise RulesFileError(bad + f"must be text, got {value!r}")
        return value
    if meta.get("deck"):
        if not isinstance(value, dict) or not value:
            raise RulesFileError(bad + f"must map role names {sorted(ROLES)} to counts")
        for role, n in value.items():
            if role not in ROLES:
                raise RulesFileError(bad + f"unknown role {role!r} (allowed: {sorted(ROLES)})")
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise RulesFileError(bad + f"count of {role!r} must be an integer >= 0")
        return MappingProxyType(dict(value))
    if f.type == "bool":
        if not isinstance(value, bool):
            raise RulesFileError(bad + f"allowed values: true, false; got {value!r}")
        return value
    if "choices" in meta:
        if value not in meta["choices"]:
            raise RulesFileError(
                bad + f"allowed values: {', '.join(meta['choices'])}; got {value!r}"
            )
        return value
    lo, hi = meta["range"]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise RulesFileError(bad + f"must be a number from {lo} to {hi}; got {value!r}")
    if f.type == "int" and not isinstance(value, int):
        raise RulesFileError(bad + f"must be a whole number from {lo} to {hi}; got {value!r}")
    if not lo <= value <= hi:
        raise RulesFileError(bad + f"must be from {lo} to {hi}; got {value!r}")
    return float(value) if f.type == "float" else value


def _build(data: dict[str, Any], *, where: str, keys: Any = None) -> Rules:
    for key in keys if keys is not None else data:
        if key not in _FIELDS:
            raise RulesFileError(
                f"{where}: unknown key {key!r} (known keys: {', '.join(sorted(_FIELDS))})"
            )
    kw = {k: _check(where, k, v) for k, v in data.items()}
    rules = Rules(**kw)
    deck_size = sum(rules.deck.values())
    if deck_size != rules.seats:
        raise RulesFileError(f"{where}: key 'deck': {deck_size} cards for {rules.seats} seats")
    teams = {ROLES[r].team for r, n in rules.deck.items() if n}
    if teams != {"town", "mafia"}:
        raise RulesFileError(f"{where}: key 'deck': needs both town and mafia cards")
    if rules.fouls_mute >= rules.fouls_remove:
        raise RulesFileError(f"{where}: key 'fouls_mute': must be below fouls_remove")
    return rules


def available() -> list[str]:
    """Names of the shipped rule sets: ``'classic' in available()``."""
    return sorted(p.stem for p in RULES_DIR.glob("*.yaml"))


def load_rules(name_or_path: str | Path) -> Rules:
    """Load a shipped rule set by name, or a YAML file by path. Raises RulesFileError."""
    path = Path(name_or_path)
    if path.suffix != ".yaml":
        if str(name_or_path) not in available():
            raise RulesFileError(
                f"no rule set {str(name_or_path)!r} (available: {', '.join(available())})"
            )
        path = RULES_DIR / f"{name_or_path}.yaml"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise RulesFileError(f"{path}: cannot read: {e.strerror}") from None
    try:
        data = yamlite.parse(text)
    except ValueError as e:
        raise RulesFileError(f"{path}: {e}") from None
    data.setdefault("name", path.stem)
    return _build(data, where=str(path.name))
