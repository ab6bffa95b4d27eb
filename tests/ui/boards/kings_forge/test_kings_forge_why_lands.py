"""Task kf30: a King's Forge refusal's "Why?" opened the rules at the whole Gather section.
Each refusal now names the paragraph that states its rule (``points`` in the rules text), and
Why? opens the browser scrolled to that paragraph and marked with the bar."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_held_refusal import SEATS, refused
from test_refusal_rules import refusals
from uihelp import greedy_session, open_game, press, run_timers

from forgegames.core.errors import Refusal
from forgegames.core.i18n import speaking
from forgegames.core.rules_text import sections
from forgegames.ui.rules_browser import RulesBrowser

ABOUT = {
    "round-order": "first-player anvil",
    "gather-turn": "on your turn do one of these",
    "gather-claim": "put dice from your supply on its boxes",
    "gather-new-dice": "new dice go to your smithy",
    "gather-end": "the phase ends",
    "peddler": "the peddler puts dice",
    "docks-use": "docks action",
    "pass-first": "when you pass",
    "pass-forced": "must pass",
    "craft-turn": "rolls every die",
    "craft-item": "one die per space",
    "bonuses-kinds": "bonuses to use on your rolled dice",
    "bonuses-use": "once a round",
    "steal-dice": "steal an item that another player crafted",
    "steal-safe": "safe from stealing",
    "cemetery-die": "the cemetery die names a value",
}
"""Each finer rule id and words of the English paragraph that states it."""


def marked_paragraph(browser: RulesBrowser) -> str:
    """The paragraph the browser marks, which must be on the page."""
    assert browser.mark is not None, "Why? marks the rule's paragraph"
    row = browser.rows[browser.mark]
    assert browser.scroll_y <= row.y < browser.scroll_y + browser.body.height
    text = browser.parts[row.part].text.split("\n\n")[row.para]
    return " ".join(text.split()).lower()


def test_every_refusal_of_a_game_names_a_paragraph_this_test_knows() -> None:
    """The rules the refusals of a seeded game name are finer ids (never a section of
    several paragraphs), each listed above."""
    found = {rule for _move, _words, rule in refusals("kings-forge-standard", seed=7)}
    assert found - {None} <= set(ABOUT), found - set(ABOUT)
    assert len(found) >= 4, found


@pytest.mark.parametrize("rule", sorted(ABOUT))
def test_why_lands_on_the_paragraph_of_the_rule(app, rule: str) -> None:
    scene = open_game(app, greedy_session("kings-forge", SEATS, 0, 21))
    run_timers(app, steps=20, dt=50)
    scene.refuse(Refusal("that is not allowed here", rule))
    app.draw()
    assert scene.toast is not None and scene.toast.why
    press(app, pygame.K_y)
    browser = app.stack.top
    assert isinstance(browser, RulesBrowser)
    assert ABOUT[rule] in marked_paragraph(browser)
    assert browser.section == next(s.id for s in sections("kings-forge") if rule in s.points)


def test_a_clicked_refusal_lands_on_claiming(app) -> None:
    """The Workshop's top, clicked when there is nothing to copy: Why? (the Y key) opens
    the rules at the paragraph on claiming a card, not at the top of the Gather section."""
    scene = refused(app)
    assert scene.toast.rule == "gather-claim"
    press(app, pygame.K_y)
    assert ABOUT["gather-claim"] in marked_paragraph(app.stack.top)


def test_the_paragraphs_are_the_same_in_spanish() -> None:
    """A point counts paragraphs: a section with points has the same paragraphs in Spanish,
    so a point names the same rule in either language."""
    english = {s.id: len(s.text.split("\n\n")) for s in sections("kings-forge") if s.points}
    with speaking("es"):
        spanish = {s.id: len(s.text.split("\n\n")) for s in sections("kings-forge") if s.points}
    assert spanish == english
