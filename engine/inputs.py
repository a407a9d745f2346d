"""The inputs a game is folded over: a seat's action, a timeout, a host action.

>>> a = Act(seat=3, action="nominate", target=10)
>>> a.to_json()
{'op': 'act', 'seat': 3, 'action': 'nominate', 'target': 10}
>>> input_from_json(a.to_json()) == a
True
>>> input_from_json({"op": "host", "action": "foul", "seat": 4})
Host(action='foul', seat=4)
>>> input_from_json({"op": "act", "seat": 2, "action": "shoot"})
Traceback (most recent call last):
...
engine.errors.BadInput: shoot needs 'target': a seat, or null for a deliberately spoiled shot

Errors: :func:`input_from_json` raises :class:`~engine.errors.BadInput` for a malformed object
(a missing or unknown key, a value of the wrong type, an unknown op or action).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .errors import BadInput

HOST_ACTIONS: Final = frozenset({"foul", "technical_foul", "disqualify", "undo"})
#: the keys each op takes (anything else is a mistake, not a default)
_KEYS: Final = {"act": {"op", "seat", "action", "target", "targets", "yes"},
                "host": {"op", "action", "seat"}, "timeout": {"op"}}
#: actions whose ``target`` may be null on purpose (a spoiled shot): the key must be there
_SPOILABLE: Final = frozenset({"shoot"})


@dataclass(frozen=True)
class Act:
    """A seat acts. ``target`` for nominate/vote and the night acts (shoot, check, heal, visit,
    kill; None in a shot = a deliberately spoiled shot), ``targets`` for best_move, ``yes`` for
    the all-leave vote."""

    seat: int
    action: str
    target: int | None = None
    targets: tuple[int, ...] | None = None
    yes: bool | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"op": "act", "seat": self.seat, "action": self.action}
        if self.target is not None or self.action in _SPOILABLE:
            d["target"] = self.target
        if self.targets is not None:
            d["targets"] = list(self.targets)
        if self.yes is not None:
            d["yes"] = self.yes
        return d


@dataclass(frozen=True)
class Timeout:
    """The open window's time ran out."""

    def to_json(self) -> dict[str, Any]:
        return {"op": "timeout"}


@dataclass(frozen=True)
class Host:
    """The host's action: foul, technical_foul, disqualify (with ``seat``) or undo."""

    action: str
    seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"op": "host", "action": self.action}
        if self.seat is not None:
            d["seat"] = self.seat
        return d


Input = Act | Timeout | Host


def _int(d: dict[str, Any], key: str, *, required: bool) -> int | None:
    v = d.get(key)
    if v is None:
        if required:
            raise BadInput(f"{key!r} is required")
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadInput(f"{key!r} must be a seat number, got {v!r}")
    return v


def input_from_json(d: Any, actions: frozenset[str] | set[str] | None = None) -> Input:
    """Build an input from its JSON object (``op`` act/timeout/host); ``actions`` are the seat
    actions the game knows (its catalog's), None to check only their form. Raises BadInput."""
    if not isinstance(d, dict):
        raise BadInput(f"an input must be a JSON object, got {type(d).__name__}")
    op = d.get("op")
    if op in _KEYS:
        extra = sorted(str(k) for k in set(d) - _KEYS[op])
        if extra:
            raise BadInput(f"{op}: unknown keys {extra} (allowed: {sorted(_KEYS[op])})")
    if op == "timeout":
        return Timeout()
    if op == "host":
        action = d.get("action")
        if action not in HOST_ACTIONS:
            raise BadInput(f"host action must be one of {sorted(HOST_ACTIONS)}, got {action!r}")
        return Host(action=action, seat=_int(d, "seat", required=action != "undo"))
    if op == "act":
        action = d.get("action")
        if not isinstance(action, str) or not action.isidentifier():
            raise BadInput(f"'action' must be an action name, got {action!r}")
        if actions is not None and action not in actions:
            raise BadInput(f"action must be one of {sorted(actions)}, got {action!r}")
        if action in _SPOILABLE and "target" not in d:
            raise BadInput(f"{action} needs 'target': a seat, or null for a deliberately "
                           "spoiled shot")
        targets = d.get("targets")
        if targets is not None:
            if not isinstance(targets, list) or not all(
                isinstance(t, int) and not isinstance(t, bool) for t in targets
            ):
                raise BadInput(f"'targets' must be a list of seat numbers, got {targets!r}")
            targets = tuple(targets)
        yes = d.get("yes")
        if yes is not None and not isinstance(yes, bool):
            raise BadInput(f"'yes' must be true or false, got {yes!r}")
        seat = _int(d, "seat", required=True)
        assert seat is not None  # required: _int raised
        return Act(
            seat=seat,
            action=action,
            target=_int(d, "target", required=False),
            targets=targets,
            yes=yes,
        )
    raise BadInput(f"unknown op {op!r}")
