"""Playtest 24 (shot 120): on Bruno's turn in the mine, a click on Alice's overseer said "There
is no overseer of yours on that hex", as if the hex were empty. The refusal now says whose the
overseer is and whose move it is (real mouse events, English and Spanish)."""

from __future__ import annotations

import random

import pytest
from test_forge_war_board import start
from test_forge_war_steady_mine import settle
from uihelp import click

from forgegames.core.i18n import speaking, tr
from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App


def play_until(app, scene, ready) -> None:
    """Play greedy moves (curtains lifted, turns ended) until ``ready()`` on a turn of the
    seat at the screen."""
    session = scene.session
    rng = random.Random(1)
    for _ in range(300):
        settle(app, scene)
        if scene.my_turn() and ready():
            return
        seat = session.active
        bot = TITLE.bots()["greedy"](seat)
        scene.commit(bot.choose(TITLE.view(session.state, seat), session.legal_actions(), rng))
    raise AssertionError("the wanted position never came")


def own_mine_move(scene) -> bool:
    """The seat at the screen is to move an overseer of its own."""
    v = scene.board.view
    return v.phase == "mine" and not v.pending and v.mphase.actor >= 0


@pytest.mark.parametrize("lang", ["en", "es"])
def test_another_seats_overseer_is_named_as_theirs(lang) -> None:
    with speaking(lang):
        app = App((1280, 720), bot_delay_ms=0)
        scene = start(app, seed=5, players=2)
        play_until(app, scene, lambda: own_mine_move(scene))
        board = scene.board
        mine = board.view.mine
        actor = board.view.mphase.actor
        theirs = next(h for h, seat in mine.overseers.items() if seat != actor)
        owner = mine.overseers[theirs]
        app.draw()
        scene.toast = None
        click(app, board.mine_view.centre(theirs))
        assert scene.toast is not None and scene.toast.error
        text = scene.toast.text
        assert tr("there is no overseer of yours on that hex") not in text.lower()
        assert scene.seat_name(owner) in text, text
        assert scene.seat_name(actor) in text, text
        assert board.selected is None  # nothing is picked
