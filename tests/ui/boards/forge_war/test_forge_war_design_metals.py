"""fw19 noticed that crowded mats drop the metal from the seats' Designs rows ("Sword, Dagger,
Sword" with three or four seats at 1024x640, four at 1280x720). Each design chip starts with
its weapon's picture as the market draws it (``Pen.design_picture``), in its metal's colour
where its metal's word is dropped: two swords of two metals differ at a glance; and (fw40,
playtest 34: the colour alone told a newcomer nothing) the metal's letter tag follows the
word, or, on the most crowded mats, stands in the picture's place (as wide). Whole games
played through the frame, every mat's design chips read at every position."""

from __future__ import annotations

import pytest
from test_forge_war_offer_names import positions

from forgegames.games.forge_war import TITLE
from forgegames.ui import icons


@pytest.mark.parametrize(
    ("size", "players"), [((1024, 640), 3), ((1024, 640), 4), ((1280, 720), 4)]
)
def test_every_design_chip_shows_its_metal(request, size, players):
    short = set()  # design chips drawn without their metal's word
    apart = set()  # two designs of one kind, two metals, on one mat's chips
    for board in positions(request, size, players):
        pen, weapons = board.pen, TITLE.world.content.all_weapons
        for chips, _captions in board.mats.mat_layouts.values():
            shown = {}
            for key, _rect, _tip, text, _style in chips:
                if not key.startswith("design:"):
                    continue
                design = key.split(":", 1)[1]
                picture, tag = pen.design_picture(design), pen.metal_tag(design)
                words = icons.plain(text).strip()
                if words != weapons[design].name:  # the metal's word dropped: its tag says it
                    assert "#" in picture and tag in text, (design, text)  # fw40
                    # the picture before the word, or (the most crowded) the tag in its place
                    assert text.startswith(picture) or text.startswith(tag), (design, text)
                    short.add(design)
                    picture = tag
                else:
                    assert text.startswith(picture), (design, text)
                shown.setdefault(words, set()).add(picture)
            apart |= {words for words, pictures in shown.items() if len(pictures) > 1}
    assert short, "no crowded mat dropped a metal's word"
    assert apart or players == 3, "no two designs of one kind and two metals shown alike"
