"""``pihost demo | sim | replay | run``: the box's own commands."""

from __future__ import annotations

from typing import Any

from pihost.host import demo


def register(sub: Any) -> None:
    demo.add_parser(sub)

    p = sub.add_parser("replay", help="re-run a game from its journal and print its transcript")
    p.add_argument("journal", help="a game journal (.jsonl)")
    p.set_defaults(func=run_replay)

    from pihost.host import appliance, protocol, sim

    protocol.add_parser(sub)
    sim.add_parser(sub)
    appliance.add_parser(sub)


def run_replay(args: Any) -> int:
    """``pihost replay FILE``: the transcript (and the result) of the game in a journal.
    Exit status 0, 2 for a file that is no journal, 3 (``DAMAGED_EXIT``) for a damaged one
    (replayed up to the damage, which is described on stderr and in the last line)."""
    from pihost.host.journal import DAMAGED_EXIT, read_for
    from pihost.host.session import replay_box
    from pihost.host.setup import GameSetup
    from pihost.host.testing import fake_outputs
    from pihost.host.voicespec import rebuild

    contents = read_for("replay", args.journal)
    if contents is None:
        return 2
    setup = GameSetup.from_json(contents.header["setup"])
    voice = rebuild(contents.header.get("voice"), setup.language)
    outputs = fake_outputs(setup.language, setup.seats, voice=voice)
    box = replay_box(setup, outputs, contents.inputs, contents.header.get("start_at", 0.0))
    for said in box.transcript:
        m, s = divmod(int(said.at), 60)
        print(f"[{m:3d}:{s:02d}] «{said.text}»")
    if contents.dropped_tail:
        print("(a torn last line was dropped)")
    if box.finished is not None:
        demo.print_summary(box.finished)
    else:
        print(f"== unfinished: stage {box.stage.name}, {len(contents.inputs)} inputs")
    if contents.damage is not None:  # said on stderr by read_for; the status says it too
        print(f"== {contents.damage.describe()}")
        return DAMAGED_EXIT
    return 0
