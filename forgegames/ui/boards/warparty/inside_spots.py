"""Boxes kept inside their own territory (playtest 12): a battle's crossed swords and the box a
hint or a lesson marks a territory with.

Shot 142z: the swords of the battle in Haunted Ruins stood in Dusk Hollow. ``free_spot``
weighs a spot over a counter (100) above one outside the territory (4 for each of its five
probes, 20 at most), so in a small territory crowded with counters, a dungeon and a city the
swords went wholly next door. Shot 61z: the hint's box for Larkfields, 56 pixels square round
the territory's stack point, reached far into Southford below it, with both names on it.

Here a box is tested against its territory's own outline (a point-in-polygon test on one
polygon, in map units), never another's."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from forgegames.core.geometry import PolygonRows, point_in_polygon

PROBES = ((0.5, 0.5), (0.0, 0.5), (1.0, 0.5), (0.5, 0.0), (0.5, 1.0))
"""Where a box is tested for lying in its territory: its middle and its edges' middles (as a
share of its width and height)."""
CORNERS = ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0))


def _inside(canvas, place: str, box: pygame.Rect, probes=PROBES) -> int:
    """How many of ``probes`` of ``box`` (screen) lie in ``place``'s outline."""
    polygon = canvas.polygons.get(place)
    if not polygon:
        return 0
    return sum(
        point_in_polygon(canvas.to_map((box.x + fx * box.w, box.y + fy * box.h)), polygon)
        for fx, fy in probes
    )


def _all_inside(canvas, place: str, box: pygame.Rect, probes) -> bool:
    """True when every one of ``probes`` of ``box`` lies in ``place``'s outline: ``_inside``
    stopping at the first probe outside (a search tries hundreds of boxes that fail)."""
    rows = _rows(canvas, place)
    if rows is None:
        return False
    x, y, w, h = box
    to_map, holds = canvas.to_map, rows.holds
    for fx, fy in probes:
        if not holds(to_map((x + fx * w, y + fy * h))):
            return False
    return True


def _rows(canvas, place: str) -> PolygonRows | None:
    """``place``'s outline as rows (``PolygonRows``), kept with the canvas's outlines."""
    polygon = canvas.polygons.get(place)
    if not polygon:
        return None
    kept = canvas.__dict__.setdefault("_outline_rows", {})
    rows = kept.get(place)
    if rows is None or rows.polygon is not polygon:
        rows = kept[place] = PolygonRows(polygon)
    return rows


def battle_spot(canvas, state, place: str, spot: pygame.Rect, placed: Sequence) -> pygame.Rect:
    """``spot`` (``free_spot``'s choice for the crossed swords) when its middle is in
    ``place``; else the box of its size inside the territory (middle and edges in it, as
    many as can be) that hides the least of any counter, the nearest the territory's
    counters first."""
    if _inside(canvas, place, spot, PROBES[:1]):
        return spot
    key = (place, canvas.view_key(), state.units, state.cities, tuple(spot))
    memo = canvas.__dict__.setdefault("_battle_spots", {})
    if key not in memo:
        if len(memo) > 64:
            memo.clear()
        memo[key] = _search(canvas, place, spot.size, placed) or spot
    return pygame.Rect(memo[key])


def _search(canvas, place: str, size: tuple[int, int], placed: Sequence) -> pygame.Rect | None:
    w, h = size
    outline = canvas.place_rect(place).clip(canvas.rect)
    own = [r for s, r in placed if s.place == place]
    group = own[0].unionall(own[1:]) if own else pygame.Rect(*canvas.centre_of(place), 0, 0)
    middle = group.center
    counters = [r for _, r in placed]
    step = max(2, min(w, h) // 4)
    best: tuple[float, pygame.Rect] | None = None
    for y in range(outline.top, outline.bottom - h + 1, step):
        for x in range(outline.left, outline.right - w + 1, step):
            box = pygame.Rect(x, y, w, h)
            inside = _inside(canvas, place, box)
            if not inside or not _inside(canvas, place, box, PROBES[:1]):
                continue
            hidden = sum(box.clip(r).w * box.clip(r).h for r in counters) / (w * h)
            far = math.dist(box.center, middle) / max(w, h)
            cost = 10.0 * (len(PROBES) - inside) + 8.0 * hidden + 0.1 * far
            if best is None or cost < best[0]:
                best = (cost, box)
    return best[1] if best else None


def inside_mark(
    canvas, place: str, box: pygame.Rect, room: pygame.Rect | None = None
) -> pygame.Rect:
    """``box`` (a hint's or a lesson's mark, centred on the territory's stack point) when its
    corners and edges lie in ``place`` (and it lies in ``room``, where its outline is seen
    whole); else the largest box of up to its size, as near that point as can be, that does
    (``box`` itself when none of at least half its side does: a sliver of a territory)."""
    every = CORNERS + PROBES  # (the corners leave a territory first: asked first)

    def fits(trial: pygame.Rect) -> bool:
        seen = room is None or room.contains(trial)
        return seen and _all_inside(canvas, place, trial, every)

    if fits(box):
        return box
    key = (place, canvas.view_key(), tuple(box), tuple(room) if room is not None else None)
    memo = canvas.__dict__.setdefault("_inside_marks", {})
    if key in memo:
        return pygame.Rect(memo[key])
    if len(memo) > 256:
        memo.clear()
    found = box
    step = max(2, canvas.px(4))
    offsets = sorted(
        (
            (dx, dy)
            for dx in range(-box.w // 2, box.w // 2 + 1, step)
            for dy in range(-box.h // 2, box.h // 2 + 1, step)
        ),
        key=lambda d: d[0] ** 2 + d[1] ** 2,
    )
    side = min(box.w, box.h)
    for size in range(side, side // 2 - 1, -step):
        trial = pygame.Rect(0, 0, size, size)
        hit = None
        for dx, dy in offsets:
            trial.center = (box.centerx + dx, box.centery + dy)
            if fits(trial):
                hit = pygame.Rect(trial)
                break
        if hit is not None:
            found = hit
            break
    memo[key] = pygame.Rect(found)
    return found
