"""The small YAML subset our rule-set files use, read with the standard library only.

Supported: ``key: value`` lines, one level of nested mapping (``key:`` then indented lines),
comments (``#``), scalars (int, float, true/false, null, plain or quoted strings) and flow lists
``[a, b]``. Anything else is an error naming the line. The tests check that PyYAML reads every
shipped rule file to the same data.

>>> parse("seats: 10  # ten\\ndeck:\\n  don: 1\\nname: classic\\n")
{'seats': 10, 'deck': {'don': 1}, 'name': 'classic'}

Raises ``ValueError`` with ``line N: reason`` for text outside the subset.
"""

from __future__ import annotations

import re
from typing import Any

_KEY = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*|[0-9]+):(?:\s+(.*))?$")


def _strip_comment(text: str) -> str:
    out, quote = [], None
    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch == "#" and (i == 0 or text[i - 1].isspace()):
            break
        out.append(ch)
    return "".join(out).rstrip()


def scalar(text: str) -> Any:
    """One YAML scalar or flow list: ``scalar("30") == 30``, ``scalar("[1, 2]") == [1, 2]``."""
    t = text.strip()
    if t.startswith("{") and t.endswith("}"):
        inner = t[1:-1].strip()
        out: dict[Any, Any] = {}
        for part in inner.split(",") if inner else []:
            key, colon, value = part.partition(":")
            m = _KEY.match(f"{key.strip()}:")
            if not colon or not m:
                raise ValueError(f"not a flow mapping entry: {part.strip()!r}")
            out[_key(m.group(1))] = scalar(value)
        return out
    if t.startswith("[") and t.endswith("]"):
        inner = t[1:-1].strip()
        return [scalar(p) for p in inner.split(",")] if inner else []
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "\"'":
        return t[1:-1]
    low = t.lower()
    if low in ("true", "yes"):
        return True
    if low in ("false", "no"):
        return False
    if low in ("null", "~", ""):
        return None
    try:
        return int(t)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        return t


def _key(text: str) -> Any:
    return int(text) if text.isdigit() else text


def parse(text: str) -> dict[Any, Any]:
    """Parse the subset into a dict. Raises ValueError("line N: ...")."""
    top: dict[str, Any] = {}
    nested: dict[str, Any] | None = None
    for n, raw in enumerate(text.splitlines(), start=1):
        line = _strip_comment(raw)
        if not line.strip():
            continue
        if "\t" in raw[: len(raw) - len(raw.lstrip())]:
            raise ValueError(f"line {n}: tabs are not allowed for indentation")
        indented = line[0] == " "
        m = _KEY.match(line.strip())
        if not m:
            raise ValueError(f"line {n}: expected 'key: value', got {raw.strip()!r}")
        key, value = _key(m.group(1)), m.group(2)
        target = top
        if indented:
            if nested is None:
                raise ValueError(f"line {n}: indented line outside a mapping")
            target = nested
        else:
            nested = None
        if key in target:
            raise ValueError(f"line {n}: duplicate key {key!r}")
        if value is None or value == "":
            if indented:
                raise ValueError(f"line {n}: only one level of nesting is supported")
            nested = target[key] = {}
        else:
            try:
                target[key] = scalar(value)
            except ValueError as e:
                raise ValueError(f"line {n}: {e}") from None
    return top
