"""Forge War's emblem on the launcher: a hex mine with workers and overseers, a sword and a
quest at its sides."""

from __future__ import annotations

import math

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.emblems.pieces import hexagon, put

MINE_DARK = (34, 32, 38)


def paint(surface: pygame.Surface) -> None:
    """A hex mine of ore, workers on it, two overseers; a sword and a quest at its sides."""
    w, h = surface.get_size()
    u = h / 100
    r = 11.5 * u
    cx, cy = w / 2, h / 2
    ores = ("copper", "iron", "emerald", "copper", "mithril", "iron", "copper")
    cells = [(q, s) for q in range(-2, 3) for s in range(-2, 3) if abs(q + s) <= 2]
    for n, (q, s) in enumerate(cells):
        x = cx + r * math.sqrt(3) * (q + s / 2)
        y = cy + r * 1.5 * s
        rgb = icons.RESOURCE_RGB[ores[(n * 3 + q) % len(ores)]]
        pygame.draw.polygon(surface, rgb, hexagon((x, y), r - u))
        pygame.draw.polygon(surface, icons.INK, hexagon((x, y), r - u), max(1, int(u)))
        if n % 3 == 1:  # a worker cube
            cube = pygame.Rect(0, 0, int(7 * u), int(7 * u))
            cube.center = (int(x), int(y))
            pygame.draw.rect(surface, theme.PALETTE[n % 4].rgb, cube)
            pygame.draw.rect(surface, icons.INK, cube, max(1, int(0.8 * u)))
    for k, (dx, dy) in enumerate(((-1.0, -1.5), (1.5, 1.5))):
        centre = (cx + r * math.sqrt(3) * dx / 1.0, cy + r * dy)
        theme.draw_symbol(
            surface, theme.PALETTE[k].symbol, centre, int(8 * u), theme.PALETTE[k].rgb
        )
    put(surface, "sword", (cx - 82 * u, cy), 46 * u)
    put(surface, "quest", (cx + 82 * u, cy - 10 * u), 34 * u)
    put(surface, "star", (cx + 82 * u, cy + 26 * u), 22 * u)


EMBLEMS = {"forge-war": (paint, MINE_DARK)}
"""The picture's painter and its background, by title id (``forgegames.ui.emblems``)."""
