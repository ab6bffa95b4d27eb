"""Drawing and picking Forge War's interlocking hex mine (used by the Forge War board).

The static picture (hexes, resource colours and symbols, piece outlines) is rendered once per
board and size, then re-blitted; pieces and highlights are drawn over it.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Collection, Iterable, Sequence

import pygame

from forgegames.core.hexgrid import Hex, Layout
from forgegames.games.forge_war.board_info import outline_segments
from forgegames.ui import icons, theme

SeatLook = tuple[tuple[int, int, int], str]
"""A seat's colour and symbol."""

REACH_TINT = (255, 255, 255, 115)
VEIL = (0, 0, 0, 191)
"""While a piece is picked, the hexes it can reach are lightened (45% white) and the others
darkened (75% black): any reachable hex's fill then has at least 3:1 contrast (WCAG) with any
other hex's, whatever their resources."""


def _rgb(text: str) -> tuple[int, int, int]:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def darker(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """The round patch under a hex's resource icon: the hex's colour, darkened (or, on a
    very dark hex, lightened) so the icon stands out from its own colour."""
    if theme.luminance(rgb) < 0.06:
        return icons.lighter(rgb, 0.25)
    return icons.darker(rgb, 0.45)


PIECE_RING = (icons.INK, (250, 250, 250))
"""The ring round every piece in the mine, from the piece out: a dark band, then a light one.
Whatever the hex, one of them stands out from it at 3:1 or more (the dark one on copper and
emerald, the light one on iron), so a piece wears the same ring on every hex (playtest 25: a
ring black on some hexes and white on others read as two kinds of piece)."""


ROCK_TOP, ROCK_FOOT = (52, 45, 40), (32, 29, 29)
"""The rock round the mine: warm and a little lighter at the top, darker at the foot."""
BRASS, BRASS_SHADE = (236, 214, 160), (120, 92, 48)
"""The board pieces' outlines: a pale brass band with a dark edge."""


def draw_rock(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The rock the mine is cut into, over ``rect``: a top-to-bottom gradient (two pixels
    scaled up), then a tile of grains a shade lighter or darker laid over it (made once).
    Drawn once a board and size, in the cached background."""
    if not rect.width or not rect.height:
        return
    ends = pygame.Surface((1, 2))
    ends.set_at((0, 0), ROCK_TOP)
    ends.set_at((0, 1), ROCK_FOOT)
    rock = pygame.transform.smoothscale(ends, rect.size).convert_alpha()
    tile = grain_tile()
    for x in range(0, rect.width, tile.get_width()):
        for y in range(0, rect.height, tile.get_height()):
            rock.blit(tile, (x, y))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(4, min(rect.size) // 60)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    rock.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(rock, rect)


@functools.cache
def grain_tile(side: int = 160) -> pygame.Surface:
    """A square of the rock's grains: specks of light and shade on nothing (a fixed seed)."""
    tile = pygame.Surface((side, side), pygame.SRCALPHA)
    grains = random.Random(7)
    for _ in range(side * side // 90):
        at = (grains.randrange(side), grains.randrange(side))
        shade = (255, 240, 220, 14) if grains.random() < 0.5 else (0, 0, 0, 70)
        pygame.draw.circle(tile, shade, at, grains.choice((1, 1, 2)))
    return tile


def draw_glint(surface: pygame.Surface, at, r: float, rgb) -> None:
    """A glint of ore: a small four-pointed sparkle with a white heart."""
    x, y = at
    pygame.draw.line(surface, rgb, (x - r, y), (x + r, y), 1)
    pygame.draw.line(surface, rgb, (x, y - r), (x, y + r), 1)
    d = r * 0.45
    pygame.draw.line(surface, rgb, (x - d, y - d), (x + d, y + d), 1)
    pygame.draw.line(surface, rgb, (x - d, y + d), (x + d, y - d), 1)
    pygame.draw.circle(surface, (255, 255, 255), (round(x), round(y)), max(1, round(r / 3)))


PIECE_HEAD = 0.43
"""How far an overseer on a top hex rises above the hex, in hex sizes (its pawn is 1.35
sizes tall and its ring, ``ring_widths``, a seventh of that, standing near the hex's middle):
``fit`` keeps that room, so a pawn never covers what is drawn above the mine (its legend)."""


def ring_widths(side: int) -> tuple[int, int]:
    """The ring's dark and light bands (``PIECE_RING``) round a piece ``side`` pixels tall,
    about a seventh of it in all (playtest 16: an orange overseer on copper was hard to see
    with a ring half as thick): the light band outside, a fifth of that (on the dark hexes it
    carries, the pieces' own colours read as well), the dark one at least 3 pixels."""
    light = max(1, round(side / 35))
    return max(3, round(side / 7) - light), light


def ring_width(side: int) -> int:
    """How far a piece's ring reaches out of its picture, both bands."""
    return sum(ring_widths(side))


@functools.lru_cache(maxsize=256)
def haloed(name: str, side: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """The piece picture ``name`` in ``rgb`` on the ring every piece wears (``PIECE_RING``)."""
    picture = icons.icon(name, side, rgb)
    width = ring_width(side)
    dark, _light = ring_widths(side)
    mask = pygame.mask.from_surface(picture, 96)
    out = pygame.Surface((side + 2 * width, side + 2 * width), pygame.SRCALPHA)
    for edge, reach in ((PIECE_RING[1], width), (PIECE_RING[0], dark)):
        ring = mask.to_surface(setcolor=(*edge, 255), unsetcolor=(0, 0, 0, 0))
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                if dx * dx + dy * dy <= reach * reach:
                    out.blit(ring, (width + dx, width + dy))
    out.blit(picture, (width, width))
    return out


def icon_rgb(rid: str, rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """The colour a resource's icon is drawn in: its data colour, except iron's near-black,
    which is lifted to the icon set's gunmetal so the picture reads on the board."""
    return icons.RESOURCE_RGB.get(rid, rgb) if theme.luminance(rgb) < 0.06 else rgb


class MineView:
    """Where the mine sits on screen, its cached background, and hex picking."""

    def __init__(self, resources: Iterable) -> None:
        self.kinds = {r.id: r for r in resources}
        self.layout = Layout(True, 10, (0, 0))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        """Where the rock is drawn behind the hexes (the mine's panel)."""
        self._background: pygame.Surface | None = None
        self._key: tuple | None = None

    @staticmethod
    def extent(board) -> tuple[float, float]:
        """The board's width and height for hexes of size 1 (a piece's head room on top)."""
        unit = Layout(True, 1.0, (0, 0))
        xs, ys = zip(*(unit.to_pixel(h) for h in board.hexes), strict=True)
        return max(xs) - min(xs) + math.sqrt(3), max(ys) - min(ys) + 2 + PIECE_HEAD

    def fit(
        self, board, rect: pygame.Rect, panel: pygame.Rect | None = None, floor: int | None = None
    ) -> None:
        """Choose the hex size so the whole board fits ``rect``, centred; the rock is drawn
        over ``panel`` (by default ``rect``). ``floor``: a line the hexes must stay above
        (what is drawn under the mine may reach up over its empty foot)."""
        self.rect = rect
        self.panel = panel or rect
        unit = Layout(True, 1.0, (0, 0))
        xs, ys = zip(*(unit.to_pixel(h) for h in board.hexes), strict=True)
        width, height = self.extent(board)
        size = min(rect.width / width, rect.height / height)
        cy = rect.centery - size * (max(ys) + min(ys) - PIECE_HEAD) / 2
        if floor is not None and cy + size * (max(ys) + 1) > floor - 0.5:  # a hair smaller,
            top = cy + size * (min(ys) - 1 - PIECE_HEAD)  # the top kept, the foot above the floor
            size = (floor - 0.5 - top) / height  # (half a pixel spare: rounding)
            cy = top - size * (min(ys) - 1 - PIECE_HEAD)
        cx = rect.centerx - size * (max(xs) + min(xs)) / 2
        self.layout = Layout(True, size, (cx, cy))

    def hex_at(self, board, pos: tuple[int, int]) -> Hex | None:
        h = self.layout.to_hex(*pos)
        return h if h in board else None

    def centre(self, h: Hex) -> tuple[int, int]:
        x, y = self.layout.to_pixel(h)
        return (round(x), round(y))

    def resource_side(self) -> int:
        """The side of a hex's resource icon (on its darker round patch)."""
        return max(10, int(self.layout.size * 0.75))

    def background(self, board, size: tuple[int, int]) -> pygame.Surface:
        """The mine's still picture, drawn once a board and size: the rock it is cut into,
        each hex a faceted stone (a light upper rim, a dark lower one, a glint or two of
        ore at its upper corners) with its resource's icon, and the board pieces' outlines
        as bands of brass. A piece stands on its hex's plain colour (the rims and glints
        keep to the edges), so its halo's contrast with the hex holds."""
        key = (board.resources, board.sides, size, self.layout, tuple(self.panel))
        if self._background is None or self._key != key:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            draw_rock(surface, self.panel)
            side = self.resource_side()
            badge = self.layout.size * 0.42
            for h in board.hexes:
                kind = self.kinds[board.resources[h]]
                rgb = _rgb(kind.rgb)
                corners = self.layout.corners(h)
                pygame.draw.polygon(surface, rgb, corners)
                self.draw_facets(surface, h, rgb)
                pygame.draw.polygon(surface, (20, 20, 24), corners, 1)
                x, y = self.layout.to_pixel(h)
                spot = (x, y + int(self.layout.size * 0.42))
                pygame.draw.circle(surface, darker(rgb), spot, badge)
                picture = icons.icon(kind.id, side, icon_rgb(kind.id, rgb))
                surface.blit(picture, picture.get_rect(center=spot))
            width = max(3, int(self.layout.size / 6))
            for _pid, a, b in outline_segments(board, self.layout):
                pygame.draw.line(surface, BRASS_SHADE, a, b, width + 2)
                pygame.draw.line(surface, BRASS, a, b, width)
            self._background, self._key = surface, key
        return self._background

    def draw_facets(self, surface: pygame.Surface, h: Hex, rgb: tuple[int, int, int]) -> None:
        """A hex's rim, lit from above (its upper edges lighter, its lower ones darker), and a
        glint of ore at one or two of its upper corners (which ones, by the hex: fixed)."""
        size = self.layout.size
        corners = self.layout.corners(h)
        cx, cy = self.layout.to_pixel(h)
        rim = max(2, round(size / 10))
        band = max(3, int(size / 6))  # the brass outline's width: the rim lies inside it
        inset = band / 2 + rim / 2 + 1
        inset = [(x + (cx - x) * inset / size, y + (cy - y) * inset / size) for x, y in corners]
        for k in range(6):
            a, b = inset[k], inset[(k + 1) % 6]
            facing = (a[1] + b[1]) / 2 - cy  # < 0: an upper edge
            shade = icons.lighter(rgb, 0.3) if facing < -size * 0.2 else None
            if facing > size * 0.2:
                shade = icons.darker(rgb, 0.3)
            if shade is not None:
                pygame.draw.line(surface, shade, a, b, rim)
        spot = (h.q * 7 + h.r * 13) % 5  # 0, 1: a glint at an upper corner; else none
        if spot < 2:
            upper = sorted(range(6), key=lambda k: corners[k][1])[1:3]  # the upper sides'
            x, y = corners[upper[spot]]
            at = (x + (cx - x) * 0.34, y + (cy - y) * 0.34)
            draw_glint(surface, at, max(2.0, size / 10), icons.lighter(rgb, 0.7))

    def draw(
        self,
        surface: pygame.Surface,
        mine,
        looks: Sequence[SeatLook],
        highlights: Iterable[Hex] = (),
        reach: tuple[Hex, Collection[Hex]] | None = None,
    ) -> None:
        """Draw the board, highlights, workers (cubes) and overseers (tall discs).
        ``reach``: a picked piece's hex and where it can go: those hexes lightened, every
        other hex but its own darkened, so the choice stands out at a glance."""
        surface.blit(self.background(mine.board, surface.get_size()), (0, 0))
        size = self.layout.size
        if reach is not None:
            self.draw_reach(surface, mine.board, *reach)
        for h in highlights:
            pygame.draw.polygon(surface, theme.LEGAL, self.layout.corners(h), max(2, int(size / 7)))
        self.draw_pieces(surface, mine, looks)

    def draw_pieces(self, surface: pygame.Surface, mine, looks: Sequence[SeatLook]) -> None:
        """The workers, then the overseers standing a head above them: their pictures and
        places found once for the mine, the looks and the layout (drawn again over the
        marks every frame while a log line's marks are shown)."""
        key = (self.layout, tuple(looks), self.worker_side())
        kept = getattr(self, "_pieces_kept", None)
        if kept is None or kept[0] is not mine or kept[1] != key:
            pieces = [self.worker_blit(h, looks[seat]) for h, seat in mine.workers.items()]
            pieces += [self.overseer_blit(h, looks[seat]) for h, seat in mine.overseers.items()]
            kept = self._pieces_kept = (mine, key, pieces)
        surface.blits(kept[2], False)

    def draw_reach(self, surface: pygame.Surface, board, start: Hex, ends: Collection[Hex]):
        """Lighten ``ends`` and darken the other hexes but ``start`` (see ``REACH_TINT``)."""
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for h in board.hexes:
            if h != start:
                tint = REACH_TINT if h in ends else VEIL
                pygame.draw.polygon(layer, tint, self.layout.corners(h))
        surface.blit(layer, (0, 0))

    def draw_worker(
        self,
        surface: pygame.Surface,
        h: Hex,
        look: SeatLook,
        alpha: int = 255,
        at: tuple[int, int] | None = None,
    ) -> None:
        """A worker on ``h`` (or centred on ``at``, a point of the screen): a cube with its
        seat's symbol on the front."""
        picture, place = self.worker_blit(h, look, at)
        if alpha < 255:
            picture = picture.copy()
            picture.set_alpha(alpha)
        surface.blit(picture, place)

    def worker_blit(
        self, h: Hex, look: SeatLook, at: tuple[int, int] | None = None
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """A worker's picture on ``h`` (or at ``at``) and where it goes (``draw_worker``)."""
        x, y = at or self.centre(h)
        picture = haloed(f"worker:{look[1]}", self.worker_side(), look[0])
        return picture, picture.get_rect(center=(x, y - int(self.layout.size * 0.3)))

    def worker_side(self) -> int:
        """A worker cube's side: nine tenths of a hex's size, up to 1.2 in large print (a
        hex is 1.7 sizes wide)."""
        return max(12, int(self.layout.size * min(1.2, 0.9 * theme.piece_factor())))

    def draw_overseer(
        self, surface: pygame.Surface, h: Hex, look: SeatLook, at: tuple[int, int] | None = None
    ) -> None:
        """An overseer on ``h`` (or centred on ``at``, a point of the screen): a tall pawn
        with its seat's symbol, standing a head above the workers."""
        surface.blit(*self.overseer_blit(h, look, at))

    def overseer_blit(
        self, h: Hex, look: SeatLook, at: tuple[int, int] | None = None
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """An overseer's picture on ``h`` (or at ``at``) and where it goes (``draw_overseer``)."""
        side = max(16, int(self.layout.size * 1.35))
        picture = haloed(f"overseer:{look[1]}", side, look[0])
        return picture, self.overseer_box(h, at)

    def overseer_box(self, h: Hex, at: tuple[int, int] | None = None) -> pygame.Rect:
        """Where an overseer standing on ``h`` (or at the point ``at``) is drawn, its ring
        included: its foot near the hex's middle, its head above the hex."""
        x, y = at or self.centre(h)
        side = max(16, int(self.layout.size * 1.35))
        ring = ring_width(side)
        box = pygame.Rect(0, 0, side + 2 * ring, side + 2 * ring)
        box.midbottom = (x, y + int(self.layout.size * 0.12) + ring)
        return box


# --- animations ------------------------------------------------------------------------------
STEP_MS = 110
"""How long an overseer takes to slide past one hex."""


def _veil(view: MineView, h: Hex, board) -> tuple[pygame.Surface, pygame.Rect]:
    """Hex ``h`` in its own colour (what lies under a piece), and where it goes."""
    corners = view.layout.corners(h)
    xs, ys = zip(*corners, strict=True)
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2)
    patch = pygame.Surface(box.size, pygame.SRCALPHA)
    local = [(x - box.x, y - box.y) for x, y in corners]
    pygame.draw.polygon(patch, _rgb(view.kinds[board.resources[h]].rgb), local)
    return patch, box


def _lone_worker(view: MineView, h: Hex, look) -> tuple[pygame.Surface, tuple[int, int]]:
    """A worker on a picture of its own, and where the picture goes."""
    size = int(view.layout.size * 2) + 4
    piece = pygame.Surface((size, size), pygame.SRCALPHA)
    x, y = view.centre(h)
    view.draw_worker(piece, h, look, at=(size // 2, size // 2))
    return piece, (x - size // 2, y - size // 2)


def overseer_move(before, after) -> tuple[Hex, Hex] | None:
    """The (start, end) of the one overseer that moved between two mines, if one did."""
    if before is None or after is None or before.board is not after.board:
        return None
    left = [h for h, seat in before.overseers.items() if after.overseers.get(h) != seat]
    arrived = [h for h, seat in after.overseers.items() if before.overseers.get(h) != seat]
    return (left[0], arrived[0]) if len(left) == 1 and len(arrived) == 1 else None


def slide_ms(start: Hex, end: Hex) -> int:
    """How long an overseer takes from ``start`` to ``end``."""
    return min(800, max(300, STEP_MS * start.distance(end)))


def flight(start: tuple[int, int], end: tuple[int, int], cube: pygame.Surface):
    """Paint ``cube`` flying in an arc from ``start`` to ``end`` (a resource to its owner)."""
    from forgegames.ui.animation import lerp

    def paint(surface: pygame.Surface, p: float) -> None:
        if p <= 0 or p >= 1:
            return
        x, y = lerp(start, end, p)
        y -= round(math.sin(math.pi * p) * 60)
        surface.blit(cube, cube.get_rect(center=(x, y)))

    return paint


def mine_animations(view: MineView, before, after, looks: Sequence[SeatLook]) -> list:
    """An overseer's move in the mine, drawn over the board that shows its result: the
    overseer slides hex by hex along its straight path (its new place faint until it arrives),
    each passed worker flashes into its new colour as the overseer goes by, and workers that
    left the mine (a strike) fade out; a worker that appeared flashes in."""
    from forgegames.ui.animation import Animation, along, ease_in_out, linear

    if before is None or after is None or before.board is not after.board:
        return []
    move = overseer_move(before, after)
    out: list[Animation] = []
    path: list[Hex] = []
    sliding = 0
    if move is not None:
        start, end = move
        line = next((ray for ray in after.board.rays.get(start, ()) if end in ray), None)
        if line is not None:
            path = list(line[: line.index(end) + 1])
            seat = after.overseers[end]
            points = [view.centre(start)] + [view.centre(h) for h in path]
            sliding = slide_ms(start, end)
            veil, box = _veil(view, end, after.board)

            def slide(surface: pygame.Surface, p: float) -> None:
                if p >= 1:
                    return
                veil.set_alpha(round(230 * (1 - p)))
                surface.blit(veil, box)
                view.draw_overseer(surface, end, looks[seat], at=along(points, p))

            out.append(Animation(sliding, slide, ease_in_out))
    for h in sorted(set(before.workers) | set(after.workers)):
        old, new = before.workers.get(h), after.workers.get(h)
        if old == new:
            continue
        at = (path.index(h) + 1) / len(path) if h in path else 1.0
        delay = round(sliding * ease_in_out_inverse(at)) if path else 0
        veil, box = _veil(view, h, after.board)
        piece, at = _lone_worker(view, h, looks[old]) if old is not None else (veil, box.topleft)
        if new is None:

            def fade(surface: pygame.Surface, p: float, veil=veil, box=box, piece=piece, at=at):
                if p < 1:
                    surface.blit(veil, box)
                    piece.set_alpha(round(255 * (1 - p)))
                    surface.blit(piece, at)

            out.append(Animation(450, fade, linear, delay_ms=delay))
            continue

        def flash(surface, p, h=h, old=old, new=new, veil=veil, box=box, piece=piece, at=at):
            if p <= 0 and old is not None:  # not passed yet: still its old colour
                surface.blit(veil, box)
                surface.blit(piece, at)
                return
            if p >= 1:
                return
            r = int(view.layout.size * (0.5 + 0.6 * p))
            ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            width = max(2, int(view.layout.size / 5))
            pygame.draw.circle(
                ring, (*looks[new][0], round(255 * (1 - p))), (r + 2, r + 2), r, width
            )
            pygame.draw.circle(ring, (255, 255, 255, round(200 * (1 - p))), (r + 2, r + 2), r, 1)
            x, y = view.centre(h)
            surface.blit(ring, (x - r - 2, y - r - 2))

        out.append(Animation(400, flash, linear, delay_ms=delay))
    return out


def ease_in_out_inverse(y: float) -> float:
    """The time at which ``ease_in_out`` reaches ``y`` (when the overseer passes a hex)."""
    return math.acos(1 - 2 * min(1.0, max(0.0, y))) / math.pi
