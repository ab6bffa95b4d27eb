"""Playtest 21, item 7, on Warparty's board: the notice of a move that sent only the picked
units able to reach a place ("Out of reach, staying put: ...") goes when Undo takes the move
back, and comes back when Redo makes it again (the frame's ``move_notes``)."""

from __future__ import annotations

import pygame
from test_warparty_playtest15 import (
    test_a_click_where_only_some_picked_units_reach_sends_those as split_move,
)
from uihelp import click_button, press


def test_the_split_moves_notice_follows_undo_and_redo(app) -> None:
    split_move(app)  # the move made by clicks, its notice on screen
    scene = app.stack.top
    session = scene.session
    words = scene.toast.text
    moved = len(session.history)
    click_button(app, scene.top, "Undo")
    assert len(session.history) == moved - 1
    assert scene.toast is None or scene.toast.text != words, "the notice outlived its move"
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert len(session.history) == moved
    assert scene.toast is not None and scene.toast.text == words and not scene.toast.error
