"""Warparty's territory map drawn for a game state: terrain, owners, cities, counters, marks.

``MapCanvas`` is a drawing component (the Warparty board view composes it): it fits the Tiled
map's polygons into a screen area, zooms and pans, answers what lies under a point, and draws
a state. The picture is built in layers so a frame costs little:

- *terrain* (opaque): terrain colours, trees, peaks, grass and waves;
- *marks* (transparent): borders, streams and bridges;
- *composite* (also keyed on the owners and cities): terrain, then each owner's wash and
  border band, then the marks, then each territory's printed marks: city or capital crown,
  value coin, dungeon and name (names only when the territories are large enough on screen);
- every frame: highlighted destinations (cached per set of places), counters (cached
  pictures), the selection ring and battle markers.

Where the printed marks and the counters sit is ``map_layout``'s: packed inside each
territory's outline so that none covers another (smaller counters, then chips, where a place
is crowded).

The cached layers cover the visible part of the map with a margin (the whole map when small
enough) at the current zoom, so dragging the map only moves them; they are redrawn when the
zoom changes or the view leaves the part they cover.

Sizes are given for 1280x720 at zoom 1 and scaled with the window and the square root of the
zoom (zooming in spreads crowded territories rather than only enlarging them). Geometry in
map units is computed once; only the transform to the screen changes with the view.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType

import pygame

from forgegames.games.warparty.board_info import (
    ArmySheet,
    Board,
    UnitSheet,
    WPState,
)
from forgegames.ui import theme
from forgegames.ui.boards.places import Target, target_at
from forgegames.ui.boards.warparty import inside_spots, map_hover
from forgegames.ui.boards.warparty.map_counters import CounterPainter, Stack, strength
from forgegames.ui.boards.warparty.map_free import FreeSpots
from forgegames.ui.boards.warparty.map_geometry import (
    LAYOUT_SAMPLES,
    inset_directions,
    label_point,
    line_distance,
    polyline_point,
    wavy,
)
from forgegames.ui.boards.warparty.map_geometry import screen_box as _box
from forgegames.ui.boards.warparty.map_layers import MapLayers
from forgegames.ui.boards.warparty.map_layout import MapLayout
from forgegames.ui.boards.warparty.map_leaders import draw_leaders, leaders
from forgegames.ui.boards.warparty.map_palette import ARMY_RGB, GLOW, RGB, TABLE, WATER, army_rgb
from forgegames.ui.boards.warparty.map_sprites import battle_badge, cost_badge
from forgegames.ui.boards.warparty.stream_tags import ring_tag, tag_on_line
from forgegames.ui.boards.warparty.tmxmap import Point, TmxBoard

FRAME_PAD = 12
"""Room (pixels, scaled) around the map for its frame and shadow in the cached layers."""
REGION_MARGIN = 0.35
"""The cached layers reach this fraction of the area beyond each side of the view, so a drag
redraws them only now and then (the whole map when it is small enough)."""
EDGE_ROOM = 16
"""Margin (pixels for a 600-pixel area) kept around the whole map: the outer territories'
counters, coins and count tags stand over the map's edge and stay in sight."""
MAX_ZOOM = 4.0
PREVIEW_STRETCH = 2.0
"""A zoom preview stretches the last full picture at most this many times either way; past
it (or where the picture does not cover the view) the map is drawn in full again."""
MIN_UI = 0.9
"""Counters and icons never shrink below this fraction of their 1280x720 size."""
STREAM_WAVE = (4.0, 34.0)
"""A stream's meander: amplitude and wavelength in map units."""
STREAM_REACH = 4
"""How far beyond a lit stream's glow (pixels at 1280x720, zoom 1, scaled like the counters) a
click still picks the stream rather than the territory under it."""
_NO_HIGHLIGHTS: Mapping[str, int] = MappingProxyType({})


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
class MapCanvas(MapLayers, MapLayout, CounterPainter, FreeSpots):
    """Warparty's map in a screen area: view (fit, zoom, pan), hit tests and drawing."""

    def __init__(self, tmx: TmxBoard, board: Board, armies: Mapping[str, ArmySheet]) -> None:
        self.tmx = tmx
        self.board = board
        self.armies = armies
        self.army_colours: dict[str, RGB] = dict(ARMY_RGB)
        """Each army's colour on the map (the board gives each its own: ``army_looks``)."""
        self.army_symbols: dict[str, str] = {}
        """Each army's symbol, drawn on every counter of it (none when not given)."""
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
        self.print = 1.0
        """Large print's factor for the window (``theme.piece_factor``), read at each layout:
        counters, coins, cities and names grow by it."""
        self._layers: dict[str, tuple[object, pygame.Surface]] = {}
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._stacks_memo: tuple[WPState, tuple, list[tuple[Stack, pygame.Rect]]] | None = None
        """The last state laid out, the view and the faces."""
        self._chips: set[tuple[str, str]] = set()
        self._crowds: dict[tuple[str, str], tuple[str, ...]] = {}
        self._foes: dict[tuple[str, str], tuple] = {}
        """The (place, army) stacks last drawn as a crowd's chip, and the armies it hides."""
        self._hidden: set[tuple[str, str]] = set()
        """The (place, army) stacks last hidden behind a crowd's chip (not drawn)."""
        self._bare: set[tuple[str, str]] = set()
        """The (place, army) crowds' chips last drawn without their kinds' emblems."""
        self._slots: tuple[tuple, dict] | None = None
        """The layout's caches and the scale they are for (``MapLayout``)."""
        """The (place, army) stacks last laid out as chips (their places too small)."""
        self._preview: Preview | None = None
        self._lit: tuple[str, ...] = ()
        """The lit places last drawn in full."""
        self._places: tuple[tuple, dict[str, Target]] | None = None
        """The territories' targets and the view they were made for."""
        self._stack_hits: tuple[list, list[Target]] | None = None
        """The counters' targets and the placed counters (``_placed``) they were made for."""
        self.on_pick: Callable[[str | None, tuple[str, str] | None], None] = _pick_nothing
        """What choosing a place or a counter does (the board's pick): the targets' clicks."""

    # --- view -------------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """Screen pixels per map unit."""
        return self.fit * self.zoom

    @property
    def ui(self) -> float:
        """Size of counters, icons and text relative to 1280x720 at zoom 1 (large print's
        factor included)."""
        return max(MIN_UI, self.fit / self.ref_scale) * math.sqrt(self.zoom) * self.print

    def px(self, n: float) -> int:
        return max(1, round(n * self.ui))

    def mark_px(self, n: float) -> int:
        """A size of the map's printed marks (coins, cities, dungeons): scaled like the
        counters but without large print, which spends the territories' room on the counters
        and names."""
        return max(1, round(n * self.ui / self.print))

    def room_px(self, n: float) -> int:
        """A size of the room around counters (gaps, insets, pile steps, tags' margins):
        scaled like the counters, but large print past "large" leaves it at "large"'s, so
        that "larger" spends its room on the counters (never draws them smaller)."""
        return self.px(n * min(self.print, theme.LARGE_PRINT["large"]) / self.print)

    def font_px(self, n: float) -> int:
        """A text size: scaled like the counters, never below 12 pixels."""
        return max(12, round(n * self.ui))

    def layout(self, rect: pygame.Rect) -> None:
        """Fit the whole map in ``rect`` (aspect kept) at zoom 1, ``EDGE_ROOM`` inside its
        edges: the counters, coins and tags of the outer territories stand over the map's
        edge, and would be cut by the area's."""
        self.rect = pygame.Rect(rect)
        self.print = theme.fitted_piece_factor()
        room = 2 * self.edge_room()
        self.fit = min(
            max(1, self.rect.w - room) / self.tmx.width,
            max(1, self.rect.h - room) / self.tmx.height,
        )
        self.reset_view()

    def edge_room(self) -> int:
        """The margin kept around the whole map at zoom 1 (scaled with the area; large print
        past "large" keeps "large"'s, so that "larger" does not shrink the map)."""
        grow = min(self.print, theme.LARGE_PRINT["large"])
        return round(EDGE_ROOM * max(MIN_UI, min(self.rect.w, self.rect.h) / 600) * grow)

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
        key = (s, self.ui, tuple(extent))  # the marks' pictures are sized by ``ui``
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

    def screen_frame(self) -> pygame.Rect:
        """The whole map's rectangle on the screen (its frame, at the view's zoom and pan)."""
        x, y = self.to_screen((0, 0))
        w, h = self.tmx.width * self.scale, self.tmx.height * self.scale
        return pygame.Rect(round(x), round(y), round(w), round(h))

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
    def place_targets(self) -> dict[str, Target]:
        """Each territory's ``Target`` (key ``place:<id>``, in the map's order): its shape the
        outline on screen, its rect the outline's box; its click picks the territory. Made
        again when the view changes."""
        view = self.view_key()
        if self._places is None or self._places[0] != view:
            made = {}
            for t in self.ids:
                shape = tuple(self.to_screen(p) for p in self.polygons[t])
                made[t] = Target(f"place:{t}", _box(shape), self._picker(t, None), shape=shape)
            self._places = (view, made)
        return self._places[1]

    def place_target(self, place: str) -> Target:
        """The ``Target`` of a territory, or of a stream (``a|b``: its line's box)."""
        if place in self.polygons:
            return self.place_targets()[place]
        return Target(f"place:{place}", self.place_rect(place), self._picker(place, None))

    def territory_at(self, pos: Sequence[float]) -> str | None:
        """The territory under a screen point (None off the map or outside the area): the
        first whose target holds it."""
        if not self.rect.collidepoint(pos):
            return None
        hit = target_at(self.place_targets().values(), pos)
        return None if hit is None else hit.key.removeprefix("place:")

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
        """The screen box around a territory's outline or a stream's line (kept per view)."""
        view, memo = self.view_key(), getattr(self, "_place_rects", None)
        if memo is None or memo[0] != view:
            memo = self._place_rects = (view, {})
        if place not in memo[1]:
            points = self.polygons.get(place) or self.lines.get(place) or [self.anchor_point(place)]
            memo[1][place] = _box([self.to_screen(p) for p in points])
        return pygame.Rect(memo[1][place])  # a copy: callers may move it

    def outline(self, surface: pygame.Surface, place: str, colour: RGB) -> None:
        """Draw round territory ``place`` in ``colour``, inside the map's area (where a
        hovered offer row's click would put its unit: ``WarpartyHover``)."""
        points = self.polygons.get(place)
        if not points:
            return
        width = max(3, self.px(3))
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        pygame.draw.lines(surface, colour, True, [self.to_screen(p) for p in points], width)
        surface.set_clip(clip)

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
        out, shared = [], Counter(place for place, _ in grouped)
        for (place, army), units in grouped.items():
            kinds = Counter(u.kind for u in units)
            fresh = Counter(u.kind for u in units if not u.tired) or kinds
            lead = max(fresh, key=lambda k: (fresh[k], strength(self._sheet(army, k)), k))
            down = sum(1 for u in units if u.tired)
            alone = shared[place] == 1
            out.append(Stack(place, army, lead, len(units), len(kinds), down, alone))
        out.sort(key=lambda s: (order.get(s.place, len(order)), s.place, armies.get(s.army, 9)))
        return out

    def _placed(self, state: WPState) -> list[tuple[Stack, pygame.Rect]]:
        """Stacks with their counters' (or chips') faces on screen, as the layout packs them
        (``MapLayout.stack_spots``; cached for the last state and view)."""
        self._sync_view()
        view = self.view_key()
        memo = self._stacks_memo
        same = memo is not None and _same_stacks(memo[0], state)
        if same and memo[1] == view:
            return memo[2]
        spots = self.stack_spots(state, self.stacks(state))
        self._chips = {(spot.stack.place, spot.stack.army) for spot in spots if spot.chip}
        self._crowds = {
            (s.stack.place, s.stack.army): s.others for s in spots if s.others and not s.hidden
        }
        self._foes = {
            (s.stack.place, s.stack.army): s.foes for s in spots if s.foes and not s.hidden
        }
        self._hidden = {(s.stack.place, s.stack.army) for s in spots if s.hidden}
        self._bare = {(s.stack.place, s.stack.army) for s in spots if s.bare and not s.hidden}
        spots.sort(key=lambda spot: not spot.hidden)  # a crowd's chip over those it hides
        placed = [(spot.stack, spot.face.move(self.ox, self.oy)) for spot in spots]
        self._stacks_memo = (state, view, placed)
        return placed

    def stack_rects(self, state: WPState) -> dict[tuple[str, str], pygame.Rect]:
        """Where each (place, army) stack's counter is drawn for ``state`` in this view."""
        return {(s.place, s.army): rect.copy() for s, rect in self._placed(state)}

    def stack_target(self, state: WPState, stack: tuple[str, str]) -> Target:
        """The ``Target`` of a (place, army) stack's counter (key ``stack:<army>:<place>``);
        its click picks the stack."""
        rect = self.stack_rects(state)[stack]
        return Target(f"stack:{stack[1]}:{stack[0]}", rect, self._picker(None, stack))

    def stack_targets(self, state: WPState) -> list[Target]:
        """The counters' ``Target``s in this view, the topmost first, then their tags' (a tag
        under a counter picks it too; key ``tag:<army>:<place>``)."""
        placed = self._placed(state)
        if self._stack_hits is not None and self._stack_hits[0] is placed:
            return self._stack_hits[1]
        counters, tags = [], []
        for s, rect in reversed(placed):
            pick = self._picker(None, (s.place, s.army))
            counters.append(Target(f"stack:{s.army}:{s.place}", rect.copy(), pick))
            if (s.place, s.army) not in self._chips:
                tags.append(Target(f"tag:{s.army}:{s.place}", self._tag_rect(s, rect), pick))
        self._stack_hits = (placed, counters + tags)
        return self._stack_hits[1]

    def _picker(self, place: str | None, stack: tuple[str, str] | None) -> Callable[[], None]:
        """A target's click: ``on_pick`` (as it is when clicked) with this place or stack."""
        return lambda: self.on_pick(place, stack)

    def stack_at(self, pos: Sequence[float]) -> tuple[str, str] | None:
        """(place, army) of the counter (or its tag) under ``pos`` in the last state drawn or
        measured, in the current view: the first of ``stack_targets`` that holds it."""
        if self._stacks_memo is None or not self.rect.collidepoint(pos):
            return None
        hit = target_at(self.stack_targets(self._stacks_memo[0]), pos)
        if hit is None:
            return None
        army, _, place = hit.key.partition(":")[2].partition(":")
        return place, army

    # --- drawing: the frame ------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        state: WPState,
        *,
        highlights: Mapping[str, int] = _NO_HIGHLIGHTS,
        selected: tuple[str, str] | None = None,
        battles: Iterable[str] = (),
        under: Callable[[pygame.Surface], None] | None = None,
    ) -> None:
        """Draw the map for ``state`` in the laid-out area (lays out to the surface when
        ``layout`` was never called); ``under`` draws marks over the land and under the
        counters."""
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
        self._draw_explored(surface, state)
        if under is not None:
            under(surface)
        placed = self._placed(state)
        badge = self._sprite(("battle",), lambda: battle_badge(self.px(12)))
        for place in dict.fromkeys(battles):  # under the counters (playtest 34), beside them
            surface.blit(badge, self.battle_mark(state, place))
        draw_leaders(self, surface, leaders(self, placed))  # counters set beside their place
        for stack, rect in placed:
            if (stack.place, stack.army) not in self._hidden:
                self._draw_stack(surface, stack, rect, selected == (stack.place, stack.army))
        if highlights:
            self._draw_costs(surface, state, highlights, placed)
        surface.set_clip(clip)

    def draw_stacks_at(
        self,
        surface: pygame.Surface,
        state: WPState,
        places: Iterable[str],
        selected: tuple[str, str] | None = None,
    ) -> None:
        """Draw again the counters standing in ``places`` (inside the map), over what was
        drawn on them since: a move's path and aim keep under the stacks they reach."""
        wanted = set(places)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        for stack, rect in self._placed(state):
            key = (stack.place, stack.army)
            if stack.place in wanted and key not in self._hidden:
                self._draw_stack(surface, stack, rect, selected == key)
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

    def _draw_costs(
        self, surface: pygame.Surface, state: WPState, highlights: Mapping[str, int], placed
    ) -> None:
        """Each lit place's cost in moves on a white tag beside its counters, clear of every
        counter and mark where the territory has room (playtest 7: the yellow discs sat over
        enemy counters and looked like value coins)."""
        # the tags the pointer's hover asks for (kept per state, places and view), where
        # ``placed`` is the view's own: worked out once for both (the first frame after a
        # stack was picked searched them twice)
        tags = (
            map_hover.cost_tags(self, state, highlights)
            if placed is self._placed(state)
            else self.cost_tags(state, highlights, placed)
        )
        for place, (badge, spot) in tags.items():
            if place not in self.polygons:  # a stream's: ringed in the glow of its banks
                ring_tag(surface, spot, self.px(2))
            surface.blit(badge, spot)

    def cost_tags(
        self, state: WPState, highlights: Mapping[str, int], placed: Sequence | None = None
    ) -> dict[str, tuple[pygame.Surface, pygame.Rect]]:
        """Each lit place's cost tag and where it goes (none where the cost is 0: a place to
        fight at, retreat to or place in has nothing to count)."""
        r = self.px(9)
        tags = {}
        for place, cost in highlights.items():
            if cost:
                badge = self._sprite(
                    ("cost", cost), lambda c=cost: cost_badge(c, r, self.font_px(12))
                )
                tags[place] = (badge, self._tag_spot(state, place, badge.get_size(), placed))
        return tags

    def _tag_spot(
        self, state: WPState, place: str, size: tuple[int, int], placed: Sequence | None
    ) -> pygame.Rect:
        """Where ``place``'s cost tag goes: on a stream's line, or beside a territory's
        counters."""
        if place in self.polygons or place not in self.lines:
            return self.free_spot(state, place, size, placed)
        placed = self._placed(state) if placed is None else placed
        avoid = [r.inflate(self.px(4), self.px(4)) for _, r in placed]
        return tag_on_line(self.lines[place], size, self.to_screen, avoid, self.rect)

    def cost_tag_at(self, state: WPState, highlights: Mapping[str, int], pos) -> str | None:
        """The lit place whose cost tag is under ``pos`` (a click on a tag means its place)."""
        for place, (_, spot) in self.cost_tags(state, highlights).items():
            if spot.collidepoint(pos):
                return place
        return None

    def battle_mark(self, state: WPState, place: str) -> pygame.Rect:
        """Where the crossed swords of a battle at ``place`` go: beside its counters (left,
        right, above or below them), inside the territory, clear of every counter, coin, city
        and dungeon on the map, so both sides' stacks stay in sight;
        on the territory's middle when no counter stands there."""
        side = battle_badge(self.px(12)).get_width()
        placed = self._placed(state)
        if not any(s.place == place for s, _ in placed):
            return pygame.Rect(0, 0, side, side).move(
                self.centre_of(place)[0] - side // 2, self.centre_of(place)[1] - side // 2
            )
        spot = self.free_spot(state, place, (side, side), placed)
        return inside_spots.battle_spot(self, state, place, spot, placed)  # (shot 142z)


def _same_stacks(a: WPState, b: WPState) -> bool:
    """Whether two states lay out the same counters: the same units, cities (marks) and
    acting army (which leads a crowd)."""
    return a.units is b.units and a.cities == b.cities and a.actor == b.actor


def _pick_nothing(place: str | None, stack: tuple[str, str] | None) -> None:
    """A canvas no board listens to picks nothing."""
