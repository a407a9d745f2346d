"""What the box tells the table and the host when something outside the game went wrong: a
damaged journal it resumed from, a speaker or microphone in trouble, interference on the seat
lines.

The box calls these from ``Box._handle`` (so they are journaled inputs and replay the same);
they speak through ``box.say`` and never say or log a number a night input could have made. In a
secret stage (night, night 0, dealing) they do not speak at all: a phrase there would push the
night's number calls late. The host learns it from the log and the service status instead.

>>> from pihost.events import Resumed
>>> from pihost.host.testing import make_test_box
>>> box = make_test_box()
>>> journal_damage(box, Resumed(at=5.0, damage="line 9: unreadable", lost=3, lost_seconds=4.2),
...                secret_stage=False)
>>> box.transcript[-1].text
'Журнал игры повреждён. Возвращаемся на пять секунд назад: потеряны три записи.'
"""

from __future__ import annotations

import logging
import math
from typing import Any

from pihost.events import DeviceTrouble, Interference, Resumed

log = logging.getLogger(__name__)

MAX_LOST = 999              # inputs the voice can say
MAX_LOST_SECONDS = 59_999   # a time the voice can say (999 minutes)


def journal_damage(box: Any, e: Resumed, secret_stage: bool) -> None:
    """The box resumed from a damaged journal: say how far back it went (``journal_damaged``),
    or that nothing was lost (``journal_repaired``); without numbers when a night input may be
    among the lost ones (``journal_damaged_secret``), and not aloud in a secret stage."""
    if not box.out.live:
        return  # replaying: the table heard it when it happened
    withhold = e.lost_secret or secret_stage
    if withhold:
        log.warning("resumed from a damaged journal (%s); what was lost is withheld: a night "
                    "input may be among it", "at night" if secret_stage else "by day")
    else:
        log.warning("resumed from a damaged journal: %d inputs and %.1f s of play lost (%s)",
                    e.lost, e.lost_seconds, e.damage)
    _status("journal damaged: resumed from its last good line")
    if secret_stage:
        return
    if not e.lost:
        box.say("journal_repaired")
    elif e.lost_secret:
        box.say("journal_damaged_secret")
    else:
        box.say("journal_damaged", lost=min(e.lost, MAX_LOST),
                lost_seconds=min(max(1, math.ceil(e.lost_seconds)), MAX_LOST_SECONDS))


def trouble(box: Any, e: DeviceTrouble | Interference, secret_stage: bool) -> None:
    """A device reported trouble (or that it works again), or the seat lines saw interference.

    The microphone gone: ``mic_problem`` aloud (nominate by the host menu instead) when the voice
    works and it is day. The speaker gone: the host's attention — a WARNING and the status line
    (the table cannot hear a phrase about it). Interference: the same, without seat numbers at
    night (a real press may be among them).
    """
    live = box.out.live  # while replaying only the state follows: no log, no status, no voice
    if isinstance(e, Interference):
        if not live:
            return
        seats = "" if secret_stage else f" (seats {', '.join(map(str, e.seats))})"
        log.warning("interference on the seat lines%s: those presses were ignored", seats)
        _status("interference on the seat lines: presses ignored")
        return
    if e.ok:
        box.trouble.pop(e.device, None)
        if live:
            log.warning("the %s works again", e.device)
            _status(f"{e.device} works again")
        return
    box.trouble.setdefault(e.device, e.at)
    if live:
        log.warning("the %s is not working: %s", e.device, e.detail or "no detail")
        _status(f"no {'sound' if e.device == 'speaker' else e.device}: {e.detail}"[:120])
    if e.device == "microphone" and "speaker" not in box.trouble and not secret_stage:
        # said in a replay too (silently): the phrase takes its time on the box's timeline,
        # so a resumed box must count it, or it drifts from the game it resumes
        box.say("mic_problem")


def _status(text: str) -> None:
    from pihost.notify import notify_status

    notify_status(text)
