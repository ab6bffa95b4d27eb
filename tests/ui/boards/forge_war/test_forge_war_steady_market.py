"""Forge War's market keeps its rows in place through a round (none moves up), and every mat
names its workers the same way (playtest 7: buying the last card of a row collapsed it, so the
clerk's row, the quests and the mats jumped up under the mouse; Bruno's mat alone dropped
"workers in the mine:"; issue #39: the words changed between turns; fw34: in words at every
size, saying they count workers). A whole game played by
greedy moves, each made through the frame."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from uihelp import settle

from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App


def places(board) -> tuple:
    """Where the rows under the blacksmith's and bazaars' stand."""
    return tuple(board.rects[key].y for key in ("space:clerk", "space:road") if key in board.rects)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_rows_stay_in_place_through_a_round_and_mats_say_workers_alike(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=4)
        session, board = scene.session, scene.board
        rng = random.Random(2)
        seen: dict[int, tuple] = {}
        dealt: dict[int, int] = {}
        bought = worded = 0
        wordings: set[str] = set()
        for _ in range(400):
            settle(app, scene)
            if session.over:
                break
            seat = session.active
            bot = TITLE.bots()["greedy"](seat)
            view = TITLE.view(session.state, seat)
            scene.commit(bot.choose(view, session.legal_actions(), rng))
            v = board.view  # every phase: the rows empty as the market phase ends too
            where = places(board)
            was = seen.setdefault(v.round, where)
            # (the last round's market shows the end bonuses: a row may grow, never collapse)
            assert all(y >= y0 for y, y0 in zip(where, was, strict=True)), f"round {v.round}"
            seen[v.round] = where
            cards = sum(len(tiles) for _, tiles in board.market.row1_spaces())
            bought += cards < dealt.setdefault(v.round, cards)
            if v.mine is not None:
                rect = board.rects[f"mat:{v.order[0]}"]
                labels = [board.mats.workers_label(v, s, rect.width) for s in range(v.players)]
                forms = {label.rsplit(":", 1)[0] if ":" in label else "" for label in labels}
                assert len(forms) == 1, labels  # one form on every mat
                # fw34: in words at every size, never the number alone, and they say what
                # they count ("in the mine: 0" did not say workers)
                assert all(form.startswith("workers") for form in forms), labels
                worded += 1
                wordings |= forms
        assert bought, "cards left the rows"
        assert worded, "the mats named their workers"
        # issue #39: one wording all game, not "workers in the mine" one turn and "in the
        # mine" the next
        assert len(wordings) <= 1, wordings
    finally:
        pygame.display.quit()
