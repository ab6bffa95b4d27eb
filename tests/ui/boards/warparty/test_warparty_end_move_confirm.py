"""Warparty's End movement, while units could still take or attack a territory, says so on
every turn (playtest 13: only on turn 1); since Undo gives the moves back it no longer asks
first (issue #39, playtest 19 item 10): it is played at once and the message names the moves
given up and Ctrl+Z, for either team. Driven by real clicks on the board's bar and the
curtain, and the real key."""

from __future__ import annotations

import pygame
from test_warparty_board import first_turn
from uihelp import click, click_button, open_game, press

from forgegames.games.warparty.actions import EndMove
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.overlays import Curtain


def two_people(app):
    return open_game(app, first_turn())


def end_movement(app, scene) -> ConfirmLoss | None:
    """Click End movement; the dialog it opened, if any."""
    assert scene.session.state.phase == "move"
    click_button(app, scene.board.bar, "End movement")
    app.draw()
    top = app.stack.top
    return top if isinstance(top, ConfirmLoss) else None


def to_the_next_team(app, scene) -> None:
    """End combat, buying and the turn (confirming what they lose), and lift the curtain."""
    click_button(app, scene.board.bar, "End combat")
    app.draw()
    for _ in range(6):
        top = app.stack.top
        if isinstance(top, ConfirmLoss):
            click_button(app, top.group, "Do it")
        elif isinstance(top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        elif scene.handover is not None:
            click_button(app, scene.top, "End turn")
        elif scene.session.state.phase != "move":
            click_button(app, scene.board.bar, "End buying")
        else:
            break
        app.draw()
    assert scene.session.state.phase == "move" and app.stack.top is scene


def test_told_every_turn_and_ctrl_z_gives_the_moves_back(app):
    scene = two_people(app)
    ann = scene.session.active
    for turn, seat in ((1, ann), (1, 1 - ann), (2, ann)):
        assert scene.session.state.turn == turn and scene.session.active == seat
        had = len(scene.session.history)
        assert end_movement(app, scene) is None, "no question: Undo can take it back"
        assert scene.session.history[-1].action == EndMove()
        assert "take or attack a territory — they stay where they are" in scene.toast.text
        assert scene.toast.text.endswith("Ctrl+Z takes it back.")
        press(app, pygame.K_z, pygame.KMOD_CTRL)
        assert len(scene.session.history) == had and scene.session.state.phase == "move"
        assert end_movement(app, scene) is None
        to_the_next_team(app, scene)
