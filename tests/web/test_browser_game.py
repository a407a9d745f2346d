"""Whole games in a real headless Chromium: ten phones and the table screen; a mixed table of five
phones and five buttons — against the box with the demo's fake voice and a fake microphone, on
its fast clock."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.voice.pack import load_pack
from pihost.web.testing import LiveBox
from tests.web.pages import Phone
from tests.web.play import Game

pytestmark = pytest.mark.timeout(240)


def host_page(browser, live):
    page = browser.new_context().new_page()
    page.goto(live.url + "/host")
    page.fill("#pin", "1234")
    page.click("#loginbtn")
    expect(page.locator("#panel")).to_be_visible()
    return page


def confirm(page):
    expect(page.locator("#dialog")).to_be_visible()
    page.click("#yes")


def seat_check(live, phones, buttons, host):
    for phone in phones.values():
        expect(phone.page.locator("#press")).to_have_text("Я здесь")
        phone.press()
        expect(phone.page.locator("#act")).to_contain_text("Вы отмечены")
    for seat in buttons:
        live.press(seat)
    posted = live.web.posted
    expect(host.locator("#start")).to_be_enabled()
    host.click("#start")
    confirm(host)
    live.settle(posted + 1)
    live.until(lambda box: box.stage.name != "seat_check", "the game's start")


def test_ten_phones_and_the_table_screen_play_a_whole_game(chromium, tmp_path):
    seed = 7
    live = LiveBox(GameSetup(seats=10, cards="dealt", seed=seed), tmp_path)
    try:
        table = chromium.new_page(viewport={"width": 1280, "height": 720})
        table.goto(live.url + "/table")
        tiles = table.locator("#tiles .tile")
        expect(tiles).to_have_count(10)
        expect(table.locator("#tiles figure.qr")).to_have_count(10)   # every seat's code
        phones = {s: Phone(chromium, live, s) for s in range(1, 11)}
        expect(table.locator("#tiles figure.qr")).to_have_count(0)    # all taken
        host = host_page(chromium, live)
        seat_check(live, phones, [], host)

        # every phone shows its own role, in the pack's words, only while held
        words = load_pack("ru").words["role"]
        roles = live.inspect(lambda box: {s: box.game.seat_view(s)["role"] for s in range(1, 11)})
        book = live.box.book
        black = {s for s, r in roles.items() if book.role(r).black}
        for s, phone in phones.items():
            assert words[book.spoken(roles[s])] in phone.role()
            expect(phone.page.locator("#roleshown")).to_be_hidden()
            if s in black:  # a black seat sees his mates, a red one sees nobody
                assert all(str(m) in phone.role() for m in black - {s})

        game = Game(live, phones, black)
        game.play()
        seen = game.seen
        assert seen.nights >= 2 and seen.night_pages_alike == seen.nights
        assert seen.speeches >= 10 and seen.votes >= 1
        sheriff = next(s for s, r in roles.items() if "sheriff_check" in book.role(r).night_steps)
        assert any(seat == sheriff for seat, _ in seen.replies)
        assert {text for _, text in seen.replies} <= {"Да", "Нет", "Игрока нет дома", "Отказано"}
        assert len({text for _, text in seen.replies}) == 2 and seen.vibrations == {400}
        assert seen.screenshots_alike == 1
        assert all(phone.sounds() == 0 for phone in phones.values())

        record = live.box.finished
        assert record is not None and record["winner"] == "town", (record["eliminated"], record["votes"], record["nominations"])
        # the end on the table screen: the result and every seat's role, in the pack's words
        over = table.locator("#over")
        expect(over).to_contain_text(load_pack("ru").words["winner"]["town"])
        for s, r in roles.items():
            expect(over).to_contain_text(f"Место {s}: {words[book.spoken(r)]}")
        for s in record["eliminated"]:
            expect(tiles.nth(s["seat"] - 1)).to_have_class(re.compile(r"\bout\b"))
        # and the game's record: every ballot, every night act
        v = record["votes"][0]
        ballot = [x["voter"] for x in record["votes"] if (x["day"], x["round"], x["candidate"])
                  == (v["day"], v["round"], v["candidate"])]
        expect(over).to_contain_text(f"День {v['day']}, круг {v['round']}: № {v['candidate']} ← "
                                     + ", ".join(map(str, ballot)))
        a = record["night_acts"][0]
        expect(over).to_contain_text(f"Ночь {a['night']}: № {a['by']} → № {a['target']}")
        for phone in phones.values():
            expect(phone.page.locator("#status")).to_have_text("Игра окончена")
        # what the phones and the table were sent was journaled as inputs: a replay is the game
        from pihost.host.journal import Journal

        kinds = [e.type for e in Journal.read(live.session.journal.path).inputs]
        assert "seat_chose" in kinds and "seat_pressed" in kinds
    finally:
        live.close()


def test_the_pages_speak_the_games_language(chromium, tmp_path):
    live = LiveBox(GameSetup(seats=5, language="en", confirm_start=False), tmp_path)
    try:
        table = chromium.new_page()
        table.goto(live.url + "/table")
        expect(table.locator("#stage")).to_have_text("Seat check")
        phone = Phone(chromium, live, 2)
        expect(phone.page.locator("#press")).to_have_text("I am here")
        expect(phone.page.locator("#title")).to_have_text("Seat 2")
        expect(phone.page.locator("#rolehint")).to_have_text("Hold to see your role")
    finally:
        live.close()


def test_a_mixed_table_five_phones_five_buttons(chromium, tmp_path):
    seed = 11
    live = LiveBox(GameSetup(seats=10, cards="physical", seed=None), tmp_path)
    try:
        deck = SimTable.draw_cards(seed, 10)
        book = live.box.book
        black = {s for s, r in deck.items() if book.role(r).black}
        table = chromium.new_page(viewport={"width": 1280, "height": 720})
        table.goto(live.url + "/table")
        phones = {s: Phone(chromium, live, s) for s in range(1, 6)}
        # the buttons' seats keep their codes on the screen; the seat check counts both
        expect(table.locator("#tiles figure.qr")).to_have_count(5)
        host = host_page(chromium, live)
        seat_check(live, phones, range(6, 11), host)
        game = Game(live, phones, black, deck=deck)
        game.play()
        record = live.box.finished
        assert record is not None
        assert {int(s): r for s, r in record["roles"].items()} == deck  # night 0 registered
        assert game.seen.nights >= 1
        for s, phone in phones.items():  # the role the page shows is the card he drew
            assert load_pack("ru").words["role"][book.spoken(deck[s])] in phone.role()
    finally:
        live.close()
