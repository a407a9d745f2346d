"""Reading a YAML config against typed sections, with errors that name the file, line and key.

A section is a frozen dataclass whose fields carry a *kind* in their metadata (``Number``,
``Choice``, ``Flag``, ``FilePath``, ...). ``read_sections`` walks the YAML node tree (PyYAML
``compose``, so every value keeps its line), converts each value with its kind and collects every
problem at once, so a config with three mistakes is fixed in one round.

>>> from dataclasses import dataclass, field
>>> @dataclass(frozen=True)
... class Table:
...     seats: int = field(default=10, metadata={"kind": Number(4, 25, "seats", whole=True)})
>>> values, lines = read_sections("table:\\n  seats: 12\\n", {"table": Table}, None)
>>> values["table"], lines["table.seats"]
({'seats': 12}, 2)
"""

from __future__ import annotations

import dataclasses
import difflib
import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from pihost.yamlfile import YamlLimitError, compose_yaml

LOADER = yaml.SafeLoader  # constructs the values of nodes ``compose_yaml`` read within limits


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a config: where (file, 1-based line, dotted key) and why."""

    file: str
    line: int | None
    key: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.key}: {self.message}" if self.key else f"{where}: {self.message}"


class ConfigError(ValueError):
    """The config cannot be used. ``problems`` lists every mistake found, each with its place.

    >>> str(ConfigError([Problem("t.yaml", 3, "table.seats", "must be 4..25")]))
    't.yaml:3: table.seats: must be 4..25'
    """

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class Invalid(Exception):
    """Raised by a kind when a value does not fit; the reader adds file, line and key."""


@dataclass(frozen=True)
class Number:
    """A number between ``low`` and ``high`` (inclusive) in ``unit``; whole numbers only if
    ``whole``; ``nullable`` allows null (meaning "work it out")."""

    low: float
    high: float
    unit: str
    whole: bool = False
    nullable: bool = False

    def allowed(self) -> str:
        what = "a whole number" if self.whole else "a number"
        tail = " or null" if self.nullable else ""
        return f"{what} of {self.unit} from {_num(self.low)} to {_num(self.high)}{tail}"

    def convert(self, value: Any, base: Path) -> Any:
        if value is None and self.nullable:
            return None
        ok = isinstance(value, int) if self.whole else isinstance(value, int | float)
        if isinstance(value, bool) or not ok:
            raise Invalid(f"{value!r} is not {self.allowed()}")
        if not self.low <= value <= self.high:
            raise Invalid(f"{_num(value)} is out of range; allowed: {self.allowed()}")
        return value if self.whole else float(value)


@dataclass(frozen=True)
class Choice:
    """One of a fixed set of words."""

    values: tuple[str, ...]

    def allowed(self) -> str:
        return "one of " + ", ".join(repr(v) for v in self.values)

    def convert(self, value: Any, base: Path) -> str:
        if value not in self.values or not isinstance(value, str):
            hint = did_you_mean(str(value), self.values)
            raise Invalid(f"{value!r} is not allowed{hint}; allowed: {self.allowed()}")
        return value


@dataclass(frozen=True)
class Flag:
    """true or false."""

    def allowed(self) -> str:
        return "true or false"

    def convert(self, value: Any, base: Path) -> bool:
        if not isinstance(value, bool):
            raise Invalid(f"{value!r} is not {self.allowed()}")
        return value


@dataclass(frozen=True)
class Text:
    """A non-empty single-line string (or null when ``nullable``)."""

    nullable: bool = False

    def allowed(self) -> str:
        return "a name (text)" + (" or null" if self.nullable else "")

    def convert(self, value: Any, base: Path) -> str | None:
        if value is None and self.nullable:
            return None
        if not isinstance(value, str) or not value.strip() or "\n" in value:
            raise Invalid(f"{value!r} is not {self.allowed()}")
        return value.strip()


@dataclass(frozen=True)
class Matches:
    """A short text of one form (``pattern``, a regular expression), described as ``what``;
    or null when ``nullable``."""

    pattern: str
    what: str
    nullable: bool = True

    def allowed(self) -> str:
        return self.what + (" or null" if self.nullable else "")

    def convert(self, value: Any, base: Path) -> str | None:
        if value is None and self.nullable:
            return None
        text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
        if not isinstance(text, str) or not re.fullmatch(self.pattern, text.strip()):
            raise Invalid(f"{value!r} is not {self.allowed()}")
        return text.strip()


@dataclass(frozen=True)
class FilePath:
    """A file or folder path; ``~`` expands, relative paths resolve against the config file's
    folder. ``must_exist`` checks it is there now."""

    nullable: bool = False
    must_exist: bool = False

    def allowed(self) -> str:
        return "a path" + (" or null" if self.nullable else "")

    def convert(self, value: Any, base: Path) -> Path | None:
        if value is None and self.nullable:
            return None
        if not isinstance(value, str) or not value.strip():
            raise Invalid(f"{value!r} is not {self.allowed()}")
        path = resolve_path(value.strip(), base)
        if self.must_exist and not path.exists():
            raise Invalid(f"{path} does not exist")
        return path


@dataclass(frozen=True)
class Folder(FilePath):
    """A folder path (see ``FilePath``): what is there must be a folder, or nothing — and then
    the nearest part of the path that exists must be a folder, so the box can make it."""

    def convert(self, value: Any, base: Path) -> Path | None:
        path = super().convert(value, base)
        problem = folder_problem(path) if path is not None else None
        if problem:
            raise Invalid(problem)
        return path


def folder_problem(path: Path) -> str | None:
    """Why ``path`` cannot be (or become) a folder, or None.

    >>> folder_problem(Path("/etc/hostname/games"))
    '/etc/hostname/games cannot be made: /etc/hostname is a file'
    """
    try:
        if path.exists():
            return None if path.is_dir() else f"{path} is a file, not a folder"
        for parent in path.parents:
            if parent.exists():
                return None if parent.is_dir() else f"{path} cannot be made: {parent} is a file"
    except OSError as exc:
        return f"{path} cannot be looked at: {exc.strerror or exc}"
    return None


@dataclass(frozen=True)
class NameOrPath:
    """A name (letters, digits and ``_ . + -``, like ``ru_RU-irina-medium``), kept as written,
    or a path (anything else, or ending in ``suffix``), resolved like ``FilePath``; or null."""

    suffix: str = ""

    def allowed(self) -> str:
        return "a name, a path or null"

    def convert(self, value: Any, base: Path) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str) or not value.strip() or "\n" in value:
            raise Invalid(f"{value!r} is not {self.allowed()}")
        text = value.strip()
        if re.fullmatch(r"[A-Za-z0-9][\w.+-]*", text) and not (
                self.suffix and text.endswith(self.suffix)):
            return text
        return str(resolve_path(text, base))


@dataclass(frozen=True)
class Device:
    """A PortAudio device: its name (or part of it), its index, or null for the default."""

    def allowed(self) -> str:
        return "a device name, a device index (0, 1, ...) or null for the system default"

    def convert(self, value: Any, base: Path) -> str | int | None:
        if value is None:
            return None
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
        if isinstance(value, str) and value.strip():
            return value.strip()
        raise Invalid(f"{value!r} is not {self.allowed()}")


@dataclass(frozen=True)
class Options:
    """A mapping of option names to plain values, checked later by whoever uses them (the
    engine for rule options). Only its shape is checked here; each key's line is kept."""

    def allowed(self) -> str:
        return "a mapping of option names to values"

    def convert(self, value: Any, base: Path) -> dict[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise Invalid(f"{value!r} is not {self.allowed()}")
        return dict(value)


@dataclass(frozen=True)
class Players:
    """Who sits where: a mapping of seat numbers to a player id (a word: letters, digits,
    ``._-``) or ``{id: ..., name: ...}``; the name defaults to the id.

    >>> Players().convert({1: "anna", "2": {"id": "p7", "name": "Борис"}}, Path("."))
    {1: {'id': 'anna', 'name': 'anna'}, 2: {'id': 'p7', 'name': 'Борис'}}
    """

    def allowed(self) -> str:
        return ("a mapping of seat numbers to a player id (letters, digits, '._-') or to "
                "{id: ID, name: NAME}")

    def convert(self, value: Any, base: Path) -> dict[int, dict[str, str]]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise Invalid(f"{value!r} is not {self.allowed()}")
        out: dict[int, dict[str, str]] = {}
        seen: dict[str, int] = {}
        for k, v in value.items():
            try:
                seat = int(k)
            except (TypeError, ValueError):
                raise Invalid(f"{k!r} is not a seat number; {self.allowed()}") from None
            if isinstance(v, dict):
                unknown = set(v) - {"id", "name"}
                if unknown or "id" not in v:
                    raise Invalid(f"seat {seat}: {v!r}: give {{id: ID, name: NAME}}")
                pid, name = v["id"], v.get("name", v["id"])
            else:
                pid, name = v, v
            if not isinstance(pid, str | int) or not re.fullmatch(r"[\w.-]{1,64}", str(pid)):
                raise Invalid(f"seat {seat}: {pid!r} is not a player id (letters, digits, "
                              "'._-', up to 64)")
            if not isinstance(name, str | int) or not str(name).strip() or len(str(name)) > 200:
                raise Invalid(f"seat {seat}: {name!r} is not a name (1-200 characters)")
            if str(pid) in seen:
                raise Invalid(f"player {pid!r} sits at seats {seen[str(pid)]} and {seat}")
            seen[str(pid)] = seat
            out[seat] = {"id": str(pid), "name": str(name).strip()}
        return dict(sorted(out.items()))


class RuleSetName:
    """An engine rule-set name (``engine/rules/NAME.yaml``); checked against the shipped sets
    when the engine's rules folder is present."""

    def names(self) -> tuple[str, ...]:
        spec = importlib.util.find_spec("engine")
        folders = spec.submodule_search_locations if spec else None
        found = {p.stem for d in folders or () for p in (Path(d) / "rules").glob("*.yaml")}
        return tuple(sorted(found))

    def allowed(self) -> str:
        names = self.names()
        return "one of " + ", ".join(map(repr, names)) if names else "a rule-set name"

    def convert(self, value: Any, base: Path) -> str:
        names = self.names()
        if not isinstance(value, str) or not re.fullmatch(r"[a-z0-9_-]+", value) or (
            names and value not in names
        ):
            raise Invalid(f"{value!r} is not a known rule set; allowed: {self.allowed()}")
        return value


class VoiceOutput:
    """Where phrases go: ``auto`` (the sound device, or a clear error), ``device``, ``none``
    (text only) or ``wav:PATH`` (all phrases appended to one WAV file; PATH relative to the
    config file's folder)."""

    def allowed(self) -> str:
        return "'auto', 'device', 'none' or 'wav:PATH'"

    def convert(self, value: Any, base: Path) -> str:
        if value in ("auto", "device", "none"):
            return value
        if isinstance(value, str) and value.startswith("wav:") and value[4:].strip():
            path = resolve_path(value[4:].strip(), base)
            problem = f"{path} is a folder" if path.is_dir() else folder_problem(path.parent)
            if problem:
                raise Invalid(f"wav:{path}: {problem}")
            return "wav:" + str(path)
        raise Invalid(f"{value!r} is not allowed; allowed: {self.allowed()}")


@dataclass(frozen=True)
class PinMapPath(FilePath):
    """A pin map: a path to a YAML file, or the name of one in the folder ``shipped()`` gives
    (``hardware/pins``)."""

    shipped: Callable[[], Path] = Path.cwd

    def convert(self, value: Any, base: Path) -> Path:
        folder = self.shipped()
        if isinstance(value, str) and re.fullmatch(r"[\w.-]+", value) and not value.endswith(
            (".yaml", ".yml")
        ):
            value = str(folder / f"{value}.yaml")
        path = super().convert(value, base)
        if not path.is_file():
            names = ", ".join(p.stem for p in sorted(folder.glob("*.yaml"))) or "none found"
            raise Invalid(f"no pin map at {path}; shipped maps: {names}")
        return path


def resolve_path(text: str, base: Path) -> Path:
    """``~`` expanded, then made absolute against ``base`` (the config file's folder).

    >>> resolve_path("clips", Path("/etc/pihost"))
    PosixPath('/etc/pihost/clips')
    """
    path = Path(text).expanduser()
    return path if path.is_absolute() else base / path


def kind_of(f: dataclasses.Field) -> Any:
    """The kind stored on a section field (``field(metadata={"kind": ...})``)."""
    return f.metadata["kind"]


def read_sections(
    text: str, sections: dict[str, type], file: str | None, base: Path | None = None
) -> tuple[dict[str, dict[str, Any]], dict[str, int]]:
    """Check ``text`` against ``sections`` (name -> dataclass type).

    Returns the converted values given in the file, per section (absent keys are left out so the
    dataclass defaults apply), and the line of every key seen (dotted -> line).
    Raises ``ConfigError`` listing every problem: YAML syntax, a file over the reading limits
    (``pihost.yamlfile``: size, nesting, aliases), unknown or repeated keys (with a "did you
    mean"), wrong types, values out of range.
    """
    name = file or "<config>"
    base = base or Path.cwd()
    problems: list[Problem] = []
    try:
        root = compose_yaml(text, name)
    except YamlLimitError as exc:
        raise ConfigError([Problem(name, exc.line, "", exc.reason)]) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise ConfigError([Problem(name, line, "", f"not valid YAML: {exc.problem}")]) from None
    except yaml.YAMLError as exc:
        raise ConfigError([Problem(name, None, "", f"not valid YAML: {exc}")]) from None
    values: dict[str, dict[str, Any]] = {s: {} for s in sections}
    lines: dict[str, int] = {}
    if root is None or _is_null(root):
        return values, lines
    if not isinstance(root, yaml.MappingNode):
        raise ConfigError([Problem(name, _line(root), "", "must be a mapping of sections "
                                   f"({', '.join(sections)})")])
    for key, node in _pairs(root, "", sections, name, problems, lines):
        if _is_null(node):
            continue
        if not isinstance(node, yaml.MappingNode):
            problems.append(Problem(name, _line(node), key, "must be a mapping of settings"))
            continue
        fields = {f.name: f for f in dataclasses.fields(sections[key])}
        for sub, vnode in _pairs(node, key + ".", fields, name, problems, lines):
            kind = kind_of(fields[sub])
            dotted = f"{key}.{sub}"
            try:
                value = LOADER("").construct_object(vnode, deep=True)
                values[key][sub] = kind.convert(value, base)
            except Invalid as exc:
                problems.append(Problem(name, _line(vnode), dotted, str(exc)))
                continue
            except yaml.YAMLError as exc:
                problems.append(Problem(name, _line(vnode), dotted, f"cannot read: {exc}"))
                continue
            if isinstance(kind, Options) and isinstance(vnode, yaml.MappingNode):
                for okey, onode in vnode.value:
                    lines[f"{dotted}.{okey.value}"] = _line(onode)
    if problems:
        raise ConfigError(problems)
    return values, lines


def _pairs(node, prefix, allowed, file, problems, lines):
    """Yield (key, value node) of a mapping node, reporting unknown and repeated keys."""
    for knode, vnode in node.value:
        key = knode.value if isinstance(knode, yaml.ScalarNode) else None
        dotted = f"{prefix}{key}"
        if key not in allowed:
            hint = did_you_mean(str(key), allowed)
            problems.append(Problem(file, _line(knode), dotted,
                                    f"unknown key{hint}; allowed here: {', '.join(allowed)}"))
        elif dotted in lines:
            problems.append(Problem(file, _line(knode), dotted,
                                    f"given twice (first on line {lines[dotted]})"))
        else:
            lines[dotted] = _line(knode)
            yield key, vnode


def did_you_mean(word: str, choices) -> str:
    """A " (did you mean 'x'?)" hint for a close misspelling, else ""."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _is_null(node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null"


def _line(node) -> int:
    return node.start_mark.line + 1


def _num(x: float) -> str:
    return f"{x:g}"
