"""The night resolved once, after its last step: blocks, kills, heals, the Courtesan's client
dying with her. Pure functions of the table and :class:`engine.tonight.Tonight`.

Readings of 003 (each a rule key where the seed gives two answers):

* The Courtesan's client is away: safe from every night kill (003 «Путана»: «защищает своего
  клиента от ночной атаки»; Clones 1а), and his own act is blocked. If she dies tonight he dies
  too, and no heal saves him — he is not at home (``courtesan_client_dies_with_her``; 003
  «погибая, героиня утащит за собой и выбранного игрока»; Clones 1б).
* A black shooter she visits: his shot is void (``courtesan_blocks_mafia: shot``, 003 «Путана»)
  or the kill fails only when he is the last black seat (``lone``, Clones 1).
* The Doctor's patient survives the night's attacks (003 «Доктор»), except the Maniac's victim
  (``maniac_victim_healable: false``, 003 classic list; Clones 4б: healable). An attacked
  Doctor who is not saved dies and his patient is not healed (Clones 5б,
  ``heal_void_if_doctor_killed``).
* The mafia's kill (``mafia_kill``): ``unanimous`` — every living black seat shot once at the
  same living seat (002 rule 11, 004 sport); ``don_decides`` — the senior black's shot: the
  Don's, else the lowest-numbered living black seat's that shot once (004 «որոշում է Դոնը»;
  003 Clones: «Если не приходит сообщение от Босса … вступает в силу сообщение от Мафиози № 1»);
  ``majority`` — the seat most of them shot, a tie going to the Don's choice (003 Clones: «Боссу
  даётся + 1 голос»). A second press spoils a seat's shot in every mode.

Tests: ``tests/engine/test_new_roles.py`` (each reading with its seed section).
"""

from __future__ import annotations

from .table import Table
from .tonight import Tonight


def blocked(table: Table, night: Tonight, seat: int, kind: str) -> bool:
    """Whether the Courtesan's visit tonight blocks ``seat``'s act in step ``kind``."""
    if seat not in night.visited:
        return False
    if kind == "shoot" and table.rules.courtesan_blocks_mafia == "lone":
        return table.black_alive() == 1
    return True


def _single(shots: list[int | None]) -> int | None:
    """A seat's shot if it is exactly one named seat (a second press or a spoiled one: None)."""
    return shots[0] if len(shots) == 1 else None


def mafia_victim(table: Table, night: Tonight, kind: str, void: set[int]) -> int | None:
    """The seat the mafia's shots kill by the rule set's ``mafia_kill``, or None (a miss);
    shooters in ``void`` (blocked) have no valid shot."""
    shooters = table.actors(kind)
    if not shooters:
        return None
    by_seat = night.acts.get(kind, {})
    alive = table.alive
    valid = {s: (None if s in void else _single(by_seat.get(s, []))) for s in shooters}
    mode = table.rules.mafia_kill
    if mode == "unanimous":
        targets = set(valid.values())
        if len(targets) == 1:
            only = targets.pop()
            return only if only is not None and only in alive else None
        return None
    dons = [s for s in shooters if table.roles[s].name == "don"]
    if mode == "don_decides":
        for s in dons + [s for s in shooters if s not in dons]:
            t = valid[s]
            if t is not None:
                return t if t in alive else None
        return None
    # majority: the most-shot living seat; a tie goes to the Don's choice when it is tied
    counts: dict[int, int] = {}
    for t in valid.values():
        if t is not None and t in alive:
            counts[t] = counts.get(t, 0) + 1
    if not counts:
        return None
    top = max(counts.values())
    leaders = [t for t, n in counts.items() if n == top]
    if len(leaders) == 1:
        return leaders[0]
    for d in dons:
        if valid[d] in leaders:
            return valid[d]
    return None


def resolve(table: Table, night: Tonight, steps: tuple) -> None:
    """Fill ``night.killed`` (seat order), ``night.causes`` and ``night.saved``."""
    rules = table.rules
    away = {client for client in night.visited}
    attacks: list[tuple[int, str]] = []
    for step in steps:
        if step.effect != "kill":
            continue
        if step.spoils:  # a group kill (the mafia's shot): the mafia_kill rule
            void = {s for s in step.actors(table) if blocked(table, night, s, step.kind)}
            victim = mafia_victim(table, night, step.kind, void)
        else:
            victim = None
            for seat in step.actors(table):
                if blocked(table, night, seat, step.kind):
                    continue
                t = _single(night.targets(step.kind, seat))
                if t is not None and t in table.alive:
                    victim = t
        if victim is not None:
            attacks.append((victim, step.kind))
    if not night.visited and not any(s.effect == "heal" and night.acts.get(s.kind)
                                     for s in steps):
        # the usual night: no visit, no heal — the attacked die
        killed: dict[int, str] = {}
        for target, kind in attacks:
            killed[target] = kind if target not in killed else "+".join(
                sorted({*killed[target].split("+"), kind}))
        night.killed = tuple(sorted(killed))
        night.causes = tuple(sorted(killed.items()))
        night.saved = ()
        return
    heals: dict[int, int] = {}  # doctor -> patient
    for step in steps:
        if step.effect != "heal":
            continue
        for seat in step.actors(table):
            t = _single(night.targets(step.kind, seat))
            if t is not None and not blocked(table, night, seat, step.kind):
                heals[seat] = t
    #: attack kinds a heal stops
    healable = {k for _, k in attacks if k != "maniac_kill" or rules.maniac_victim_healable}
    attacked: dict[int, set[str]] = {}
    for target, kind in attacks:
        attacked.setdefault(target, set()).add(kind)
    # an attacked Doctor first: saved only by his own heal or being away (Clones 5б)
    working = dict(heals)
    if rules.heal_void_if_doctor_killed:
        for doc, patient in heals.items():
            kinds = attacked.get(doc)
            if kinds and doc not in away and not (patient == doc and kinds <= healable):
                del working[doc]
    patients = set(working.values())
    deaths: dict[int, str] = {}
    saved: dict[int, str] = {}
    for target, kinds in sorted(attacked.items()):
        if target in away:
            saved[target] = "away"
        elif target in patients and kinds <= healable:
            saved[target] = "heal"
        else:
            deaths[target] = "+".join(sorted(kinds))  # the steps that killed him
    if rules.courtesan_client_dies_with_her:
        for client, courtesan in night.visited.items():
            if courtesan in deaths and client not in deaths and client in table.alive:
                deaths[client] = "with_courtesan"
                saved.pop(client, None)
    night.killed = tuple(sorted(deaths))
    night.causes = tuple(sorted(deaths.items()))
    night.saved = tuple(sorted(saved.items()))
