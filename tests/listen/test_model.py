"""Finding, checking, tuning and installing models, against folders and a local web server."""

from __future__ import annotations

import functools
import hashlib
import http.server
import io
import json
import threading
import zipfile
from pathlib import Path

import pytest

from pihost.listen.install import install_model, parse_checksum
from pihost.listen.model import (
    ModelBrokenError,
    ModelError,
    ModelMissingError,
    check_model,
    find_model,
    is_model,
    pick_model,
    tuned_model,
)

CONF = "--beam=10.0\n--endpoint.rule2.min-trailing-silence=0.5\n"


def make_model(folder: Path) -> Path:
    for name, text in {"am/final.mdl": "am", "conf/model.conf": CONF, "conf/mfcc.conf": "m",
                       "graph/Gr.fst": "g", "ivector/final.ie": "i"}.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return folder


def test_find_model_by_language_small_first(tmp_path):
    make_model(tmp_path / "vosk-model-ru-0.42")
    small = make_model(tmp_path / "vosk-model-small-ru-0.22")
    make_model(tmp_path / "vosk-model-small-ko-0.22")
    assert find_model("ru", search=[tmp_path / "none", tmp_path]) == small


def test_find_model_from_the_environment(tmp_path, monkeypatch):
    model = make_model(tmp_path / "m")
    monkeypatch.setenv("VOSK_MODEL_PATH", str(model))
    assert find_model("ru") == model


def test_missing_model_names_where_it_looked_and_the_command(tmp_path):
    with pytest.raises(ModelMissingError) as err:
        find_model("ru", search=[tmp_path])
    assert str(tmp_path) in str(err.value)
    assert "pihost model install --lang ru" in str(err.value)
    with pytest.raises(ModelMissingError, match="no speech model at"):
        find_model("ru", path=tmp_path / "gone")


def test_broken_model_names_the_missing_files(tmp_path):
    model = make_model(tmp_path / "vosk-model-small-ru-0.22")
    (model / "am" / "final.mdl").unlink()
    with pytest.raises(ModelBrokenError, match="am/final.mdl"):
        check_model(model)
    assert not is_model(model)


def test_tuned_model_is_a_view_with_the_endpoint_changed(tmp_path):
    model = make_model(tmp_path / "m")
    view = tuned_model(model, trailing_silence_s=0.2, cache=tmp_path / "cache")
    conf = (view / "conf" / "model.conf").read_text()
    assert "rule2.min-trailing-silence=0.2" in conf and "=0.5" not in conf
    assert "rule3.min-trailing-silence=0.2" in conf and "--beam=10.0" in conf
    assert (view / "am").is_symlink() and (view / "conf" / "mfcc.conf").is_symlink()
    assert (model / "conf" / "model.conf").read_text() == CONF  # the model is untouched
    assert tuned_model(model, trailing_silence_s=0.2, cache=tmp_path / "cache") == view
    with pytest.raises(ValueError):
        tuned_model(model, trailing_silence_s=0, cache=tmp_path / "cache")


def _zip(folder_name: str = "vosk-model-small-ru-0.22", evil: bool = False) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name in ("am/final.mdl", "conf/model.conf", "conf/mfcc.conf", "graph/Gr.fst"):
            zf.writestr(f"{folder_name}/{name}", "x")
        if evil:
            zf.writestr("../evil.txt", "x")
    return buf.getvalue()


@pytest.fixture
def server(tmp_path):
    """A web server on 127.0.0.1 serving a model list and model archives from a folder."""
    root = tmp_path / "www"
    root.mkdir()
    handler = functools.partial(_QuietHandler, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield root, f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep the test output clean
        pass


def _publish(root: Path, base: str, data: bytes, md5: str | None = None) -> str:
    (root / "vosk-model-small-ru-0.22.zip").write_bytes(data)
    entries = [
        {"lang": "ru", "type": "small", "obsolete": "false", "version": "0.22",
         "name": "vosk-model-small-ru-0.22", "url": f"{base}/vosk-model-small-ru-0.22.zip",
         "md5": md5 or hashlib.md5(data).hexdigest()},
        {"lang": "ru", "type": "big", "obsolete": "false", "version": "0.42",
         "name": "vosk-model-ru-0.42", "url": f"{base}/nope.zip", "md5": "0" * 32},
        {"lang": "ru", "type": "small", "obsolete": "true", "version": "0.4",
         "name": "vosk-model-small-ru-0.4", "url": f"{base}/old.zip", "md5": "0" * 32},
    ]
    (root / "model-list.json").write_text(json.dumps(entries))
    return f"{base}/model-list.json"


def test_install_from_the_model_list(server, tmp_path):
    root, base = server
    list_url = _publish(root, base, _zip())
    assert pick_model("ru", list_url=list_url)["name"] == "vosk-model-small-ru-0.22"
    dest = tmp_path / "models"
    got = install_model("ru", dest, list_url=list_url, progress=False)
    assert got == dest / "vosk-model-small-ru-0.22" and is_model(got)
    assert find_model("ru", search=[dest]) == got
    assert [p.name for p in dest.iterdir()] == ["vosk-model-small-ru-0.22"]  # no leftovers


def test_checksum_mismatch_installs_nothing(server, tmp_path):
    root, base = server
    list_url = _publish(root, base, _zip(), md5="0" * 32)
    dest = tmp_path / "models"
    with pytest.raises(ModelError, match="checksum mismatch"):
        install_model("ru", dest, list_url=list_url, progress=False)
    assert list(dest.iterdir()) == []


def test_unsafe_or_bad_archives_are_refused(server, tmp_path):
    root, base = server
    list_url = _publish(root, base, _zip(evil=True))
    with pytest.raises(ModelError, match="unsafe path"):
        install_model("ru", tmp_path / "a", list_url=list_url, progress=False)
    list_url = _publish(root, base, b"not a zip")
    with pytest.raises(ModelError, match="not a zip"):
        install_model("ru", tmp_path / "b", list_url=list_url, progress=False)
    assert not (tmp_path / "evil.txt").exists()


def test_unknown_language_and_unreachable_list(server, tmp_path):
    root, base = server
    list_url = _publish(root, base, _zip())
    with pytest.raises(ModelError, match="no current small model for 'xx'"):
        install_model("xx", tmp_path, list_url=list_url, progress=False)
    with pytest.raises(ModelError, match="cannot read the model list"):
        install_model("ru", tmp_path, list_url=f"{base}/missing.json", progress=False)


def test_install_from_a_file_url_with_a_checksum(tmp_path):
    data = _zip("vosk-model-small-ru-0.22")
    archive = tmp_path / "vosk-model-small-ru-0.22.zip"
    archive.write_bytes(data)
    sha = hashlib.sha256(data).hexdigest()
    with pytest.raises(ModelError, match="no checksum"):
        install_model("ru", tmp_path / "d", url=archive.as_uri(), progress=False)
    got = install_model("ru", tmp_path / "d", url=archive.as_uri(), checksum=f"sha256:{sha}",
                        progress=False)
    assert is_model(got)
    # installed already: kept unless forced
    (got / "marker").write_text("x")
    assert install_model("ru", tmp_path / "d", url=archive.as_uri(),
                         checksum=f"sha256:{sha}", progress=False) == got
    assert (got / "marker").exists()
    install_model("ru", tmp_path / "d", url=archive.as_uri(), checksum=f"sha256:{sha}",
                  progress=False, force=True)
    assert not (got / "marker").exists()


@pytest.mark.parametrize("bad", ["md5:123", "crc:00", "sha256:" + "g" * 64, ""])
def test_malformed_checksum(bad):
    with pytest.raises(ValueError, match="checksum"):
        parse_checksum(bad)
