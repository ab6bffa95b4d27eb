"""The rules engine never imports pygame: core and every game module import without it.

Each check runs in a fresh interpreter where pygame is made unimportable (a ``sys.meta_path``
finder that refuses it, and ``sys.modules['pygame'] = None``), so a stray ``import pygame``
anywhere in ``forgegames.core`` or ``forgegames.games`` fails the test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from forgegames.core.paths import ROOT

HARNESS = textwrap.dedent(
    """\
    import importlib
    import json
    import pkgutil
    import sys


    class NoPygame:
        def find_spec(self, name, path=None, target=None):
            if name == "pygame" or name.startswith(("pygame.", "pygame_")):
                raise ImportError(f"pygame may not be imported here ({name})")
            return None


    sys.meta_path.insert(0, NoPygame())
    sys.modules["pygame"] = None

    try:
        import pygame  # noqa: F401
    except ImportError:
        pass
    else:
        sys.exit("the pygame blocker does not work")


    def fail(name):
        raise ImportError(f"cannot import {name}")


    imported = []
    for root in sys.argv[1:]:
        package = importlib.import_module(root)
        imported.append(root)
        for info in pkgutil.walk_packages(package.__path__, root + ".", onerror=fail):
            importlib.import_module(info.name)
            imported.append(info.name)

    leaked = [m for m, mod in sys.modules.items() if m.split(".")[0] == "pygame" and mod]
    if leaked:
        sys.exit(f"pygame modules loaded: {leaked}")
    if "forgegames.ui" in sys.modules:
        sys.exit("forgegames.ui was imported")
    print(json.dumps(imported))
    """
)


def run_harness(*packages: str, extra_path: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    path = [str(ROOT)] + ([str(extra_path)] if extra_path else [])
    env["PYTHONPATH"] = os.pathsep.join(path)
    return subprocess.run(
        [sys.executable, "-c", HARNESS, *packages],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_core_and_games_import_without_pygame() -> None:
    result = run_harness("forgegames.core", "forgegames.games")
    assert result.returncode == 0, result.stderr
    imported = json.loads(result.stdout)
    core_files = sorted(p.stem for p in (ROOT / "forgegames" / "core").glob("*.py"))
    for stem in core_files:
        if stem != "__init__":
            assert f"forgegames.core.{stem}" in imported
    # Every game package (and its modules) was walked.
    games_dir = ROOT / "forgegames" / "games"
    for package in games_dir.iterdir():
        if (package / "__init__.py").is_file():
            assert f"forgegames.games.{package.name}" in imported
            for module in package.glob("*.py"):
                if module.stem != "__init__":
                    assert f"forgegames.games.{package.name}.{module.stem}" in imported


def test_the_check_catches_a_pygame_import(tmp_path: Path) -> None:
    package = tmp_path / "leaky"
    (package / "rules").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "rules" / "__init__.py").write_text("")
    (package / "rules" / "board.py").write_text("import pygame.draw\n")
    result = run_harness("leaky", extra_path=tmp_path)
    assert result.returncode != 0
    assert "pygame" in result.stderr


def test_the_check_catches_a_late_import(tmp_path: Path) -> None:
    package = tmp_path / "sneaky"
    package.mkdir()
    (package / "__init__.py").write_text("import importlib\nimportlib.import_module('pygame')\n")
    result = run_harness("sneaky", extra_path=tmp_path)
    assert result.returncode != 0
    assert "pygame" in result.stderr
