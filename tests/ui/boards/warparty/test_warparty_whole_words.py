"""Issue 39 (wp39c): Warparty's words whole on real screens in both languages, measured on the
text report of frames drawn after real clicks."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App

SIZES = [(1024, 640), (1280, 720)]


def _report(app: App) -> list[dict]:
    app.surface = text_report.recording_window(app.surface)
    app.draw()
    return text_report.report(app.surface)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_the_movement_prompt_keeps_its_end(size, lang) -> None:
    """The Spanish prompt with a stack picked and one unit taken off lost its end ("…para una
    menos") at 1024x640: in a narrow strip it is said in fewer words, never cut."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        with i18n.speaking(lang):
            scene = _scene(app)
            board = scene.board
            stack = ("kingsreach", "humans")
            for _ in range(2):  # picked, then again for one fewer
                click(app, board.canvas.stack_rects(scene.session.state)[stack].center)
            scene.invalidate()
            items = _report(app)
            _, lines = board.prompt_lines(scene.session.state)
            end = "one fewer." if lang == "en" else "una menos."
        assert lines[0].startswith(("Moving 8 of 9", "Moviendo 8 de 9")), lines
        assert end in lines[-1], lines
        shown = [i for i in items if i["text"] in lines]
        assert len(shown) == len(lines) == 2, (lines, items)
        assert not any(i["cut"] for i in shown), shown
        strip = board.toast_strip()
        assert all(strip.contains(pygame.Rect(i["rect"])) for i in shown), (strip, shown)
    finally:
        text_report.stop()
        pygame.display.quit()
