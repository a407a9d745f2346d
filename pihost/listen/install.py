"""``pihost model install``: download a vosk model, check its checksum, unpack it.

vosk's own downloader calls ``sys.exit`` on failure and verifies nothing; this one follows its
conventions (the model list, ``~/.cache/vosk``, a tqdm bar) but checks the download against the
list's MD5 (or a checksum given by hand), refuses unsafe archive paths, and only puts a model in
place once it is complete, so a failed install leaves nothing half-done behind.

>>> parse_checksum("md5:0123456789abcdef0123456789abcdef")
('md5', '0123456789abcdef0123456789abcdef')
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from pihost.download import DownloadError, check_digest, download, parse_checksum, unpack
from pihost.listen.model import (
    MODEL_LIST_URL,
    ModelBrokenError,
    ModelError,
    check_model,
    is_model,
    pick_model,
)

__all__ = ["install_model", "parse_checksum"]


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
        try:
            check_digest(url, algo, want, download(url, archive, algo, progress=progress,
                                                   timeout=timeout))
            folder = _model_folder(unpack(archive, Path(tmp) / "unpacked"))
        except DownloadError as exc:
            raise ModelError(str(exc)) from None
        if target.exists():
            shutil.rmtree(target)
        shutil.move(str(folder), target)
    return check_model(target)


def _model_folder(into: Path) -> Path:
    """The model folder inside an unpacked archive. Raises ``ModelBrokenError``."""
    candidates = [into] + sorted(p for p in into.rglob("*") if p.is_dir())
    for c in candidates:
        if is_model(c):
            return c
    raise ModelBrokenError("the archive holds no vosk model (no am/final.mdl, conf/model.conf)")
