"""Warparty's "changed since your last turn" marks follow the map's view (zoom, pan, the
side panel folded) and are never drawn over a battle's panel (teaching review, #41)."""

from __future__ import annotations

import pygame
from test_warparty_board import _scene
from uihelp import HUMAN_PAUSE_MS, click, click_button, press, settle

from forgegames.ui.boards.warparty.board import FOLD_KEY, SETTLE_MS
from forgegames.ui.intents import Intent


def _mark_at(scene, territory: str) -> bool:
    """True when the "since" marks drawn last include one centred on ``territory``."""
    centre = scene.board.canvas.centre_of(territory)
    return any(r.center == centre for r in scene.marks.get("since", []))


def test_change_marks_follow_zoom_and_fold_and_stay_off_the_battle_panel(app) -> None:
    scene = _scene(app)
    board = scene.board
    session = scene.session
    before = scene.view_of(session.state)
    click(app, board.canvas.stack_rects(session.state)[("kingsreach", "humans")].center)
    click(app, board.canvas.centre_of("crownvale"))
    # as at the start of a person's turn: what changed since their last one is marked
    scene.changes["since"] = (before, scene.view_of(session.state))
    app.draw()
    assert _mark_at(scene, "crownvale")
    old = board.canvas.centre_of("crownvale")
    app.dispatch(Intent("wheel", pos=board.map_rect.center, dy=1))
    app.tick(SETTLE_MS + HUMAN_PAUSE_MS)
    app.draw()
    assert board.canvas.centre_of("crownvale") != old  # the zoom moved the territory...
    assert _mark_at(scene, "crownvale")  # ...and its mark with it
    old = board.canvas.centre_of("crownvale")
    press(app, FOLD_KEY)
    app.draw()
    assert board.folded and board.canvas.centre_of("crownvale") != old
    assert _mark_at(scene, "crownvale")
    assert all(r.colliderect(board.map_rect) for r in scene.marks["since"])
    # a battle's panel covers the board: no mark is drawn over it
    press(app, FOLD_KEY)
    app.draw()
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    app.draw()
    click(app, board.canvas.centre_of("crownvale"))
    assert session.state.battle is not None
    scene.changes["since"] = (before, scene.view_of(session.state))  # the move cleared it
    app.draw()
    assert scene.marks["since"] == []
    pygame.event.clear()
