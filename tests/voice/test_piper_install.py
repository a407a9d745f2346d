"""``pihost voice install`` against a web server on 127.0.0.1 started here (no other network):
the real voice installed from a catalogue and then spoken with; a checksum mismatch, a torn
download, bad and unsafe archives, and no network, each leaving nothing behind."""

from __future__ import annotations

import functools
import hashlib
import http.server
import io
import json
import socket
import tarfile
import threading
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from pihost.cli import main
from pihost.voice.piper_install import VoiceInstallError, install_voice
from pihost.voice.piper_model import find_voice
from pihost.voice.piper_synth import PiperSynth
from pihost.voice.render import Renderer

NAME = "en_US-joe-medium"
FOLDER = "en/en_US/joe/medium"


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves files; ``/torn/...`` announces the whole file but sends half and hangs up."""

    requests: list[str]

    def log_message(self, *args):
        pass

    def do_GET(self):
        type(self).requests.append(self.path)
        if self.path.startswith("/torn/"):
            data = (Path(self.directory) / self.path[len("/torn/"):]).read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[:len(data) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        super().do_GET()


@dataclass
class Site:
    root: Path
    base: str
    requests: list[str]

    def catalogue(self, md5: dict[str, str] | None = None, prefix: str = "") -> str:
        """A voices.json listing the joe voice (with real MD5s unless ``md5`` overrides)."""
        files = {}
        for suffix in (".onnx", ".onnx.json"):
            path = f"{FOLDER}/{NAME}{suffix}"
            digest = (md5 or {}).get(suffix) or hashlib.md5(
                (self.root / path).read_bytes()).hexdigest()
            files[f"{prefix}{path}"] = {"size_bytes": (self.root / path).stat().st_size,
                                        "md5_digest": digest}
        files[f"{FOLDER}/MODEL_CARD"] = {"size_bytes": 3, "md5_digest": "0" * 32}
        entry = {"key": NAME, "name": "joe", "quality": "medium", "files": files,
                 "language": {"code": "en_US", "family": "en"}}
        other = {"key": "en_US-lessac-medium", "files": {}}
        (self.root / "voices.json").write_text(json.dumps({NAME: entry,
                                                           "en_US-lessac-medium": other}))
        return f"{self.base}/voices.json"

    def publish(self, name: str, data: bytes) -> tuple[str, str]:
        (self.root / name).write_bytes(data)
        return f"{self.base}/{name}", "sha256:" + hashlib.sha256(data).hexdigest()


@pytest.fixture
def site(tmp_path, joe):
    root = tmp_path / "www"
    (root / FOLDER).mkdir(parents=True)
    (root / FOLDER / f"{NAME}.onnx").symlink_to(joe.onnx)
    (root / FOLDER / f"{NAME}.onnx.json").symlink_to(joe.config)
    handler = type("H", (Handler,), {"requests": []})
    httpd = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield Site(root, f"http://127.0.0.1:{httpd.server_address[1]}", handler.requests)
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nothing_left(dest: Path) -> bool:
    return not dest.exists() or list(dest.iterdir()) == []


def tar_of(members: dict[str, bytes], link: str | None = None) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tf:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))
        if link:
            info = tarfile.TarInfo(link)
            info.type = tarfile.SYMTYPE
            info.linkname = "/etc/passwd"
            tf.addfile(info)
    return buf.getvalue()


def test_install_from_the_catalogue_then_speak_with_it(site, tmp_path, joe, capsys):
    dest = tmp_path / "voices"
    model = install_voice(NAME, dest, catalogue_url=site.catalogue(), progress=True)
    assert model.onnx == dest / f"{NAME}.onnx" and model.digest() == joe.digest()
    assert sorted(p.name for p in dest.iterdir()) == [f"{NAME}.onnx", f"{NAME}.onnx.json"]
    assert "100%" in capsys.readouterr().err                    # the progress bar
    found = find_voice(NAME, search=[dest])
    pcm = Renderer(PiperSynth(found), NAME, 165, tmp_path / "cache").sound("Seat three.")
    assert pcm.seconds > 0.3
    served = len(site.requests)
    assert install_voice(NAME, dest, catalogue_url=site.catalogue()) == model   # kept
    assert len(site.requests) == served                                         # no download
    install_voice(NAME, dest, catalogue_url=site.catalogue(), force=True, progress=False)
    assert len(site.requests) == served + 3


def test_checksum_mismatch_installs_nothing(site, tmp_path):
    dest = tmp_path / "voices"
    with pytest.raises(VoiceInstallError, match="checksum mismatch.*onnx"):
        install_voice(NAME, dest, catalogue_url=site.catalogue(md5={".onnx": "0" * 32}),
                      progress=False)
    assert nothing_left(dest)


def test_a_torn_download_installs_nothing(site, tmp_path):
    dest = tmp_path / "voices"
    with pytest.raises(VoiceInstallError, match="connection ended after .* of .* bytes"):
        install_voice(NAME, dest, catalogue_url=site.catalogue(prefix="torn/"), progress=False)
    assert nothing_left(dest)


def test_no_network(tmp_path):
    port = closed_port()
    with pytest.raises(VoiceInstallError, match="cannot read the Piper voice list"):
        install_voice(NAME, tmp_path, catalogue_url=f"http://127.0.0.1:{port}/voices.json",
                      progress=False, timeout=5)
    with pytest.raises(VoiceInstallError, match="cannot download"):
        install_voice(url=f"http://127.0.0.1:{port}/voice.tar.gz", checksum="md5:" + "0" * 32,
                      dest=tmp_path, progress=False, timeout=5)
    assert nothing_left(tmp_path)


def test_an_unknown_voice_suggests_names(site, tmp_path):
    with pytest.raises(VoiceInstallError, match="no voice 'en_US-joe-mediun'.*did you mean "
                       "en_US-joe-medium"):
        install_voice("en_US-joe-mediun", tmp_path, catalogue_url=site.catalogue())


def test_install_from_an_archive(site, tmp_path, joe):
    data = tar_of({f"voice/{NAME}.onnx": joe.onnx.read_bytes(),
                   f"voice/{NAME}.onnx.json": joe.config.read_bytes(), "voice/README": b"hi"})
    url, checksum = site.publish("voice.tar.gz", data)
    model = install_voice(url=url, checksum=checksum, dest=tmp_path / "v", progress=False)
    assert model.name == NAME and model.digest() == joe.digest()
    assert sorted(p.name for p in (tmp_path / "v").iterdir()) == [f"{NAME}.onnx",
                                                                 f"{NAME}.onnx.json"]


# (named ids: a gzip header holds the second it was written, so the archives' bytes as ids could
# differ between the test run's two workers, which must collect the same tests)
@pytest.mark.parametrize("archive, message", [
    (b"this is not an archive", "not a zip or tar archive"),
    (tar_of({"../evil.onnx": b"x"}), "unsafe path '../evil.onnx'"),
    (tar_of({"/abs.onnx": b"x"}), "unsafe path '/abs.onnx'"),
    (tar_of({"voice/x.onnx.json": b"{}"}, link="voice/x.onnx"), "is not a plain file"),
    (tar_of({"voice/README": b"no voice here"}), "does not hold exactly one Piper voice"),
    (tar_of({"a.onnx": b"x" * 2000}), "has no settings file"),
], ids=["not-an-archive", "dotdot-path", "absolute-path", "symlink", "no-voice", "no-settings"])
def test_bad_archives_are_refused(site, tmp_path, archive, message):
    url, checksum = site.publish("voice.tar.gz", archive)
    dest = tmp_path / "v"
    with pytest.raises(VoiceInstallError, match=message):
        install_voice(url=url, checksum=checksum, dest=dest, progress=False)
    assert nothing_left(dest)
    assert not (tmp_path / "evil.onnx").exists() and not Path("/abs.onnx").exists()


def test_an_unsafe_zip_is_refused(site, tmp_path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("../../evil.onnx", "x")
    url, checksum = site.publish("voice.zip", buf.getvalue())
    with pytest.raises(VoiceInstallError, match="unsafe path"):
        install_voice(url=url, checksum=checksum, dest=tmp_path / "v", progress=False)
    assert nothing_left(tmp_path / "v")


def test_an_archive_needs_a_checksum(site, tmp_path):
    url, _ = site.publish("voice.tar.gz", b"x")
    with pytest.raises(VoiceInstallError, match="no checksum"):
        install_voice(url=url, dest=tmp_path, progress=False)
    with pytest.raises(ValueError, match="checksum"):
        install_voice(url=url, checksum="md5:xyz", dest=tmp_path, progress=False)


def test_the_command(site, tmp_path, monkeypatch, capsys):
    dest = tmp_path / "voices"
    assert main(["voice", "install", NAME, "--dir", str(dest), "--catalogue",
                 site.catalogue(), "--quiet"]) == 0
    assert capsys.readouterr().out.strip() == str(dest / f"{NAME}.onnx")
    monkeypatch.setenv("PIHOST_PIPER_VOICES", str(dest))
    assert main(["voice", "path", "--lang", "en"]) == 0          # the pack's voice, found
    assert capsys.readouterr().out.strip() == str(dest / f"{NAME}.onnx")
    assert main(["voice", "install", "--lang", "en", "--dir", str(tmp_path / "w"),
                 "--catalogue", site.catalogue(md5={".onnx.json": "1" * 32}), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("pihost voice install: checksum mismatch")
    monkeypatch.setenv("PIHOST_PIPER_VOICES", str(tmp_path / "w"))
    assert main(["voice", "path", "ru_RU-irina-medium"]) == 1
    assert "install it with: pihost voice install ru_RU-irina-medium" in capsys.readouterr().err
