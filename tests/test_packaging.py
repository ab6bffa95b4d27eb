"""`pip install .` gives a `forgegames` command that works from any folder.

The build runs on a copy of the checkout (so no ``build/`` or ``*.egg-info`` is left in it, and
two runs never share one), through pip's build isolation as a person's `pip install .` would;
the copy is deleted before the installed command runs, so only what was shipped can be used.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOT_SOURCE = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "out"
)


def files_under(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def install(source: Path, prefix: Path) -> Path:
    """Build and install ``source`` into ``prefix``; return its site-packages folder."""
    command = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--prefix", str(prefix)]
    result = subprocess.run([*command, str(source)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-2000:]
    (site,) = prefix.glob("lib/python3*/site-packages")
    return site


@pytest.mark.slow  # pip builds and installs the package
def test_installed_command_runs_check_data_on_the_shipped_data(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    site = install(source, tmp_path / "prefix")
    shutil.rmtree(source)

    package = site / "forgegames"
    for folder in ("data", "assets"):
        assert files_under(package / folder) == files_under(ROOT / folder), folder
    code = {name for name in files_under(ROOT / "forgegames") if name.endswith(".py")}
    assert code <= files_under(package)
    (metadata,) = site.glob("forgegames-*.dist-info/METADATA")
    pins = (ROOT / "requirements.txt").read_text().split()
    lines = metadata.read_text().splitlines()
    requires = [line.removeprefix("Requires-Dist: ") for line in lines if "-Dist: " in line]
    assert sorted(requires) == sorted(pins)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site)}
    result = subprocess.run(
        [str(tmp_path / "prefix" / "bin" / "forgegames"), "check-data"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    yaml_files = len(list((ROOT / "data").rglob("*.yaml")))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"checked {yaml_files} data files: 0 errors"
