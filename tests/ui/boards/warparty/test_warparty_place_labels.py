"""Every territory's name fits its place on the map in every language (issue #39 gave
Warparty's places Spanish names): at the zoom where names appear, each label takes at most
two lines, none wider than the room ``MapLayers.name_lines`` gives it (at most
3 points smaller than the map's usual name size)."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_map import make_canvas

from forgegames.core.i18n import speaking
from forgegames.ui import theme
from forgegames.ui.boards.warparty.map_layers import NAME_ROOM, NAME_WIDTH


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_place_name_fits_two_lines_of_its_territory(app, lang: str) -> None:
    canvas = make_canvas()
    canvas.layout(pygame.Rect(0, 0, 640, 600))
    canvas.zoom = NAME_ROOM  # names are drawn from this zoom on
    too_big = []
    with speaking(lang):
        for t in canvas.board.territories:
            box = canvas.boxes[t.id]
            width = round((box[2] - box[0]) * canvas.scale * NAME_WIDTH)
            lines, size = canvas.name_lines(t.id)
            widest = max(theme.font(size).size(line)[0] for line in lines)
            if size < canvas.font_px(12) - 3 or widest > width:
                too_big.append((t.id, lines, widest, width))
    assert too_big == []
