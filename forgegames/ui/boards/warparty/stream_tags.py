"""Where a lit stream's cost tag goes: on the stream's own drawn line, so the tag reads as the
stream's and not the bank's (playtest 8 found a stream stop's tag inside Marshend, beside it).

The tag is centred on a point of the line, the middle first, then further out both ways, and
takes the first such point whose tag covers no counter and stays on the map."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from forgegames.ui.boards.warparty.map_geometry import polyline_point
from forgegames.ui.boards.warparty.map_palette import GLOW
from forgegames.ui.boards.warparty.tmxmap import Point

ALONG = (0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82)
"""The fractions of the line tried, in order: its middle first."""


def tag_on_line(
    line: Sequence[Point],
    size: tuple[int, int],
    to_screen: Callable[[Point], tuple[float, float]],
    avoid: Sequence[pygame.Rect],
    room: pygame.Rect,
) -> pygame.Rect:
    """A box of ``size`` centred on the drawn stream ``line`` (map units): at the first point
    along it (``ALONG``) where the box is inside ``room`` and clear of ``avoid``; the
    middle when none is."""
    spots = []
    for fraction in ALONG:
        x, y = to_screen(polyline_point(line, fraction)[0])
        spots.append(pygame.Rect(0, 0, *size).move(round(x - size[0] / 2), round(y - size[1] / 2)))
    for spot in spots:
        if room.contains(spot) and spot.collidelist(avoid) < 0:
            return spot
    return spots[0]


def ring_tag(surface: pygame.Surface, spot: pygame.Rect, width: int) -> None:
    """A ring of the lit banks' glow round a stream's tag (under it), tying tag and stream."""
    ring = spot.inflate(2 * width, 2 * width)
    pygame.draw.rect(surface, (40, 30, 0), ring.inflate(2, 2), 1, border_radius=width + 3)
    pygame.draw.rect(surface, GLOW, ring, width, border_radius=width + 2)
