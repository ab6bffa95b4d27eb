"""Playtest 35: with the pointer resting on a King's Forge board part, the menu opened by Esc
showed that part's tooltip under it, outside the menu's box. The board forgets the pointer
when the menu opens: the menu looks the same wherever the pointer rested."""

from __future__ import annotations

import pygame
from uihelp import open_game, post, press

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange", "greedy"))


def _menu_picture(app, scene, pointer: tuple[int, int]) -> bytes:
    post(app, pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    press(app, pygame.K_ESCAPE)
    app.draw()
    assert app.stack.top is not scene, "Esc opened the menu"
    picture = pygame.image.tobytes(app.surface, "RGB")
    press(app, pygame.K_ESCAPE)
    app.draw()
    assert app.stack.top is scene, "Esc closed it"
    return picture


def test_the_menu_shows_no_tooltip_of_where_the_pointer_rested(app):
    scene = open_game(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), 1))
    away = _menu_picture(app, scene, (-1, -1))
    w, h = app.size
    rested = [(x, y) for x in range(20, w, w // 9) for y in range(h - 40, 40, -h // 7)]
    differ = [p for p in rested if _menu_picture(app, scene, p) != away]
    assert differ == [], differ[:5]
