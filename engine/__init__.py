"""The rules of sport Mafia as a pure, replayable state machine (standard library only).

>>> from engine import Game
>>> g = Game.new(rules="classic", seed=1)
>>> g.pending()[0].kind
'night0'

Errors are importable from here too: ``from engine import SeatDead, EngineError``.
"""

from . import errors as _errors
from .book import Ask, Book, Wake
from .catalog import CATALOG, Catalog
from .errors import *  # noqa: F403 - every error class is public API
from .events import Event, event_from_json
from .game import Game, deal
from .inputs import Act, Host, Input, Timeout, input_from_json
from .registration import Registrar
from .roles import ROLES, Role
from .rules import MAX_SEATS, MIN_SEATS, Rules, available, load_rules
from .windows import Window

__all__ = [
    "Act", "Ask", "Book", "CATALOG", "Catalog", "Event", "Game", "Host", "Input", "MAX_SEATS",
    "MIN_SEATS", "ROLES", "Registrar", "Role", "Rules", "Timeout", "Wake", "Window",
    "available", "deal", "event_from_json", "input_from_json", "load_rules",
    *(n for n, v in vars(_errors).items() if isinstance(v, type) and issubclass(v, ValueError)),
]
