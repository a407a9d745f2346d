"""The protocol page: HTML checked in a headless browser (Debian's chromium through
Playwright: every field rendered, visible and equal to the record's contents, and the
screenshot holds the page), the PDF by WeasyPrint opened with poppler (pdftoppm renders it,
pdftotext finds every field); and the Polemica export."""

from __future__ import annotations

import json
import subprocess

import pytest

from pihost.club import analysis, blank
from pihost.club.polemica import NotPolemica, export

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--no-first-run"]


@pytest.fixture(scope="module")
def page_content(games):
    g = games[0]
    days = analysis.analyse(g, playouts=30, compiled=False)
    return g, blank.content(g, "fiim", analysis.lines(days))


def expected_fields(g, c):
    """What every field must say, from the record and the scoring."""
    want = {"game-id": g.id[:8], "game-box": "table-1", "game-rules": g.rules,
            "game-scoring": "fiim", "game-winner": c["winner_text"]}
    points = g.score("fiim")
    for seat, p in g.players.items():
        want[f"seat-{seat}-number"] = str(seat)
        want[f"seat-{seat}-player"] = p["name"]
        want[f"seat-{seat}-total"] = f"{points[seat].total:g}"
    for e in g.record["eliminated"]:
        want[f"seat-{e['seat']}-left"] = f"day {e['day']}: {e['how']}"
    for k in range(1, len(c["analysis"]) + 1):
        want[f"analysis-{k}"] = c["analysis"][k - 1]
    return want


def test_the_html_protocol_in_a_headless_browser(page_content, tmp_path):
    from playwright.sync_api import sync_playwright

    g, c = page_content
    path = blank.write_html(c, tmp_path / "protocol.html")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1000, "height": 1400})
            page.goto(path.as_uri())
            boxes = {}
            for field, text in expected_fields(g, c).items():
                el = page.locator(f'[data-field="{field}"]')
                assert el.count() == 1, field
                assert el.inner_text().strip() == text, field
                box = el.bounding_box()
                assert box and box["width"] > 0 and box["height"] > 0, field
                boxes[field] = (box, bool(text))
            for seat in range(1, 11):  # an empty cell: a citizen has no role letter
                el = page.locator(f'[data-field="seat-{seat}-letter"]')
                boxes[f"seat-{seat}-letter"] = (el.bounding_box(), bool(el.inner_text().strip()))
            for seat in range(1, 11):
                fouls = page.locator(f'[data-field="seat-{seat}-fouls"]')
                assert fouls.get_attribute("data-count") == str(g.record["fouls"][str(seat)])
            for r in c["votes"]:
                for cand, n in r["counts"].items():
                    el = page.locator(f'[data-field="vote-{r["day"]}-{r["round"]}-{cand}"]')
                    assert el.get_attribute("data-votes") == str(n)
            assert page.locator('[data-field^="check-"]').count() == len(g.record["checks"])
            shot = tmp_path / "protocol.png"
            page.screenshot(path=str(shot), full_page=True)
        finally:
            browser.close()
    # the screenshot against the record: ink where a field has text, none where it is empty
    from PIL import Image

    img = Image.open(shot).convert("L")
    for field, (box, has_text) in boxes.items():
        x, y, w, h = (round(box[k]) for k in ("x", "y", "width", "height"))
        cell = img.crop((x + 2, y + 2, x + w - 2, y + h - 2))  # inside the borders
        ink = sum(cell.histogram()[:128])  # pixels darker than mid-grey
        assert (ink > 0) == has_text, (field, ink)


def test_the_pdf_protocol_opens_with_every_field(page_content, tmp_path):
    g, c = page_content
    pdf = blank.write_pdf(c, tmp_path / "protocol.pdf")
    assert pdf.read_bytes()[:5] == b"%PDF-"
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf),
                    str(tmp_path / "page")], check=True, timeout=60)
    png = next(tmp_path.glob("page*.png"))
    assert png.stat().st_size > 10_000
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True, timeout=60).stdout
    flat = " ".join(text.split())
    for field, value in expected_fields(g, c).items():
        if field.endswith("-number"):
            continue
        assert " ".join(value.split()) in flat, (field, value)
    for heading in ("Фолы", "Баллы", "Голосования", "Проверки", "Анализ", "best move"):
        assert heading in flat


def test_the_polemica_export(games):
    g = games[0]
    p = export(g)
    assert [x["position"] for x in p["players"]] == list(range(1, 11))
    roles = [x["role"] for x in p["players"]]
    assert sorted(roles) == [0, 1, 1, 2, 2, 2, 2, 2, 2, 3]   # Don, 2 mafia, 6 citizens, Sheriff
    assert p["result"] == (0 if g.winner == "town" else 1)
    names = {x["position"]: x["username"] for x in p["players"]}
    assert names[1] == g.players[1]["name"]
    assert {(v["day"], v["voter"], v["candidate"]) for v in p["votes"] if v["num"] not in
            (0, None)} == {(v["day"], v["voter"], v["candidate"]) for v in g.record["votes"]}
    assert len(p["shots"]) == sum(1 for a in g.record["night_acts"]
                                  if a["step"] == "shoot" and a["target"] is not None)
    assert len(p["checks"]) == len(g.record["checks"])
    assert p["pihost"]["id"] == g.id
    json.dumps(p)


def test_a_draw_and_a_game_polemica_cannot_hold(games):
    from dataclasses import replace

    from engine import Game
    from pihost.club.games import ClubGame

    g = Game.new(seed=2, options={"draw_after_quiet_rounds": 1})
    g.timeout()
    while not g.over:
        g.timeout()
    assert g.winner == "draw"
    record = {"setup": {"rules": "classic", "seats": 10, "options": {
        "draw_after_quiet_rounds": 1}}, "roles": {str(s): r for s, r in g.roles_dealt.items()},
        "engine_inputs": [i.to_json() for i in g.inputs], "winner": "draw"}
    draw = replace(games[0], record=record)
    p = export(draw)
    assert p["result"] is None and p["tags"] == ["draw"]
    from engine.rules import load_rules

    home = {"setup": {"rules": "home", "seats": 10, "options": {}}, "winner": "x",
            "roles": {}, "engine_inputs": []}
    deck = load_rules("home").with_options({"seats": 10}).deck
    cards = [r for r, n in deck.items() for _ in range(n)]
    home["roles"] = {str(s): r for s, r in enumerate(cards, 1)}
    hg = Game.new(rules=load_rules("home").with_options({"seats": 10}),
                  roles={int(s): r for s, r in home["roles"].items()})
    hg.timeout()
    for s in sorted(hg.roles_dealt):
        if not hg.over:
            hg.host("disqualify", s)
    home["engine_inputs"] = [i.to_json() for i in hg.inputs]
    with pytest.raises(NotPolemica, match="Sheriff and citizens only"):
        export(ClubGame("0" * 32, games[0].started, {}, home))
