"""Warparty's emblem on the launcher: a coast of territories with a river and hills, a city,
and two armies facing each other."""

from __future__ import annotations

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.emblems.pieces import darker, put

SEA = (38, 70, 108)
LAND = (92, 132, 74)
HILLS = (126, 116, 84)
ROCK = (132, 134, 142)


def paint(surface: pygame.Surface) -> None:
    """A coast of territories with a river and hills, a city, and two armies facing off."""
    w, h = surface.get_size()
    u = h / 100
    surface.fill(SEA)
    coast = [(0, 18 * u), (w * 0.3, 8 * u), (w * 0.62, 14 * u), (w, 6 * u), (w, h), (0, h)]
    pygame.draw.polygon(surface, LAND, coast)
    for x in (0.22, 0.5, 0.78):  # the borders between territories
        pygame.draw.line(surface, darker(LAND), (w * x, 12 * u), (w * (x - 0.06), h), int(u))
    pygame.draw.line(surface, darker(LAND), (0, 60 * u), (w, 52 * u), int(u))
    pygame.draw.lines(  # a river
        surface,
        SEA,
        False,
        [(w * 0.36, 12 * u), (w * 0.42, 45 * u), (w * 0.36, 70 * u), (w * 0.4, h)],
        int(3 * u),
    )
    for k in range(3):  # hills
        x = w * 0.64 + k * 20 * u
        pygame.draw.polygon(
            surface, HILLS, [(x - 14 * u, 52 * u), (x, 26 * u), (x + 14 * u, 52 * u)]
        )
        pygame.draw.polygon(surface, ROCK, [(x - 5 * u, 36 * u), (x, 26 * u), (x + 5 * u, 36 * u)])
        pygame.draw.polygon(
            surface,
            icons.INK,
            [(x - 14 * u, 52 * u), (x, 26 * u), (x + 14 * u, 52 * u)],
            max(1, int(u)),
        )
    city(surface, (w * 0.13, 44 * u), 40 * u)
    for k, x in enumerate((w * 0.3, w * 0.47)):  # two armies at the river
        rgb = theme.PALETTE[k * 5].rgb
        for n in range(2):
            counter = pygame.Rect(0, 0, int(30 * u), int(30 * u))
            counter.center = (int(x + n * 7 * u), int(76 * u - n * 7 * u))
            pygame.draw.rect(surface, rgb, counter, 0, int(4 * u))
            pygame.draw.rect(surface, icons.INK, counter, max(1, int(1.2 * u)), int(4 * u))
        put(surface, "sword" if k == 0 else "axe", (x + 7 * u, 69 * u), 24 * u)
    put(surface, "shield", (w * 0.86, 74 * u), 40 * u)


def city(surface: pygame.Surface, centre: tuple[float, float], side: float) -> None:
    """A walled city: a keep between two towers, crenellated."""
    x, y = centre
    stone, dark = (206, 200, 186), icons.INK
    parts = [
        pygame.Rect(int(x - side * 0.5), int(y - side * 0.2), int(side), int(side * 0.6)),
        pygame.Rect(int(x - side * 0.62), int(y - side * 0.5), int(side * 0.3), int(side * 0.9)),
        pygame.Rect(int(x + side * 0.32), int(y - side * 0.5), int(side * 0.3), int(side * 0.9)),
    ]
    for part in parts:
        pygame.draw.rect(surface, stone, part)
        pygame.draw.rect(surface, dark, part, max(1, int(side * 0.06)))
    gate = pygame.Rect(0, 0, int(side * 0.24), int(side * 0.3))
    gate.midbottom = parts[0].midbottom
    pygame.draw.rect(surface, dark, gate)


EMBLEMS = {"warparty": (paint, SEA)}
"""The picture's painter and its background, by title id (``forgegames.ui.emblems``)."""
