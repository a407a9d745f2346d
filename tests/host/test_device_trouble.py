"""A speaker or microphone that fails mid-game: the game goes on (its timers never stop), the
trouble is a journaled input, the box tells the table (the microphone: «Микрофон не работает…»,
by day) or the host (the speaker: a WARNING and the service status), and a speaker gone for
longer than ``audio.speaker_lost_seconds`` ends ``pihost run`` with status 1 so systemd
restarts the box — which resumes the game from its journal."""

from __future__ import annotations

import logging
import threading
import time
from types import SimpleNamespace

import pytest

from pihost.events import DeviceTrouble, Resumed
from pihost.host import appliance
from pihost.host.box import Outputs
from pihost.host.journal import Journal
from pihost.host.setup import GameSetup
from pihost.host.table import SimTable
from pihost.host.testing import play
from pihost.voice import PackVoice, load_pack
from pihost.voice.outputs import MemoryOutput
from pihost.voice.player import Player
from pihost.voice.render import FakeSynth, Renderer


class FlakyOutput(MemoryOutput):
    def __init__(self) -> None:
        super().__init__()
        self.broken = threading.Event()

    def write(self, data: bytes) -> None:
        if self.broken.is_set():
            raise OSError("device unplugged")
        super().write(data)


class BreaksAt:
    """The simulated table, and the speaker pulled out once the game reaches ``at``."""

    def __init__(self, table: SimTable, out: FlakyOutput, at: float) -> None:
        self.table, self.out, self.at = table, out, at

    def next_action(self, box, now):
        if now >= self.at:
            self.out.broken.set()
        return self.table.next_action(box, now)


def test_the_game_goes_on_when_the_speaker_fails_mid_game(tmp_path):
    """Before: say raised, the box caught it and never set its next timer: the game froze."""
    pack = load_pack("ru")
    out = FlakyOutput()
    voice = PackVoice(pack, Renderer(FakeSynth(), pack.voice, pack.rate, tmp_path / "cache"),
                      Player(out, tail=0.0, retry_seconds=0.05))
    from pihost.clock import ManualClock
    from pihost.seats import FakeBoard

    clock = ManualClock()
    outputs = Outputs(voice=voice, board=FakeBoard(10, clock, lambda e: None))
    try:
        session = play(GameSetup(seed=4), BreaksAt(SimTable(4), out, at=250.0),
                       tmp_path / "g.jsonl", outputs=outputs, clock=clock)
    finally:
        voice.close()
    assert out.broken.is_set() and session.box.finished is not None
    clean = play(GameSetup(seed=4), SimTable(4), tmp_path / "clean.jsonl")
    assert session.box.finished["engine_inputs"] == clean.box.finished["engine_inputs"]


def speech_box(tmp_path):
    return play(GameSetup(seed=4), SimTable(4), tmp_path / "g.jsonl", max_inputs=25).box


def test_a_lost_microphone_is_said_by_day_with_the_fallback(tmp_path, monkeypatch):
    statuses = []
    monkeypatch.setattr("pihost.notify.notify_status", statuses.append)
    box = speech_box(tmp_path)
    assert box.stage.name == "speech"
    box.handle(DeviceTrouble(device="microphone", ok=False, at=box.now, detail="stream died"))
    assert box.transcript[-1].phrase == "mic_problem"
    assert "Выставляйте игроков кнопками" in box.transcript[-1].text
    assert statuses[-1] == "no microphone: stream died"
    box.handle(DeviceTrouble(device="microphone", ok=True, at=box.now))
    assert "microphone" not in box.trouble and statuses[-1] == "microphone works again"


def test_a_lost_speaker_lights_the_hosts_attention_and_says_nothing(tmp_path, monkeypatch, caplog):
    statuses = []
    monkeypatch.setattr("pihost.notify.notify_status", statuses.append)
    box = speech_box(tmp_path)
    said = len(box.transcript)
    caplog.set_level(logging.WARNING)
    box.handle(DeviceTrouble(device="speaker", ok=False, at=box.now, detail="device unplugged"))
    box.handle(DeviceTrouble(device="microphone", ok=False, at=box.now))
    assert len(box.transcript) == said          # nobody could hear it: the host is told
    assert statuses[0] == "no sound: device unplugged"
    assert "the speaker is not working: device unplugged" in caplog.text
    assert box.trouble.keys() == {"speaker", "microphone"}
    box.handle(Resumed(at=box.now))              # a restarted box has new devices
    assert not box.trouble


def test_at_night_the_microphone_trouble_is_not_said(tmp_path):
    box = play(GameSetup(seed=4), SimTable(4), tmp_path / "g.jsonl", max_inputs=70).box
    assert box.stage.name == "night"
    said = len(box.transcript)
    box.handle(DeviceTrouble(device="microphone", ok=False, at=box.now))
    assert len(box.transcript) == said


def test_the_fake_listener_reports_a_lost_microphone_and_again_at_the_next_speech():
    from pihost.clock import ManualClock
    from pihost.listen import FakeListener, ListenContext

    posted = []
    mic = FakeListener(clock=ManualClock(7.0))
    mic.start(posted.append)
    mic.lose("unplugged")
    mic.listen(ListenContext(speaker=3, alive=tuple(range(1, 11))))   # a speech begins
    mic.listen(None)
    mic.listen(ListenContext(speaker=4, alive=tuple(range(1, 11))))   # told once is enough
    mic.restore()
    assert posted == [DeviceTrouble("microphone", False, 7.0, "unplugged"),
                      DeviceTrouble("microphone", False, 7.0, "unplugged"),
                      DeviceTrouble("microphone", True, 7.0, "")]


# --- pihost run ---------------------------------------------------------------------------------

@pytest.fixture
def run_with_fakes(tmp_path, monkeypatch):
    from pihost.seats import FakeBoard
    from pihost.voice import FakeVoice

    got = SimpleNamespace(outputs=None)

    def make(cfg, clock, post):
        voice = FakeVoice(load_pack("ru"))
        voice.on_trouble(appliance.speaker_trouble(clock, post))
        got.outputs = Outputs(voice=voice, board=FakeBoard(10, clock, post))
        return got.outputs

    monkeypatch.setattr(appliance, "make_devices", make)
    config = tmp_path / "table.yaml"
    config.write_text("seats:\n  kind: fake\nlisten:\n  enabled: false\nvoice:\n  output: none\n"
                      "audio:\n  speaker_lost_seconds: 1\n"
                      f"journal:\n  dir: {tmp_path / 'games'}\n  fsync: false\n")
    got.run = lambda: appliance.run_box(SimpleNamespace(config=str(config)))
    got.games = tmp_path / "games"
    return got


@pytest.mark.timeout(60)
def test_a_speaker_gone_too_long_ends_the_box_with_status_1(run_with_fakes, capsys):
    def pull_the_plug():
        deadline = time.monotonic() + 20
        while run_with_fakes.outputs is None or not list(run_with_fakes.games.glob("*.jsonl")):
            if time.monotonic() > deadline:
                return
            time.sleep(0.01)
        time.sleep(0.2)
        run_with_fakes.outputs.voice.lose("device unplugged")

    threading.Thread(target=pull_the_plug, daemon=True).start()
    start = time.monotonic()
    rc = run_with_fakes.run()
    err = capsys.readouterr().err
    assert rc == 1, err
    assert "the speaker has not worked for" in err and "Traceback" not in err
    assert 1.0 <= time.monotonic() - start < 30
    [path] = run_with_fakes.games.glob("game-*.jsonl")
    troubles = [e for e in Journal.read(path).inputs if isinstance(e, DeviceTrouble)]
    assert troubles and troubles[0].device == "speaker" and not troubles[0].ok

