"""Playtest 14, item 2 (in part): a territory's name lay over a move cost ("Dunmoor" at
1280x720). A lit place's cost tag is an obstacle to every label: in a real game's position,
the hint's stack picked by a click, no label covers a cost tag, at either size."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, greedy_session, open_game

from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import map_hover

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_no_label_covers_a_move_cost(size) -> None:
    app = App(size, bot_delay_ms=0)
    try:
        scene = open_game(app, greedy_session("warparty", SEATS, 5, 120))
        scene.session.set_hints(True)
        scene.teaching.show_hint()
        board = scene.board
        app.draw()
        move = scene.teaching.hint[1][0].action
        unit = scene.session.state.unit(move.units[0])
        click(app, board.canvas.stack_rects(board.state)[(unit.at, unit.army)].center)
        app.draw()
        assert board.selected == (unit.at, unit.army)
        tags = [
            s for _, s in map_hover.cost_tags(board.canvas, board.state, board.lit_now()).values()
        ]
        assert tags
        # the names the words ask for (every name at once, N, may crowd past the room)
        labels = [pill for pill, _, _ in board.placed_names()]
        assert labels
        assert not [(pill, tag) for pill in labels for tag in tags if pill.colliderect(tag)]
    finally:
        pygame.display.quit()
