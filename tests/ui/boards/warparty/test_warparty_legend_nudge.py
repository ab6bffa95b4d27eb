"""Playtest 18 (item 6): the star tags of what changed and the counters' figures need the
legend, and nothing led to it. The first time tags appear to a person in a game, a message
says what they are and names the legend's key; the bar's Legend button carries a dot until the
legend is first opened. Real clicks and keys."""

from __future__ import annotations

import pygame
from test_warparty_board import first_turn
from uihelp import click_button, press, settle

from forgegames.core.title import SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.legend import KEY, Legend


def _legend_button(scene):
    return next(b for b in scene.top.buttons if b.label == "Legend")


def _back_to_ann(app, scene) -> None:
    """Ann ends her team's turn by clicks; the computer plays the Evil team's turn."""
    for label in ("End movement", "End combat", "End buying"):
        click_button(app, scene.board.bar, label)
        settle(app, scene)
        app.draw()
    for _ in range(400):
        if scene.session.active == 0 and not scene.session.is_bot_turn():
            break
        app.tick(50)
        settle(app, scene)
    assert scene.session.active == 0, "the turn came back to Ann"
    app.draw()


def test_the_first_tags_name_the_legend_and_its_button_stands_out_until_opened(app) -> None:
    scene = GameScene(app, first_turn(SeatConfig("Bo", "orange", "random")))
    app.push(scene)
    app.draw()
    settle(app, scene)
    assert _legend_button(scene).dot, "the Legend button carries its dot"
    assert _legend_button(scene).style == "normal", "never the turn's green (playtest 21)"
    assert "key L" in _legend_button(scene).tooltip
    place = _legend_button(scene).rect.copy()
    _back_to_ann(app, scene)
    assert scene.marks.get("since") or scene.marks.get("bot"), "the tags of what changed"
    assert scene.toast is not None and "The Legend (key L)" in scene.toast.text, scene.toast
    # playtest 35: the note spoke of star tags alone while the map showed numbered arrows
    assert "Numbered arrows" in scene.toast.text
    assert scene.toast.ms >= 5000, "long enough to read"
    # told once a game: the tags at their next showing say nothing more
    scene.toast = None
    scene.invalidate()
    app.draw()
    assert scene.toast is None
    # the legend opened by its key: the button is back to its usual look
    press(app, KEY)
    assert isinstance(app.stack.top, Legend)
    press(app, pygame.K_ESCAPE)
    app.draw()
    assert app.stack.top is scene
    assert not _legend_button(scene).dot
    assert _legend_button(scene).rect == place, "the buttons keep their places"
