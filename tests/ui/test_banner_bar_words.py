"""ux20: at 1024x640 the turn banner cut the top bar's "Alice (Humans and Dwa…"; at 1280x720
in Spanish "Ann, te toca" covered "Warparty · Turno…". The banner never covers any of the
bar's words (the title's name, the status, the seat's tag and whose turn it is): beside
them where the bar has room, else under the bar. Real games, greeted as a turn begins."""

from __future__ import annotations

import pygame
import pytest
from uihelp import greedy_session, open_game

from forgegames.core.i18n import speaking
from forgegames.core.title import SeatConfig
from forgegames.ui.app import App

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
SPANISH = (SeatConfig("Ann", "blue"), SeatConfig("Bruno", "orange"))


@pytest.mark.parametrize(
    ("size", "lang"),
    [((1024, 640), "en"), ((1280, 720), "en"), ((1280, 720), "es"), ((1024, 640), "es")],
)
def test_the_banner_never_covers_the_top_bar_s_words(size, lang) -> None:
    with speaking(lang):
        app = App(size, bot_delay_ms=10**9)
        try:
            seats = SEATS if lang == "en" else SPANISH
            scene = open_game(app, greedy_session("warparty", seats, 3, 40))
            board = scene.board
            board.fold_choice = False  # the panel open: the map's top as the playtest had it
            board.layout(board.rect)
            scene.greet(scene.session.active)
            app.draw()
            assert scene.banner is not None and scene.banner_box is not None
            box = scene.banner_box
            bar = scene.top_bar
            words = [bar.name_rect, bar.status_rect, bar.active_rect, bar.seat_tag_rect]
            assert all(r is not None for r in words)
            assert not any(box.colliderect(r) for r in words), (box, words)
            assert not any(box.colliderect(b.rect) for b in scene.top.buttons)
            assert not any(box.colliderect(b) for b in scene.button_rects())
            seen = pygame.image.tobytes(app.surface.subsurface(box), "RGB")
            scene.banner = None
            scene.invalidate()
            app.draw()
            assert pygame.image.tobytes(app.surface.subsurface(box), "RGB") != seen  # drawn
        finally:
            pygame.display.quit()
