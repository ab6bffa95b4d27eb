"""No mark covers a piece in the mine (playtest 3, item 8): the corner marks of what changed,
a computer's move, a hint or a lesson, and the light wash of a hovered log line, all lie
under the workers and overseers."""

from __future__ import annotations

import pygame
from test_forge_war_board import mine_turn, reach, start

from forgegames.ui.boards.forge_war import ForgeWarBoard


def piece_mask(board: ForgeWarBoard, size: tuple[int, int]) -> pygame.mask.Mask:
    """Where the mine's pieces are opaque on screen."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.set_clip(board.mine.rect)
    board.mine_view.draw_pieces(layer, board.view.mine, board.mine.mine_looks(board.view))
    return pygame.mask.from_surface(layer, 254)


def test_marks_and_washes_never_cover_a_piece(app):
    scene = start(app, seed=5, players=2, bots=(1,))
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    mine = board.view.mine
    held = set(mine.workers) | set(mine.overseers)
    marked = [board.mine.hex_rect(h) for h in mine.board.hexes]  # every hex: pieces among them
    assert held
    scene.teaching.hint = None
    scene.invalidate()
    app.draw()
    clean = app.surface.copy()
    scene.marks = {"since": marked, "bot": marked}
    scene.log_column.hover_marks = marked
    scene.invalidate()
    app.draw()
    marked_shot = app.surface.copy()
    mask = piece_mask(board, app.surface.get_size())
    rect = board.mine.rect
    covered = changed = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if marked_shot.get_at((x, y)) != clean.get_at((x, y)):
                changed += 1
                covered += mask.get_at((x, y))
    assert changed > 1000  # the marks and washes are drawn
    assert mask.count() > 500  # there are pieces to cover
    assert covered == 0
