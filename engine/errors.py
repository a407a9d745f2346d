"""Errors of the rules engine: one class per cause, each a ``ValueError`` with a human message.

>>> try:
...     raise SeatDead("seat 4 is dead")
... except EngineError as e:
...     print(type(e).__name__, "-", e)
SeatDead - seat 4 is dead

An input that raises changes nothing: the game is exactly as before the call.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base of every rules error; ``name`` is the class name the JSON driver reports."""

    @property
    def name(self) -> str:
        return type(self).__name__


class NoSuchSeat(EngineError):
    """The seat number is not at this table."""


class SeatDead(EngineError):
    """A dead seat tried to act, or a living seat was required."""


class NotYourTurn(EngineError):
    """The seat may not act in the open window (not the speaker, not black at a shot...)."""


class WindowClosed(EngineError):
    """No open window accepts this action now."""


class BadAction(EngineError):
    """The action name or its arguments are malformed (unknown action, missing target...)."""


class AlreadyNominated(EngineError):
    """The target is already on today's ballot."""


class NominatedTwice(EngineError):
    """The speaker already nominated someone today."""


class SelfNomination(EngineError):
    """The rule set forbids nominating oneself."""


class NoTechnicalFouls(EngineError):
    """The rule set gives no technical fouls (``technical_fouls_remove`` is 0)."""


class MutedNomination(EngineError):
    """The rule set forbids a 3-foul seat to nominate in his short speech."""


class AlreadyVoted(EngineError):
    """The seat already voted in this round."""


class WrongCandidate(EngineError):
    """A vote named a candidate other than the one being voted now."""


class AlreadyChecked(EngineError):
    """A second act in one night step (002 rule 16: one check a night; one heal, one visit,
    one kill)."""


class SelfCheck(EngineError):
    """A checker named his own seat."""


class DeadCheck(EngineError):
    """The rule set forbids checking a dead seat."""


class CheckedBefore(EngineError):
    """The rule set forbids checking a seat one checked on an earlier night."""


class BlackCheck(EngineError):
    """The rule set forbids the Don to check a black seat."""


class ShotSeatCheck(EngineError):
    """The rule set forbids the Don to check, on night 1, the seat the mafia has just shot."""


class BadBestMove(EngineError):
    """A best move with too many, repeated or invalid seats."""


class NothingToUndo(EngineError):
    """Undo with no input applied yet."""


class GameOver(EngineError):
    """The game has ended; only views and undo remain."""


class GameNotOver(EngineError):
    """The full view (roles of everyone) is closed until the game ends."""


class BadRoles(EngineError):
    """The roles given at a new game do not match the rule set's deck or seats."""


class BadOption(EngineError):
    """An option override names an unknown key or a value outside the allowed ones."""


class RulesFileError(EngineError):
    """A rule-set file is missing, malformed, has an unknown key or a bad value."""


class BadInput(EngineError):
    """An input object (JSON or dataclass) is malformed."""


class Blocked(EngineError):
    """The seat is the Courtesan's client tonight: his own night action is blocked (003
    «Путана»: «доктор в эту ночь не принимает пациентов; комиссар отказывается от проверки»)."""


class SameTargetTwice(EngineError):
    """The same seat two nights running where the rule set forbids it (Doctor, Courtesan)."""


class SelfTarget(EngineError):
    """A night action on one's own seat where the role may not (Courtesan, Maniac)."""


class HealsUsed(EngineError):
    """The Doctor has used up his heals of this seat (self-heals, or a per-seat limit)."""


class BlackShot(EngineError):
    """The rule set forbids the mafia to shoot a black seat (003 Clones 3)."""


class NoDeck(EngineError):
    """The rule set has no deck for this many seats and none was given."""
