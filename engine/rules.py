"""Rule sets as data: ``engine/rules/<name>.yaml`` validated into one frozen :class:`Rules`.

>>> r = load_rules("classic")
>>> r.speech_seconds, r.seats, r.deck["don"]
(60.0, 10, 1)
>>> dict(r.with_options({"seats": 7}).deck)
{'citizen': 4, 'sheriff': 1, 'mafia': 1, 'don': 1}
>>> r.with_options({"speech_seconds": 45}).speech_seconds
45.0
>>> load_rules("classic").with_options({"speach_seconds": 45})
Traceback (most recent call last):
...
engine.errors.BadOption: options: unknown key 'speach_seconds' (known keys: ...)

A rule set gives its deck for one table size (``deck``) or a deck for each size (``decks``: a
mapping of seats to decks, or the name of a file of them in ``rules/decks/``); a table of N seats
without an explicit deck gets ``decks[N]``.

Errors: :class:`RulesFileError` (file missing, malformed, unknown key, bad value — the message
names the file, the key and the allowed values); :class:`BadOption` for bad overrides;
:class:`NoDeck` for a table size the rule set has no deck for.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from . import yamlite
from .catalog import CATALOG, Catalog
from .errors import BadOption, NoDeck, RulesFileError

RULES_DIR = Path(__file__).resolve().parent / "rules"
DECKS_DIR = RULES_DIR / "decks"
#: the table sizes the engine plays (003 Clones: «От 5 до 25 участников»); the config, the pin
#: maps and the voice packs take their limits from here
MIN_SEATS: int = 5
MAX_SEATS: int = 25


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
    seats: int = field(default=10, metadata=_num(MIN_SEATS, MAX_SEATS))
    #: cards: role name -> how many (the deck for ``seats``; see ``decks``)
    deck: MappingProxyType = field(
        default_factory=lambda: MappingProxyType(
            {"citizen": 6, "sheriff": 1, "mafia": 2, "don": 1}
        ),
        metadata={"deck": True},
    )
    #: a deck for each table size: seats -> deck (a table without an explicit deck gets its own)
    decks: MappingProxyType = field(
        default_factory=lambda: MappingProxyType({}), metadata={"decks": True})
    #: the night steps in wake-up order (empty: each step's own order, Courtesan first, Doctor
    #: last); every step of a role in the deck must be listed (003 Clones: Courtesan -> Sheriff
    #: -> Mafia -> Maniac -> Doctor; 004: "the night order is printed on each card")
    night_order: tuple = field(default=(), metadata={"steps": True})
    #: what the table calls the Sheriff (003 says «комиссар»); only the voice changes
    sheriff_title: str = field(default="sheriff", metadata=_choice("sheriff", "commissar"))
    #: the mafia's kill: every living black seat at one seat (002 rule 11, 004 sport), the Don's
    #: choice when they differ (004, 003), or the most-shot seat with the Don breaking a tie
    #: (003 Clones «Боссу даётся + 1 голос»); see engine.resolve
    mafia_kill: str = field(
        default="unanimous", metadata=_choice("unanimous", "don_decides", "majority"))
    #: the mafia may shoot a black seat (sport: yes; 003 Clones 3: «Мафия не могут убивать друг
    #: друга»)
    mafia_may_shoot_black: bool = True
    #: the Doctor may heal the same seat two nights running (003 «Доктор»: no)
    doctor_same_target_twice: bool = False
    #: how often a game the Doctor may heal himself (003 «Доктор»: once; Clones: 2)
    doctor_self_heals: int = field(default=1, metadata=_num(0, 50))
    #: how often a game any one seat may be healed by him (0 = no limit; 003 Clones: 2)
    doctor_heals_per_seat: int = field(default=0, metadata=_num(0, 50))
    #: an attacked Doctor who is not saved dies and his patient is not healed (003 Clones 5б)
    heal_void_if_doctor_killed: bool = True
    #: the Courtesan may visit the same client two nights running (003 «Путана»: «не чаще, чем
    #: один раз в две ночи»: no)
    courtesan_same_client_twice: bool = False
    #: her client cannot be voted out the next day (003 «Путана», «Дневной иммунитет»)
    courtesan_alibi: bool = True
    #: if she dies at night her client dies too (003 «Путана»: «погибая, героиня утащит за собой
    #: и выбранного игрока»)
    courtesan_client_dies_with_her: bool = True
    #: which black shooter she blocks: the one she visits (003 «Путана»: «рядовой мафиози
    #: производит выстрел, однако цель считается не задетой») or only the last black seat
    #: (lone, 003 Clones 1)
    courtesan_blocks_mafia: str = field(default="shot", metadata=_choice("shot", "lone"))
    #: a check of her client tonight answers «игрока нет дома» (away, 003 Clones 1в) or the
    #: true answer
    check_of_client: str = field(default="away", metadata=_choice("away", "answer"))
    #: the Doctor may save the Maniac's victim (003 classic list: no; Clones 4б: yes)
    maniac_victim_healable: bool = False
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
    #: a candidate removed (fouls, disqualification) during the vote: the votes already cast
    #: for the others stand (keep_votes) or the round starts again (restart_round)
    removal_during_vote: str = field(
        default="keep_votes", metadata=_choice("keep_votes", "restart_round"))
    #: open game: a leaving seat's role is announced (004); closed: hidden until the end
    open_game: bool = False
    #: draw after this many day+night rounds in a row with nobody leaving (0 = never)
    draw_after_quiet_rounds: int = field(default=3, metadata=_num(0, 20))
    best_move: str = field(
        default="first_night_victim",
        metadata=_choice("first_night_victim", "any_night_victim", "never"),
    )
    best_move_max_seats: int = field(default=3, metadata=_num(1, 5))
    #: the best move is named at the start of the victim's last word (club practice: the judge
    #: asks for it before the farewell; FIIM rules, "лучший ход" §) or after it
    best_move_at: str = field(
        default="start_of_last_word", metadata=_choice("start_of_last_word", "after_last_word"))
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
    #: the roles and night steps this rule set may use (not a key of the file)
    catalog: Catalog = field(default=CATALOG, compare=False, repr=False,
                             metadata={"catalog": True})

    def with_options(self, options: dict[str, Any] | None) -> Rules:
        """A copy with ``options`` overrides validated; a new ``seats`` without a ``deck`` takes
        that size's deck from ``decks``. Raises BadOption, NoDeck."""
        if not options:
            return self
        try:  # the same options on the same rules give the same (immutable) rules: the
            key = (id(self), json.dumps(options, sort_keys=True))  # engine's caches stay warm
        except (TypeError, ValueError):
            key = None
        if key is not None and key in _WITH_OPTIONS:
            return _WITH_OPTIONS[key][1]
        data = {**self._as_dict(), **options}
        if "seats" in options and "deck" not in options and self.decks:
            del data["deck"]
        try:
            built = _build(data, where="options", keys=options, catalog=self.catalog)
        except NoDeck:
            raise
        except RulesFileError as e:
            raise BadOption(str(e)) from None
        if key is not None:
            if len(_WITH_OPTIONS) >= 256:
                _WITH_OPTIONS.clear()
            _WITH_OPTIONS[key] = (self, built)  # self kept alive: its id is not reused
        return built

    def _as_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
             if f.name != "catalog"}
        d["deck"] = dict(self.deck)
        d["decks"] = {n: dict(deck) for n, deck in self.decks.items()}
        d["night_order"] = list(self.night_order)
        return d

    def to_json(self) -> dict[str, Any]:
        d = self._as_dict()
        d["decks"] = {str(n): deck for n, deck in d["decks"].items()}
        return d


_FIELDS = {f.name: f for f in dataclasses.fields(Rules)}

#: with_options' answers: (id of the rules, the options as JSON) → (the rules, the copy)
_WITH_OPTIONS: dict[tuple[int, str], tuple[Rules, Rules]] = {}


def _deck(bad: str, value: Any, catalog: Catalog) -> MappingProxyType:
    names = catalog.role_names
    if not isinstance(value, dict) or not value:
        raise RulesFileError(bad + f"must map role names {sorted(names)} to counts")
    for role, n in value.items():
        if role not in names:
            raise RulesFileError(bad + f"unknown role {role!r} (allowed: {sorted(names)})")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise RulesFileError(bad + f"count of {role!r} must be an integer >= 0")
    return MappingProxyType(dict(value))


def _decks_files() -> list[str]:
    return sorted(p.stem for p in DECKS_DIR.glob("*.yaml"))


def _decks_file(bad: str, name: str) -> dict[Any, Any]:
    if name not in _decks_files():
        raise RulesFileError(bad + f"no decks file {name!r} (in rules/decks/: "
                             f"{', '.join(_decks_files())})")
    path = DECKS_DIR / f"{name}.yaml"
    try:
        return yamlite.parse(path.read_text(encoding="utf-8"))
    except ValueError as e:
        raise RulesFileError(f"{path.name}: {e}") from None


def _check(where: str, key: str, value: Any, catalog: Catalog = CATALOG) -> Any:
    f = _FIELDS[key]
    meta = f.metadata
    bad = f"{where}: key {key!r}: "
    if key in ("name", "source"):
        if not isinstance(value, str):
            raise RulesFileError(bad + f"must be text, got {value!r}")
        return value
    if meta.get("deck"):
        return _deck(bad, value, catalog)
    if meta.get("decks"):
        if isinstance(value, str):
            value = _decks_file(bad, value)
        if not isinstance(value, dict):
            raise RulesFileError(bad + "must map table sizes to decks, or name a file in "
                                 f"rules/decks/ ({', '.join(_decks_files())})")
        out = {}
        for n, deck in value.items():
            size = int(n) if isinstance(n, str) and n.isdigit() else n
            if isinstance(size, bool) or not isinstance(size, int) or \
                    not MIN_SEATS <= size <= MAX_SEATS:
                raise RulesFileError(bad + f"table size {n!r} must be {MIN_SEATS}-{MAX_SEATS}")
            out[size] = _deck(f"{bad}{size} seats: ", deck, catalog)
            if sum(out[size].values()) != size:
                raise RulesFileError(bad + f"{sum(out[size].values())} cards for {size} seats")
        return MappingProxyType(dict(sorted(out.items())))
    if meta.get("steps"):
        kinds = catalog.step_kinds
        if not isinstance(value, (list, tuple)) or not all(isinstance(k, str) for k in value):
            raise RulesFileError(bad + f"must be a list of night steps ({', '.join(kinds)})")
        for k in value:
            if k not in kinds:
                raise RulesFileError(bad + f"unknown night step {k!r} (allowed: {', '.join(kinds)})")
        if len(set(value)) != len(value):
            raise RulesFileError(bad + "names a night step twice")
        return tuple(value)
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


def _build(data: dict[str, Any], *, where: str, keys: Any = None,
           catalog: Catalog = CATALOG) -> Rules:
    known = [k for k in _FIELDS if k != "catalog"]
    for key in keys if keys is not None else data:
        if key not in known:
            raise RulesFileError(
                f"{where}: unknown key {key!r} (known keys: {', '.join(sorted(known))})"
            )
    kw = {k: _check(where, k, v, catalog) for k, v in data.items()}
    seats = kw.get("seats", _FIELDS["seats"].default)
    if "deck" not in kw:
        decks = kw.get("decks") or {}
        if decks:
            if seats not in decks:
                raise NoDeck(f"{where}: no deck for {seats} seats in this rule set (it has "
                             f"decks for {', '.join(map(str, decks))} seats); give a deck")
            kw["deck"] = decks[seats]
    rules = Rules(**kw, catalog=catalog)
    deck_size = sum(rules.deck.values())
    if deck_size != rules.seats:
        raise RulesFileError(f"{where}: key 'deck': {deck_size} cards for {rules.seats} seats")
    teams = {catalog.role(r).team for r, n in rules.deck.items() if n}
    if not {"town", "mafia"} <= teams:
        raise RulesFileError(f"{where}: key 'deck': needs both town and mafia cards")
    if rules.night_order:
        needed = {k for r, n in rules.deck.items() if n for k in catalog.role(r).night_steps}
        missing = sorted(needed - set(rules.night_order))
        if missing:
            raise RulesFileError(f"{where}: key 'night_order': the deck's steps "
                                 f"{', '.join(missing)} are not in it")
    if rules.fouls_mute >= rules.fouls_remove:
        raise RulesFileError(f"{where}: key 'fouls_mute': must be below fouls_remove")
    return rules


def available() -> list[str]:
    """Names of the shipped rule sets: ``'classic' in available()``."""
    return sorted(p.stem for p in RULES_DIR.glob("*.yaml"))


def load_rules(name_or_path: str | Path, catalog: Catalog = CATALOG) -> Rules:
    """Load a shipped rule set by name, or a YAML file by path; ``catalog`` holds the roles it
    may deal (a test's extra role, say). Raises RulesFileError, NoDeck."""
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
    return _build(data, where=str(path.name), catalog=catalog)
