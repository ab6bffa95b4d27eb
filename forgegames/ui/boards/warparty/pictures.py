"""Warparty's own pictures in the product's icon set: the emblem of each unit kind
(``unit:<kind>``; added to the set when this package is imported) and the unit counter, the
kind's emblem with its attack and defence in the corners."""

from __future__ import annotations

import functools

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.icons import INK, RGB, Pen, darker, lighter, painter

UNIT_KINDS = (
    "infantry",
    "heavy-infantry",
    "archer",
    "missile",
    "cavalry",
    "siege",
    "transport",
    "hero",
    "tier-3",
)
"""Unit kinds with a glyph of their own (``unit:<kind>``)."""
SWORD, HAMMER, SHIELD, BOW, SPEAR, LEG, STAR = (
    painter(name) for name in ("sword", "hammer", "shield", "bow", "spear", "leg", "star")
)
"""The set's pictures a unit's emblem is made of."""


# --- unit glyphs -----------------------------------------------------------------------------
def _unit(pen: Pen, rgb: RGB, kind: str) -> None:
    """``unit:<kind>``: the emblem of a Warparty unit kind."""
    if kind == "infantry":
        for turn in (45, -45):
            SWORD(Pen(pen.surface, turn), rgb)
    elif kind == "heavy-infantry":
        HAMMER(Pen(pen.surface, 45), rgb)
        SHIELD(icons.scaled(pen, 0.62, (0.06, 0.36)), rgb)
    elif kind == "archer":
        BOW(pen, rgb)
    elif kind == "missile":
        for dx in (-0.16, 0.0, 0.16):
            SPEAR(icons.scaled(pen, 0.8, (0.1 + dx, 0.1)), rgb)
    elif kind == "cavalry":
        _horse(pen, rgb)
    elif kind == "siege":
        _tower(pen, rgb)
    elif kind == "transport":
        LEG(pen, rgb)
    elif kind == "hero":
        STAR(pen, rgb)
    elif kind == "tier-3":
        _crown(pen, rgb)
    else:
        raise KeyError(f"no unit kind {kind!r} (one of {', '.join(UNIT_KINDS)})")


def _horse(pen: Pen, rgb: RGB) -> None:
    """A horse's head, as on a chess knight."""
    pts = [(0.24, 0.94), (0.3, 0.6), (0.16, 0.5), (0.16, 0.38), (0.46, 0.12), (0.5, 0.04),
           (0.58, 0.12), (0.76, 0.22), (0.86, 0.5), (0.8, 0.94)]  # fmt: skip
    pen.poly(pts, rgb)
    pen.circle((0.44, 0.3), 0.045, INK, None)


def _tower(pen: Pen, rgb: RGB) -> None:
    """A siege tower: battlements over a tapering wall."""
    pts = [(0.14, 0.94), (0.86, 0.94), (0.76, 0.4), (0.86, 0.4), (0.86, 0.1), (0.72, 0.1),
           (0.72, 0.2), (0.58, 0.2), (0.58, 0.1), (0.42, 0.1), (0.42, 0.2), (0.28, 0.2),
           (0.28, 0.1), (0.14, 0.1), (0.14, 0.4), (0.24, 0.4)]  # fmt: skip
    pen.poly(pts, rgb)
    rect = pygame.Rect(0, 0, round(pen.side * 0.2), round(pen.side * 0.26))
    rect.midbottom = (round(pen.side * 0.5), round(pen.side * 0.94))
    pygame.draw.rect(pen.surface, INK, rect, border_top_left_radius=rect.w // 2,
                     border_top_right_radius=rect.w // 2)  # fmt: skip


def _crown(pen: Pen, rgb: RGB) -> None:
    pts = [(0.1, 0.8), (0.9, 0.8), (0.94, 0.26), (0.7, 0.5), (0.5, 0.16), (0.3, 0.5), (0.06, 0.26)]
    pen.poly(pts, rgb)
    pen.box(0.1, 0.76, 0.8, 0.1, darker(rgb, 0.2))


icons.add_kind(
    "unit",
    lambda pen, colour, kind: _unit(pen, colour or (240, 240, 240), kind),
    [f"unit:{kind}" for kind in UNIT_KINDS],
)


# --- counters --------------------------------------------------------------------------------
def counter(kind: str, attack: int, defence: int, rgb: RGB, size: int) -> pygame.Surface:
    """A unit counter, ``size`` pixels square: the unit kind's glyph in the middle, attack in
    a corner under a sword (top left), defence under a shield (bottom left). Cached."""
    return _counter(kind, attack, defence, tuple(rgb), max(16, int(size)))


@functools.lru_cache(maxsize=512)
def _counter(kind: str, attack: int, defence: int, rgb: RGB, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, size // 6)
    pygame.draw.rect(surface, rgb, rect, border_radius=radius)
    ink = INK if theme.luminance(rgb) > 0.3 else (250, 250, 250)
    emblem = f"unit:{kind}" if kind in UNIT_KINDS else "unit:infantry"
    glyph = icons.icon(emblem, size * 55 // 100, ink)
    glyph = glyph.copy()
    glyph.set_alpha(120)
    surface.blit(glyph, glyph.get_rect(center=(rect.centerx + size // 10, rect.centery)))
    corner = size * 36 // 100
    for value, where, sign in ((attack, "top", "sword"), (defence, "bottom", "shield")):
        box = pygame.Rect(0, 0, corner, corner)
        if where == "top":
            box.topleft = rect.topleft
        else:
            box.bottomleft = rect.bottomleft
        tab = darker(rgb, 0.35)
        pygame.draw.rect(surface, tab, box, border_radius=radius)
        mark = icons.icon(sign, corner // 2, lighter(tab, 0.45))
        surface.blit(mark, mark.get_rect(topright=(box.right + corner // 6, box.top - 1)))
        label = theme.glyph(str(value), max(8, corner * 8 // 10), (250, 250, 250), True)
        surface.blit(label, label.get_rect(center=box.center))
    pygame.draw.rect(surface, INK, rect, max(1, size // 24), border_radius=radius)
    return surface
