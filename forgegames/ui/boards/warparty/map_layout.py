"""Where each picture on Warparty's map sits, so that none covers another: a territory's
printed marks (city or capital crown, value coin, dungeon, name when shown), then its stacks'
counters with their count tags, each packed inside the territory's outline (``map_slots``).

A territory's marks are placed first, near their usual places around its anchor (city above
the middle, coin to the upper left, dungeon to the upper right); they depend only on the view
and the cities, so the cached map layers can paint them. The stacks then take the free room
nearest their usual places (side by side under the anchor, two rows past two). An army alone
in its territory shows its counter (tried smaller where the room is short), and its chip (the
army's colour and symbol with its unit count) only where not even the least counter fits;
armies sharing a territory show chips (playtest 14 read a lone army's two faces as two kinds of
stack; playtest 15 found counters set beside their places with lines harder still). A picture
that finds no room inside its outline (a chip in a crowded small place, a stack on a stream)
takes the nearest free spot on the map. ``MapLayout`` is a part of ``MapCanvas`` and works on
its view; boxes are in *map pixels* (map units times the scale, the map's top-left corner at
0, 0), computed once per scale and cached (per territory for the stacks, so a move re-packs
only what it changed).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Sequence

import pygame

from forgegames.games.warparty.board_info import City, WPState, side_of
from forgegames.ui import theme
from forgegames.ui.boards.warparty.map_counters import Stack
from forgegames.ui.boards.warparty.map_slots import EMPTY, Packer, box_spans, polygon_spans

COUNTER = 40
"""Counter side in pixels at 1280x720, zoom 1 (large print's factor on top)."""
COUNTER_STEPS = (1.0, 0.9, 0.8, 0.72, 0.64, 0.56, 0.48)
"""The counter sizes tried in a territory, as fractions of the view's (then chips): those
down to ``LEAST_STEP`` of the size without large print, so that large print draws counters
as large as a territory holds, never chips where its absence draws counters."""
LEAST_STEP = 0.72
"""The smallest counter tried before a chip: 29 px at 1280x720, as before counters grew."""
SLOT_GAP = 2
"""Least room (pixels, scaled) between two pictures."""
EDGE_INSET = 2
"""Least room (pixels, scaled) between a picture and its territory's outline."""
EDGE_MARGIN = 10
"""Room (pixels, scaled) between a counter (its pile, badge and figures) and the map's frame:
clear of the owner's band along the edge, whose colour is the counter's."""
EDGE_MARGIN_LEAST = 6
"""The room kept where ``EDGE_MARGIN`` leaves a crowded territory too little."""
SEARCH = 5
"""A picture placed outside its outline looks for room within this many counters of its
usual place first (then anywhere on the map)."""
MIDDLE_DETOUR = 1.5
"""How much farther (in counters) than the nearest free spot a picture set beside its
territory may go to keep off another territory's middle (issue 39: a click on a neighbour's
middle picked the stack lying there; kept off every middle at any distance, counters went
several territories away)."""
MIDDLE = 2
"""The half side (pixels, scaled) of the box round a territory's middle that a picture set
beside its own territory keeps off where it can."""
OWN_SHARE = 0.5
"""The least share of a chip that lies over its own territory where it finds no room wholly
inside it (it reads as standing there, with no leader line)."""
SIZE_COST = 0.25
"""A counter set beside its territory one size step smaller counts as this many counters
farther (it is taken where it sits nearer by more)."""


@dataclasses.dataclass(frozen=True)
class Spot:
    """Where a stack is drawn (map pixels): its counter's face (or chip), its tag (None for
    a chip or a lone unit), and the box of all it draws."""

    stack: Stack
    face: pygame.Rect
    tag: pygame.Rect | None
    chip: bool
    parts: tuple[pygame.Rect, ...]
    """The boxes it draws in (a counter's and its tag's)."""
    others: tuple[str, ...] = ()
    """For a crowd's chip: the other armies there, hidden behind it."""
    foes: tuple[tuple[str, int, bool, str], ...] = ()
    """For a crowd's chip where both teams stand (a battle waits): each enemy army there,
    its count, whether all of it is face down and its leading unit, shown whole on the chip."""
    hidden: bool = False
    """Not drawn: behind its place's crowd chip."""
    bare: bool = False
    """A chip drawn without its kinds' emblems (a crowd's, where the map had no room)."""


@dataclasses.dataclass(frozen=True)
class Item:
    """A picture to place: its box's size and where its face (or sprite) sits in the box."""

    parts: tuple[pygame.Rect, ...]
    """The boxes it draws in, from its whole box's top-left corner."""
    face: pygame.Rect
    tag: pygame.Rect | None = None
    chip: bool = False
    others: tuple[str, ...] = ()
    foes: tuple[tuple[str, int, bool, str], ...] = ()
    bare: bool = False

    @property
    def size(self) -> tuple[int, int]:
        return self.parts[0].unionall(self.parts[1:]).size

    def at(self, stack: Stack, box: pygame.Rect) -> Spot:
        corner = box.topleft
        tag = self.tag.move(corner) if self.tag is not None else None
        parts = tuple(part.move(corner) for part in self.parts)
        face = self.face.move(corner)
        return Spot(stack, face, tag, self.chip, parts, self.others, self.foes, bare=self.bare)


class MapLayout:
    """Lays out ``MapCanvas``' marks and counters (see the module's notes)."""

    def _layout_cache(self) -> dict:
        """The layout's caches, emptied when the scale or the size of pictures changes."""
        key = (self.scale, self.ui)
        held = self._slots
        if held is None or held[0] != key:
            held = self._slots = (key, {"spans": {}, "marks": None, "stacks": {}})
        return held[1]

    # --- outlines ----------------------------------------------------------------------------
    def _spans(self, territory: str) -> tuple[int, list[tuple[int, int]]]:
        cache = self._layout_cache()["spans"]
        if territory not in cache:
            polygon = tuple(self.polygons[territory])
            cache[territory] = scaled_spans(polygon, self.scale, self.room_px(EDGE_INSET))
        return cache[territory]

    def _stack_spans(self, territory: str, margin: int = 0) -> tuple[int, list[tuple[int, int]]]:
        """A territory's spans for its counters: ``margin`` (by default ``EDGE_MARGIN``)
        clear of the map's frame too (issue 39: counters on the map's edge looked cut by it,
        their face one colour with the owner's band along the edge)."""
        top, spans = self._spans(territory)
        room = self._stack_room(margin)
        return top, [
            (max(left, room.left), min(right, room.right))
            if room.top <= top + i < room.bottom
            else EMPTY
            for i, (left, right) in enumerate(spans)
        ]

    def _stack_room(self, margin: int = 0) -> pygame.Rect:
        """The part of the map (map pixels) counters are drawn in, ``margin`` (by default
        ``EDGE_MARGIN``) inside the frame."""
        margin = self.room_px(margin or EDGE_MARGIN)
        return self._map_box().inflate(-2 * margin, -2 * margin)

    def _stride(self) -> int:
        """Pixel rows tried apart: one at zoom 1, more as the zoom leaves room to spare (so
        a layout costs about the same at every zoom)."""
        return max(1, int(self.zoom))

    def _anchor_px(self, territory: str) -> tuple[float, float]:
        x, y = self.anchor_point(territory)
        return x * self.scale, y * self.scale

    def _map_box(self) -> pygame.Rect:
        """The whole map in map pixels."""
        return pygame.Rect(
            0, 0, int(self.tmx.width * self.scale), int(self.tmx.height * self.scale)
        )

    def _anywhere(
        self,
        options: Sequence[Sequence[pygame.Rect]],
        wish: tuple[float, float],
        taken: list[pygame.Rect],
        whole: pygame.Rect | None = None,
        in_turn: bool = False,
    ) -> tuple[int, pygame.Rect]:
        """The first of ``options`` (each a picture's parts) that finds a free box near
        ``wish`` on the map, and that box, looking ever farther (``in_turn``: each option as
        far as the whole map before the next); as a last resort (a map full to the brim) the
        last option at the spot nearest ``wish`` inside the map (or ``whole``)."""
        whole = self._map_box() if whole is None else whole
        searches = [(i, [o]) for i, o in enumerate(options)] if in_turn else [(0, options)]
        for first, tried in searches:
            found = self._free_box(tried, wish, taken, whole)
            if found is not None:
                i, box = first + found[0], found[1]
                taken += [part.move(box.topleft) for part in options[i]]
                return i, box
        box = options[-1][0].unionall(options[-1][1:])
        box.center = (round(wish[0]), round(wish[1]))
        return len(options) - 1, box.clamp(whole)

    def _free_box(
        self,
        options: Sequence[Sequence[pygame.Rect]],
        wish: tuple[float, float],
        taken: list[pygame.Rect],
        whole: pygame.Rect,
    ) -> tuple[int, pygame.Rect] | None:
        """The first of ``options`` with a free box near ``wish``, looking ever farther up to
        ``whole``; None when none has one."""
        reach = self.px(COUNTER) * SEARCH
        while True:
            window = pygame.Rect(0, 0, 2 * reach, 2 * reach)
            window.center = (round(wish[0]), round(wish[1]))
            window = window.clip(whole)
            near = [r for r in taken if r.colliderect(window.inflate(8, 8))]
            for i, parts in enumerate(options):
                packer = Packer(*box_spans(window), near, self.room_px(SLOT_GAP), self._stride())
                box = packer.place_shape(parts, wish)
                if box is not None:
                    return i, box
            if window == whole:
                return None
            reach *= 2

    # --- marks -------------------------------------------------------------------------------
    def mark_boxes(self, cities: tuple[tuple[str, City], ...]) -> dict[str, dict[str, pygame.Rect]]:
        """Each territory's marks (``city``, ``coin``, ``dungeon``, ``name``) and the box
        each is drawn in (its picture's bounding box), for the cities ``cities``."""
        cache = self._layout_cache()
        key = (cities, self._names_shown())
        if cache["marks"] is not None and cache["marks"][0] == key:
            return cache["marks"][1]
        by_place = dict(cities)
        out: dict[str, dict[str, pygame.Rect]] = {}
        homeless = []
        for t in self.ids:
            packer = Packer(*self._spans(t), (), self.room_px(SLOT_GAP), self._stride())
            out[t] = {}
            for kind, sprite, wish in self._mark_wishes(t, by_place.get(t)):
                size = sprite.get_bounding_rect().size
                box = packer.place(size, wish)
                if box is not None:
                    out[t][kind] = box
                elif kind != "name":  # a name without room is left out; the rest is not
                    homeless.append((t, kind, size, wish))
        if homeless:
            taken = [box for marks in out.values() for box in marks.values()]
            for t, kind, size, wish in homeless:
                out[t][kind] = self._anywhere([[pygame.Rect((0, 0), size)]], wish, taken)[1]
        cache["marks"] = (key, out)
        return out

    def _marks_of(self, territory: str, city: City | None) -> list[tuple[str, pygame.Surface]]:
        """The marks a territory shows and their pictures, in the order they are placed."""
        t = self.board.by_id[territory]
        marks = []
        if city is not None:
            marks.append(("city", self._city_picture(city)))
        elif t.capital:
            marks.append(("city", self._crown_picture(t.capital)))
        if t.value > 1:
            marks.append(("coin", self._coin_picture(t.value)))
        if t.dungeon:
            marks.append(("dungeon", self._dungeon_picture()))
        if self._names_shown():
            marks.append(("name", self._name_picture(territory)))
        return marks

    def _mark_wishes(
        self, territory: str, city: City | None
    ) -> list[tuple[str, pygame.Surface, tuple[float, float]]]:
        """The marks with their usual places (centres, map pixels): coin, city and dungeon
        in a row above the anchor, their feet level; the name above them."""
        marks = self._marks_of(territory, city)
        ax, ay = self._anchor_px(territory)
        sizes = {kind: sprite.get_bounding_rect().size for kind, sprite in marks}
        row = [kind for kind in ("coin", "city", "dungeon") if kind in sizes]
        gap = self.room_px(SLOT_GAP) + self.px(2)
        foot = ay - self.mark_px(32)
        x = ax - (sum(sizes[k][0] for k in row) + gap * (len(row) - 1)) / 2
        wishes = {}
        for kind in row:
            w, h = sizes[kind]
            wishes[kind] = (x + w / 2, foot - h / 2)
            x += w + gap
        if "name" in sizes:
            tallest = max((sizes[k][1] for k in row), default=0)
            wishes["name"] = (ax, foot - tallest - gap - sizes["name"][1] / 2)
        return [(kind, sprite, wishes[kind]) for kind, sprite in marks]

    def blit_mark(self, layer: pygame.Surface, sprite: pygame.Surface, box: pygame.Rect) -> None:
        """Draw a mark's picture so that its bounding box lands on ``box`` (map pixels) in
        the cached layer ``layer``."""
        bound = sprite.get_bounding_rect()
        layer.blit(sprite, (box.x - bound.x - self.region.x, box.y - bound.y - self.region.y))

    # --- stacks ------------------------------------------------------------------------------
    def stack_spots(self, state: WPState, stacks: Sequence[Stack]) -> list[Spot]:
        """Where each of ``stacks`` is drawn for ``state`` (in their order; a stack hidden in
        a crowd shares its leader's face)."""
        marks = self.mark_boxes(state.cities)
        cache = self._layout_cache()["stacks"]
        by_place: dict[str, list[Stack]] = {}
        for stack in stacks:
            by_place.setdefault(stack.place, []).append(stack)
        spots: dict[tuple[str, str], Spot] = {}
        homeless: list[tuple[list[Item], list[Stack], tuple[float, float]]] = []
        for place, group in by_place.items():
            if place not in self.polygons:  # on a stream: a counter, else a chip
                wish = self._anchor_px(place)
                for s in group:  # (alone on its stretch: a counter, as in a territory)
                    homeless.append(([self._counter_item(s, self.px(COUNTER))], [s], wish))
                continue
            lead = _leader(group, state.actor)
            near = self._marks_near(place, marks)
            key = (tuple(group), lead, tuple(map(tuple, near)))
            held = cache.get(place)
            if held is None or held[0] != key:
                held = cache[place] = (key, self._pack_place(place, group, lead, near))
            placed, left = held[1]
            spots.update({(s.stack.place, s.stack.army): s for s in placed})
            homeless += left
        if homeless:
            taken = [box for m in marks.values() for box in m.values()]
            taken += [part for spot in spots.values() for part in spot.parts]
            key = (
                tuple((tuple(group), tuple(i.size for i in items)) for items, group, _ in homeless),
                tuple(map(tuple, taken)),
            )
            held = self._layout_cache().get("homeless")
            if held is None or held[0] != key:  # (a pan keeps them: worked out once)
                held = (key, self._place_homeless(homeless, taken, marks))
                self._layout_cache()["homeless"] = held
            spots.update(held[1])
        return [spots[(s.place, s.army)] for s in stacks]

    def _place_homeless(
        self,
        homeless: list[tuple[list[Item], list[Stack], tuple[float, float]]],
        taken: list[pygame.Rect],
        marks: dict[str, dict[str, pygame.Rect]],
    ) -> dict[tuple[str, str], Spot]:
        """The spots of the pictures that found no room inside their territory: over its
        border (``_straddling``), else led to it by a clean line (``_led``), else beside it
        (``_beside``); the stacks on streams first (they have no territory to stand over)."""
        out: dict[tuple[str, str], Spot] = {}
        for items, group, wish in sorted(homeless, key=lambda e: e[1][0].place in self.polygons):
            # (where both teams stand, only the chip that shows the enemy whole: playtest 8)
            whole = items[:1] if items[0].foes else items
            found = self._straddling(whole, group[0].place, wish, taken)
            if found is None:
                found = self._led(whole, group[0].place, taken, marks)
            if found is None:
                in_turn = items[0].foes != () or not items[0].chip  # a counter first
                found = self._beside(items, group, wish, taken, in_turn)
            out.update(_crowd(found[0], group, found[1]))
        return out

    def _beside(
        self,
        items: Sequence[Item],
        group: Sequence[Stack],
        wish: tuple[float, float],
        taken: list[pygame.Rect],
        in_turn: bool,
    ) -> tuple[Item, pygame.Rect]:
        """``_anywhere`` for ``items`` set beside their territory, kept off the other
        territories' middles (issue 39: a click on a neighbour's middle picked the stack
        lying there): the nearest free box, else, where it covers a middle, the nearest
        that covers none within ``MIDDLE_DETOUR`` counters farther; a lone army's counter
        may be smaller there, as its territory would have tried it, where that sits nearer
        (by ``SIZE_COST`` counters a step: shorter leaders). The picture and its box; its
        parts are taken."""
        room = self._stack_room()
        i, box = self._anywhere([item.parts for item in items], wish, list(taken), room, in_turn)
        item, place = items[i], group[0].place
        middles = [box for t, box in self._middles().items() if t != place]
        lone = len(group) == 1 and not item.chip
        if any(part.move(box.topleft).collidelist(middles) >= 0 for part in item.parts):
            counter = self.px(COUNTER)
            reach = math.dist(box.center, wish) + counter * MIDDLE_DETOUR
            tries = [item]
            if lone:
                smaller = (self._counter_item(group[0], side) for side in self._sides()[1:])
                tries += [o for o in smaller if self._apart(group[0], o)]
            best = None
            for step, other in enumerate(tries):
                # (a smaller one only within what would beat the best found: a narrower search)
                limit = reach if best is None else min(reach, best[0] - step * counter * SIZE_COST)
                if limit <= 0:
                    break
                window = pygame.Rect(0, 0, 2 * limit, 2 * limit)
                window.center = (round(wish[0]), round(wish[1]))
                found = self._free_box([other.parts], wish, taken + middles, window.clip(room))
                far = math.inf if found is None else math.dist(found[1].center, wish)
                cost = far + step * counter * SIZE_COST
                if far <= limit and (best is None or cost < best[0]):
                    best = (cost, other, found[1])
            if best is not None:
                _, item, box = best
        taken += [part.move(box.topleft) for part in item.parts]
        return item, box

    def _straddling(
        self,
        items: Sequence[Item],
        place: str,
        wish: tuple[float, float],
        taken: list[pygame.Rect],
    ) -> tuple[Item, pygame.Rect] | None:
        """The first of ``items`` (a chip, for a territory with no room for it inside its
        outline) at the free box nearest ``wish`` that still reads as standing in ``place``
        (playtest 24 item 1: a chip set beside its territory, a line leading back, was taken
        for a neighbour's): its middle inside the territory, at least ``OWN_SHARE`` of it
        over the territory, clear of every mark, counter and chip drawn and of the other
        territories' middles, inside the map's frame; None when no spot does. Its parts are
        taken."""
        if place not in self.polygons:
            return None
        top, spans = self._spans(place)
        gap = self.room_px(SLOT_GAP)
        room = self._stack_room(EDGE_MARGIN_LEAST)  # (whole, clear of the map's frame)
        blocked = [box.inflate(2 * gap, 2 * gap) for box in taken]
        blocked += [box for t, box in self._middles().items() if t != place]
        rows = [
            (top + i, x)
            for i, (left, right) in enumerate(spans)
            for x in range(left, right, self._stride() + 1)
        ]
        rows.sort(key=lambda p: (p[1] - wish[0]) ** 2 + (p[0] - wish[1]) ** 2)
        for item in items:
            w, h = item.size
            for y, x in rows:
                box = pygame.Rect(x - w // 2, y - h // 2, w, h)
                if not room.contains(box):
                    continue
                parts = [part.move(box.topleft) for part in item.parts]
                if any(part.collidelist(blocked) >= 0 for part in parts):
                    continue
                if _share_inside(box, top, spans) < OWN_SHARE:
                    continue
                taken += parts
                return item, box
        return None

    def _led(
        self,
        items: Sequence[Item],
        place: str,
        taken: list[pygame.Rect],
        marks: dict[str, dict[str, pygame.Rect]],
    ) -> tuple[Item, pygame.Rect] | None:
        """Where ``_straddling`` finds no spot: the first of ``items`` at the free box nearest
        ``place``'s middle (within ``SEARCH`` counters) whose leader line from that middle
        crosses no mark, counter or chip but its own territory's marks (it leaves from among
        them), the box clear of every picture and of the other territories' middles
        (playtest 24 item 1: lines crossed coins, a city being built, other counters); None
        when no spot does. Its parts are taken."""
        if place not in self.polygons:
            return None
        gap = self.room_px(SLOT_GAP)
        room = self._stack_room(EDGE_MARGIN_LEAST)
        middles = [box for t, box in self._middles().items() if t != place]
        blocked = [box.inflate(2 * gap, 2 * gap) for box in taken] + middles
        own = list(marks.get(place, {}).values())
        crossed = [box for box in taken if box not in own] + middles
        ax, ay = self._anchor_px(place)
        home = (round(ax), round(ay))
        for item in items:
            w, h = item.size
            for dx, dy in self._rings():
                box = pygame.Rect(home[0] + dx - w // 2, home[1] + dy - h // 2, w, h)
                if not room.contains(box):
                    continue
                parts = [part.move(box.topleft) for part in item.parts]
                if any(part.collidelist(blocked) >= 0 for part in parts):
                    continue
                if any(r.clipline(home, box.center) for r in crossed if not r.colliderect(box)):
                    continue
                taken += parts
                return item, box
        return None

    def _rings(self) -> list[tuple[int, int]]:
        """The offsets ``_led`` tries from a territory's middle, nearest first, within
        ``SEARCH`` counters (worked out once per scale)."""
        cache = self._layout_cache()
        if cache.get("rings") is None:
            reach, step = self.px(COUNTER) * SEARCH, max(2, self._stride() + 1)
            ring = range(-reach - (-reach % step), reach + 1, step)
            cache["rings"] = sorted(
                ((dx, dy) for dx in ring for dy in ring), key=lambda d: d[0] ** 2 + d[1] ** 2
            )
        return cache["rings"]

    def _apart(self, stack: Stack, item: Item) -> bool:
        """Whether ``item`` is a counter of ``stack`` whose attack, rule and defence stand
        apart, not touching (the smallest sizes may draw them touching: a counter set away
        from its place is not drawn so); kept per army, kind and size."""
        if item.chip:
            return False
        key = ("apart", stack.army, stack.lead, item.face.w)
        if key not in self._sprites:
            face = pygame.Rect(0, 0, item.face.w, item.face.w)
            sheet = self._sheet(stack.army, stack.lead)
            parts = {part.name: part.box for part in self.face_parts(face, sheet, stack.army)}
            figures = {"attack", "bar", "defence"} <= parts.keys()
            self._sprites[key] = not figures or (
                parts["attack"].bottom < parts["bar"].top
                and parts["bar"].bottom < parts["defence"].top
            )
        return bool(self._sprites[key])

    def _middles(self) -> dict[str, pygame.Rect]:
        """A small box round each territory's middle (its anchor; map pixels)."""
        cache = self._layout_cache()
        if cache.get("middles") is None:
            half = self.room_px(MIDDLE)
            cache["middles"] = {
                t: pygame.Rect(round(x) - half, round(y) - half, 2 * half, 2 * half)
                for t, (x, y) in ((t, self._anchor_px(t)) for t in self.ids)
            }
        return cache["middles"]

    def _marks_near(
        self, place: str, marks: dict[str, dict[str, pygame.Rect]]
    ) -> list[pygame.Rect]:
        """The mark boxes within a territory's box: its own, and any a crowded neighbour
        had to put there."""
        s = self.scale
        x0, y0, x1, y1 = self.boxes[place]
        area = pygame.Rect(x0 * s, y0 * s, (x1 - x0) * s + 1, (y1 - y0) * s + 1)
        return [box for m in marks.values() for box in m.values() if box.colliderect(area)]

    def _pack_place(
        self, place: str, group: list[Stack], lead: Stack, marks: list[pygame.Rect]
    ) -> tuple[list[Spot], list[tuple[list[Item], list[Stack], tuple[float, float]]]]:
        """A territory's stacks packed around its marks. One army alone shows its counter:
        whole, smaller, else its chip, else its chip placed on the map at large beside its
        place.
        Armies sharing the territory show a chip each, else one chip for them all
        (``lead``'s, the others hidden behind it, an enemy's count shown whole on it), placed
        at large when it finds no room. One face per kind of stack whatever the room, so that
        the same stack never reads two ways (playtest 14)."""
        clear, near = self._stack_spans(place), self._stack_spans(place, EDGE_MARGIN_LEAST)
        if len(group) == 1:  # one army alone: its counter, else its chip inside the
            # territory (playtest 15: counters set beside their places with lines made the map
            # at 1024x640 hard to read; a chip where it stands reads better)
            looks = [lambda s, side=side: self._counter_item(s, side) for side in self._sides()]
            tries = [(clear, look) for look in looks] + [(near, look) for look in looks]
            tries += [(near, self._chip_item), (near, self._bare_chip)]
        else:  # armies sharing a territory: a chip each, whatever the room (without the
            # kinds' emblems before they leave it: playtest 20's chip on a border)
            tries = [(near, self._chip_item), (near, self._bare_chip)]
        for room, look in tries:
            items = [look(s) for s in group]
            packer = Packer(*room, marks, self.room_px(SLOT_GAP), self._stride())
            placed = []
            for stack, item, wish in zip(group, items, self._wishes(place, items), strict=True):
                box = packer.place_shape(item.parts, wish)
                if box is None:
                    break
                placed.append(item.at(stack, box))
            else:
                return placed, []
        if len(group) == 1:  # no room inside even for a chip: the chip as near its place as
            # may be, a line leading to it (a whole counter there sat territories away)
            # (its narrower chip, without its kind's emblem, where only that stays on it)
            item = self._chip_item(lead)
            return [], [([item, self._bare_chip(lead)], group, self._wishes(place, [item])[0])]
        others = [s for s in group if s is not lead]
        # a battle waits here: the enemy's count stays readable on the chip (playtest 7: the
        # defender was a dot behind the attacker's "10")
        foes = tuple(
            (s.army, s.count, s.down == s.count, s.lead)
            for s in others
            if side_of(s.army) != side_of(lead.army)
        )
        armies = tuple(s.army for s in others)
        # the chip with the enemy shown whole, near the place when it has no room for it: never
        # an enemy as a dot (playtest 8: a territory under attack showed one army only)
        # (its kinds' emblems left out before it leaves its territory: a crowd's chip is wide)
        item = self._chip_item(lead, armies, foes)
        bare = self._chip_item(lead, armies, foes, bare=True)
        for each in (item, bare):
            packer = Packer(*near, marks, self.room_px(SLOT_GAP), self._stride())
            box = packer.place_shape(each.parts, self._wishes(place, [each])[0])
            if box is not None:
                return list(_crowd(each, [*others, lead], box).values()), []
        # at large: both teams' chips without the kinds' emblems (the narrowest whole: the
        # map around a fight is crowded), else (a map full to the brim) each army as a dot
        tries = [bare] if foes else [item]
        wish = self._wishes(place, tries[:1])[0]
        return [], [([*tries, self._chip_item(lead, armies)], [*others, lead], wish)]

    def _sides(self) -> list[int]:
        """The counter sides tried in a territory, largest first: the view's steps down to
        ``_least_step``, and under a print past "large" the sides "large" tries too (a
        territory that holds "large"'s counter never gets a smaller one)."""
        size, least = self.px(COUNTER), self._least_step() - 1e-6
        large = min(self.print, theme.LARGE_PRINT["large"])
        sides = {round(size * k) for k in COUNTER_STEPS if k * self.print >= least}
        plain = COUNTER * self.ui / self.print  # the side without large print
        sides |= {round(plain * large * k) for k in COUNTER_STEPS if k * large >= least}
        return sorted(sides, reverse=True)

    def _least_step(self) -> float:
        """The least counter tried, as a fraction of the size without large print:
        ``LEAST_STEP``, or under large print the least "large" tries (so "larger", whose
        badges and tags take more room, never draws a counter smaller than "large" does)."""
        large = min(self.print, theme.LARGE_PRINT["large"])
        if large <= 1:
            return LEAST_STEP
        return min(k * large for k in COUNTER_STEPS if k * large >= LEAST_STEP - 1e-6)

    def _wishes(self, place: str, items: Sequence[Item]) -> list[tuple[float, float]]:
        """Each item's usual place: side by side under the anchor, two rows past two."""
        ax, ay = self._anchor_px(place)
        gap = self.room_px(SLOT_GAP) + self.px(3)
        rows = [items[i : i + 2] for i in range(0, len(items), 2)]
        heights = [max(item.size[1] for item in row) for row in rows]
        y = ay + self.px(24) - (sum(heights) + gap * (len(rows) - 1)) / 2
        out = []
        for row, height in zip(rows, heights, strict=True):
            width = sum(item.size[0] for item in row) + gap * (len(row) - 1)
            x = ax - width / 2
            for item in row:
                out.append((x + item.size[0] / 2, y + height / 2))
                x += item.size[0] + gap
            y += height + gap
        return out

    def _counter_item(self, stack: Stack, size: int) -> Item:
        """A counter of side ``size`` with its tag under it; larger where its figures need
        more room to stand whole, up to the view's counter size (else a chip)."""
        whole = self.whole_size(stack, size, self.px(COUNTER))
        if whole is None:
            return self._chip_item(stack)
        face = pygame.Rect(0, 0, whole, whole)
        counter = self._counter_box(stack, face)
        tag = self._tag_below(stack, face) if self._tag(stack).get_width() > 1 else None
        parts = [counter] if tag is None else [counter, tag]
        box = counter.unionall(parts)
        shift = (-box.x, -box.y)
        return Item(
            tuple(part.move(shift) for part in parts),
            face.move(shift),
            tag.move(shift) if tag else None,
        )

    def _bare_chip(self, stack: Stack) -> Item:
        """A stack's chip without its kind's emblem (narrower)."""
        return self._chip_item(stack, bare=True)

    def _chip_item(
        self, stack: Stack, others: tuple[str, ...] = (), foes: tuple = (), bare: bool = False
    ) -> Item:
        """A stack's chip; with ``others``, the chip of a crowd (the other armies there), the
        enemy ``foes`` among them shown whole on it (``bare``: without the kinds' emblems)."""
        chip = self._chip(stack, others, foes, bare).get_rect()
        return Item((chip,), chip, None, chip=True, others=others, foes=foes, bare=bare)


def _share_inside(box: pygame.Rect, top: int, spans: Sequence[tuple[int, int]]) -> float:
    """How much of ``box`` lies inside the outline of ``spans`` (from row ``top``)."""
    inside = 0
    for y in range(box.top, box.bottom):
        if 0 <= y - top < len(spans):
            left, right = spans[y - top]
            inside += max(0, min(right, box.right) - max(left, box.left))
    return inside / max(1, box.w * box.h)


def _leader(group: Sequence[Stack], actor: str) -> Stack:
    """The stack a crowd's chip shows: the acting army's, else the largest."""
    return max(group, key=lambda s: (s.army == actor, s.count))


def _crowd(item: Item, group: Sequence[Stack], box: pygame.Rect) -> dict[tuple[str, str], Spot]:
    """``group``'s spots for ``item`` placed at ``box``: the last stack drawn, the others
    hidden behind it (their faces the same, so a click or a slide finds them there)."""
    *hidden, lead = group
    spot = item.at(lead, box)
    out = {
        (s.place, s.army): dataclasses.replace(spot, stack=s, parts=(), hidden=True) for s in hidden
    }
    out[(lead.place, lead.army)] = spot
    return out


@functools.lru_cache(maxsize=512)
def scaled_spans(
    polygon: tuple[tuple[float, float], ...], scale: float, inset: float
) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The spans of a territory's outline (map units) at ``scale``, ``inset`` pixels in: the
    same for every board of a game at that scale, so worked out once per process (each new
    board asked again, a millisecond a territory)."""
    top, spans = polygon_spans([(x * scale, y * scale) for x, y in polygon], inset)
    return top, tuple(spans)
