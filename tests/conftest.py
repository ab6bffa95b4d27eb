"""Shared test set-up: headless SDL, a private data directory, and the test-only title."""

from __future__ import annotations

import gc
import getpass
import os
import sys
import tempfile
from pathlib import Path

# The test processes make and drop millions of objects (whole games, their histories, pictures):
# with Python's default thresholds the cyclic collector ran about sixty full passes per
# worker, a tenth of the suite's time (5.7 s of 63 s for the board and Warparty tests on one
# worker). Collecting less often, and leaving what collection made (modules, test items) out
# of every pass (``gc.freeze`` below), brings that to about 1 s. The program is not changed.
gc.set_threshold(20_000, 20, 20)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# SDL turns SIGTERM into a quit event by default, which lets a stuck test outlive `timeout`.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
# About sixty test processes (main.py's commands, screenshot batches, check-data) import the
# package: where the environment forbids writing bytecode, each compiled all of it again (a
# third of a second apiece). They, and the xdist workers started after this, keep it in one
# cache outside the checkout instead (as forgegames.bench lets its probes keep theirs); a
# cache the environment names itself is left alone.
if os.environ.get("PYTHONDONTWRITEBYTECODE") and not os.environ.get("PYTHONPYCACHEPREFIX"):
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    os.environ["PYTHONPYCACHEPREFIX"] = os.path.join(
        tempfile.gettempdir(), f"forgegames-test-bytecode-{getpass.getuser()}"
    )
    # ... and this process too (a run with ``-n 0`` has no workers): it compiled the package
    # and rewrote every test module's asserts afresh (8 s of CPU to collect the suite, 2 s
    # once they are kept; pytest keeps its rewritten modules where this says)
    sys.dont_write_bytecode = False
    sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]
# The tree mirrors forgegames/ (tests/games/forge_war/ tests forgegames/games/forge_war/,
# tests/ui/boards/warparty/ tests forgegames/ui/boards/warparty/, ...; docs/new-title.md).
# Test modules and their helpers import one another by bare name (``from uihelp import click``,
# ``from test_forge_war_board import start``), so every folder holding such a module is on the
# path, whichever test file runs first.
HERE = Path(__file__).parent
HELPER_FOLDERS = (
    "",
    "ui",
    "ui/boards/forge_war",
    "ui/boards/kings_forge",
    "ui/boards/warparty",
    "games/forge_war",
    "games/kings_forge",
    "games/warparty",
)
for folder in HELPER_FOLDERS:
    sys.path.insert(0, str(HERE / folder))

import copy  # noqa: E402
import dataclasses  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402

import pytest  # noqa: E402
from _pytest.nodeid import NodeId  # noqa: E402

from forgegames.core import i18n, registry, translations  # noqa: E402

_SCANS: dict[str, translations.Found] = {}
_real_scan = translations.scan


def _scan_by_content(package: Path = translations.PACKAGE_DIR) -> translations.Found:
    """``translations.scan``, remembered by the bytes of every file it reads (and where they
    lie): it parses the whole package (two seconds), and the translation tests, ``check-data``
    run in the test process and the Spanish checks each ask for it. An edited, added or
    removed module is a new key, so nothing stale is ever answered; each caller gets its own
    copy."""
    digest = hashlib.sha256(str(package.resolve()).encode())
    for path in sorted(package.rglob("*.py")):
        digest.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes())
    key = digest.hexdigest()
    if key not in _SCANS:
        _SCANS[key] = _kept_scan(key) if package == translations.PACKAGE_DIR else None
        _SCANS[key] = _SCANS[key] or _real_scan(package)
    return copy.deepcopy(_SCANS[key])


SCAN_FOLDER = Path(tempfile.gettempdir()) / f"forgegames-test-scans-{getpass.getuser()}"
"""Where the program's own scan is kept between the test processes (the other xdist worker,
the next run), by its key: each worker scanned the package once, two seconds apiece."""


def _kept_scan(key: str) -> translations.Found | None:
    """The program's scan with this key: read from ``SCAN_FOLDER``, or made and kept there."""
    path = SCAN_FOLDER / f"{key}.json"
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
        return translations.Found(kept["strings"], kept["unknown"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    found = _real_scan(translations.PACKAGE_DIR)
    SCAN_FOLDER.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(f".{os.getpid()}.part")
    part.write_text(json.dumps(dataclasses.asdict(found)), encoding="utf-8")
    os.replace(part, path)  # whole or not at all, whichever process writes it first
    return found


translations.scan = _scan_by_content


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own empty user data directory."""
    path = tmp_path / "userdata"
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(path))
    return path


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in English (a language set at run time does not outlive its test)."""
    monkeypatch.setattr(i18n, "_chosen", None)
    monkeypatch.delenv("FORGEGAMES_LANG", raising=False)
    monkeypatch.setattr(i18n, "_from_env", None)


@pytest.fixture()
def dice_race():
    """The test-only title, registered for the duration of a test."""
    title = registry.register_package("titles.dice_race")
    yield title
    registry.unregister("dice-race")


@pytest.fixture()
def plus():
    """Dice Race Plus (a one-seat variant and two options), registered for a test."""
    from titles import dice_race as dicerace

    title = dicerace.DiceRacePlus()
    registry.register(title)
    yield title
    registry.unregister(title.info.id)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection made lives as long as the run: the collector's passes skip it."""
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests marked slow run first (in their order; the others keep theirs): xdist hands
    each worker its next test as it finishes one, so a long test handed out last would keep
    one worker busy while the other has nothing left to do. And the tests of an
    ``xdist_group`` go to one worker (``--dist loadgroup``) again: pytest-xdist 3.8 names
    the group in ``item._nodeid``, which pytest 9 no longer reads (a node's id is its
    ``_id``), so every group was spread over the workers, each playing its shared games."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        if item.nodeid.rfind("@") > item.nodeid.rfind("]"):
            continue  # named already (an xdist that sets the id itself)
        groups = {
            str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
            for mark in item.iter_markers("xdist_group")
        }
        if groups:
            item._id = NodeId.parse(f"{item.nodeid}@{'_'.join(sorted(groups))}")


@pytest.fixture()
def greedy_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hints from the greedy player's choices alone, without the small search that may put
    a move of its own first (``Rules.hint_search``): for the tests that read the words of
    hundreds of hints; the search's own line is tested in tests/core/test_hints.py."""
    from forgegames.core.title import Rules

    monkeypatch.setattr(Rules, "hint_search", None)
    for info in registry.catalogue(include_unlisted=True):
        if info.available:
            monkeypatch.setattr(type(registry.get(info.id)), "hint_search", None, raising=False)
