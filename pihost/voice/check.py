"""``pihost voices check``: what is missing or broken in the phrase packs, in plain lines.

* every phrase id the box uses (catalog.PHRASES) and every id of any pack exists in each pack;
* every template renders for the whole range of each parameter;
* every recorded clip is a readable WAV.

>>> from pihost.voice.pack import load_pack
>>> check_packs([load_pack("ru"), load_pack("en")])
[]
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from pihost.voice.catalog import PARAMS, PHRASES
from pihost.voice.clips import ClipError, read_clip
from pihost.voice.pack import PackError, PhrasePack


def check_phrases(pack: PhrasePack) -> list[str]:
    """Render every phrase of ``pack`` for every sample of its parameters; list failures."""
    problems = list(pack.problems)
    for phrase_id in pack.ids:
        template = pack.templates[phrase_id]
        names = template.params
        ranges = [tuple(v for v in PARAMS[name].samples() if v or not template.ordinal(name))
                  for name in names]
        for combo in product(*ranges):
            params = dict(zip(names, combo, strict=True))
            try:
                text = pack.text(phrase_id, **params)
            except PackError as exc:
                problems.append(f"{exc} (with {params})")
                break
            if any(ch.isdigit() for ch in text):
                problems.append(f"{pack.path}: phrases.{phrase_id}: digits reach the voice in "
                                f"{text!r}: spell numbers with a {{slot}}")
                break
    return problems


def check_clips(pack: PhrasePack) -> list[str]:
    """Every WAV under the pack's clips folder must be readable."""
    problems = []
    if pack.clips_dir.is_dir():
        for path in sorted(pack.clips_dir.glob("*")):
            try:
                read_clip(path)
            except ClipError as exc:
                problems.append(str(exc))
    return problems


def check_packs(packs: Sequence[PhrasePack]) -> list[str]:
    """All problems of all packs, including ids that one pack has and another lacks."""
    problems: list[str] = []
    every_id = set().union(*(pack.ids for pack in packs)) if packs else set()
    for pack in packs:
        problems += check_phrases(pack)
        problems += [f"{pack.path}: phrases.{pid}: missing (another pack has it)"
                     for pid in sorted(every_id - set(pack.ids) - set(PHRASES))]
        problems += check_clips(pack)
    return problems
