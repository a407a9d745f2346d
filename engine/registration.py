"""Night 0 with physical cards: the box learns the roles from the presses of each wake-up of
the rule book's registration plan (:meth:`engine.book.Book.registration`). A wrong count or a
seat that cannot hold the card is refused with its reason and the wake-up is asked again —
never guessed.

>>> from engine.book import Book
>>> from engine.rules import load_rules
>>> reg = Registrar(Book(load_rules("classic")))
>>> reg.current().name, reg.offer((3, 7))
('mafia', 'count')
>>> reg.offer((3, 7, 9)), reg.current().name, reg.offer((4,)), reg.offer((7,))
(None, 'don', 'seat', None)
>>> reg.offer((5,)), reg.done
(None, True)
>>> reg.roles()[7], reg.roles()[3], reg.roles()[5], reg.roles()[1]
('don', 'mafia', 'sheriff', 'citizen')
"""

from __future__ import annotations

from .book import Book, Wake


class Registrar:
    """Feeds the presses of each wake-up; :meth:`roles` once :attr:`done`."""

    def __init__(self, book: Book) -> None:
        self.book = book
        self.plan = book.registration()
        self.index = 0
        self._team: dict[int, str] = {}   # seat -> team, from a team's wake-up
        self._role: dict[int, str] = {}   # seat -> role, from a role's wake-up

    @property
    def done(self) -> bool:
        return self.index >= len(self.plan)

    def current(self) -> Wake | None:
        return None if self.done else self.plan[self.index]

    def eligible(self, wake: Wake) -> set[int]:
        seats = set(range(1, self.book.rules.seats + 1))
        if wake.among == "any":
            return seats
        if wake.among == "rest":
            return {s for s in seats if s not in self._team and s not in self._role}
        team = wake.among.partition(":")[2]
        return {s for s, t in self._team.items() if t == team and s not in self._role}

    def offer(self, seats: tuple[int, ...]) -> str | None:
        """The seats that pressed in the current wake-up (in order, each once). Returns None
        when accepted (the next wake-up is current), or why not: "count" (not as many as the
        cards) or "seat" (a seat that cannot hold this card)."""
        wake = self.current()
        if wake is None:
            return "count"
        if len(seats) != wake.count or len(set(seats)) != len(seats):
            return "count"
        if not set(seats) <= self.eligible(wake):
            return "seat"
        for s in seats:
            if wake.team:
                self._team[s] = wake.name
            else:
                self._role[s] = wake.name
        self.index += 1
        return None

    def roles(self) -> dict[int, str]:
        """Every seat's role once done: the registered ones, the team's plain role for the
        rest of a team, the town's plain role for everyone else. Raises RuntimeError before."""
        if not self.done:
            raise RuntimeError("registration is not finished")
        town = self.book.plain_role("town")
        out = {}
        for s in range(1, self.book.rules.seats + 1):
            role = self._role.get(s)
            if role is None:
                team = self._team.get(s, "town")
                role = self.book.plain_role(team) if team != "town" else town
            assert role is not None, f"seat {s}: no card for him in the deck"
            out[s] = role
        return out
