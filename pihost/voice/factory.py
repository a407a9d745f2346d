"""``make_voice``: the one factory that builds the box's voice from configuration.

>>> voice = make_voice("ru", output="fake")
>>> voice.say("time_up") > 0, voice.spoken[0][2]
(True, 'Время.')

Engines: ``espeak`` (pyttsx3 + espeak-ng, the default) and ``piper`` (a natural voice, with
espeak-ng as its stand-in while its phrases render). A Piper voice that is not installed (or
piper-tts itself) is not fatal: the box speaks with espeak-ng, logs the message with the command
that installs it, and says ``voice_missing`` aloud.
"""

from __future__ import annotations

import logging
import os

from pihost.voice.api import Voice, VoiceError
from pihost.voice.fake import FakeVoice
from pihost.voice.loudness import DEFAULT_TARGET_DBFS
from pihost.voice.outputs import DeviceOutput, NullOutput, Output, WavOutput
from pihost.voice.pack import PhrasePack, load_pack
from pihost.voice.player import Player
from pihost.voice.render import Pyttsx3Synth, Renderer
from pihost.voice.speaker import PackVoice

log = logging.getLogger(__name__)
OUTPUTS = "auto | device[:NAME] | wav:PATH | none | fake"
ENGINES = ("espeak", "piper")


def make_output(output: str) -> Output:
    """An Output from its configuration string (see ``make_voice``).

    Raises VoiceError naming the fix, or ValueError for an unknown kind.
    """
    kind, _, arg = output.partition(":")
    if kind in ("auto", "device"):
        device = int(arg) if arg.isdigit() else (arg or None)
        return DeviceOutput(device)
    if kind == "wav":
        if not arg:
            raise ValueError("output 'wav:PATH' needs a file path")
        return WavOutput(arg)
    if kind == "none":
        return NullOutput()
    raise ValueError(f"unknown voice output {output!r} (use {OUTPUTS})")


def make_voice(lang: str | os.PathLike = "ru", output: str = "auto", rate: int | None = None,
               voice: str | None = None, cache_dir: str | os.PathLike | None = None,
               tail: float = 0.3, engine: str = "espeak", model: str | os.PathLike | None = None,
               level_dbfs: float = DEFAULT_TARGET_DBFS, fallback: bool = True) -> Voice:
    """Build the box's voice.

    * ``lang``: pack code (``ru``, ``en``) or the path of a pack file;
    * ``output``: ``auto`` — the default sound device if PortAudio has one, else a VoiceError
      naming the fix; ``device`` or ``device:NAME``; ``wav:PATH`` — every phrase appended to
      one WAV file; ``none`` — no sound, real timing; ``fake`` — FakeVoice (no TTS, no sound);
    * ``rate`` (words per minute) and ``voice`` (espeak-ng voice) override the pack's;
    * ``cache_dir``: the WAV cache (default ``$PIHOST_CACHE`` or ``~/.cache/pihost/voices``);
    * ``tail`` (s): speaking stays on this long after a phrase (the mic stays muted);
    * ``engine``: ``espeak`` or ``piper``; ``model``: the Piper voice, a name or a path (None:
      the pack's ``piper`` voice); ``fallback``: a missing Piper voice falls back to espeak-ng
      (with the message logged and ``voice_missing`` said) instead of raising;
    * ``level_dbfs``: the loudness every phrase and clip is brought to (dBFS, -40..-6).

    Raises PackError (bad pack), VoiceError (no TTS, no such voice, no device; a missing
    Piper voice without ``fallback``: ``VoiceMissingError``), ValueError (unknown engine or
    output, a level out of range).
    """
    pack = load_pack(lang)
    if output == "fake":
        return FakeVoice(pack)
    if engine not in ENGINES:
        raise ValueError(f"unknown voice engine {engine!r} (use {' or '.join(ENGINES)})")
    notice = None
    if engine == "piper":
        try:
            renderer = _piper_renderer(pack, model, rate, cache_dir, level_dbfs)
        except VoiceError as exc:
            if not fallback:
                raise
            notice = str(exc)
            log.warning("%s\nthe box speaks with espeak-ng meanwhile", exc)
        else:
            try:
                stand_in = _espeak_renderer(pack, rate, voice, cache_dir, level_dbfs)
            except VoiceError as exc:  # no espeak-ng: Piper renders everything itself
                log.warning("no espeak-ng stand-in for Piper (%s)", exc)
                stand_in = None
            return PackVoice(pack, renderer, Player(make_output(output), tail=tail),
                             stand_in=stand_in)
    espeak = _espeak_renderer(pack, rate, voice, cache_dir, level_dbfs)
    spoken = PackVoice(pack, espeak, Player(make_output(output), tail=tail))
    if notice is not None:
        spoken.notice = notice
        if "voice_missing" in pack.ids:
            spoken.say("voice_missing")
    return spoken


def _espeak_renderer(pack: PhrasePack, rate: int | None, voice: str | None,
                     cache_dir: str | os.PathLike | None, level_dbfs: float) -> Renderer:
    synth = Pyttsx3Synth()
    tts_voice = voice or pack.voice
    synth.voice_id(tts_voice)  # an unknown voice fails here, not at the first phrase
    return Renderer(synth, tts_voice, rate or pack.rate, cache_dir, level_dbfs)


def _piper_renderer(pack: PhrasePack, model: str | os.PathLike | None, rate: int | None,
                    cache_dir: str | os.PathLike | None, level_dbfs: float) -> Renderer:
    from pihost.voice.piper_model import VoiceMissingError, find_voice
    from pihost.voice.piper_synth import PiperSynth

    name = model or pack.piper
    if name is None:
        raise VoiceMissingError(f"{pack.path} names no Piper voice: set voice.model to a "
                                "Piper voice (a name like en_US-joe-medium, or a path)")
    found = find_voice(name)
    return Renderer(PiperSynth(found, reference_rate=pack.rate), found.name, rate or pack.rate,
                    cache_dir, level_dbfs)


__all__ = ["ENGINES", "VoiceError", "make_output", "make_voice"]
