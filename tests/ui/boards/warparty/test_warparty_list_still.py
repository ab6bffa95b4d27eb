"""Warparty's purchase list stays where the player reads it (ux32): its arrows move it one row
(a page's jump lost the rows being read), and a hint leaves it still when the hinted row is
in sight, else brings that row just into sight."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_keys import _shop_scene
from uihelp import click

from forgegames.ui.app import App


@pytest.fixture()
def small_app():
    application = App((1024, 640), bot_delay_ms=0)
    yield application
    pygame.display.quit()


def _arrow(board, name: str) -> pygame.Rect:
    arrows = {n: (rect, can) for n, rect, can in board.economy.pager()}
    assert arrows[name][1], arrows
    return arrows[name][0]


def test_the_arrows_move_the_list_one_row(small_app):
    scene = _shop_scene(small_app)
    board = scene.board
    small_app.draw()
    economy = board.economy
    assert 1 < economy.shown < len(board.shown_wares())  # the list is longer than a page
    keys = [o.key for _, o in economy.offer_rows()]
    click(small_app, _arrow(board, "down").center)
    small_app.draw()
    assert economy.first == 1
    assert [o.key for _, o in economy.offer_rows()][: len(keys) - 1] == keys[1:]
    click(small_app, _arrow(board, "up").center)
    small_app.draw()
    assert economy.first == 0 and [o.key for _, o in economy.offer_rows()] == keys


def _action(ware):
    return ware.action(ware.places[0] if ware.places else "")


def _hintable(ware) -> bool:
    """A ware a hint can name: one with a place to buy it into, an upgrade or a research."""
    return bool(ware.places) or ware.kind in ("upgrade", "research")


def test_a_hint_leaves_the_list_still_unless_its_row_is_out_of_sight(small_app):
    scene = _shop_scene(small_app)
    board = scene.board
    small_app.draw()
    economy, wares = board.economy, board.shown_wares()
    click(small_app, _arrow(board, "down").center)
    small_app.draw()
    rows = economy.shown
    seen = [o.key for _, o in economy.offer_rows()]
    in_sight = [i for i in range(1, 1 + rows) if _hintable(wares[i])]
    assert in_sight
    board.reveal(_action(wares[in_sight[-1]]))  # a row in sight: the list stays
    small_app.draw()
    assert economy.first == 1 and [o.key for _, o in economy.offer_rows()] == seen
    below = [i for i in range(1 + rows, len(wares)) if _hintable(wares[i])]
    assert below
    board.reveal(_action(wares[below[0]]))  # under the foot: brought just into sight
    small_app.draw()
    assert economy.first == below[0] - rows + 1
    assert [o.key for _, o in economy.offer_rows()][-1][2] == wares[below[0]].ident
    above = [i for i in range(economy.first) if _hintable(wares[i])]
    assert above
    board.reveal(_action(wares[above[-1]]))  # above the top: it leads the list
    small_app.draw()
    assert economy.first == above[-1]
