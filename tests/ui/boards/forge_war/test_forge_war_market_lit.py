"""Playtest 19, item 6 (shot 42): after Bruno passed in the market, with his turn held for End
turn, the cards he could not take came back bright, as if he could still buy one. A market card
or clerk's design is lit only when the engine's legal moves for the screen hold it: before the
pass, those he can take; after it (real clicks), none, each greyed with the held turn's
reason on hover; after End turn, the next person's own."""

from __future__ import annotations

import pygame
from test_forge_war_board import lift_curtain, press_label, reach, start
from test_forge_war_market_cards_read import fill_of
from uihelp import click_button, post

from forgegames.core.i18n import tr
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.look import CARD


def cards(board: ForgeWarBoard) -> dict[str, pygame.Rect]:
    return {k: r for k, r in board.rects.items() if k.startswith(("card:", "clerk:"))}


def lit_as_the_engine_says(app, scene) -> set[str]:
    """Check that exactly the cards whose move is legal for the screen now are live, drawn in
    their colour and undimmed, the others greyed; the live ones' keys."""
    app.draw()
    board: ForgeWarBoard = scene.board
    legal = set(scene.session.legal_actions()) if scene.my_turn() else set()
    targets = {t.key: t for t in board.market.places if t.key in cards(board)}
    assert targets, "the market shows cards"
    lit = set()
    for key, rect in cards(board).items():
        action = board.greyed.get(key)
        if targets[key].live:
            lit.add(key)
            assert action is None and rect not in board.dimmed, key
            assert fill_of(app.surface, rect) == CARD, key
        else:
            assert action is not None and action not in legal, key
            assert rect in board.dimmed, key
            fill = fill_of(app.surface, rect)
            assert fill[0] == fill[1] == fill[2] and fill != CARD, (key, fill)
    return lit


def test_cards_are_lit_only_for_the_moves_the_screen_can_make(app):
    scene = start(app, seed=4, players=2)
    reach(app, scene, lambda s: s.phase == "market" and not s.pending)
    board: ForgeWarBoard = scene.board
    bruno = scene.session.active
    assert lit_as_the_engine_says(app, scene), "the first person can take some card"
    pass_label = next(b.label for b in board.group.buttons if b.label.startswith(tr("Pass")))
    press_label(app, board, pass_label)
    assert scene.handover == bruno and scene.session.active != bruno
    assert lit_as_the_engine_says(app, scene) == set()  # held: none lit, all greyed
    key, rect = next(iter(cards(board).items()))
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert board.hover_tip().startswith("You have made this turn's move")
    click_button(app, scene.top, "End turn")
    lift_curtain(app)
    assert scene.my_turn() and scene.session.active != bruno
    assert lit_as_the_engine_says(app, scene), "the next person can take some card"
