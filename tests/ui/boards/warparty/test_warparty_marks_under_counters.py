"""Playtest 34, item 1: after the computer's turn the arrows, borders and crossed swords of
its moves were drawn over the counters they reached, and a counter could not be read. The
marks now go under the counters: every counter looks the same with the marks as without."""

from __future__ import annotations

import pygame
from uihelp import play_greedy_until

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene


def _open(app) -> GameScene:
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("warparty", seats, "quick-play-short"), 2))
    app.push(scene)
    return scene


def _faces(surface: pygame.Surface, boxes: list[pygame.Rect]) -> list[bytes]:
    return [pygame.image.tobytes(surface.subsurface(box), "RGB") for box in boxes]


def test_the_other_side_s_arrows_stay_under_the_counters(app):
    scene = _open(app)
    board = scene.board

    def shown() -> bool:
        scene.layer = None
        app.draw()
        return bool(board.arrows)

    play_greedy_until(app, scene, shown, seed=2)
    state = board.state
    surface = app.surface
    frame = board.canvas.rect
    faces = board.canvas.stack_rects(state)  # (their shadows, under them, left out)
    boxes = [box.clip(frame).inflate(-6, -6) for box in faces.values() if box.clip(frame).w > 8]
    assert {a.end for a in board.arrows} & {place for place, _ in faces}, "no arrow reaches one"
    scene.layer = None
    app.draw()
    marked = _faces(surface, boxes)
    bare = surface.copy()
    board.canvas.draw(bare, state, highlights=board.highlights(state), selected=board.selected)
    assert marked == _faces(bare, boxes)
