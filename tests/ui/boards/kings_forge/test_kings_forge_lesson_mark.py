"""Playtest 11 (shots 105, 111): at 1024x640 the lesson's magenta double outline covered half
of the 'Peddler' card's name above the marked half and the dice of the docks row under the
marked one (the rows lie 1 px apart). A gather card's part or a docks row is now marked by one
outline 2 px out, whole outside the part, clear of its neighbours."""

from __future__ import annotations

import pygame
from uihelp import click_button, run_timers

from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge.board import TIGHT_MARK
from forgegames.ui.launcher import Launcher


def hint_pixels(surface: pygame.Surface, area: pygame.Rect, skip: pygame.Rect) -> int:
    """The pixels of ``area`` outside ``skip`` drawn in the hint's magenta."""
    count = 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            if not skip.collidepoint(x, y) and surface.get_at((x, y))[:3] == theme.HINT[:3]:
                count += 1
    return count


def test_the_lesson_marks_the_peddler_half_without_covering_the_card_name():
    app = App((1024, 640), bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    try:
        launcher = Launcher(app)
        app.push(launcher)
        click_button(app, launcher.group, "King's Forge")
        click_button(app, launcher.group, "Learn to play")
        scene = app.stack.scenes[0]
        run_timers(app, steps=20, dt=50)
        app.draw()
        surface = pygame.display.get_surface()
        (rect,) = scene.teaching.hint_marks
        assert scene.board.mark_reach(rect) == TIGHT_MARK
        ring = rect.inflate(2 * TIGHT_MARK, 2 * TIGHT_MARK)
        # the outline is there, all round, just outside the half ...
        right, bottom = ring.right - 1, ring.bottom - 1
        edges = (ring.topleft, ring.midtop, ring.midleft, (right, ring.centery), (right, bottom))
        for point in edges:
            assert surface.get_at(point)[:3] == theme.HINT[:3], point
        # ... and nothing of it reaches further (the card's name is 2 or 3 px above)
        assert hint_pixels(surface, rect.inflate(24, 24), ring) == 0
        # every docks row and every part of a gather card is marked as closely
        rows = [r for _dock, r in scene.board.geo.dock_rows()]
        assert rows and all(scene.board.mark_reach(r) == TIGHT_MARK for r in rows)
    finally:
        pygame.display.quit()
