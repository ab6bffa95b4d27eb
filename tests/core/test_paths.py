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
    assert paths.autosave_path() == target / "autosave.json"


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
    assert paths.autosave_path() == tmp_path / "xdg" / "forgegames" / "autosave.json"


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
