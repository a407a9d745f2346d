"""``pihost voices check``: what is missing or broken in the phrase packs, in plain lines.

* every phrase id the box uses (catalog.PHRASES) and every id of any pack exists in each pack;
* every template renders for the whole range of each parameter;
* every recorded clip is a readable WAV;
* (``render_failures``) no phrase failed to render with the configured engine, nor with its
  espeak-ng stand-in; a configured Piper voice that is not installed is a problem too.

>>> from pihost.voice.pack import load_pack
>>> check_packs([load_pack("ru"), load_pack("en")])
[]
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from pihost.voice.api import VoiceError
from pihost.voice.catalog import MAX_SEATS, PARAMS, PHRASES
from pihost.voice.clips import ClipError, read_clip
from pihost.voice.pack import STRESS, PackError, PhrasePack

VOWELS = "аеёиоуыэюяaeiouy"  # letters a stress mark may follow


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
            speech = pack.speech(phrase_id, **params)
            misplaced = [i for i, ch in enumerate(speech) if ch == STRESS
                         and (i == 0 or speech[i - 1].lower() not in VOWELS)]
            if misplaced or "+" in speech:
                how = "a '+' reaches the voice (read as «плюс»)" if "+" in speech else \
                    f"a stress mark not after a vowel in {speech!r}"
                problems.append(f"{pack.path}: phrases.{phrase_id}: {how}: mark stress with "
                                "U+0301 right after the stressed vowel")
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


def render_failures(pack: PhrasePack, **settings: Any) -> list[str]:
    """Phrases of ``pack`` that the voice ``settings`` (``make_voice`` keywords) describe
    failed to render, from the failure lists in its cache; or why that voice cannot be built.

    >>> import tempfile
    >>> from pihost.voice.pack import load_pack
    >>> render_failures(load_pack("en"), cache_dir=tempfile.mkdtemp())
    []
    """
    from pihost.voice.factory import make_voice

    if pack.problems:
        return []  # listed already; the pack cannot be spoken as it is
    try:
        voice = make_voice(pack.path, output="none", fallback=False, **settings)
    except VoiceError as exc:
        return [f"{pack.path}: the voice cannot be built: {exc}".replace("\n", "; ")]
    with voice:
        where = {text: (pid, params) for pid, params, text in pack.variants(MAX_SEATS)}
        problems = []
        for renderer in (voice.renderer, voice.stand_in):
            if renderer is None:
                continue
            for text, why in sorted(renderer.failures().items()):
                pid, params = where.get(text, ("?", {}))
                problems.append(f"{pack.path}: phrases.{pid} {params or ''}: "
                                f"{renderer.engine} {renderer.voice} could not render "
                                f"{text!r}: {why}".replace("  ", " "))
        return problems
