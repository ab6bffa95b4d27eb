"""Build the standalone app with PyInstaller, and pack it for players.

    python tools/build_app.py                  # dist/forgegames/ and its archive in dist/
    python tools/build_app.py --dist D --work W --no-archive

Makes ``dist/forgegames/``, a folder with the ``forgegames`` executable (``forgegames.exe`` on
Windows) that runs with no Python installed, every command of ``main.py`` included, and packs
it as ``dist/forgegames-<version>-<system>-<machine>.tar.gz`` (``.zip`` on Windows), e.g.
``forgegames-0.1.0-linux-x86_64.tar.gz``. On Linux the folder also holds
``install-desktop-entry.sh``, which adds the game and its icon to the desktop's menu.
The spec is ``packaging/forgegames.spec``; PyInstaller's work files go to ``build/``.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "forgegames.spec"
LINUX_FILES = ROOT / "packaging" / "linux"
NAME = "forgegames"
SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}
MACHINES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["project"]["version"]


def archive_name() -> str:
    """forgegames-<version>-<system>-<machine>, e.g. forgegames-0.1.0-linux-x86_64."""
    system = SYSTEMS.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    return f"{NAME}-{version()}-{system}-{MACHINES.get(machine, machine)}"


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the app's folder (``dist/forgegames``)."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)
    app = dist / NAME
    if sys.platform.startswith("linux"):
        for file in LINUX_FILES.iterdir():
            shutil.copy2(file, app / file.name)
    return app


def pack(app: Path, dist: Path) -> Path:
    """The app's folder in one archive, under a top folder named ``forgegames``."""
    if sys.platform == "win32":
        path = dist / f"{archive_name()}.zip"
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            for file in sorted(app.rglob("*")):
                archive.write(file, Path(NAME) / file.relative_to(app))
        return path
    path = dist / f"{archive_name()}.tar.gz"
    with tarfile.open(path, "w:gz", compresslevel=6) as archive:  # 9: 5x slower, 0.4% smaller
        archive.add(app, arcname=NAME)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="default: dist/")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="default: build/")
    parser.add_argument("--no-archive", action="store_true", help="only the folder")
    args = parser.parse_args(argv)
    start = time.monotonic()
    app = build(args.dist.resolve(), args.work.resolve())
    print(f"built {app} in {time.monotonic() - start:.0f} s")
    if not args.no_archive:
        archive = pack(app, args.dist.resolve())
        print(f"packed {archive} ({archive.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
