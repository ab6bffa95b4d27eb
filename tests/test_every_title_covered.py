"""Every cross-title test covers every registered title, so a fourth title cannot go unchecked.

A cross-title test marks its module ``CROSS_TITLE = True`` and lists its cases in ``CASES``, each
naming its title id first (``tests/every_title.py`` builds them from the registry). The test
title (``tests/titles/dice_race/``), registered here, must appear in every marked module's cases
too: that is the proof that the cases come from the registry and not from a list typed by hand.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import every_title
import pytest
from titles import dice_race as dicerace

from forgegames.core import registry

TESTS = Path(__file__).resolve().parent
MARK = re.compile(r"^CROSS_TITLE = True$", re.MULTILINE)
EXPECTED = {
    "test_refusal_rules.py",
    "test_chance_words.py",
    "test_events.py",
    "test_board_refusals.py",
    "test_legend.py",
    "boardtour.py",
    "test_hint_reasons.py",
    "test_hint_truth.py",
    "test_hints.py",
    "test_lesson_truth.py",
    "test_mcts.py",
    "test_player_words.py",
    "test_replay.py",
    "test_session_history.py",
    "test_tutorial.py",
    "test_hover_after_moves.py",
    "test_menu_places.py",
    "test_rules_browser.py",
    "test_tips_after_reflow.py",
    "test_top_bar_steady.py",
    "test_undo_log.py",
}
"""Modules known to be cross-title: the marker must not be lost from any of them."""


def marked() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if MARK.search(p.read_text(encoding="utf-8")))


def load(path: Path) -> ModuleType:
    """A fresh copy of a test module (its cases are built when it is imported)."""
    folder = str(path.parent)
    if folder not in sys.path:
        sys.path.insert(0, folder)
    spec = importlib.util.spec_from_file_location(f"_covered_{path.stem}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass in the module looks its module up there
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def test_the_known_cross_title_tests_are_marked():
    assert {p.name for p in marked()} >= EXPECTED


@pytest.mark.parametrize("path", marked(), ids=lambda p: p.name)
def test_a_cross_title_test_covers_every_registered_title(path):
    module = load(path)
    assert set(every_title.title_ids()) <= every_title.covered(module.CASES)


class ListedRace(dicerace.DiceRace):
    """The test title as a fourth title the launcher would list."""

    info = dataclasses.replace(dicerace.DiceRace.info, listed=True)


@pytest.fixture()
def fourth_title():
    title = ListedRace()
    registry.register(title)
    yield title
    registry.unregister(title.info.id)


@pytest.mark.parametrize("path", marked(), ids=lambda p: p.name)
def test_a_title_registered_later_is_covered_too(path, fourth_title):
    """With the test title registered and listed, a freshly imported module's cases name it."""
    module = load(path)
    assert fourth_title.info.id in every_title.covered(module.CASES)


WRITTEN_OUT = {"test_registry.py"}
"""Modules allowed to write every title out: the registry's own test, which checks that the
catalogue is exactly the titles planned (a fourth title fails it, as it should)."""


def every_title_written_out(path: Path) -> list[int]:
    """The lines of ``path`` holding a list, tuple or set of strings that names every registered
    title: a hand-made list of the titles, which a title registered later would not join. (A
    dict keyed by title is a per-title table: a title missing from it fails its case.)"""
    titles = set(every_title.title_ids())
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            words = {e.value for e in node.elts if isinstance(e, ast.Constant)}
            if titles <= words:
                found.append(node.lineno)
    return found


def test_the_meta_test_finds_a_list_written_out(tmp_path):
    ids = every_title.title_ids()
    sample = tmp_path / "test_sample.py"
    sample.write_text(f"@pytest.mark.parametrize('g', {list(ids)!r})\ndef test_g(g): ...\n")
    assert every_title_written_out(sample) == [1]
    sample.write_text(f"TABLE = {dict.fromkeys(ids, 1)!r}\nPART = {ids[:-1]!r}\n")
    assert every_title_written_out(sample) == []


def test_no_test_writes_every_title_out_by_hand():
    """Every test that runs over all the titles takes them from the registry
    (``every_title.title_ids()``), so a fourth title is checked the day it is registered."""
    found = {
        str(path.relative_to(TESTS)): lines
        for path in sorted(TESTS.rglob("*.py"))
        if path.name not in WRITTEN_OUT and (lines := every_title_written_out(path))
    }
    assert found == {}


TABLES = [
    ("ui/test_hover_after_moves.py", "HOVER"),
    ("ui/test_tips_after_reflow.py", "TIP_SHOWN"),
    ("ui/test_menu_places.py", "OWN"),
    ("core/test_tutorial.py", "TAUGHT"),
]
"""The per-title tables cross-title tests read (what a board shows under the pointer...)."""


@pytest.mark.parametrize(("path", "name"), TABLES, ids=[name for _, name in TABLES])
def test_a_per_title_table_has_an_entry_for_every_title(path, name):
    table = getattr(load(TESTS / path), name)
    assert set(table) == set(every_title.title_ids())
