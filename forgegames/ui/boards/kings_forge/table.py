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


TRAY: RGB = (56, 45, 36)
TRAY_LIT: RGB = (62, 50, 40)
"""A player's tray: walnut, lit for the seat whose turn it is (words on it keep at least 4.5:1,
the seat colours at least 3.5:1 for their large bold names; ``test_kings_forge_table``)."""
FELT: RGB = (32, 50, 42)
"""The craft table's baize, where the dice are rolled."""
RIM: RGB = (92, 72, 52)
"""The wooden frame round the craft table's baize."""


@functools.lru_cache(maxsize=32)
def wood_panel(size: tuple[int, int], fill: RGB, radius: int = 6) -> pygame.Surface:
    """A wooden panel of ``size``: ``fill`` with a faint grain along it, bevelled (its top and
    left edges catch the light, its foot and right edge are in shade). Made once a size."""
    width, height = max(1, size[0]), max(1, size[1])
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    grain = random.Random(width * 7 + height)
    left, right = radius, width - radius
    for _ in range(max(1, height // 4)):
        y = grain.randrange(2, max(3, height - 2))
        x = grain.randrange(left, max(left + 1, right))
        length = grain.randrange(width // 8 + 1, width // 3 + 2)
        shade = lighter(fill, 0.03) if grain.random() < 0.5 else darker(fill, 0.1)
        pygame.draw.line(surface, shade, (x, y), (min(right, x + length), y))
    draw_bevel(surface, rect, fill, radius)
    return surface


def draw_bevel(surface: pygame.Surface, rect: pygame.Rect, fill: RGB, radius: int) -> None:
    """``rect``'s raised edge: a lit line along its top and left, a shaded one along its foot
    and right, inside it (over no words: a tray's words start 4 pixels in)."""
    light, shade = lighter(fill, 0.16), darker(fill, 0.35)
    inner = rect.inflate(-2, -2)
    if inner.width < 2 * radius + 2 or inner.height < 2 * radius + 2:
        return
    top, foot = inner.top, inner.bottom - 1
    left, right = inner.left, inner.right - 1
    pygame.draw.line(surface, light, (left + radius, top), (right - radius, top))
    pygame.draw.line(surface, light, (left, top + radius), (left, foot - radius))
    pygame.draw.line(surface, shade, (left + radius, foot), (right - radius, foot))
    pygame.draw.line(surface, shade, (right, top + radius), (right, foot - radius))


def draw_well(surface: pygame.Surface, rect: pygame.Rect, fill: RGB) -> None:
    """A recess in a tray (where its dice lie): darker than the tray, shaded along its top
    and lit along its foot, as a hollow is."""
    radius = max(2, min(rect.height, rect.width) // 6)
    pygame.draw.rect(surface, darker(fill, 0.35), rect, border_radius=radius)
    if rect.width > 2 * radius + 2:
        left, right = rect.left + radius, rect.right - radius - 1
        pygame.draw.line(surface, darker(fill, 0.6), (left, rect.top), (right, rect.top))
        pygame.draw.line(
            surface, lighter(fill, 0.1), (left, rect.bottom - 1), (right, rect.bottom - 1)
        )


def draw_seat_edge(surface: pygame.Surface, rect: pygame.Rect, rgb: RGB, width: int) -> None:
    """A seat's colour along the left edge of its tray (drawn over the tray), the way a
    coloured player board's edge shows whose it is."""
    band = pygame.Rect(rect.x, rect.y, width, rect.height)
    pygame.draw.rect(surface, rgb, band, border_top_left_radius=6, border_bottom_left_radius=6)


@functools.lru_cache(maxsize=8)
def baize(size: tuple[int, int]) -> pygame.Surface:
    """The craft table's baize of ``size``: felt green, a shade darker under its wooden frame
    (its top rows in the frame's shadow) and speckled faintly. Made once a size."""
    width, height = max(1, size[0]), max(1, size[1])
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, FELT, rect, border_radius=6)
    speckle = random.Random(width + 13 * height)
    lint = darker(FELT, 0.12)
    for _ in range(width * height // 90):
        x, y = speckle.randrange(6, max(7, width - 6)), speckle.randrange(2, max(3, height - 2))
        surface.set_at((x, y), lint)
    for i, t in enumerate((0.45, 0.3, 0.15)):  # the frame's shadow on the felt
        pygame.draw.line(surface, darker(FELT, t), (6, i), (width - 7, i))
    return surface
