"""Playtest 23, item 5 (shot 62): "If you buy a city: treasury…" stayed over the log after the
pointer had left the City row for the map. A click where the board had seen no motion (a
touch screen, a tablet's pen, a pointer warped by another program) left the board's pointer
on the row, and the next key let the row's tooltip back. A tooltip goes when its pointer
leaves its row, however it left. Real events."""

from __future__ import annotations

import pygame
from test_warparty_keys import _shop_scene
from test_warparty_preview import tooltips
from uihelp import click, post, press


def test_a_click_elsewhere_takes_the_rows_tooltip_away(app, monkeypatch) -> None:
    scene = _shop_scene(app)
    board = scene.board
    app.draw()
    row = next(r for r, o in board.economy.offer_rows() if o.key[1] == "city")
    click(app, row.center)  # the City row picked: its places light up
    assert board.placing is not None and board.placing.kind == "city"
    assert not tooltips(app, monkeypatch), "a click hides the tooltips until the pointer moves"
    nudge = (row.centerx + 1, row.centery)
    post(app, pygame.MOUSEMOTION, pos=nudge, rel=(1, 0), buttons=(0, 0, 0))
    # (a set-up city costs nothing: "Free: a city costs nothing now", playtest 24 item 3)
    assert any(t.startswith("Free: a city") for t in tooltips(app, monkeypatch))
    place = board.placing.places[0]
    spot = board.canvas.centre_of(place)
    post(app, pygame.MOUSEBUTTONDOWN, pos=spot, button=1)  # no motion came before it
    post(app, pygame.MOUSEBUTTONUP, pos=spot, button=1)
    assert place in dict(scene.session.state.cities), "the city is founded"
    press(app, pygame.K_LSHIFT)  # a key lets tooltips show again where the pointer rests
    shown = tooltips(app, monkeypatch)
    assert not any(t.startswith(("If you buy", "Free:")) for t in shown), shown
    assert not board.panel_rect.collidepoint(board.mouse)
