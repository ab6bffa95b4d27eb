"""No mark covers a piece in the mine (playtest 3, item 8): the corner marks of what changed,
a computer's move, a hint or a lesson, and the light wash of a hovered log line, all lie
under the workers and overseers."""

from __future__ import annotations

import pygame
from test_forge_war_board import mine_turn, play_by_clicks, reach, start

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


def pieces_drawn(board: ForgeWarBoard, size: tuple[int, int], one_by_one: bool) -> bytes:
    """The mine's pieces on a clear picture: as the board draws them over the marks (from
    what it kept), or each piece drawn afresh on its own."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    view, mine_view = board.view, board.mine_view
    looks = board.mine.mine_looks(view)
    if one_by_one:
        for h, seat in view.mine.workers.items():
            mine_view.draw_worker(layer, h, looks[seat])
        for h, seat in view.mine.overseers.items():
            mine_view.draw_overseer(layer, h, looks[seat])
    else:
        mine_view.draw_pieces(layer, view.mine, looks)
    return pygame.image.tobytes(layer, "RGBA")


def test_the_pieces_drawn_over_the_marks_follow_the_mine_and_the_window(app):
    """The pieces' pictures and places are kept between frames: after a move in the mine and
    after a resize they are those of the mine and the layout shown, never the kept ones."""
    scene = start(app, seed=5, players=2)
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    size = app.surface.get_size()
    first = pieces_drawn(board, size, one_by_one=False)
    assert first == pieces_drawn(board, size, one_by_one=True)
    assert pieces_drawn(board, size, one_by_one=False) == first  # (asked again: kept)
    play_by_clicks(app, scene, scene.session.legal_actions()[0])
    app.draw()
    moved = pieces_drawn(board, size, one_by_one=False)
    assert moved == pieces_drawn(board, size, one_by_one=True)
    assert moved != first, "a piece moved in the mine"
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    app.pump()
    app.draw()
    size = app.surface.get_size()
    larger = pieces_drawn(board, size, one_by_one=False)
    assert larger == pieces_drawn(board, size, one_by_one=True)
