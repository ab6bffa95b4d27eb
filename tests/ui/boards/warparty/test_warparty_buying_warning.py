"""Warparty's "End buying" asks first when an army of the seat could still buy units, naming
the army and its crowns; "don't ask again" silences it for that seat only (issue 39). Real
clicks on the board's bar."""

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


def test_end_buying_names_the_army_that_could_still_buy(app):
    session = at_buying()
    scene = open_game(app, session)
    seat = session.active
    armies = {a.army for a in session.legal_actions() if isinstance(a, Buy)}
    before = len(session.history)
    click_button(app, scene.board.bar, "End buying")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss), "ending the buying asks first"
    for army in armies:
        crowns = session.state.army(army).treasury
        name = army.capitalize()
        kept = "(the crowns carry over)"
        line = f"{name}: the chance to buy units with {crowns} crowns this turn {kept}"
        assert line in dialog.lines[0], dialog.lines  # what is lost, on the first line
    assert len(session.history) == before, "nothing is played before the answer"
    click_button(app, dialog.group, "Do it, and don't ask")
    assert session.history[-1].action == EndTurn()
    assert session.silenced[seat] == {"EndTurn"} and not session.silenced[1 - seat]
