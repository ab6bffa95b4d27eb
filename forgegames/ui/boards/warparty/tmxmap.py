"""Warparty's Tiled map read into plain polygons, and the check that it agrees with map.yaml.

``pytmx`` imports pygame, so the TMX is read only here; pytmx objects are turned into plain
tuples at once (the rules never see them). The file is parsed without loading its images, so
this works without a window. ``check_warparty_map`` is what ``check-data`` runs: every
territory in map.yaml has one polygon named by its id and the reverse, and two territories
share an edge in the picture exactly when map.yaml lists a border between them.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from pathlib import Path

import pytmx

from forgegames.core.content import nearest
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT
from forgegames.games.warparty.board_info import (
    load_map,
)

Point = tuple[float, float]
Polygon = tuple[Point, ...]
WARPARTY_TMX = ROOT / "assets" / "maps" / "warparty.tmx"
TERRITORY_LAYER = "territories"
CROSSING_LAYER = "crossings"
TOUCH = 0.75
"""How far (pixels) a point may sit off a line and still lie on it."""
MIN_SHARED = 8.0
"""Shortest common edge (pixels) that makes two territories neighbours in the picture."""


@dataclasses.dataclass(frozen=True)
class Crossing:
    """A stream or bridge drawn along the border ``a|b`` (ids sorted)."""

    name: str
    kind: str
    points: tuple[Point, ...]


@dataclasses.dataclass(frozen=True)
class TmxBoard:
    """The picture: its size in pixels, territory outlines by id, and drawn crossings."""

    width: int
    height: int
    territories: dict[str, Polygon]
    crossings: tuple[Crossing, ...]


def _points(obj: pytmx.TiledObject) -> tuple[Point, ...]:
    return tuple((float(p.x), float(p.y)) for p in obj.points)


def read_board(path: Path | None = None) -> TmxBoard:
    """Read the territory polygons (and crossings) from a TMX file, images not loaded."""
    path = path or WARPARTY_TMX
    file = str(path)
    if not Path(path).is_file():
        raise ContentError(file, "", "file is missing")
    try:
        tiled = pytmx.TiledMap(file)
    except Exception as exc:  # noqa: BLE001 - pytmx raises many kinds on a broken file
        raise ContentError(file, "", f"not a readable Tiled map ({exc})") from exc
    layer = _layer(tiled, file, TERRITORY_LAYER)
    territories: dict[str, Polygon] = {}
    for obj in layer:
        where = f"{TERRITORY_LAYER}.object {obj.id}"
        if not obj.name:
            raise ContentError(file, where, "every territory polygon needs a name (its id)")
        if not hasattr(obj, "points") or getattr(obj, "closed", True) is False:
            raise ContentError(file, f"{where} ({obj.name})", "must be a polygon")
        if obj.name in territories:
            raise ContentError(file, f"{where} ({obj.name})", "a second polygon with this name")
        territories[obj.name] = _points(obj)
    crossings = ()
    if CROSSING_LAYER in {layer.name for layer in tiled.layers}:
        crossings = tuple(
            Crossing(o.name or "", o.type or "", _points(o))
            for o in _layer(tiled, file, CROSSING_LAYER)
        )
    width, height = tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight
    return TmxBoard(width, height, territories, crossings)


def _layer(tiled: pytmx.TiledMap, file: str, name: str) -> pytmx.TiledObjectGroup:
    for layer in tiled.layers:
        if layer.name == name and isinstance(layer, pytmx.TiledObjectGroup):
            return layer
    raise ContentError(file, name, "missing object layer")


# --- plane geometry on plain tuples --------------------------------------------------------
def area(polygon: Sequence[Point]) -> float:
    """The polygon's area (shoelace formula; either winding)."""
    total = 0.0
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[(i + 1) % len(polygon)]
        total += x1 * y2 - x2 * y1
    return abs(total) / 2


def _box(polygon: Sequence[Point]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    return min(xs) - TOUCH, min(ys) - TOUCH, max(xs) + TOUCH, max(ys) + TOUCH


def _overlap(p1: Point, p2: Point, q1: Point, q2: Point) -> float:
    """Length along which segment q1q2 lies on segment p1p2 (0 when they only cross)."""
    length = math.dist(p1, p2)
    if length == 0:
        return 0.0
    ux, uy = (p2[0] - p1[0]) / length, (p2[1] - p1[1]) / length
    for q in (q1, q2):
        if abs((q[0] - p1[0]) * uy - (q[1] - p1[1]) * ux) > TOUCH:
            return 0.0
    t1 = (q1[0] - p1[0]) * ux + (q1[1] - p1[1]) * uy
    t2 = (q2[0] - p1[0]) * ux + (q2[1] - p1[1]) * uy
    return max(0.0, min(length, max(t1, t2)) - max(0.0, min(t1, t2)))


def shared_length(a: Sequence[Point], b: Sequence[Point]) -> float:
    """Total length of edge the two outlines have in common."""
    ax0, ay0, ax1, ay1 = _box(a)
    bx0, by0, bx1, by1 = _box(b)
    if ax1 < bx0 or bx1 < ax0 or ay1 < by0 or by1 < ay0:
        return 0.0
    edges_b = [(b[j], b[(j + 1) % len(b)]) for j in range(len(b))]
    total = 0.0
    for i in range(len(a)):
        p1, p2 = a[i], a[(i + 1) % len(a)]
        lo_x, hi_x = min(p1[0], p2[0]) - TOUCH, max(p1[0], p2[0]) + TOUCH
        lo_y, hi_y = min(p1[1], p2[1]) - TOUCH, max(p1[1], p2[1]) + TOUCH
        for q1, q2 in edges_b:
            if max(q1[0], q2[0]) < lo_x or min(q1[0], q2[0]) > hi_x:
                continue
            if max(q1[1], q2[1]) < lo_y or min(q1[1], q2[1]) > hi_y:
                continue
            total += _overlap(p1, p2, q1, q2)
    return total


def neighbours(territories: dict[str, Polygon]) -> set[tuple[str, str]]:
    """Pairs (ids sorted) whose outlines share at least ``MIN_SHARED`` pixels of edge."""
    ids = sorted(territories)
    return {
        (a, b)
        for i, a in enumerate(ids)
        for b in ids[i + 1 :]
        if shared_length(territories[a], territories[b]) >= MIN_SHARED
    }


# --- the check-data check ------------------------------------------------------------------
def check_warparty_map(path: Path | None = None, map_path: Path | None = None) -> None:
    """Raise ContentError (naming the TMX file) where the picture and map.yaml disagree."""

    path = path or WARPARTY_TMX
    board = load_map(map_path)
    picture = read_board(path)
    file = str(path)
    ids = [t.id for t in board.territories]
    for ident in picture.territories:
        if ident not in board.by_id:
            raise ContentError(
                file,
                f"{TERRITORY_LAYER}.{ident}",
                f"polygon for no territory in map.yaml{nearest(ident, ids)}",
            )
    for ident in ids:
        if ident not in picture.territories:
            raise ContentError(file, TERRITORY_LAYER, f"no polygon for territory '{ident}'")
    drawn = neighbours(picture.territories)
    listed = {tuple(sorted((b.a, b.b))) for b in board.borders}
    unseen, unlisted = sorted(listed - drawn), sorted(drawn - listed)
    if unseen:
        a, b = unseen[0]
        raise ContentError(file, TERRITORY_LAYER, f"{a} and {b} border in map.yaml, not here")
    if unlisted:
        a, b = unlisted[0]
        raise ContentError(file, TERRITORY_LAYER, f"{a} and {b} touch here; map.yaml has no border")
