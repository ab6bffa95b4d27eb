"""fw34: the mine's hexes shrank and moved once, when a seat bought its first stall: the stall
joined the mat's Cards row and the merchant's box its own row, reaching higher over the mine's
foot, so the hexes re-fitted above it. The mine now keeps its place and size all game: from
the first move its hexes stay above the most the merchant's box can need. Four-seat games
played through the engine (a stall bought at the first chance, the greedy player's move
otherwise), at both window sizes; and the board opened afresh at the last position (as a
screenshot is) shows the same mine."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_steady_mine import settle

from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import Bazaar
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene


def mine_place(board) -> tuple:
    """The mine's rectangle and where its hexes are drawn (size and origin)."""
    return tuple(board.mine.rect), board.mine_view.layout


def holds_cards(view) -> bool:
    """Whether any seat holds a card its mat lists in its Cards row."""
    return any(data.bonus or data.end_bonuses for data in view.seats)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_mine_keeps_its_place_when_a_seat_first_holds_cards(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=3, players=4)
        session, board = scene.session, scene.board
        rng = random.Random(4)
        app.draw()
        first = mine_place(board)
        before = after = 0  # positions seen without cards, then with them
        for _ in range(400):
            settle(app, scene)
            if session.over or after >= 20:
                break
            app.draw()
            v = board.view
            if holds_cards(v):
                after += 1
            else:
                assert after == 0, "no card leaves a mat in these rounds"
                before += 1
            assert mine_place(board) == first, (v.round, v.phase)
            legal = session.legal_actions()
            stalls = [a for a in legal if isinstance(a, Bazaar)]
            if not stalls:
                view = TITLE.view(session.state, session.active)
                stalls = [TITLE.bots()["greedy"](session.active).choose(view, legal, rng)]
            scene.act(stalls[0])
        assert before and after >= 20, (before, after)
        assert board.context.merchant_rows() > board.context.MERCHANT_ROWS - 2  # a stall's row
        app.remove(scene)
        fresh = GameScene(app, session)  # as the screenshot command opens a position
        app.push(fresh)
        app.draw()
        assert mine_place(fresh.board) == first
    finally:
        pygame.display.quit()
