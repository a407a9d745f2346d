"""``pihost voice install NAME``: download a Piper voice, check it, put it where the box looks.

Voices come from Piper's catalogue (``voices.json`` of rhasspy/piper-voices, pinned at v1.0.0):
it lists every voice's files with their size and MD5, so each download is checked; or from
``--url`` (a ``.tar.gz``/``.zip`` holding ``NAME.onnx`` and ``NAME.onnx.json``, as Piper's
release archives do) with ``--checksum``, unpacked safely (pihost.download). Everything lands in
a temporary folder inside the destination first and is moved into place only when complete and
checked, so a failed install leaves nothing half-done behind; an installed voice is kept unless
``force``. The same pattern as ``pihost model install`` (pihost.listen.install).

>>> voice_urls({"files": {"ru/ru_RU/irina/medium/ru_RU-irina-medium.onnx": {"md5_digest": "ab"},
...                       "ru/ru_RU/irina/medium/MODEL_CARD": {}}}, "https://x/v1/voices.json")
[('https://x/v1/ru/ru_RU/irina/medium/ru_RU-irina-medium.onnx', 'ru_RU-irina-medium.onnx', 'ab')]
"""

from __future__ import annotations

import difflib
import json
import os
import tempfile
import urllib.request
from pathlib import Path

from pihost.download import DownloadError, check_digest, download, parse_checksum, unpack
from pihost.voice.api import VoiceError
from pihost.voice.piper_model import PiperModel, check_voice, install_dir

CATALOGUE_URL = "https://huggingface.co/rhasspy/piper-voices/resolve/v1.0.0/voices.json"


class VoiceInstallError(VoiceError):
    """A voice that could not be installed: unreachable, not in the catalogue, a checksum
    mismatch, a torn download, a bad archive. Nothing was put in place."""


def read_catalogue(url: str = CATALOGUE_URL, timeout: float = 30.0) -> dict:
    """Piper's voice catalogue: name -> entry. Raises ``VoiceInstallError``."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            data = json.load(resp)
    except (OSError, ValueError) as exc:
        raise VoiceInstallError(f"cannot read the Piper voice list {url}: {exc}") from None
    if not isinstance(data, dict):
        raise VoiceInstallError(f"the Piper voice list {url} is not a mapping of voices")
    return data


def voice_urls(entry: dict, catalogue_url: str) -> list[tuple[str, str, str]]:
    """(url, file name, md5) of a catalogue entry's model and settings files."""
    base = catalogue_url.rsplit("/", 1)[0] + "/"
    files = entry.get("files") if isinstance(entry, dict) else None
    if not isinstance(files, dict):
        return []
    return [(base + path, path.rsplit("/", 1)[-1], str((info or {}).get("md5_digest", "")))
            for path, info in files.items() if path.endswith((".onnx", ".onnx.json"))]


def install_voice(name: str | None = None, dest: Path | None = None, *, url: str | None = None,
                  checksum: str | None = None, catalogue_url: str = CATALOGUE_URL,
                  force: bool = False, progress: bool = True, timeout: float = 30.0
                  ) -> PiperModel:
    """Install the Piper voice ``name`` into ``dest`` (default ``install_dir()``) and return
    it. With ``url`` (an archive) a ``checksum`` is required and ``name`` may be left out.

    Raises ``VoiceInstallError`` and ``ValueError`` (a malformed checksum, neither a name nor
    a url).
    """
    dest = Path(dest) if dest else install_dir()
    if url is None:
        if not name:
            raise ValueError("name a voice (like ru_RU-irina-medium) or give --url")
        target = dest / f"{name}.onnx"
        if not force and _installed(target, name):
            return check_voice(target, name)
        catalogue = read_catalogue(catalogue_url, timeout)
        entry = catalogue.get(name)
        if entry is None:
            raise VoiceInstallError(_unknown(name, catalogue, catalogue_url))
        files = voice_urls(entry, catalogue_url)
        if sorted(f for _, f, _ in files) != [f"{name}.onnx", f"{name}.onnx.json"] or not all(
                md5 for _, _, md5 in files):
            raise VoiceInstallError(f"the Piper voice list {catalogue_url} gives no model and "
                                    f"settings with checksums for {name}")
    else:
        if checksum is None:
            raise VoiceInstallError(f"no checksum for {url}: give one with --checksum "
                                    "md5:... or sha256:...")
        parse_checksum(checksum)
        if name and not force and _installed(dest / f"{name}.onnx", name):
            return check_voice(dest / f"{name}.onnx", name)
    try:
        dest.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix=".install-", dir=dest) as tmp:
            got = _fetch_files(files, Path(tmp), progress, timeout) if url is None else \
                _fetch_archive(url, checksum or "", name, Path(tmp), progress, timeout)
            try:
                model = check_voice(got)
            except VoiceError as exc:
                raise VoiceInstallError("the download holds no usable Piper voice: "
                                        + str(exc).splitlines()[0]) from None
            for path in (model.config, model.onnx):  # the model last: it marks a whole voice
                os.replace(path, dest / path.name)
    except DownloadError as exc:
        raise VoiceInstallError(str(exc)) from None
    except OSError as exc:
        raise VoiceInstallError(f"cannot install into {dest}: {exc}") from None
    return check_voice(dest / model.onnx.name, model.name)


def _installed(target: Path, name: str) -> bool:
    try:
        check_voice(target, name)
    except VoiceError:  # missing, or broken: (re)installed
        return False
    return True


def _unknown(name: str, catalogue: dict, url: str) -> str:
    close = difflib.get_close_matches(name, list(catalogue), n=4, cutoff=0.6)
    lang = name.split("-", 1)[0]
    same = sorted(k for k in catalogue if k.startswith(lang + "-"))[:8]
    return (f"the Piper voice list {url} has no voice {name!r}"
            + (f" (did you mean {', '.join(close)}?)" if close else "")
            + (f"; voices for {lang}: {', '.join(same)}" if same else ""))


def _fetch_files(files: list[tuple[str, str, str]], into: Path, progress: bool,
                 timeout: float) -> Path:
    for url, file_name, md5 in files:
        check_digest(url, "md5", md5.lower(),
                     download(url, into / file_name, "md5", progress=progress, timeout=timeout))
    return next(into / f for _, f, _ in files if f.endswith(".onnx"))


def _fetch_archive(url: str, checksum: str, name: str | None, into: Path, progress: bool,
                   timeout: float) -> Path:
    algo, want = parse_checksum(checksum)
    archive = into / "voice.archive"
    check_digest(url, algo, want, download(url, archive, algo, progress=progress,
                                           timeout=timeout))
    unpacked = unpack(archive, into / "unpacked")
    models = sorted(p for p in unpacked.rglob("*.onnx") if p.is_file())
    if name:
        models = [p for p in models if p.name == f"{name}.onnx"]
    if len(models) != 1:
        what = f"{name}.onnx" if name else "exactly one Piper voice (.onnx)"
        raise DownloadError(f"the archive {url} does not hold {what} "
                            f"(it holds {', '.join(p.name for p in models) or 'no .onnx'})")
    return models[0]

