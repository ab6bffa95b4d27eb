"""Forge War's board keeps its headings clear (issue 39): no overseer, on any hex of the mine,
reaches the mine's legend ("Copper" was under a pawn at 1024x640), and the clerk's tiles start
below the whole line of "Clerk: public designs" (its lower edge was covered). At the three
sizes, in English and Spanish, read from the text report of real frames."""

from __future__ import annotations

import json

import pygame
import pytest
from uihelp import greedy_session, open_game

from forgegames.core.i18n import speaking
from forgegames.core.title import SeatConfig
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.screenshot import render

SEATS = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", None))
CLERK = {"en": "Clerk: public designs", "es": "Escribano: diseños públicos"}
LEGEND = {"en": ("Copper", "Iron", "Emerald"), "es": ("Cobre", "Hierro", "Esmeralda")}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_mine_legend_and_the_clerk_heading_stay_clear(size, lang, tmp_path):
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        with speaking(lang):
            scene = open_game(app, greedy_session("forge-war", SEATS, 3, 12, "simple"))
            out = tmp_path / "words.json"
            render(app, tmp_path / "board.png", out)
        drawn = json.loads(out.read_text(encoding="utf-8"))
        board = scene.board
        mine_top = board.mine.rect.y + board.px(40)
        legend = [d for d in drawn if d["text"] in LEGEND[lang] and d["rect"][1] < mine_top]
        assert len(legend) == 3, legend
        below = max(y + h for _, y, _, h in (d["rect"] for d in legend))
        for h in board.view.mine.board.hexes:
            top = board.mine_view.overseer_box(h).top
            assert top >= below, f"an overseer on {h} reaches the legend ({top} < {below})"
        (heading,) = [d for d in drawn if d["text"] == CLERK[lang]]
        x, y, w, hh = heading["rect"]
        tiles = [t.rect for t in board.all_targets() if t.key.startswith("clerk:")]
        assert tiles and all(not r.colliderect(pygame.Rect(x, y, w, hh)) for r in tiles)
    finally:
        text_report.stop()
        pygame.display.quit()
