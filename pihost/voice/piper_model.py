"""Piper voices on this machine: finding one by name or path, and checking its two files.

A Piper voice is an ONNX model ``NAME.onnx`` with its settings ``NAME.onnx.json`` beside it
(names like ``ru_RU-irina-medium``: language, speaker, quality). ``voice.model`` in the config is
either a path (the ``.onnx`` file, or a folder holding one) or a name looked up in, in order:
``$PIHOST_PIPER_VOICES`` (the service sets ``/var/lib/pihost/piper-voices``),
``~/.local/share/pihost/piper-voices`` (where ``pihost voice install`` puts voices by default)
and ``/usr/share/piper-voices``. A missing voice is a ``VoiceMissingError`` whose last line is
the command that installs it.

>>> try:
...     find_voice("ru_RU-irina-medium", search=["/nonexistent"])
... except VoiceMissingError as exc:
...     print(str(exc).splitlines()[-1])
install it with: pihost voice install ru_RU-irina-medium
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from pihost.voice.api import VoiceError

VOICES_ENV = "PIHOST_PIPER_VOICES"
NAME = re.compile(r"[A-Za-z0-9][\w.+-]*")  # a voice name, not a path


class VoiceMissingError(VoiceError):
    """No such Piper voice here; the message ends with the command that installs it."""


class VoiceBrokenError(VoiceError):
    """A Piper voice whose files are incomplete or unreadable; the message names the fix."""


def install_dir() -> Path:
    """Where ``pihost voice install`` puts voices: ``$PIHOST_PIPER_VOICES`` or
    ``~/.local/share/pihost/piper-voices``."""
    env = os.environ.get(VOICES_ENV)
    return Path(env) if env else Path.home() / ".local" / "share" / "pihost" / "piper-voices"


def default_search() -> list[Path]:
    """Where voices are looked for by name, in order."""
    dirs = [install_dir(), Path.home() / ".local" / "share" / "pihost" / "piper-voices",
            Path("/usr/share/piper-voices")]
    return list(dict.fromkeys(dirs))


def is_name(text: str) -> bool:
    """Whether ``voice.model`` is a voice name (``en_US-joe-medium``) rather than a path.

    >>> is_name("ru_RU-irina-medium"), is_name("voices/irina.onnx"), is_name("irina.onnx")
    (True, False, False)
    """
    return bool(NAME.fullmatch(text)) and not text.endswith(".onnx")


@dataclass(frozen=True)
class PiperModel:
    """One Piper voice: its name, its two files and what its settings say."""

    name: str
    onnx: Path
    config: Path
    sample_rate: int          # hertz of what the model writes
    espeak_voice: str         # the phonemizer's language (``ru``, ``en-us``)
    length_scale: float       # the model's own speaking pace (1.0 = as trained)
    _digest: list[str] = field(default_factory=list, compare=False, repr=False)

    def digest(self) -> str:
        """A SHA-256 over both files (first 16 hex digits): part of the phrase cache key, so a
        re-trained or replaced model renders its phrases again."""
        if not self._digest:
            h = hashlib.sha256()
            for path in (self.onnx, self.config):
                with open(path, "rb") as f:
                    while block := f.read(1 << 20):
                        h.update(block)
            self._digest.append(h.hexdigest()[:16])
        return self._digest[0]


def check_voice(onnx: Path, name: str | None = None) -> PiperModel:
    """The voice whose model is ``onnx`` (its settings at ``onnx`` + ``.json``).

    Raises ``VoiceMissingError`` if the model is not there, ``VoiceBrokenError`` if the
    settings are missing, unreadable or lack what Piper needs.
    """
    name = name or onnx.name.removesuffix(".onnx")
    fix = f"reinstall it with: pihost voice install {name} --force"
    if not onnx.is_file():
        raise VoiceMissingError(f"no Piper voice model at {onnx}\n"
                                f"install it with: pihost voice install {name}")
    config = onnx.with_name(onnx.name + ".json")
    try:
        data = json.loads(config.read_text(encoding="utf-8"))
        settings = (int(data["audio"]["sample_rate"]), str(data["espeak"]["voice"]),
                    float(data.get("inference", {}).get("length_scale", 1.0)))
        if not isinstance(data["phoneme_id_map"], dict) or data["num_symbols"] < 1:
            raise ValueError("phoneme_id_map")
    except FileNotFoundError:
        raise VoiceBrokenError(f"the Piper voice {onnx} has no settings file {config.name}\n"
                               f"{fix}") from None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise VoiceBrokenError(f"the Piper voice settings {config} are unreadable ({exc!r})\n"
                               f"{fix}") from None
    if onnx.stat().st_size < 1024:
        raise VoiceBrokenError(f"the Piper voice model {onnx} is cut short "
                               f"({onnx.stat().st_size} bytes)\n{fix}")
    rate, espeak, length = settings
    return PiperModel(name, onnx, config, rate, espeak, length)


def find_voice(model: str | os.PathLike, search: list[str | os.PathLike] | None = None
               ) -> PiperModel:
    """The Piper voice ``model`` names: a path (``.onnx`` file or a folder with one) or a name
    looked up in ``search`` (default ``default_search()``).

    Raises ``VoiceMissingError`` naming where it looked and the install command,
    ``VoiceBrokenError`` for a voice with broken files.
    """
    text = str(model)
    if not is_name(text):
        path = Path(text).expanduser()
        if path.is_dir():
            found = sorted(path.glob("*.onnx"))
            if len(found) != 1:
                raise VoiceMissingError(f"{path} holds {len(found)} Piper voices (.onnx), not "
                                        "one: set voice.model to the .onnx file")
            path = found[0]
        return check_voice(path)
    looked = []
    for d in map(Path, search if search is not None else default_search()):
        looked.append(str(d))
        for candidate in (d / f"{text}.onnx", d / text / f"{text}.onnx"):
            if candidate.is_file():
                return check_voice(candidate, text)
    raise VoiceMissingError(f"no Piper voice {text!r} in {', '.join(looked)}\n"
                            f"install it with: pihost voice install {text}")
