"""Club records: who played at which seat, points by the club's scoring system, a store of
finished games (SQLite on the box, PostgreSQL for a club with several boxes), the outbox that
sends them to the club's server, one rating across games and tables, statistics, printable
protocols and exports.

The parts, each small: :mod:`~pihost.club.seating` (players at seats), :mod:`~pihost.club.games`
(a finished game from its journal, its id, its engine game and facts), :mod:`~pihost.club.models`
and :mod:`~pihost.club.migrations` (the schema, Alembic), :mod:`~pihost.club.store`,
:mod:`~pihost.club.outbox`, :mod:`~pihost.club.rating`, :mod:`~pihost.club.stats`,
:mod:`~pihost.club.blank` (the protocol as HTML and PDF), :mod:`~pihost.club.polemica` (export),
:mod:`~pihost.club.analysis` (move analysis lines), :mod:`~pihost.club.cli` (commands),
:mod:`~pihost.club.after_game` (the appliance's hook). The rules — scoring included — stay in
the engine (``engine.scoring``, ``engine.analysis``).
"""
