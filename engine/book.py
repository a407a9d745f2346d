"""A game's rule book: what the box, the simulated players, the fuzz and the benchmarks ask
instead of restating a rule — which roles are in play and their teams, the night steps in
wake-up order, what each window asks, how physical cards are registered on night 0, the
dealing codes, the end's read-out and the table's composition, the spoken names.

>>> from engine.rules import load_rules
>>> b = Book(load_rules("classic"))
>>> [s.kind for s in b.steps]
['shoot', 'don_check', 'sheriff_check']
>>> b.ask("don_check")
Ask(kind='don_check', action='check', target='seat', secret=True, max_targets=1, nominate=False, spoils=False, answers=True, effect='check')
>>> [(w.name, w.count, w.among) for w in b.registration()]
[('mafia', 3, 'any'), ('don', 1, 'team:mafia'), ('sheriff', 1, 'rest')]
>>> b.blink_codes()
{'citizen': 1, 'sheriff': 2, 'mafia': 3, 'don': 4}
>>> Book(load_rules("classic").with_options({"seats": 5})).steps[-1].kind  # no Don: no Don step
'sheriff_check'
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from .catalog import Catalog
from .roles import DAY_ARGS, TEAMS, TITLES, Role


@dataclass(frozen=True)
class Ask:
    """What a window asks. ``action``: what a seat does in it ("" = nothing, the time runs);
    ``target``: "none", "seat" (one seat), "seats" (up to ``max_targets``), "candidate" (the
    window's candidate) or "yes" (yes or no); ``secret``: a night step — who acts in it, what
    he does and what he is told is nobody else's; ``nominate``: the speaker may also nominate;
    ``spoils``: an act with no seat (a press between numbers) is taken, as a spoiled one;
    ``answers``: the actor is told something (a check's answer); ``effect``: what a night act
    does ("kill", "heal", "block", "check"; see ``engine.night``)."""

    kind: str
    action: str
    target: str
    secret: bool = False
    max_targets: int = 1
    nominate: bool = False
    spoils: bool = False
    answers: bool = False
    effect: str = ""


@dataclass(frozen=True)
class Wake:
    """A night-0 wake-up when the players drew physical cards: ``count`` seats press. ``team``:
    the whole team wakes (its members know each other), else one role; ``among``: "any" seat,
    "rest" (a seat not registered yet) or "team:NAME" (a seat registered in that team)."""

    name: str
    count: int
    team: bool
    among: str


_DAY_ASKS = {
    "speech": Ask("speech", "end_speech", "none", nominate=True),
    "justify": Ask("justify", "end_speech", "none"),
    "last_word": Ask("last_word", "end_last_word", "none"),
    "vote": Ask("vote", "vote", "candidate"),
    "all_leave_vote": Ask("all_leave_vote", "vote", "yes"),
    "night0": Ask("night0", "", "none", secret=True),
}


class Book:
    """The rule book of one game, from its :class:`engine.rules.Rules` (its deck, options and
    catalog). Immutable; ask it anything about the rules in play."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.catalog: Catalog = rules.catalog
        deck = {r: n for r, n in rules.deck.items() if n}
        #: the roles in play, in the catalog's order
        self.roles: tuple[Role, ...] = tuple(r for r in self.catalog.roles if r.name in deck)
        self.deck: dict[str, int] = {r.name: deck[r.name] for r in self.roles}
        kinds = {k for r in self.roles for k in r.night_steps}
        steps = [s for s in self.catalog.steps if s.kind in kinds]
        if rules.night_order:
            order = list(rules.night_order)
            steps.sort(key=lambda s: order.index(s.kind))
        else:
            steps.sort(key=lambda s: s.order)
        #: the night steps of this deck, in wake-up order: every one runs every night
        self.steps: tuple = tuple(steps)
        self._asks = dict(_DAY_ASKS)
        self._asks["best_move"] = Ask("best_move", "best_move", "seats",
                                      max_targets=rules.best_move_max_seats)
        for s in self.steps:
            self._asks[s.kind] = Ask(s.kind, s.action, "seat", secret=True,
                                     spoils=bool(s.spoils), answers=s.effect == "check",
                                     effect=s.effect)
        self.secret_kinds = frozenset(k for k, a in self._asks.items() if a.secret)
        #: every seat action of the game, and the arguments each takes (day acts: DAY_ARGS; a
        #: night act takes a target)
        self.actions = self.catalog.actions
        self.night_actions = frozenset(s.action for s in self.steps)
        self.args = {**{a: frozenset({"target"}) for a in self.actions}, **DAY_ARGS}
        #: the cards, one per seat, in the catalog's order (what a deal shuffles)
        self.cards = [r.name for r in self.roles for _ in range(self.deck[r.name])]

    def ask(self, kind: str) -> Ask:
        """What a window of ``kind`` asks. Raises KeyError for a kind this game never opens."""
        return self._asks[kind]

    def role(self, name: str) -> Role:
        return self.catalog.role(name)

    # -- the table's words -----------------------------------------------------------------
    def spoken(self, role: str) -> str:
        """The word the table uses for ``role`` (rule key ``sheriff_title``: 003's «комиссар»)."""
        if role == "sheriff":
            return str(self.rules.sheriff_title)
        return role

    def voice_id(self, kind: str) -> str:
        """The id of a night step's wake-up and sleep phrases: its kind, with the spoken title
        of each role it names that the table calls by another word ("sheriff_check.commissar").
        """
        step = self.catalog.step(kind)
        titles = [self.spoken(r) for r in step.mentions if self.spoken(r) != r]
        return ".".join([kind, *titles])

    # -- night 0 ---------------------------------------------------------------------------
    def registration(self) -> tuple[Wake, ...]:
        """Who wakes on night 0 to be registered, in order, when the players drew physical
        cards: the mafia as one team (they meet: 000, 001, 002), then each role with a card of
        its own — the mafia's first, one of the black seats (002, 004: the Don shows himself),
        then the others, each one of the seats not registered yet (the Sheriff, 002, 004)."""
        out = []
        black = [r for r in self.roles if r.black]
        if black:
            out.append(Wake("mafia", sum(self.deck[r.name] for r in black), True, "any"))
        for r in black + [r for r in self.roles if not r.black]:
            if not r.plain:
                among = "team:mafia" if r.black else "rest"
                out.append(Wake(r.name, self.deck[r.name], False, among))
        return tuple(out)

    def plain_role(self, team: str) -> str | None:
        """The team's rank-and-file role in this deck (citizen, mafia), if it has one."""
        return next((r.name for r in self.roles if r.team == team and r.plain), None)

    def blink_codes(self) -> dict[str, int]:
        """Dealing by light: how many blinks tell each role of the deck (its place in the
        catalog's order among the deck's roles: 1 citizen, 2 sheriff, 3 mafia, 4 don...)."""
        return {r.name: i for i, r in enumerate(self.roles, 1)}

    # -- read-outs -------------------------------------------------------------------------
    def composition(self) -> list[tuple[str, int, tuple[tuple[str, int], ...]]]:
        """The table's cards by team, for the announcement at the start: (team, cards, its
        roles with a card of their own and their counts), black first.

        >>> from engine.rules import load_rules
        >>> Book(load_rules("classic")).composition()
        [('mafia', 3, (('don', 1),)), ('town', 7, (('sheriff', 1),))]
        """
        out = []
        for team in ("mafia", "town", "neutral"):
            roles = [r for r in self.roles if r.team == team]
            if roles:
                special = tuple((r.name, self.deck[r.name]) for r in roles if not r.plain)
                out.append((team, sum(self.deck[r.name] for r in roles), special))
        return out

    def reveal(self, roles: dict[int, str]) -> list[tuple[str, str, tuple[int, ...]]]:
        """The end's read-out of ``roles`` (seat -> role): ("team", "mafia", its seats), then
        ("role", name, seats) for each role with a card of its own — the mafia's, the neutral
        ones, the town's."""
        out: list[tuple[str, str, tuple[int, ...]]] = []
        black = tuple(s for s, r in sorted(roles.items()) if self.role(r).black)
        if black:
            out.append(("team", "mafia", black))
        for team in ("mafia", "neutral", "town"):
            for r in self.roles:
                if r.team == team and not r.plain:
                    seats = tuple(s for s, x in sorted(roles.items()) if x == r.name)
                    if seats:
                        out.append(("role", r.name, seats))
        return out

    def winners(self) -> tuple[str, ...]:
        """Every value ``Game.winner`` can take in this game."""
        neutral = tuple(r.name for r in self.roles if r.team == "neutral")
        return ("town", "mafia", *neutral, "draw")


def voice_ids(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    """Every spoken id a game of ``catalog`` may use, by the pack's word table: "wake" (night
    steps, with every title their roles can take), "register" (night-0 wake-ups: teams and
    roles), "role" (role names and titles), "team" and "winner"."""
    steps = []
    for s in catalog.steps:
        options = [[r, *TITLES.get(r, ())] for r in s.mentions]
        for combo in itertools.product(*options) if options else [()]:
            titles = [t for r, t in zip(s.mentions, combo, strict=True) if t != r]
            steps.append(".".join([s.kind, *titles]))
    roles = [r.name for r in catalog.roles]
    titled = roles + [t for r in roles for t in TITLES.get(r, ())]
    neutral = [r.name for r in catalog.roles if r.team == "neutral"]
    return {
        "wake": tuple(steps),
        "register": tuple(["mafia", *[t for t in titled if not catalog.role(
            _untitled(t)).plain]]),
        "role": tuple(titled),
        "team": TEAMS,
        "winner": ("town", "mafia", *neutral, "draw"),
    }


def _untitled(word: str) -> str:
    for role, titles in TITLES.items():
        if word in titles:
            return role
    return word
