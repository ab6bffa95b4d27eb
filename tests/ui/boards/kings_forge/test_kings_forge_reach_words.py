"""Issue #39, playtest 22: a roll that made no card yet while the Alchemist's +1 and a +1/+1
token could still make the Shield. The status line names the cards the bonuses can still
make and the way to the highest; "Are you sure?" on ending the turn names them; after the
obvious +1 on the 4 only the Knife is left, and the words say so."""

from __future__ import annotations

import kfscen
import pygame
from uihelp import click_button, open_game, play_by_places, press

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Bonus
from forgegames.games.kings_forge.state import Power
from forgegames.ui.hotseat import ConfirmLoss


def shield_in_reach(app):
    """Ann rolled metal 4 and 3 with the Alchemist's +1 and a +1/+1 token (display: Anvil,
    Knife, Shield M5 M5): +1 on the 3, then the token on both 4s, makes the Shield."""
    s = kfscen.new(2)
    s = kfscen.supply(s, 0, 2, 0, 0, 0)
    s = kfscen.supply(s, 1, 0, 0, 0, 0)
    s = kfscen.power(s, 0, Power("plus", 1, 1, source="alchemist"))
    s = kfscen.token(s, 0, "plus")
    s, _ = kfscen.play(kfscen.to_craft(s), 4, 3)
    session = Session.from_position(TITLE, kfscen.config(2), 1, s, "test")
    return open_game(app, session)


def prompt(scene) -> str:
    board = scene.board
    return board.prompts.prompt(scene.session.state, board.legal())


def test_the_status_line_names_the_cards_the_bonuses_still_make(app):
    scene = shield_in_reach(app)
    words = prompt(scene)
    assert words.startswith("Ann: Your roll makes no card yet, but your bonuses can still make")
    assert "the Knife and the Shield" in words
    assert "For the Shield: +1 (Alchemist) on metal 3, then +1/+1 token on metal 4" in words
    assert "(see Hint)" in words
    with speaking("es"):
        spanish = prompt(scene)
    assert "tus bonificaciones todavía pueden hacer" in spanish, spanish


def test_ending_the_turn_asks_first_and_names_the_shield(app):
    scene = shield_in_reach(app)
    had = len(scene.session.history)
    click_button(app, scene.board.group, "End the craft turn")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss)
    said = " ".join(dialog.lines)
    assert "crafting the Shield, which your bonuses can still make" in said, said
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and len(scene.session.history) == had


def test_the_plus_one_on_the_four_leaves_only_the_knife(app):
    scene = shield_in_reach(app)
    play_by_places(app, scene, Bonus(0, 0))  # the Alchemist's +1 on the 4, clicked
    words = prompt(scene)
    assert "your bonuses can still make the Knife." in words, words
    assert "Shield" not in words.split("(the nearest")[0]
