"""Playtest 8: the purchase list reopened on the army last bought for (the Dwarves), so clicks
meant for the Humans bought Dwarves. Each buying phase lists first the seat's first army
that can buy, and the list's heading names it. Real clicks on the panel."""

from __future__ import annotations

import random

from test_warparty_buying_warning import at_buying
from uihelp import click, click_button, open_game, settle

from forgegames.core import registry
from forgegames.games.warparty.actions import Buy, EndTurn
from forgegames.ui.hotseat import ConfirmLoss


def next_buying(session, seat: int) -> None:
    """Play on (the greedy player for everyone) until ``seat`` buys again with two armies
    able to buy."""
    title = registry.get("warparty")
    for _ in range(2000):
        legal = session.legal_actions()
        armies = {a.army for a in legal if isinstance(a, Buy)}
        if session.active == seat and EndTurn() in legal and len(armies) == 2:
            return
        who = session.active
        view = title.view(session.state, who)
        bot = title.bots()["greedy"](who)
        session.apply(bot.choose(view, legal, random.Random(len(session.history))))
    raise AssertionError("the seat never bought again with two armies")


def test_a_new_buying_phase_lists_the_first_army_again(app):
    session = at_buying()
    scene = open_game(app, session)
    board, seat = scene.board, session.active
    first, second = board.buyers()
    assert board.listed_army() == first
    click(app, board.economy.rects()[f"army:{second}"].center)
    app.draw()
    assert board.listed_army() == second, "a click on the block lists that army"
    click_button(app, board.bar, "End buying")
    assert not isinstance(app.stack.top, ConfirmLoss), "the crowns carry over: no question"
    settle(app, scene)
    assert EndTurn() in [e.action for e in session.history[-3:]]
    next_buying(session, seat)
    scene.after_change()  # the others' turns, as a hand-over brings them back to the screen
    settle(app, scene)
    app.draw()
    assert board.buyers() == [first, second]
    assert board.listed_army() == first, "not the army bought for last time"
    # a click on the list's first row that can be bought picks that ware of the first army
    # (placed at once when it has one place, else its places light up)
    row = next(rect for rect, offer in board.economy.offer_rows() if offer.enabled)
    before = len(session.history)
    click(app, row.center)
    app.draw()
    if board.placing is not None:
        assert board.placing.army == first
    else:
        bought = session.history[before].action
        assert isinstance(bought, Buy) and bought.army == first, bought
