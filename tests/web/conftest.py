"""The browser tests: Debian's chromium (``/usr/bin/chromium``, installed by ``run.sh``) driven
by Playwright — never ``playwright install``. Without chromium these tests are skipped, unless
``PIHOST_REQUIRE_BROWSER=1`` (``run.sh test`` sets it, since it installs chromium): then they
fail."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def chromium():
    if not CHROMIUM.exists():
        if os.environ.get("PIHOST_REQUIRE_BROWSER") == "1":
            pytest.fail(f"{CHROMIUM} is missing (apt-get install chromium)")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield browser
        browser.close()
