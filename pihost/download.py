"""Downloading what the box installs once (the speech model, a Piper voice): a progress bar, a
checksum over the bytes as they arrive, a download that stops short is an error, and archives are
unpacked only when every member is a plain file or folder inside the target.

>>> parse_checksum("md5:0123456789abcdef0123456789abcdef")
('md5', '0123456789abcdef0123456789abcdef')
>>> try:
...     download("file:///nonexistent/voice.onnx", Path("/tmp/x"), "md5", progress=False,
...              timeout=1)
... except DownloadError as exc:
...     print(str(exc).split(":")[0])
cannot download file
"""

from __future__ import annotations

import hashlib
import http.client
import shutil
import tarfile
import urllib.request
import zipfile
from pathlib import Path, PurePosixPath

CHUNK = 1 << 16


class DownloadError(RuntimeError):
    """A download or an archive that cannot be used; the message names the URL or the file."""


def add_install_arguments(parser, what: str, archive: str) -> None:
    """The flags every install command shares: ``--url`` (``archive``, instead of the list's),
    ``--checksum``, ``--force`` (reinstall over an installed ``what``), ``--quiet``."""
    parser.add_argument("--url", help=f"{archive} to install instead of the list's")
    parser.add_argument("--checksum", help="md5:HEX or sha256:HEX of --url")
    parser.add_argument("--force", action="store_true", help=f"reinstall over an installed {what}")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


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


def download(url: str, to: Path, algo: str, *, progress: bool, timeout: float) -> str:
    """Write ``url`` to ``to`` with a tqdm bar (unless not ``progress``); return the hex digest
    of the bytes by ``algo`` (``md5``, ``sha256``).

    Raises ``DownloadError``: unreachable, an HTTP error, or fewer bytes than announced (a
    connection cut short).
    """
    from tqdm import tqdm

    digest = hashlib.new(algo)
    got = 0
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp, open(to, "wb") as out:
            size = int(resp.headers.get("Content-Length") or 0) or None
            with tqdm(total=size, unit="B", unit_scale=True, unit_divisor=1024,
                      desc=url.rsplit("/", 1)[-1].split("?")[0], disable=not progress) as bar:
                while chunk := resp.read(CHUNK):
                    out.write(chunk)
                    digest.update(chunk)
                    got += len(chunk)
                    bar.update(len(chunk))
    except (OSError, http.client.HTTPException, ValueError) as exc:
        raise DownloadError(f"cannot download {url}: {exc or type(exc).__name__}") from None
    if size is not None and got != size:
        raise DownloadError(f"cannot download {url}: the connection ended after {got} of "
                            f"{size} bytes (try again)")
    return digest.hexdigest()


def check_digest(url: str, algo: str, want: str, got: str) -> None:
    """Raise ``DownloadError`` unless the digests agree."""
    if got != want:
        raise DownloadError(f"checksum mismatch for {url}: expected {algo} {want}, got {got}"
                            " (download again; if it persists the file changed upstream)")


def _safe_name(name: str) -> PurePosixPath:
    path = PurePosixPath(name.replace("\\", "/"))
    if path.is_absolute() or ".." in path.parts or not path.parts:
        raise DownloadError(f"unsafe path {name!r} in the archive")
    return path


def unpack(archive: Path, into: Path) -> Path:
    """Unpack a ``.zip`` or a (compressed) tar archive into ``into``; return ``into``.

    Only plain files and folders inside ``into`` are accepted: an absolute path, ``..``, a
    link or a device is refused before anything is written. Raises ``DownloadError``.
    """
    if zipfile.is_zipfile(archive):
        with zipfile.ZipFile(archive) as zf:
            members = zf.infolist()
            for m in members:
                _safe_name(m.filename)
                if (m.external_attr >> 16) & 0o170000 == 0o120000:
                    raise DownloadError(f"link {m.filename!r} in the archive")
            try:
                zf.extractall(into)
            except (zipfile.BadZipFile, OSError) as exc:
                raise DownloadError(f"the archive {archive.name} is damaged ({exc})") from None
        return into
    try:
        with tarfile.open(archive) as tf:
            members = tf.getmembers()
            for m in members:
                _safe_name(m.name)
                if not (m.isfile() or m.isdir()):
                    raise DownloadError(f"{m.name!r} in the archive is not a plain file")
            for m in members:
                target = into / _safe_name(m.name)
                if m.isdir():
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                source = tf.extractfile(m)
                assert source is not None  # a plain file always has its data
                with source, open(target, "wb") as out:
                    shutil.copyfileobj(source, out)
    except (tarfile.TarError, EOFError, OSError) as exc:
        raise DownloadError(f"the download is not a zip or tar archive, or it is "
                            f"damaged ({exc})") from None
    return into
