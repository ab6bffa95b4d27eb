"""Playtest 15, item 9: King's Forge dice pips read at a glance: every die's pips differ from
its face by 4.5:1 or more (dark grey pips on a mid grey metal die were 4.2:1, white pips on
the wood's green 3.7:1), and a face's pips are drawn alike (the 5's centre pip, between
pixels, came out smaller and fainter than its corners), at every size the board draws a die
with pips."""

from __future__ import annotations

import pygame
import pytest

from forgegames.ui import icons
from forgegames.ui.boards.kings_forge.pictures import DIE_RGB, PIP_SPOTS, pip_ink


def luminance(rgb) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def pip_pixels(picture: pygame.Surface, centre: tuple[float, float], ink) -> int:
    """The pixels of ``ink`` within a pip's reach of ``centre`` (unit coordinates), none of
    another pip's."""
    side = picture.get_width()
    cx, cy = centre[0] * side, centre[1] * side
    reach = 0.12 * side + 1.5
    count = 0
    for x in range(side):
        for y in range(side):
            if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= reach**2:
                count += tuple(picture.get_at((x, y))[:3]) == ink
    return count


@pytest.mark.parametrize("colour", sorted(DIE_RGB))
def test_pips_stand_out_from_the_face(app, colour):
    for side in (22, 28, 36):
        picture = icons.icon(f"die:{colour}:5", side, DIE_RGB[colour])
        face = picture.get_at((side // 2, round(side * 0.3)))
        pip = picture.get_at((round(side * 0.26), round(side * 0.26)))
        assert tuple(pip[:3]) == pip_ink(colour)
        assert contrast(face, pip) >= 4.5, (colour, side, face, pip, contrast(face, pip))


@pytest.mark.parametrize("side", [22, 23, 25, 28, 31, 36])
def test_every_pip_of_a_face_is_drawn_alike(app, side):
    for colour in ("M", "L", "G"):
        ink = pip_ink(colour)
        for value in (3, 5):
            picture = icons.icon(f"die:{colour}:{value}", side, DIE_RGB[colour])
            counts = [pip_pixels(picture, spot, ink) for spot in PIP_SPOTS[value]]
            assert min(counts) == max(counts) > 0, (colour, value, side, counts)
