"""The board's regions are worked out once per view while nothing they depend on changes
(``BoardView.shown_regions``): the pointer going over the log's lines asks for the same views
again and again. The marks of the line under a resting pointer are those worked out afresh
after a move, an undo, a resize and a change of viewer; never the kept ones of before."""

from __future__ import annotations

import random

import pygame
from uihelp import click, greedy_session, open_game, post

from forgegames.core.title import SeatConfig
from forgegames.ui.overlays import Curtain

SEATS = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", None))


def move_mouse(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def fresh_marks(scene) -> list[pygame.Rect]:
    """The marks of the log line under the pointer, every region worked out anew."""
    column, board = scene.log_column, scene.board
    board.shown_regions = board.regions  # (nothing kept read, nothing kept written)
    try:
        return board.marks(*column.entry_views(*column.hover_tag))
    finally:
        del board.shown_regions


def point_at_a_marking_line(app, scene) -> tuple[int, int]:
    """Move the mouse down the log until it rests on a line whose move marks something."""
    rect = scene.log_rect
    for y in range(rect.bottom - 8, rect.top, -6):
        pos = (rect.centerx, y)
        move_mouse(app, pos)
        if scene.log_column.hover_marks:
            return pos
    raise AssertionError("no log line marks anything")


def game(app, title_id: str = "forge-war", variant: str = "simple"):
    session = greedy_session(title_id, SEATS, 5, 60, variant)
    return open_game(app, session)


def test_a_view_asked_again_is_answered_from_what_was_kept(app):
    scene = game(app)
    board = scene.board
    view = scene.view_before(len(scene.session.history) - 1)
    first = board.shown_regions(view)
    assert board.shown_regions(view) is first
    assert first == board.regions(view)
    scene.invalidate()  # the picture is out of date: so is what was kept
    assert board.shown_regions(view) is not first


def test_what_was_kept_goes_with_a_move_an_undo_and_a_resize(app):
    scene = game(app)
    board, session, title = scene.board, scene.session, scene.title
    made = len(session.history)
    views = [scene.view_before(i) for i in range(made - 3, made + 1)]
    rng = random.Random(3)
    changed = []
    for step in ("move", "undo", "resize", "resize back"):
        kept = [board.shown_regions(v) for v in views]
        if step == "move":
            seat = session.active
            bot = title.bots()["greedy"](seat)
            scene.commit(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
        elif step == "undo":
            scene.undo()
        else:
            size = (1280, 720) if step.endswith("back") else (1920, 1080)
            pygame.display.set_mode(size, pygame.RESIZABLE)  # the window, as a person drags it
            post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            assert app.size == size
        app.draw()
        now = [board.shown_regions(v) for v in views]
        assert now == [board.regions(v) for v in views], step
        changed.append(now != kept)
    assert changed[2] and changed[3], "a resize moves the parts"


def test_the_marks_under_a_resting_pointer_are_never_stale(app):
    scene = game(app)
    session, title = scene.session, scene.title
    pos = point_at_a_marking_line(app, scene)
    assert scene.log_column.hover_marks == fresh_marks(scene)
    seen = [list(scene.log_column.hover_marks)]
    rng = random.Random(3)
    for step in ("move", "move", "undo", "resize", "resize back", "seat"):
        if step == "move":
            seat = session.active
            bot = title.bots()["greedy"](seat)
            scene.commit(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
        elif step == "undo":
            scene.undo()
        elif step.startswith("resize"):
            size = (1280, 720) if step.endswith("back") else (1920, 1080)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        else:  # the other person's view of the same moves
            scene.viewer = 1 - (scene.viewer or 0)
            scene.refresh()
        while isinstance(app.stack.top, Curtain):  # the next person takes the seat
            click(app, (app.size[0] // 2, app.size[1] // 2))
        app.draw()
        if step.startswith("resize"):  # the log's lines are elsewhere
            pos = point_at_a_marking_line(app, scene)
        move_mouse(app, pos)
        app.draw()
        if scene.log_column.hover_tag is None:
            pos = point_at_a_marking_line(app, scene)
        assert scene.log_column.hover_marks == fresh_marks(scene), step
        seen.append(list(scene.log_column.hover_marks))
    assert any(a != b for a, b in zip(seen, seen[1:], strict=False)), "the marks moved"
