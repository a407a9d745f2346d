"""A simulated table: players who press, speak and vote, for the demo, the simulator's autopilot
and the whole-game tests — for any deck, since they ask the engine what they may do (its legal
inputs, their own seat's view, what a night step does) and never know a role by name.

Every decision is a pure function of (seed, what the player can see now): no hidden memory. So a
box killed at any moment and resumed from its journal meets the very same players, who go on
exactly as they would have — the property the crash tests check.

A :class:`Script` fixes chosen decisions (who nominates whom, votes, night acts, fouls) for
tests; everything it leaves open is decided by the seeded players.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pihost.events import Event, Heard, HostPressed, SeatPressed

# What players say, by language: {n} is the target's number in words (nominative).
LINES = {
    "ru": {
        "nominate": ["я выставляю игрока номер {n}", "выставляю игрока номер {n}",
                     "я выставляю номер {n}"],
        "talk": ["мне не нравится как играет номер {n}", "у игрока номер {n} хорошая речь",
                 "спасибо что выслушали меня я думаю что номер {n} красный"],
        "thanks": "спасибо",
    },
    "en": {
        "nominate": ["i nominate player number {n}", "i nominate number {n}"],
        "talk": ["i do not like how number {n} plays",
                 "thank you for listening i think number {n} is red"],
        "thanks": "thank you",
    },
}


def number_words(n: int, lang: str) -> str:
    """The number as players say it (words, nominative), from the voice pack's number module."""
    if lang == "ru":
        from pihost.voice.numbers_ru import cardinal

        return cardinal(n)
    from pihost.voice.numbers_en import cardinal as en_cardinal

    return en_cardinal(n)


@dataclass
class Script:
    """Decisions fixed by a test. Keys: day (and round) numbers, seats. A missing key means the
    seeded player decides. ``None`` as a nomination: he nominates nobody. ``shots`` and
    ``checks`` (night → seat → number) fix a seat's press in his own night step (0: a press
    before the first number; None: no press); ``acts`` is the same for any step."""

    nominations: dict[tuple[int, int], int | None] = field(default_factory=dict)   # (day, seat)
    # the day's nominees, in order, put up by whoever speaks first; nobody else nominates
    day_nominees: dict[int, list[int]] = field(default_factory=dict)
    votes: dict[tuple[int, int], dict[int, int]] = field(default_factory=dict)      # (day, round)
    all_leave_yes: dict[int, set[int]] = field(default_factory=dict)                # day → seats
    shots: dict[int, dict[int, int | None]] = field(default_factory=dict)            # night → seat→n
    checks: dict[int, dict[int, int]] = field(default_factory=dict)                  # night → seat→n
    acts: dict[int, dict[int, int | None]] = field(default_factory=dict)             # night → seat→n
    fouls: dict[tuple[int, int], list[int]] = field(default_factory=dict)            # (day, speaker)
    speech_end: str | None = None   # "thanks" | "button" | "timeout": how every speech ends

    def night_act(self, night: int, seat: int) -> tuple[bool, int | None]:
        """(fixed?, number) of ``seat``'s press on ``night``."""
        for table in (self.acts, self.shots, self.checks):
            if seat in table.get(night, {}):
                return True, table[night][seat]
        return False, None


class SimTable:
    """The players. ``roles`` is the physical deck they drew (cards "physical"); with cards
    "dealt" they learn their roles from their lights, i.e. from the box's deal."""

    def __init__(self, seed: int, seats: int = 10, roles: dict[int, str] | None = None,
                 script: Script | None = None, lang: str = "ru", setup: Any = None) -> None:
        self.seed, self.seats, self.lang = seed, seats, lang
        self.script = script or Script()
        self.deck = roles or self.draw_cards(seed, seats, setup)

    @staticmethod
    def draw_cards(seed: int, seats: int, setup: Any = None) -> dict[int, str]:
        """The physical cards the players drew: the rule set's deck for this many seats,
        shuffled by ``seed``."""
        from engine import Book
        from pihost.host.setup import GameSetup, rules_for

        book = Book(rules_for(setup or GameSetup(seats=seats)))
        pile = [role for role, n in book.deck.items() for _ in range(n)]
        random.Random(f"{seed}:cards").shuffle(pile)
        return {s: pile[s - 1] for s in range(1, seats + 1)}

    # ----- helpers ------------------------------------------------------------------------
    def rng(self, *key: Any) -> random.Random:
        return random.Random(":".join(map(str, (self.seed, *key))))

    def roles(self, box: Any) -> dict[int, str]:
        if box.setup.cards == "dealt" and box.game is not None:
            return {s: box.game.seat_view(s)["role"] for s in range(1, self.seats + 1)}
        return self.deck

    def mates(self, box: Any, seat: int) -> set[int]:
        """The seats ``seat`` knows are on his side (the mafia know each other; 000, 002)."""
        roles = self.roles(box)
        me = box.book.role(roles[seat])
        if me.black:
            return {s for s, r in roles.items() if box.book.role(r).black}
        return {seat}

    def found(self, box: Any, seat: int) -> list[int]:
        """Seats ``seat``'s own checks answered yes about."""
        return [x["target"] for x in box.game.seat_view(seat)["secrets"] if x["answer"]]

    # ----- the policy -----------------------------------------------------------------------
    def next_action(self, box: Any, now: float) -> tuple[float, Event] | None:
        st = box.stage
        if box.paused:
            return None
        if box.menu.wants_seat:
            return self.foul_seat(box, now)
        name = st.name
        if name == "seat_check":
            return self.seat_check(box, st, now)
        if name == "night0":
            return self.register(box, st, now)
        if name in ("speech", "justify", "last_word"):
            return self.host_fouls(box, st, now) or self.speak(box, st, now)
        if name in ("vote", "all_leave_vote"):
            return self.vote(box, st, now)
        if name == "best_move":
            return self.best_move(box, st, now)
        if name == "night":
            return self.night(box, st, now)
        return None

    def seat_check(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        # times hang on what the box did (never on "now"), so a resumed box meets the same table
        base = box.voice_free_at
        missing = st.missing(box)
        if missing:
            t = base + 0.3 * (len(st.pressed) + 1)
            return t, SeatPressed(seat=missing[0], at=t)
        if box.setup.confirm_start:
            t = base + 1.0
            return t, HostPressed(button="host", long=False, at=t)
        return None

    def register(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        reg = getattr(st, "registrar", None)
        wake = reg.current() if reg is not None else None
        if wake is None or not box.timers.active("register"):
            return None
        book = box.book
        if wake.team:
            want = [s for s, r in self.deck.items() if book.role(r).team == wake.name]
        else:
            want = [s for s, r in self.deck.items() if r == wake.name]
        todo = [s for s in want if s not in st.pressed]
        if not todo:
            return None
        t = box.voice_free_at + 0.4 + 0.3 * len(st.pressed)
        return t, SeatPressed(seat=todo[0], at=t)

    def alive(self, box: Any) -> list[int]:
        return list(box.game.public_view()["alive"])

    def choose_nominee(self, box: Any, seat: int) -> int | None:
        day = box.game.day
        if (day, seat) in self.script.nominations:
            return self.script.nominations[(day, seat)]
        view = box.game.public_view()
        if day in self.script.day_nominees:
            todo = [s for s in self.script.day_nominees[day] if s not in view["nominees"]]
            return todo[0] if todo and todo[0] != seat else None
        mates = self.mates(box, seat)
        pool = [s for s in view["alive"] if s != seat and s not in view["nominees"]]
        found = [s for s in self.found(box, seat) if s in pool and s not in mates]
        if found:  # a checker puts up whom his checks found
            return found[0]
        pool = [s for s in pool if s not in mates] or pool
        r = self.rng("nominate", day, seat)
        if not pool or r.random() < 0.25:
            return None
        return r.choice(sorted(pool))

    def speech_plan(self, box: Any, st: Any) -> list[tuple[float, str]]:
        """(offset from the speech's start, what happens): text heard or "press"."""
        day, seat = box.game.day, st.seat
        r = self.rng("speech", day, seat, st.kind)
        lines = LINES[self.lang]
        plan: list[tuple[float, str]] = []
        if st.ask.nominate:
            if r.random() < 0.3:
                other = r.choice([s for s in self.alive(box) if s != seat] or [seat])
                plan.append((2.0, r.choice(lines["talk"]).format(n=number_words(other, self.lang))))
            target = self.choose_nominee(box, seat)
            if target is not None:
                text = r.choice(lines["nominate"]).format(n=number_words(target, self.lang))
                plan.append((4.0, text))
        ending = self.script.speech_end or r.choices(["thanks", "button", "timeout"], [7, 2, 1])[0]
        if st.kind == "last_word":
            ending = "button"
        if ending == "thanks":
            plan.append((8.0, lines["thanks"]))
        elif ending == "button":
            plan.append((8.0, "press"))
        return plan

    def speak(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        plan = self.speech_plan(box, st)
        if st.heard >= len(plan):
            return None
        offset, what = plan[st.heard]
        t = st.started_at + offset
        if what == "press":
            return t, SeatPressed(seat=st.seat, at=t)
        return t, Heard(text=what, at=t)

    def host_fouls(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        """The club's host gives the fouls the script plans for this speech, at its start."""
        planned = self.script.fouls.get((box.game.day, st.seat), [])
        if st.fouls_given >= len(planned) or st.heard > 0 \
                or planned[st.fouls_given] not in box.game.public_view()["alive"]:
            return None  # all given (or the seat is out already: the host would not try)
        t = st.started_at + 0.5 + 0.5 * st.fouls_given
        return t, HostPressed(button="foul", long=False, at=t)

    def foul_seat(self, box: Any, now: float) -> tuple[float, Event] | None:
        st = box.stage
        planned = self.script.fouls.get((box.game.day, getattr(st, "seat", 0)), [])
        given = getattr(st, "fouls_given", 0)
        if given >= len(planned):
            return None
        t = box.voice_free_at + 0.3
        return t, SeatPressed(seat=planned[given], at=t)

    def vote_choice(self, box: Any, voter: int) -> int:
        cands = list(box.memory.voting)
        key = (box.game.day, box.memory.round)
        fixed = self.script.votes.get(key, {})
        if voter in fixed:
            return fixed[voter]
        r = self.rng("vote", *key, voter, tuple(cands))
        mates = self.mates(box, voter)
        if len(mates) > 1:  # the mafia vote against the town
            others = [c for c in cands if c not in mates]
            if others:
                return r.choice(others)
        # the town tends to follow a red checker who put up what he found (he says why)
        by = {int(k): v for k, v in box.game.public_view()["nominated_by"].items()}
        roles = self.roles(box)
        for nominator, nominee in by.items():
            if nominee in cands and not box.book.role(roles[nominator]).black \
                    and nominee in self.found(box, nominator) and r.random() < 0.7:
                return nominee
        return r.choice(cands)

    def vote(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        alive = self.alive(box)
        t0 = st.opened_at + 0.2
        if st.ask.target == "candidate":
            c = st.window.candidate
            for i, voter in enumerate(alive):
                if voter not in st.voters and voter not in st.refused_seats \
                        and self.vote_choice(box, voter) == c:
                    return t0 + 0.05 * i, SeatPressed(seat=voter, at=t0 + 0.05 * i)
            return None
        day = box.game.day
        for i, voter in enumerate(alive):
            if voter in st.voters:
                continue
            if day in self.script.all_leave_yes:
                yes = voter in self.script.all_leave_yes[day]
            else:
                yes = self.rng("all_leave", day, voter).random() < 0.5
            if yes:
                return t0 + 0.05 * i, SeatPressed(seat=voter, at=t0 + 0.05 * i)
        return None

    @staticmethod
    def heard_at(calls: Any, n: int) -> float | None:
        """When a player who waits for number ``n`` presses: a moment after he heard it (None:
        not called yet)."""
        t = calls.heard_at(("number", n))
        return None if t is None else t + 0.4

    def best_move(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        r = self.rng("best_move", st.seat)
        others = [s for s in range(1, self.seats + 1) if s != st.seat]
        picks = sorted(r.sample(others, min(st.ask.max_targets, len(others))))
        if len(st.targets) >= st.ask.max_targets:
            return None
        for n in picks:
            if n not in st.targets:
                t = self.heard_at(st.calls, n)
                if t is None:
                    return None  # he waits for his number
                if st.calls.last_heard() != ("number", n):
                    continue  # the box called on before he pressed: he let it go
                return t, SeatPressed(seat=st.seat, at=t)
        return None

    def night_choice(self, box: Any, st: Any, seat: int) -> int | None:
        """The number ``seat`` presses at in his night step (None: no press)."""
        night = box.game.day
        fixed, n = self.script.night_act(night, seat)
        if fixed:
            return n
        targets = [a.target for a in box.game.legal_inputs(seat) if a.target is not None]
        if not targets:
            return None
        mates = self.mates(box, seat)
        effect = st.ask.effect
        if effect == "kill":
            living = set(self.alive(box))
            pool = sorted(t for t in targets if t not in mates and t in living) or targets
            # the mafia agree on one target (000: they agreed on night 0); a lone killer
            # keeps his own counsel
            key = ("shot", night) if len(mates) > 1 else ("kill", night, seat)
            return self.rng(*key).choice(pool)
        if effect == "check":
            pool = [t for t in targets if t not in mates] or targets
            return self.rng("check", night, seat).choice(sorted(pool))
        return self.rng("act", night, seat, st.kind).choice(sorted(targets))

    def night(self, box: Any, st: Any, now: float) -> tuple[float, Event] | None:
        for seat in st.actors:
            n = self.night_choice(box, st, seat)
            if n is None:
                continue
            if n == 0:  # a press before the first number is called (spoiled or refused)
                if seat not in st.pressed and st.calls.last_heard() is None:
                    t = st.calls.start - 0.3
                    return t, SeatPressed(seat=seat, at=t)
                continue
            digits = st.plan.digits
            wanted = st.calls.presses(n, digits)
            done = 1 if digits and seat in st.by_digits else 0
            if seat in st.pressed and not done:
                continue  # pressed all he meant to
            heard = st.calls.heard_at(wanted[done])
            if heard is None:
                continue  # he waits for his number (or digit)
            t = heard + 0.4
            # he presses while his number (or digit) is the last one said; once the box called
            # on he let it go. The box's calls decide, not the clock: a loop that was away (a
            # busy machine) meets the same table (the runner serves a press planned before the
            # next call first)
            if st.calls.last_heard() == wanted[done]:
                return t, SeatPressed(seat=seat, at=t)
        return None
