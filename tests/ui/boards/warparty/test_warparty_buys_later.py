"""Playtest 22: in the movement phase the buy list read "nothing to buy now" with 19 crowns in
the treasury, which a newcomer took for a fault. Empty in movement and combat, the list says when
units and upgrades are bought (after the battles, in collection and placement), in English and
Spanish, whole in the panel."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene

from forgegames.core import i18n
from forgegames.games.warparty.board_info import PHASE_MOVE
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.economy_panel import BUYS_LATER
from forgegames.ui.screenshot import render


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_empty_buy_list_says_buying_comes_after_the_battles(lang, tmp_path) -> None:
    text_report.start()  # before the window: every text drawn keeps its words
    app = App((1280, 720), bot_delay_ms=0)
    try:
        scene = _scene(app)
        assert scene.session.state.phase == PHASE_MOVE
        i18n.set_language(lang)
        expected = i18n.tr(BUYS_LATER)
        scene.board.refresh()
        scene.invalidate()
        render(app, tmp_path / "m.png", tmp_path / "m.json")
    finally:
        text_report.stop()
        i18n.set_language("en")
        pygame.display.quit()
    drawn = [d for d in json.loads((tmp_path / "m.json").read_text("utf-8")) if "text" in d]
    said = " ".join(d["text"] for d in drawn)
    words = expected.split()
    assert words[0] in said and words[-1] in said, said
    assert not any(d["cut"] for d in drawn if d["text"] in expected), drawn
    assert "nothing to buy now" not in said and "nada que comprar ahora" not in said
