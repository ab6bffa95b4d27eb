"""Hex math on axial coordinates (Red Blob Games' guide): storage, rounding, layouts, picking."""

from __future__ import annotations

import math
from typing import NamedTuple


class Hex(NamedTuple):
    """Axial coordinates; the cube's third coordinate is ``s = -q - r``."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: tuple) -> Hex:  # type: ignore[override]
        return Hex(self.q + other[0], self.r + other[1])

    def __sub__(self, other: tuple) -> Hex:
        return Hex(self.q - other[0], self.r - other[1])

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbours(self) -> list[Hex]:
        return [self + d for d in DIRECTIONS]

    def distance(self, other: Hex) -> int:
        d = self - other
        return (abs(d.q) + abs(d.r) + abs(d.s)) // 2


DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)
"""The six neighbour offsets, counter-clockwise from east (pointy) / south-east (flat)."""


ORIGIN = Hex(0, 0)


def hex_round(q: float, r: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def hexes_within(radius: int, centre: Hex = ORIGIN) -> list[Hex]:
    """Every hex at distance ``radius`` or less from ``centre``."""
    return [
        centre + (q, r)
        for q in range(-radius, radius + 1)
        for r in range(max(-radius, -q - radius), min(radius, -q + radius) + 1)
    ]


_SQ3 = math.sqrt(3)


class Layout(NamedTuple):
    """Screen placement of a hex grid: orientation, hex size (centre to corner), origin."""

    pointy: bool
    size: float
    origin: tuple[float, float]

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        if self.pointy:
            x = self.size * (_SQ3 * h.q + _SQ3 / 2 * h.r)
            y = self.size * (1.5 * h.r)
        else:
            x = self.size * (1.5 * h.q)
            y = self.size * (_SQ3 / 2 * h.q + _SQ3 * h.r)
        return (x + self.origin[0], y + self.origin[1])

    def to_hex(self, x: float, y: float) -> Hex:
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        if self.pointy:
            q, r = _SQ3 / 3 * px - py / 3, 2 / 3 * py
        else:
            q, r = 2 / 3 * px, -px / 3 + _SQ3 / 3 * py
        return hex_round(q, r)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        cx, cy = self.to_pixel(h)
        start = 30 if self.pointy else 0
        return [
            (
                cx + self.size * math.cos(math.radians(start + 60 * i)),
                cy + self.size * math.sin(math.radians(start + 60 * i)),
            )
            for i in range(6)
        ]
