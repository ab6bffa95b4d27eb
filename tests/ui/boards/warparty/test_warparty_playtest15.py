"""Playtest 15 (issue 39): picking part of a stack, the marks explained on hover, the set-up's
rows of one height, notices clear of the player's own counters, one step fewer to end the
set-up. Real clicks and pointer moves on the board."""

from __future__ import annotations

import pygame
from test_warparty_board import _scene
from uihelp import click

from forgegames.games.warparty import board_info


def test_a_click_where_only_some_picked_units_reach_sends_those(app) -> None:
    """The stack of a Champion and a Soldier picked whole, a place two steps away clicked
    (the hint's "Move a Champion to Millford"): the Champion goes there, the Soldier stays,
    and a notice (not a refusal) says so; before, the click was refused for the Soldier."""
    here = "greenhollow"
    scene = _scene(app, others=(("humans", "warrior-hero", here), ("humans", "soldier", here)))
    board, state = scene.board, scene.session.state
    world = board.world
    hero, soldier = (u.uid for u in state.units_at(here) if u.army == "humans")
    far = board_info.destinations(state, world, (hero,))
    near = board_info.destinations(state, world, (hero, soldier))
    empty = {u.place for u in state.units}
    target = sorted(p for p in far if p not in near and p not in empty and "|" not in p)[0]
    click(app, board.canvas.stack_rects(state)[(here, "humans")].center)
    assert set(board.chosen) == {hero, soldier}
    assert target not in board.highlights(state)
    click(app, board.canvas.centre_of(target))
    after = scene.session.state
    assert after.unit(hero).place == target, "the Champion went"
    assert after.unit(soldier).place == here, "the Soldier stayed"
    toast = scene.toast
    assert toast is not None and not toast.error, toast
    assert "Champion" in toast.text and "Soldier" in toast.text, toast.text


def test_one_fewer_leaves_the_slowest_behind(app) -> None:
    """A click on the picked counter again takes one unit off: the slowest (the Soldier,
    move 1), so the Champion left picked reaches the places two steps away."""
    here = "greenhollow"
    scene = _scene(app, others=(("humans", "soldier", here), ("humans", "warrior-hero", here)))
    board, state = scene.board, scene.session.state
    hero = next(u.uid for u in state.units_at(here) if u.kind == "warrior-hero")
    rect = board.canvas.stack_rects(state)[(here, "humans")]
    click(app, rect.center)
    click(app, rect.center)
    assert board.chosen == (hero,)
    _, lines = board.prompt_lines(state)
    assert "slowest" in " ".join(lines), lines
    assert pygame.Rect(rect).width


def _cities_founded(app):
    """Two people, quick play; the good team placed its four cities by clicks and keeps more
    crowns than it may (Set-up done will give some up)."""
    from test_warparty_setup_steps import _found_by_clicks, _setting_up

    scene = _setting_up(app)
    board = scene.board
    for army in ("humans", "humans", "dwarves", "dwarves"):
        if board.listed_army() != army:
            click(app, board.economy.rects()[f"army:{army}"].center)
        _found_by_clicks(app, scene, army)
    return scene


def test_set_up_done_is_held_for_end_turn_without_asking(app) -> None:
    """Set-up done, then End turn: no "are you sure?" between (playtest 15: three steps); the
    held prompt says the crowns kept, and Undo still takes Set-up done back."""
    from uihelp import click_button

    from forgegames.games.warparty.actions import Ready

    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    keep = board.world.content.quickplay.crowns_kept
    assert any(session.state.army(a).treasury > keep for a in ("humans", "dwarves"))
    app.draw()
    ready = next(b for b in board.bar.buttons if b.label == "Set-up done")
    click(app, ready.rect.center)
    assert app.stack.top is scene, "no confirmation asked"
    assert isinstance(session.history[-1].action, Ready)
    assert scene.handover is not None, "held for End turn"
    words = " ".join(board.prompt_lines(scene.visible_state())[1])
    assert f"kept {keep} crowns at most" in words and "Undo" in words, words
    click_button(app, scene.top, "Undo")
    assert not isinstance(session.history[-1].action, Ready), "Undo took it back"
    assert scene.handover is None and session.state.phase == "setup"
    click(app, ready.rect.center)
    assert app.stack.top is scene and scene.handover is not None
    made = len(session.history)
    click_button(app, scene.top, "End turn")
    assert scene.handover is None, "handed over"
    assert isinstance(session.history[made - 1].action, Ready), "Set-up done stands"
