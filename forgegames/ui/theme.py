"""Colours, the seat palette, fonts and text rendering (cached), and layout scaling."""

from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from forgegames.core.paths import ROOT

BASE_SIZE = (1280, 720)
FONT_DIR = ROOT / "assets" / "fonts"

BG = (28, 30, 36)
PANEL = (40, 43, 52)
PANEL_LIGHT = (56, 60, 72)
BORDER = (90, 96, 112)
TEXT = (236, 236, 240)
TEXT_DIM = (160, 164, 176)
ACCENT = (240, 190, 80)
FOCUS = (120, 200, 255)
DANGER = (230, 110, 90)
DISABLED = (100, 104, 114)


class SeatColour(NamedTuple):
    id: str
    name: str
    rgb: tuple[int, int, int]
    symbol: str
    """A shape drawn beside the colour so no one has to tell colours apart."""


PALETTE: tuple[SeatColour, ...] = (
    SeatColour("blue", "Blue", (0, 114, 178), "circle"),
    SeatColour("orange", "Orange", (230, 159, 0), "square"),
    SeatColour("green", "Green", (0, 158, 115), "triangle"),
    SeatColour("purple", "Purple", (204, 121, 167), "diamond"),
    SeatColour("sky", "Sky", (86, 180, 233), "star"),
    SeatColour("vermilion", "Vermilion", (213, 94, 0), "cross"),
)
"""Okabe-Ito colour-blind-safe colours, each paired with a symbol."""


def seat_colour(colour_id: str, seat: int = 0) -> SeatColour:
    for colour in PALETTE:
        if colour.id == colour_id:
            return colour
    return PALETTE[seat % len(PALETTE)]


def scale_for(size: tuple[int, int]) -> float:
    """Layout scale relative to 1280x720 (never below 0.6 so text stays readable)."""
    return max(0.6, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


@functools.cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(FONT_DIR / name), max(8, size))


@functools.lru_cache(maxsize=2048)
def text(content: str, size: int, colour: tuple[int, int, int] = TEXT, bold: bool = False):
    """A rendered text surface (cached: text is drawn every frame)."""
    return font(size, bold).render(content, True, colour)


@functools.lru_cache(maxsize=4096)
def wrap(content: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Split ``content`` into lines that fit ``width`` pixels (cached)."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if font(size, bold).size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def draw_symbol(surface: pygame.Surface, symbol: str, centre, radius: int, rgb) -> None:
    """Draw a seat's symbol (filled shape with a light outline)."""
    x, y = centre
    r = radius
    if symbol == "circle":
        pygame.draw.circle(surface, rgb, centre, r)
        pygame.draw.circle(surface, TEXT, centre, r, 2)
        return
    if symbol == "square":
        rect = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.7))
        rect.center = centre
        pygame.draw.rect(surface, rgb, rect)
        pygame.draw.rect(surface, TEXT, rect, 2)
        return
    points = {
        "triangle": [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)],
        "diamond": [(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
        "star": _star(x, y, r),
        "cross": _cross(x, y, r),
    }[symbol]
    pygame.draw.polygon(surface, rgb, points)
    pygame.draw.polygon(surface, TEXT, points, 2)


def _star(x: float, y: float, r: float) -> list[tuple[float, float]]:
    import math

    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = math.radians(-90 + 36 * i)
        pts.append((x + rad * math.cos(ang), y + rad * math.sin(ang)))
    return pts


def _cross(x: float, y: float, r: float) -> list[tuple[float, float]]:
    t = r * 0.35
    return [
        (x - t, y - r),
        (x + t, y - r),
        (x + t, y - t),
        (x + r, y - t),
        (x + r, y + t),
        (x + t, y + t),
        (x + t, y + r),
        (x - t, y + r),
        (x - t, y + t),
        (x - r, y + t),
        (x - r, y - t),
        (x - t, y - t),
    ]
