"""Phrase templates: text with numbers spelled in the form the sentence needs.

Syntax (validated when the pack loads):

* ``{seat}`` — the parameter in its plain form: a number as a cardinal («три»), a list of
  seats joined («три, пять и девять»), a word parameter (``winner``) from the pack's ``words``.
* ``{seconds:f}``, ``{count:ord}``, ``{day:ord.n.gen}`` — form tags for numbers (Russian:
  ``ord``, gender ``m f n pl``, case ``nom gen dat acc ins pre``; English: ``ord``).
* ``{seconds:time}``, ``{seconds:time.acc}`` — a length of time with its nouns, as a host says
  it: «минута», «тридцать секунд», «минуту тридцать секунд»; "one minute".
* ``{votes|голос|голоса|голосов}`` — the noun agreeing with the number (3 forms in Russian:
  1, 2, 5; 2 in English: 1, many). A list agrees with its length («Нет игрока/игроков»).

>>> t = Template.parse("У игрока номер {seat} {votes} {votes|голос|голоса|голосов}.", RU)
>>> t.params
('seat', 'votes')
>>> t.render({"seat": 3, "votes": 2}, {})
'У игрока номер три два голоса.'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from pihost.voice.catalog import PARAMS
from pihost.voice.language import RU, Language  # noqa: F401  (RU: the doctest)

_SLOT = re.compile(r"\{([^{}]*)\}")
_NAME = re.compile(r"[a-z_]+")


class TemplateError(ValueError):
    """A template that cannot be parsed or rendered; the message says where and why."""


@dataclass(frozen=True)
class Slot:
    """One ``{...}`` of a template."""

    name: str
    tags: tuple[str, ...] = ()     # form tags of a number
    forms: tuple[str, ...] = ()    # noun forms: the slot renders the agreeing noun


@dataclass(frozen=True)
class Template:
    """A parsed template: literal text and slots, in order."""

    source: str
    parts: tuple[str | Slot, ...]
    language: Language

    @property
    def params(self) -> tuple[str, ...]:
        """Parameter names used, in first-use order."""
        seen: dict[str, None] = {}
        for part in self.parts:
            if isinstance(part, Slot):
                seen.setdefault(part.name)
        return tuple(seen)

    def ordinal(self, name: str) -> bool:
        """Whether a parameter is spoken as an ordinal somewhere (then 0 cannot be spoken)."""
        return any(isinstance(p, Slot) and p.name == name and "ord" in p.tags
                   for p in self.parts)

    @classmethod
    def parse(cls, source: str, language: Language) -> Template:
        """Parse and validate a template.

        Raises TemplateError naming the bad slot: unknown parameter, tags on a word or list of
        words, an unknown tag, a wrong number of noun forms, or a stray brace.
        """
        if not isinstance(source, str) or not source.strip():
            raise TemplateError("a phrase must be a non-empty text")
        parts: list[str | Slot] = []
        pos = 0
        for match in _SLOT.finditer(source):
            parts.append(source[pos:match.start()])
            parts.append(_parse_slot(match.group(1), language))
            pos = match.end()
        parts.append(source[pos:])
        for text in parts:
            if isinstance(text, str) and ("{" in text or "}" in text):
                raise TemplateError(f"stray brace in {source!r}")
        return cls(source, tuple(p for p in parts if p != ""), language)

    def render(self, params: Mapping[str, object], words: Mapping[str, Mapping[str, str]]) -> str:
        """The text with every slot filled. ``words`` maps a word parameter's value to text.

        Raises TemplateError for a missing parameter or a value out of its range.
        """
        out: list[str] = []
        for part in self.parts:
            if isinstance(part, str):
                out.append(part)
                continue
            if part.name not in params:
                raise TemplateError(f"parameter {part.name!r} is missing")
            try:
                value = PARAMS[part.name].check(params[part.name])
                out.append(self._fill(part, value, words))
            except ValueError as exc:
                raise TemplateError(str(exc)) from None
        text = "".join(out)
        return text[:1].upper() + text[1:]

    def _fill(self, slot: Slot, value, words: Mapping[str, Mapping[str, str]]) -> str:
        lang = self.language
        if slot.forms:
            if not isinstance(value, tuple):
                return lang.agree(value, slot.forms)
            # A list agrees with its length, but two or more items never take the singular
            # (21 nominees are «выставлены игроки», not «выставлен игрок»).
            form = lang.agree(len(value), slot.forms)
            return form if len(value) == 1 or form != slot.forms[0] else slot.forms[-1]
        if isinstance(value, str):
            try:
                return words[slot.name][value]
            except KeyError:
                raise TemplateError(f"words.{slot.name}.{value} is missing") from None
        if isinstance(value, tuple) and value and isinstance(value[0], str):  # a list of words
            table = PARAMS[slot.name].words
            try:
                return lang.join([words[table][v] for v in value])
            except KeyError as exc:
                raise TemplateError(f"words.{table}.{exc.args[0]} is missing") from None
        if isinstance(value, tuple):
            return lang.join([lang.spell(v, slot.tags) for v in value])
        return lang.spell(value, slot.tags)


def _parse_slot(body: str, language: Language) -> Slot:
    name, bar, rest = body.partition("|")
    if bar:
        forms = tuple(f.strip() for f in rest.split("|"))
        if len(forms) != language.forms or not all(forms):
            raise TemplateError(f"{{{body}}}: {language.code} needs {language.forms} noun forms")
        slot = Slot(name.strip(), forms=forms)
    else:
        name, colon, tags = body.partition(":")
        slot = Slot(name.strip(), tags=tuple(tags.split(".")) if colon else ())
    if not _NAME.fullmatch(slot.name) or slot.name not in PARAMS:
        raise TemplateError(f"{{{body}}}: unknown parameter {slot.name!r} "
                            f"(known: {', '.join(sorted(PARAMS))})")
    kind = PARAMS[slot.name].kind
    if kind in ("word", "words") and (slot.tags or slot.forms):
        raise TemplateError(f"{{{body}}}: {slot.name} is a word, it takes no forms")
    try:
        language.check_tags(slot.tags)
        if slot.tags and kind != "word":
            language.spell(1, slot.tags)  # catches contradictory tags (two genders)
    except ValueError as exc:
        raise TemplateError(f"{{{body}}}: {exc}") from None
    return slot
