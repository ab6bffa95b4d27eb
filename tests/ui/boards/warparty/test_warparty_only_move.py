"""A message that tells of the current choice goes when the choice is made (playtest 14,
item 4: "Only one move is possible: Berserker attacks Troll Giant" was still shown after the
Berserker had died). A real battle between two people, played by clicks: one Human soldier
attacks one goblin, so that each of Bo's rounds (the defender's, no retreat) offers one attack
only, told as the turn comes to Bo."""

from __future__ import annotations

import dataclasses

import pytest
from test_warparty_board import _scene
from test_warparty_fight import _press, attack_crownvale
from uihelp import settle

pytestmark = pytest.mark.usefixtures("quick_odds")

ONLY = "Only one move is possible"


def _lone_soldier_attacks(app, goblins: int):
    """Ann's capital keeps one unit, which attacks ``goblins`` goblins in Crownvale (Bo, a
    person at the same table, holds them)."""
    scene = _scene(app, count=goblins)
    state = scene.session.state
    humans = [u for u in state.units if u.army == "humans" and u.at == "kingsreach"]
    gone = {u.uid for u in humans[1:]}
    scene.session.state = dataclasses.replace(
        state, units=tuple(u for u in state.units if u.uid not in gone)
    )
    scene.refresh()
    app.draw()
    return attack_crownvale(app, scene)


def test_the_only_move_message_goes_once_the_move_is_made(app) -> None:
    scene = _lone_soldier_attacks(app, goblins=1)
    board = scene.board
    told, seen = 0, []
    for _ in range(20):
        toast = scene.toast
        legal = scene.session.legal_actions()
        seen.append(toast.text if toast is not None else None)
        if toast is not None and toast.text.startswith(ONLY):
            told += 1
            # the message names the move the game offers now, and only while it offers it
            assert len(legal) == 1 and scene.describe(legal[0]) in toast.text
        if scene.session.state.battle is None or "button:default" not in board.battle_panel.rects():
            break
        _press(app, board, "default")  # (a person's pause: the message's time is not up)
        settle(app, scene)
        app.tick(16)
        app.draw()
        toast = scene.toast
        if toast is not None and toast.text.startswith(ONLY):
            legal = scene.session.legal_actions()
            assert len(legal) == 1 and scene.describe(legal[0]) in toast.text, toast.text
    # (CI on main 9eb56146: the banner's "passed the turn on by itself" had replaced it)
    assert told, ("the goblin was never told of its only attack", seen)
