"""Reads the matcher's corpora into cases; shared by the tests and bench/listen.py.

Two files are in the old format (``corpus.tsv``, ``holdout.tsv``: ``none:REASON`` names the
matcher's own reason); the independently written ``nominations/*.tsv`` add ``@class NAME`` lines
and ``seats=`` in ``@context``, and their ``none`` labels are the box's three answers: ``none``
(plain talk), ``none:attempt`` (he tried to nominate, the seat is unclear: ask again) and
``none:no such seat``. ``label`` turns what the matcher said into that vocabulary.

Any corpus file can be read by its path (``load("/path/heldout.tsv")``), scored by
``bench/listen.py --corpus PATH --matcher-only``, and held to the tests' bar (no false
nomination, at least 99 % right) with ``NOMINATION_CORPUS=PATH[:PATH...] ./run.sh test
tests/listen`` (``extra()`` names those files).

>>> cases = load(); len(cases) >= 300
True
>>> dev = load(DEV); len({c.cls for c in dev}) >= 10
True
>>> len(load(str(TUNING))) == len(load(TUNING))
True
>>> label(Intent("none", reason="ambiguous")), label(Intent("nominate", target=7))
('none:attempt', 'nominate 7')
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from pihost.listen.intents import Intent, ListenContext, match_intent

HERE = Path(__file__).parent
CORPUS = HERE / "corpus.tsv"
HOLDOUT = HERE / "holdout.tsv"
DEV = HERE / "nominations" / "dev.tsv"
TUNING = HERE / "nominations" / "tuning.tsv"   # the first held-out part, scored once, then read
TUNING2 = HERE / "nominations" / "tuning2.tsv"  # the second held-out part, scored once, then read
TUNING3 = HERE / "nominations" / "tuning3.tsv"  # the third held-out part, scored once, then read
TUNING4 = HERE / "nominations" / "tuning4.tsv"  # the fourth held-out part, scored once, then read
TUNING5 = HERE / "nominations" / "tuning5.tsv"  # the fifth held-out part, scored once, then read
TUNING6 = HERE / "nominations" / "tuning6.tsv"  # the sixth held-out part, scored once, then read
TUNING7 = HERE / "nominations" / "tuning7.tsv"  # the seventh held-out part, scored once, then read
TUNING8 = HERE / "nominations" / "tuning8.tsv"  # the eighth held-out part, scored once, then read
TUNING9 = HERE / "nominations" / "tuning9.tsv"  # the ninth held-out part, scored once, then read
TUNING10 = HERE / "nominations" / "tuning10.tsv"  # the tenth held-out part, scored once, then read
TUNING11 = HERE / "nominations" / "tuning11.tsv"  # the eleventh held-out part, scored once, then read
TUNING12 = HERE / "nominations" / "tuning12.tsv"  # the twelfth held-out part, scored once, then read
TUNING13 = HERE / "nominations" / "tuning13.tsv"  # the thirteenth held-out part, scored once, then read
TUNING14 = HERE / "nominations" / "tuning14.tsv"  # the fourteenth held-out part, scored once, then read
TUNING15 = HERE / "nominations" / "tuning15.tsv"  # the fifteenth held-out part, scored once, then read
TUNING16 = HERE / "nominations" / "tuning16.tsv"  # the sixteenth held-out part, scored once, then read
TUNING17 = HERE / "nominations" / "tuning17.tsv"  # the seventeenth and eighteenth, the same
TUNING18 = HERE / "nominations" / "tuning18.tsv"
TUNING19 = HERE / "nominations" / "tuning19.tsv"  # the nineteenth and twentieth, the same
TUNING20 = HERE / "nominations" / "tuning20.tsv"
TUNING21 = HERE / "nominations" / "tuning21.tsv"  # the twenty-first and twenty-second, the same
TUNING22 = HERE / "nominations" / "tuning22.tsv"
TUNING23 = HERE / "nominations" / "tuning23.tsv"  # the twenty-third and twenty-fourth, the same
TUNING24 = HERE / "nominations" / "tuning24.tsv"
TUNING25 = HERE / "nominations" / "tuning25.tsv"  # the twenty-fifth and twenty-sixth, the same
TUNING26 = HERE / "nominations" / "tuning26.tsv"
TUNING27 = HERE / "nominations" / "tuning27.tsv"  # the twenty-seventh and twenty-eighth, the same
TUNING28 = HERE / "nominations" / "tuning28.tsv"
TUNING29 = HERE / "nominations" / "tuning29.tsv"  # the twenty-ninth and thirtieth, the same
TUNING30 = HERE / "nominations" / "tuning30.tsv"
TUNING31 = HERE / "nominations" / "tuning31.tsv"  # the thirty-first and thirty-second, the same
TUNING32 = HERE / "nominations" / "tuning32.tsv"
TUNING33 = HERE / "nominations" / "tuning33.tsv"  # the thirty-third and thirty-fourth, the same
TUNING34 = HERE / "nominations" / "tuning34.tsv"
TUNING35 = HERE / "nominations" / "tuning35.tsv"  # the thirty-fifth and thirty-sixth, the same
TUNING36 = HERE / "nominations" / "tuning36.tsv"
TUNING37 = HERE / "nominations" / "tuning37.tsv"  # the thirty-seventh and thirty-eighth, the same
TUNING38 = HERE / "nominations" / "tuning38.tsv"
TUNING39 = HERE / "nominations" / "tuning39.tsv"  # the thirty-ninth, scored once blind, then tuned on
TUNING40 = HERE / "nominations" / "tuning40.tsv"  # the fortieth, scored once blind, then tuned on
TUNING41 = HERE / "nominations" / "tuning41.tsv"  # the forty-first and forty-second, scored once
TUNING42 = HERE / "nominations" / "tuning42.tsv"  # blind (twice), then tuned on
TUNING43 = HERE / "nominations" / "tuning43.tsv"  # the forty-third and forty-fourth, the same
TUNING44 = HERE / "nominations" / "tuning44.tsv"
TUNING45 = HERE / "nominations" / "tuning45.tsv"  # the forty-fifth and forty-sixth, the same
TUNING46 = HERE / "nominations" / "tuning46.tsv"
TUNING47 = HERE / "nominations" / "tuning47.tsv"  # the forty-seventh and forty-eighth, the same
TUNING48 = HERE / "nominations" / "tuning48.tsv"
TUNING49 = HERE / "nominations" / "tuning49.tsv"  # the forty-ninth, scored blind (twice), then tuned on
TUNING50 = HERE / "nominations" / "tuning50.tsv"  # the fiftieth, scored blind (twice), then tuned on
TUNING51 = HERE / "nominations" / "tuning51.tsv"  # the fifty-first, scored blind (twice), then tuned on
TUNING52 = HERE / "nominations" / "tuning52.tsv"  # the fifty-second, scored blind (twice), then tuned on
TUNING53 = HERE / "nominations" / "tuning53.tsv"  # the fifty-third, scored blind (twice), then tuned on
TUNING54 = HERE / "nominations" / "tuning54.tsv"  # the fifty-fourth, scored blind (twice), then tuned on
TUNING55 = HERE / "nominations" / "tuning55.tsv"  # the fifty-fifth, scored blind (twice), then tuned on
TUNING56 = HERE / "nominations" / "tuning56.tsv"  # the fifty-sixth, scored blind (twice), then tuned on
TUNING57 = HERE / "nominations" / "tuning57.tsv"  # the fifty-seventh, scored blind (three times), then tuned on
TUNING58 = HERE / "nominations" / "tuning58.tsv"  # the fifty-eighth, scored blind, then tuned on
TUNING60 = HERE / "nominations" / "tuning60.tsv"  # the sixtieth, scored blind (twice), then tuned on
TUNING61 = HERE / "nominations" / "tuning61.tsv"  # the sixty-first, scored blind, then tuned on
TUNING62 = HERE / "nominations" / "tuning62.tsv"  # the sixty-second, scored blind, then tuned on
TUNING63 = HERE / "nominations" / "tuning63.tsv"  # the sixty-third, scored blind, then tuned on
TUNING66 = HERE / "nominations" / "tuning66.tsv"  # the sixty-sixth, scored blind (twice), then tuned on
TUNING64 = HERE / "nominations" / "tuning64.tsv"  # the sixty-fourth, scored blind (twice), then tuned on
TUNING67 = HERE / "nominations" / "tuning67.tsv"  # scored blind (twice), then tuned on
TUNING68 = HERE / "nominations" / "tuning68.tsv"  # scored blind (twice), then tuned on
TUNING69 = HERE / "nominations" / "tuning69.tsv"  # scored blind (twice), then tuned on
TUNING72 = HERE / "nominations" / "tuning72.tsv"  # scored blind (twice), then tuned on
TUNING73 = HERE / "nominations" / "tuning73.tsv"  # scored blind (twice), then tuned on
TUNING74 = HERE / "nominations" / "tuning74.tsv"  # scored blind (twice), then tuned on
TUNING75 = HERE / "nominations" / "tuning75.tsv"  # scored blind (twice), then tuned on
TUNING78 = HERE / "nominations" / "tuning78.tsv"  # scored blind (twice), then tuned on
TUNING77 = HERE / "nominations" / "tuning77.tsv"  # scored blind (twice), then tuned on
TUNING80 = HERE / "nominations" / "tuning80.tsv"  # scored blind (twice), then tuned on
TUNING84 = HERE / "nominations" / "tuning84.tsv"  # scored blind (twice), then tuned on
TUNING86 = HERE / "nominations" / "tuning86.tsv"  # scored blind (twice), then tuned on
TUNING87 = HERE / "nominations" / "tuning87.tsv"  # scored blind (twice), then tuned on
TUNING89 = HERE / "nominations" / "tuning89.tsv"  # scored blind (twice), then tuned on
TUNING91 = HERE / "nominations" / "tuning91.tsv"  # scored blind (twice), then tuned on
TUNING97 = HERE / "nominations" / "tuning97.tsv"  # scored blind once, then tuned on (closings)
TUNING83 = HERE / "nominations" / "tuning83.tsv"  # scored blind, then tuned on
TUNING90 = HERE / "nominations" / "tuning90.tsv"  # scored blind, then tuned on
TUNING92 = HERE / "nominations" / "tuning92.tsv"  # scored blind, then tuned on
TUNING95 = HERE / "nominations" / "tuning95.tsv"  # scored blind, then tuned on
TUNING102 = HERE / "nominations" / "tuning102.tsv"  # a focused corpus, written blind, then tuned on
TUNING103 = HERE / "nominations" / "tuning103.tsv"  # a focused corpus, written blind, then tuned on
TUNING104 = HERE / "nominations" / "tuning104.tsv"  # written blind, scored once, then tuned on
TUNING105 = HERE / "nominations" / "tuning105.tsv"  # written blind, scored once, then tuned on
TUNING106 = HERE / "nominations" / "tuning106.tsv"  # written blind, scored once, then tuned on
TUNING107 = HERE / "nominations" / "tuning107.tsv"  # a focused corpus, written blind, then tuned on
TUNING111 = HERE / "nominations" / "tuning111.tsv"  # a focused corpus, written blind, then tuned on
TUNING112 = HERE / "nominations" / "tuning112.tsv"  # a focused corpus, written blind, then tuned on
HELDOUT59 = HERE / "nominations" / "heldout59.tsv"  # the held-out parts in use: scored blind,
HELDOUT65 = HERE / "nominations" / "heldout65.tsv"  # not tuned on (their wrong lines never printed)
HELDOUT70 = HERE / "nominations" / "heldout70.tsv"  # scored blind, never read
HELDOUT71 = HERE / "nominations" / "heldout71.tsv"  # scored blind, never read
HELDOUT93 = HERE / "nominations" / "heldout93.tsv"  # scored blind, never read
HELDOUT94 = HERE / "nominations" / "heldout94.tsv"  # scored blind, never read
HELDOUT96 = HERE / "nominations" / "heldout96.tsv"  # scored blind, never read
HELDOUT88 = HERE / "nominations" / "heldout88.tsv"  # scored blind, never read
HELDOUT85 = HERE / "nominations" / "heldout85.tsv"  # scored blind, never read
HELDOUT79 = HERE / "nominations" / "heldout79.tsv"  # scored blind, never read
HELDOUT81 = HERE / "nominations" / "heldout81.tsv"  # scored blind, never read
HELDOUT82 = HERE / "nominations" / "heldout82.tsv"  # scored blind, never read
HELDOUT76 = HERE / "nominations" / "heldout76.tsv"  # scored blind, never read
HELDOUT98 = HERE / "nominations" / "heldout98.tsv"  # scored blind, never read
HELDOUT99 = HERE / "nominations" / "heldout99.tsv"  # scored blind, never read
HELDOUT100 = HERE / "nominations" / "heldout100.tsv"  # scored blind, never read
HELDOUT101 = HERE / "nominations" / "heldout101.tsv"  # scored blind, never read
HELDOUT108 = HERE / "nominations" / "heldout108.tsv"  # scored blind, never read
HELDOUT109 = HERE / "nominations" / "heldout109.tsv"  # scored blind, never read
HELDOUT110 = HERE / "nominations" / "heldout110.tsv"  # scored blind, never read
EXTRA = "NOMINATION_CORPUS"                    # more corpus files for the tests, by path
# the tables the rule tests (test_rules_tuning*.py) speak at
TWELVE = ListenContext(speaker=4, alive=tuple(range(1, 13)), seats=12)
TWENTY_FIVE = ListenContext(speaker=4, alive=tuple(range(1, 26)), seats=25)   # a city game
ENGLISH_TEN = ListenContext(speaker=2, alive=tuple(range(1, 11)), seats=10, lang="en")
ENGLISH_TWENTY = ListenContext(speaker=2, alive=tuple(range(1, 21)), seats=20, lang="en")


@dataclass(frozen=True)
class Case:
    line: int
    text: str
    expected: Intent
    ctx: ListenContext
    cls: str = ""      # the ``@class`` the line is under ("" in the old corpora)
    spec: str = ""     # the expected column as written: ``nominate 7``, ``none:attempt``...

    @property
    def want(self) -> str:
        """The expected answer in ``label``'s vocabulary."""
        return label(self.expected) if self.expected.reason != "attempt" else "none:attempt"


def heard(text: str, ctx: ListenContext) -> str:
    """The label the matcher gives ``text`` said at ``ctx`` (what a rule test checks)."""
    return label(match_intent(text, ctx))


def label(intent: Intent) -> str:
    """What the box does with ``intent``: ``nominate N``, ``end_speech``, ``none:no such seat``,
    ``none:attempt`` (asks for the number again) or ``none``."""
    if intent.kind == "nominate":
        return f"nominate {intent.target}"
    if intent.kind == "end_speech":
        return "end_speech"
    if intent.reason == "no such seat":
        return "none:no such seat"
    return "none:attempt" if intent.attempt else "none"


def false_nomination(case: Case, got: Intent) -> bool:
    """The matcher said «N принято» where the expected answer is not exactly that nomination."""
    return got.kind == "nominate" and label(got) != case.want


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
                         lang=kv.get("lang") or "ru",
                         seats=int(kv["seats"]) if kv.get("seats") else None)


def _expected(spec: str) -> Intent:
    kind, _, rest = spec.partition(" ")
    kind, _, reason = kind.partition(":")
    if kind == "none" and reason:
        return Intent("none", reason=spec.partition(":")[2])
    if kind not in ("nominate", "end_speech", "none") or (kind == "nominate") != bool(rest):
        raise ValueError(f"unknown expected answer {spec!r}")
    return Intent(kind, target=int(rest) if rest else None)


def extra() -> list[Path]:
    """The corpus files named in ``$NOMINATION_CORPUS`` (``os.pathsep``-separated)."""
    return [Path(p) for p in os.environ.get(EXTRA, "").split(os.pathsep) if p.strip()]


def load(path: str | os.PathLike[str] = CORPUS) -> list[Case]:
    """Every case of the corpus file at ``path``. Raises ``ValueError`` naming a malformed
    line, ``OSError`` for a file that cannot be read."""
    path = Path(path)
    ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))
    cls = ""
    cases = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        try:
            if raw.startswith("@context"):
                ctx = _context(raw)
                continue
            if raw.startswith("@class"):
                cls = raw.split(maxsplit=1)[1].strip()
                continue
            spec, text = raw.split("\t", 1)
            cases.append(Case(n, text, _expected(spec), ctx, cls, spec))
        except (ValueError, KeyError, IndexError) as exc:
            raise ValueError(f"{path.name} line {n}: {exc}: {raw!r}") from None
    return cases
