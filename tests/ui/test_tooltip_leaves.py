"""A hover pop-up goes when the mouse leaves what it describes (playtest 16, item 7), the
window included: the pointer that leaves the window lets go of every hover, in a game and in
the launcher. Real events."""

from __future__ import annotations

import pygame
from test_hover_after_rules import hover, tooltips
from test_rules_browser import start
from uihelp import post

from forgegames.ui.launcher import Launcher


def on_a_gather_card(app, monkeypatch):
    """King's Forge with the mouse on a gather card, its tooltip drawn: the scene and the
    list the board's tooltips are recorded in."""
    scene = start(app)
    drawn = tooltips(scene.board, monkeypatch)
    place = next(t for t in scene.board.all_targets() if t.key.startswith("gather:"))
    hover(app, place.rect.center)
    app.draw()
    assert drawn, "the gather card's tooltip shows while the mouse is on it"
    return scene, drawn


def test_a_board_tooltip_goes_when_the_mouse_leaves_the_window(app, monkeypatch):
    scene, drawn = on_a_gather_card(app, monkeypatch)
    post(app, pygame.WINDOWLEAVE)
    drawn.clear()
    app.draw()
    assert drawn == [] and scene.board.tip_rule is None


def test_a_board_tooltip_goes_when_the_mouse_moves_to_the_log(app, monkeypatch):
    scene, drawn = on_a_gather_card(app, monkeypatch)
    hover(app, (scene.log_rect.centerx, scene.log_rect.bottom - 20))
    drawn.clear()
    app.draw()
    assert drawn == []


def test_the_launchers_tooltip_goes_when_the_mouse_leaves_the_window(app):
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    seat = launcher.group.buttons[
        next(i for i, b in enumerate(launcher.group.buttons) if b.label == "Human")
    ]
    hover(app, seat.rect.center)
    app.tick(2000)  # the tooltip's wait
    app.draw()
    assert launcher.tooltip() is not None and launcher.tip_rect is not None
    post(app, pygame.WINDOWLEAVE)
    app.tick(2000)
    app.draw()
    assert launcher.tooltip() is None and launcher.tip_rect is None
