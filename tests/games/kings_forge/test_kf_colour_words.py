"""Playtest 30, item 3: words that name a die colour link it to the colour the dice are drawn
in, the first time in a message ("2 wood dice (green)"), as the Legend does ("A wood die
(green)"): refusals, the prompt, and the hint's lines."""

from __future__ import annotations

import pytest

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.words import colours_shown

COLOURS = (
    ("metal die", "metal dice"),
    ("wood die", "wood dice"),
    ("gem die", "gem dice"),
    ("magic die", "magic dice"),
)


def test_each_colour_is_linked_once_at_its_first_mention():
    text = "Place 2 wood dice, then a wood die and a gem die; gem dice stay."
    assert colours_shown(text) == (
        "Place 2 wood dice (green), then a wood die and a gem die (red); gem dice stay."
    )
    assert colours_shown(colours_shown(text)) == colours_shown(text)  # said once, never twice
    assert colours_shown("a gem or magic die") == "a gem or magic die (red or blue)"
    assert colours_shown("No dice to roll.") == "No dice to roll."


def test_spanish_colours_agree_with_their_dice():
    with speaking("es"):
        said = colours_shown("2 dados de madera y un dado mágico")
    assert said == "2 dados de madera (verdes) y un dado mágico (azul)"


@pytest.mark.usefixtures("greedy_hints")
def test_in_whole_games_a_hint_line_naming_dice_names_their_colour():
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    named = 0
    for seed in (0, 3):
        session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
        while not session.over and len(session.history) < 120:
            seat, state = session.active, session.state
            if seat == 0:
                for choice in session.title.hint_choices(state, seat):
                    for forms in COLOURS:
                        if any(words in choice.reason for words in forms):
                            named += 1  # and the colour is named with its dice
                            assert any(f + " (" in choice.reason for f in forms), choice.reason
            bot = session.title.bots()["greedy"](seat)
            view = session.title.view(state, seat)
            session.apply(bot.choose(view, session.legal_actions(), None))
    assert named >= 5
