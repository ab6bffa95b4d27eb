"""The standalone app (`python tools/build_app.py`) runs where there is no Python.

One build, in a temporary folder, packed as the player's archive; the archive is unpacked
elsewhere and its executable run from a third folder with an environment that has no Python on
its path (and no PYTHONPATH or PYTHONHOME): check-data on the data it carries, the launcher's
picture, and the saves a run from the source left in the user data folder (as an older version's
would be), which it lists and replays. Nothing is written inside the app's folder.

Marked slow (about a minute: PyInstaller's build is most of it); `-m "not slow"` leaves it out.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD_APP = ROOT / "tools" / "build_app.py"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux build's archive"),
]


def build_app():
    """``tools/build_app.py`` as a module (loaded from its file: tools/ is no package, and its
    folder stays off ``sys.path``)."""
    spec = importlib.util.spec_from_file_location("build_app", BUILD_APP)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def snapshot(folder: Path) -> dict[str, float]:
    return {str(p.relative_to(folder)): p.stat().st_mtime for p in folder.rglob("*")}


def from_source(capsys: pytest.CaptureFixture[str], *args: str) -> pytest.CaptureResult[str]:
    """What ``main.py`` prints for ``args``, run in this process (the test's user data folder;
    the package's translation scan is the one the other tests made: tests/conftest.py)."""
    from forgegames.cli import main

    capsys.readouterr()
    assert main(list(args)) == 0
    return capsys.readouterr()


def test_the_built_app_runs_without_python(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dist, work = tmp_path / "dist", tmp_path / "work"
    built = subprocess.run(
        [sys.executable, str(BUILD_APP), "--dist", str(dist), "--work", str(work)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    tool = build_app()
    archive = dist / f"{tool.archive_name()}.tar.gz"
    assert archive.name.startswith(f"forgegames-{tool.version()}-linux-")
    shutil.rmtree(work)  # what runs is the archive's content alone
    shutil.rmtree(dist / "forgegames")

    unpacked = tmp_path / "player"
    with tarfile.open(archive) as tar:
        safe = {"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}  # 3.11.4 and later
        tar.extractall(unpacked, **safe)
    app = unpacked / "forgegames"
    exe = app / "forgegames"
    assert os.access(exe, os.X_OK)
    assert os.access(app / "install-desktop-entry.sh", os.X_OK)
    assert (app / "forgegames.desktop").is_file()
    before = snapshot(app)

    empty_path = tmp_path / "bin"  # a PATH with nothing on it: no python, no python3
    empty_path.mkdir()
    assert shutil.which("python3", path=str(empty_path)) is None
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {
        "HOME": str(tmp_path / "home"),
        "PATH": str(empty_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "FORGEGAMES_DATA_DIR": str(data_dir),
    }

    def frozen(*args: str) -> subprocess.CompletedProcess:
        result = subprocess.run(
            [str(exe), *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120
        )
        assert result.returncode == 0, result.stderr[-3000:]
        return result

    # check-data: every data file it carries, and the same translation report as from source
    checked = frozen("check-data")
    yaml_files = len(list((ROOT / "data").rglob("*.yaml")))
    assert checked.stdout.strip() == f"checked {yaml_files} data files: 0 errors"
    assert checked.stderr == from_source(capsys, "check-data").err

    # the launcher, headless, as a picture (pygame, SDL, the fonts and the icon are bundled)
    picture = tmp_path / "launcher.png"
    assert frozen("screenshot", "--scene", "launcher", "--out", str(picture)).returncode == 0
    import pygame

    assert pygame.image.load(picture).get_size() == (1280, 720)

    # a game saved by a run from source: the built app finds it in the same user data folder
    from forgegames.cli import make_config
    from forgegames.core import registry
    from forgegames.core.session import Session

    title = registry.get("kings-forge")
    config = make_config(title, 2, None, {})
    session = Session.start(config, 7, own_file=True)
    session.apply(session.legal_actions()[0])
    listed = frozen("saves").stdout
    assert listed == from_source(capsys, "saves").out
    assert str(session.autosave) in listed
    replayed = tmp_path / "replay.png"
    frozen(
        "screenshot", "--scene", "replay", "--file", str(session.autosave), "--out", str(replayed)
    )
    assert replayed.is_file()

    assert snapshot(app) == before, "the app wrote inside its own folder"
