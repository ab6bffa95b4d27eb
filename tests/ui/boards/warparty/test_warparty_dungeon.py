"""A dungeon explored by clicks (issue 37): after movement a click on the heroes' dungeon
territory explores it, the battle panel names the monsters' side, and its Leave the dungeon
button takes the heroes out without a roll, leaving the monster there."""

from __future__ import annotations

import pytest
from test_warparty_board import _scene
from uihelp import click, click_button, run_timers, settle

from forgegames.games.warparty import dungeons
from forgegames.games.warparty.actions import Explore, LeaveDungeon

pytestmark = pytest.mark.usefixtures("quick_odds")


def test_explore_by_a_click_then_leave_by_the_button(app) -> None:
    scene = _scene(app, count=0, others=(("humans", "warrior-hero", "haunted-ruins"),))
    board = scene.board
    app.draw()
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    app.draw()
    assert Explore("haunted-ruins") in scene.session.legal_actions()
    click(app, board.canvas.centre_of("haunted-ruins"))
    assert any(e.action == Explore("haunted-ruins") for e in scene.session.history)
    for _ in range(500):  # the program rolls the dungeon's dice and draws its card
        if scene.session.state.battle is not None:
            break
        run_timers(app, 1, 50)
        app.draw()
    state = scene.session.state
    assert state.battle is not None and dungeons.in_dungeon(state)
    found = [m for m in state.battle.defenders]
    app.draw()
    assert board.battle_names(state.battle)[1] == "Monsters"
    rects = board.battle_panel.rects()
    assert "button:leave" in rects, sorted(rects)
    click(app, rects["button:leave"].center)
    settle(app, scene)
    assert any(e.action == LeaveDungeon() for e in scene.session.history)
    state = scene.session.state
    assert state.battle is None
    kept = dungeons.lair(state, "haunted-ruins").monsters
    assert kept == tuple(f.profile.unit for f in found)
    app.draw()
    words = board.describe_territory(state, "haunted-ruins")
    assert f"{dungeons.monster_name(board.world, kept[0])}" in words and "wait" in words
