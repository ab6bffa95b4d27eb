"""The cached layers of Warparty's map (see ``map_canvas``): terrain art, marks (borders,
streams, bridges), then owners and each territory's printed marks (cities, coins, dungeons,
names) where ``map_layout`` put them. ``MapLayers`` is a part of ``MapCanvas`` and works on
its view."""

from __future__ import annotations

import functools
import math
import random
import zlib
from collections.abc import Callable, Sequence

import pygame

from forgegames.core.geometry import point_in_polygon
from forgegames.games.warparty.board_info import (
    City,
    WPState,
    place_noun,
)
from forgegames.ui import theme
from forgegames.ui.boards.warparty.map_geometry import edge_distance, polyline_point
from forgegames.ui.boards.warparty.map_palette import (
    BORDER_INK,
    COIN_GOLD,
    COIN_RIM,
    FIELDS_RGB,
    FIELDS_VALUE,
    TABLE,
    TERRAIN_RGB,
    TONE_SPREAD,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
    WOOD,
    WOOD_DARK,
    mix,
    shade,
)
from forgegames.ui.boards.warparty.map_sprites import (
    KEEP_TOP,
    castle_outline,
    crown_sprite,
    dashed,
    flame_sprite,
    haloed,
    terrain_glyph,
)
from forgegames.ui.boards.warparty.tmxmap import Point

CITY_PAD = 7
"""Room around a city's picture for its captor's disc and flame."""
NAME_ROOM = 2.0
"""Names are drawn when territories have grown this many times more than the counters since
1280x720 at zoom 1 (that is, from zoom 2 on): they do not fit beside the icons before."""
GLYPH_STEP = {"forest": 30.0, "mountain": 40.0, "plains": 52.0, "lake": 40.0}
"""Spacing (map units) of the terrain art scattered in each kind of territory."""


NAME_WIDTH = 0.85
"""The share of a territory's width its name may take on the map."""


class MapLayers:
    """Builds the map's cached layers for ``MapCanvas``: the terrain, the marks and the
    composite of both with the owners' bands and the cities."""

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
        self._paint_marks(layer, state)
        return layer

    # --- drawing: terrain --------------------------------------------------------------------
    def _scatter(self, territory: str) -> tuple[tuple[float, float, int], ...]:
        """Positions (map units) of the terrain art in a territory, fixed by its id."""
        terrain = self.board.by_id[territory].terrain
        return scatter(territory, terrain, tuple(self.polygons[territory]))

    def _build_terrain(self) -> pygame.Surface:
        layer = pygame.Surface(self.region.size)
        layer.fill(TABLE)
        board = self._map_frame()
        pygame.draw.rect(layer, (10, 11, 14), board.move(self.px(4), self.px(6)), border_radius=4)
        band = max(2, round(7 * self.scale))
        shown = self._shown()
        for territory in shown:
            colour = self.ground_rgb(territory)
            pygame.draw.polygon(layer, colour, self._local_polygon(territory))
            if self.fields(territory):
                self._paint_furrows(layer, territory, shade(colour, 0.72))
            pygame.draw.lines(
                layer, shade(colour, 0.85), True, self._local_polygon(territory, band / 2), band
            )
        glyph_size = max(6, round(22 * self.scale))
        for territory in shown:
            terrain = self.board.by_id[territory].terrain
            if self.fields(territory):
                continue  # the furrows are its art
            for gx, gy, variant in self.art[territory]:
                sprite = terrain_glyph(terrain, variant, glyph_size)
                if sprite is not None:
                    lx, ly = self._local((gx, gy))
                    layer.blit(sprite, sprite.get_rect(center=(round(lx), round(ly))))
        return layer

    def fields(self, territory: str) -> bool:
        """Whether a territory is drawn as ploughed fields (rich plains)."""
        t = self.board.by_id[territory]
        return t.terrain == "plains" and t.value >= FIELDS_VALUE

    def ground_rgb(self, territory: str) -> tuple[int, int, int]:
        """A territory's ground: its terrain's colour (fields for rich plains), a little
        lighter or darker by its id (``TONE_SPREAD``)."""
        terrain = self.board.by_id[territory].terrain
        base = FIELDS_RGB if self.fields(territory) else TERRAIN_RGB.get(terrain)
        tone = (zlib.crc32(territory.encode()) % 1000) / 1000 * 2 - 1  # -1 to 1
        return shade(base or TERRAIN_RGB["plains"], 1 + TONE_SPREAD * tone)

    def _paint_furrows(self, layer: pygame.Surface, territory: str, ink: tuple) -> None:
        """Parallel furrows across a territory, at an angle fixed by its id, kept inside its
        outline."""
        outline = self._local_polygon(territory)
        box = pygame.Rect(
            math.floor(min(x for x, _ in outline)),
            math.floor(min(y for _, y in outline)),
            1,
            1,
        )
        box.width = math.ceil(max(x for x, _ in outline)) - box.x + 1
        box.height = math.ceil(max(y for _, y in outline)) - box.y + 1
        lines = pygame.Surface(box.size, pygame.SRCALPHA)
        angle = math.radians(20 + zlib.crc32(territory.encode()) % 50)
        dx, dy = math.cos(angle), math.sin(angle)
        gap = max(4, self.mark_px(7))
        reach = box.w + box.h
        width = max(1, self.mark_px(1.6))
        for k in range(-reach // gap, reach // gap + 1):
            ox, oy = box.w / 2 - dy * k * gap, box.h / 2 + dx * k * gap
            a = (ox - dx * reach, oy - dy * reach)
            b = (ox + dx * reach, oy + dy * reach)
            pygame.draw.line(lines, (*ink, 150), a, b, width)
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        local = [(x - box.x, y - box.y) for x, y in self._local_polygon(territory, gap)]
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        lines.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        layer.blit(lines, box.topleft)

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

    def _names_shown(self) -> bool:
        """Whether territories are large enough on screen to hold their names."""
        return self.scale / self.ref_scale / self.ui >= math.sqrt(NAME_ROOM) - 1e-6

    def _coin_picture(self, value: int) -> pygame.Surface:
        """A gold coin with the territory's value."""
        return self._sprite(("coin", value), lambda: self._coin_sprite(value))

    def _coin_sprite(self, value: int) -> pygame.Surface:
        r = self.mark_px(8.5)
        sprite = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        centre = (r + 1, r + 1)
        pygame.draw.circle(sprite, (20, 16, 10, 110), (centre[0] + 1, centre[1] + 2), r)
        pygame.draw.circle(sprite, COIN_RIM, centre, r)
        pygame.draw.circle(sprite, COIN_GOLD, centre, r - max(1, r // 6))
        label = theme.glyph(str(value), max(12, self.mark_px(12)), (70, 44, 8), True)
        sprite.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))
        return sprite

    def _dungeon_picture(self) -> pygame.Surface:
        """A stone arch with a dark doorway."""
        return self._sprite(("dungeon",), self._dungeon_sprite)

    def _dungeon_sprite(self) -> pygame.Surface:
        w, h = self.mark_px(18), self.mark_px(15)
        sprite = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
        rock = pygame.Rect(0, 0, w, h)
        door = rock.inflate(-w // 2, -h // 3).move(0, h // 6 + 1)
        pygame.draw.ellipse(sprite, (20, 16, 10, 110), rock.move(1, 2))
        for shape, colour, width in (
            (rock, (96, 90, 96), 0),
            (door, (16, 12, 18), 0),
            (rock, (40, 36, 44), 1),
        ):
            radius = shape.w // 2
            pygame.draw.rect(
                sprite,
                colour,
                shape,
                width,
                border_top_left_radius=radius,
                border_top_right_radius=radius,
            )
        return sprite

    def name_lines(self, territory: str) -> tuple[list[str], int]:
        """The territory's name wrapped to its room (``NAME_WIDTH`` of its width): the lines and
        the font size, up to three points smaller when a single word would not fit whole."""
        t = self.board.by_id[territory]
        label = place_noun(t.id, t.name).label
        left, _, right, _ = self.boxes[territory]
        width = round((right - left) * self.scale * NAME_WIDTH)
        lines, size = theme.wrap_within(label, self.font_px(12), width, 2)
        return list(lines), size

    def _name_picture(self, territory: str) -> pygame.Surface:
        """The territory's name on one or two lines, centred."""
        lines, size = self.name_lines(territory)
        key = ("name", territory, size, tuple(lines))
        return self._sprite(key, lambda: self._name_sprite(territory, lines, size))

    def _name_sprite(self, territory: str, words: list[str], size: int) -> pygame.Surface:
        t = self.board.by_id[territory]
        dark = t.terrain in ("forest", "mountain", "lake")
        ink, halo = ((246, 244, 236), (30, 28, 24)) if dark else ((40, 34, 26), (226, 230, 200))
        lines = [haloed(line, size, ink, halo) for line in words]
        height = theme.font(size).get_linesize()
        sprite = pygame.Surface(
            (max(p.get_width() for p in lines), height * (len(lines) - 1) + lines[-1].get_height()),
            pygame.SRCALPHA,
        )
        for i, picture in enumerate(lines):
            sprite.blit(picture, picture.get_rect(midtop=(sprite.get_width() // 2, height * i)))
        return sprite

    def _paint_marks(self, layer: pygame.Surface, state: WPState) -> None:
        """Each shown territory's city or capital crown, coin, dungeon and name, where the
        layout put them (``MapLayout.mark_boxes``)."""
        boxes = self.mark_boxes(state.cities)
        cities = dict(state.cities)
        for t in self._shown():
            for kind, sprite in self._marks_of(t, cities.get(t)):
                box = boxes[t].get(kind)
                if box is not None:
                    self.blit_mark(layer, sprite, box)

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

    def _city_picture(self, city: City) -> pygame.Surface:
        return self._sprite(("city", city), lambda: self._city_sprite(city))

    def _crown_picture(self, army: str) -> pygame.Surface:
        """A capital without its city still shows whose it was."""
        return self._sprite(("crown", army), lambda: crown_sprite(self.rgb(army), self.mark_px(20)))

    def _city_sprite(self, city: City) -> pygame.Surface:
        """A tower (a castle with a crown for a capital) in the city's army colour; dashed and
        pale while being built; ringed in the captor's colour, with a flame, when captured.
        The body's bottom edge lies ``CITY_PAD`` pixels (scaled) above the sprite's."""
        w = self.mark_px(32 if city.capital else 22)
        h = self.mark_px(24 if city.capital else 21)
        pad = self.mark_px(CITY_PAD)
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
            pygame.draw.ellipse(sprite, captor, ring.inflate(-2, -2), max(2, self.mark_px(3)))
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
            pygame.draw.polygon(sprite, (24, 20, 14), outline, max(1, self.mark_px(1.5)))
        else:
            dashed(sprite, (250, 246, 232), outline, self.mark_px(4))
        if city.capital:
            crown = crown_sprite(COIN_GOLD, self.mark_px(15), plain=True)
            keep_top = body.y + body.h * KEEP_TOP
            sprite.blit(crown, crown.get_rect(midbottom=(body.centerx, round(keep_top) + 2)))
        if city.captor:
            flame = flame_sprite(self.mark_px(14))
            sprite.blit(flame, flame.get_rect(center=(body.right, body.y + self.mark_px(2))))
        return sprite


@functools.lru_cache(maxsize=256)
def scatter(territory: str, terrain: str, polygon: tuple) -> tuple[tuple[float, float, int], ...]:
    """Positions (map units) of the terrain art in a territory of this outline, fixed by its
    id: worked out once per process (every new board of a game asked for them again, a tenth
    of a second a board; they depend on nothing else)."""
    step = GLYPH_STEP.get(terrain, 50.0)
    rng = random.Random(zlib.crc32(territory.encode()))
    x0, y0 = min(x for x, _ in polygon), min(y for _, y in polygon)
    x1, y1 = max(x for x, _ in polygon), max(y for _, y in polygon)
    out = []
    row = 0
    y = y0 + step / 2
    while y < y1:
        x = x0 + step / 2 + (step / 2 if row % 2 else 0)
        while x < x1:
            p = (x + rng.uniform(-0.3, 0.3) * step, y + rng.uniform(-0.3, 0.3) * step)
            if point_in_polygon(p, polygon) and edge_distance(p, polygon) > step * 0.45:
                out.append((p[0], p[1], rng.randrange(3)))
            x += step
        y += step * 0.8
        row += 1
    return tuple(out)
