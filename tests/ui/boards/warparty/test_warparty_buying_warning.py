"""Warparty's "End buying" asks nothing when all it gives up is buying now: the crowns left
carry over to the next turn (playtest 18, issue 39; the economic defeat that asks first is in
test_warparty_economic_danger). Real clicks on the board's bar."""

from __future__ import annotations

import random

from uihelp import click_button, open_game

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import Buy, EndTurn
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", None))


def at_buying() -> Session:
    """Two people's game played by the greedy player up to a buying phase where both armies
    of the seat to move could still buy units."""
    title = registry.get("warparty")
    session = Session.start(GameConfig("warparty", SEATS, "standard"), 5)
    for _ in range(2000):
        legal = session.legal_actions()
        armies = {a.army for a in legal if isinstance(a, Buy)}
        if EndTurn() in legal and len(armies) == 2:
            return session
        seat = session.active
        bot = title.bots()["greedy"](seat)
        view = title.view(session.state, seat)
        session.apply(bot.choose(view, legal, random.Random(len(session.history))))
    raise AssertionError("no buying phase with two armies able to buy")


def test_end_buying_just_ends_when_the_crowns_carry_over(app):
    """Playtest 18: "Are you sure?" every turn although nothing is lost (the crowns left wait
    for the next turn). End buying ends the buying at once, with no question."""
    session = at_buying()
    scene = open_game(app, session)
    armies = {a.army for a in session.legal_actions() if isinstance(a, Buy)}
    crowns = {army: session.state.army(army).treasury for army in armies}
    assert all(crowns.values()), "both armies have crowns they could spend"
    before = len(session.history)
    click_button(app, scene.board.bar, "End buying")
    assert not isinstance(app.stack.top, ConfirmLoss), app.stack.top.lines
    assert session.history[before].action == EndTurn(), "the click ended the buying"
    for army, n in crowns.items():
        assert session.state.army(army).treasury >= n, "the crowns carried over"
