"""Issue 39: Warparty's words read whole on real screens (the income line, the lesson's
set-up header, the battle panel's headings) in English and Spanish."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.standing import standing_rect
from forgegames.ui.screenshot import render


def _drawn(app, tmp_path, name: str) -> list[dict]:
    """Every text the frame draws (the text report's entries with words)."""
    render(app, tmp_path / f"{name}.png", tmp_path / f"{name}.json")
    report = json.loads((tmp_path / f"{name}.json").read_text(encoding="utf-8"))
    return [d for d in report if "text" in d]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (960, 600)])
def test_the_income_line_reads_in_one_line_under_the_folded_map(size, lang, tmp_path):
    """Beside the folded map the tabs stand in a column; the income sentence wrapped to
    four lines in its width. It now has the line across the map's foot."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        with i18n.speaking(lang):
            scene = _scene(app)
            board = scene.board
            board.refresh()
            scene.invalidate()
            drawn = _drawn(app, tmp_path, "income")
            words = board.income_standing(board.state)
        assert board.folded and board.tab_strip.width < board.map_rect.width  # a column
        area = standing_rect(board)
        inside = [d for d in drawn if area.collidepoint(d["rect"][:2])]
        assert [d["text"] for d in inside] == [words]  # one line, the whole sentence
        assert not any(d["cut"] for d in inside)
        assert area.top >= board.canvas_area().bottom  # under the map, not on it
        assert area.bottom <= board.bar_rect.top
    finally:
        text_report.stop()
        pygame.display.quit()
