"""Playtest 15, item 3 (left): with a stack picked where every kind can reach a place, nothing
said how to choose WHICH kind goes ("click the counter again for one fewer" drops the last).
Now a "Going:" row of chips at the map's foot lists the picked stack's kinds, a click on a
chip leaves that kind behind (or takes it again), and the prompt says so. Real clicks."""

from __future__ import annotations

import pygame
from test_warparty_board import _scene
from test_warparty_keys import _tab_to
from uihelp import click, press

from forgegames.games.warparty import board_info

HERE = "greenhollow"


def _picked(app):
    scene = _scene(app, others=(("humans", "warrior-hero", HERE), ("humans", "soldier", HERE)))
    board, state = scene.board, scene.session.state
    click(app, board.canvas.stack_rects(state)[(HERE, "humans")].center)
    app.draw()
    return scene, board, state


def test_a_click_on_a_kinds_chip_leaves_it_behind_and_the_others_go(app) -> None:
    scene, board, state = _picked(app)
    hero, soldier = (u.uid for u in state.units_at(HERE) if u.army == "humans")
    assert set(board.chosen) == {hero, soldier}
    chips = {kind: (rect, words, going) for rect, kind, words, going in board.kind_chips(state)}
    assert set(chips) == {"warrior-hero", "soldier"}
    assert chips["soldier"][1] == "1 × Soldier" and all(going for _, _, going in chips.values())
    _, lines = board.prompt_lines(state)
    assert "Click a kind in the Going row to leave it behind." in board.hint(state), lines
    click(app, chips["soldier"][0].center)  # the Soldier stays behind
    assert board.chosen == (hero,) and board.selected == (HERE, "humans")
    app.draw()
    going = {kind: on for _, kind, _, on in board.kind_chips(state)}
    assert going == {"warrior-hero": True, "soldier": False}
    both = board_info.destinations(state, board.world, (hero, soldier))
    empty = {u.place for u in state.units}
    target = sorted(p for p in both if p not in empty and "|" not in p)[0]
    click(app, board.canvas.centre_of(target))  # a place both could reach: the hero alone
    after = scene.session.state
    assert after.unit(hero).place == target and after.unit(soldier).place == HERE


def test_the_chip_again_takes_its_kind_back_and_the_last_kind_stays(app) -> None:
    _, board, state = _picked(app)
    chips = {kind: rect for rect, kind, _, _ in board.kind_chips(state)}
    click(app, chips["soldier"].center)
    click(app, chips["warrior-hero"].center)  # the only kind left going: it stays
    assert len(board.chosen) == 1
    click(app, chips["soldier"].center)  # taken again
    assert len(board.chosen) == 2


def test_the_keyboard_reaches_the_chips_after_the_picked_stack(app) -> None:
    _, board, state = _picked(app)
    keys = [t.key for t in board.walk_targets()]
    at = keys.index(f"stack:humans:{HERE}")
    assert keys[at + 1 : at + 3] == ["kind:warrior-hero", "kind:soldier"], keys[: at + 4]
    _tab_to(app, board, "kind:soldier")
    press(app, pygame.K_RETURN)  # Enter on the focused chip: the Soldier stays behind
    assert len(board.chosen) == 1 and board.selected == (HERE, "humans")
