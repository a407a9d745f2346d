"""Reads ``corpus.tsv`` (the matcher's corpus) into cases; shared by the tests and bench/listen.py.

>>> cases = load(); len(cases) >= 300
True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pihost.listen.intents import Intent, ListenContext

CORPUS = Path(__file__).with_name("corpus.tsv")


@dataclass(frozen=True)
class Case:
    line: int
    text: str
    expected: Intent
    ctx: ListenContext


def _seats(spec: str) -> tuple[int, ...]:
    out: list[int] = []
    for part in filter(None, spec.split(",")):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return tuple(out)


def _context(line: str) -> ListenContext:
    kv = dict(item.split("=", 1) for item in line.split()[1:])
    return ListenContext(speaker=int(kv["speaker"]) if kv.get("speaker") else None,
                         alive=_seats(kv["alive"]), nominated=_seats(kv.get("nominated", "")),
                         lang=kv.get("lang", "ru"))


def _expected(spec: str) -> Intent:
    kind, _, rest = spec.partition(" ")
    kind, _, reason = kind.partition(":")
    if kind == "none" and reason:
        return Intent("none", reason=spec.partition(":")[2])
    return Intent(kind, target=int(rest) if rest else None)


def load(path: Path = CORPUS) -> list[Case]:
    """Every case of the corpus. Raises ``ValueError`` naming a malformed line."""
    ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))
    cases = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        try:
            if raw.startswith("@context"):
                ctx = _context(raw)
                continue
            spec, text = raw.split("\t", 1)
            cases.append(Case(n, text, _expected(spec), ctx))
        except (ValueError, KeyError) as exc:
            raise ValueError(f"{path.name} line {n}: {exc}: {raw!r}") from None
    return cases
