"""Playtest 13 read Forge War's words at 1024x640 as about 10 px (panel captions, the market,
the quest cards). The board asks for most of them at 13 px scaled by the window (10 px at
1024x640), and the theme's floor draws them at 12 px. This holds that floor for every word
the board draws at 1024x640, in English and Spanish, at the first position of every phase of
two rounds played through the frame (with the pointer over a grid of points, so tooltips and
previews are drawn too)."""

from __future__ import annotations

import random

import pygame
import pytest
from boardtour import hover_points
from test_forge_war_board import start
from test_forge_war_steady_mine import settle
from uihelp import post

from forgegames.core import i18n
from forgegames.games.forge_war import TITLE
from forgegames.ui import theme
from forgegames.ui.app import App

FLOOR = 12
"""The least size, in pixels, of a word drawn on the Forge War board at 1024x640."""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_forge_war_word_under_12_px_at_1024x640(monkeypatch, lang):
    drawn: list[tuple[int, str]] = []
    real = theme._text

    def record(content, size, colour, bold):
        drawn.append((size, content))
        return real(content, size, colour, bold)

    with i18n.speaking(lang):
        app = App((1024, 640), bot_delay_ms=0)
        try:
            scene = start(app, seed=3, players=4)
            session, board = scene.session, scene.board
            monkeypatch.setattr(theme, "_text", record)
            rng = random.Random(3)
            seen: set[tuple[int, str]] = set()
            for _ in range(500):
                settle(app, scene)
                if session.over or board.view.round > 2:
                    break
                stop = (board.view.round, board.view.phase)
                if stop not in seen:
                    seen.add(stop)
                    app.draw()
                    for pos in hover_points(app.size, 7, 5):
                        post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                        app.draw()
                seat = session.active
                view = TITLE.view(session.state, seat)
                scene.commit(
                    TITLE.bots()["greedy"](seat).choose(view, session.legal_actions(), rng)
                )
            phases = {phase for _round, phase in seen}
            assert {"wealth", "place", "mine", "market", "quest"} <= phases, phases
            assert drawn
            small = sorted({(size, text) for size, text in drawn if size < FLOOR})
            assert not small, small[:10]
        finally:
            pygame.display.quit()
