"""Playtest 24 (shots 105-107): in King's Forge's lesson, after Bruno's last craft move the
note waited with round 2 dealt, but "Bruno's roll" ("Bruno ends the craft turn") was still drawn
over three of the new gather cards until Next; and "Bruno uses a bonus" sat on the window's
left edge. A step that ends the round now leaves the new round's gather cards uncovered (its
label goes on the seat's tray), and every step's label keeps a margin inside the window."""

from __future__ import annotations

import pygame
import pytest
from uihelp import greedy_session, open_game

from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import End
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge.steps import bot_step, tag_place

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_round_ending_step_leaves_the_new_gather_cards_alone(size) -> None:
    app = App(size, bot_delay_ms=0)
    scene = open_game(app, greedy_session("kings-forge", SEATS, 0, 39))
    session, board = scene.session, scene.board
    before, seat = session.state, session.active
    assert before.phase == PHASE_CRAFT and before.pool and End() in session.legal_actions()
    session.apply(End())
    session.resolve_chance()
    after = session.state
    assert after.phase != PHASE_CRAFT  # the round is over, the next one dealt
    scene.invalidate()
    app.draw()
    shown = app.surface.copy()
    steps = bot_step(board, before, after, End(), seat, 1000)
    assert steps  # the step is still shown, where it covers nothing of the new round
    for step in steps:
        step.paint(shown, 0.5)
    for card, rect in board.geo.gather_cards(after):
        if card:
            kept = app.surface.subsurface(rect)
            now = shown.subsurface(rect)
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(now, "RGB"), card


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_label_at_the_edge_keeps_inside_the_window(size) -> None:
    app = App(size, bot_delay_ms=0)
    scene = open_game(app, greedy_session("kings-forge", SEATS, 0, 39))
    board = scene.board
    edge = pygame.Rect(board.rect.x, board.rect.centery, 20, 20)  # a die at the left edge
    tag, _ = tag_place(board, scene.session.state, edge, (200, 20))
    assert tag.left >= board.rect.left + 3 and tag.right <= board.rect.right - 3, tag
    assert tag.top >= board.rect.top + 3 and tag.bottom <= board.rect.bottom - 3, tag
