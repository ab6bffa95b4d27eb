"""Warparty's counters print whole figures (playtest 5, item 1: the army symbol sat on the
digits and "1" ran into "R2"): on every counter drawn in real games at 1024x640, 1280x720 and
1920x1080, with large print off, large and larger, the boxes of the army badge, the figures'
ink, their modifiers, the row and the figure discs never meet; and every unit of every army
has a counter size, no larger than the view's, on which its face is whole."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import map_counters
from forgegames.ui.boards.warparty.map_layout import COUNTER
from forgegames.ui.game_scene import GameScene

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
SETTINGS = ("off", "large", "larger")


def sessions() -> list[Session]:
    """Two and four computer players' games after some turns (every army on the map)."""
    out = []
    for players, seed, steps in ((2, 3, 60), (4, 15, 90), (2, 8, 140)):
        colours = ("blue", "orange", "green", "red")[:players]
        seats = tuple(SeatConfig(f"P{i}", c, "greedy") for i, c in enumerate(colours))
        session = Session.start(GameConfig("warparty", seats, "standard"), seed)
        for _ in range(steps):
            session.apply(session.bot_action())
        out.append(session)
    return out


def meeting(parts: list[map_counters.FacePart]) -> list[tuple[str, str]]:
    return [
        (a.name, b.name)
        for i, a in enumerate(parts)
        for b in parts[i + 1 :]
        if a.box.colliderect(b.box)
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_counter_s_figures_meet_its_badge_or_each_other(size):
    app = App(size, bot_delay_ms=0)
    try:
        games = sessions()
        checked = 0
        for session in games:
            scene = GameScene(app, session)
            app.push(scene)
            canvas = scene.board.canvas
            for setting in SETTINGS:
                app.large_print = setting
                app.draw()
                state = scene.board.state
                rects = canvas.stack_rects(state)
                for stack in canvas.stacks(state):
                    key = (stack.place, stack.army)
                    if key in canvas._chips or key not in rects:
                        continue
                    face = rects[key]
                    sheet = canvas._sheet(stack.army, stack.lead)
                    parts = canvas.face_parts(face, sheet, stack.army)
                    names = {p.name for p in parts}
                    assert "badge" in names and {"attack", "defence"} <= names
                    assert not meeting(parts), (size, setting, stack, face.w, meeting(parts))
                    checked += 1
            app.pop()
        assert checked >= 5, checked  # 9 at 1024x640, where most stacks are chips
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_unit_has_a_whole_face_at_the_view_s_counter_size(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene = GameScene(app, sessions()[0])
        app.push(scene)
        canvas = scene.board.canvas
        for setting in SETTINGS:
            app.large_print = setting
            app.draw()
            most = canvas.px(COUNTER)
            for army, sheet in canvas.armies.items():
                for unit in sheet.units:
                    stack = map_counters.Stack("x", army, unit, 1, 1, 0)
                    side = canvas.whole_size(stack, 10, most)
                    assert side is not None, (army, unit, setting, most)
                    face = pygame.Rect(0, 0, side, side)
                    parts = canvas.face_parts(face, canvas._sheet(army, unit), army)
                    assert not meeting(parts)
        # the check bites: on an archer's face squeezed to 20 px the parts meet
        archer = canvas._sheet("humans", "archer")
        assert meeting(canvas.face_parts(pygame.Rect(0, 0, 20, 20), archer, "humans"))
    finally:
        pygame.display.quit()
