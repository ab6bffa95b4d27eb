"""Every refusal a board can raise names a rules section that its title's rules hold, so the
"Why?" button always opens the rules where they explain it (a refusal without one gets no
button: tests/ui/test_rules_browser.py). Read from the boards' source: each ``reject(...)`` a
board package or the game scene makes passes either the engine's reason (``why_not``, whose
sections tests/test_refusal_rules.py checks), the turn refusal (``not_your_turn``), or a
``Refusal(words, section)`` whose section is a literal this test looks up, an engine
refusal's ``.rule``, or Warparty's offer table (checked below)."""

from __future__ import annotations

import ast
from pathlib import Path

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.rules_text import section_ids
from forgegames.ui.boards.warparty.clicks import OFFER_RULES

UI = Path(__file__).resolve().parents[2] / "forgegames" / "ui"
CROSS_TITLE = True
CASES = [(title_id,) for title_id in every_title.title_ids()]
TITLES = {title_id.replace("-", "_"): title_id for (title_id,) in CASES}
"""Board package → title id."""
ENGINE_REASONS = {"why_not", "not_your_turn"}
"""Scene methods whose refusal carries its section (the engine's, or the title's turn rules)."""


def rejections(path: Path) -> list[ast.Call]:
    """The ``<something>.reject(reason)`` calls in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "reject"
    ]


def problem(call: ast.Call, sections: set[str]) -> str:
    """Why the reason given to ``call`` might have no rules section ("" when it has one)."""
    if len(call.args) != 1:
        return "reject takes one reason"
    reason = call.args[0]
    if not isinstance(reason, ast.Call):
        return "the reason is not made here"
    made_by = reason.func
    if isinstance(made_by, ast.Attribute) and made_by.attr in ENGINE_REASONS:
        return ""
    if not (isinstance(made_by, ast.Name) and made_by.id == "Refusal"):
        return "plain words: wrap them in Refusal(words, section)"
    rule = reason.args[1] if len(reason.args) > 1 else None
    if isinstance(rule, ast.Constant):
        return "" if rule.value in sections else f"no section {rule.value!r}"
    if isinstance(rule, ast.Attribute) and rule.attr == "rule":
        return ""  # an engine refusal passed on with its own section
    if isinstance(rule, ast.Name) and rule.id == "rule":
        return ""  # Warparty's offer table, checked by the next test
    return "the Refusal names no section"


@pytest.mark.parametrize("package", sorted(TITLES))
def test_every_refusal_a_board_raises_has_a_section_its_rules_hold(package):
    sections = section_ids(TITLES[package])
    files = sorted((UI / "boards" / package).glob("*.py"))
    found = [
        (f.name, call.lineno, problem(call, sections)) for f in files for call in rejections(f)
    ]
    assert found, "the board rejects some clicks"
    assert [f for f in found if f[2]] == []


def test_the_game_scene_rejects_only_with_a_section():
    calls = rejections(UI / "game_scene.py")
    assert [(c.lineno, problem(c, set())) for c in calls if problem(c, set())] == []


def test_warparty_offers_and_every_titles_turn_point_at_sections_that_exist():
    assert set(OFFER_RULES.values()) | {"economy"} <= section_ids("warparty")
    for title_id in TITLES.values():
        turn_rule = registry.get(title_id).info.turn_rule
        assert turn_rule in section_ids(title_id), title_id
