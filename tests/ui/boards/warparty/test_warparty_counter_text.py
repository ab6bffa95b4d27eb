"""Warparty's counters are read at a glance (issue 39: their figures were about 10 px): at
1280x720 and 1024x640 every word and figure drawn on a counter, a chip or a count tag is 13
px or more, and the attack and defence figures larger still. Read from a real frame of a
game at its fourth turn (test_warparty_counters checks that the larger
counters still cover nothing)."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import map_counters
from forgegames.ui.game_scene import GameScene


def played(app: App) -> GameScene:
    """Two computer players' game at its fourth turn (counters, chips and count tags)."""
    seats = (SeatConfig("Ann", "blue", "greedy"), SeatConfig("Bo", "orange", "greedy"))
    session = Session.start(GameConfig("warparty", seats, "standard"), 3)
    for _ in range(60):
        session.apply(session.bot_action())
    scene = GameScene(app, session)
    app.push(scene)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_every_counter_text_is_readable(size, monkeypatch):
    app = App(size, bot_delay_ms=0)
    try:
        drawn: list[tuple[str, int]] = []

        class Spy:
            """The theme as the counters' painter sees it, noting each text it draws."""

            def __getattr__(self, name):
                return getattr(theme, name)

            def glyph(self, text, size, *args, **kwargs):
                drawn.append((text, size))
                return theme.glyph(text, size, *args, **kwargs)

            def text(self, text, size, *args, **kwargs):
                drawn.append((text, size))
                return theme.text(text, size, *args, **kwargs)

        # (from the game's start: the board lays its counters out as it is laid out, the
        # sizes they are tried at with it)
        monkeypatch.setattr(map_counters, "theme", Spy())
        scene = played(app)
        canvas = scene.board.canvas
        canvas._sprites.clear()
        scene.invalidate()
        app.draw()
        words = [(text, px) for text, px in drawn if text.strip() and len(text) < 12]
        figures = [px for text, px in words if text.isdigit()]
        assert figures and any(text.startswith("×") for text, _ in words), words
        assert min(px for _, px in words) >= 13, sorted(words, key=lambda w: w[1])[:5]
        assert max(figures) >= 17, "attack and defence stand out (15 px before counters grew)"
    finally:
        pygame.display.quit()
