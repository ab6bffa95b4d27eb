"""Playtest 17, item 3: "Are you sure?" after Pass had Cancel ready, though passing in the
gather phase loses nothing held (only the round's further gather turns, which the Pass button
says it gives up). "Do it" now comes first with the focus, and Enter passes; Esc still
cancels. A warning about something held (a craft turn's end with a craft possible) keeps
Cancel ready (``tests/ui/test_hotseat.py``)."""

from __future__ import annotations

import pygame
from uihelp import click_button, greedy_session, open_game, press, run_timers

from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import Pass
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def asked_about_passing(app):
    scene = open_game(app, greedy_session("kings-forge", SEATS, 0, 21))
    run_timers(app, steps=20, dt=50)
    passes = [a for a in scene.session.legal_actions() if isinstance(a, Pass)]
    click_button(app, scene.board.group, scene.describe(passes[0]))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss), "passing with gather cards left asks first"
    return scene, dialog


def test_enter_passes_when_only_turns_are_given_up(app):
    scene, dialog = asked_about_passing(app)
    focused = dialog.group.buttons[dialog.group.focus]
    assert focused.label == "Do it" and focused.style == "primary"
    assert "Enter does it" in dialog.lines[-1]
    had = len(scene.session.history)
    press(app, pygame.K_RETURN)
    assert app.stack.top is scene
    assert isinstance(scene.session.history[had].action, Pass)


def test_esc_still_cancels_the_pass(app):
    scene, dialog = asked_about_passing(app)
    had = len(scene.session.history)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and len(scene.session.history) == had
