"""Forged and bad messages over the real WebSocket: a wrong token, another seat, a phone that is
not the bound one, outside the window, twice, at night, a flood, garbage, another site's page,
the host's controls without the PIN. Each is refused — by the server, or by the box and the
engine behind it — and the game's state is unchanged."""

from __future__ import annotations

import asyncio
import json
import threading

import aiohttp
import pytest

from pihost.events import HostPressed, SeatPressed
from pihost.host.nightstep import NightStepStage
from pihost.host.setup import GameSetup
from pihost.web.testing import LiveBox

pytestmark = pytest.mark.timeout(120)


async def make_session():
    return aiohttp.ClientSession()


class Client:
    """One page's socket (on an event loop of the test's own thread: Playwright's sync API may
    hold this one's)."""

    made: list[Client] = []

    def __init__(self, loop, live, hello=None, headers=None):
        self.loop, self.live = loop, live
        self.session = self.run(make_session())
        Client.made.append(self)
        self.ws = None
        self.ws = self.run(self.session.ws_connect(live.url + "/ws", headers=headers))
        self.got: list[dict] = []
        if hello is not None:
            self.send(hello)

    def run(self, coro):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout=30)

    def send(self, m) -> None:
        self.run(self.ws.send_str(m if isinstance(m, str) else json.dumps(m)))

    def read(self, seconds: float = 0.5) -> list[dict]:
        """What came within ``seconds`` (the socket's messages, in order)."""
        async def take():
            out = []
            try:
                while True:
                    msg = await self.ws.receive(timeout=seconds)
                    if msg.type != aiohttp.WSMsgType.TEXT:
                        out.append({"t": "closed"})
                        return out
                    out.append(json.loads(msg.data))
            except TimeoutError:
                return out
        got = self.run(take())
        self.got += got
        return got

    def refusals(self, seconds: float = 0.5) -> list[str]:
        return [m["why"] for m in self.read(seconds) if m["t"] == "refused"]

    def close(self):
        if getattr(self, "ws", None) is not None:
            self.run(self.ws.close())
        self.run(self.session.close())


@pytest.fixture
def game(tmp_path):
    live = LiveBox(GameSetup(seats=10, cards="dealt", seed=7), tmp_path, pin="2468")
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    clients = {s: Client(loop, live, {"t": "hello", "as": "seat", "token": live.token(s)})
               for s in range(1, 11)}
    for c in clients.values():
        c.read(0.2)
    yield live, loop, clients
    for c in Client.made:
        c.close()
    Client.made.clear()
    live.close()
    loop.call_soon_threadsafe(loop.stop)
    thread.join(timeout=5)
    loop.close()


def state(live):
    """Everything a refused message must leave as it was."""
    return live.inspect(lambda box: (
        live.session.journal.count, len(box.game.inputs) if box.game else 0,
        json.dumps(box.game.public_view() if box.game else None), json.dumps(box.stage.view(box)),
        json.dumps([box.game.seat_view(s) for s in range(1, 11)] if box.game else None)))


def press(clients, seat, **extra):
    clients[seat].send({"t": "press", "seat": seat, "token": clients[seat].live.token(seat),
                        **extra})


def start(live, clients):
    for s in clients:
        press(clients, s)
    live.settle(10)
    live.runner.post(HostPressed(button="host", long=False, at=live.clock.now()))
    live.settle()
    live.until(lambda box: box.stage.name == "speech", "the first speech")


def test_a_wrong_token_is_refused_and_cut_off(game):
    live, loop, clients = game
    before, posted = state(live), live.web.posted
    stranger = Client(loop, live, {"t": "hello", "as": "seat", "token": "AAAAAAAAAA"})
    got = stranger.read(0.5)
    assert [m["t"] for m in got] == ["refused", "closed"] and got[0]["why"] == "token"
    assert state(live) == before and live.web.posted == posted
    # guessing is limited per address: ten wrong tokens, then even a right one is refused
    for _ in range(10):
        Client(loop, live, {"t": "hello", "as": "seat", "token": "BBBBBBBBBB"}).read(0.1)
    late = Client(loop, live, {"t": "hello", "as": "seat", "token": live.token(1)})
    assert late.refusals() == ["too_many"]


def test_a_seat_cannot_act_for_another_seat_or_with_another_token(game):
    live, loop, clients = game
    before, posted = state(live), live.web.posted
    clients[1].send({"t": "press", "seat": 2, "token": live.token(1)})
    clients[1].send({"t": "press", "seat": 2, "token": live.token(2)})
    clients[1].send({"t": "press", "seat": 1, "token": live.token(2)})
    clients[1].send({"t": "press", "seat": 1})
    assert clients[1].refusals() == ["not_yours"] * 4
    assert state(live) == before and live.web.posted == posted


def test_a_second_phone_with_the_right_token_cannot_act(game):
    live, loop, clients = game
    before, posted = state(live), live.web.posted
    thief = Client(loop, live, {"t": "hello", "as": "seat", "token": live.token(4)})
    assert thief.refusals() == ["taken"]
    thief.send({"t": "press", "seat": 4, "token": live.token(4)})
    thief.send({"t": "hello", "as": "seat", "token": live.token(4), "phone": "guessed"})
    assert thief.refusals() == ["bad_message", "bad_message"]
    assert state(live) == before and live.web.posted == posted


def test_outside_its_window_and_twice_are_refused(game):
    live, loop, clients = game
    start(live, clients)
    speaker = live.inspect(lambda box: box.stage.seat)
    other = next(s for s in clients if s != speaker)
    before, posted = state(live), live.web.posted
    press(clients, other)                                   # not his speech
    clients[other].send({"t": "tap", "seat": other, "token": live.token(other), "target": 3})
    assert clients[other].refusals() == ["not_now", "not_now"]
    assert state(live) == before and live.web.posted == posted
    # to a vote, with two nominees: voters press twice; one vote each
    live.heard("я выставляю игрока номер три")
    live.until(lambda box: box.stage.name == "speech" and box.stage.seat != speaker, "next")
    live.heard("я выставляю игрока номер пять")
    live.until(lambda box: box.stage.name == "vote", "the vote")
    voters = live.inspect(lambda box: list(box.stage.window.seats))[:-1]  # one keeps it open
    posted = live.web.posted
    for v in voters:
        press(clients, v)
        press(clients, v)
    live.settle(posted + len(voters))
    assert live.web.posted == posted + len(voters)
    assert live.inspect(lambda box: sorted(box.stage.voters)) == sorted(voters)
    for v in voters:
        assert "not_now" in clients[v].refusals(0.2)
    # past the server (as a buggy one would): the engine refuses the second vote
    stage = live.inspect(lambda box: box.stage)
    before = state(live)
    live.runner.post(SeatPressed(seat=voters[0], at=live.clock.now()))
    live.settle()
    after = state(live)
    assert after[1:] == before[1:] and after[0] == before[0] + 1   # journaled, and no more
    assert live.inspect(lambda box: box.stage) is stage


def test_at_night_nothing_is_answered_and_a_sleeper_changes_nothing(game):
    live, loop, clients = game
    start(live, clients)
    live.until(lambda box: isinstance(box.stage, NightStepStage) and box.stage.awake
               and bool(box.stage.actors), "a night step with an actor")
    actors = live.inspect(lambda box: list(box.stage.actors))
    sleeper = next(s for s in clients if s not in actors)
    before, posted = state(live), live.web.posted
    for c in clients.values():
        c.read(0.1)
    clients[sleeper].send({"t": "press", "seat": sleeper, "token": live.token(sleeper)})
    clients[sleeper].send({"t": "beat", "seat": sleeper, "token": live.token(1), "tap": 3})
    clients[sleeper].send({"t": "beat", "seat": sleeper, "token": live.token(sleeper),
                           "tap": actors[0], "press": False, "pad": "...."})
    live.settle(posted + 1)                         # the sleeper's tap reaches the box...
    after = state(live)
    assert after[0] == before[0] + 1                # ...journaled...
    assert after[1:] == before[1:]                  # ...and ignored: nothing changed
    assert clients[sleeper].read(0.5) == []         # and not a word back, at night


def test_garbage_floods_and_other_sites_change_nothing(game):
    live, loop, clients = game
    before, posted = state(live), live.web.posted
    c = clients[2]
    c.send("not json")
    c.send(json.dumps([1, 2]))
    c.send({"t": "launch"})
    c.send({"t": "press", "seat": True, "token": live.token(2)})
    assert c.refusals() == ["bad_message"] * 3 + ["not_yours"]
    for _ in range(200):
        c.send({"t": "tap", "seat": 2, "token": live.token(2), "target": 1})
    assert "too_fast" in c.refusals()
    big = Client(loop, live, {"t": "hello", "as": "table"})
    big.read(0.2)
    big.send("x" * 5000)
    assert big.read(0.5)[-1]["t"] == "closed"       # a message too big: the socket is closed
    with pytest.raises(aiohttp.WSServerHandshakeError):
        Client(loop, live, headers={"Origin": "http://evil.example"})
    assert state(live) == before and live.web.posted == posted


def test_the_host_controls_need_the_pin(game):
    live, loop, clients = game
    before, posted = state(live), live.web.posted
    nobody = Client(loop, live, {"t": "hello", "as": "host"})
    assert nobody.refusals() == ["pin"]
    clients[3].send({"t": "host", "do": "pause", "confirm": True})
    assert clients[3].refusals() == ["bad_message"]

    async def login(pin):
        async with aiohttp.ClientSession() as s:
            r = await s.post(live.url + "/host/login", data={"pin": pin})
            return r.status
    statuses = [nobody.run(login("0000")) for _ in range(6)]
    assert statuses == [403] * 5 + [429]               # five tries, then a wait
    assert nobody.run(login("2468")) == 429
    assert state(live) == before and live.web.posted == posted
