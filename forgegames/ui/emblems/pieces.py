"""The pieces the launcher's title emblems are drawn with (``forgegames.ui.emblems``): an icon
of the product's set put at a place, a die, a hexagon, and the colours they share."""

from __future__ import annotations

import math

import pygame

from forgegames.ui import icons

RGB = tuple[int, int, int]
PAPER = (232, 222, 196)


def put(surface: pygame.Surface, name: str, centre: tuple[float, float], side: float) -> None:
    """An icon of the product's set, ``side`` pixels, centred on ``centre``."""
    picture = icons.icon(name, max(4, int(side)))
    surface.blit(picture, picture.get_rect(center=(int(centre[0]), int(centre[1]))))


def die(surface: pygame.Surface, centre: tuple[float, float], side: float, rgb: RGB, pips: int):
    """A die showing ``pips``, in a seat's colour."""
    rect = pygame.Rect(0, 0, int(side), int(side))
    rect.center = (int(centre[0]), int(centre[1]))
    pygame.draw.rect(surface, rgb, rect, 0, max(2, int(side * 0.18)))
    pygame.draw.rect(surface, icons.INK, rect, max(1, int(side * 0.06)), max(2, int(side * 0.18)))
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[pips]
    step, r = side * 0.26, max(1, int(side * 0.09))
    for dx, dy in spots:
        pygame.draw.circle(
            surface, icons.INK, (rect.centerx + dx * step, rect.centery + dy * step), r
        )


def hexagon(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    x, y = centre
    return [
        (x + r * math.cos(math.radians(60 * k + 30)), y + r * math.sin(math.radians(60 * k + 30)))
        for k in range(6)
    ]


def darker(rgb: RGB) -> RGB:
    return icons.darker(rgb, 0.3)
