"""Which voice a game was played with, kept in its journal's header.

The box sequences its phrases by their lengths, so a journal replays exactly only with a voice
that gives the same lengths: the same phrase pack with FakeVoice, or the same TTS engine (and
Piper model), voice and rate (the WAV cache is keyed by them, so the box's own cache gives the
same lengths).

>>> from pihost.voice import FakeVoice, load_pack
>>> describe(FakeVoice(load_pack("en")))
{'kind': 'fake', 'lang': 'en'}
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def describe(voice: Any) -> dict[str, Any]:
    """The voice a new game is spoken with (a TTS voice settles on its engine now)."""
    inner = getattr(voice, "voice", None)  # the demo's WAV timeline wraps the real voice
    if inner is not None and hasattr(inner, "renderer"):
        voice = inner
    if hasattr(voice, "settle"):
        return voice.settle()
    renderer = getattr(voice, "renderer", None)
    if renderer is not None:
        return {"kind": "tts", "lang": voice.pack.lang, "voice": renderer.voice,
                "rate": renderer.rate}
    return {"kind": "fake", "lang": voice.pack.lang}


def rebuild(spec: dict[str, Any] | None, default_lang: str) -> Any:
    """A silent voice giving the same phrase lengths as the one described (no sound played).
    Raises the voice part's errors (no TTS engine, unknown voice) for a TTS voice."""
    from pihost.voice import FakeVoice, load_pack

    spec = spec or {"kind": "fake", "lang": default_lang}
    if spec["kind"] == "tts":
        from pihost.voice.factory import make_voice
        from pihost.voice.loudness import DEFAULT_TARGET_DBFS

        if spec.get("engine") == "piper":  # its model where it was, else by name
            model = spec["model_path"] if Path(spec["model_path"]).is_file() else spec["model"]
            return make_voice(spec["lang"], output="none", rate=spec["rate"], engine="piper",
                              model=model, level_dbfs=spec["level_dbfs"])
        return make_voice(spec["lang"], output="none", rate=spec["rate"], voice=spec["voice"],
                          level_dbfs=spec.get("level_dbfs", DEFAULT_TARGET_DBFS))
    return FakeVoice(load_pack(spec["lang"]))
