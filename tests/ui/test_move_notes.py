"""The frame's messages about a move follow the move through Undo and Redo (playtest 21, item
7), for every title: here the message of a move that lost something (``play_losing``), on the
test title and on Forge War."""

from __future__ import annotations

import pygame
from test_confirms import click_move, losing_dice_race, position
from uihelp import click_button, open_game, press

from forgegames.games.forge_war.mine_actions import PassMove


def told(scene, words: str) -> bool:
    return scene.toast is not None and words in scene.toast.text


def test_the_test_titles_lost_step_message_goes_and_comes_back(app, dice_race, monkeypatch):
    scene = losing_dice_race(app, dice_race, monkeypatch)
    session = scene.session
    had = len(session.history)
    click_button(app, scene.board.group, "end")
    assert len(session.history) == had + 1 and told(scene, "free step")
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.history) == had
    assert not told(scene, "free step"), "gone at once with the move, not a frame later"
    click_button(app, scene.top, "Redo")
    assert len(session.history) == had + 1 and told(scene, "free step")
    assert scene.toast.text.endswith("Ctrl+Z takes it back.")
    click_button(app, scene.top, "Undo")
    assert len(session.history) == had and not told(scene, "free step")


def test_forge_wars_passed_move_message_follows_undo_and_redo(app):
    session, action = position("forge-war", PassMove)
    scene = open_game(app, session)
    had = len(session.history)
    click_move(app, scene, action)
    assert session.history[had].action == action and told(scene, "Ctrl+Z")
    click_button(app, scene.top, "Undo")
    assert len(session.history) == had and not told(scene, "Ctrl+Z")
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert session.history[had].action == action and told(scene, "Ctrl+Z")
