"""Warparty's territory map drawn for a game state: terrain, owners, cities, counters, marks.

``MapCanvas`` is a drawing component (the Warparty board view composes it): it fits the Tiled
map's polygons into a screen area, zooms and pans, answers what lies under a point, and draws
a state. The picture is built in layers so a frame costs little:

- *terrain* (opaque): terrain colours, trees, peaks, grass and waves;
- *marks* (transparent): borders, streams, bridges, value coins, dungeons and names (names only
  when the territories are large enough on screen to hold them);
- *composite* (also keyed on the owners and cities): terrain, then each owner's wash and
  border band, then the marks, then cities and capitals;
- every frame: highlighted destinations (cached per set of places), counters (cached
  pictures), the selection ring and battle markers.

The cached layers cover the visible part of the map with a margin (the whole map when small
enough) at the current zoom, so dragging the map only moves them; they are redrawn when the
zoom changes or the view leaves the part they cover.

Sizes are given for 1280x720 at zoom 1 and scaled with the window and the square root of the
zoom (zooming in spreads crowded territories rather than only enlarging them). Geometry in
map units is computed once; only the transform to the screen changes with the view.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import random
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType

import pygame

from forgegames.core.i18n import tr
from forgegames.games.warparty import nouns
from forgegames.games.warparty.content import ArmySheet, UnitSheet
from forgegames.games.warparty.mapfile import Board
from forgegames.games.warparty.state import City, WPState
from forgegames.ui import icons, theme
from forgegames.ui.boards.warparty.tmxmap import Point, TmxBoard

RGB = tuple[int, int, int]

ARMY_RGB: dict[str, RGB] = {
    "humans": (52, 112, 214),
    "dwarves": (184, 118, 50),
    "goblins": (62, 158, 58),
    "undead": (140, 82, 186),
}
"""Army colours: humans blue, dwarves bronze, goblins green, undead purple (all carry white
figures and stand out on the dark interface)."""

TERRAIN_RGB: dict[str, RGB] = {
    "plains": (178, 192, 122),
    "forest": (92, 128, 74),
    "mountain": (158, 144, 124),
    "lake": (82, 136, 184),
}
INK: RGB = (34, 30, 26)
BORDER_INK: RGB = (52, 46, 38)
WATER: RGB = (60, 120, 196)
WATER_LIGHT: RGB = (150, 200, 240)
WATER_DARK: RGB = (28, 62, 112)
WOOD: RGB = (132, 88, 48)
WOOD_DARK: RGB = (70, 44, 22)
GOLD: RGB = (232, 190, 72)
GOLD_DARK: RGB = (128, 90, 24)
GLOW: RGB = (255, 236, 140)
SELECT: RGB = (255, 255, 255)
BATTLE: RGB = (178, 36, 28)
HITS: RGB = (196, 36, 36)
TABLE: RGB = (22, 24, 29)

COUNTER_PAD = 7
"""Room around a counter's picture for its shadow and the badges on its edges."""
PILE_STEP = 3
"""Offset of each counter drawn behind a stack's top one."""
CITY_PAD = 7
"""Room around a city's picture for its captor's disc and flame."""
KEEP_TOP = 0.32
"""Where a capital's keep starts, as a fraction of the castle's height."""
FRAME_PAD = 12
"""Room (pixels, scaled) around the map for its frame and shadow in the cached layers."""
REGION_MARGIN = 0.35
"""The cached layers reach this fraction of the area beyond each side of the view, so a drag
redraws them only now and then (the whole map when it is small enough)."""
MAX_ZOOM = 4.0
PREVIEW_STRETCH = 2.0
"""A zoom preview stretches the last full picture at most this many times either way; past
it (or where the picture does not cover the view) the map is drawn in full again."""
MIN_UI = 0.9
"""Counters and icons never shrink below this fraction of their 1280x720 size."""
COUNTER = 36
"""Counter side in pixels at 1280x720, zoom 1."""
NAME_ROOM = 2.0
"""Names are drawn when territories have grown this many times more than the counters since
1280x720 at zoom 1 (that is, from zoom 2 on): they do not fit beside the icons before."""
STREAM_WAVE = (4.0, 34.0)
"""A stream's meander: amplitude and wavelength in map units."""
STREAM_REACH = 4
"""How far beyond a lit stream's glow (pixels at 1280x720, zoom 1, scaled like the counters) a
click still picks the stream rather than the territory under it."""
GLYPH_STEP = {"forest": 30.0, "mountain": 40.0, "plains": 52.0, "lake": 40.0}
"""Spacing (map units) of the terrain art scattered in each kind of territory."""
KIND_GLYPH = {
    "infantry": "⚔",
    "heavy-infantry": "⚒",
    "archer": "➶",
    "missile": "➹",
    "cavalry": "♞",
    "siege": "♜",
    "transport": "⚑",
    "hero": "★",
    "tier-3": "♛",
}
"""A faint emblem in the middle of a counter, standing for the picture on the real one (the
icon set's drawn ``unit:<kind>`` glyph is used where there is one; these font glyphs are for
a kind it lacks)."""
_NO_HIGHLIGHTS: Mapping[str, int] = MappingProxyType({})


# --- plane geometry (map units) ------------------------------------------------------------
def inside(point: Point, polygon: Sequence[Point]) -> bool:
    """Point in polygon (even-odd ray casting)."""
    x, y = point
    result = False
    j = len(polygon) - 1
    for i, (xi, yi) in enumerate(polygon):
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            result = not result
        j = i
    return result


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
        worst = min(worst, d if inside(p, polygon) else -d)
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
    best = middle if inside(middle, polygon) else (sum(xs) / len(xs), sum(ys) / len(ys))
    best_score = -math.inf

    def better(p: Point) -> bool:
        nonlocal best, best_score
        if not inside(p, polygon):
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


# --- colours ---------------------------------------------------------------------------------
def shade(rgb: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in rgb)  # type: ignore[return-value]
    t = factor - 1
    return tuple(int(c + (255 - c) * t) for c in rgb)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def army_rgb(army: str) -> RGB:
    return ARMY_RGB.get(army, (150, 150, 150))


def ink_on(rgb: RGB) -> RGB:
    """Figures on a counter: white on the army colours, dark on very light ones."""
    return INK if sum(rgb) > 560 else (250, 250, 250)


# --- the stacks ------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Stack:
    """The counters of one army in one place, as one drawn counter."""

    place: str
    army: str
    lead: str
    """The unit type shown: the most numerous face-up type (strongest on ties)."""
    count: int
    kinds: int
    down: int
    """Units face down (tired: a rough-terrain penalty or a retreat)."""


def strength(sheet: UnitSheet | None) -> int:
    if sheet is None:
        return 0
    return sheet.attack - sheet.attack_mod + sheet.defence - sheet.defence_mod + sheet.hits


@dataclasses.dataclass(frozen=True)
class Preview:
    """The last full picture of the map, stretched to the zoom while the wheel turns."""

    scale: float
    region: pygame.Rect
    shows: tuple
    """The owners and cities it shows."""
    composite: pygame.Surface
    lit: tuple[str, ...] = ()
    """The lit places it shows (on ``glow``)."""
    glow: pygame.Surface | None = None


# --- the canvas ------------------------------------------------------------------------------
class MapCanvas:
    """Warparty's map in a screen area: view (fit, zoom, pan), hit tests and drawing."""

    def __init__(self, tmx: TmxBoard, board: Board, armies: Mapping[str, ArmySheet]) -> None:
        self.tmx = tmx
        self.board = board
        self.armies = armies
        self.army_colours: dict[str, RGB] = dict(ARMY_RGB)
        """Each army's colour on the map (the board gives each its commanding seat's)."""
        self.ids = [t.id for t in board.territories if t.id in tmx.territories]
        self.polygons = {t: tmx.territories[t] for t in self.ids}
        self.boxes = {
            t: (
                min(x for x, _ in p),
                min(y for _, y in p),
                max(x for x, _ in p),
                max(y for _, y in p),
            )
            for t, p in self.polygons.items()
        }
        self.ref_scale = min(theme.BASE_SIZE[0] / tmx.width, theme.BASE_SIZE[1] / tmx.height)
        offsets = tuple((x / self.ref_scale, y / self.ref_scale) for x, y in LAYOUT_SAMPLES)
        self.anchors = {t: label_point(tuple(p), offsets) for t, p in self.polygons.items()}
        self.insets = {t: inset_directions(p) for t, p in self.polygons.items()}
        self.art = {t: self._scatter(t) for t in self.ids}
        self.streams = {c.name: c for c in tmx.crossings}
        self.lines = {
            c.name: wavy(c.points, *STREAM_WAVE) for c in tmx.crossings if len(c.points) >= 2
        }
        """Each crossing's drawn line (map units): the stream's meander."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.fit = 1.0
        self.zoom = 1.0
        self.ox = self.oy = 0
        """Screen position of the map's top-left corner (whole pixels)."""
        self.region = pygame.Rect(0, 0, 0, 0)
        """The part of the scaled map (pixels from its top-left) the cached layers cover."""
        self._ui: float | None = None
        self._layers: dict[str, tuple[object, pygame.Surface]] = {}
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._stacks_memo: tuple[WPState, tuple, list[tuple[Stack, pygame.Rect]]] | None = None
        self._preview: Preview | None = None
        self._lit: tuple[str, ...] = ()
        """The lit places last drawn in full."""

    # --- view -------------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """Screen pixels per map unit."""
        return self.fit * self.zoom

    @property
    def ui(self) -> float:
        """Size of counters, icons and text relative to 1280x720 at zoom 1."""
        return max(MIN_UI, self.fit / self.ref_scale) * math.sqrt(self.zoom)

    def px(self, n: float) -> int:
        return max(1, round(n * self.ui))

    def font_px(self, n: float) -> int:
        """A text size: scaled like the counters, never below 12 pixels."""
        return max(12, round(n * self.ui))

    def layout(self, rect: pygame.Rect) -> None:
        """Fit the whole map in ``rect`` (aspect kept) at zoom 1."""
        self.rect = pygame.Rect(rect)
        self.fit = min(self.rect.w / self.tmx.width, self.rect.h / self.tmx.height)
        self.reset_view()

    def reset_view(self) -> None:
        self._preview = None
        self.zoom = 1.0
        self.ox = round(self.rect.x + (self.rect.w - self.tmx.width * self.fit) / 2)
        self.oy = round(self.rect.y + (self.rect.h - self.tmx.height * self.fit) / 2)

    def zoom_at(self, factor: float, pos: tuple[int, int], preview: bool = False) -> None:
        """Zoom by ``factor`` (clamped to 1..4) keeping the map point under ``pos`` in place
        (to the pixel). With ``preview`` (a wheel turning) the map is drawn by stretching the
        last full picture, which costs little, until ``settle``."""
        zoom = min(MAX_ZOOM, max(1.0, self.zoom * factor))
        if zoom == self.zoom:
            return
        if not preview:
            self._preview = None
        elif self._preview is None:
            self._preview = self._capture()
        mx, my = self.to_map(pos)
        self.zoom = zoom
        self._clamp(pos[0] - mx * self.scale, pos[1] - my * self.scale)

    @property
    def previewing(self) -> bool:
        """True while zoom steps are drawn as a stretched picture (see ``zoom_at``)."""
        return self._preview is not None

    def settle(self) -> None:
        """End a zoom preview: the next draw renders the map in full at the new zoom."""
        self._preview = None

    def _capture(self) -> Preview | None:
        """The full picture last drawn, to stretch (None when there is none)."""
        held = self._layers.get("composite")
        if held is None:
            return None
        key, composite = held
        lit = self._layers.get("highlights")
        glow = lit[1] if lit is not None and lit[0][1] == self._lit else None
        if self._lit and glow is None:
            return None
        return Preview(self.scale, self.region.copy(), key[1:], composite, self._lit, glow)

    def pan(self, dx: int, dy: int) -> None:
        """Move the map by a drag, clamped (see ``_clamp``)."""
        self._clamp(self.ox + dx, self.oy + dy)

    def _clamp(self, ox: float, oy: float) -> None:
        """Place the map's corner at (ox, oy), rounded, leaving no wider gap between the
        map's edge and the area's than at zoom 1 (the margins of the fitted map). Zooming in
        over the map therefore never needs clamping, and the map never leaves the area."""
        corner = []
        for origin, start, size, extent in (
            (ox, self.rect.x, self.rect.w, self.tmx.width),
            (oy, self.rect.y, self.rect.h, self.tmx.height),
        ):
            length = extent * self.scale
            gap = max(0.0, (size - extent * self.fit) / 2) + 1
            low, high = start + size - gap - length, start + gap
            if low > high:  # smaller than at zoom 1: cannot happen, but stay centred
                low = high = start + (size - length) / 2
            corner.append(round(min(max(origin, low), high)))
        self.ox, self.oy = corner

    def to_screen(self, point: Point) -> tuple[float, float]:
        return self.ox + point[0] * self.scale, self.oy + point[1] * self.scale

    def to_map(self, pos: Sequence[float]) -> Point:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    def view_key(self) -> tuple:
        """What places things on screen: the area, the scale and the map's corner."""
        return (tuple(self.rect), self.scale, self.ox, self.oy)

    def _sync_view(self) -> tuple:
        """Renew the region the cached layers cover when the view has left it (or the scale
        changed): the visible part of the map with a margin, so that a drag only moves the
        cached pictures. Sized pictures are dropped when the scale of counters changes."""
        if self.ui != self._ui:
            self._ui = self.ui
            self._sprites.clear()
        pad = self.px(FRAME_PAD)
        s = self.scale
        extent = pygame.Rect(
            -pad,
            -pad,
            math.ceil(self.tmx.width * s) + 2 * pad,
            math.ceil(self.tmx.height * s) + 2 * pad,
        )
        seen = pygame.Rect(self.rect.x - self.ox, self.rect.y - self.oy, *self.rect.size).clip(
            extent
        )
        key = (s, tuple(extent))
        if self._layers.get("region", (None,))[0] != key or not self.region.contains(seen):
            margin = (round(self.rect.w * REGION_MARGIN), round(self.rect.h * REGION_MARGIN))
            self.region = seen.inflate(2 * margin[0], 2 * margin[1]).clip(extent)
            self._layers = {"region": (key, pygame.Surface((1, 1)))}
        return (s, tuple(self.region))

    def _local(self, point: Point) -> tuple[float, float]:
        """A map point in the cached layers' coordinates (the region's top-left is 0, 0)."""
        s = self.scale
        return point[0] * s - self.region.x, point[1] * s - self.region.y

    def _local_polygon(self, territory: str, inset: float = 0.0) -> list[tuple[float, float]]:
        """A territory's outline in layer coordinates, moved ``inset`` pixels inwards."""
        s, x0, y0 = self.scale, self.region.x, self.region.y
        if not inset:
            return [(x * s - x0, y * s - y0) for x, y in self.polygons[territory]]
        return [
            (x * s - x0 + mx * inset, y * s - y0 + my * inset)
            for (x, y), (mx, my) in zip(
                self.polygons[territory], self.insets[territory], strict=True
            )
        ]

    def _map_frame(self) -> pygame.Rect:
        """The whole map's rectangle in layer coordinates."""
        x, y = self._local((0, 0))
        w, h = self.tmx.width * self.scale, self.tmx.height * self.scale
        return pygame.Rect(round(x), round(y), round(w), round(h))

    def _shown(self) -> list[str]:
        """Territories whose outline or icons reach into the cached region."""
        s, reach = self.scale, self.px(60)
        area = self.region.inflate(2 * reach, 2 * reach)
        return [
            t
            for t, (x0, y0, x1, y1) in self.boxes.items()
            if area.colliderect((x0 * s, y0 * s, (x1 - x0) * s + 1, (y1 - y0) * s + 1))
        ]

    # --- places ------------------------------------------------------------------------------
    def territory_at(self, pos: Sequence[float]) -> str | None:
        """The territory under a screen point (None off the map or outside the area)."""
        if not self.rect.collidepoint(pos):
            return None
        point = self.to_map(pos)
        for territory in self.ids:
            x0, y0, x1, y1 = self.boxes[territory]
            in_box = x0 <= point[0] <= x1 and y0 <= point[1] <= y1
            if in_box and inside(point, self.polygons[territory]):
                return territory
        return None

    def stream_at(self, pos: Sequence[float], keys: Iterable[str]) -> str | None:
        """The stream among ``keys`` (stream keys ``a|b``; other places are ignored) whose
        drawn line passes within a few pixels of ``pos`` (the nearest when several do): a lit
        stream is picked there rather than the territory beside it."""
        if not self.rect.collidepoint(pos):
            return None
        point = self.to_map(pos)
        best, reach = None, (self._glow_width() / 2 + self.px(STREAM_REACH)) / self.scale
        for key in keys:
            line = self.lines.get(key)
            if line is None:
                continue
            distance = line_distance(point, line)
            if distance <= reach:
                best, reach = key, distance
        return best

    def place_at(self, pos: Sequence[float], lit: Iterable[str] = ()) -> str | None:
        """The place a click at ``pos`` means: a stream among ``lit`` when the click is on
        its line, else the territory under it."""
        return self.stream_at(pos, lit) or self.territory_at(pos)

    def anchor_point(self, place: str) -> Point:
        """Map point of a territory's layout (icons above, stack below) or a stream's
        midpoint."""
        return self.anchors[place] if place in self.anchors else self._stream_mid(place)

    def _anchor(self, place: str) -> tuple[float, float]:
        """Screen point of ``anchor_point``."""
        return self.to_screen(self.anchor_point(place))

    def _stream_mid(self, key: str) -> Point:
        """Midpoint of the stream ``a|b`` (of the line between the banks when not drawn)."""
        crossing = self.streams.get(key)
        if crossing is not None and len(crossing.points) >= 2:
            return polyline_point(crossing.points, 0.5)[0]
        a, _, b = key.partition("|")
        if a in self.anchors and b in self.anchors:
            (ax, ay), (bx, by) = self.anchors[a], self.anchors[b]
            return (ax + bx) / 2, (ay + by) / 2
        return self.tmx.width / 2, self.tmx.height / 2

    def _stack_y(self, place: str) -> int:
        """How far below its anchor a place's stack sits (streams: on the line itself)."""
        return self.px(8) if place in self.anchors else 0

    def place_rect(self, place: str) -> pygame.Rect:
        """The screen box around a territory's outline or a stream's line."""
        points = self.polygons.get(place) or self.lines.get(place) or [self.anchor_point(place)]
        xs, ys = zip(*(self.to_screen(p) for p in points), strict=True)
        left, top = math.floor(min(xs)), math.floor(min(ys))
        return pygame.Rect(left, top, math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1)

    def centre_of(self, territory: str) -> tuple[int, int]:
        """Screen point where the territory's stack sits (a stream key: its midpoint)."""
        x, y = self._anchor(territory)
        return round(x), round(y + self._stack_y(territory))

    # --- stacks ------------------------------------------------------------------------------
    def _sheet(self, army: str, kind: str) -> UnitSheet | None:
        try:
            return self.armies[army].unit(kind)
        except KeyError:
            return None

    def stacks(self, state: WPState) -> list[Stack]:
        """One stack per (place, army), territories in board order, streams last."""
        grouped: dict[tuple[str, str], list] = {}
        for unit in state.units:
            grouped.setdefault((unit.place, unit.army), []).append(unit)
        order = {t: i for i, t in enumerate(self.ids)}
        armies = {a: i for i, a in enumerate(ARMY_RGB)}
        out = []
        for (place, army), units in grouped.items():
            kinds = Counter(u.kind for u in units)
            fresh = Counter(u.kind for u in units if not u.tired) or kinds
            lead = max(fresh, key=lambda k: (fresh[k], strength(self._sheet(army, k)), k))
            down = sum(1 for u in units if u.tired)
            out.append(Stack(place, army, lead, len(units), len(kinds), down))
        out.sort(key=lambda s: (order.get(s.place, len(order)), s.place, armies.get(s.army, 9)))
        return out

    def _placed(self, state: WPState) -> list[tuple[Stack, pygame.Rect]]:
        """Stacks with their counters' rectangles (cached for the last state and view): side
        by side when armies share a place (two rows past two), spaced by their tags."""
        self._sync_view()
        view = self.view_key()
        memo = self._stacks_memo
        if memo is not None and memo[0].units is state.units and memo[1] == view:
            return memo[2]
        size = self.px(COUNTER)
        gap = self.px(5)
        by_place: dict[str, list[Stack]] = {}
        for stack in self.stacks(state):
            by_place.setdefault(stack.place, []).append(stack)
        placed = []
        for place, group in by_place.items():
            cx, cy = self._anchor(place)
            cy += self._stack_y(place)
            rows = [group] if len(group) <= 2 else [group[:2], group[2:]]
            for r, row in enumerate(rows):
                y = cy + (r - (len(rows) - 1) / 2) * (size + self.px(22))
                widths = [max(size, self._tag(stack).get_width()) for stack in row]
                x = cx - (sum(widths) + gap * (len(row) - 1)) / 2
                for stack, width in zip(row, widths, strict=True):
                    rect = pygame.Rect(0, 0, size, size)
                    rect.center = (round(x + width / 2), round(y))
                    placed.append((stack, rect))
                    x += width + gap
        self._stacks_memo = (state, view, placed)
        return placed

    def stack_rects(self, state: WPState) -> dict[tuple[str, str], pygame.Rect]:
        """Where each (place, army) stack's counter is drawn for ``state`` in this view."""
        return {(s.place, s.army): rect.copy() for s, rect in self._placed(state)}

    def stack_at(self, pos: Sequence[float]) -> tuple[str, str] | None:
        """(place, army) of the counter (or its tag) under ``pos`` in the last state drawn or
        measured, in the current view; the topmost when counters overlap."""
        if self._stacks_memo is None or not self.rect.collidepoint(pos):
            return None
        placed = self._placed(self._stacks_memo[0])
        for stack, rect in reversed(placed):
            if rect.collidepoint(pos):
                return stack.place, stack.army
        for stack, rect in reversed(placed):  # the tag under a counter picks it too
            if self._tag_rect(stack, rect).collidepoint(pos):
                return stack.place, stack.army
        return None

    # --- drawing: the frame ------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        state: WPState,
        *,
        highlights: Mapping[str, int] = _NO_HIGHLIGHTS,
        selected: tuple[str, str] | None = None,
        battles: Iterable[str] = (),
    ) -> None:
        """Draw the map for ``state`` in the laid-out area (lays out to the surface when
        ``layout`` was never called)."""
        if not self.rect.w or not self.rect.h:
            self.layout(surface.get_rect())
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        surface.fill(TABLE, self.rect)
        if not self._draw_preview(surface, state, highlights):
            composite = self._composite(state)  # renews the region first
            surface.blit(composite, (self.ox + self.region.x, self.oy + self.region.y))
            self._lit = tuple(sorted(highlights))
            if highlights:
                self._draw_highlights(surface, highlights)
        placed = self._placed(state)
        for stack, rect in placed:
            self._draw_stack(surface, stack, rect, selected == (stack.place, stack.army))
        for place in dict.fromkeys(battles):
            self._draw_battle(surface, place, [r for s, r in placed if s.place == place])
        if highlights:
            self._draw_costs(surface, highlights, placed)
        surface.set_clip(clip)

    def _draw_preview(
        self, surface: pygame.Surface, state: WPState, highlights: Mapping[str, int]
    ) -> bool:
        """Draw the zoom preview's stretched picture of what the view shows; False (and the
        preview ends) when it cannot stand in for the map: other owners, cities or lit places,
        stretched too far, or not covering the view."""
        preview = self._preview
        if preview is None:
            return False
        k = self.scale / preview.scale
        region = preview.region
        w, h = math.ceil(self.tmx.width * self.scale), math.ceil(self.tmx.height * self.scale)
        need = surface.get_clip().clip(pygame.Rect(self.ox, self.oy, w, h))
        covered = pygame.Rect(
            math.floor(self.ox + region.x * k),
            math.floor(self.oy + region.y * k),
            math.ceil(region.w * k) + 1,
            math.ceil(region.h * k) + 1,
        )
        if (
            preview.shows != (state.owner, state.cities)
            or preview.lit != tuple(sorted(highlights))
            or not 1 / PREVIEW_STRETCH <= k <= PREVIEW_STRETCH
            or not covered.contains(need)
        ):
            self._preview = None
            return False
        # the old picture's pixels that land in the view, and where they land
        left = math.floor((need.x - self.ox) / k) - region.x
        top = math.floor((need.y - self.oy) / k) - region.y
        right = math.ceil((need.right - self.ox) / k) - region.x
        bottom = math.ceil((need.bottom - self.oy) / k) - region.y
        source = pygame.Rect(left, top, right - left, bottom - top).clip(
            preview.composite.get_rect()
        )
        target = pygame.Rect(
            round(self.ox + (source.x + region.x) * k),
            round(self.oy + (source.y + region.y) * k),
            round(source.w * k),
            round(source.h * k),
        )
        for layer in (preview.composite, preview.glow):
            if layer is not None and source.w and source.h:
                part = layer.subsurface(source)
                stretch = (
                    pygame.transform.smoothscale
                    if part.get_bitsize() >= 24
                    else pygame.transform.scale
                )
                surface.blit(stretch(part, target.size), target)
        return True

    def _cached(
        self, name: str, key: object, build: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        held = self._layers.get(name)
        if held is not None and held[0] == key:
            return held[1]
        layer = build()
        self._layers[name] = (key, layer)
        return layer

    def _composite(self, state: WPState) -> pygame.Surface:
        key = (self._sync_view(), state.owner, state.cities)
        return self._cached("composite", key, lambda: self._build_composite(state))

    def _build_composite(self, state: WPState) -> pygame.Surface:
        view = self._sync_view()
        layer = self._cached("terrain", view, self._build_terrain).copy()
        self._paint_owners(layer, state)
        layer.blit(self._cached("marks", view, self._build_marks), (0, 0))
        self._paint_cities(layer, state)
        return layer

    # --- drawing: terrain --------------------------------------------------------------------
    def _scatter(self, territory: str) -> list[tuple[float, float, int]]:
        """Positions (map units) of the terrain art in a territory, fixed by its id."""
        terrain = self.board.by_id[territory].terrain
        polygon = self.polygons[territory]
        step = GLYPH_STEP.get(terrain, 50.0)
        rng = random.Random(zlib.crc32(territory.encode()))
        x0, y0, x1, y1 = self.boxes[territory]
        out = []
        row = 0
        y = y0 + step / 2
        while y < y1:
            x = x0 + step / 2 + (step / 2 if row % 2 else 0)
            while x < x1:
                p = (x + rng.uniform(-0.3, 0.3) * step, y + rng.uniform(-0.3, 0.3) * step)
                if inside(p, polygon) and edge_distance(p, polygon) > step * 0.45:
                    out.append((p[0], p[1], rng.randrange(3)))
                x += step
            y += step * 0.8
            row += 1
        return out

    def _build_terrain(self) -> pygame.Surface:
        layer = pygame.Surface(self.region.size)
        layer.fill(TABLE)
        board = self._map_frame()
        pygame.draw.rect(layer, (10, 11, 14), board.move(self.px(4), self.px(6)), border_radius=4)
        band = max(2, round(7 * self.scale))
        shown = self._shown()
        for territory in shown:
            colour = TERRAIN_RGB.get(self.board.by_id[territory].terrain, TERRAIN_RGB["plains"])
            pygame.draw.polygon(layer, colour, self._local_polygon(territory))
            pygame.draw.lines(
                layer, shade(colour, 0.88), True, self._local_polygon(territory, band / 2), band
            )
        glyph_size = max(6, round(22 * self.scale))
        for territory in shown:
            terrain = self.board.by_id[territory].terrain
            for gx, gy, variant in self.art[territory]:
                sprite = terrain_glyph(terrain, variant, glyph_size)
                if sprite is not None:
                    lx, ly = self._local((gx, gy))
                    layer.blit(sprite, sprite.get_rect(center=(round(lx), round(ly))))
        return layer

    def _build_marks(self) -> pygame.Surface:
        """Borders, streams, bridges and the printed figures (transparent layer)."""
        layer = pygame.Surface(self.region.size, pygame.SRCALPHA)
        shown = self._shown()
        width = round(self.scale * 1.4)
        for territory in shown:
            outline = self._local_polygon(territory)
            if width > 1:
                pygame.draw.lines(layer, BORDER_INK, True, outline, width)
            pygame.draw.aalines(layer, BORDER_INK, True, outline)
        pygame.draw.rect(layer, (60, 48, 34), self._map_frame().inflate(4, 4), 3, border_radius=3)
        crossings = sorted(self.tmx.crossings, key=lambda c: c.kind != "stream")
        for crossing in crossings:
            self._paint_stream(layer, self.lines.get(crossing.name, ()))
        for crossing in crossings:
            if crossing.kind == "bridge":
                self._paint_bridge(layer, crossing.points)
        names = self.scale / self.ref_scale / self.ui >= math.sqrt(NAME_ROOM) - 1e-6
        for t in map(self.board.by_id.get, shown):
            ax, ay = self._local(self.anchors[t.id])
            if t.value > 1:
                self._paint_coin(layer, (ax - self.px(26), ay - self.px(20)), t.value)
            if t.dungeon:
                self._paint_dungeon(layer, (ax + self.px(26), ay - self.px(20)))
            if names:
                self._paint_name(layer, t.id, (ax, ay - self.px(38)))
        return layer

    def _paint_stream(self, layer: pygame.Surface, meander: Sequence[Point]) -> None:
        if len(meander) < 2:
            return
        line = [self._local(p) for p in meander]
        width = self._water_width()
        pygame.draw.lines(layer, WATER_DARK, False, line, width + 2)
        for p in (line[0], line[-1]):
            pygame.draw.circle(layer, WATER_DARK, p, (width + 2) / 2)
        pygame.draw.lines(layer, WATER, False, line, width)
        for p in (line[0], line[-1]):
            pygame.draw.circle(layer, WATER, p, width / 2)
        pygame.draw.aalines(layer, WATER_LIGHT, False, [(x - 1, y - 1) for x, y in line])

    def _paint_bridge(self, layer: pygame.Surface, points: Sequence[Point]) -> None:
        (mx, my), (ux, uy) = polyline_point(points, 0.5)
        cx, cy = self._local((mx, my))
        half_len = max(7, 22 * self.scale)  # across the stream
        half_w = max(4, 11 * self.scale)  # along it
        nx, ny = -uy, ux

        def corner(a: float, b: float) -> tuple[float, float]:
            return cx + nx * a + ux * b, cy + ny * a + uy * b

        deck = [
            corner(-half_len, -half_w),
            corner(half_len, -half_w),
            corner(half_len, half_w),
            corner(-half_len, half_w),
        ]
        pygame.draw.polygon(layer, WOOD, deck)
        for k in (-0.33, 0.33):
            pygame.draw.line(
                layer, WOOD_DARK, corner(-half_len, half_w * k), corner(half_len, half_w * k), 1
            )
        for side in (-1, 1):
            pygame.draw.line(
                layer,
                WOOD_DARK,
                corner(-half_len - 2, side * half_w),
                corner(half_len + 2, side * half_w),
                max(2, round(3 * self.scale)),
            )
        pygame.draw.polygon(layer, WOOD_DARK, deck, 1)

    def _paint_coin(self, layer: pygame.Surface, centre: tuple[float, float], value: int) -> None:
        r = self.px(8.5)
        pygame.draw.circle(layer, (20, 16, 10, 110), (centre[0] + 1, centre[1] + 2), r)
        pygame.draw.circle(layer, GOLD_DARK, centre, r)
        pygame.draw.circle(layer, GOLD, centre, r - max(1, r // 6))
        label = theme.glyph(str(value), self.font_px(12), (70, 44, 8), True)
        layer.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]) + 1)))

    def _paint_dungeon(self, layer: pygame.Surface, centre: tuple[float, float]) -> None:
        """A stone arch with a dark doorway."""
        w, h = self.px(18), self.px(15)
        rock = pygame.Rect(round(centre[0] - w / 2), round(centre[1] - h / 2), w, h)
        door = rock.inflate(-w // 2, -h // 3).move(0, h // 6 + 1)
        pygame.draw.ellipse(layer, (20, 16, 10, 110), rock.move(1, 2))
        for shape, colour, width in (
            (rock, (96, 90, 96), 0),
            (door, (16, 12, 18), 0),
            (rock, (40, 36, 44), 1),
        ):
            radius = shape.w // 2
            pygame.draw.rect(
                layer,
                colour,
                shape,
                width,
                border_top_left_radius=radius,
                border_top_right_radius=radius,
            )

    def _paint_name(
        self, layer: pygame.Surface, territory: str, bottom: tuple[float, float]
    ) -> None:
        """The territory's name (one or two lines) centred above ``bottom``."""
        t = self.board.by_id[territory]
        dark = t.terrain in ("forest", "mountain", "lake")
        ink, halo = ((246, 244, 236), (30, 28, 24)) if dark else ((40, 34, 26), (226, 230, 200))
        size = self.font_px(12)
        width = round((self.boxes[territory][2] - self.boxes[territory][0]) * self.scale * 0.8)
        lines = theme.wrap(nouns.place(t.id, t.name).label, size, width)[:2]
        height = theme.font(size).get_linesize()
        for i, line in enumerate(reversed(lines)):
            picture = haloed(line, size, ink, halo)
            y = round(bottom[1] - height * i)
            layer.blit(picture, picture.get_rect(midbottom=(round(bottom[0]), y)))

    # --- drawing: owners and cities ----------------------------------------------------------
    def _paint_owners(self, layer: pygame.Surface, state: WPState) -> None:
        wash = pygame.Surface(self.region.size, pygame.SRCALPHA)
        owned = [(t, state.owner_of(t)) for t in self._shown() if state.owner_of(t)]
        for territory, army in owned:
            pygame.draw.polygon(wash, (*self.rgb(army), 72), self._local_polygon(territory))
        layer.blit(wash, (0, 0))
        band = max(3, self.px(4))
        for territory, army in owned:
            colour = self.rgb(army)
            pygame.draw.lines(
                layer, colour, True, self._local_polygon(territory, band / 2 + 1), band
            )
            pygame.draw.aalines(
                layer, shade(colour, 0.45), True, self._local_polygon(territory, band + 1)
            )

    def _paint_cities(self, layer: pygame.Surface, state: WPState) -> None:
        """Cities stand above the stack, their base just over the counters."""
        cities = dict(state.cities)
        for t in map(self.board.by_id.get, self._shown()):
            ax, ay = self._local(self.anchors[t.id])
            base = (round(ax), round(ay - self.px(14)))
            city = cities.get(t.id)
            if city is not None:
                sprite = self._sprite(("city", city), lambda c=city: self._city_sprite(c))
                pad = self.px(CITY_PAD)
                layer.blit(sprite, sprite.get_rect(midbottom=(base[0], base[1] + pad)))
            elif t.capital:  # a capital without its city still shows whose it was
                crown = self._sprite(
                    ("crown", t.capital), lambda a=t.capital: crown_sprite(self.rgb(a), self.px(20))
                )
                layer.blit(crown, crown.get_rect(midbottom=base))

    def _city_sprite(self, city: City) -> pygame.Surface:
        """A tower (a castle with a crown for a capital) in the city's army colour; dashed and
        pale while being built; ringed in the captor's colour, with a flame, when captured.
        The body's bottom edge lies ``CITY_PAD`` pixels (scaled) above the sprite's."""
        w = self.px(32 if city.capital else 22)
        h = self.px(24 if city.capital else 21)
        pad = self.px(CITY_PAD)
        sprite = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        body = pygame.Rect(pad, pad, w, h)
        colour = self.rgb(city.army)
        alpha = 255 if city.built else 120
        if city.captor:  # a disc in the captor's colour behind the walls
            ring = body.inflate(pad * 2 - 2, pad * 2 - 2)
            captor = self.rgb(city.captor)
            pygame.draw.ellipse(sprite, (20, 16, 12), ring)
            pygame.draw.ellipse(
                sprite, (*mix(captor, (20, 16, 12), 0.35), 255), ring.inflate(-2, -2)
            )
            pygame.draw.ellipse(sprite, captor, ring.inflate(-2, -2), max(2, self.px(3)))
        outline = castle_outline(body, city.capital)
        pygame.draw.polygon(sprite, (15, 12, 8, 110), [(x + 1, y + 2) for x, y in outline])
        pygame.draw.polygon(sprite, (*colour, alpha), outline)
        door = pygame.Rect(0, 0, max(3, w // 5 if city.capital else w // 4), max(4, h * 2 // 5))
        door.midbottom = body.midbottom
        radius = door.w // 2
        pygame.draw.rect(
            sprite,
            (28, 22, 16, alpha),
            door,
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
        if city.built:
            pygame.draw.polygon(sprite, (24, 20, 14), outline, max(1, self.px(1.5)))
        else:
            dashed(sprite, (250, 246, 232), outline, self.px(4))
        if city.capital:
            crown = crown_sprite(GOLD, self.px(15), plain=True)
            keep_top = body.y + body.h * KEEP_TOP
            sprite.blit(crown, crown.get_rect(midbottom=(body.centerx, round(keep_top) + 2)))
        if city.captor:
            flame = flame_sprite(self.px(14))
            sprite.blit(flame, flame.get_rect(center=(body.right, body.y + self.px(2))))
        return sprite

    def rgb(self, army: str) -> RGB:
        """``army``'s colour on this map."""
        return self.army_colours.get(army) or army_rgb(army)

    def _sprite(self, key: tuple, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A picture cached until the view changes (counters, cities, badges)."""
        sprite = self._sprites.get(key)
        if sprite is None:
            sprite = self._sprites[key] = build()
        return sprite

    # --- drawing: per frame ------------------------------------------------------------------
    def _draw_highlights(self, surface: pygame.Surface, highlights: Mapping[str, int]) -> None:
        key = (self._sync_view(), tuple(sorted(highlights)))
        layer = self._cached("highlights", key, lambda: self._build_highlights(highlights))
        surface.blit(layer, (self.ox + self.region.x, self.oy + self.region.y))

    def _build_highlights(self, highlights: Mapping[str, int]) -> pygame.Surface:
        layer = pygame.Surface(self.region.size, pygame.SRCALPHA)
        width = max(3, self.px(3))
        for place in highlights:
            if place in self.polygons:
                pygame.draw.polygon(layer, (*GLOW, 56), self._local_polygon(place))
        for place in highlights:
            if place in self.polygons:
                pygame.draw.lines(
                    layer, (40, 30, 0, 200), True, self._local_polygon(place, width + 1), 1
                )
                pygame.draw.lines(layer, GLOW, True, self._local_polygon(place, width / 2), width)
            elif place in self.lines:  # the water between two glowing banks
                line = [self._local(p) for p in self.lines[place]]
                glow = self._glow_width()
                pygame.draw.lines(layer, (40, 30, 0, 200), False, line, glow + 2)
                pygame.draw.lines(layer, GLOW, False, line, glow)
                pygame.draw.lines(layer, WATER, False, line, self._water_width())
        return layer

    def _water_width(self) -> int:
        """Width (pixels) of a stream's water."""
        return max(4, round(10 * self.scale))

    def _glow_width(self) -> int:
        """Width (pixels) of a lit stream: its water and a glowing bank on each side, as wide
        as a lit territory's edge."""
        return self._water_width() + 2 * max(3, self.px(3))

    def _draw_costs(self, surface: pygame.Surface, highlights: Mapping[str, int], placed) -> None:
        r = self.px(9)
        for place, cost in highlights.items():
            rects = [rect for stack, rect in placed if stack.place == place]
            if rects:
                group = rects[0].unionall(rects[1:])
                centre = (group.right, group.top)
            else:
                centre = self.centre_of(place)
            badge = self._sprite(("cost", cost), lambda c=cost: cost_badge(c, r, self.font_px(12)))
            surface.blit(badge, badge.get_rect(center=centre))

    def _draw_battle(self, surface: pygame.Surface, place: str, rects: list[pygame.Rect]) -> None:
        """Crossed swords over the top edge of the place's counters."""
        if rects:
            group = rects[0].unionall(rects[1:])
            centre = (group.centerx, group.top - self.px(4))
        else:
            centre = self.centre_of(place)
        badge = self._sprite(("battle",), lambda: battle_badge(self.px(12)))
        surface.blit(badge, badge.get_rect(center=centre))

    def _draw_stack(
        self, surface: pygame.Surface, stack: Stack, rect: pygame.Rect, selected: bool
    ) -> None:
        if selected:
            glow = self._sprite(
                ("selglow", rect.size), lambda: selection_glow(rect.size, self.px(7))
            )
            surface.blit(glow, glow.get_rect(center=rect.center))
        pile = min(2, stack.count - 1)
        key = ("counter", stack.army, stack.lead, stack.down == stack.count, pile, rect.w)
        face = self._sprite(key, lambda: self._counter_sprite(stack, rect.w, pile))
        pad, step = self.px(COUNTER_PAD), self.px(PILE_STEP)
        surface.blit(face, (rect.x - pad, rect.y - pad - step * pile))
        if "|" in stack.place:  # standing on a stream
            pygame.draw.rect(surface, WATER_LIGHT, rect.inflate(4, 4), 2, border_radius=self.px(7))
        if selected:
            pygame.draw.rect(
                surface,
                SELECT,
                rect.inflate(self.px(6), self.px(6)),
                max(2, self.px(3)),
                border_radius=self.px(8),
            )
        tag = self._tag(stack)
        place = self._tag_rect(stack, rect)
        # a tag the map's edge would cut is left out (the counter, half in sight, shows where
        # the stack is; its count shows when the map is panned to it)
        if tag.get_width() > 1 and surface.get_clip().contains(place):
            surface.blit(tag, place)

    def draw_focus(
        self, surface: pygame.Surface, place: str, stack: pygame.Rect | None = None
    ) -> None:
        """The keyboard focus ring (light blue on a dark edge, unlike the white selection and
        the yellow lit places): around the counter ``stack`` when given, else along the
        territory ``place``'s outline, or around the stream ``place``."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        width = max(3, self.px(4))
        radius = self.px(8)
        if stack is not None or place not in self.polygons:
            if stack is not None:
                box = stack.inflate(self.px(14), self.px(14))
            else:
                box = self.place_rect(place).inflate(self._glow_width() + self.px(8), width * 4)
            pygame.draw.rect(surface, INK, box.inflate(4, 4), width + 4, border_radius=radius)
            theme.dashed_outline(surface, theme.FOCUS, box.inflate(-2, -2), width, self.px(10))
        else:
            dx, dy = self.ox + self.region.x, self.oy + self.region.y
            outline = [(x + dx, y + dy) for x, y in self._local_polygon(place, width + 1)]
            pygame.draw.lines(surface, INK, True, outline, width + 4)
            theme.dashed_outline(surface, theme.FOCUS, outline, width, self.px(10))
        surface.set_clip(clip)

    def _counter_sprite(self, stack: Stack, size: int, pile: int) -> pygame.Surface:
        """A counter as the rulebook prints it: attack top left, defence bottom left, move in a
        circle top right, R2/R3 bottom right, hits in red on the right; a pile of counters
        behind it when the stack holds more than one; darker and striped when face down. The
        face's top-left corner is at (``COUNTER_PAD``, ``COUNTER_PAD`` + pile steps)."""
        sheet = self._sheet(stack.army, stack.lead)
        down = stack.down == stack.count
        colour = self.rgb(stack.army)
        face_rgb = mix(shade(colour, 0.5), (72, 72, 78), 0.5) if down else colour
        step, pad = self.px(PILE_STEP), self.px(COUNTER_PAD)
        sprite = pygame.Surface((size + 2 * pad + step * pile,) * 2, pygame.SRCALPHA)
        radius = max(3, size // 6)
        face = pygame.Rect(pad, pad + step * pile, size, size)
        pygame.draw.rect(sprite, (8, 8, 8, 110), face.move(1, 2), border_radius=radius)
        for k in range(pile, 0, -1):
            back = face.move(step * k, -step * k)
            pygame.draw.rect(sprite, shade(face_rgb, 0.62), back, border_radius=radius)
            pygame.draw.rect(sprite, (16, 14, 12), back, 1, border_radius=radius)
        pygame.draw.rect(sprite, face_rgb, face, border_radius=radius)
        sprite.blit(gloss(size, radius), face.topleft)
        if down:
            stripes(sprite, face, (255, 255, 255, 40), self.px(6), radius)
        pygame.draw.rect(sprite, (14, 12, 10), face, max(1, self.px(1.5)), border_radius=radius)
        ink = (190, 190, 194) if down else ink_on(colour)
        kind = sheet.kind if sheet else ""
        if kind in icons.UNIT_KINDS:
            emblem = icons.icon(f"unit:{kind}", round(size * 0.56), ink).copy()
            emblem.set_alpha(80)
        else:
            glyph = KIND_GLYPH.get(kind, stack.lead[:1].upper())
            emblem = theme.glyph(glyph, round(size * 0.5), ink, True).copy()
            emblem.set_alpha(60)
        sprite.blit(emblem, emblem.get_rect(center=(face.centerx - size // 10, face.centery + 1)))
        if sheet is not None:
            self._counter_figures(sprite, face, sheet, ink, face_rgb)
        return sprite

    def _counter_figures(
        self, sprite: pygame.Surface, face: pygame.Rect, sheet: UnitSheet, ink: RGB, fill: RGB
    ) -> None:
        big, small, label = self.font_px(13), max(11, round(11 * self.ui)), self.font_px(12)
        inset = max(2, round(face.w * 0.07))
        for value, mod, top in (
            (sheet.attack, sheet.attack_mod, True),
            (sheet.defence, sheet.defence_mod, False),
        ):
            figure = theme.glyph(str(value), big, ink, True)
            box = figure.get_rect(left=face.x + inset)
            if top:
                box.top = face.y + inset - self.px(2)
            else:
                box.bottom = face.bottom - inset + self.px(3)
            sprite.blit(figure, box)
            if mod:
                sub = theme.glyph(str(mod), small, ink, True)
                sprite.blit(sub, sub.get_rect(left=box.right - 1, bottom=box.bottom - self.px(1)))
        if sheet.row > 1:
            text = theme.glyph(f"R{sheet.row}", label, ink, True)
            sprite.blit(
                text, text.get_rect(right=face.right - inset, bottom=face.bottom - inset + 3)
            )
        if sheet.move > 1:
            corner = (face.right - self.px(5), face.y + self.px(5))
            self._figure_disc(sprite, corner, sheet.move, ink, fill)
        if sheet.hits > 1:
            side = (face.right + self.px(2), face.y + round(face.h * 0.56))
            self._figure_disc(sprite, side, sheet.hits, HITS, (255, 255, 255))

    def _figure_disc(
        self, sprite: pygame.Surface, centre: tuple[int, int], value: int, disc: RGB, ink: RGB
    ) -> None:
        """A number in a disc on a counter (move: circled; hits: red)."""
        r = self.px(7)
        pygame.draw.circle(sprite, (14, 12, 10), centre, r + 1)
        pygame.draw.circle(sprite, disc, centre, r)
        text = theme.glyph(str(value), self.font_px(12), ink, True)
        sprite.blit(text, text.get_rect(center=(centre[0], centre[1] + 1)))

    def _tag_rect(self, stack: Stack, rect: pygame.Rect) -> pygame.Rect:
        """Where a stack's tag sits: just under its counter."""
        return self._tag(stack).get_rect(midtop=(rect.centerx, rect.bottom + self.px(3)))

    def _tag(self, stack: Stack) -> pygame.Surface:
        key = ("tag", stack.count, stack.kinds, stack.down if stack.down < stack.count else 0)
        return self._sprite(key, lambda: self._tag_sprite(*key[1:]))

    def _tag_sprite(self, count: int, kinds: int, down: int) -> pygame.Surface:
        """The tag under a counter: ``×N`` (units) and ``+k`` (other kinds), then ``n down``
        (face down in a partly face-down stack) on a second line; nothing for a lone unit."""
        size = self.font_px(12)
        lines = []
        first = []
        if count > 1:
            first.append(theme.text(f"×{count}", size, theme.TEXT, True))
        if kinds > 1:
            first.append(theme.text(f"+{kinds - 1}", size, theme.ACCENT, True))
        if first:
            lines.append(first)
        if down:
            lines.append([theme.text(tr("{n} down", n=down), size, (200, 200, 206))])
        if not lines:
            return pygame.Surface((1, 1), pygame.SRCALPHA)
        gap, margin = self.px(3), self.px(5)
        line_h = theme.font(size).get_linesize()
        widths = [sum(p.get_width() for p in parts) + gap * (len(parts) - 1) for parts in lines]
        height = line_h * len(lines) + 2
        tag = pygame.Surface((max(widths) + 2 * margin, height), pygame.SRCALPHA)
        radius = min(height, line_h + 2) // 2
        pygame.draw.rect(tag, (18, 20, 26, 228), tag.get_rect(), border_radius=radius)
        pygame.draw.rect(tag, (255, 255, 255, 56), tag.get_rect(), 1, border_radius=radius)
        for row, (parts, width) in enumerate(zip(lines, widths, strict=True)):
            x = (tag.get_width() - width) // 2
            for part in parts:
                tag.blit(part, part.get_rect(left=x, centery=1 + line_h * row + line_h // 2 + 1))
                x += part.get_width() + gap
        return tag


# --- small pictures (module level: cached by size) ------------------------------------------
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
    pygame.draw.polygon(sprite, GOLD, points)
    pygame.draw.polygon(sprite, GOLD_DARK, points, 1)
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
    side = 2 * radius + 4
    sprite = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side // 2
    pygame.draw.circle(sprite, (30, 24, 8), (c, c + 1), radius + 1)
    pygame.draw.circle(sprite, GLOW, (c, c), radius)
    label = theme.glyph(str(cost), size, (40, 30, 6), True)
    sprite.blit(label, label.get_rect(center=(c, c + 1)))
    return sprite


@functools.lru_cache(maxsize=16)
def battle_badge(radius: int) -> pygame.Surface:
    """Crossed swords on a red disc (drawn four times larger, then smoothed down)."""
    k = 4
    side = (2 * radius + 6) * k
    sprite = pygame.Surface((side, side), pygame.SRCALPHA)
    c, r = side / 2, radius * k
    pygame.draw.circle(sprite, (0, 0, 0, 110), (c + k, c + 2 * k), r + k)
    pygame.draw.circle(sprite, (255, 244, 226), (c, c), r + k)
    pygame.draw.circle(sprite, BATTLE, (c, c), r - k)
    reach = r * 0.62
    for sign in (-1, 1):
        tip = (c + sign * reach, c - reach)
        hilt = (c - sign * reach, c + reach)
        guard = (c - sign * reach * 0.5, c + reach * 0.5)
        pygame.draw.line(sprite, (240, 240, 244), tip, guard, round(2.6 * k))
        pygame.draw.line(sprite, (90, 56, 24), guard, hilt, round(2.6 * k))
        g = reach * 0.32
        pygame.draw.line(
            sprite, GOLD, (guard[0] - g, guard[1] - sign * g), (guard[0] + g, guard[1] + sign * g),
            round(2.2 * k),
        )  # fmt: skip
    return pygame.transform.smoothscale(sprite, (side // k, side // k))


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
