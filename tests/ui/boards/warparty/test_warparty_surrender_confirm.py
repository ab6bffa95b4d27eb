"""Playtest 18, item 3: every "Are you sure?" has the move asked for ready, but a surrender,
which loses the game: clicked, Surrender asks with Cancel ready and no button focused, its
first line naming the game as what is lost; Enter (End turn's key) chooses nothing, Esc
cancels, and only a click on Do it surrenders. Ending movement, which loses only the
units' moves left (Undo gives them back), is played at once and told."""

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


def test_ending_movement_is_played_at_once_and_ctrl_z_takes_it_back(app):
    """Ending movement loses only the units' moves left, which Undo gives back (issue #39,
    playtest 19 item 10): no question; the message names what was lost and the Undo key."""
    scene = _scene(app)
    had = len(scene.session.history)
    app.draw()
    click_button(app, scene.board.bar, "End movement")
    assert app.stack.top is scene, "no question"
    assert isinstance(scene.session.history[had].action, EndMove)
    words = scene.toast.text
    assert "could still move" in words and "Ctrl+Z takes it back" in words
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.session.history) == had and scene.session.state.phase == "move"
