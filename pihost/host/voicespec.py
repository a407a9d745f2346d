"""Which voice a game was played with, kept in its journal's header.

The box sequences its phrases by their lengths, so a journal replays exactly only with a voice
that gives the same lengths: the same phrase pack with FakeVoice, or the same TTS voice and rate
(the WAV cache is keyed by both, and a missing phrase renders to the same sound).

>>> from pihost.voice import FakeVoice, load_pack
>>> describe(FakeVoice(load_pack("en")))
{'kind': 'fake', 'lang': 'en'}
"""

from __future__ import annotations

from typing import Any


def describe(voice: Any) -> dict[str, Any]:
    inner = getattr(voice, "voice", None)  # the demo's WAV timeline wraps the real voice
    if inner is not None and hasattr(inner, "renderer"):
        voice = inner
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

        return make_voice(spec["lang"], output="none", rate=spec["rate"], voice=spec["voice"])
    return FakeVoice(load_pack(spec["lang"]))
