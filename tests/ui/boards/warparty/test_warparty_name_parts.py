"""The pointed territory's label on Warparty's map (a stack picked) is painted in a picture of
its own (issue #40: the pointer going from one territory to the next painted every label
again): the same pixels as every label painted together, the others' picture kept while the
pointer moves, and all painted again when the game changes (a move)."""

from __future__ import annotations

import pygame
from test_warparty_board import _scene
from test_warparty_preview import hover, pick_capital_stack
from uihelp import click

from forgegames.ui.boards.warparty.board import WarpartyBoard

GROUND = (90, 120, 60)


def drawn_names(board: WarpartyBoard, size: tuple[int, int]) -> bytes:
    surface = pygame.Surface(size)
    surface.fill(GROUND)
    board.draw_names(surface)
    return pygame.image.tobytes(surface, "RGB")


def painted_together(board: WarpartyBoard, size: tuple[int, int]) -> bytes:
    """Every label now (the pointed one among them) placed and painted in one picture, as
    before the pointed one had its own."""
    surface = pygame.Surface(size)
    surface.fill(GROUND)
    picture, at, _ = board.paint_names(board.placed_names())
    surface.set_clip(board.canvas.rect)
    surface.blit(picture, at)
    return pygame.image.tobytes(surface, "RGB")


def pointed_unnamed(app, board: WarpartyBoard, skip: set[str]) -> str:
    """Point at a territory that only the pointer labels (not ``skip``); which one."""
    for place in board.canvas.ids:
        if place in skip:
            continue
        hover(app, board.canvas.centre_of(place))
        steady, pointed = board._labelled_parts()
        others = [box for box, _, _ in board.placed_names(steady)]
        if pointed == place and board.placed_names([(place, False)], others):  # (it has room)
            return place
    raise AssertionError("no territory is labelled for the pointer alone")


def test_the_pointed_label_is_painted_apart_as_all_together_and_kept_while_pointing(app) -> None:
    scene = _scene(app)
    board: WarpartyBoard = scene.board
    names = board.territory_names()
    # a notice names two places: labelled wherever the pointer is (a log line's places are
    # labelled only while the pointer is on it, playtest 14)
    words = f"Scouts look at {names['crownvale']} and {names['kingsreach']}."
    scene.show_toast(words, error=False)
    pick_capital_stack(app, board, scene.session.state)
    app.draw()
    first = pointed_unnamed(app, board, {"crownvale", "kingsreach"})
    steady, _ = board._labelled_parts()
    assert {p for p, _ in steady} == {"crownvale", "kingsreach"}
    assert drawn_names(board, app.size) == painted_together(board, app.size)
    kept = board._names_picture
    second = pointed_unnamed(app, board, {"crownvale", "kingsreach", first})
    assert drawn_names(board, app.size) == painted_together(board, app.size)
    assert board._names_picture is kept  # only the pointed label was painted
    assert board._hover_name[0][0] == second
    # a move: the game changes, every label is placed and painted again
    click(app, board.canvas.centre_of("crownvale"))
    assert scene.session.state is not kept[1]
    app.draw()
    assert board._names_picture is not kept and board._names_picture[1] is scene.session.state
