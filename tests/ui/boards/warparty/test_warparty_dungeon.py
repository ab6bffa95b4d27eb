"""A dungeon explored by clicks (issue 37): after movement a click on the heroes' dungeon
territory explores it, the battle panel names the monsters' side, and its Leave the dungeon
button takes the heroes out without a roll, leaving the monster there."""

from __future__ import annotations

import dataclasses

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


def test_the_monsters_side_is_named_by_the_dungeon_to_the_end_in_spanish(app, monkeypatch) -> None:
    """Spanish speaks of "los monstruos" (lower case, as the sentences put "los" before it);
    the side's heading still begins with a capital. In a dungeon the monsters' side keeps its
    name once none is left (it fell back to the team's name: "atacan los Mal"), and the
    heroes' side is named by its armies even when the board's team is the other one."""
    from forgegames.core.i18n import speaking
    from forgegames.ui.boards.warparty import battle_sides

    scene = _scene(app, count=0, others=(("humans", "warrior-hero", "haunted-ruins"),))
    board = scene.board
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    click(app, board.canvas.centre_of("haunted-ruins"))
    for _ in range(500):
        if scene.session.state.battle is not None:
            break
        run_timers(app, 1, 50)
    state = scene.session.state
    battle = state.battle
    with speaking("es"):
        assert board.battle_names(battle) == ("Humanos", "monstruos")
        assert battle_sides.side_names(battle, "evil", True) == ("Humanos", "monstruos")
        emptied = dataclasses.replace(battle, sides=(battle.sides[0], ()))
        assert board.battle_names(emptied, state) == ("Humanos", "monstruos")
        written: list[str] = []
        real = type(board.battle_panel.pen).write

        def write(pen, surface, words, *args, **kwargs):
            written.append(str(words))
            return real(pen, surface, words, *args, **kwargs)

        monkeypatch.setattr(type(board.battle_panel.pen), "write", write)
        scene.invalidate()
        app.draw()
    assert any(w.startswith("Monstruos · ") for w in written), written
    assert any("atacan los " in w for w in written), written
    assert not any("los Mal" in w or "los Monstruos" in w for w in written), written
