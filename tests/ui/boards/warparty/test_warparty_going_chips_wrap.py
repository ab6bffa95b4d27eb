"""Playtest 34, item 2: with a stack of many kinds picked, the "Going:" chips ran on under the
Names button at the map's edge. They now wrap onto a second line: no chip meets a tab, another
chip or the window's edge, at 1280x720 and 1024x640, and each chip still takes a click."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click

from forgegames.ui.app import App

HERE = "greenhollow"
KINDS = ("warrior-hero", "soldier", "archer", "knight", "musketeer", "catapult", "wizard")


@pytest.mark.parametrize(
    ("size", "panel", "wraps"),
    [((1280, 720), None, True), ((1024, 640), False, True), ((1024, 640), None, False)],
)
def test_many_kinds_wrap_clear_of_the_tabs(size, panel, wraps) -> None:
    """``panel``: the side panel shown (False: not folded) or as the board chose (None: at
    1024x640 folded, the tabs in a column and the chips in the long line under the map)."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app, others=tuple(("humans", kind, HERE) for kind in KINDS))
        board, state = scene.board, scene.session.state
        if panel is not None:
            board.fold_choice = panel
            board.layout(board.rect)
            scene.invalidate()
            app.draw()
        click(app, board.canvas.stack_rects(state)[(HERE, "humans")].center)
        app.draw()
        chips = board.kind_chips(state)
        assert len(chips) >= len(KINDS), chips
        rects = [rect for rect, *_ in chips]
        tabs = [b.rect for b in board.fold_tab.buttons]
        window = app.surface.get_rect()
        for i, rect in enumerate(rects):
            assert window.contains(rect), rect
            assert board.map_rect.contains(rect), (rect, board.map_rect)
            assert rect.collidelist(tabs) == -1, (rect, tabs)
            assert rect.collidelist(rects[:i] + rects[i + 1 :]) == -1, rect
        assert (len({rect.y for rect in rects}) > 1) == wraps, rects
        last, kind = rects[-1], chips[-1][1]
        going = len(board.chosen)
        click(app, last.center)  # the wrapped chip takes its click: its kind stays behind
        assert len(board.chosen) < going and kind in KINDS
    finally:
        pygame.display.quit()
