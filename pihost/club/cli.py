"""``pihost players``, ``pihost games``, ``pihost rating``, ``pihost player``: the club's
records from the command line.

    pihost players                        who sits where for the next game
    pihost players seat 3 anna --name "Анна"   |   pihost players clear [SEAT]
    pihost games [--season 2026] [--player anna]        the stored games
    pihost games import FOLDER            every finished journal in FOLDER into the store
    pihost games show ID | protocol ID [--html F] [--pdf F] [--playouts N]
    pihost games export ID --polemica [-o F] |  extra ID SEAT POINTS [--reason R]
    pihost games sync | upgrade | rescore [--scoring S]
    pihost rating [--role ROLE] [--season S] [--top N]
    pihost player NAME [--season S]

Which store: the box's own (``club.database``, else ``<club.dir>/club.sqlite``); ``--server``
the club's (``club.server``); ``--db URL`` any. Exit status 0; 1 when the thing asked for is
not there (no such game, player, ...); 2 for bad arguments; 69 (EX_UNAVAILABLE) when the store
cannot be reached — each with a message on stderr.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

EX_UNAVAILABLE = 69


def add_config_argument(p: Any) -> None:
    """``--config PATH`` (as ``pihost.config.add_config_argument``; kept here so that these
    commands register without loading the config part)."""
    p.add_argument("--config", metavar="PATH", default=None,
                   help="table config (default: $PIHOST_CONFIG, else /etc/pihost/table.yaml "
                        "if present, else the built-in defaults)")


def register(sub: Any) -> None:
    def store_args(p: Any) -> None:
        add_config_argument(p)
        g = p.add_mutually_exclusive_group()
        g.add_argument("--db", metavar="URL", help="a store's SQLAlchemy URL (or an SQLite path)")
        g.add_argument("--server", action="store_true", help="the club's server (club.server)")

    def filters(p: Any) -> None:
        p.add_argument("--season", help="a season: a year (2026) or a name in club.seasons")
        p.add_argument("--since", help="from this date (YYYY-MM-DD)")
        p.add_argument("--until", help="before this date (YYYY-MM-DD)")
        p.add_argument("--box", help="only the games of this table")
        p.add_argument("--json", action="store_true", help="JSON instead of text")

    p = sub.add_parser("players", help="players at the seats for the next game")
    add_config_argument(p)
    ps = p.add_subparsers(dest="what")
    s = ps.add_parser("seat", help="put a player at a seat for the next games")
    s.add_argument("seat", type=int)
    s.add_argument("player", help="the player's id (letters, digits, ._-)")
    s.add_argument("--name", help="his name (default: the id)")
    s = ps.add_parser("clear", help="free a seat (or every seat set here)")
    s.add_argument("seat", type=int, nargs="?")
    p.set_defaults(func=run_players)

    p = sub.add_parser("games", help="the club's stored games: list, import, protocol, export")
    store_args(p)
    filters(p)
    p.add_argument("--player", help="only the games of this player (id)")
    gs = p.add_subparsers(dest="what")
    s = gs.add_parser("import", help="store every finished game journal in a folder")
    s.add_argument("folder")
    s.add_argument("--box", dest="import_box", help="the table's name (default: club.box)")
    s = gs.add_parser("show", help="one game's record (JSON)")
    s.add_argument("id")
    s = gs.add_parser("protocol", help="one game's protocol: text, HTML, PDF")
    s.add_argument("id")
    s.add_argument("--html", metavar="FILE")
    s.add_argument("--pdf", metavar="FILE")
    s.add_argument("--playouts", type=int, default=200,
                   help="playouts per position of the move analysis (0: none)")
    s = gs.add_parser("export", help="one game in another format")
    s.add_argument("id")
    s.add_argument("--polemica", action="store_true", required=True,
                   help="Polemica's game JSON")
    s.add_argument("-o", "--output", metavar="FILE")
    s = gs.add_parser("extra", help="the judge's extra points for a seat")
    s.add_argument("id")
    s.add_argument("seat", type=int)
    s.add_argument("points", type=float)
    s.add_argument("--reason", default="")
    gs.add_parser("sync", help="send the outbox to the club's server")
    gs.add_parser("upgrade", help="migrate the store's schema to the newest")
    s = gs.add_parser("rescore", help="count every game's points again")
    s.add_argument("--scoring", help="fiim, simple or a YAML file (default: club.scoring)")
    p.set_defaults(func=run_games)

    p = sub.add_parser("rating", help="the club's Elo rating, overall or per role")
    store_args(p)
    filters(p)
    p.add_argument("--role", help="the rating in one role (a role name of the rule set)")
    p.add_argument("--top", type=int, default=0, help="only the first N")
    p.set_defaults(func=run_rating)

    p = sub.add_parser("player", help="one player's rating and statistics")
    store_args(p)
    filters(p)
    p.add_argument("name", help="the player's id or name")
    p.set_defaults(func=run_player)


# -- shared ------------------------------------------------------------------------------------
class _Stop(Exception):
    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


def _cfg(args: Any) -> Any:
    from pihost.config import ConfigError, load_box_config

    try:
        return load_box_config(args.config)
    except ConfigError as err:
        raise _Stop(str(err), 2) from None


def _store(args: Any, cfg: Any) -> Any:
    from pihost.club.after_game import local_url
    from pihost.club.store import Store

    if getattr(args, "server", False):
        if not cfg.club.server:
            raise _Stop("no club.server in the config", 2)
        url = cfg.club.server
    else:
        url = getattr(args, "db", None) or local_url(cfg)
    return Store(url, cfg.club.scoring, cfg.club.connect_timeout_seconds).ready()


def _date(text: str, what: str) -> dt.datetime:
    try:
        return dt.datetime.fromisoformat(text)
    except ValueError:
        raise _Stop(f"{what}: {text!r} is not a date (YYYY-MM-DD)", 2) from None


def _filter(args: Any, cfg: Any) -> Any:
    from pihost.club.store import Filter

    since = until = None
    if args.season:
        season = cfg.club.seasons.get(args.season)
        if season is not None:
            a, sep, b = str(season).partition("..")
            if not sep:
                raise _Stop(f"club.seasons.{args.season}: {season!r} is not FROM..TO", 2)
            since, until = _date(a.strip(), "season"), _date(b.strip(), "season") + \
                dt.timedelta(days=1)
        elif args.season.isdigit() and len(args.season) == 4:
            since = dt.datetime(int(args.season), 1, 1)
            until = dt.datetime(int(args.season) + 1, 1, 1)
        else:
            raise _Stop(f"no season {args.season!r}: a year, or one of "
                        f"{', '.join(cfg.club.seasons) or 'none in club.seasons'}", 2)
    if args.since:
        since = _date(args.since, "--since")
    if args.until:
        until = _date(args.until, "--until")
    return Filter(since, until, args.box)


def _guard(run: Any) -> Any:
    def wrapped(args: Any) -> int:
        from engine.scoring import ScoringFileError
        from pihost.club.blank import PdfUnavailable
        from pihost.club.games import BadRecord
        from pihost.club.store import StoreError, UnknownGame

        try:
            return int(run(args) or 0)
        except _Stop as err:
            print(f"pihost {args.command}: {err}", file=sys.stderr)
            return err.status
        except StoreError as err:
            print(f"pihost {args.command}: {err}", file=sys.stderr)
            return EX_UNAVAILABLE
        except (UnknownGame, BadRecord, ScoringFileError, PdfUnavailable, ValueError,
                OSError) as err:
            print(f"pihost {args.command}: {err}", file=sys.stderr)
            return 1

    wrapped.__doc__ = run.__doc__
    return wrapped


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, default=str))


# -- players -----------------------------------------------------------------------------------
@_guard
def run_players(args: Any) -> int:
    """``pihost players [seat SEAT ID | clear [SEAT]]``."""
    from pihost.club.seating import clear, players_at_table, read_seating, seat, seating_file

    cfg = _cfg(args)
    path = seating_file(cfg)
    if args.what == "seat":
        seat(path, args.seat, args.player, args.name, cfg.table.seats)
    elif args.what == "clear":
        clear(path, args.seat)
    read_seating(path)  # a broken file: say so
    now = players_at_table(cfg)
    print(f"players at the table for the next game ({len(now)} of {cfg.table.seats} seats):")
    for s in range(1, cfg.table.seats + 1):
        p = now.get(s)
        print(f"  {s:>2}  " + (f"{p['name']} ({p['id']})" if p else "-"))
    return 0


# -- games -------------------------------------------------------------------------------------
@_guard
def run_games(args: Any) -> int:
    """``pihost games [import | show | protocol | export | extra | sync | upgrade | rescore]``."""
    cfg = _cfg(args)
    what = args.what
    if what == "sync":
        return _sync(cfg)
    store = _store(args, cfg)
    with store:
        if what is None:
            return _list(store, _filter(args, cfg), args)
        if what == "import":
            return _import(store, cfg, Path(args.folder), args.import_box)
        if what == "upgrade":
            print(f"{store}: schema {store.revision()}")
            return 0
        if what == "rescore":
            n = store.rescore(args.scoring or cfg.club.scoring)
            print(f"{n} games counted again by {store.scoring}")
            return 0
        if what == "extra":
            g = store.add_extra(args.id, args.seat, args.points, args.reason)
            print(f"game {g.id[:8]}, seat {args.seat}: extra points now {g.extra.get(args.seat)}")
            return 0
        game = store.game(args.id)
        if what == "show":
            _print_json(game.to_json())
            return 0
        if what == "export":
            from pihost.club.polemica import export

            text = json.dumps(export(game), ensure_ascii=False, indent=1)
            if args.output:
                Path(args.output).write_text(text + "\n", encoding="utf-8")
            else:
                print(text)
            return 0
        return _protocol(game, store.scoring, args)


def _list(store: Any, f: Any, args: Any) -> int:
    games = store.games(f, args.player)
    if args.json:
        _print_json(games)
        return 0
    for g in games:
        print(f"{g['id'][:12]}  {g['started']:%Y-%m-%d %H:%M}  {g['box'] or '-':<12} "
              f"{g['rules']:<12} {g['winner']}")
    print(f"{len(games)} games")
    return 0


def _import(store: Any, cfg: Any, folder: Path, box: str | None) -> int:
    from pihost.club.after_game import box_name
    from pihost.club.games import BadRecord, NotFinished, from_journal

    if not folder.is_dir():
        raise _Stop(f"{folder}: no such folder", 1)
    stored = known = skipped = 0
    for path in sorted(folder.glob("*.jsonl")):
        try:
            game = from_journal(path, box or box_name(cfg))
        except NotFinished:
            skipped += 1
            continue
        try:
            added = store.add(game)
        except BadRecord as err:
            print(f"pihost games import: {path.name}: {err}", file=sys.stderr)
            skipped += 1
            continue
        stored, known = stored + added, known + (not added)
    print(f"{stored} games stored, {known} already there, {skipped} journals skipped "
          f"(unfinished or unreadable)")
    return 0


def _sync(cfg: Any) -> int:
    from pihost.club.after_game import send_outbox

    if not cfg.club.server:
        raise _Stop("no club.server in the config: nothing to send to", 2)
    sent = send_outbox(cfg)
    print(f"{sent.stored} sent, {sent.known} the server had, {sent.bad} unreadable, "
          f"{sent.waiting} waiting")
    if sent.error:
        print(f"pihost games: {sent.error}", file=sys.stderr)
        return EX_UNAVAILABLE
    return 0


def _protocol(game: Any, scoring: str, args: Any) -> int:
    from pihost.club import analysis, blank

    days = analysis.analyse(game, args.playouts) if args.playouts > 0 else []
    c = blank.content(game, scoring, analysis.lines(days))
    if args.html:
        blank.write_html(c, Path(args.html))
    if args.pdf:
        blank.write_pdf(c, Path(args.pdf))
    if not args.html and not args.pdf:
        from pihost.host.protocol import text_lines

        for ln in text_lines(c):
            print(ln)
        for ln in c["analysis"]:
            print(f"  {ln}")
    return 0


# -- rating ------------------------------------------------------------------------------------
@_guard
def run_rating(args: Any) -> int:
    """``pihost rating [--role ROLE]``: the club's Elo rating."""
    from pihost.club.rating import ranking, ratings

    cfg = _cfg(args)
    with _store(args, cfg) as store:
        rows = store.seat_rows(_filter(args, cfg))
        names = store.player_names()
    table = ratings(rows, per_role=bool(args.role))
    ranked = ranking(table, args.role)
    if args.top:
        ranked = ranked[: args.top]
    out = [{"place": i, "id": k[0] if isinstance(k, tuple) else k,
            "name": names.get(k[0] if isinstance(k, tuple) else k, ""), **r.to_json()}
           for i, (k, r) in enumerate(ranked, 1)]
    if args.json:
        _print_json(out)
        return 0
    print(f"rating{' as ' + args.role if args.role else ''}: {len(out)} players")
    for o in out:
        print(f"{o['place']:>4}. {o['name'] or o['id']:<24} {o['rating']:>8.2f}  "
              f"{o['games']:>4} games, {o['wins']} won")
    return 0


@_guard
def run_player(args: Any) -> int:
    """``pihost player NAME``: one player's rating and statistics."""
    from pihost.club.rating import ratings
    from pihost.club.stats import player_stats

    cfg = _cfg(args)
    with _store(args, cfg) as store:
        names = store.player_names()
        rows = store.seat_rows(_filter(args, cfg))
    pid = args.name if args.name in names else next(
        (i for i, n in names.items() if n.casefold() == args.name.casefold()), None)
    if pid is None:
        raise _Stop(f"no player {args.name!r} (an id or a name; `pihost rating` lists them)", 1)
    stats = player_stats(rows, pid)
    overall = ratings(rows).get(pid)
    per_role = {k[1]: r for k, r in ratings(rows, per_role=True).items() if k[0] == pid}
    data = {"id": pid, "name": names[pid], "rating": round(overall.rating, 2) if overall else
            None, "rating_by_role": {r: round(x.rating, 2) for r, x in sorted(per_role.items())},
            **stats.to_json()}
    if args.json:
        _print_json(data)
        return 0
    print(f"{names[pid]} ({pid}): rating {data['rating']}, {stats.games} games, "
          f"{stats.wins} won, {stats.points:g} points")
    for role, (g, w) in sorted(stats.by_role.items()):
        print(f"  {role:<10} {g:>4} games, {w} won, rating {data['rating_by_role'].get(role)}")
    print(f"  killed the first night: {stats.first_killed} ({stats.first_killed_rate:.0%})")
    print(f"  checks: {stats.checks_found} of {stats.checks} found what they looked for")
    print(f"  votes: {stats.votes_on_black} of {stats.votes} on a black seat")
    return 0
