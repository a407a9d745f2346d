"""Every phrase id the box can speak, the parameters each takes, and what a parameter may hold.

A pack must have every id listed in ``PHRASES``; it may add its own. Parameters are typed by name
(``seat`` is always a seat number, ``seats`` always a list of seats), so the same check applies
in every phrase and in every pack.

>>> PHRASES["vote_count"], PARAMS["votes"].check(3)
(('seat', 'votes'), 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine import CATALOG, MAX_SEATS
from engine.book import voice_ids

#: the spoken ids a pack's word tables must cover: every role, title, night step and team the
#: engine's catalog knows (``engine.book.voice_ids``) — the packs follow the rule book
IDS = voice_ids(CATALOG)
SPEECH_SECONDS = (10, 15, 20, 30, 45, 60, 90, 120)  # timer lengths rendered ahead of time


@dataclass(frozen=True)
class Param:
    """One parameter name: a whole number in [low, high], a list of seats, or a word choice.
    ``spread``: a number too wide to render ahead of time (its phrases are rendered on first
    use) is checked by ``voices check`` at these values only."""

    name: str
    kind: str                       # "number" | "seats" | "word" | "words" (a list of words)
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()
    table: str = ""                 # the pack's word table (default: the parameter's name)
    blank: bool = False             # a word of the table may be empty (a citizen's letter)

    @property
    def words(self) -> str:
        return self.table or self.name
    spread: tuple[int, ...] = ()

    def check(self, value: object) -> object:
        """Return the value if it fits, else raise ValueError naming the parameter and why.

        >>> PARAMS["seat"].check(11)
        11
        """
        if self.kind == "word":
            if value not in self.choices:
                raise ValueError(f"{self.name}={value!r} is not one of {', '.join(self.choices)}")
            return value
        if self.kind == "words":
            if isinstance(value, str) or not isinstance(value, Sequence) or not value:
                raise ValueError(f"{self.name} must be a non-empty list of words, got {value!r}")
            for v in value:
                if v not in self.choices:
                    raise ValueError(f"{self.name}: {v!r} is not one of {', '.join(self.choices)}")
            return tuple(value)
        if self.kind == "seats":
            if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
                raise ValueError(f"{self.name} must be a list of seat numbers, got {value!r}")
            if not value:
                raise ValueError(f"{self.name} is empty: there is nothing to announce")
            for seat in value:
                PARAMS["seat"].check(seat)
            if len(set(value)) != len(value):
                raise ValueError(f"{self.name}={list(value)} names a seat twice")
            return tuple(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{self.name} must be a whole number, got {value!r}")
        if not self.low <= value <= self.high:
            raise ValueError(f"{self.name}={value} is outside {self.low}–{self.high}")
        return value

    def values(self, table_size: int) -> tuple:
        """The values rendered ahead of time for a table (lists are rendered on first use)."""
        if self.kind == "word":
            return self.choices
        if self.kind in ("seats", "words") or self.spread:
            return ()
        if self.name == "seconds":
            return SPEECH_SECONDS
        return tuple(range(max(self.low, 0), min(self.high, table_size) + 1))

    def samples(self) -> tuple:
        """Values that ``voices check`` renders: the whole range, a spread of lists."""
        if self.kind == "word":
            return self.choices
        if self.kind == "words":
            return (self.choices[:1], self.choices[:3])
        if self.kind == "seats":
            singles = tuple((s,) for s in range(1, MAX_SEATS + 1))
            return singles + ((10, 3), (1, 2, 3), (4, 21, 9, 25), tuple(range(1, 11)))
        if self.spread:
            return self.spread
        return tuple(range(self.low, self.high + 1))


PARAMS: dict[str, Param] = {p.name: p for p in (
    Param("seat", "number", 1, MAX_SEATS),
    Param("n", "number", 1, MAX_SEATS),
    Param("digit", "number", 0, 9),
    Param("count", "number", 0, MAX_SEATS),
    Param("expected", "number", 0, MAX_SEATS),
    Param("votes", "number", 0, MAX_SEATS),
    Param("seconds", "number", 1, 180),
    Param("day", "number", 1, 50),
    Param("seats", "seats"),
    Param("winner", "word", choices=IDS["winner"]),
    Param("role", "word", choices=IDS["role"]),
    Param("roles", "words", choices=IDS["role"], table="role"),
    Param("team", "word", choices=IDS["team"]),
    Param("wake", "word", choices=IDS["wake"]),        # a night step wakes its roles
    Param("sleep", "word", choices=IDS["wake"]),       # ... and puts them to sleep
    Param("register", "word", choices=IDS["register"]),  # night 0: a team or a role wakes
    Param("asleep", "word", choices=IDS["register"]),    # ... and sleeps again
    Param("letter", "word", choices=IDS["role"], blank=True),  # the protocol's letter: Ш, М, Д
    # what a damaged journal cost: inputs, and box seconds of play (spoken as a time)
    Param("lost", "number", 1, 999, spread=(*range(1, 32), 99, 100, 101, 111, 121, 500, 999)),
    Param("lost_seconds", "number", 1, 59_999,
          spread=(*range(1, 25), 59, 60, 61, 90, 119, 120, 121, 600, 3599, 3600, 59_999)),
    Param("item", "word",
          choices=("foul", "disqualify", "undo", "skip", "nominate", "technical_foul")),
)}

# id -> parameter names the box passes. Order groups them as a game runs.
PHRASES: dict[str, tuple[str, ...]] = {
    # before the game
    "ready": (), "seat_check": (), "seats_missing": ("seats",), "seats_ok": (), "seats_ok_confirm": (),
    "selftest_start": (), "selftest_press": ("seat",), "selftest_ok": (),
    "selftest_fault": ("seat",), "resume_offer": (), "resumed_game": (), "mic_problem": (),
    "table_size": ("count",), "team_size": ("team", "count"), "team_roles": ("roles",),
    # a damaged journal, resumed from its last good line; a speaker or seat lines in trouble
    "journal_damaged": ("lost", "lost_seconds"), "journal_damaged_secret": (),
    "journal_repaired": (), "journal_unusable": (), "disk_problem": (),
    "voice_missing": (),
    # night 0 and dealing
    "night_falls": (), "night_continues": (),
    "register_wakes": ("register",), "register_sleeps": ("asleep",),
    "register_count_wrong": ("count", "expected"), "register_wrong": (),
    "meeting_wakes": (), "meeting_agree": ("seconds",), "meeting_sleeps": (),
    "deal_intro": (), "deal_code": ("count", "role"), "deal_look": ("seat",),
    # nights
    "step_wakes": ("wake",), "step_sleeps": ("sleep",), "call_number": ("n",),
    "call_first_digit": (), "call_second_digit": (), "call_digit": ("digit",),
    # morning
    "morning": (), "morning_killed": ("seats",), "morning_good": (), "left_game": ("seat",),
    "alibi": ("seat",),
    "best_move_prompt": ("seat",), "best_move_result": ("seat", "seats"),
    "best_move_none": ("seat",),
    # day and speeches
    "day_starts": ("day",), "speech": ("seat",), "justify_speech": ("seat", "seconds"),
    "speech_skipped": ("seat",), "ten_seconds": (), "time_up": (),
    # nominations
    "nomination_accepted": ("seat",), "nominee_taken": ("seat",), "already_nominated": (),
    "seat_not_in_game": ("seat",), "cannot_nominate_self": (),
    "muted_cannot_nominate": (), "not_understood": (), "no_such_seat": (),
    "nominees": ("seats",), "no_nominees": (), "single_candidate_day1": ("seat",),
    "no_vote_today": (),
    # votes
    "voting_starts": (), "vote_for": ("seat",), "thanks": (), "rest_votes": ("seat",),
    "vote_count": ("seat", "votes"), "vote_refused": ("seat",), "leaves": ("seat",),
    "tie": ("seats",), "all_leave_question": ("seats",), "all_leave": ("seats",),
    "all_stay": (), "all_leave_not_allowed": ("seats",), "last_word": ("seat", "seconds"),
    # refusals, each with its own reason
    "error_window_closed": (), "not_now": (), "no_technical_fouls": (), "nothing_to_undo": (),
    "undo_not_at_night": (), "timer_not_skipped": (), "best_move_refused": (),
    # fouls and the host button
    "foul": ("seat", "count"), "foul_loses_speech": ("seat",),
    "foul_short_speech": ("seat", "seconds"), "foul_removed": ("seat",),
    "technical_foul": ("seat", "count"), "technical_foul_removed": ("seat",),
    "disqualified": ("seat",), "role_revealed": ("seat", "role"),
    "paused": (), "resumed": (), "undone": (), "host_menu": ("item",), "choose_seat": (),
    "host_menu_help": (), "menu_closed": (), "host_code": (), "wrong_code": (),
    "timer_skipped": (),
    # the end
    "game_over": ("winner",), "reveal_team": ("team", "seats"), "reveal_role": ("role", "seats"),
}
