"""The seats' secret tokens and the phones bound to them, for one game.

Each seat has one random token (``secrets``): its QR code / short code. The first phone that
opens it *is* that seat until the game ends; the same phone (its own random phone id, kept by
the page) may come back at any time; another phone is refused until the host confirms it as a
replacement. Tokens and bindings are kept beside the game's journal (``<journal>.seats``, mode
0600, written whole), so a restarted box — and ``pihost seats qr`` — know them. They are never
logged.

>>> b = Bindings.fresh(3)
>>> seat = b.seat_of(b.token(2)); seat
2
>>> phone = b.join(2, None)[1]; b.join(2, phone)[0], b.join(2, "another phone")[0]
('rejoined', 'taken')
>>> b.seat_of("nonsense") is None
True
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
from pathlib import Path

#: a token's letters: no 0/O, 1/I/L to mix up when typed
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
TOKEN_LENGTH = 10          # 31**10: about 49 bits; guessing is also rate-limited per address
SUFFIX = ".seats"


class BindingError(ValueError):
    """A bindings file that cannot be read (not ours, damaged, for another table size)."""


def new_token() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(TOKEN_LENGTH))


def new_phone() -> str:
    """A phone's own id, given to a page the first time it binds."""
    return secrets.token_urlsafe(18)


def normal(code: str) -> str:
    """A typed code as a token: upper case, dashes and spaces gone.

    >>> normal(" abcde-fghjk ")
    'ABCDEFGHJK'
    """
    return "".join(ch for ch in str(code).upper() if ch not in " -")


def short_code(token: str) -> str:
    """The token as people read it: ``ABCDE-FGHJK``."""
    return f"{token[:5]}-{token[5:]}"


def sidecar(journal: str | os.PathLike) -> Path:
    """Where a game's bindings are kept: beside its journal."""
    p = Path(journal)
    return p.with_name(p.name + SUFFIX)


class Bindings:
    """Tokens and bound phones of one game's seats. ``path`` None: kept in memory only."""

    def __init__(self, tokens: dict[int, str], phones: dict[int, str],
                 path: Path | None = None) -> None:
        self.tokens, self.phones, self.path = dict(tokens), dict(phones), path

    @classmethod
    def fresh(cls, seats: int, path: Path | None = None) -> Bindings:
        return cls({s: new_token() for s in range(1, seats + 1)}, {}, path)

    @classmethod
    def for_journal(cls, journal: str | os.PathLike, seats: int) -> Bindings:
        """The game's bindings: read from beside its journal, or made (and written) afresh.
        Raises :class:`BindingError` for a file that is not a bindings file of ``seats``
        seats, ``OSError`` when it cannot be read or written."""
        path = sidecar(journal)
        try:
            raw = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            b = cls.fresh(seats, path)
            b.save(new=True)
            return b
        return cls.parse(raw, seats, path)

    @classmethod
    def read(cls, journal: str | os.PathLike, seats: int | None = None) -> Bindings:
        """An existing game's bindings (``pihost seats qr``). Raises ``FileNotFoundError``,
        :class:`BindingError`."""
        path = sidecar(journal)
        return cls.parse(path.read_text(encoding="utf-8"), seats, path)

    @classmethod
    def parse(cls, raw: str, seats: int | None, path: Path | None = None) -> Bindings:
        try:
            data = json.loads(raw)
            entries = {int(k): v for k, v in data["seats"].items()}
            tokens = {s: str(v["token"]) for s, v in entries.items()}
            phones = {s: str(v["phone"]) for s, v in entries.items() if v.get("phone")}
        except (ValueError, KeyError, TypeError, AttributeError) as err:
            raise BindingError(f"{path}: not a seats file ({err})") from None
        if seats is not None and sorted(tokens) != list(range(1, seats + 1)):
            raise BindingError(f"{path}: holds seats {sorted(tokens)}, the game has {seats}")
        if any(len(t) != TOKEN_LENGTH or set(t) - set(ALPHABET) for t in tokens.values()):
            raise BindingError(f"{path}: a token is not {TOKEN_LENGTH} letters of the alphabet")
        return cls(tokens, phones, path)

    def save(self, new: bool = False) -> None:
        """Write the file whole (a temporary file, fsynced, renamed over it), mode 0600."""
        if self.path is None:
            return
        data = {"version": 1, "seats": {str(s): {"token": t, "phone": self.phones.get(s)}
                                        for s, t in sorted(self.tokens.items())}}
        tmp = self.path.with_name(self.path.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, json.dumps(data, indent=1).encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        if not new:
            os.replace(tmp, self.path)
            return
        try:  # a new file: made only if no other process made it meanwhile (theirs stands)
            os.link(tmp, self.path)
        except FileExistsError:
            other = Bindings.parse(self.path.read_text(encoding="utf-8"), len(self.tokens),
                                   self.path)
            self.tokens, self.phones = other.tokens, other.phones
        finally:
            tmp.unlink()

    # -- questions -------------------------------------------------------------------------
    @property
    def seats(self) -> list[int]:
        return sorted(self.tokens)

    def token(self, seat: int) -> str:
        """Raises ``KeyError`` for a seat the game does not have."""
        return self.tokens[seat]

    def seat_of(self, token: object) -> int | None:
        """The seat whose token this is (every seat compared in constant time), or None."""
        if not isinstance(token, str):
            return None
        given = normal(token).encode()
        found = None
        for s, t in self.tokens.items():
            if hmac.compare_digest(given, t.encode()):
                found = s
        return found

    def is_token(self, seat: int, token: object) -> bool:
        return isinstance(token, str) and seat in self.tokens and hmac.compare_digest(
            normal(token).encode(), self.tokens[seat].encode())

    def bound(self, seat: int) -> bool:
        return seat in self.phones

    def is_phone(self, seat: int, phone: object) -> bool:
        """Whether ``phone`` is the phone bound to ``seat``."""
        mine = self.phones.get(seat)
        return mine is not None and isinstance(phone, str) and hmac.compare_digest(
            phone.encode(), mine.encode())

    # -- changes ---------------------------------------------------------------------------
    def join(self, seat: int, phone: str | None) -> tuple[str, str | None]:
        """A phone opens ``seat``'s token: ("bound", its new id) for the first phone,
        ("rejoined", id) for the bound phone coming back, ("taken", None) for another one."""
        if seat not in self.phones:
            self.phones[seat] = new_phone()
            self.save()
            return "bound", self.phones[seat]
        if self.is_phone(seat, phone):
            return "rejoined", phone
        return "taken", None

    def replace(self, seat: int) -> str:
        """The host confirmed a new phone for ``seat``: its new id (the old phone is out)."""
        if seat not in self.tokens:
            raise KeyError(seat)
        self.phones[seat] = new_phone()
        self.save()
        return self.phones[seat]
