"""Playtest 23, item 1: at the set-up, after buying for one army, a click on its ally's block
in the side panel shows the ally's offers, and the line under the board and the lit map follow
at once: no "place the <the first army's unit>", no places of the first army lit. Coming
back, the first army's row is picked again and a lit place takes it. Real clicks."""

from __future__ import annotations

from test_warparty_buy_again import _bought, _prompt
from test_warparty_keys import _shop_scene
from test_warparty_playtest4 import _free_point
from uihelp import click

from forgegames.games.warparty.actions import Buy


def _offer_row(app, board, key):
    app.draw()
    return next(rect for rect, offer in board.economy.offer_rows() if offer.key == key)


def test_picking_the_allys_block_drops_the_first_armys_placing(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    first, second = board.buyers()
    start = len(scene.session.history)
    ware = next(w for w in board.wares if w.army == first and w.kind == "unit" and not w.why)
    key = (ware.army, ware.kind, ware.ident)
    click(app, _offer_row(app, board, key).center)
    assert board.placing is not None and board.placing.army == first
    place = board.placing.places[0]
    picked = f"to place the {ware.name}"
    assert picked in _prompt(board, scene)
    app.draw()
    click(app, board.economy.rects()[f"army:{second}"].center)
    app.draw()
    assert board.listed_army() == second
    assert board.placing is None or board.placing.army == second
    assert picked not in _prompt(board, scene)
    state = scene.session.state
    lit = set(board.highlights(state))
    assert place not in lit, "the first army's place is no longer lit"
    seconds = {p for w in board.wares if w.army == second for p in w.places}
    assert lit <= seconds
    # back to the first army: its row is picked again, and a lit place takes one
    click(app, board.economy.rects()[f"army:{first}"].center)
    click(app, _offer_row(app, board, key).center)
    assert _bought(scene, start) == []
    app.draw()
    click(app, _free_point(board, place))
    assert _bought(scene, start) == [Buy(first, ware.ident, place)]
