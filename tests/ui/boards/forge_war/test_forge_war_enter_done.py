"""Playtest 24 (shot 44): in Forge War's quest phase Enter did nothing, though the README says
Enter ends the turn or does the phase's Done. Enter now does the quest phase's Done as its strip
button does: asked about first where it fails a quest, made at once where nothing is lost (real
key events)."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_whose_piece import play_until
from uihelp import click_button, press, run_timers

from forgegames.core.i18n import tr
from forgegames.games.forge_war.actions import Done
from forgegames.ui.app import App
from forgegames.ui.hotseat import ConfirmLoss


def quest_done_due(scene) -> bool:
    v = scene.board.view
    return v.phase == "quest" and not v.pending and Done() in scene.session.legal_actions()


@pytest.mark.parametrize("seed", [5, 8])
def test_enter_does_the_quest_phases_done(seed) -> None:
    app = App((1280, 720), bot_delay_ms=0)
    scene = start(app, seed=seed, players=2)
    play_until(app, scene, lambda: quest_done_due(scene))
    session = scene.session
    losses = scene.title.losses(session.state, Done())
    made = len(session.history)
    run_timers(app, steps=20, dt=50)  # past the input guard of a turn just handed over
    press(app, pygame.K_RETURN)
    if losses:  # Done fails a quest: asked first, and Esc takes it back
        assert isinstance(app.stack.top, ConfirmLoss)
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is scene and len(session.history) == made
        press(app, pygame.K_KP_ENTER)
        assert isinstance(app.stack.top, ConfirmLoss)
        click_button(app, app.stack.top.group, tr("Do it"))
    assert len(session.history) > made
    assert session.history[made].action == Done()


def test_enter_leaves_a_half_made_equip_alone() -> None:
    """While an adventurer is being armed (Call back / Cancel in the strip), Enter makes no
    Done: the phase's Done button is not offered then either."""
    app = App((1280, 720), bot_delay_ms=0)
    scene = start(app, seed=5, players=2)
    play_until(app, scene, lambda: quest_done_due(scene))
    board = scene.board
    seat = scene.session.active
    board.equip[seat] = {"adventurer": 0}
    made = len(scene.session.history)
    run_timers(app, steps=20, dt=50)
    press(app, pygame.K_RETURN)
    assert len(scene.session.history) == made and app.stack.top is scene
