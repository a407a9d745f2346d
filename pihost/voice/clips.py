"""Recorded clips: a club's own host voice replaces TTS for any phrase it has recorded.

Clips live in ``voices/clips/<lang>/`` as 16-bit WAV files (any rate, mono or stereo). A phrase
is played from clips, first match wins:

1. ``<phrase_id>.wav`` — for a phrase without parameters (``night_falls.wav``);
2. the whole rendered text as a file name: ``десять_принято.wav`` for «Десять принято.»;
3. assembled from clips named by runs of its words, longest first:
   «Слово игроку номер десять.» = ``слово_игроку_номер.wav`` + ``десять.wav``.

Otherwise the phrase is rendered by TTS. A clip that cannot be read is left out with a
warning (``pihost voices check`` lists it): the game goes on with TTS. Clips are brought to the
voice's loudness (pihost.voice.loudness) when they are read, so a recorded phrase is as loud as a
rendered one. Stress marks in the text (U+0301, for Piper) are not part of the file names.

>>> clip_key("Слово игроку номер двадцать-один!")
'слово_игроку_номер_двадцать_один'
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from pihost.voice.audio import AudioError, Pcm, read_wav
from pihost.voice.loudness import DEFAULT_TARGET_DBFS, normalise
from pihost.voice.pack import unstressed

log = logging.getLogger(__name__)
_WORD = re.compile(r"[^\W_]+")


class ClipError(AudioError):
    """A clip file that cannot be played; the message names the file."""


def words(text: str) -> list[str]:
    """Lower-case words of a text, punctuation and stress marks dropped."""
    return _WORD.findall(unstressed(text).lower())


def clip_key(text: str) -> str:
    """The clip file name (without ``.wav``) that says ``text``."""
    return "_".join(words(text))


def read_clip(path: Path) -> Pcm:
    """Read one clip. Raises ClipError naming the file if it is not a usable WAV."""
    if path.suffix.lower() != ".wav":
        raise ClipError(f"{path}: clips must be .wav files")
    try:
        return read_wav(path)
    except AudioError as exc:
        raise ClipError(str(exc)) from None


class Clips:
    """The clips of one pack, read once (at ``level_dbfs``) and kept in memory."""

    def __init__(self, folder: Path, level_dbfs: float = DEFAULT_TARGET_DBFS) -> None:
        self.folder = folder
        self.level_dbfs = level_dbfs
        self._paths = {p.stem.lower(): p for p in folder.glob("*.wav")} if folder.is_dir() \
            else {}
        self._loaded: dict[str, Pcm] = {}
        self._longest = max((len(k.split("_")) for k in self._paths), default=0)

    def __len__(self) -> int:
        return len(self._paths)

    def find(self, phrase_id: str, has_params: bool, text: str) -> Pcm | None:
        """The phrase's sound from clips, or None if clips do not cover it."""
        if not has_params and self._get(phrase_id.lower()) is not None:
            return self._get(phrase_id.lower())
        said = words(text)
        pieces: list[Pcm] = []
        start = 0
        while start < len(said):
            for end in range(min(len(said), start + self._longest), start, -1):
                clip = self._get("_".join(said[start:end]))
                if clip is not None:
                    pieces.append(clip)
                    start = end
                    break
            else:
                return None
        return Pcm.join(pieces) if pieces else None

    def _get(self, key: str) -> Pcm | None:
        if key not in self._paths:
            return None
        if key not in self._loaded:
            try:
                self._loaded[key] = normalise(read_clip(self._paths[key]), self.level_dbfs)
            except ClipError as exc:
                log.warning("clip left out, TTS speaks instead: %s", exc)
                del self._paths[key]
                return None
        return self._loaded[key]
