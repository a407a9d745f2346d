"""Reading the box's YAML files (the table config, pin maps, phrase packs) with limits: the file's
size, how deep it nests, how many aliases it uses and how many values those aliases expand to.

A YAML alias bomb (aliases of aliases: a few hundred bytes that stand for a billion values) is
refused while it is read, in milliseconds, with the reason; so is a 50,000-deep nesting (which
would otherwise overflow Python's stack). Every loader of the box goes through here — the
installer checks the config as root, so this is the one safe way in.

>>> load_yaml("seats: 10\\n", "table.yaml")
{'seats': 10}
>>> load_yaml("a: &x [1, 2]\\nb: [*x, *x]\\n", "t.yaml")
{'a': [1, 2], 'b': [[1, 2], [1, 2]]}
>>> try:
...     load_yaml("[" * 100 + "]" * 100, "deep.yaml")
... except YamlLimitError as err:
...     print(err)
deep.yaml:1: nested deeper than 64 levels; flatten it
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

__all__ = ["YamlLimits", "YamlLimitError", "LIMITS", "compose_yaml", "load_yaml",
           "load_yaml_file", "read_yaml_text"]


@dataclass(frozen=True)
class YamlLimits:
    """How much a YAML file may hold. ``max_bytes``: file size (bytes); ``max_depth``: nesting
    levels; ``max_aliases``: ``*alias`` uses; ``max_values``: scalars, lists and mappings once
    every alias is expanded."""

    max_bytes: int = 1_000_000
    max_depth: int = 64
    max_aliases: int = 1_000
    max_values: int = 200_000


LIMITS = YamlLimits()


class YamlLimitError(yaml.YAMLError):
    """A YAML file over one of the limits: ``name`` (the file), ``line`` (1-based, or None) and
    ``reason`` (which limit, and what to do); ``str()`` gives all three."""

    def __init__(self, name: str, line: int | None, reason: str) -> None:
        self.name, self.line, self.reason = name, line, reason
        super().__init__(f"{name}:{line}: {reason}" if line else f"{name}: {reason}")


class _LimitedLoader(yaml.SafeLoader):
    """PyYAML's safe loader, counting depth, aliases and expanded values while it composes."""

    def __init__(self, text: str, name: str, limits: YamlLimits) -> None:
        super().__init__(text)
        self.name, self.limits = name, limits
        self._depth = 0
        self._aliases = 0
        self._values: dict[int, int] = {}   # id(node) -> values it stands for, aliases expanded

    def _refuse(self, why: str) -> YamlLimitError:
        mark = self.peek_event().start_mark if self.check_event() else None
        return YamlLimitError(self.name, mark.line + 1 if mark else None, why)

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > self.limits.max_aliases:
                raise self._refuse(f"more than {self.limits.max_aliases} aliases (*name)")
            return super().compose_node(parent, index)
        self._depth += 1
        if self._depth > self.limits.max_depth:
            raise self._refuse(f"nested deeper than {self.limits.max_depth} levels; flatten it")
        try:
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        children: list[Any] = []
        if isinstance(node, yaml.SequenceNode):
            children = node.value
        elif isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        count = 1 + sum(self._values.get(id(c), 1) for c in children)
        if count > self.limits.max_values:
            raise YamlLimitError(
                self.name, node.start_mark.line + 1, f"its aliases expand to more than "
                f"{self.limits.max_values:,} values (a YAML alias bomb?); write the values out")
        self._values[id(node)] = count
        return node


def read_yaml_text(path: str | os.PathLike, limits: YamlLimits = LIMITS) -> str:
    """The text of a YAML file, refusing one larger than ``limits.max_bytes`` before reading it
    all. Raises ``OSError``, ``UnicodeDecodeError`` or :class:`YamlLimitError`."""
    with open(path, "rb") as fh:
        data = fh.read(limits.max_bytes + 1)
    if len(data) > limits.max_bytes:
        raise YamlLimitError(str(path), None, f"larger than {limits.max_bytes:,} bytes; is it "
                             "the right file?")
    return data.decode("utf-8")


def compose_yaml(text: str, name: str, limits: YamlLimits = LIMITS) -> yaml.Node | None:
    """The node tree of one YAML document (each node keeps its line), within ``limits``.

    Raises :class:`YamlLimitError` or ``yaml.YAMLError`` (a syntax error, with its mark).

    >>> compose_yaml("a: 1\\n", "t.yaml").value[0][1].start_mark.line
    0
    """
    if len(text) > limits.max_bytes:
        raise YamlLimitError(name, None, f"larger than {limits.max_bytes:,} bytes")
    loader = _LimitedLoader(text, name, limits)
    try:
        return loader.get_single_node()
    finally:
        loader.dispose()


def load_yaml(text: str, name: str, limits: YamlLimits = LIMITS) -> Any:
    """Plain values of one YAML document (``yaml.safe_load``), within ``limits``.
    Raises :class:`YamlLimitError` or ``yaml.YAMLError``."""
    node = compose_yaml(text, name, limits)
    if node is None:
        return None
    return yaml.SafeLoader("").construct_document(node)


def load_yaml_file(path: str | os.PathLike, limits: YamlLimits = LIMITS) -> Any:
    """Plain values of a YAML file, within ``limits``. Raises ``OSError``,
    ``UnicodeDecodeError``, :class:`YamlLimitError` or ``yaml.YAMLError``."""
    return load_yaml(read_yaml_text(Path(path), limits), str(path), limits)
