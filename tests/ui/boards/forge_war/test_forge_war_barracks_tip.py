"""The barracks' tooltip names the price of a hire the stage asks (brief fw39c): where the
barracks' note is shortened to 'hire or train' (at 1024x640 in Spanish, four seats), the price
is read on hover, and the tooltip said 4 gold in every stage (the epic game's second stage
asks 5)."""

from __future__ import annotations

import pygame
from test_forge_war_board import reach
from test_forge_war_epic_board import start_epic
from uihelp import post

from forgegames.core.i18n import speaking
from forgegames.games.forge_war.stages import hire_cost
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard


def test_hovering_the_barracks_names_this_stage_s_hire_price():
    with speaking("es"):
        app = App((1024, 640), bot_delay_ms=0)
        try:
            scene = start_epic(app, seed=4, players=4)
            reach(app, scene, lambda s: s.round == 7 and s.phase == "market", limit=3000)
            board: ForgeWarBoard = scene.board
            assert hire_cost(scene.session.state) == 5  # the second stage's hire
            width = board.rects["space:barracks"].width
            # the note is the short one here: the price is only in the tooltip
            assert board.market.space_notes(width)["barracks"] == ("contrata o entrena",)
            spot = board.rects["space:barracks"].center
            post(app, pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
            tip = board.hover_tip()
            assert "contrata un aventurero por 5 de oro" in tip, tip
        finally:
            pygame.display.quit()
