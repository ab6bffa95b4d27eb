"""Playtest 15 (shots 35 and 45): Forge War's panels jumped up and down between phases: the
market's rows, the quest offer and the mats moved as the phase changed who acts, as the mats
took quests and gave them back, and as a new round's cards had shorter names. The right
column is now laid out for the most its parts have needed this game: in a round nothing moves
unless the mats need more room than ever before, and from round to round the rows under the
blacksmith's and bazaars' never move up while those keep their number of rows (unless the
clerk's designs need the room: ``MarketPanel.row1_steady``). Whole games
played by greedy moves, each made through the frame, at both window sizes."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from uihelp import settle

from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App


def tops(board) -> tuple[int, ...]:
    """Where the clerk's row, the barracks' row, the quest offer and the mats begin."""
    rects = board.rects
    return (
        rects["space:clerk"].y,
        rects["space:road"].y,
        board.offer.rect.y,
        board.mats.rect.y,
    )


def row1_rows(board) -> int:
    """How many rows the blacksmith's and bazaars' spaces take room for this round."""
    market = board.market
    return market.row1_rows_seen[(market.rect.width, market.s)][1]


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 2), ((1024, 640), 3)])
def test_the_right_column_keeps_its_places_through_the_phases(size, players):
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=5 if players == 2 else 4, players=players)
        session, board = scene.session, scene.board
        rng = random.Random(2)
        last = None
        phases, stayed, moved = set(), 0, 0
        for _ in range(800):
            settle(app, scene)
            if session.over:
                break
            app.draw()
            v = board.view
            now = (v.round, tops(board), dict(board.least_seen))
            mats = board.mats
            assert mats.rect.height >= mats.mats_least(mats.rect.x, mats.rect.width)
            rows = row1_rows(board)
            if last is not None and now[2] == last[2]:  # the mats need no more room than before
                if last[0] == v.round:  # (the last round's end bonuses may make row 1 taller)
                    assert all(y >= y0 for y, y0 in zip(now[1], last[1], strict=True)), (
                        v.round,
                        v.phase,
                        last[1],
                        now[1],
                    )
                    stayed += now[1] == last[1]
                elif rows == last[3] and board.market.row1_steady:
                    # a new round, its cards on as many rows, the game's tallest row 1 held
                    assert now[1][0] >= last[1][0], (v.round, v.phase, last[1], now[1])
            elif last is not None:
                moved += 1
            phases.add(v.phase)
            last = (*now, rows)
            seat = session.active
            view = TITLE.view(session.state, seat)
            scene.commit(TITLE.bots()["greedy"](seat).choose(view, session.legal_actions(), rng))
        assert session.over and {"mine", "market", "quest", "rewards"} <= phases
        assert stayed > 10 * max(1, moved), (stayed, moved)
    finally:
        pygame.display.quit()
