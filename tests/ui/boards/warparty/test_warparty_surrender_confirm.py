"""Playtest 18, item 3: every "Are you sure?" has the move asked for ready, but a surrender,
which loses the game: clicked, Surrender asks with Cancel ready and no button focused, its
first line naming the game as what is lost; Enter (End turn's key) chooses nothing, Esc
cancels, and only a click on Do it surrenders. Ending movement, which loses only the
units' moves left (Undo gives them back), is played at once and told.

Playtest 21, item 10: Surrender sat beside End movement. It is in the Menu now, where no
habitual click reaches it: no button on the board or the top bar says Surrender, and the
Menu's Surrender is far from every turn button (End movement, End turn...)."""

from __future__ import annotations

import pygame
from test_warparty_board import _scene
from uihelp import click_button, press

from forgegames.games.warparty.actions import Concede, EndMove
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.overlays import ChoiceDialog

TURN_BUTTONS = 120
"""How far (pixels at 1280x720) the Menu's Surrender stays from every turn button."""


def open_surrender(app, scene) -> None:
    """Menu (a real click on the top bar's button), then its Surrender."""
    app.draw()
    click_button(app, scene.top, "Menu")
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    app.draw()
    click_button(app, menu.group, "Surrender")


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(b.x - a.right, a.x - b.right, 0)
    dy = max(b.y - a.bottom, a.y - b.bottom, 0)
    return int((dx * dx + dy * dy) ** 0.5)


def test_surrender_is_in_the_menu_far_from_the_turn_s_buttons(app):
    scene = _scene(app)
    app.draw()
    board = scene.board
    on_screen = [*scene.top.buttons, *board.bar.buttons, *board.talks.buttons]
    assert "Surrender" not in [b.label for b in on_screen], "no Surrender beside the turn's"
    assert "End movement" in [b.label for b in board.bar.buttons]
    turn = [b for b in on_screen if b.style == "primary" or b.label in ("End turn", "Undo")]
    click_button(app, scene.top, "Menu")
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    app.draw()
    surrender = next(b for b in menu.group.buttons if b.label == "Surrender")
    assert surrender.enabled and menu.group.focus != menu.group.buttons.index(surrender)
    for button in turn:
        assert gap(surrender.rect, button.rect) >= TURN_BUTTONS, button.label
    labels = [b.label for b in menu.group.buttons]
    assert labels.index("Surrender") >= labels.index("Rules"), "among the last, not the first"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_surrender_keeps_cancel_ready_and_enter_chooses_nothing(app):
    scene = _scene(app)
    had = len(scene.session.history)
    open_surrender(app, scene)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss) and dialog.keep_cancel
    assert "the game" in dialog.lines[0]
    assert dialog.group.focus is None and dialog.group.buttons[0].label == "Cancel"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert app.stack.top is dialog and len(scene.session.history) == had
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and not scene.session.over
    open_surrender(app, scene)
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
    assert "take or attack a territory" in words and "Ctrl+Z takes it back" in words
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.session.history) == had and scene.session.state.phase == "move"
