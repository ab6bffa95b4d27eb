"""Playtest 20 (shot 64): the market's heading wrapped differently in round 2 ("Blacksmith" and
"1 a round" on two lines, one line in round 1) as the round's cards changed the spaces' widths.
The blacksmith's and bazaars' headings keep their lines all game: the heading form is the one
the widest cards that may come need, a seat's mark's room is kept before one stands there.
Whole games played by clicks, two and four seats at 1280x720, four at 1024x640 (a round whose
cards take two rows keeps its state words beside the names: it has the room)."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import play_by_clicks, start
from test_forge_war_steady_mine import settle
from uihelp import play_clicked

from forgegames.core import i18n
from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App


def headings(board) -> tuple | None:
    """Row 1's heading as laid out: how far its cards sit under the spaces' tops, and each
    space's name lines and whether its state words are under the name (None where the
    spaces take two rows, or no card is left)."""
    market = board.market
    row1 = {
        key.split(":", 1)[1]: rect
        for key, rect in board.rects.items()
        if key in ("space:blacksmith", "space:bazaar") or key.startswith("space:bazaar-")
    }
    cards = [r for key, r in board.rects.items() if key.startswith("card:")]
    heads = {c.y - r.y for r in row1.values() for c in cards if r.contains(c)}
    if len({r.y for r in row1.values()}) > 1 or not heads:
        return None
    spaces = tuple(
        (sp, market.space_name_lines(sp, r.width), market.state_below(sp, r.width))
        for sp, r in sorted(row1.items())
    )
    return tuple(sorted(heads)), spaces


@pytest.mark.parametrize(
    ("size", "players", "seed", "lang"),
    [((1280, 720), 2, 4, "en"), ((1024, 640), 4, 5, "en"), ((1280, 720), 4, 4, "en")],
)
def test_the_market_headings_keep_their_lines_all_game(request, size, players, seed, lang):
    """(The clicks' helpers press English labels: Spanish is measured by the text report.)"""
    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    scene = start(app, seed=seed, players=players)
    session, board, rng = scene.session, scene.board, random.Random(1)
    seen: dict[tuple, set[int]] = {}
    while not session.over:
        settle(app, scene)
        if session.over:
            break
        if board.view.phase == "market":
            seen.setdefault(headings(board), set()).add(board.view.round)
        seat = session.active
        choice = TITLE.bots()["greedy"](seat).choose(
            TITLE.view(session.state, seat), session.legal_actions(), rng
        )
        play_clicked(app, scene, play_by_clicks, choice)
    other = seen.pop(None, set())  # (two rows, or every card bought)
    assert len(seen) == 1, seen
    assert next(iter(seen.values())) | other == set(range(1, 8))  # every round's market
    assert len(next(iter(seen.values()))) >= 5, seen
