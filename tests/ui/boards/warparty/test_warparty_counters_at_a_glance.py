"""Warparty's counters read at a glance (playtest 13): a stack read "3 / 1R3 / 2" at 1024x640,
the row and the modifiers crowding the attack over the defence. A counter now prints its
attack over its defence and its move and hits discs only; the row, the modifiers and the hits
are in the stack's tooltip. (The marks of what changed are star tags now:
test_warparty_change_tags.py.)"""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import post

from forgegames.ui import text_report
from forgegames.ui.app import App

SIZES = [(1024, 640), (1280, 720)]
FACE = {"badge", "attack", "bar", "defence", "move", "hits"}


@pytest.mark.parametrize("size", SIZES)
def test_a_counter_prints_attack_over_defence_and_its_tooltip_the_rest(size):
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        others = (("humans", "musketeer", "queensfield"), ("humans", "wizard", "mudgate"))
        scene = _scene(app, others=others)
        board, state = scene.board, scene.session.state
        app.draw()
        canvas = board.canvas
        rects = canvas.stack_rects(state)
        for place, kind in (("queensfield", "musketeer"), ("mudgate", "wizard")):
            sheet = canvas._sheet("humans", kind)
            assert sheet.row > 1  # the musketeer: attack modifier -1, row 2; the wizard: 2 hits
            parts = canvas.face_parts(rects[(place, "humans")], sheet, "humans")
            names = {p.name for p in parts}
            assert {"attack", "defence"} <= names <= FACE, names
            texts = [p.text for p in parts if p.text]
            assert texts == [str(sheet.attack), str(sheet.defence)], texts
        post(app, pygame.MOUSEMOTION, pos=rects[("queensfield", "humans")].center, rel=(1, 1))
        app.surface = text_report.recording_window(app.surface)
        scene.layer = None
        app.draw()
        shown = " ".join(i["text"] for i in text_report.report(app.surface))
        assert "(4/1, move 1, attack modifier -1, row 2)" in shown, shown
        post(app, pygame.MOUSEMOTION, pos=rects[("mudgate", "humans")].center, rel=(1, 1))
        scene.layer = None
        app.draw()
        shown = " ".join(i["text"] for i in text_report.report(app.surface))
        assert "row 3, 2 hits)" in shown, shown
    finally:
        text_report.stop()
        pygame.display.quit()
