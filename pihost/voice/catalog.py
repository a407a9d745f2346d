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

MAX_SEATS = 25  # the largest table a pack must be able to speak for
SPEECH_SECONDS = (10, 15, 20, 30, 45, 60, 90, 120)  # timer lengths rendered ahead of time


@dataclass(frozen=True)
class Param:
    """One parameter name: a whole number in [low, high], a list of seats, or a word choice."""

    name: str
    kind: str                       # "number" | "seats" | "word"
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()

    def check(self, value: object) -> object:
        """Return the value if it fits, else raise ValueError naming the parameter and why.

        >>> PARAMS["seat"].check(11)
        11
        """
        if self.kind == "word":
            if value not in self.choices:
                raise ValueError(f"{self.name}={value!r} is not one of {', '.join(self.choices)}")
            return value
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
        if self.kind == "seats":
            return ()
        if self.name == "seconds":
            return SPEECH_SECONDS
        return tuple(range(max(self.low, 0), min(self.high, table_size) + 1))

    def samples(self) -> tuple:
        """Values that ``voices check`` renders: the whole range, a spread of lists."""
        if self.kind == "word":
            return self.choices
        if self.kind == "seats":
            singles = tuple((s,) for s in range(1, MAX_SEATS + 1))
            return singles + ((10, 3), (1, 2, 3), (4, 21, 9, 25), tuple(range(1, 11)))
        return tuple(range(self.low, self.high + 1))


PARAMS: dict[str, Param] = {p.name: p for p in (
    Param("seat", "number", 1, MAX_SEATS),
    Param("don", "number", 1, MAX_SEATS),
    Param("n", "number", 1, MAX_SEATS),
    Param("count", "number", 0, MAX_SEATS),
    Param("expected", "number", 0, MAX_SEATS),
    Param("votes", "number", 0, MAX_SEATS),
    Param("seconds", "number", 1, 180),
    Param("day", "number", 1, 50),
    Param("seats", "seats"),
    Param("winner", "word", choices=("town", "mafia", "draw")),
    Param("role", "word", choices=("citizen", "sheriff", "mafia", "don")),
    Param("item", "word",
          choices=("foul", "disqualify", "undo", "skip", "nominate", "technical_foul")),
)}

# id -> parameter names the box passes. Order groups them as a game runs.
PHRASES: dict[str, tuple[str, ...]] = {
    # before the game
    "ready": (), "seat_check": (), "seats_missing": ("seats",), "seats_ok": (),
    "selftest_start": (), "selftest_press": ("seat",), "selftest_ok": (),
    "selftest_fault": ("seat",), "resume_offer": (), "resumed_game": (), "mic_problem": (),
    "voice_missing": (),
    # night 0 and dealing
    "night_falls": (), "night_continues": (),
    "mafia_wakes_register": (), "mafia_count_wrong": ("count", "expected"),
    "mafia_agree": ("seconds",), "mafia_sleeps": (),
    "don_wakes_register": (), "don_sleeps": (),
    "sheriff_wakes_register": (), "sheriff_sleeps": (), "register_wrong": (),
    "deal_intro": (), "deal_look": ("seat",),
    # nights
    "mafia_hunts": (), "call_number": ("n",), "don_wakes_check": (), "sheriff_wakes_check": (),
    # morning
    "morning": (), "morning_killed": ("seat",), "morning_good": (), "left_game": ("seat",),
    "best_move_prompt": ("seat",), "best_move_result": ("seat", "seats"),
    "best_move_none": ("seat",),
    # day and speeches
    "day_starts": ("day",), "speech": ("seat",), "justify_speech": ("seat", "seconds"),
    "speech_skipped": ("seat",), "ten_seconds": (), "time_up": (),
    # nominations
    "nomination_accepted": ("seat",), "nominee_taken": ("seat",), "already_nominated": (),
    "seat_not_in_game": ("seat",), "cannot_nominate_self": (),
    "muted_cannot_nominate": (), "not_understood": (),
    "nominees": ("seats",), "no_nominees": (), "single_candidate_day1": ("seat",),
    "no_vote_today": (),
    # votes
    "voting_starts": (), "vote_for": ("seat",), "thanks": (), "rest_votes": ("seat",),
    "vote_count": ("seat", "votes"), "vote_refused": ("seat",), "leaves": ("seat",),
    "tie": ("seats",), "all_leave_question": ("seats",), "all_leave": ("seats",),
    "all_stay": (), "all_leave_not_allowed": ("seats",), "last_word": ("seat", "seconds"), "error_window_closed": (),
    # fouls and the host button
    "foul": ("seat", "count"), "foul_loses_speech": ("seat",),
    "foul_short_speech": ("seat", "seconds"), "foul_removed": ("seat",),
    "technical_foul": ("seat", "count"), "technical_foul_removed": ("seat",),
    "disqualified": ("seat",), "role_revealed": ("seat", "role"),
    "paused": (), "resumed": (), "undone": (), "host_menu": ("item",), "choose_seat": (),
    "timer_skipped": (),
    # the end
    "game_over": ("winner",), "reveal_mafia": ("don", "seats"), "reveal_sheriff": ("seat",),
}
