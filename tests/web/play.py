"""A whole game played from the pages against the box's fast clock: the seats on phones act on
their pages, the seats on buttons press the fake board, the fake microphone hears the
nominations. The players know their roles from their own pages (hold the card), and play an
open hand: the town puts up and votes out the black seats, the mafia shoot the red ones."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import expect

from pihost.host.nightstep import NightStepStage
from pihost.host.table import number_words


@dataclass
class Seen:
    """What the test saw along the way, for its assertions."""

    nights: int = 0
    night_pages_alike: int = 0
    replies: list[tuple[int, str]] = field(default_factory=list)
    votes: int = 0
    speeches: int = 0
    picks: int = 0
    vibrations: set[int] = field(default_factory=set)
    screenshots_alike: int = 0


def snapshot(box: Any) -> dict[str, Any]:
    st = box.stage
    out = {"stage": st, "name": st.name, "over": box.finished is not None}
    if isinstance(st, NightStepStage):
        out.update(kind=st.kind, actors=list(st.actors), awake=st.awake)
    for k in ("seat", "kind"):
        if hasattr(st, k) and k not in out:
            out[k] = getattr(st, k)
    if hasattr(st, "window"):
        out["candidate"] = st.window.candidate
        out["voters_open"] = list(st.window.seats)
    if box.game is not None:
        out["alive"] = list(box.game.public_view()["alive"])
        out["nominees"] = list(box.game.public_view()["nominees"])
        out["day"] = box.game.day
    return out


class Game:
    """``phones``: seat → :class:`pages.Phone`; every other seat is on a button."""

    def __init__(self, live: Any, phones: dict[int, Any], black: set[int], lang: str = "ru",
                 deck: dict[int, str] | None = None):
        self.live, self.phones, self.black, self.lang = live, phones, black, lang
        self.deck = deck  # the physical cards (night 0 registers them), None: dealt
        self.seen = Seen()
        self.nominated_today: dict[int, int] = {}

    # -- a seat acts: on its phone, or on its button ----------------------------------------
    def press(self, seat: int, label: str | None = None) -> None:
        phone = self.phones.get(seat)
        if phone is None:
            self.live.press(seat)
            return
        if label is not None:
            expect(phone.page.locator("#press")).to_have_text(re.compile(label))
        phone.press()

    def stage_is(self, stage: Any):
        return lambda box: box.stage is not stage or box.finished is not None

    # -- the game ---------------------------------------------------------------------------
    def play(self, max_stages: int = 400) -> None:
        for _ in range(max_stages):
            s = self.live.inspect(snapshot)
            if s["over"]:
                return
            name = s["name"]
            if name in ("speech", "justify", "last_word"):
                self.speech(s)
            elif name in ("vote", "all_leave_vote"):
                self.vote(s)
            elif name == "best_move":
                self.best_move(s)
            elif name == "night":
                self.night(s)
            elif name == "night0" and self.deck is not None:
                self.night0(s)
            else:
                self.live.until(self.stage_is(s["stage"]), f"the end of {name}")
        raise AssertionError("the game did not end")

    def speech(self, s: dict[str, Any]) -> None:
        seat, stage = s["seat"], s["stage"]
        self.seen.speeches += 1
        done = self.nominated_today.get(s["day"], 0)
        if s.get("kind") == "speech" and done < 2 and seat not in self.black:
            # the first red speaker puts up a black seat, the next one a red seat: a vote
            pool = [x for x in s["alive"] if x not in s["nominees"] and x != seat
                    and (x in self.black) == (done == 0)]
            if pool:
                self.live.heard(f"я выставляю игрока номер {number_words(pool[0], self.lang)}")
                self.nominated_today[s["day"]] = done + 1
        for other, phone in self.phones.items():  # only the speaker may end it
            if other != seat:
                expect(phone.page.locator("#press")).to_have_count(0)
        self.press(seat, "Закончить" if self.lang == "ru" else "End")
        self.live.until(self.stage_is(stage), "the speech's end")

    def vote(self, s: dict[str, Any]) -> None:
        stage, c = s["stage"], s["candidate"]
        self.seen.votes += 1
        if s["name"] == "vote" and c in self.black:
            for voter in s["voters_open"]:
                self.press(voter, str(c))
                phone = self.phones.get(voter)
                if phone is not None:  # one vote: the button is gone once it is taken
                    expect(phone.page.locator("#press")).to_have_count(0)
        self.live.until(self.stage_is(stage), "the vote's end")

    def best_move(self, s: dict[str, Any]) -> None:
        seat, stage = s["seat"], s["stage"]
        phone = self.phones.get(seat)
        if phone is not None:
            picks = [b for b in sorted(self.black) if b != seat][:2]
            for n in picks:
                phone.choose(n, at_night=False)
                self.seen.picks += 1
            expect(phone.page.locator("#act")).to_contain_text(", ".join(map(str, picks)))
        self.live.until(self.stage_is(stage), "the best move's end")

    def night(self, s: dict[str, Any]) -> None:
        stage = s["stage"]
        self.live.until(lambda box: box.stage is not stage or box.stage.awake, "the wake phrase")
        s = self.live.inspect(snapshot)
        if s["stage"] is not stage:
            return
        self.seen.nights += 1
        self.alike_at_night()
        kind, actors = s["kind"], s["actors"]
        red = [x for x in s["alive"] if x not in self.black]
        black = [x for x in s["alive"] if x in self.black]
        for actor in actors:
            target = {"shoot": red[-1] if red else None,
                      "don_check": red[0] if red else None,
                      "sheriff_check": black[0] if black else None}.get(kind)
            if target is None:
                continue
            phone = self.phones.get(actor)
            if phone is not None:
                phone.choose(target)
            else:
                self.button_at_number(actor, target)
        # the step runs to its end whatever was done; the checker's answer at its time
        checker = actors[0] if actors and kind.endswith("check") else None
        self.live.until(lambda box: box.stage is not stage or (
            box.stage.answer is not None and box.timers.deadline("night_sleep") is not None),
            "the reply's time")
        if checker is not None and checker in self.phones:
            reply = self.phones[checker].page.locator("#reply")
            expect(reply).to_be_visible()
            self.seen.replies.append((checker, reply.inner_text()))
            buzz = self.phones[checker].vibrations()
            assert len(buzz) == len([r for r in self.seen.replies if r[0] == checker])
            self.seen.vibrations.update(buzz)       # one length, whatever the reply said
            for other, phone in self.phones.items():
                if other != checker:
                    expect(phone.page.locator("#reply")).to_be_hidden()
        self.live.until(self.stage_is(stage), "the step's end")

    def night0(self, s: dict[str, Any]) -> None:
        """Physical cards: each wake-up's seats press (on a phone: with its next beat)."""
        stage, done = s["stage"], set()

        def wake(box):
            st = box.stage
            if st is not stage or st.registrar is None or not box.timers.active("register"):
                return None
            w = st.registrar.current()
            return None if w is None else (w.name, w.team, st.step, len(st.pressed))

        while True:
            self.live.until(lambda box: box.stage is not stage or (
                wake(box) is not None and wake(box)[0] not in done), "a wake-up")
            w = self.live.inspect(wake)
            if w is None:
                return
            name, team, _, _ = w
            book = self.live.box.book
            seats = [x for x, r in self.deck.items()
                     if (book.role(r).team == name if team else r == name)]
            for seat in seats:
                self.press(seat)
            done.add(name)

    def button_at_number(self, seat: int, target: int) -> None:
        """A button seat waits for its number to be called, then presses."""
        self.live.until(lambda box: box.stage.calls.heard_at(("number", target)) is not None,
                        f"number {target} called")
        self.live.press(seat, after=0.4)

    def alike_at_night(self) -> None:
        """Every phone shows the same at night, whoever is awake (its seat number aside), once
        each has drawn the step's frame: a phone still on the step before (the last actor's
        «Выбран № N», until the new frame reaches it) is waited for, a second at most."""
        deadline = time.monotonic() + 1.0
        while True:
            shown = set()
            for seat, phone in self.phones.items():
                text = phone.page.inner_text("#page")
                shown.add(text.replace(str(seat), "#", 1))
            if len(shown) == 1 or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert len(shown) == 1, shown
        self.seen.night_pages_alike += 1
        if not self.seen.screenshots_alike:  # the first night step: pixel for pixel, too
            shots = {phone.page.screenshot(mask=[phone.page.locator("#page > header")],
                                           animations="disabled", caret="hide")
                     for phone in self.phones.values()}
            assert len(shots) == 1, "the phones do not look the same at night"
            self.seen.screenshots_alike += 1
