"""A simulated table: ten players who press, speak and vote, for the demo, the simulator's
autopilot and the whole-game tests.

Every decision is a pure function of (seed, what the player can see now): no hidden memory. So a
box killed at any moment and resumed from its journal meets the very same players, who go on
exactly as they would have — the property the crash tests check.

A :class:`Script` fixes chosen decisions (who nominates whom, votes, shots, fouls) for tests;
everything it leaves open is decided by the seeded players.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pihost.events import Event, Heard, HostPressed, SeatPressed
from pihost.host.box import Box

BLACK = ("mafia", "don")

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
    seeded player decides. ``None`` as a nomination: he nominates nobody."""

    nominations: dict[tuple[int, int], int | None] = field(default_factory=dict)   # (day, seat)
    # the day's nominees, in order, put up by whoever speaks first; nobody else nominates
    day_nominees: dict[int, list[int]] = field(default_factory=dict)
    votes: dict[tuple[int, int], dict[int, int]] = field(default_factory=dict)      # (day, round)
    all_leave_yes: dict[int, set[int]] = field(default_factory=dict)                # day → seats
    shots: dict[int, dict[int, int | None]] = field(default_factory=dict)            # night → seat→n
    checks: dict[int, dict[int, int]] = field(default_factory=dict)                  # night → seat→n
    fouls: dict[tuple[int, int], list[int]] = field(default_factory=dict)            # (day, speaker)
    speech_end: str | None = None   # "thanks" | "button" | "timeout": how every speech ends


class SimTable:
    """The players. ``roles`` is the physical deck they drew (cards "physical"); with cards
    "dealt" they learn their roles from their lights, i.e. from the box's deal."""

    def __init__(self, seed: int, seats: int = 10, roles: dict[int, str] | None = None,
                 script: Script | None = None, lang: str = "ru") -> None:
        self.seed, self.seats, self.lang = seed, seats, lang
        self.script = script or Script()
        self.deck = roles or self.draw_cards(seed, seats)

    @staticmethod
    def draw_cards(seed: int, seats: int, setup: Any = None) -> dict[int, str]:
        """The physical cards the players drew: the rule set's deck, shuffled by ``seed``."""
        from pihost.host.pregame import deck
        from pihost.host.setup import GameSetup

        cards = deck(setup or GameSetup(seats=seats))
        first = ("don", "mafia", "sheriff", "citizen")
        order = [r for r in first if r in cards] + sorted(r for r in cards if r not in first)
        pile = [role for role in order for _ in range(cards[role])]
        random.Random(f"{seed}:cards").shuffle(pile)
        return {s: pile[s - 1] for s in range(1, seats + 1)}

    # ----- helpers ------------------------------------------------------------------------
    def rng(self, *key: Any) -> random.Random:
        return random.Random(":".join(map(str, (self.seed, *key))))

    def roles(self, box: Box) -> dict[int, str]:
        if box.setup.cards == "dealt" and box.game is not None:
            return {s: box.game.seat_view(s)["role"] for s in range(1, self.seats + 1)}
        return self.deck

    def heard(self, text: str, at: float) -> Heard:
        return Heard(text=text, at=at)

    # ----- the policy -----------------------------------------------------------------------
    def next_action(self, box: Box, now: float) -> tuple[float, Event] | None:
        from pihost.host.day import BestMoveStage, SpeechStage, VoteStage
        from pihost.host.night import NightStage
        from pihost.host.pregame import NightZero, SeatCheck

        st = box.stage
        if box.paused:
            return None
        if box.menu is not None and box.menu.wants_seat:
            return self.foul_seat(box, now)
        if isinstance(st, SeatCheck):
            return self.seat_check(st, now)
        if isinstance(st, NightZero):
            return self.register(box, st, now)
        if isinstance(st, SpeechStage):
            return self.host_fouls(box, st, now) or self.speak(box, st, now)
        if isinstance(st, VoteStage):
            return self.vote(box, st, now)
        if isinstance(st, BestMoveStage):
            return self.best_move(box, st, now)
        if isinstance(st, NightStage):
            return self.night(box, st, now)
        return None

    def seat_check(self, st: Any, now: float) -> tuple[float, Event] | None:
        # times hang on what the box did (never on "now"), so a resumed box meets the same table
        base = st.box.voice_free_at
        if st.missing:
            t = base + 0.3 * (len(st.pressed) + 1)
            return t, SeatPressed(seat=st.missing[0], at=t)
        if st.box.setup.confirm_start:
            t = base + 1.0
            return t, HostPressed(button="host", long=False, at=t)
        return None

    def register(self, box: Box, st: Any, now: float) -> tuple[float, Event] | None:
        want = {"mafia": [s for s, r in self.deck.items() if r in BLACK],
                "don": [s for s, r in self.deck.items() if r == "don"],
                "sheriff": [s for s, r in self.deck.items() if r == "sheriff"]}.get(st.step)
        if not want or not box.timers.active("register"):
            return None
        todo = [s for s in want if s not in st.pressed]
        if not todo:
            return None
        t = box.voice_free_at + 0.4 + 0.3 * len(st.pressed)
        return t, SeatPressed(seat=todo[0], at=t)

    def alive(self, box: Box) -> list[int]:
        return list(box.game.public_view()["alive"])

    def choose_nominee(self, box: Box, seat: int) -> int | None:
        day = box.game.day
        if (day, seat) in self.script.nominations:
            return self.script.nominations[(day, seat)]
        view = box.game.public_view()
        if day in self.script.day_nominees:
            todo = [s for s in self.script.day_nominees[day] if s not in view["nominees"]]
            return todo[0] if todo and todo[0] != seat else None
        roles = self.roles(box)
        pool = [s for s in view["alive"] if s != seat and s not in view["nominees"]]
        if roles[seat] == "sheriff":  # he puts up the black players he found
            found = [x["target"] for x in box.game.seat_view(seat)["secrets"] if x["answer"]]
            found = [s for s in found if s in pool]
            if found:
                return found[0]
        if roles[seat] in BLACK:
            pool = [s for s in pool if roles[s] not in BLACK] or pool
        r = self.rng("nominate", day, seat)
        if not pool or r.random() < 0.25:
            return None
        return r.choice(sorted(pool))

    def speech_plan(self, box: Box, st: Any) -> list[tuple[float, str]]:
        """(offset from the speech's start, what happens): text heard or "press"."""
        day, seat = box.game.day, st.seat
        r = self.rng("speech", day, seat, st.kind)
        lines = LINES[self.lang]
        plan: list[tuple[float, str]] = []
        if st.kind == "speech":
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

    def speak(self, box: Box, st: Any, now: float) -> tuple[float, Event] | None:
        plan = self.speech_plan(box, st)
        if st.heard >= len(plan):
            return None
        offset, what = plan[st.heard]
        t = st.started_at + offset
        if what == "press":
            return t, SeatPressed(seat=st.seat, at=t)
        return t, self.heard(what, t)

    def host_fouls(self, box: Box, st: Any, now: float) -> tuple[float, Event] | None:
        """The club's host gives the fouls the script plans for this speech, at its start."""
        planned = self.script.fouls.get((box.game.day, st.seat), [])
        if st.fouls_given >= len(planned) or st.heard > 0:
            return None
        t = st.started_at + 0.5 + 0.5 * st.fouls_given
        return t, HostPressed(button="foul", long=False, at=t)

    def foul_seat(self, box: Box, now: float) -> tuple[float, Event] | None:
        st = box.stage
        planned = self.script.fouls.get((box.game.day, getattr(st, "seat", 0)), [])
        given = getattr(st, "fouls_given", 0)
        if given >= len(planned):
            return None
        t = box.voice_free_at + 0.3
        return t, SeatPressed(seat=planned[given], at=t)

    def vote_choice(self, box: Box, voter: int) -> int:
        cands = list(box.voting_candidates)
        key = (box.game.day, box.voting_round)
        fixed = self.script.votes.get(key, {})
        if voter in fixed:
            return fixed[voter]
        roles = self.roles(box)
        r = self.rng("vote", *key, voter, tuple(cands))
        if roles[voter] in BLACK:
            red = [c for c in cands if roles[c] not in BLACK]
            if red:
                return r.choice(red)
        # the town tends to follow whoever the sheriff put up (he says why in his speech)
        by = {int(k): v for k, v in box.game.public_view()["nominated_by"].items()}
        sheriff = next((s for s, x in roles.items() if x == "sheriff"), None)
        if by.get(sheriff) in cands and r.random() < 0.7:
            return by[sheriff]
        return r.choice(cands)

    def vote(self, box: Box, st: Any, now: float) -> tuple[float, Event] | None:
        alive = self.alive(box)
        t0 = st.opened_at + 0.2
        if st.kind == "vote":
            c = st.window["candidate"]
            for i, voter in enumerate(alive):
                if voter not in st.voters and voter not in st.refused \
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

    def best_move(self, box: Box, st: Any, now: float) -> tuple[float, Event] | None:
        r = self.rng("best_move", st.seat)
        others = [s for s in range(1, self.seats + 1) if s != st.seat]
        picks = sorted(r.sample(others, 3))
        if len(st.targets) >= 3:
            return None
        for n in picks:
            if n not in st.targets:
                t = st.calls.call_time(n) + 0.4
                if t < now:
                    continue
                return t, SeatPressed(seat=st.seat, at=t)
        return None

    def night_choice(self, box: Box, step: str, seat: int) -> int | None:
        night = box.game.day
        roles, alive = self.roles(box), self.alive(box)
        if step == "shoot":
            if seat in self.script.shots.get(night, {}):
                return self.script.shots[night][seat]
            red = sorted(s for s in alive if roles[s] not in BLACK)
            return self.rng("shot", night).choice(red) if red else None
        if seat in self.script.checks.get(night, {}):
            return self.script.checks[night][seat]
        if step == "don_check":
            pool = [s for s in alive if roles[s] not in BLACK]
        else:
            pool = [s for s in alive if s != seat]
        return self.rng("check", night, seat).choice(sorted(pool)) if pool else None

    def night(self, box: Box, st: Any, now: float) -> tuple[float, Event] | None:
        roles, alive = self.roles(box), self.alive(box)
        acting = {"shoot": [s for s in alive if roles[s] in BLACK],
                  "don_check": [s for s in alive if roles[s] == "don"],
                  "sheriff_check": [s for s in alive if roles[s] == "sheriff"]}[st.kind]
        for seat in acting:
            if seat in st.pressed:
                continue
            n = self.night_choice(box, st.kind, seat)
            if n is None:
                continue
            # 0: a press before the first number is called (between numbers: a spoiled shot)
            t = st.calls.start - 0.3 if n == 0 else st.calls.call_time(n) + 0.4
            if t >= now:
                return t, SeatPressed(seat=seat, at=t)
        return None
