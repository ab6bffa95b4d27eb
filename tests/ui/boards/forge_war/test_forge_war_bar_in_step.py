"""Playtest 20 item 7: after Bruno's market pass the board showed the quest phase (the market
emptied, the offer open) while the top bar still read "Market phase": the bar read the game
before the move held for End turn. Forge War's bar says the moment the board shows, with two
people and against the computer, the move made by real clicks. Playtest 22: "Quest phase" alone
read as if the bar ran ahead of the mover who had still to press End turn: while the move is
held the bar names the phase it ended too ("Market phase → Quest phase")."""

from __future__ import annotations

import random

import pytest
from test_forge_war_board import lift_curtain, play_by_clicks, start
from uihelp import click

from forgegames.core.session import status_line
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import MarketPass


def last_market_pass(scene) -> MarketPass:
    """Greedy moves through the session up to a market pass that ends the market phase (the
    other seats passed already), then the screen refreshed; that pass."""
    session, rng = scene.session, random.Random(2)
    bot = TITLE.bots()["greedy"](0)
    for _ in range(400):
        state = session.state
        if state.phase == "market" and session.active in scene.humans:
            passing = next((a for a in session.legal_actions() if isinstance(a, MarketPass)), None)
            if passing is not None and TITLE.apply(state, passing).state.phase != "market":
                break
        view = TITLE.view(state, session.active)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    else:
        raise AssertionError("no last market pass reached")
    scene.after_change()
    lift_curtain(scene.app)
    scene.app.draw()
    return passing


@pytest.mark.parametrize("bots", [(), (1,)])
def test_the_bar_says_the_phase_the_board_shows_after_the_last_market_pass(app, bots):
    scene = start(app, seed=4, players=2, bots=bots)
    passing = last_market_pass(scene)
    mover = scene.session.active
    assert "Market phase" in scene.top_bar.bar_status()
    play_by_clicks(app, scene, passing)
    app.draw()
    board, bar = scene.board, scene.top_bar
    assert scene.handover == mover  # the pass waits for End turn
    assert board.view.phase == "quest" and not board.view.market["up"].get("weapon")
    now = status_line(TITLE, scene.session.state)
    assert now.endswith("Quest phase")
    passed = now.replace("Quest phase", "Market phase → Quest phase")
    assert bar.bar_status() == passed
    assert " ".join(bar.bar_words(16).status) == passed  # the words drawn, whole at this size
    assert bar.active_seat() == mover  # the seat holding the turn is still the one named
    click(app, next(b for b in scene.top.buttons if b.label == "End turn").rect.center)
    lift_curtain(app)
    assert scene.handover is None and bar.bar_status() == now
