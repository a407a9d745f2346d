"""The appliance's hook when a game has ended (its journal's end line written): the game goes
to the box's own store and, when the club has a server, to the outbox, which is then sent on a
background thread (a server that cannot be reached keeps the game queued for the next time).
Nothing here can stop the box: a problem is logged with what to do, and the game stays safe in
its journal (``pihost games import`` takes it later).

>>> import tempfile
>>> from pathlib import Path
>>> from pihost.config import load_config
>>> after_game(load_config(), Path(tempfile.mkdtemp()) / "none.jsonl")  # no game: nothing
"""

from __future__ import annotations

import logging
import socket
import threading
from pathlib import Path
from typing import Any

from pihost.club.seating import club_dir

log = logging.getLogger(__name__)


def box_name(cfg: Any) -> str:
    """This table's name in the club's records: ``club.box``, else the host name."""
    return str(cfg.club.box or socket.gethostname())


def local_url(cfg: Any) -> str:
    """The box's own store: ``club.database``, else ``<club.dir>/club.sqlite``."""
    return str(cfg.club.database or f"sqlite:///{club_dir(cfg) / 'club.sqlite'}")


def outbox_dir(cfg: Any) -> Path:
    return club_dir(cfg) / "outbox"


def after_game(cfg: Any, journal: Path, wait: bool = False) -> threading.Thread | None:
    """Store the finished game in ``journal`` (see the module's docstring); returns the thread
    sending the outbox, if one was started (``wait``: send before returning)."""
    from pihost.club.games import BadRecord, NotFinished, from_journal
    from pihost.club.outbox import Outbox, OutboxError
    from pihost.club.store import Store, StoreError

    try:
        game = from_journal(journal, box=box_name(cfg))
    except NotFinished:
        return None
    try:
        with Store(local_url(cfg), cfg.club.scoring) as local:
            local.ready().add(game)
    except (StoreError, BadRecord, ValueError) as err:
        log.warning("club: game %s not in the box's store (%s); `pihost games import %s` "
                    "adds it later", game.id[:8], err, Path(journal).parent)
    if not cfg.club.server:
        return None
    try:
        Outbox(outbox_dir(cfg)).put(game)
    except OutboxError as err:
        log.warning("club: %s; the game stays in its journal", err)
        return None
    thread = threading.Thread(target=send_outbox, args=(cfg,), name="club-outbox", daemon=True)
    thread.start()
    if wait:
        thread.join()
    return thread


def send_outbox(cfg: Any) -> Any:
    """Send the outbox to ``club.server``; returns what was done (``pihost.club.outbox.Sent``)."""
    from pihost.club.outbox import Outbox
    from pihost.club.store import Store, StoreError

    try:
        with Store(cfg.club.server, cfg.club.scoring, cfg.club.connect_timeout_seconds) as server:
            server.ready()
            sent = Outbox(outbox_dir(cfg)).send(server)
    except StoreError as err:
        from pihost.club.outbox import Sent

        sent = Sent(waiting=len(Outbox(outbox_dir(cfg)).pending()), error=str(err))
    if sent.error:
        log.warning("club: %d game(s) wait for the server: %s", sent.waiting, sent.error)
    elif sent.stored or sent.known:
        log.info("club: %d game(s) sent to the server", sent.stored + sent.known)
    return sent
