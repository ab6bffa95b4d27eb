"""King's Forge's table: the dark oak the cards and trays lie on, the soft shadow a card or a
tray casts on it, and a tray's lit rim (playtest 6: "plain flat brown panels"). Each picture is
made once a size and kept, and the board draws them only into its cached layer, so they cost
nothing a frame. The table stays about as dark as the window's background, so the words and
seat colours drawn straight on it (the docks, the waiting line, the prompt) read as before."""

from __future__ import annotations

import functools
import random

import pygame

from forgegames.ui.icons import RGB, darker, lighter

TABLE_TOP: RGB = (40, 33, 28)
TABLE_FOOT: RGB = (28, 23, 20)
"""The table's oak, a shade lighter at the top (lit from above) than at the foot."""
GRAIN_LIGHT = (255, 230, 200, 9)
GRAIN_DARK = (0, 0, 0, 40)
SHADOW = (0, 0, 0, 90)
"""A card's shadow on the table (its alpha over the oak)."""


def shadow_offset(scale: float) -> tuple[int, int]:
    """How far a card's shadow falls right and down of it."""
    return max(2, round(3 * scale)), max(2, round(4 * scale))


@functools.lru_cache(maxsize=8)
def table(size: tuple[int, int]) -> pygame.Surface:
    """The table top of ``size``: the oak's gradient, then its grain (long streaks a shade
    lighter or darker, a fixed seed so the table never changes)."""
    width, height = max(1, size[0]), max(1, size[1])
    ends = pygame.Surface((1, 2))
    ends.set_at((0, 0), TABLE_TOP)
    ends.set_at((0, 1), TABLE_FOOT)
    surface = pygame.transform.smoothscale(ends, (width, height))
    grain = random.Random(39)
    streaks = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(height // 3):
        y = grain.randrange(height)
        x = grain.randrange(-width // 2, width)
        length = grain.randrange(width // 6 + 1, width // 2 + 2)
        colour = GRAIN_LIGHT if grain.random() < 0.5 else GRAIN_DARK
        pygame.draw.line(streaks, colour, (x, y), (x + length, y + grain.choice((-1, 0, 1))))
    surface.blit(streaks, (0, 0))
    return surface


@functools.lru_cache(maxsize=64)
def shadow(size: tuple[int, int], radius: int = 8) -> pygame.Surface:
    """A card's or a tray's shadow: its rounded shape in translucent black, a pixel softer at
    the edge."""
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    rect = surface.get_rect()
    edge = (*SHADOW[:3], SHADOW[3] // 2)
    pygame.draw.rect(surface, edge, rect, border_radius=radius)
    pygame.draw.rect(surface, SHADOW, rect.inflate(-2, -2), border_radius=max(0, radius - 1))
    return surface


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, scale: float, radius: int = 8) -> None:
    """``rect``'s shadow on the table, fallen right and down of it (drawn before it)."""
    surface.blit(shadow(rect.size, radius), rect.move(*shadow_offset(scale)))


def draw_rim(surface: pygame.Surface, rect: pygame.Rect, fill: RGB, radius: int = 6) -> None:
    """A panel's rim lit from above: its top edge a shade lighter, its bottom a shade darker
    (inside the panel, over no words: a tray's words start 4 pixels in)."""
    inner = rect.inflate(-2, -2)
    if inner.width < 2 * radius or inner.height < 4:
        return
    y_top, y_foot = inner.top, inner.bottom - 1
    left, right = inner.left + radius, inner.right - radius - 1
    pygame.draw.line(surface, lighter(fill, 0.12), (left, y_top), (right, y_top))
    pygame.draw.line(surface, darker(fill, 0.3), (left, y_foot), (right, y_foot))
