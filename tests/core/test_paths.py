"""Where saves live: FORGEGAMES_DATA_DIR, else the platform's user data directory."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from forgegames.core import paths


def test_override_with_forgegames_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "somewhere" / "else"
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(target))
    assert paths.data_dir() == target
    assert target.is_dir()
    assert paths.saves_dir() == target / "saves"
    assert (target / "saves").is_dir()


def test_each_test_has_its_own_data_dir(data_dir: Path) -> None:
    assert paths.data_dir() == data_dir


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is a Linux convention")
def test_platform_dir_honours_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FORGEGAMES_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert paths.data_dir() == tmp_path / "xdg" / "forgegames"
    assert paths.data_dir().is_dir()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is a Linux convention")
def test_platform_dir_default_on_linux(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORGEGAMES_DATA_DIR")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert paths.data_dir() == tmp_path / ".local" / "share" / "forgegames"


def test_empty_override_falls_back_to_the_platform_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", "")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path / "appdata"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "appdata"))
    assert paths.data_dir().name == "forgegames"
    assert paths.data_dir() != Path("")
    assert tmp_path in paths.data_dir().parents


def test_root_is_the_checkout() -> None:
    assert (paths.ROOT / "forgegames" / "core" / "paths.py").is_file()
    assert (paths.ROOT / "data").is_dir()


def test_the_standalone_app_reads_its_files_from_its_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert paths.frozen_root() is None  # from source
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert paths.frozen_root() == tmp_path / "_internal"
    assert paths._resources_root() == tmp_path / "_internal"


def test_the_standalone_app_keeps_saves_where_the_source_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Any build, of any version, finds the same saves: never inside the app's folder."""
    monkeypatch.delenv("FORGEGAMES_DATA_DIR")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "appdata"))
    from_source = paths.data_dir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "app" / "_internal"), raising=False)
    assert paths.data_dir() == from_source
    assert tmp_path / "app" not in from_source.parents
