"""`pihost run` builds its voice from the config: the engine, the model and the loudness reach
the voice factory (issue 16: the natural voice on the box itself)."""

from __future__ import annotations

from pihost.clock import ManualClock
from pihost.config import load_config


def test_the_appliance_passes_the_voice_settings_to_the_factory(tmp_path, monkeypatch):
    from pihost.host import appliance
    from pihost.voice import FakeVoice, factory, load_pack

    cfg_file = tmp_path / "table.yaml"
    cfg_file.write_text("voice:\n  engine: piper\n  model: en_US-joe-medium\n"
                        "  level_dbfs: -18\n  output: none\nseats:\n  kind: fake\n"
                        "listen:\n  enabled: false\n", encoding="utf-8")
    cfg = load_config(cfg_file)
    seen = {}

    def fake_make_voice(lang, **kw):
        seen.update(kw, lang=lang)
        return FakeVoice(load_pack("ru"))

    monkeypatch.setattr(factory, "make_voice", fake_make_voice)
    outputs = appliance.make_devices(cfg, ManualClock(), lambda e: None)
    try:
        assert (seen["engine"], seen["model"], seen["level_dbfs"]) == (
            "piper", "en_US-joe-medium", -18.0)
    finally:
        outputs.board.close()
