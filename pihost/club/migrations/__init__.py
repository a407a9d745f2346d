"""The club store's Alembic migrations: ``0001`` the first schema (players, games, seats with
their role, result and points), ``0002`` the seats' side, points by group and facts as columns
(filled in from each game's record by the engine) and the judge's extra points. Run by
``pihost.club.store.Store.upgrade`` (``pihost games upgrade``); the scripts are plain Alembic,
so ``alembic -c`` with ``script_location`` pointing here works too."""
