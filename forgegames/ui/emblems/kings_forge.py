"""King's Forge's emblem on the launcher: a table of gather cards, the King's list and dice."""

from __future__ import annotations

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.emblems.pieces import PAPER, die, put

FELT = (44, 62, 52)


def paint(surface: pygame.Surface) -> None:
    """A table: three gather cards fanned out, the King's list, and dice rolled before them."""
    w, h = surface.get_size()
    u = h / 100
    cx = w / 2
    for i, (band, icon) in enumerate(
        ((icons.RESOURCE_RGB["iron"], "hammer"), (icons.WOOD, "axe"), (icons.GOLD, "gold"))
    ):
        card = pygame.Surface((int(34 * u), int(50 * u)), pygame.SRCALPHA)
        pygame.draw.rect(card, PAPER, card.get_rect(), 0, int(4 * u))
        pygame.draw.rect(card, band, (0, 0, card.get_width(), int(12 * u)), 0, int(4 * u))
        pygame.draw.rect(card, icons.INK, card.get_rect(), max(1, int(1.2 * u)), int(4 * u))
        put(card, icon, (card.get_width() / 2, 30 * u), 24 * u)
        turned = pygame.transform.rotate(card, 14 - 14 * i)
        surface.blit(turned, turned.get_rect(center=(cx + (i - 1) * 24 * u, 42 * u)))
    put(surface, "quest", (cx - 74 * u, 40 * u), 40 * u)
    put(surface, "star", (cx + 74 * u, 36 * u), 30 * u)
    for i, pips in enumerate((6, 3, 5)):
        rgb = theme.PALETTE[i].rgb
        die(surface, (cx - 26 * u + i * 26 * u, 80 * u + (i % 2) * 4 * u), 20 * u, rgb, pips)


EMBLEMS = {"kings-forge": (paint, FELT)}
"""The picture's painter and its background, by title id (``forgegames.ui.emblems``)."""
