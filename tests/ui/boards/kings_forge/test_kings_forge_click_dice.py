"""Playtest 26: a click on the Anvil with metal 5, 2, 1, 2, 2 rolled made it with 1, 2, 2,
leaving the 5 unused, and Bruno stole it with 4, 2, 2. The click now puts the highest dice on
it, and the status line says which dice it holds and what a thief needs."""

from __future__ import annotations

import kfscen
from uihelp import click, open_game

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.state import Power


def playtest_roll(app):
    """Ann rolled metal 5, 2, 1, 2, 2, wood 5 and gem 2 with the West Forest's +2 on one die
    (display: Anvil, Mace, Bracelet)."""
    s = kfscen.new(2, crafts=kfscen.PLAYTEST_CARDS)
    s = kfscen.power(s, 0, Power("plus", 2, 1, source="west-forest"))
    s = kfscen.supply(s, 0, 5, 1, 1, 0)
    s = kfscen.supply(s, 1, 3, 0, 0, 0)
    s, _ = kfscen.play(kfscen.to_craft(s), 5, 2, 1, 2, 2, 5, 2)
    session = Session.from_position(TITLE, kfscen.config(2), 1, s, "test")
    return open_game(app, session)


def test_clicking_the_anvil_puts_the_five_on_it_and_says_so(app):
    scene = playtest_roll(app)
    board = scene.board
    anvil = dict(board.geo.king_cards())["anvil"]
    click(app, anvil.center)
    state = scene.session.state
    assert state.turn == 0  # the +2 is left: the turn goes on
    assert [(c.card, sorted(d.value for d in c.dice)) for c in state.crafted] == [
        ("anvil", [2, 2, 5])
    ]
    words = board.prompts.prompt(state, board.legal())
    assert words.startswith("The Anvil holds 5, 2, 2: a thief must match each die and beat one.")
    with speaking("es"):
        spanish = board.prompts.prompt(state, board.legal())
    assert "para robarlo" in spanish, spanish
