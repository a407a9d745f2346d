"""The box's screen output: after each input, the message each page is to get now.

The box calls :meth:`Screen.update` after every input it handled and :meth:`Screen.reply` with
every secret reply (its fixed time in a night step, or a refused night act). The screen builds
each viewer's frame (:mod:`pihost.web.frames`) and hands on only the ones that changed: the table
screen's, the host page's, each seat's. So a tap, a press or a stray input that changes nothing
public sends nothing to anyone.

Secrets are kept by three rules:

* a seat's own part is padded to one size (``OWN_BYTES``), so its messages are as long whatever
  his role, his mates or his answers;
* at night, when any seat's frame changes, *every* seat gets its frame at that moment (the
  others' unchanged): a reply to the asker goes out with one message of the same size to every
  other seat;
* at night a seat's knowledge (role, mates, answers) is not refreshed — the night's answer is
  his reply, at the step's fixed time; the answers list follows in the morning. Only when the
  roles become known (the deal, the end of night 0) is it made, for every seat at once.

>>> from pihost.host.testing import make_test_box
>>> screen = Screen(record=True)
>>> box = make_test_box(); box.out.screen = screen
>>> [p.viewer for p in screen.update(box)][:3]
['table', 'host', 1]
>>> screen.update(box)   # nothing changed: nothing to send
[]
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, NamedTuple

from pihost.web.frames import host_part, load_words, seat_act, seat_me, table_frame, volatile

#: a seat's own part (what he may do, what he knows, his reply) is padded to this many bytes, or
#: to the next multiple of it when longer (it is far shorter: role, up to 24 mates, answers)
OWN_BYTES = 1024

Viewer = str | int   # "table", "host", or a seat number


class Push(NamedTuple):
    """One message for one viewer. ``gate`` is what the server checks messages against: for a
    seat what it may send now (``night``, and ``do`` with its seats), for the table and the
    host the stage in public terms (``night``, ``stage``, ``all_in``, ``speech``, ``over``)."""

    viewer: Viewer
    text: str
    gate: dict[str, Any] | None = None


def dumps(obj: Any) -> str:
    """Compact JSON, keys in their order (so the same frame is the same bytes)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def padded(text: str, size: int = OWN_BYTES) -> str:
    """``text`` (JSON) with spaces after it up to ``size`` UTF-8 bytes (or the next multiple).

    >>> len(padded('{"a":1}', 16).encode()), len(padded("x" * 20, 16).encode())
    (16, 32)
    """
    n = len(text.encode())
    target = max(size, -(-n // size) * size)
    return text + " " * (target - n)


class Screen:
    """The pages' view of one box at a time. ``sink(pushes)`` gets each update's messages (the
    web server's delivery; None: only returned). ``record``: keep every message as
    ``(box time, viewer, text)`` in :attr:`sent` (the secrecy tests read it). ``journal``: the
    game's journal, for the host page's journal state.

    Raises nothing of its own; a frame that cannot be built raises to the box, which logs it
    and goes on (:meth:`pihost.host.box.Box._show`).
    """

    def __init__(self, sink: Callable[[list[Push]], None] | None = None,
                 record: bool = False) -> None:
        self.sink = sink
        self.sent: list[tuple[float, Viewer, str]] | None = [] if record else None
        self.journal: Any = None
        self.reset()

    def reset(self) -> None:
        """Forget what was sent (a new game, or every page to be sent afresh)."""
        self._last: dict[Viewer, str] = {}
        self._me: dict[int, dict[str, Any]] = {}
        self._me_with_roles = False
        self._replies: dict[int, dict[str, Any]] = {}
        self._host: dict[str, Any] | None = None
        self._stage: Any = None      # the box's stage last seen, and its number: a seat's
        self._stage_no = 0           # gate says which window it is (one tap a night step)

    def reply(self, seat: int, reply: str, at: float) -> None:
        """A secret reply on ``seat``: it goes in that seat's own part at the next update."""
        self._replies[seat] = {"text": reply, "at": round(at, 3)}

    def update(self, box: Any) -> list[Push]:
        """The messages the box's state now calls for (also handed to the sink)."""
        words = load_words(box.setup.language)
        night = bool(box.stage.secret)
        table = dumps(table_frame(box, words))
        moving = volatile(box)
        head = f'{{"t":"frame","clock":{dumps(moving["clock"])},"left":{dumps(moving["left"])},"f":'
        pushes: list[Push] = []

        def offer(viewer: Viewer, stable: str, gate: dict[str, Any] | None = None,
                  always: bool = False) -> bool:
            changed = self._last.get(viewer) != stable
            if changed or always:
                self._last[viewer] = stable
                pushes.append(Push(viewer, head + stable + "}", gate))
            return changed

        ask = getattr(box.stage, "ask", None)
        public = {"night": night, "stage": box.stage.name, "paused": box.paused,
                  "all_in": bool(getattr(box.stage, "all_in", False)),
                  "speech": bool(ask is not None and ask.nominate and not night),
                  "over": box.game is not None and box.game.over}
        offer("table", table, public)
        if not night or self._host is None:
            self._host = host_part(box, self.journal)
        offer("host", f'{{"kind":"host","pub":{table},"host":{dumps(self._host)}}}', public)

        if box.stage is not self._stage:
            self._stage, self._stage_no = box.stage, self._stage_no + 1
        roles_known = box.game is not None
        if not night:
            self._replies.clear()
        if not night or (roles_known and not self._me_with_roles) or not self._me:
            self._me = {s: seat_me(box, s, words) for s in range(1, box.setup.seats + 1)}
            self._me_with_roles = roles_known
        seats = []
        for s in range(1, box.setup.seats + 1):
            act = seat_act(box, s)
            own = padded(dumps({"act": act, "me": self._me[s], "reply": self._replies.get(s)}))
            seats.append((s, f'{{"kind":"seat","seat":{s},"pub":{table},"own":{own}}}',
                          {"night": night, "step": self._stage_no, **act}))
        if night:  # one changed: all are sent, at the same moment, of the same size
            if any(self._last.get(s) != stable for s, stable, _ in seats):
                for s, stable, gate in seats:
                    offer(s, stable, gate, always=True)
        else:
            for s, stable, gate in seats:
                offer(s, stable, gate)
        if self.sent is not None:
            self.sent.extend((box.now, p.viewer, p.text) for p in pushes)
        if pushes and self.sink is not None:
            self.sink(pushes)
        return pushes
