"""The README read as a newcomer reads it (issue #39, playtest 13): "click lit territories,
twice" read as a double-click. Its instructions now say what to do one click at a time, its
two commands are unchanged, and the figures its Warparty set-up names are the game's own."""

from __future__ import annotations

import re
from pathlib import Path

from forgegames.games.warparty.world import world

README = Path(__file__).parents[2] / "README.md"
COMMANDS = [
    "python -m pip install -r requirements.txt && python main.py",
    "python -m pip install -r requirements-dev.txt && python -m pytest",
]
MISREAD = {
    "twice": "read as a double-click",
    "step into it": "what to do with a virtual environment is not said",
    "flows from seat to seat": "says nothing about who presses what",
    "end of the other team's turn": "which team is 'the other' is not said",
    "at most 4 crowns are kept": "does not say the rest is lost",
    "its tooltip says": "a newcomer does not know what a tooltip is or where it is",
    "The window's size is free": "reads as a price",
}


def words() -> str:
    return " ".join(README.read_text("utf-8").split())


def test_exactly_the_two_commands_unchanged():
    blocks = re.findall(r"```\n(.*?)\n```", README.read_text("utf-8"), re.S)
    assert blocks == COMMANDS


def test_no_instruction_a_newcomer_could_misread():
    text = words()
    found = {phrase: why for phrase, why in MISREAD.items() if phrase.lower() in text.lower()}
    assert not found


def test_the_warparty_set_up_names_each_city_click_and_the_games_figures():
    text = words()
    assert "click one lit territory to found the first city there" in text
    assert "click another lit territory for the second" in text
    quick = world().content.quickplay
    assert quick.cities == 2 and "founding two cities" in text
    assert f"capital and {quick.crowns} crowns" in text
    assert f"Crowns left unspent above {quick.crowns_kept} are lost" in text


def test_seat_and_variant_buttons_say_each_click_gives_the_next_choice():
    text = words()
    assert "Each click on it gives the seat to the next computer player" in text
    assert "each click shows the next way to play" in text
