"""The mine's hex boxes (where the change marks and the click targets of hexes go) are kept
per layout (presentation guard, issue 40): they follow the mine when it is laid out
anew, and a caller moving one leaves the others alone."""

from __future__ import annotations

import pygame
from test_forge_war_board import mine_turn, reach, start

from forgegames.ui.boards.forge_war import ForgeWarBoard


def box_of(board: ForgeWarBoard, h) -> pygame.Rect:
    """The hex's box worked out from its corners, as it always was."""
    xs, ys = zip(*board.mine_view.layout.corners(h), strict=True)
    x, y = board.mine_view.centre(h)
    half_w, half_h = round((max(xs) - min(xs)) / 2), round((max(ys) - min(ys)) / 2)
    return pygame.Rect(x - half_w, y - half_h, 2 * half_w, 2 * half_h)


def test_hex_boxes_follow_the_layout(app) -> None:
    scene = start(app, seed=5, players=2, bots=(1,))
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    hexes = scene.session.state.mine.board.hexes
    before = board.mine_view.layout
    assert [board.mine.hex_rect(h) for h in hexes] == [box_of(board, h) for h in hexes]
    board.mine.hex_rect(hexes[0]).move_ip(300, 300)  # a copy: the kept box stays
    assert board.mine.hex_rect(hexes[0]) == box_of(board, hexes[0])
    # laid out anew (a smaller mine, elsewhere): every box follows
    board.mine_view.layout = before._replace(size=before.size * 0.8, origin=(150.0, 240.5))
    assert [board.mine.hex_rect(h) for h in hexes] == [box_of(board, h) for h in hexes]
