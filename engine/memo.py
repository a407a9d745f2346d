"""One shared instance per value, for frozen events the engine makes over and over (a vote of
seat 3 for seat 7...). Compiled with the hot path (``bench/compile_engine.py``).

>>> from engine.events import VoteCast
>>> vote = Memo(VoteCast)
>>> vote(3, 7, False) is vote(3, 7, False), vote(3, 7, False)
(True, VoteCast(voter=3, candidate=7, auto=False))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Memo:
    """``Memo(cls)(*fields)`` is ``cls(*fields)``, made once per distinct ``fields``. Only for
    fields that are ints, bools, strings, None or tuples of them, each always of one type (1
    and True would share a key). Hot paths may look up ``memo.memo.get(fields)`` themselves."""

    def __init__(self, cls: Callable[..., Any]) -> None:
        self.cls = cls
        self.memo: dict[tuple[Any, ...], Any] = {}

    def __call__(self, *fields: Any) -> Any:
        e = self.memo.get(fields)
        if e is None:
            e = self.memo[fields] = self.cls(*fields)
        return e
