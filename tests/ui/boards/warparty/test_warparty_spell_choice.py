"""Choosing spells (playtest 12, shots 78-81), with real events: each spell's button has a
hover text saying what it does (its card's words and figures: who, when, how often, attack,
reach), and the level-up dialog stays until every owed pick is made, counting them ("1 of 2
chosen") instead of closing after the first."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_hero_journey import SEATS, answer, press, wizard_of
from uihelp import greedy_session, open_game, play_by_places, post, run_timers

from forgegames.core.frozen import evolve
from forgegames.core.session import Session
from forgegames.games.warparty import heroes
from forgegames.games.warparty.actions import Buy
from forgegames.ui.overlays import ChoiceDialog

pytestmark = pytest.mark.usefixtures("quick_odds")


def _buying_a_mage(app):
    """Alice's Humans, 40 crowns, in their capital's buying phase; a Battle Mage bought."""
    from forgegames.games.warparty.scenario_position import board_position, started

    session = greedy_session("warparty", SEATS, 3, 0)
    units = [("humans", "knight", "kingsreach")] * 2 + [("goblins", "wolf-rider", "crownvale")]
    state = board_position(started(session.title, session.config), units, "good")
    armies = dict(state.armies)
    armies["humans"] = evolve(armies["humans"], treasury=40)
    state = evolve(state, armies=tuple(armies.items()))
    session = Session.from_position(session.title, session.config, 3, state, "this test")
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    press(app, scene, "End movement")
    press(app, scene, "End combat")
    play_by_places(app, scene, Buy("humans", "wizard", "kingsreach"))
    return scene


def test_the_level_up_dialog_explains_each_spell_and_stays_for_both_picks(app):
    scene = _buying_a_mage(app)
    session = scene.session
    mage = wizard_of(session.state)
    press(app, scene, "Choose a spell")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    assert dialog.title == "Choose a spell: 0 of 2 chosen"
    app.draw()
    spells = [b for b in dialog.group.buttons if b.label != "Close"]
    assert spells and all(b.tooltip for b in spells), "every spell says what it does"
    flame = next(b for b in spells if "Flame Arrow" in b.label)
    assert "dart of fire" in flame.tooltip  # its card's words
    assert "Wizard, level 1" in flame.tooltip and "attack 4" in flame.tooltip  # its figures
    teleport = next(b for b in spells if "Teleport" in b.label)
    post(app, pygame.MOUSEMOTION, pos=teleport.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    assert dialog.shown_tip() == (teleport.tooltip, teleport.rect)

    answer(app, "Teleport")
    again = app.stack.top
    assert isinstance(again, ChoiceDialog), "the dialog stays while a spell is owed"
    assert again.title == "Choose a spell: 1 of 2 chosen"
    answer(app, "Flame Arrow")
    assert not isinstance(app.stack.top, ChoiceDialog), "both chosen: it closes"
    assert sorted(heroes.chosen(session.state, mage)) == ["flame-arrow", "teleport"]
