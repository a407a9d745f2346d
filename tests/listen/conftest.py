"""Fixtures of the listening part: a local web server publishing model archives."""

from __future__ import annotations

import functools
import hashlib
import http.server
import io
import json
import threading
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest


def make_zip(folder_name: str = "vosk-model-small-ru-0.22", evil: bool = False) -> bytes:
    """A model archive: the files a vosk model folder has (contents are placeholders)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name in ("am/final.mdl", "conf/model.conf", "conf/mfcc.conf", "graph/Gr.fst"):
            zf.writestr(f"{folder_name}/{name}", "x")
        if evil:
            zf.writestr("../evil.txt", "x")
    return buf.getvalue()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep the test output clean
        pass


@dataclass
class ModelSite:
    root: Path
    base: str

    def publish(self, data: bytes, md5: str | None = None) -> str:
        """Serve ``data`` as vosk-model-small-ru-0.22.zip in a model list; return the list URL."""
        (self.root / "vosk-model-small-ru-0.22.zip").write_bytes(data)
        base = self.base
        entries = [
            {"lang": "ru", "type": "small", "obsolete": "false", "version": "0.22",
             "name": "vosk-model-small-ru-0.22", "url": f"{base}/vosk-model-small-ru-0.22.zip",
             "md5": md5 or hashlib.md5(data).hexdigest()},
            {"lang": "ru", "type": "big", "obsolete": "false", "version": "0.42",
             "name": "vosk-model-ru-0.42", "url": f"{base}/nope.zip", "md5": "0" * 32},
            {"lang": "ru", "type": "small", "obsolete": "true", "version": "0.4",
             "name": "vosk-model-small-ru-0.4", "url": f"{base}/old.zip", "md5": "0" * 32},
        ]
        (self.root / "model-list.json").write_text(json.dumps(entries))
        return f"{base}/model-list.json"


@pytest.fixture
def model_site(tmp_path):
    """A web server on 127.0.0.1 serving a model list and a model archive."""
    root = tmp_path / "www"
    root.mkdir()
    handler = functools.partial(_QuietHandler, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield ModelSite(root, f"http://127.0.0.1:{httpd.server_address[1]}")
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


@pytest.fixture
def model_zip():
    """``make_zip``: builds a model archive's bytes."""
    return make_zip
