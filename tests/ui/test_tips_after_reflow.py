"""A tooltip never outlives the layout it was pointed in: after a move (or the curtain's
hand-over) changes the board under a resting mouse, no tooltip shows until the mouse moves
again; a motion at the same point brings it back (playtest 7, item 5: Forge War's Road
tooltip covered the quests after a purchase reflowed the market, even behind the curtain;
Warparty's "it costs 5 crowns" covered the buy list after each purchase). Real events, every
title; the check is the screen itself: the frame drawn under the still mouse differs from
the one drawn after a motion to the same point exactly by the tooltips that motion shows."""

from __future__ import annotations

import random

import every_title
import pygame
import pytest
from uihelp import open_game, post, press, settle

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.overlays import Curtain

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]

SEATS = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", None))


def screen(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.surface, "RGB")


def move_mouse(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def tip_shown(scene) -> bool:
    """Whether the board has a tooltip to show where the mouse rests (what each title's
    drawing of tooltips asks first)."""
    return TIP_SHOWN[scene.title.info.id](scene.board)


def _warparty_tip(board) -> bool:
    if not board.panel_rect.collidepoint(board.mouse):
        return False
    offer = board.economy.offer_at(board.mouse)
    return offer is not None and not offer.enabled and bool(offer.why)


TIP_SHOWN = {
    "forge-war": lambda board: (
        bool(board.hover_tip()) and board.hover_preview() is None and not board.popup
    ),
    "kings-forge": lambda board: bool(board.hover.hover_info()[0]),
    "warparty": _warparty_tip,
}
"""Each title's test of a tooltip under the resting mouse (a title missing here fails its case)."""


@pytest.mark.parametrize("game", TITLES)
def test_a_move_under_a_resting_mouse_hides_tooltips_until_it_moves(app, game):
    title = registry.get(game)
    session = Session.start(GameConfig(game, SEATS, title.info.variants[0].id), 5)
    scene = open_game(app, session)
    rng = random.Random(11)
    hidden = 0
    for _ in range(80):
        settle(app, scene)
        if session.over:
            break
        area = scene.board.rect
        if game == "warparty" and rng.random() < 0.7:  # the offers, refused as money runs out
            area = scene.board.panel_rect
        pos = (rng.randrange(area.left, area.right), rng.randrange(area.top, area.bottom))
        move_mouse(app, pos)
        seat = session.active
        bot = title.bots()["greedy"](seat)
        view = title.view(session.state, seat)
        scene.commit(bot.choose(view, session.legal_actions(), random.Random(len(session.history))))
        if app.stack.top is not scene:  # a curtain or a question over the board
            continue
        still = screen(app)
        move_mouse(app, pos)  # the same point: the person points again
        pointed = screen(app)
        if tip_shown(scene):
            assert still != pointed, f"a tooltip at {pos} outlived the move (or none came back)"
            hidden += 1
    assert hidden >= 3, hidden


def test_no_tooltip_survives_the_curtain(app):
    """Forge War hands over behind the curtain: the board under the mouse where the last
    person left it shows no tooltip to the next one until the mouse moves."""
    title = registry.get("forge-war")
    session = Session.start(GameConfig("forge-war", SEATS, title.info.variants[0].id), 5)
    scene = open_game(app, session)
    curtains = 0
    rng = random.Random(3)
    for _ in range(60):
        if session.over or curtains >= 2:
            break
        seat = session.active
        bot = title.bots()["greedy"](seat)
        scene.commit(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
        if scene.handover is not None:
            # End turn with the keys: the mouse rests where it was, over a place with words
            target = next((r for r, _ in scene.board.tips), None)
            if target is None:
                settle(app, scene)
                continue
            move_mouse(app, target.center)
            press(app, pygame.K_RETURN)
            if isinstance(app.stack.top, Curtain):
                press(app, pygame.K_RETURN)  # the next person lifts it with the key
                curtains += 1
                assert scene.board.mouse == target.center
                still = screen(app)
                move_mouse(app, target.center)
                if scene.board.hover_tip() and not scene.board.popup:
                    assert still != screen(app)
        settle(app, scene)
    assert curtains >= 1
