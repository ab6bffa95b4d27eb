"""The purchase list's heading never runs under its paging arrows (Spanish review 14: at
1024x640 "TIENDA: NO MUERTOS" was cut by the ▲ button): where "Buy for {army}" does not fit
beside them, the army's name alone is the heading, after its symbol and in its colour."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_setup_steps import SEATS
from uihelp import click, open_game, past_quests

from forgegames.core import i18n, registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig
from forgegames.games.warparty.actions import Order
from forgegames.ui.app import App


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("order", ["first", "second"])
def test_the_list_heading_keeps_clear_of_the_paging_arrows(lang, order) -> None:
    app = App((1024, 640), bot_delay_ms=0)
    try:
        with i18n.speaking(lang):
            session = Session(
                registry.get("warparty"), GameConfig("warparty", SEATS, "quick-play"), 3
            )
            session.resolve_chance()
            session.apply(Order(order))  # the team that sets up first: both teams in turn
            past_quests(session)
            scene = open_game(app, session)
            board = scene.board
            seen = set()
            for army in board.buyers():
                app.draw()
                click(app, board.economy._drawn[f"army:{army}"].center)  # the list switches
                app.draw()
                up = board.economy._drawn.get("up")
                assert up is not None, "the set-up's list is paged at 1024x640"
                heading = board.economy._heading_end
                assert heading <= up.left - 4, (lang, army, heading, up)
                seen.add(army)
            assert len(seen) == 2
    finally:
        pygame.display.quit()
