"""The box speaks: phrase packs with Russian/English numbers as words, a WAV cache rendered by
pyttsx3 (espeak-ng) or Piper (a natural voice) at one loudness, recorded clips that override
TTS, and queued playback through PortAudio.

>>> pack = load_pack("ru")
>>> pack.text("nomination_accepted", seat=10)
'Десять принято.'
>>> with FakeVoice(pack) as voice:
...     seconds = voice.say("speech", seat=3)
"""

from pihost.voice.api import Voice, VoiceError
from pihost.voice.factory import make_voice
from pihost.voice.fake import FakeVoice
from pihost.voice.pack import PackError, PhrasePack, load_pack
from pihost.voice.speaker import PackVoice

__all__ = ["FakeVoice", "PackError", "PackVoice", "PhrasePack", "Voice", "VoiceError",
           "load_pack", "make_voice"]
