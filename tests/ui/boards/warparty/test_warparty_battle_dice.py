"""Warparty's battle panel shows the latest blow's dice as pictures (playtest 3, item 9):
after each attack made by a click, the dice drawn are the ones the session rolled for it, in
order, each with what it needed and what came of it; the round's label names its side."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_fight import _battle, _press
from uihelp import settle

from forgegames.core.title import CHANCE
from forgegames.games.warparty.fighters import Roll, Target
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.screenshot import render

pytestmark = pytest.mark.usefixtures("quick_odds")


def _rolled_since_last_attack(scene) -> list[int]:
    """The dice the session rolled since the latest attack chosen (by a person or a bot)."""
    values: list[int] = []
    for entry in scene.session.history:
        if isinstance(entry.action, Target):
            values = []
        elif entry.actor == CHANCE and isinstance(entry.action, Roll):
            values.append(entry.action.value)
    return values


def test_each_attack_s_dice_are_drawn_as_rolled(app) -> None:
    scene = _battle(app, goblins=4, bo=None)
    board = scene.board
    seen_both = False
    for _ in range(8):
        if scene.session.state.battle is None or "button:default" not in (
            board.battle_panel.rects()
        ):
            break
        _press(app, board, "default")
        settle(app, scene)
        if scene.session.state.battle is None:
            break
        app.draw()
        dice = board.battle_dice()
        assert [d.value for d in dice] == _rolled_since_last_attack(scene)
        drawn = {k for k in board.battle_panel.rects() if k.startswith("die:")}
        assert drawn == {f"die:{n}" for n in range(len(dice))}
        hit = dice[0]
        assert hit.kind == "hit" and hit.success == (hit.value <= hit.need)
        if len(dice) == 2:  # a hit: the target rolled to defend
            seen_both = True
            assert hit.success and dice[1].kind == "defend" and dice[1].side != hit.side
    assert seen_both, "no attack hit in eight: the seed no longer shows a defence die"


def test_the_dice_box_and_the_round_label_say_what_and_whose(tmp_path) -> None:
    text_report.start()  # before the window: the frame's pictures keep their words
    try:
        application = App((1280, 720), bot_delay_ms=0)
        scene = _battle(application, goblins=4, bo=None)
        board = scene.board
        _press(application, board, "default")
        settle(application, scene)
        scene.invalidate()
        render(application, tmp_path / "b.png", tmp_path / "b.json")
        dice = board.battle_dice()
        battle = scene.session.state.battle
        name = board.battle_names(battle)[battle.side]
    finally:
        text_report.stop()
        pygame.display.quit()
    words = [d["text"] for d in json.loads((tmp_path / "b.json").read_text("utf-8"))]
    assert dice and f"≤ {dice[0].need}" in words and dice[0].word in words
    assert f"{name} attack now" in words
    assert "their round" not in words
