"""Warparty's counters read at a glance (playtest 13): a stack read "3 / 1R3 / 2" at 1024x640,
the row and the modifiers crowding the attack over the defence. A counter now prints its
attack over its defence and its move and hits discs only; the row, the modifiers and the hits
are in the stack's tooltip. The white "changed since your last turn" corner marks, heavy over
many territories at 1024x640, are thin and short on Warparty's map."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click, post

from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.hotseat import draw_marks

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


def _white_lengths(surface: pygame.Surface, box: pygame.Rect) -> tuple[int, int]:
    """How far a mark's top-left arm runs along the top edge of ``box`` (inflated as drawn)
    and how thick it is, in pixels of the marks' colour."""
    r = box.inflate(4, 4)

    def white(x: int, y: int) -> bool:  # (the window's colours are a shade off the theme's)
        pixel = tuple(surface.get_at((x, y)))[:3]
        return sum(abs(a - b) for a, b in zip(pixel, theme.TEXT, strict=True)) < 16

    along = 0
    while white(r.x + along, r.y):
        along += 1
    thick = 0
    while white(r.x + along // 2, r.y + thick):
        thick += 1
    return along, thick


@pytest.mark.parametrize("size", SIZES)
def test_the_since_your_last_turn_marks_are_thin_and_short_on_the_map(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        board = scene.board
        session = scene.session
        before = scene.view_of(session.state)
        click(app, board.canvas.stack_rects(session.state)[("kingsreach", "humans")].center)
        click(app, board.canvas.centre_of("crownvale"))
        scene.changes["since"] = (before, scene.view_of(session.state))
        app.draw()
        marks = scene.marks["since"]
        screen = app.surface
        s = app.board_scale
        seen = [_white_lengths(screen, m) for m in marks]
        seen = [m for m in seen if m[0]]  # (a mark at the map's edge may be cut off)
        assert seen, marks
        # the frame's usual marks, drawn the same way on a blank copy, for comparison
        blank = pygame.Surface(screen.get_size())
        draw_marks(blank, marks, theme.TEXT, s, 2)
        usual = [_white_lengths(blank, m) for m in marks]
        assert all(u[1] >= 2 for u in usual), usual
        assert all(thick == 1 for _, thick in seen), seen
        assert max(a for a, _ in seen) < min(u[0] for u in usual), (seen, usual)
    finally:
        pygame.display.quit()
