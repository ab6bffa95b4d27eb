"""Playtest 18, item 3: every "Are you sure?" has the move asked for ready, but a surrender,
which loses the game: clicked, Surrender asks with Cancel ready and no button focused, its
first line naming the game as what is lost; Enter (End turn's key) chooses nothing, Esc
cancels, and only a click on Do it surrenders. Ending movement, which loses only the
units' moves left, has "Do it" ready and Enter does it."""

from __future__ import annotations

import pygame
from test_warparty_board import _scene
from uihelp import click, click_button, press

from forgegames.games.warparty.actions import Concede, EndMove
from forgegames.ui.hotseat import ConfirmLoss


def talk_rect(board, key: str) -> pygame.Rect:
    return next(t.rect for t in board.walk_targets() if t.key == key)


def test_surrender_keeps_cancel_ready_and_enter_chooses_nothing(app):
    scene = _scene(app)
    had = len(scene.session.history)
    app.draw()
    click(app, talk_rect(scene.board, "talk:Surrender").center)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss) and dialog.keep_cancel
    assert "the game" in dialog.lines[0]
    assert dialog.group.focus is None and dialog.group.buttons[0].label == "Cancel"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert app.stack.top is dialog and len(scene.session.history) == had
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and not scene.session.over
    app.draw()
    click(app, talk_rect(scene.board, "talk:Surrender").center)
    click_button(app, app.stack.top.group, "Do it")
    assert isinstance(scene.session.history[had].action, Concede)


def test_ending_movement_has_do_it_ready(app):
    scene = _scene(app)
    had = len(scene.session.history)
    app.draw()
    click_button(app, scene.board.bar, "End movement")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss) and not dialog.keep_cancel
    assert "could still move" in dialog.lines[0]  # what is lost, on the first line
    assert dialog.group.buttons[dialog.group.focus].label == "Do it"
    press(app, pygame.K_RETURN)
    assert app.stack.top is not dialog
    assert isinstance(scene.session.history[had].action, EndMove)
