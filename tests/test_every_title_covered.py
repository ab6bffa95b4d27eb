"""Every cross-title test covers every registered title, so a fourth title cannot go unchecked.

A cross-title test marks its module ``CROSS_TITLE = True`` and lists its cases in ``CASES``, each
naming its title id first (``tests/every_title.py`` builds them from the registry). The test
title (``tests/titles/dice_race/``), registered here, must appear in every marked module's cases
too: that is the proof that the cases come from the registry and not from a list typed by hand.
"""

from __future__ import annotations

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
    spec.loader.exec_module(module)
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
