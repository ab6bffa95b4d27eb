"""Forge War's own pictures in the product's icon set: the overseer and the worker in a seat's
colour with its symbol (``overseer:<symbol>``, ``worker:<symbol>``), a design's metal as a
letter on a tile of the metal's colour (``metal-tag:<letter>``; all added to the set when this
package is imported), and which weapon picture a weapon card shows."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.icons import RGB, Pen, darker, lighter

NO_SEAT = (200, 200, 206)
"""A piece drawn with no seat's colour: a neutral grey."""


# --- pieces ----------------------------------------------------------------------------------
def _overseer(pen: Pen, rgb: RGB, symbol: str) -> None:
    """A tall pawn: round head, narrow neck, wide base; the seat's symbol on its body."""
    pen.poly([(0.14, 0.96), (0.86, 0.96), (0.82, 0.84), (0.68, 0.78), (0.61, 0.42),
              (0.39, 0.42), (0.32, 0.78), (0.18, 0.84)], rgb)  # fmt: skip
    pen.poly([(0.34, 0.44), (0.66, 0.44), (0.62, 0.36), (0.38, 0.36)], darker(rgb, 0.15))
    pen.circle((0.5, 0.22), 0.17, rgb)
    pen.circle((0.45, 0.17), 0.05, lighter(rgb, 0.5), None)
    if symbol:
        x, y = pen.at(0.5, 0.66)
        theme.draw_symbol(pen.surface, symbol, (x, y), round(pen.side * 0.15), (250, 250, 250))


def _worker(pen: Pen, rgb: RGB, symbol: str) -> None:
    """A cube seen from above and the front; the seat's symbol on its front face."""
    front = [(0.1, 0.34), (0.72, 0.34), (0.72, 0.94), (0.1, 0.94)]
    pen.poly([(0.1, 0.34), (0.3, 0.1), (0.92, 0.1), (0.72, 0.34)], lighter(rgb, 0.3))
    pen.poly([(0.72, 0.34), (0.92, 0.1), (0.92, 0.72), (0.72, 0.94)], darker(rgb, 0.3))
    pen.poly(front, rgb)
    if symbol:
        x, y = pen.at(0.41, 0.64)
        theme.draw_symbol(pen.surface, symbol, (x, y), round(pen.side * 0.17), (250, 250, 250))


def _metal_tag(pen: Pen, rgb: RGB, letter: str) -> None:
    """A rounded tile of the metal's colour with its initial in dark ink ('C' copper): where
    a design's metal has no room in words (playtest 34: its picture's colour alone told a
    newcomer nothing)."""
    side = pen.side
    box = pygame.Rect(
        round(side * 0.04), round(side * 0.08), round(side * 0.92), round(side * 0.84)
    )
    pygame.draw.rect(pen.surface, rgb, box, border_radius=round(side * 0.2))
    pygame.draw.rect(pen.surface, darker(rgb, 0.5), box, max(1, side // 16), round(side * 0.2))
    ink = theme.font(round(side * 0.78), True).render(letter, True, (24, 22, 26))
    pen.surface.blit(ink, ink.get_rect(center=box.center))


def weapon_icon(types: Sequence[str], name: str = "") -> str:
    """The picture of a Forge War weapon: by its damage type (slashing an axe, piercing a
    spear, crushing a mace), a dagger or a shield by its name, otherwise a sword."""
    lower = name.lower()
    if any(w in lower for w in ("dagger", "dirk", "fang")):
        return "dagger"
    if any(w in lower for w in ("shield", "aegis", "bulwark")):
        return "shield"
    first = types[0] if types else ""
    return {"slashing": "axe", "piercing": "spear", "crushing": "mace"}.get(first, "sword")


icons.add_kind(
    "overseer",
    lambda pen, colour, symbol: _overseer(pen, colour or NO_SEAT, symbol),
    [f"overseer:{look.symbol}" for look in theme.PALETTE],
)
icons.add_kind(
    "worker",
    lambda pen, colour, symbol: _worker(pen, colour or NO_SEAT, symbol),
    [f"worker:{look.symbol}" for look in theme.PALETTE],
)
icons.add_kind(
    "metal-tag",
    lambda pen, colour, letter: _metal_tag(pen, colour or NO_SEAT, letter),
    ["metal-tag:C", "metal-tag:I", "metal-tag:M", "metal-tag:H"],
)
