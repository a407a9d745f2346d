"""``make_voice``: the one factory that builds the box's voice from configuration.

>>> voice = make_voice("ru", output="fake")
>>> voice.say("time_up") > 0, voice.spoken[0][2]
(True, 'Время.')
"""

from __future__ import annotations

import os

from pihost.voice.api import Voice, VoiceError
from pihost.voice.fake import FakeVoice
from pihost.voice.outputs import DeviceOutput, NullOutput, Output, WavOutput
from pihost.voice.pack import load_pack
from pihost.voice.player import Player
from pihost.voice.render import Pyttsx3Synth, Renderer
from pihost.voice.speaker import PackVoice

OUTPUTS = "auto | device[:NAME] | wav:PATH | none | fake"


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
               tail: float = 0.3) -> Voice:
    """Build the box's voice.

    * ``lang``: pack code (``ru``, ``en``) or the path of a pack file;
    * ``output``: ``auto`` — the default sound device if PortAudio has one, else a VoiceError
      naming the fix; ``device`` or ``device:NAME``; ``wav:PATH`` — every phrase appended to
      one WAV file; ``none`` — no sound, real timing; ``fake`` — FakeVoice (no TTS, no sound);
    * ``rate`` (words per minute) and ``voice`` (espeak-ng voice) override the pack's;
    * ``cache_dir``: the WAV cache (default ``$PIHOST_CACHE`` or ``~/.cache/pihost/voices``);
    * ``tail`` (s): speaking stays on this long after a phrase (the mic stays muted).

    Raises PackError (bad pack), VoiceError (no TTS, no such voice, no device), ValueError.
    """
    pack = load_pack(lang)
    if output == "fake":
        return FakeVoice(pack)
    synth = Pyttsx3Synth()
    tts_voice = voice or pack.voice
    synth.voice_id(tts_voice)  # an unknown voice fails here, not at the first phrase
    renderer = Renderer(synth, tts_voice, rate or pack.rate, cache_dir)
    player = Player(make_output(output), tail=tail)
    return PackVoice(pack, renderer, player)


__all__ = ["VoiceError", "make_output", "make_voice"]
