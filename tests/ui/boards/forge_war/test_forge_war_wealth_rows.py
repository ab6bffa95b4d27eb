"""Playtest 14, item 8 (shot 25): while the wealth cards were chosen at 1280x720 the mine's
bottom row was cut. On main after playtest 13's change every English hand showed it whole, but
a Spanish hand in three still lay over it as a tray: each row of two cards was as tall as the
tallest card of the hand. A row is now as tall as its own cards' words, so in English and
Spanish, 2-4 seats, the mine's lowest hexes show whole beside the hand, and every card's words
stay inside their card."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_hand_over_mine import hand_rects, mine_foot

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App

CASES = [(players, seed) for players in (2, 3, 4) for seed in range(1, 7)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_mine_shows_whole_beside_every_hand_at_1280(lang, request):
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(text_report.stop)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    text_report.start()
    app = App((1280, 720), bot_delay_ms=0)
    app.surface = text_report.recording_window(app.surface)
    uneven = 0
    for players, seed in CASES:
        scene = start(app, seed=seed, players=players)
        board = scene.board
        app.surface.fill((0, 0, 0))
        scene.invalidate()
        app.draw()
        cards = hand_rects(board)
        assert board.view.phase == "wealth" and len(cards) == 4
        assert mine_foot(board) <= board.mine.shown.bottom, (players, seed)
        assert not board.context.over_mine(), (players, seed)
        items = text_report.report(app.surface)
        for wid, rect in cards.items():
            assert board.context.rect.contains(rect), (players, seed, wid)
            inside = [i for i in items if rect.colliderect(i["rect"])]
            assert inside, (players, seed, wid)
            for item in inside:  # words whole, within their card
                assert rect.contains(item["rect"]) and not item["cut"], (wid, item, rect)
        uneven += len({r.height for r in cards.values()}) > 1
        app.stack.scenes.clear()
    assert uneven, "some hand has a row lower than the other"
