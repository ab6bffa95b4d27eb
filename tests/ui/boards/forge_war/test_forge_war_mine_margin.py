"""Playtest 34: at 1024x640 the mine's hexes touched the edges of its panel. The hexes now keep
a margin from the panel's sides and foot at every size, in every phase of the first round."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_enter_done import quest_done_due
from test_forge_war_whose_piece import play_until

from forgegames.ui.app import App

LEAST = 5
"""The fewest pixels between a hex's corner and the mine panel's side or foot."""


def room(board) -> tuple[float, float, float]:
    """The pixels from the hexes' corners to the panel's left side, right side and foot."""
    corners = [
        c for h in board.view.mine.board.resources for c in board.mine_view.layout.corners(h)
    ]
    panel = board.mine.shown
    left = min(x for x, _ in corners) - panel.left
    right = panel.right - max(x for x, _ in corners)
    foot = panel.bottom - max(y for _, y in corners)
    return left, right, foot


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_mine_keeps_a_margin_inside_its_panel(request, size, players):
    request.addfinalizer(pygame.display.quit)
    app = App(size, bot_delay_ms=0)
    scene = start(app, seed=5, players=players)
    app.draw()
    assert min(room(scene.board)) >= LEAST, (size, room(scene.board))
    play_until(app, scene, lambda: quest_done_due(scene))
    app.draw()
    assert min(room(scene.board)) >= LEAST, (size, room(scene.board))
