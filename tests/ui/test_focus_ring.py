"""The keyboard's focus ring shows only while the keys move it: a click leaves no ring on the
button it pressed (a ring lingering on Hint looked like a second selection), Tab shows it
again, and Enter presses only a button whose ring shows."""

from __future__ import annotations

import pygame
from uihelp import button, click_button, press, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup


def open_hinted_game(app) -> GameScene:
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 39))
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    return scene


def test_a_click_leaves_no_ring_on_the_game_button_it_pressed(app):
    scene = open_hinted_game(app)
    hint = button(scene.top, "Hint (H)")
    click_button(app, scene.top, "Hint (H)")
    assert scene.top.buttons[scene.top.focus] is hint  # Tab goes on from the button pressed
    assert scene.top.ringed is None
    app.draw()


def test_tab_shows_the_ring_a_click_hid():
    pressed: list[str] = []
    group = ButtonGroup()
    group.set(
        [
            Button(name, lambda n=name: pressed.append(n), pygame.Rect(10 + 110 * i, 10, 100, 30))
            for i, name in enumerate(("One", "Two", "Three"))
        ]
    )
    group.handle(Intent("click", pos=(130, 20), button=1))
    assert pressed == ["Two"] and group.focus == 1 and group.ringed is None
    group.handle(Intent("key", key=pygame.K_RETURN))
    assert pressed == ["Two"]  # no ring, no press
    group.handle(Intent("key", key=pygame.K_TAB))
    assert group.ringed == 2
    group.handle(Intent("key", key=pygame.K_RETURN))
    assert pressed == ["Two", "Three"]


def test_enter_presses_only_a_ringed_button(app):
    scene = open_hinted_game(app)
    used = list(scene.session.hints_used)
    click_button(app, scene.top, "Hint (H)")
    assert scene.session.hints_used[0] == used[0] + 1
    press(app, pygame.K_RETURN)
    assert scene.session.hints_used[0] == used[0] + 1  # the unringed Hint is not pressed again
