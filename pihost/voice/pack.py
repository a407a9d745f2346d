"""Phrase packs: ``voices/<lang>.yaml`` maps every phrase id to a template.

>>> pack = load_pack("ru")
>>> pack.text("speech", seat=3)
'Слово игроку номер три.'
>>> pack.text("vote_count", seat=10, votes=21)
'У игрока номер десять двадцать один голос.'

A pack file::

    lang: ru            # number rules (ru | en)
    voice: ru           # espeak-ng voice used to render it
    piper: ru_RU-irina-medium   # the Piper voice for voice.engine: piper (optional)
    rate: 165           # words per minute
    words:              # text of word parameters
      winner: {town: Победил город., mafia: Победила мафия., draw: Ничья.}
    phrases:
      speech: Слово игроку номер {seat}.

Errors (``PackError``, a ValueError) name the file and the key at fault.

Stress marks: a combining acute accent (``STRESS``, U+0301) after a vowel says where the stress
falls where espeak-ng's dictionary gets it wrong («Займите места́»). Piper's voices read text
through espeak-ng's phonemizer, which honours the mark; espeak-ng 1.51 ignores it (the espeak
renderer strips it). ``speech()`` is the text with its marks, for the engines; ``text()`` leaves
them out: what is shown, logged and timed.

>>> load_pack("ru").speech("ready"), load_pack("ru").text("ready")
('Мафия готова. Займите места́.', 'Мафия готова. Займите места.')
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from itertools import product
from pathlib import Path

import yaml

from pihost.voice.catalog import PARAMS, PHRASES
from pihost.voice.language import language
from pihost.voice.template import Template, TemplateError
from pihost.yamlfile import load_yaml_file

VOICES_DIR = Path(__file__).resolve().parents[2] / "voices"
STRESS = "\u0301"  # combining acute accent, written after the stressed vowel


def unstressed(text: str) -> str:
    """``text`` without stress marks: ``unstressed("места\u0301")`` = ``'места'``."""
    return text.replace(STRESS, "")


class PackError(ValueError):
    """A phrase pack that cannot be loaded or a phrase that cannot be rendered."""


def voices_dir() -> Path:
    """Where packs live: ``$PIHOST_VOICES`` or the repository's ``voices/``."""
    return Path(os.environ.get("PIHOST_VOICES") or VOICES_DIR)


@dataclass(frozen=True)
class PhrasePack:
    """A loaded, validated phrase pack. Build it with ``load_pack``."""

    path: Path
    lang: str
    voice: str                                  # espeak-ng voice name
    rate: int                                   # words per minute
    words: Mapping[str, Mapping[str, str]]
    templates: Mapping[str, Template]
    problems: tuple[str, ...] = field(default=())  # only with strict=False
    piper: str | None = None                    # Piper voice name (pihost voice install NAME)

    @property
    def ids(self) -> tuple[str, ...]:
        """All phrase ids of the pack, in file order."""
        return tuple(self.templates)

    @property
    def clips_dir(self) -> Path:
        """Recorded clips that override TTS: ``voices/clips/<lang>/``."""
        return self.path.parent / "clips" / self.path.stem

    def params(self, phrase_id: str) -> tuple[str, ...]:
        """Parameter names a phrase takes. Raises PackError for an unknown id."""
        self._template(phrase_id)
        return PHRASES.get(phrase_id) or self.templates[phrase_id].params

    def text(self, phrase_id: str, **params) -> str:
        """Render a phrase, without stress marks. Raises PackError naming the id and the bad
        or missing parameter.

        >>> load_pack("en").text("vote_count", seat=4, votes=1)
        'Seat four has one vote.'
        """
        return unstressed(self.speech(phrase_id, **params))

    def speech(self, phrase_id: str, **params) -> str:
        """Render a phrase as the engines get it: with its stress marks. Errors as ``text``."""
        template = self._template(phrase_id)
        extra = sorted(set(params) - set(self.params(phrase_id)))
        if extra:
            raise PackError(f"{self.path}: {phrase_id} takes no parameter {extra[0]!r} "
                            f"(takes: {', '.join(self.params(phrase_id)) or 'none'})")
        try:
            return template.render(params, self.words)
        except TemplateError as exc:
            raise PackError(f"{self.path}: phrases.{phrase_id}: {exc}") from None

    def variants(self, table_size: int = 10) -> Iterator[tuple[str, dict, str]]:
        """Every (id, params, speech) rendered ahead of time for a table of ``table_size``
        seats (speech: the text with its stress marks, as the engines get it).

        Phrases taking a list of seats are skipped: they are rendered on first use.
        """
        for phrase_id, template in self.templates.items():
            names = template.params
            ranges = [tuple(v for v in PARAMS[name].values(table_size)
                            if v or not template.ordinal(name)) for name in names]
            if any(not r for r in ranges):
                continue
            for combo in product(*ranges):
                params = dict(zip(names, combo, strict=True))
                yield phrase_id, params, template.render(params, self.words)

    def _template(self, phrase_id: str) -> Template:
        try:
            return self.templates[phrase_id]
        except KeyError:
            raise PackError(f"{self.path}: no phrase {phrase_id!r}") from None


def resolve(lang_or_path: str | os.PathLike) -> Path:
    """``"ru"`` -> ``voices/ru.yaml``; a path stays a path. Raises PackError if missing."""
    text = str(lang_or_path)
    path = Path(text) if text.endswith((".yaml", ".yml")) or os.sep in text else \
        voices_dir() / f"{text}.yaml"
    if not path.is_file():
        known = sorted(p.stem for p in voices_dir().glob("*.yaml"))
        raise PackError(f"{path}: no such phrase pack (packs in {voices_dir()}: "
                        f"{', '.join(known) or 'none'})")
    return path


def load_pack(lang_or_path: str | os.PathLike, strict: bool = True) -> PhrasePack:
    """Load and validate a pack by language code or path.

    With ``strict`` every problem raises PackError (file + key); without, the pack keeps the
    phrases that parse and lists the rest in ``problems`` (used by ``pihost voices check``).
    """
    path = resolve(lang_or_path)
    try:
        data = load_yaml_file(path)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise PackError(f"{path}: cannot read: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("phrases"), dict):
        raise PackError(f"{path}: expected a mapping with a 'phrases' mapping")
    try:
        lang = language(str(data.get("lang", path.stem)))
    except ValueError as exc:
        raise PackError(f"{path}: lang: {exc}") from None
    rate = data.get("rate", 165)
    if not isinstance(rate, int) or not 60 <= rate <= 400:
        raise PackError(f"{path}: rate: {rate!r} is not a whole number of words/min in 60–400")
    piper = data.get("piper")
    if piper is not None and (not isinstance(piper, str) or not piper.strip()):
        raise PackError(f"{path}: piper: {piper!r} is not a Piper voice name "
                        "(like ru_RU-irina-medium)")
    problems: list[str] = []
    words = _words(path, data.get("words") or {}, problems)
    templates: dict[str, Template] = {}
    for phrase_id, source in data["phrases"].items():
        try:
            template = Template.parse(source, lang)
        except TemplateError as exc:
            problems.append(f"{path}: phrases.{phrase_id}: {exc}")
            continue
        allowed = PHRASES.get(phrase_id)
        stray = [p for p in template.params if allowed is not None and p not in allowed]
        if stray:
            problems.append(f"{path}: phrases.{phrase_id}: uses {stray[0]!r}, but the box "
                            f"passes only: {', '.join(allowed) or 'nothing'}")
            continue
        templates[str(phrase_id)] = template
    problems += [f"{path}: phrases.{pid}: missing" for pid in PHRASES if pid not in data["phrases"]]
    if strict and problems:
        raise PackError(problems[0] + (f" (and {len(problems) - 1} more problems: "
                                       "run `pihost voices check`)" if len(problems) > 1 else ""))
    return PhrasePack(path, lang.code, str(data.get("voice", lang.code)), rate, words, templates,
                      tuple(problems), piper.strip() if piper else None)


def _words(path: Path, raw, problems: list[str]) -> dict[str, dict[str, str]]:
    if not isinstance(raw, dict):
        problems.append(f"{path}: words: expected a mapping")
        return {}
    words: dict[str, dict[str, str]] = {}
    for name, param in PARAMS.items():
        if param.kind != "word":
            continue
        table = raw.get(name) or {}
        for choice in param.choices:
            text = table.get(choice) if isinstance(table, dict) else None
            if not isinstance(text, str) or not (text.strip() or param.blank):
                problems.append(f"{path}: words.{name}.{choice}: missing")
        words[name] = {k: str(v) for k, v in table.items()} if isinstance(table, dict) else {}
    return words
