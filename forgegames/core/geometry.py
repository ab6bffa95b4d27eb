"""Plane geometry for hit-testing boards (territory polygons, card rectangles)."""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence

Point = tuple[float, float]


def point_in_polygon(point: Point, polygon: Sequence[Point]) -> bool:
    """True when ``point`` lies inside ``polygon`` (even-odd rule; edges count as inside)."""
    if not polygon:
        return False
    x, y = point
    inside = False
    eps = 1e-9
    x1, y1 = polygon[-1]  # each edge runs from one corner to the next, the last to the first
    for x2, y2 in polygon:
        # (an edge the point's row misses cannot hold it: asked first, this is most of the
        # work saved on a hover that places a label; the answers are those of before)
        lo, hi = (y1, y2) if y1 <= y2 else (y2, y1)
        if lo - eps <= y <= hi + eps and _on_segment(point, (x1, y1), (x2, y2)):
            return True
        if (y1 > y) != (y2 > y):
            cross_x = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < cross_x:
                inside = not inside
        x1, y1 = x2, y2
    return inside


def _on_segment(p: Point, a: Point, b: Point, eps: float = 1e-9) -> bool:
    cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    if abs(cross) > eps:
        return False
    return min(a[0], b[0]) - eps <= p[0] <= max(a[0], b[0]) + eps and (
        min(a[1], b[1]) - eps <= p[1] <= max(a[1], b[1]) + eps
    )


class PolygonRows:
    """``point_in_polygon`` for one polygon asked about many points on few rows (a search
    that tries hundreds of boxes, each probed at three heights): what a row of the polygon
    crosses is worked out once per height, then a point is a look-up in it. The answers are
    ``point_in_polygon``'s, edges and corners included."""

    LIMIT = 4096
    """Rows kept at most (then forgotten and worked out again)."""

    def __init__(self, polygon: Sequence[Point]) -> None:
        n = len(polygon)
        self.polygon = polygon
        self.edges = [(polygon[i], polygon[(i + 1) % n]) for i in range(n)]
        self.rows: dict[float, tuple[list[float], list[tuple[float, float, Point, Point]]]] = {}
        self.bands: dict[int, list[tuple[Point, Point]]] | None = None
        """The edges that reach each whole row (by ``math.floor`` of its height, their ends'
        slack included): a row looks at these only (made on the first row asked)."""

    def _edges_at(self, y: float) -> list[tuple[Point, Point]]:
        if self.bands is None:
            self.bands = {}
            for a, b in self.edges:
                lo, hi = (a[1], b[1]) if a[1] <= b[1] else (b[1], a[1])
                for band in range(math.floor(lo - 1e-9), math.floor(hi + 1e-9) + 1):
                    self.bands.setdefault(band, []).append((a, b))
        return self.bands.get(math.floor(y), [])

    def _row(self, y: float) -> tuple[list[float], list[tuple[float, float, Point, Point]]]:
        found = self.rows.get(y)
        if found is None:
            eps = 1e-9
            crossings: list[float] = []
            near: list[tuple[float, float, Point, Point]] = []
            for a, b in self._edges_at(y):
                (x1, y1), (x2, y2) = a, b
                lo, hi = (y1, y2) if y1 <= y2 else (y2, y1)
                if lo - eps <= y <= hi + eps:  # (with the x range ``_on_segment`` asks for)
                    near.append((min(x1, x2) - eps, max(x1, x2) + eps, a, b))
                if (y1 > y) != (y2 > y):
                    crossings.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
            crossings.sort()
            if len(self.rows) >= self.LIMIT:
                self.rows.clear()
            found = self.rows[y] = (crossings, near)
        return found

    def holds(self, point: Point) -> bool:
        """``point_in_polygon(point, polygon)``."""
        crossings, near = self._row(point[1])
        x = point[0]
        for left, right, a, b in near:
            # (an edge of the row wide of the point cannot hold it: asked before the rest)
            if left <= x <= right and _on_segment(point, a, b):
                return True
        return (len(crossings) - bisect.bisect_right(crossings, x)) % 2 == 1

    def holds_all(self, points: Sequence[Point]) -> bool:
        """``all(self.holds(p) for p in points)``, at a fraction of the calls (a search
        asks it of every box it tries, nine points each)."""
        rows, row, after = self.rows, self._row, bisect.bisect_right
        for point in points:
            x, y = point
            crossings, near = rows.get(y) or row(y)
            for left, right, a, b in near:
                if left <= x <= right and _on_segment(point, a, b):
                    break
            else:
                if not (len(crossings) - after(crossings, x)) % 2:
                    return False
        return True
