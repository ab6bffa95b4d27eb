"""A move's words (path, cost, battle, odds) never cover a counter in the territory aimed at or
in a territory touching it (playtest 22 item 5, shot 77: the odds hid the Goblin stacks beside
the target, the ones a player weighs before moving in). Headless, with a stack picked by a real
click and the pointer moved over each lit destination."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_preview import await_hover_odds, hover
from uihelp import click

from forgegames.ui.boards.warparty.board import WarpartyBoard
from forgegames.ui.boards.warparty.preview import MovePreview

FROM = "middlemarch"
"""Where the Humans' stack starts: left of the map's middle, as in shot 77 (Wheatwold aimed
at, Goblins below it and in the map's lower left corner)."""


def crowded(app):
    """Three Human soldiers in ``FROM``; Goblins in every territory two steps from it or
    nearer (but ``FROM``), the lower left corner's too."""
    from forgegames.games.warparty.world import world

    geo = world().geo
    first = set(geo.neighbours(FROM))
    near = {p for t in first for p in geo.neighbours(t)} | {"bogmire", "fangwood", "darkthorn"}
    humans = (("humans", "soldier", FROM),) * 3
    others = humans + tuple(("goblins", "warrior", p) for p in sorted(near - {FROM}))
    return _scene(app, goblins_at="bogmire", count=1, others=others)


def guarded_rects(board: WarpartyBoard, dest: str):
    geo = board.world.geo
    near = {dest, *geo.neighbours(dest)}
    stacks = board.canvas.stack_rects(board.state)
    return {(p, army): r for (p, army), r in stacks.items() if p in near}


@pytest.mark.parametrize("window", ["app", "small_app"])
def test_a_moves_words_cover_no_counter_at_or_beside_the_target(request, window) -> None:
    app = request.getfixturevalue(window)
    scene = crowded(app)
    board: WarpartyBoard = scene.board
    app.draw()
    click(app, board.canvas.stack_rects(board.state)[(FROM, "humans")].center)
    assert board.selected == (FROM, "humans")
    lit = sorted(board.highlights(board.state))
    assert "wheatwold" in lit and len(lit) >= 5
    checked = 0
    for dest in lit:
        for where in (board.canvas.centre_of(dest),):
            board.move_tip = None
            hover(app, where)
            await_hover_odds(app, board)
            app.draw()
            preview = board.shown_preview()
            if not isinstance(preview, MovePreview) or preview.dest != dest:
                continue
            tip = board.move_tip
            assert tip is not None and tip.width and tip.height
            guarded = guarded_rects(board, dest)
            assert len(guarded) >= 2, "enemy stacks beside the target"
            hidden = [key for key, r in guarded.items() if tip.colliderect(r)]
            assert hidden == [], (dest, tip, hidden)
            assert pygame.Rect((0, 0), app.size).contains(tip)
            checked += 1
    assert checked == len(lit)
