"""Playtest 16 (and 15, item 4): a greyed row of Warparty's purchase list showed a "?" that
only the Legend explained. Now the row says why in a few words, on screen, in English and in
Spanish: the crowns it lacks ("needs 3 more crowns") or what it waits for ("needs Wolf's Den";
playtest 21, item 5: a greyed Knight whose Stables was built that turn showed only "?", the
reason too long for its row: now "Stables: from next turn"); its hover still says the reason
whole, with the figures."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_keys import _shop_scene
from uihelp import drawn_words

from forgegames.core.i18n import speaking
from forgegames.games.warparty.board_info import PHASE_COLLECT
from forgegames.ui import text_report

WORDS = {
    "en": ("needs 1 more crown", "needs 3 more crowns", "needs Wolf's Den"),
    "es": ("falta 1 corona", "faltan 3 coronas", "necesita la Guarida de lobos"),
}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_greyed_row_says_why_on_screen(app, lang) -> None:
    text_report.start()  # before the scene: the rows' texts, made once, keep their words
    try:
        with speaking(lang):
            scene = _shop_scene(app)
            state = scene.session.state
            purses = tuple(
                (army, dataclasses.replace(purse, treasury=4) if army == "goblins" else purse)
                for army, purse in state.armies
            )
            scene.session.state = dataclasses.replace(state, armies=purses)
            scene.refresh()
            items = drawn_words(app, scene)
    finally:
        text_report.stop()  # (``drawn_words`` stops it too)
    rows = scene.board.economy.offer_rows()
    greyed = [pygame.Rect(rect) for rect, offer in rows if not offer.enabled]
    said = [(item["text"], pygame.Rect(item["rect"])) for item in items]
    for words in WORDS[lang]:
        inside = [t for t, r in said if t == words and any(g.contains(r) for g in greyed)]
        assert inside, (words, [t for t, _ in said])
    assert not [t for t, r in said if t == "?" and any(g.contains(r) for g in greyed)]
    # each reason once on its row (CI on main 9eb56146: one written in place of the figures
    # was written a second time on top of itself)
    twice = [[t for t, r in said if g.contains(r)] for g in greyed]
    assert all(len(texts) == len(set(texts)) for texts in twice), twice


def _stables_built_this_turn(app):
    """A board in the Humans' buying where they built the Stables this turn, with 40 crowns."""
    scene = _scene(app)
    state = scene.session.state
    purses = tuple(
        (
            army,
            dataclasses.replace(
                purse, treasury=40, upgrades=(*purse.upgrades, "stables"), bought=("stables",)
            )
            if army == "humans"
            else purse,
        )
        for army, purse in state.armies
    )
    state = dataclasses.replace(state, armies=purses, phase=PHASE_COLLECT, actor="humans")
    scene.session.state = state
    scene.refresh()
    return scene


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_unit_whose_upgrade_was_built_this_turn_says_from_next_turn(app, lang) -> None:
    """Playtest 21, item 5: the Humans built the Stables this turn; the greyed Knight showed
    "?" (the rule's reason too long for its row). It names its name, price and the wait."""
    text_report.start()
    try:
        with speaking(lang):
            scene = _stables_built_this_turn(app)
            items = drawn_words(app, scene)
            wait = {"en": "Stables: from next turn", "es": "los Establos: desde el próximo turno"}
    finally:
        text_report.stop()
    rows = scene.board.economy.offer_rows()
    knight = next(rect for rect, offer in rows if offer.key == ("humans", "unit", "knight"))
    inside = {item["text"] for item in items if knight.contains(pygame.Rect(item["rect"]))}
    price = str(next(o.price for _, o in rows if o.key == ("humans", "unit", "knight")))
    assert {wait[lang], price} <= inside, inside
    assert not any(offer.short == "?" for _, offer in rows)
    assert any(text.startswith(("Knight", "Caballero")) for text in inside), inside


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_royal_keep_after_an_upgrade_this_turn_says_one_a_turn(app, lang) -> None:
    """Ux32: the Humans built the Stables this turn; the Royal Keep's row showed "?" alone
    (the rule's sentence too long for it). It says "1 upgrade a turn" on its row."""
    text_report.start()
    try:
        with speaking(lang):
            scene = _stables_built_this_turn(app)
            economy = scene.board.economy
            key = ("humans", "upgrade", "royal-keep")
            app.draw()
            economy.press("upgrades")  # the list turned to its upgrades
            text_report.start()
            items = drawn_words(app, scene)
            words = {"en": "1 upgrade a turn", "es": "1 mejora por turno"}[lang]
    finally:
        text_report.stop()
    rows = scene.board.economy.offer_rows()
    keep = next(rect for rect, offer in rows if offer.key == key)
    inside = {item["text"] for item in items if keep.contains(pygame.Rect(item["rect"]))}
    assert words in inside and "?" not in inside, inside
