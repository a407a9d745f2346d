"""``pihost`` command line: each part of the box contributes its own subcommands.

A part's module exposes ``register(subparsers)``, adding parsers whose ``func(args) -> int``
runs the command.
"""

from __future__ import annotations

import argparse
import faulthandler
import importlib
import signal
import sys

# Modules that contribute subcommands, in help order.
PARTS = (
    "pihost.host.cli",      # demo, sim, replay, run
    "pihost.voice.cli",     # voices render/check, say
    "pihost.listen.cli",    # model install, intents, listen
    "pihost.seats.cli",     # selftest, seats
    "pihost.config",        # config check
    "pihost.club.cli",      # players, games, rating, player
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pihost", description="The Mafia host box.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in PARTS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if not exc.name or not name.startswith(exc.name):  # a missing dependency: say so
                raise
            continue
        register = getattr(module, "register", None)
        if register is not None:  # (a test may stand a part in for the real one)
            register(sub)
    return parser


def _stacks_on_usr1() -> None:
    """`kill -USR1 <pid>`: every thread's stack on stderr, for a box that seems stuck (only
    where stderr is a real file: not when a test has captured it)."""
    if not hasattr(signal, "SIGUSR1"):
        return
    try:
        faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)
    except (AttributeError, ValueError, OSError):
        pass


def main(argv: list[str] | None = None) -> int:
    _stacks_on_usr1()
    parser = build_parser()
    args = parser.parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
