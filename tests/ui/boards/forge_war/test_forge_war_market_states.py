"""ux40 (issue #39): in Spanish at 1024x640 the bazaars' headings left out their state words
('1 por ronda'), and at both sizes the blacksmith's often did: the row gave them no room
beside the name. The row now gives each space room for them beside its name, else on a line
of their own under it; on positions of whole games at both sizes and in both languages,
each blacksmith's and bazaar's heading draws its state words whole inside its box."""

from __future__ import annotations

import pygame
import pytest
from uihelp import greedy_session

from forgegames.core import i18n
from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import Launcher

SEATS = (
    SeatConfig("Ana", "blue"),
    SeatConfig("Bruno", "orange"),
    SeatConfig("Carla", "green"),
)
STATES = ("1 player a round", "1 a round", "taken this round", "in use", "end bonus")
POSITIONS = [(2, 2, 40), (3, 1, 40), (3, 2, 80), (3, 3, 120), (2, 1, 120)]
"""(seats, seed, moves): where a state was left out before (found over 2-4 seats, seeds 1-3)."""


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_every_row_one_space_draws_its_state_words_whole(request, lang, size):
    app = App(size, bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    request.addfinalizer(pygame.display.quit)
    with i18n.speaking(lang):
        states = {i18n.tr(w) for w in STATES}
        for players, seed, moves in POSITIONS:
            session = greedy_session("forge-war", SEATS[:players], seed, moves, "simple")
            scene = GameScene(app, session)
            app.push(scene)
            market = scene.board.market
            drawn: list[tuple[str, pygame.Rect]] = []
            real = market.pen.label

            def label(surface, text, pos, size=13, *rest, real=real, drawn=drawn, **kw):
                width = real(surface, text, pos, size, *rest, **kw)
                drawn.append((text, pygame.Rect(pos, (width, 1))))  # its line, left to right
                return width

            market.pen.label = label
            app.draw()
            spaces = {
                key[6:]: rect
                for key, rect in scene.board.rects.items()
                if key.startswith("space:") and (key[6:] == "blacksmith" or "bazaar" in key)
            }
            assert spaces, "the blacksmith and the bazaars are on the board"
            for space, box in spaces.items():
                said = [r for text, r in drawn if text in states and box.colliderect(r)]
                where = (lang, size, players, seed, moves, space)
                assert said, f"no state words drawn in {where}"
                assert all(box.contains(r) for r in said), where
            app.pop()
