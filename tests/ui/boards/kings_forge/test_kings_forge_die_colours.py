"""Playtest 18, item 9: the log says "wood dice" where the board shows green dice, and nothing
on screen said which dice are wood. The legend names each die by the words the log uses and by
the colour the board draws it in, in English and Spanish."""

from __future__ import annotations

import pytest

from forgegames.core.i18n import speaking
from forgegames.games.kings_forge.board_info import DICE_WORDS
from forgegames.ui.boards.kings_forge.legend import kings_forge
from forgegames.ui.boards.kings_forge.pictures import DIE_RGB

HUES = {"grey": (150, 150, 150), "green": (0, 130, 0), "red": (210, 0, 0), "blue": (0, 0, 230)}
"""Each colour word and a plain colour of its kind (the nearest one names a die's face)."""
WORDS = {
    "en": {"grey": "grey", "green": "green", "red": "red", "blue": "blue"},
    "es": {"grey": "gris", "green": "verde", "red": "rojo", "blue": "azul"},
}


def nearest(rgb: tuple[int, int, int]) -> str:
    return min(HUES, key=lambda h: sum((a - b) ** 2 for a, b in zip(HUES[h], rgb, strict=True)))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("code", ["M", "W", "G", "X"])
def test_the_legend_names_each_die_with_the_colour_it_is_drawn_in(lang, code):
    with speaking(lang):
        die = DICE_WORDS[code].die  # the log's words: "wood die", "dado de madera"
        entries = [e.words for e in kings_forge() if die in e.words]
        assert entries, (lang, code)
        first = entries[0]  # the Dice section: the die and its picture
        named = [hue for hue, word in WORDS[lang].items() if f"({word}" in first]
        assert named == [nearest(DIE_RGB[code])], first
