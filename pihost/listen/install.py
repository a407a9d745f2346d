"""``pihost model install``: download a vosk model, check its checksum, unpack it.

vosk's own downloader calls ``sys.exit`` on failure and verifies nothing; this one follows its
conventions (the model list, ``~/.cache/vosk``, a tqdm bar) but checks the download against the
list's MD5 (or a checksum given by hand), refuses unsafe archive paths, and only puts a model in
place once it is complete, so a failed install leaves nothing half-done behind.

>>> parse_checksum("md5:0123456789abcdef0123456789abcdef")
('md5', '0123456789abcdef0123456789abcdef')
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import urllib.request
import zipfile
from pathlib import Path

from pihost.listen.model import (
    MODEL_LIST_URL,
    ModelBrokenError,
    ModelError,
    check_model,
    is_model,
    pick_model,
)

CHUNK = 1 << 16


def parse_checksum(text: str) -> tuple[str, str]:
    """``"md5:HEX"`` or ``"sha256:HEX"`` -> (algorithm, hex). Raises ``ValueError``."""
    algo, _, digest = text.partition(":")
    sizes = {"md5": 32, "sha256": 64}
    digest = digest.strip().lower()
    if algo not in sizes or len(digest) != sizes[algo] or not all(
            c in "0123456789abcdef" for c in digest):
        raise ValueError(f"a checksum is md5:<32 hex digits> or sha256:<64 hex digits>, "
                         f"not {text!r}")
    return algo, digest


def install_model(lang: str = "ru", dest: Path | None = None, *, url: str | None = None,
                  checksum: str | None = None, list_url: str = MODEL_LIST_URL,
                  force: bool = False, progress: bool = True, timeout: float = 30.0) -> Path:
    """Install the small model for ``lang`` into ``dest`` (default ``~/.cache/vosk``) and return
    its folder. With ``url`` (a .zip) a ``checksum`` is required; otherwise both come from the
    model list. An installed model is kept unless ``force``.

    Raises ``ModelError`` (unreachable list or file, checksum mismatch, bad archive) and
    ``ValueError`` (a malformed checksum).
    """
    dest = Path(dest) if dest else Path.home() / ".cache" / "vosk"
    if url is None:
        entry = pick_model(lang, list_url=list_url, timeout=timeout)
        url, name = str(entry["url"]), str(entry["name"])
        if checksum is None and entry.get("md5"):
            checksum = f"md5:{entry['md5']}"
    else:
        name = Path(url.rsplit("/", 1)[-1]).stem
    if checksum is None:
        raise ModelError(f"no checksum for {url}: give one with --checksum md5:... or sha256:...")
    algo, want = parse_checksum(checksum)
    target = dest / name
    if is_model(target) and not force:
        return target
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".install-", dir=dest) as tmp:
        archive = Path(tmp) / "model.zip"
        got = _download(url, archive, algo, progress=progress, timeout=timeout)
        if got != want:
            raise ModelError(f"checksum mismatch for {url}: expected {algo} {want}, got {got}"
                             " (download again; if it persists the file changed upstream)")
        folder = _unpack(archive, Path(tmp) / "unpacked")
        if target.exists():
            shutil.rmtree(target)
        shutil.move(str(folder), target)
    return check_model(target)


def _download(url: str, to: Path, algo: str, *, progress: bool, timeout: float) -> str:
    from tqdm import tqdm

    digest = hashlib.new(algo)
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp, open(to, "wb") as out, tqdm(
                total=int(resp.headers.get("Content-Length") or 0) or None, unit="B",
                unit_scale=True, unit_divisor=1024, desc=url.rsplit("/", 1)[-1],
                disable=not progress) as bar:
            while chunk := resp.read(CHUNK):
                out.write(chunk)
                digest.update(chunk)
                bar.update(len(chunk))
    except OSError as exc:
        raise ModelError(f"cannot download {url}: {exc}") from None
    return digest.hexdigest()


def _unpack(archive: Path, into: Path) -> Path:
    """Unpack and return the model folder inside. Raises ``ModelError`` for a bad archive."""
    try:
        with zipfile.ZipFile(archive) as zf:
            for member in zf.namelist():
                p = Path(member)
                if p.is_absolute() or ".." in p.parts:
                    raise ModelError(f"unsafe path {member!r} in the model archive")
            zf.extractall(into)
    except zipfile.BadZipFile as exc:
        raise ModelError(f"the downloaded model is not a zip archive ({exc})") from None
    candidates = [into] + sorted(p for p in into.rglob("*") if p.is_dir())
    for c in candidates:
        if is_model(c):
            return c
    raise ModelBrokenError("the archive holds no vosk model (no am/final.mdl, conf/model.conf)")
