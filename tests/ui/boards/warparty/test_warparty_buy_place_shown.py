"""Playtest 23, item 2, and playtest 34, item 3: while the pointer rests on a unit's row, the
territories it may be placed in are outlined on the map in the row's own hover colour; a click
on the row picks it (buys nothing), and a click on a lit territory buys one there. Real
events."""

from __future__ import annotations

from test_warparty_buy_again import WARRIOR, _bought, _row
from test_warparty_keys import _shop_scene
from test_warparty_playtest4 import _free_point
from test_warparty_preview import hover
from uihelp import click

from forgegames.games.warparty.actions import Buy
from forgegames.ui import theme


def _outlined(app, scene, place: str) -> float:
    """The share of ``place``'s border (its edges' midpoints) drawn in the hover colour."""
    scene.invalidate()
    app.draw()
    canvas = scene.board.canvas
    corners = [canvas.to_screen(p) for p in canvas.polygons[place]]
    spots = [
        (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True)
    ]
    lit = sum(tuple(app.surface.get_at(spot))[:3] == theme.FOCUS for spot in spots)
    return lit / len(spots)


def test_the_rows_place_is_outlined_while_hovered(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    start = len(scene.session.history)
    ware = next(w for w in board.wares if (w.army, w.kind, w.ident) == WARRIOR)
    first, other = ware.places[0], ware.places[-1]
    hover(app, board.map_rect.bottomright)  # away: nothing outlined
    assert _outlined(app, scene, first) == 0
    hover(app, _row(app, board).center)
    assert _outlined(app, scene, first) > 0.8
    assert _outlined(app, scene, other) > 0.8
    click(app, _row(app, board).center)  # a pick: nothing bought yet
    assert _bought(scene, start) == [] and board.placing is not None
    app.draw()
    click(app, _free_point(board, other))  # one placed in the lit territory clicked
    assert _bought(scene, start) == [Buy("goblins", "warrior", other)]
