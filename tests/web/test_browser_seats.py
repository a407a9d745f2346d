"""Phones in a real headless Chromium: a reload mid-night rejoins the seat; a second phone is
refused until the host confirms it; the host page's actions with their confirmation."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pihost.host.nightstep import NightStepStage
from pihost.host.setup import GameSetup
from pihost.web.testing import LiveBox
from tests.web.pages import PHONE, Phone
from tests.web.test_browser_game import confirm, host_page, seat_check

pytestmark = pytest.mark.timeout(180)


@pytest.fixture
def table(chromium, tmp_path):
    """A dealt 10-seat game with a phone at every seat, past the seat check."""
    live = LiveBox(GameSetup(seats=10, cards="dealt", seed=7), tmp_path)
    phones = {s: Phone(chromium, live, s) for s in range(1, 11)}
    host = host_page(chromium, live)
    seat_check(live, phones, [], host)
    yield live, phones, host
    live.close()


def first_night_step(live):
    """Run the game (no one acting by day) to the first night step that has an actor."""
    def there(box):  # the day's speeches end by their timers: nobody acts by day here
        return isinstance(box.stage, NightStepStage) and box.stage.awake and bool(box.stage.actors)

    live.until(there, "a night step with an actor")
    return live.inspect(lambda box: (box.stage, box.stage.kind, list(box.stage.actors)))


def test_a_phone_reloaded_mid_night_rejoins_and_acts(table):
    live, phones, _ = table
    stage, kind, actors = first_night_step(live)
    actor = actors[0]
    phone = phones[actor]
    before = live.inspect(lambda box: box.game.seat_view(actor))
    bound = live.web.bindings.phones[actor]
    phone.page.reload()                       # the phone's browser lost the page
    expect(phone.page.locator("#act .grid button")).not_to_have_count(0)
    assert live.web.bindings.phones[actor] == bound   # the same phone: no new binding
    target = next(a.target for a in live.inspect(lambda box: box.game.legal_inputs(actor))
                  if a.target is not None and a.target != actor)
    inputs = live.inspect(lambda box: len(box.game.inputs))
    phone.choose(target)
    last = live.inspect(lambda box: box.game.inputs[inputs:])
    assert [(i.seat, i.target) for i in last] == [(actor, target)]
    assert live.inspect(lambda box: box.stage) is stage   # the step keeps its fixed length
    assert live.inspect(lambda box: box.game.seat_view(actor))["role"] == before["role"]


def test_a_second_phone_is_refused_until_the_host_confirms_it(table, chromium):
    live, phones, host = table
    seat = 3
    other = chromium.new_context(**PHONE).new_page()
    other.goto(live.seat_url(seat))
    expect(other.locator("#msg")).to_contain_text("уже занято")
    expect(other.locator("#act")).to_be_empty()
    assert live.web.bindings.is_phone(seat, live.web.bindings.phones[seat])
    old_phone = live.web.bindings.phones[seat]
    # the host sees a phone waiting for the seat, and confirms it
    row = host.locator(f'#seats tr[data-seat="{seat}"]')
    expect(row).to_contain_text("новый телефон ждёт")
    row.locator("button.replace").click()
    confirm(host)
    expect(other.locator("#title")).to_have_text("Место 3")
    expect(other.locator("#msg")).to_be_hidden()
    expect(phones[seat].page.locator("#msg")).to_contain_text("другому телефону")
    assert live.web.bindings.phones[seat] != old_phone
    # the old phone coming back is now the second phone
    phones[seat].page.goto(live.seat_url(seat))
    phones[seat].page.reload()
    expect(phones[seat].page.locator("#msg")).to_contain_text("уже занято")


def test_the_host_page_gives_a_foul_only_after_its_confirmation(table):
    live, phones, host = table
    live.until(lambda box: box.stage.name == "speech", "the first speech")
    seat = 4
    host.locator('#items button[data-item="foul"]').click()
    host.locator(f'#seatgrid button[data-seat="{seat}"]').click()
    expect(host.locator("#dialog")).to_be_visible()
    host.click("#no")                                     # not confirmed: nothing happens
    assert live.inspect(lambda box: box.game.public_view()["fouls"][str(seat)]) == 0
    posted = live.web.posted
    host.locator('#items button[data-item="foul"]').click()
    host.locator(f'#seatgrid button[data-seat="{seat}"]').click()
    confirm(host)
    live.settle(posted + 2)                               # the host's action, then the seat
    assert live.inspect(lambda box: box.game.public_view()["fouls"][str(seat)]) == 1
    expect(host.locator("#journal")).to_contain_text("game.jsonl")
    # nothing secret on the host page: no role word of the pack anywhere on it
    from pihost.voice.pack import load_pack

    text = host.inner_text("body")
    assert not any(w in text for w in load_pack("ru").words["role"].values())
