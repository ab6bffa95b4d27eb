"""A hover is found again after every change of layout: once a move has reflowed a board
(cards and rows in new places, other buttons in the strip), the tooltip, preview and lit
button are those of what is under the pointer now, never of what stood there before (issue
39). Real mouse motion over every title; the check: what the board shows after the move is
what a new motion at the same point shows."""

from __future__ import annotations

import random

import every_title
import pygame
import pytest
from uihelp import open_game, post, settle

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]

SEATS = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", None))


def shown(scene) -> tuple:
    """What follows the pointer on screen: the board's hover, its tooltip or preview, and
    the lit buttons."""
    board = scene.board
    groups = (scene.top, getattr(board, "group", None), getattr(board, "bar", None))
    lit = tuple(g.hover for g in groups if g is not None)
    return (*HOVER[scene.title.info.id](board), lit)


HOVER = {
    "forge-war": lambda board: (board.hover_key, board.hover_tip(), repr(board.hover_preview())),
    "kings-forge": lambda board: (board.hover_key, repr(board.hover.hover_info())),
    "warparty": lambda board: (repr(board.hover_preview()),),
}
"""What each title's board shows under the pointer (a title missing here fails its case)."""


def move_mouse(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("game", TITLES)
def test_the_hover_after_a_move_is_what_is_under_the_pointer_now(app, game):
    title = registry.get(game)
    session = Session.start(GameConfig(game, SEATS, title.info.variants[0].id), 3)
    scene = open_game(app, session)
    rng = random.Random(7)
    checked = changed = 0
    for _ in range(60):
        settle(app, scene)
        if session.over:
            break
        area = scene.board.rect
        if game == "warparty" and rng.random() < 0.5:  # the offers, which reflow as bought
            area = scene.board.panel_rect
        pos = (rng.randrange(area.left, area.right), rng.randrange(area.top, area.bottom))
        move_mouse(app, pos)
        app.draw()
        before = shown(scene)
        seat = session.active
        bot = title.bots()["greedy"](seat)
        view = title.view(session.state, seat)
        legal = session.legal_actions()
        scene.commit(bot.choose(view, legal, random.Random(len(session.history))))
        app.draw()
        after = shown(scene)
        move_mouse(app, pos)  # the same point, asked again
        app.draw()
        assert after == shown(scene), f"stale hover at {pos} after a move"
        checked += 1
        changed += after != before
    assert checked >= 30 and changed, (checked, changed)


def test_a_button_strip_set_anew_lights_the_button_under_the_pointer(app):
    from forgegames.ui.intents import Intent
    from forgegames.ui.widgets import Button, ButtonGroup

    def strip(*labels: str) -> list[Button]:
        buttons = [Button(label, lambda: None) for label in labels]
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(10 + 100 * i, 10, 90, 30)
        return buttons

    group = ButtonGroup()
    group.set(strip("Pass", "Undo"))
    group.handle(Intent("motion", pos=(120, 20)))
    assert group.buttons[group.hover].label == "Undo"
    group.set(strip("Craft", "End turn", "Undo"))  # the strip grew: "End turn" is there now
    assert group.buttons[group.hover].label == "End turn"
    group.set(strip("Pass"))
    assert group.hover is None
