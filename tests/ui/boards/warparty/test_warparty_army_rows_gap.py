"""Playtest 34, item 5: at 1024x640 an army's row in the side panel read "Dwarves · Alice
treasury 27" with almost no gap. The commander's name now stands clear of the treasury (or
gives way), so the row reads as name left, treasury right, at every size."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_collection_figures import open_unfolded

from forgegames.cli import make_config, play_bots
from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.economy_armies import COMMANDER_GAP


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_commander_stands_clear_of_the_treasury(size, lang) -> None:
    title = registry.get("warparty")
    session = Session(title, make_config(title, 2, None, {}), 1)
    session.resolve_chance()
    play_bots(session, "greedy", 1, 300, "placement")  # buying: a treasury of two figures
    app = App(size, bot_delay_ms=0)
    text_report.start()  # before the scene: texts made once keep their words
    try:
        with speaking(lang):
            scene, words = open_unfolded(app, session)
            board = scene.board
        rects = board.economy.rects()
        gap = round(COMMANDER_GAP * board.economy.pen.scale) - 1  # (rounding)
        named = 0
        for army in session.state.seats[0] + session.state.seats[1]:
            block = rects[f"army:{army}"]
            head = [
                (w["text"], pygame.Rect(w["rect"]))
                for w in words
                if block.contains(pygame.Rect(w["rect"]))
                and pygame.Rect(w["rect"]).y < block.y + block.h // 2
            ]
            commander = [r for t, r in head if t.startswith(" · ")]
            treasury = [r for t, r in head if t in ("treasury", "tesoro")]
            assert treasury, head
            for r in commander:
                named += 1
                assert treasury[0].x - r.right >= gap, (army, head)
        assert named, "no commander named"
    finally:
        text_report.stop()
        pygame.display.quit()
