"""Plane geometry of Warparty's map in map units: outlines, distances, where a territory's
layout sits, and the meander of a stream (computed once; the canvas only transforms it)."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from forgegames.core.geometry import point_in_polygon
from forgegames.ui.boards.warparty.tmxmap import Point


def edge_distance(point: Point, polygon: Sequence[Point]) -> float:
    """Distance from ``point`` to the polygon's outline."""
    return line_distance(point, polygon, closed=True)


def line_distance(point: Point, points: Sequence[Point], closed: bool = False) -> float:
    """Distance from ``point`` to a polyline (``closed``: back to its first point too)."""
    px, py = point
    best = math.inf
    n = len(points)
    for i in range(n if closed else n - 1):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        length = dx * dx + dy * dy
        t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / length))
        best = min(best, math.hypot(px - x1 - t * dx, py - y1 - t * dy))
    return best


def centroid(polygon: Sequence[Point]) -> Point:
    """The area centroid (falls back to the vertex mean for a degenerate outline)."""
    a = cx = cy = 0.0
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        cross = x1 * y2 - x2 * y1
        a += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    if abs(a) < 1e-9:
        n = len(polygon)
        return sum(p[0] for p in polygon) / n, sum(p[1] for p in polygon) / n
    return cx / (3 * a), cy / (3 * a)


LAYOUT_SAMPLES: tuple[Point, ...] = (
    (0, 0), (0, -38), (-30, -20), (30, -20), (-26, 8), (26, 8), (-20, 30), (20, 30), (0, 46),
)  # fmt: skip
"""Points (pixels at 1280x720, zoom 1, from the anchor) that a territory's icons, counters
and tags cover; the anchor is placed to keep them inside the territory where it can."""


def _clearance(
    point: Point, polygon: Sequence[Point], offsets: Sequence[Point], bar: float = -math.inf
) -> float:
    """The smallest signed distance to the outline (negative outside) over ``offsets``; stops
    early (returning -inf) once it cannot exceed ``bar``."""
    worst = math.inf
    for dx, dy in offsets:
        p = (point[0] + dx, point[1] + dy)
        d = edge_distance(p, polygon)
        worst = min(worst, d if point_in_polygon(p, polygon) else -d)
        if worst <= bar:
            return -math.inf
    return worst


@functools.lru_cache(maxsize=512)
def label_point(polygon: tuple[Point, ...], offsets: tuple[Point, ...] = ((0.0, 0.0),)) -> Point:
    """Where a territory's layout is anchored: the inside point whose layout (``offsets``,
    in map units) keeps farthest from the outline, with a slight preference for the centroid.
    Found by climbing from the centroid with shrinking steps (the clearance is concave on a
    convex outline, and the territories are nearly convex)."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    middle = centroid(polygon)
    best = middle if point_in_polygon(middle, polygon) else (sum(xs) / len(xs), sum(ys) / len(ys))
    best_score = -math.inf

    def better(p: Point) -> bool:
        nonlocal best, best_score
        if not point_in_polygon(p, polygon):
            return False
        penalty = 0.1 * math.dist(p, middle)
        value = _clearance(p, polygon, offsets, best_score + penalty) - penalty
        if value > best_score:
            best, best_score = p, value
            return True
        return False

    better(best)
    step = max(max(xs) - min(xs), max(ys) - min(ys)) / 6
    while step > 1.0:
        x, y = best
        moves = ((step, 0), (-step, 0), (0, step), (0, -step))
        if not any(better((x + dx, y + dy)) for dx, dy in moves):
            step /= 2
    return best


def inset_directions(polygon: Sequence[Point]) -> list[Point]:
    """For each vertex, the vector that moves it inwards by one unit of edge distance (the
    miter of its two edges' inward normals, capped at sharp corners)."""
    n = len(polygon)
    twice_area = sum(
        polygon[i][0] * polygon[(i + 1) % n][1] - polygon[(i + 1) % n][0] * polygon[i][1]
        for i in range(n)
    )
    sign = 1.0 if twice_area > 0 else -1.0

    def normal(a: Point, b: Point) -> Point:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        return -dy / length * sign, dx / length * sign

    out = []
    for i in range(n):
        n1 = normal(polygon[i - 1], polygon[i])
        n2 = normal(polygon[i], polygon[(i + 1) % n])
        denominator = max(1.0 + n1[0] * n2[0] + n1[1] * n2[1], 0.25)
        out.append(((n1[0] + n2[0]) / denominator, (n1[1] + n2[1]) / denominator))
    return out


def polyline_point(points: Sequence[Point], fraction: float) -> tuple[Point, Point]:
    """The point ``fraction`` of the way along a polyline, and the unit direction there."""
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:], strict=False)]
    goal = sum(lengths) * fraction
    for (a, b), length in zip(zip(points, points[1:], strict=False), lengths, strict=True):
        if goal <= length and length > 0:
            t = goal / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), (
                (b[0] - a[0]) / length,
                (b[1] - a[1]) / length,
            )
        goal -= length
    a, b = points[-2], points[-1]
    length = math.dist(a, b) or 1.0
    return b, ((b[0] - a[0]) / length, (b[1] - a[1]) / length)


def wavy(points: Sequence[Point], amplitude: float, wavelength: float) -> list[Point]:
    """A polyline resampled with a sine wave across it (a stream's meander)."""
    out: list[Point] = []
    travelled = 0.0
    for a, b in zip(points, points[1:], strict=False):
        length = math.dist(a, b)
        if length == 0:
            continue
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        steps = max(1, int(length / (wavelength / 8)))
        for k in range(steps):
            t = length * k / steps
            w = amplitude * math.sin(2 * math.pi * (travelled + t) / wavelength)
            out.append((a[0] + ux * t - uy * w, a[1] + uy * t + ux * w))
        travelled += length
    out.append(points[-1])
    return out


def screen_box(points: Sequence[tuple[float, float]]) -> pygame.Rect:
    """The whole-pixel screen box around ``points`` (edges included)."""
    xs, ys = zip(*points, strict=True)
    left, top = math.floor(min(xs)), math.floor(min(ys))
    return pygame.Rect(left, top, math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1)
