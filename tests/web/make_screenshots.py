"""The README's screenshots, taken in headless Chromium from a game on the box's fast clock:

    .venv/bin/python tests/web/make_screenshots.py      # writes docs/*.png

docs/seat-page.png (a phone during its own speech), docs/seat-night.png (a phone at night: the
same on every phone), docs/table-screen.png (the table screen during a vote),
docs/table-join.png (the table screen before the game: the seats' codes), docs/host-page.png.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from pihost.host.nightstep import NightStepStage  # noqa: E402
from pihost.host.setup import GameSetup  # noqa: E402
from pihost.web.testing import LiveBox  # noqa: E402
from tests.web.conftest import ARGS, CHROMIUM  # noqa: E402
from tests.web.pages import Phone  # noqa: E402
from tests.web.test_browser_game import host_page, seat_check  # noqa: E402

DOCS = ROOT / "docs"
TABLE = {"width": 1280, "height": 720}


def main() -> None:
    live = LiveBox(GameSetup(seats=10, cards="dealt", seed=7), tempfile.mkdtemp())
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
            table = browser.new_page(viewport=TABLE)
            table.goto(live.url + "/table")
            phones = {s: Phone(browser, live, s) for s in range(1, 5)}
            table.wait_for_selector("#tiles figure.qr")
            table.wait_for_timeout(300)
            table.screenshot(path=str(DOCS / "table-join.png"))
            for s in range(5, 11):
                phones[s] = Phone(browser, live, s)
            host = host_page(browser, live)
            seat_check(live, phones, [], host)
            live.until(lambda box: box.stage.name == "speech", "day 1")
            live.heard("я выставляю игрока номер пять")
            phones[1].press()
            live.until(lambda box: box.stage.name == "speech" and box.stage.seat == 2, "seat 2")
            live.heard("я выставляю игрока номер семь")
            phones[2].press()
            live.until(lambda box: box.stage.name == "speech" and box.stage.seat == 3, "seat 3")
            live.press(4)  # nothing: seat 4's button is no speaker's
            page = phones[3].page
            page.wait_for_selector("#press")
            page.wait_for_timeout(300)
            page.screenshot(path=str(DOCS / "seat-page.png"))
            for s in range(3, 11):
                live.until(lambda box, s=s: box.stage.name == "speech" and box.stage.seat == s,
                           f"seat {s}")
                phones[s].press()
            live.until(lambda box: box.stage.name == "vote", "the vote")
            for s in (1, 2, 3, 4, 6, 8):
                phones[s].press()
            table.wait_for_timeout(300)
            table.screenshot(path=str(DOCS / "table-screen.png"))
            host.wait_for_timeout(200)
            host.screenshot(path=str(DOCS / "host-page.png"), full_page=True)
            live.until(lambda box: isinstance(box.stage, NightStepStage) and box.stage.awake,
                       "the night")
            phones[9].page.wait_for_timeout(300)
            phones[9].page.screenshot(path=str(DOCS / "seat-night.png"))
            browser.close()
    finally:
        live.close()
    for name in ("seat-page", "seat-night", "table-screen", "table-join", "host-page"):
        print(DOCS / f"{name}.png")


if __name__ == "__main__":
    main()
