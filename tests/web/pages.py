"""Playing a game from the pages: the seat pages in their own browser contexts (a phone each),
the table screen, the host page; what the test does is what a player does on his phone."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

PHONE = {"viewport": {"width": 390, "height": 760}, "is_mobile": True, "has_touch": True}
#: every vibration a page asks for, kept where the test can read it (headless Chromium has no
#: motor); and no page may make a sound: an AudioContext or an <audio> would be noted too
RECORD = """
window.__vibrations = [];
navigator.vibrate = function (ms) { window.__vibrations.push(ms); return true; };
window.__sounds = 0;
window.AudioContext = function () { window.__sounds++; };
HTMLMediaElement.prototype.play = function () { window.__sounds++; return Promise.resolve(); };
"""


class Phone:
    """One seat's phone: its own browser context (its own stored phone id)."""

    def __init__(self, browser: Any, live: Any, seat: int, context: Any = None) -> None:
        self.seat, self.live = seat, live
        self.context = context or browser.new_context(**PHONE)
        self.context.add_init_script(RECORD)
        self.page = self.context.new_page()
        self.page.goto(live.seat_url(seat))
        expect(self.page.locator("#title")).to_have_text(re.compile(rf"\b{seat}\b"))

    def act_text(self) -> str:
        return self.page.inner_text("#act")

    def press(self) -> None:
        """The big press area (its label must be on it)."""
        posted = self.live.web.posted
        self.page.locator("#press").dispatch_event("pointerdown")
        self.live.settle(posted + 1)

    def choose(self, target: int, at_night: bool = True) -> None:
        """Tap a seat on the grid and confirm it (at night it goes with the next beat)."""
        posted = self.live.web.posted
        self.page.locator(f'#act .grid button[data-seat="{target}"]').click()
        self.page.locator("#confirm").click()
        self.live.settle(posted + 1)

    def role(self) -> str:
        """Hold the role card: what it shows (and it hides again on release)."""
        card = self.page.locator("#role")
        card.dispatch_event("pointerdown")
        text = self.page.inner_text("#roleshown")
        card.dispatch_event("pointerup")
        expect(self.page.locator("#roleshown")).to_be_hidden()
        return text

    def vibrations(self) -> list[int]:
        return self.page.evaluate("window.__vibrations")

    def sounds(self) -> int:
        return self.page.evaluate("window.__sounds")

    def close(self) -> None:
        self.context.close()
