"""Packing pictures into free boxes: each goes to the free spot nearest the place it wishes
for, inside an outline (a territory's, or the whole map's) and apart from the boxes already
taken. Pure geometry in whole pixels; ``map_layout`` uses it for coins, cities and counters.

An outline is given as *spans*: for each pixel row from ``top`` down, the inside x-range
``(left, right)`` (right exclusive) a box may cover there. A box covering rows ``y .. y+h-1``
fits when it lies within every one of those rows' spans."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

Point = tuple[float, float]
Span = tuple[int, int]
EMPTY: Span = (0, -1)


def polygon_spans(polygon: Sequence[Point], inset: float) -> tuple[int, list[Span]]:
    """The first pixel row of ``polygon`` (pixels) and each row's widest inside x-range,
    ``inset`` pixels in from the outline (measured across the row, at its middle)."""
    ys = [y for _, y in polygon]
    top, bottom = math.floor(min(ys)), math.ceil(max(ys))
    crossings: list[list[float]] = [[] for _ in range(top, bottom)]
    n = len(polygon)
    for i in range(n):  # each edge adds its crossing to the rows it spans (mid-row scan)
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        low, high = min(y1, y2), max(y1, y2)
        if low == high:
            continue
        slope = (x2 - x1) / (y2 - y1)
        for row in range(math.ceil(low - 0.5), math.ceil(high - 0.5)):
            crossings[row - top].append(x1 + (row + 0.5 - y1) * slope)
    spans = []
    for xs in crossings:
        xs.sort()
        best = EMPTY
        for left, right in zip(xs[::2], xs[1::2], strict=False):
            span = (math.ceil(left + inset), math.floor(right - inset))
            if span[1] - span[0] > best[1] - best[0]:
                best = span
        spans.append(best)
    # rows near the top and bottom tips are inset vertically too
    cut = math.ceil(inset)
    for i in range(min(cut, len(spans))):
        spans[i] = spans[-1 - i] = EMPTY
    return top, spans


def box_spans(box: pygame.Rect) -> tuple[int, list[Span]]:
    """The spans of a plain rectangle."""
    return box.top, [(box.left, box.right)] * box.height


class Packer:
    """Places boxes one by one inside the spans, each apart (by ``gap``) from the ``taken``
    boxes and from those placed before it."""

    def __init__(
        self,
        top: int,
        spans: Sequence[Span],
        taken: Iterable[pygame.Rect] = (),
        gap: int = 1,
        stride: int = 1,
    ) -> None:
        self.top = top
        self.lefts = [s[0] for s in spans]
        self.rights = [s[1] for s in spans]
        self.widest = max((right - left for left, right in spans), default=0)
        self.taken = [pygame.Rect(r) for r in taken]
        self.gap = gap
        self.stride = stride
        """Rows tried apart (a large zoom has room to spare: every pixel row need not be)."""

    def place(self, size: tuple[int, int], wish: Point) -> pygame.Rect | None:
        """The free box of ``size`` whose centre is nearest ``wish`` (taken from then on), or
        None when no box of that size fits."""
        return self.place_shape([pygame.Rect((0, 0), size)], wish)

    def place_shape(self, parts: Sequence[pygame.Rect], wish: Point) -> pygame.Rect | None:
        """Like ``place`` for a picture made of ``parts`` (boxes relative to its box's
        top-left corner, such as a counter and the wider tag under it): each part must be
        inside and free. Returns the whole box placed; its parts are taken."""
        whole = parts[0].unionall(parts[1:])
        w, h = whole.size
        gap = self.gap
        want_x = round(wish[0] - w / 2)
        best: tuple[float, int, int] | None = None
        if any(part.w > self.widest for part in parts):
            return None
        centre = wish[1] - h / 2 - self.top  # the row index the wish asks for
        rows = sorted(range(0, len(self.lefts) - h + 1, self.stride), key=lambda i: abs(i - centre))
        for i in rows:  # nearest the wish first: the first fit bounds the rest
            y = self.top + i
            dy = i - centre
            if best is not None and dy * dy >= best[0]:
                break
            left, right, blocks = -(10**9), 10**9, []
            for part in parts:
                j = i + part.y
                left = max(left, max(self.lefts[j : j + part.h]) - part.x)
                right = min(right, min(self.rights[j : j + part.h]) - part.w - part.x)
                top, bottom = y + part.y, y + part.bottom
                blocks += [
                    (r.x - part.right - gap + 1, r.right - part.x + gap - 1)
                    for r in self.taken
                    if r.y - gap < bottom and top < r.bottom + gap
                ]
            if left > right:
                continue
            x = _nearest_free(left, right, sorted(blocks), want_x)
            if x is None:
                continue
            dx = x + w / 2 - wish[0]
            score = dx * dx + dy * dy
            if best is None or score < best[0]:
                best = (score, x, y)
        if best is None:
            return None
        _, x, y = best
        self.taken += [part.move(x, y) for part in parts]
        return pygame.Rect(x, y, w, h)


def _nearest_free(
    left: int, right: int, blocks: Sequence[tuple[int, int]], want: int
) -> int | None:
    """The whole number in ``left..right`` outside every (inclusive) block nearest ``want``."""
    best = None
    start = left
    for low, high in [*blocks, (right + 1, right + 1)]:
        end = min(low - 1, right)
        if start <= end:
            x = min(max(want, start), end)
            if best is None or abs(x - want) < abs(best - want):
                best = x
        start = max(start, high + 1)
        if start > right:
            break
    return best
