"""Small pictures of Warparty's map, drawn at module level and cached by size: castles and
crowns, the captured city's flame, cost and battle badges, gloss, glows and terrain art."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from forgegames.ui import theme
from forgegames.ui.boards.warparty.map_palette import BATTLE, COIN_GOLD, COIN_RIM, RGB, SELECT
from forgegames.ui.boards.warparty.tmxmap import Point

KEEP_TOP = 0.32
"""Where a capital's keep starts, as a fraction of the castle's height."""


def battlement(x: float, width: float, top: float, depth: float, parts: int) -> list[Point]:
    """The top edge of a wall from ``x`` to ``x + width``: ``parts`` (odd) merlons and
    crenels in turn, merlons at both ends."""
    step = width / parts
    points: list[Point] = []
    for i in range(parts):
        level = top if i % 2 == 0 else top + depth
        points += [(x + step * i, level), (x + step * (i + 1), level)]
    return points


def castle_outline(body: pygame.Rect, capital: bool) -> list[Point]:
    """A crenellated tower (a capital: a lower keep between two towers)."""
    x, y, w, h = body
    depth = h * 0.18
    ground = [(x + w, y + h), (x, y + h)]
    if not capital:
        return [*battlement(x, w, y, depth, 5), *ground]
    tower = w * 0.3
    keep = y + h * KEEP_TOP
    return [
        *battlement(x, tower, y, depth, 3),
        (x + tower, keep),
        (x + w - tower, keep),
        *battlement(x + w - tower, tower, y, depth, 3),
        *ground,
    ]


def dashed(
    surface: pygame.Surface, colour: RGB, outline: Sequence[tuple[float, float]], dash: int
) -> None:
    """A closed outline drawn in dashes."""
    for a, b in zip(outline, [*outline[1:], outline[0]], strict=True):
        length = math.dist(a, b)
        n = max(1, int(length // dash))
        for i in range(0, n, 2):
            t0, t1 = i / n, min(1.0, (i + 1) / n)
            pygame.draw.line(
                surface,
                colour,
                (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1),
                2,
            )


def stripes(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...], spacing: int, radius: int
) -> None:
    """Translucent diagonal stripes over ``rect``, a rounded square (a face-down counter)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    for offset in range(-h, w, spacing * 2):
        pygame.draw.line(layer, colour, (offset, h), (offset + h, 0), max(2, spacing // 2))
    layer.blit(gloss_shape(rect.w, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(layer, rect)


@functools.lru_cache(maxsize=2048)
def haloed(content: str, size: int, ink: RGB, halo: RGB) -> pygame.Surface:
    """Text with a one-pixel halo so it reads on any terrain."""
    front = theme.text(content, size, ink)
    back = theme.text(content, size, halo)
    picture = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        picture.blit(back, (dx, dy))
    picture.blit(front, (1, 1))
    return picture


@functools.lru_cache(maxsize=256)
def crown_sprite(colour: RGB, size: int, plain: bool = False) -> pygame.Surface:
    """A three-pointed crown; on a dark disc in the army's colour unless ``plain``."""
    side = size + 4
    sprite = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    if not plain:
        pygame.draw.circle(sprite, (18, 16, 12), (c, c), size / 2 + 1)
        pygame.draw.circle(sprite, colour, (c, c), size / 2 - 1)
    w = size * (0.62 if not plain else 0.95)
    h = w * 0.7
    x0, y0 = c - w / 2, c - h / 2
    points = [
        (x0, y0 + h), (x0, y0), (x0 + w * 0.25, y0 + h * 0.45), (x0 + w * 0.5, y0 - h * 0.05),
        (x0 + w * 0.75, y0 + h * 0.45), (x0 + w, y0), (x0 + w, y0 + h),
    ]  # fmt: skip
    pygame.draw.polygon(sprite, COIN_GOLD, points)
    pygame.draw.polygon(sprite, COIN_RIM, points, 1)
    return sprite


@functools.lru_cache(maxsize=64)
def flame_sprite(size: int) -> pygame.Surface:
    """A small flame: a captured city."""
    sprite = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size

    def flame(scale: float, colour: RGB) -> None:
        cx, base = s / 2, s - 1
        h, w = s * scale, s * 0.5 * scale
        points = [
            (cx, base - h),
            (cx + w * 0.5, base - h * 0.55),
            (cx + w, base - h * 0.3),
            (cx + w * 0.7, base),
            (cx - w * 0.7, base),
            (cx - w, base - h * 0.35),
            (cx - w * 0.3, base - h * 0.6),
        ]
        pygame.draw.polygon(sprite, colour, points)

    flame(1.0, (200, 50, 20))
    flame(0.7, (245, 150, 30))
    flame(0.4, (255, 230, 120))
    return sprite


@functools.lru_cache(maxsize=64)
def cost_badge(cost: int, radius: int, size: int) -> pygame.Surface:
    """A move's cost: a small white tag, a footprint and the number of moves in dark ink
    (playtest 7: the yellow discs were taken for the value coins); ``radius``: half its
    height."""
    ink = (34, 34, 40)
    label = theme.glyph(str(cost), size, ink, True)
    height = 2 * radius + 2
    foot = max(4, round(radius * 0.9))
    pad = max(2, radius // 3)
    width = pad + foot + pad + label.get_width() + pad
    sprite = pygame.Surface((width + 2, height + 2), pygame.SRCALPHA)
    tag = pygame.Rect(0, 0, width, height)
    shadow = tag.move(1, 2)
    pygame.draw.rect(sprite, (0, 0, 0, 120), shadow, border_radius=max(2, radius // 2))
    pygame.draw.rect(sprite, (250, 250, 246), tag, border_radius=max(2, radius // 2))
    pygame.draw.rect(sprite, ink, tag, 1, border_radius=max(2, radius // 2))
    # a footprint: the sole, the heel below it, a toe dot above
    x, cy = pad, height / 2
    sole = pygame.Rect(0, 0, round(foot * 0.62), round(height * 0.42))
    sole.midtop = (round(x + foot / 2), round(cy - height * 0.22))
    pygame.draw.ellipse(sprite, ink, sole)
    heel = pygame.Rect(0, 0, round(foot * 0.5), round(height * 0.2))
    heel.midtop = (sole.centerx, sole.bottom + 1)
    pygame.draw.ellipse(sprite, ink, heel)
    toe = max(1, round(foot * 0.16))
    pygame.draw.circle(sprite, ink, (sole.centerx + toe, sole.top - toe), toe)
    sprite.blit(label, label.get_rect(midleft=(x + foot + pad, round(cy) + 1)))
    return sprite


@functools.lru_cache(maxsize=16)
def _disc(radius: int, fill, k: int) -> tuple[pygame.Surface, float, float]:
    """A badge's disc drawn ``k`` times larger (to be smoothed down): a shadow, a cream rim
    and ``fill`` inside; with its centre and its scaled radius."""
    side = (2 * radius + 6) * k
    sprite = pygame.Surface((side, side), pygame.SRCALPHA)
    c, r = side / 2, radius * k
    pygame.draw.circle(sprite, (0, 0, 0, 110), (c + k, c + 2 * k), r + k)
    pygame.draw.circle(sprite, (255, 244, 226), (c, c), r + k)
    pygame.draw.circle(sprite, fill, (c, c), r - k)
    return sprite, c, r


def explored_badge(radius: int) -> pygame.Surface:
    """The explored marker of a completed dungeon: a white tick on a green disc (drawn four
    times larger, then smoothed down)."""
    k = 4
    sprite, c, r = _disc(radius, EXPLORED, k)
    tick = [(c - r * 0.5, c), (c - r * 0.12, c + r * 0.4), (c + r * 0.52, c - r * 0.42)]
    pygame.draw.lines(sprite, (250, 250, 250), False, tick, round(3.2 * k))
    return pygame.transform.smoothscale(sprite, (sprite.get_width() // k,) * 2)


EXPLORED = (46, 132, 64)
"""The green of the explored marker."""


def battle_badge(radius: int) -> pygame.Surface:
    """Crossed swords on a red disc (drawn four times larger, then smoothed down)."""
    k = 4
    sprite, c, r = _disc(radius, BATTLE, k)
    reach = r * 0.62
    for sign in (-1, 1):
        tip = (c + sign * reach, c - reach)
        hilt = (c - sign * reach, c + reach)
        guard = (c - sign * reach * 0.5, c + reach * 0.5)
        pygame.draw.line(sprite, (240, 240, 244), tip, guard, round(2.6 * k))
        pygame.draw.line(sprite, (90, 56, 24), guard, hilt, round(2.6 * k))
        g = reach * 0.32
        pygame.draw.line(
            sprite,
            COIN_GOLD,
            (guard[0] - g, guard[1] - sign * g),
            (guard[0] + g, guard[1] + sign * g),
            round(2.2 * k),
        )
    return pygame.transform.smoothscale(sprite, (sprite.get_width() // k,) * 2)


@functools.lru_cache(maxsize=32)
def gloss_shape(size: int, radius: int) -> pygame.Surface:
    """A white rounded square (a counter's outline, used as a mask)."""
    shape = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    return shape


@functools.lru_cache(maxsize=32)
def gloss(size: int, radius: int) -> pygame.Surface:
    """Light falling on a counter's face: a whitening at the top, a darkening at the bottom."""
    shape = gloss_shape(size, radius).copy()
    light = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / max(1, size - 1)
        if t < 0.5:
            light.fill((255, 255, 255, round(70 * (1 - t / 0.5))), (0, y, size, 1))
        else:
            light.fill((0, 0, 0, round(60 * (t - 0.5) / 0.5)), (0, y, size, 1))
    shape.blit(light, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shape


@functools.lru_cache(maxsize=16)
def selection_glow(size: tuple[int, int], spread: int) -> pygame.Surface:
    w, h = size
    sprite = pygame.Surface((w + 4 * spread, h + 4 * spread), pygame.SRCALPHA)
    for k in range(spread, 0, -1):
        alpha = int(90 * (1 - k / (spread + 1)))
        rect = pygame.Rect(0, 0, w + 2 * k + spread, h + 2 * k + spread)
        rect.center = sprite.get_rect().center
        pygame.draw.rect(sprite, (*SELECT, alpha), rect, 2, border_radius=spread + k)
    return sprite


@functools.lru_cache(maxsize=256)  # four kinds, three variants, at each zoom's size
def terrain_glyph(terrain: str, variant: int, size: int) -> pygame.Surface | None:
    """A piece of terrain art drawn at four times the size and smoothed down: a tree, a peak,
    a tuft of grass or a ripple."""
    big = size * 4
    sprite = pygame.Surface((big, big), pygame.SRCALPHA)
    b = big
    if terrain == "forest":
        trunk = pygame.Rect(0, 0, b // 10, b // 4)
        trunk.midbottom = (b // 2, b - b // 12)
        pygame.draw.rect(sprite, (74, 54, 34), trunk)
        if variant == 2:  # a round broadleaf
            pygame.draw.circle(sprite, (30, 60, 30, 150), (b / 2 + b / 14, b * 0.47), b * 0.3)
            pygame.draw.circle(sprite, (58, 98, 48), (b / 2, b * 0.43), b * 0.3)
            pygame.draw.circle(sprite, (96, 140, 72), (b * 0.43, b * 0.36), b * 0.13)
        else:  # a conifer in two tiers
            for k, (top, base) in enumerate(((0.06, 0.52), (0.28, 0.8))):
                tier = [(b / 2, b * top), (b * 0.82, b * base), (b * 0.18, b * base)]
                pygame.draw.polygon(sprite, (40, 80, 40) if k else (52, 96, 48), tier)
                pygame.draw.polygon(
                    sprite,
                    (96, 140, 74),
                    [(b / 2, b * top), (b * 0.18, b * base), (b * 0.42, b * base)],
                )
    elif terrain == "mountain":
        peak = [(b * 0.5, b * 0.12), (b * 0.94, b * 0.86), (b * 0.06, b * 0.86)]
        pygame.draw.polygon(sprite, (112, 100, 86), peak)
        pygame.draw.polygon(
            sprite,
            (192, 180, 160),
            [(b * 0.5, b * 0.12), (b * 0.06, b * 0.86), (b * 0.46, b * 0.86)],
        )
        snow = [
            (b * 0.5, b * 0.12),
            (b * 0.63, b * 0.34),
            (b * 0.55, b * 0.3),
            (b * 0.48, b * 0.38),
            (b * 0.4, b * 0.3),
            (b * 0.37, b * 0.34),
        ]
        pygame.draw.polygon(sprite, (244, 244, 240), snow)
        pygame.draw.lines(
            sprite,
            (80, 70, 60),
            False,
            [(b * 0.06, b * 0.86), (b * 0.5, b * 0.12), (b * 0.94, b * 0.86)],
            max(2, b // 24),
        )
        if variant == 1:
            sprite = pygame.transform.flip(sprite, True, False)
    elif terrain == "plains":
        colour = (138, 160, 92) if variant else (150, 172, 100)
        w = max(2, b // 16)
        for dx, lean in ((-0.14, -0.1), (0.0, 0.0), (0.14, 0.1)):
            x = b * (0.5 + dx)
            pygame.draw.line(
                sprite, colour, (x, b * 0.75), (x + b * lean, b * (0.45 if dx else 0.35)), w
            )
    elif terrain == "lake":
        w = max(2, b // 14)
        for row, dx in ((0.4, -0.1), (0.62, 0.1)):
            rect = pygame.Rect(0, 0, b * 0.34, b * 0.22)
            for k in (-1, 1):
                rect.center = (b * (0.5 + dx + 0.17 * k), b * row)
                pygame.draw.arc(sprite, (170, 206, 234), rect, 0.2, math.pi - 0.2, w)
    else:
        return None
    return pygame.transform.smoothscale(sprite, (size, size))
