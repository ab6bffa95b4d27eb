"""The product's icon set, drawn in code in one flat style: ores and gems, gold, prestige,
weapons, adventurers, quests. A board package adds its own pictures in the same style when it
is imported (``add_kind``, in ``ui/boards/<title>/pictures.py``): a title's dice, pieces or unit
emblems, drawn with ``Pen`` and the set's pictures (``painter``).

Every picture is drawn once at twice its size, smoothed down, and cached by (name, size,
colour): boards blit the cached surface every frame and never redraw it. A name may carry an
argument after a colon: ``die:W:3`` (a wood die showing 3), ``adventurer:2`` (level 2),
``overseer:circle`` (a seat's symbol on the piece).

``rich`` renders a line of words with icons in braces (``"{gold} 3  {star} 5"``), so a board
can swap a letter code for an icon plus a number without new layout code.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence

import pygame

from forgegames.ui import text_report, theme

RGB = tuple[int, int, int]
Point = tuple[float, float]
SUPERSAMPLE = 2
"""Icons are drawn this many times larger, then smoothed down (soft edges, no blur)."""
INK = (18, 18, 22)
"""The dark outline round every icon, so it reads on light and dark boards alike."""
PALE = (178, 182, 194)
"""The outline of a very dark icon (iron), which a dark one would lose on the board."""
STEEL = (206, 212, 222)
WOOD = (146, 100, 58)
GOLD = (242, 192, 64)
GOLD_DARK = (170, 120, 30)

RESOURCE_RGB: dict[str, RGB] = {
    "copper": (217, 130, 43),
    "iron": (92, 96, 104),
    "mithril": (63, 127, 208),
    "emerald": (46, 158, 79),
    "ruby": (192, 57, 43),
    "diamond": (236, 240, 246),
}
"""Default colours of the six resources (the boards pass the data file's colour; iron's
near-black is lifted to a gunmetal grey so its picture reads on a dark panel)."""


# --- a pen in unit coordinates -------------------------------------------------------------
class Pen:
    """Draws on a square surface in unit coordinates (0..1 across), optionally turned about
    the centre (weapons lie on the diagonal)."""

    def __init__(self, surface: pygame.Surface, turn: float = 0.0) -> None:
        self.surface = surface
        self.side = surface.get_width()
        self.cos, self.sin = math.cos(math.radians(turn)), math.sin(math.radians(turn))

    def at(self, x: float, y: float) -> tuple[float, float]:
        dx, dy = x - 0.5, y - 0.5
        rx, ry = dx * self.cos - dy * self.sin, dx * self.sin + dy * self.cos
        return ((rx + 0.5) * self.side, (ry + 0.5) * self.side)

    def w(self, n: float) -> int:
        """A length in unit coordinates as whole pixels (at least 1)."""
        return max(1, round(n * self.side))

    def poly(self, points: Sequence[Point], fill: RGB | None, edge: RGB | None = INK) -> None:
        pts = [self.at(x, y) for x, y in points]
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, pts)
        if edge is not None:
            pygame.draw.polygon(self.surface, edge, pts, self.w(0.045))

    def circle(self, centre: Point, r: float, fill: RGB | None, edge: RGB | None = INK) -> None:
        c = self.at(*centre)
        if fill is not None:
            pygame.draw.circle(self.surface, fill, c, r * self.side)
        if edge is not None:
            pygame.draw.circle(self.surface, edge, c, r * self.side, self.w(0.045))

    def line(self, a: Point, b: Point, colour: RGB, width: float = 0.05) -> None:
        pygame.draw.line(self.surface, colour, self.at(*a), self.at(*b), self.w(width))

    def box(self, x: float, y: float, w: float, h: float, fill: RGB, edge: RGB | None = INK):
        self.poly([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], fill, edge)


def lighter(rgb: RGB, t: float = 0.35) -> RGB:
    return tuple(round(c + (255 - c) * t) for c in rgb)  # type: ignore[return-value]


def darker(rgb: RGB, t: float = 0.35) -> RGB:
    return tuple(round(c * (1 - t)) for c in rgb)  # type: ignore[return-value]


def edge_for(rgb: RGB) -> RGB:
    """The outline for a fill: pale round a very dark one, dark otherwise."""
    return PALE if theme.luminance(rgb) < 0.06 else INK


# --- resources ------------------------------------------------------------------------------
# (fw34: the ingots and the bar stand three quarters of their box tall, not a half: at
# 1024x640 a forge cost's 16 px icons left them 8 to 10 px tall)
def _copper(pen: Pen, rgb: RGB) -> None:
    """A single trapezoid ingot, its top face lit."""
    edge = edge_for(rgb)
    pen.poly([(0.04, 0.88), (0.96, 0.88), (0.72, 0.14), (0.28, 0.14)], rgb, edge)
    pen.poly([(0.28, 0.14), (0.72, 0.14), (0.66, 0.34), (0.34, 0.34)], lighter(rgb), edge)


def _iron(pen: Pen, rgb: RGB) -> None:
    """Two bars stacked: a wide one below, a short one on top."""
    edge = edge_for(rgb)
    pen.box(0.04, 0.52, 0.92, 0.38, rgb, edge)
    pen.box(0.04, 0.52, 0.92, 0.11, lighter(rgb), edge)
    pen.box(0.33, 0.12, 0.34, 0.40, rgb, edge)
    pen.box(0.33, 0.12, 0.34, 0.11, lighter(rgb), edge)


def _mithril(pen: Pen, rgb: RGB) -> None:
    """A long six-sided bar with a shine on it."""
    edge = edge_for(rgb)
    pen.poly(
        [(0.03, 0.5), (0.2, 0.16), (0.8, 0.16), (0.97, 0.5), (0.8, 0.84), (0.2, 0.84)], rgb, edge
    )
    pen.poly([(0.2, 0.16), (0.8, 0.16), (0.72, 0.36), (0.28, 0.36)], lighter(rgb, 0.45), None)
    sparkle(pen, (0.5, 0.58), 0.14, (255, 255, 255))


def _emerald(pen: Pen, rgb: RGB) -> None:
    """An emerald cut: a tall octagon with a stepped table."""
    c = 0.14
    x0, x1, y0, y1 = 0.2, 0.8, 0.06, 0.94
    outer = [(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c)]
    outer += [(x1 - c, y1), (x0 + c, y1), (x0, y1 - c), (x0, y0 + c)]
    pen.poly(outer, rgb)
    i = 0.12
    inner = [(x0 + i, y0 + i), (x1 - i, y0 + i), (x1 - i, y1 - i), (x0 + i, y1 - i)]
    pen.poly(inner, lighter(rgb, 0.25), darker(rgb, 0.4))
    for a, b in zip(outer[::2], inner, strict=False):
        pen.line(a, b, darker(rgb, 0.4), 0.025)


def _ruby(pen: Pen, rgb: RGB) -> None:
    """A trillion cut: a triangle pointing up, facets meeting in the middle."""
    tri = [(0.5, 0.06), (0.95, 0.86), (0.05, 0.86)]
    pen.poly(tri, rgb)
    mid = (0.5, 0.6)
    pen.poly([(0.5, 0.06), mid, (0.05, 0.86)], lighter(rgb, 0.3), None)
    for p in tri:
        pen.line(p, mid, darker(rgb, 0.4), 0.025)
    pen.poly(tri, None)


def _diamond(pen: Pen, rgb: RGB) -> None:
    """A brilliant cut seen from the side: a flat crown over a deep point."""
    crown = [(0.3, 0.14), (0.7, 0.14), (0.94, 0.38), (0.06, 0.38)]
    whole = [(0.3, 0.14), (0.7, 0.14), (0.94, 0.38), (0.5, 0.94), (0.06, 0.38)]
    pen.poly(whole, rgb)
    pen.poly(crown, lighter(rgb, 0.5), None)
    shade = darker(rgb, 0.35)
    for x in (0.3, 0.7):
        pen.line((x, 0.38), (0.5, 0.94), shade, 0.025)
        pen.line((x, 0.14), (0.5 + (x - 0.5) * 0.4, 0.38), shade, 0.025)
    pen.line((0.06, 0.38), (0.94, 0.38), shade, 0.025)
    pen.poly(whole, None)


# --- money, score, quests ------------------------------------------------------------------
def _gold(pen: Pen, rgb: RGB) -> None:
    """A coin: rim, inner ring and a shine."""
    pen.circle((0.5, 0.5), 0.44, rgb)
    pen.circle((0.5, 0.5), 0.3, None, darker(rgb, 0.3))
    pen.poly([(0.38, 0.3), (0.46, 0.26), (0.34, 0.44)], lighter(rgb, 0.6), None)


def star_points(cx: float, cy: float, r: float, inner: float = 0.45, n: int = 5):
    pts = []
    for i in range(2 * n):
        rad = r if i % 2 == 0 else r * inner
        ang = math.radians(-90 + 180 / n * i)
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    return pts


def _star(pen: Pen, rgb: RGB) -> None:
    """Prestige: a five-pointed star."""
    pen.poly(star_points(0.5, 0.54, 0.47), rgb)


def sparkle(pen: Pen, centre: Point, r: float, rgb: RGB, edge: RGB | None = None) -> None:
    pen.poly(star_points(centre[0], centre[1], r, 0.3, 4), rgb, edge)


def _scroll(pen: Pen, rgb: RGB) -> None:
    """A quest: a scroll with rolled ends and lines of writing."""
    pen.box(0.18, 0.16, 0.64, 0.68, rgb)
    for y in (0.16, 0.84):
        pen.circle((0.18, y), 0.08, darker(rgb, 0.2))
        pen.box(0.18, y - 0.08, 0.64, 0.16, lighter(rgb, 0.15))
    for y in (0.38, 0.5, 0.62):
        pen.line((0.3, y), (0.7, y), darker(rgb, 0.5), 0.04)


def _step(pen: Pen, rgb: RGB) -> None:
    """One step of a quest: a round marker."""
    pen.circle((0.5, 0.5), 0.36, rgb)


def _boot(pen: Pen, rgb: RGB) -> None:
    """How far a quest goes: a walking boot."""
    pen.poly([(0.3, 0.08), (0.62, 0.08), (0.62, 0.6), (0.92, 0.72), (0.92, 0.9), (0.3, 0.9)], rgb)
    pen.box(0.3, 0.08, 0.32, 0.1, lighter(rgb, 0.3))
    pen.line((0.3, 0.8), (0.92, 0.8), darker(rgb, 0.4), 0.05)


def _leg(pen: Pen, rgb: RGB) -> None:
    """The end of a quest leg: a pennant on a pole."""
    pen.line((0.28, 0.1), (0.28, 0.92), INK, 0.12)
    pen.line((0.28, 0.1), (0.28, 0.92), lighter(rgb, 0.5), 0.05)
    pen.poly([(0.32, 0.1), (0.9, 0.28), (0.32, 0.46)], rgb)


def _check(pen: Pen, rgb: RGB) -> None:
    pts = [(0.1, 0.52), (0.38, 0.8), (0.9, 0.2)]
    pygame.draw.lines(pen.surface, INK, False, [pen.at(*p) for p in pts], pen.w(0.24))
    pygame.draw.lines(pen.surface, rgb, False, [pen.at(*p) for p in pts], pen.w(0.13))


def _cross(pen: Pen, rgb: RGB) -> None:
    for a, b in (((0.18, 0.18), (0.82, 0.82)), ((0.82, 0.18), (0.18, 0.82))):
        pen.line(a, b, INK, 0.24)
    for a, b in (((0.18, 0.18), (0.82, 0.82)), ((0.82, 0.18), (0.18, 0.82))):
        pen.line(a, b, rgb, 0.13)


def _adventurer(pen: Pen, rgb: RGB, level: int = 0) -> None:
    """A hooded adventurer; ``level`` chevrons on the chest."""
    pen.poly([(0.14, 0.96), (0.86, 0.96), (0.72, 0.5), (0.28, 0.5)], rgb)
    pen.circle((0.5, 0.3), 0.2, lighter(rgb, 0.5))
    pen.poly([(0.3, 0.3), (0.5, 0.06), (0.7, 0.3), (0.64, 0.18), (0.36, 0.18)], rgb)
    for i in range(min(level, 3)):
        y = 0.58 + i * 0.12
        pts = [pen.at(0.3, y), pen.at(0.5, y + 0.1), pen.at(0.7, y)]
        pygame.draw.lines(pen.surface, GOLD, False, pts, pen.w(0.08))


# --- weapons (drawn upright, turned to lie on the diagonal) ---------------------------------
def _blade(pen: Pen, rgb: RGB, tip: float, base: float, half: float) -> None:
    pen.poly([(0.5, tip), (0.5 + half, tip + 0.1), (0.5 + half, base), (0.5 - half, base),
              (0.5 - half, tip + 0.1)], rgb)  # fmt: skip
    pen.line((0.5, tip + 0.08), (0.5, base - 0.02), lighter(rgb, 0.5), 0.025)


def _sword(pen: Pen, rgb: RGB) -> None:
    _blade(pen, rgb, 0.0, 0.64, 0.11)
    pen.box(0.26, 0.63, 0.48, 0.1, GOLD_DARK)
    pen.box(0.45, 0.73, 0.1, 0.17, WOOD)
    pen.circle((0.5, 0.93), 0.07, GOLD_DARK)


def _dagger(pen: Pen, rgb: RGB) -> None:
    _blade(pen, rgb, 0.18, 0.64, 0.13)
    pen.box(0.3, 0.63, 0.4, 0.1, GOLD_DARK)
    pen.box(0.44, 0.73, 0.12, 0.16, WOOD)
    pen.circle((0.5, 0.91), 0.07, GOLD_DARK)


def _spear(pen: Pen, rgb: RGB) -> None:
    pen.box(0.45, 0.3, 0.1, 0.68, WOOD)
    pen.poly([(0.5, 0.0), (0.65, 0.2), (0.5, 0.38), (0.35, 0.2)], rgb)


def _axe(pen: Pen, rgb: RGB) -> None:
    pen.box(0.43, 0.1, 0.11, 0.88, WOOD)
    pen.poly([(0.5, 0.14), (0.86, 0.0), (0.96, 0.26), (0.86, 0.52), (0.5, 0.4)], rgb)


def _mace(pen: Pen, rgb: RGB) -> None:
    pen.box(0.45, 0.36, 0.1, 0.62, WOOD)
    pts = star_points(0.5, 0.25, 0.26, 0.66, 8)
    pen.poly(pts, rgb)
    pen.circle((0.5, 0.24), 0.09, lighter(rgb, 0.4), None)


def _hammer(pen: Pen, rgb: RGB) -> None:
    pen.box(0.46, 0.3, 0.08, 0.68, WOOD)
    pen.box(0.22, 0.08, 0.56, 0.24, rgb)


def _bow(pen: Pen, rgb: RGB) -> None:
    """A bow and its string, an arrow on it (drawn upright, not turned)."""
    box = pygame.Rect(0, 0, round(pen.side * 0.7), round(pen.side * 0.92))
    box.midright = (round(pen.side * 0.62), round(pen.side * 0.5))
    pygame.draw.arc(pen.surface, INK, box, -math.pi / 2, math.pi / 2, pen.w(0.13))
    pygame.draw.arc(pen.surface, rgb, box, -math.pi / 2, math.pi / 2, pen.w(0.07))
    pen.line((0.62 - 0.35, 0.06), (0.62 - 0.35, 0.94), (235, 230, 210), 0.025)
    pen.line((0.1, 0.5), (0.86, 0.5), INK, 0.08)
    pen.line((0.1, 0.5), (0.86, 0.5), WOOD, 0.04)
    pen.poly([(0.98, 0.5), (0.84, 0.42), (0.84, 0.58)], STEEL)


def _shield(pen: Pen, rgb: RGB) -> None:
    pts = [(0.14, 0.1), (0.86, 0.1), (0.86, 0.5), (0.5, 0.94), (0.14, 0.5)]
    pen.poly(pts, rgb)
    pen.poly([(0.5, 0.1), (0.86, 0.1), (0.86, 0.5), (0.5, 0.94)], darker(rgb, 0.2), None)
    pen.poly(pts, None)


WEAPONS = ("sword", "dagger", "spear", "axe", "mace", "hammer", "bow", "shield")
"""Weapon pictures (``bow`` and ``shield`` stand upright; the others lie on the diagonal)."""
_UPRIGHT = {"bow", "shield"}


# --- a smaller copy --------------------------------------------------------------------------
class scaled(Pen):
    """A pen drawing a smaller copy of a picture at ``offset`` (unit coordinates)."""

    def __init__(self, base: Pen, k: float, offset: Point) -> None:
        super().__init__(base.surface)
        self.k, self.offset = k, offset

    def at(self, x: float, y: float) -> tuple[float, float]:
        return (
            (self.offset[0] + x * self.k) * self.side,
            (self.offset[1] + y * self.k) * self.side,
        )


# --- the catalogue ---------------------------------------------------------------------------
Painter = Callable[[Pen, RGB], None]
SIMPLE: dict[str, tuple[Painter, RGB]] = {
    "copper": (_copper, RESOURCE_RGB["copper"]),
    "iron": (_iron, RESOURCE_RGB["iron"]),
    "mithril": (_mithril, RESOURCE_RGB["mithril"]),
    "emerald": (_emerald, RESOURCE_RGB["emerald"]),
    "ruby": (_ruby, RESOURCE_RGB["ruby"]),
    "diamond": (_diamond, RESOURCE_RGB["diamond"]),
    "gold": (_gold, GOLD),
    "star": (_star, GOLD),
    "quest": (_scroll, (226, 208, 160)),
    "step": (_step, theme.ACCENT),
    "steps": (_boot, (168, 120, 78)),
    "leg": (_leg, (220, 80, 70)),
    "check": (_check, (120, 210, 120)),
    "cross": (_cross, (235, 120, 100)),
    "sword": (_sword, STEEL),
    "dagger": (_dagger, STEEL),
    "spear": (_spear, STEEL),
    "axe": (_axe, STEEL),
    "mace": (_mace, STEEL),
    "hammer": (_hammer, STEEL),
    "bow": (_bow, WOOD),
    "shield": (_shield, (110, 120, 150)),
}
"""Icons without an argument, and their default colours."""
RESOURCES = ("copper", "iron", "mithril", "emerald", "ruby", "diamond")


def painter(name: str) -> Painter:
    """What paints the set's picture ``name`` (one without an argument), for a board package
    composing a picture of its own from the set's (a sword and a shield)."""
    return SIMPLE[name][0]


Argued = Callable[[Pen, RGB | None, str], None]
"""Paints an icon named with an argument: the pen, the colour asked for (None: the icon's own)
and the argument."""
BOARD_KINDS: dict[str, tuple[Argued, tuple[str, ...]]] = {}
"""Icons with an argument that board packages add (``add_kind``), and names of each to list."""


def add_kind(kind: str, paint: Argued, examples: Sequence[str]) -> None:
    """Make ``<kind>:<argument>`` a picture of the set, painted by ``paint``; ``names`` lists
    ``examples`` for it. A board package adds its kinds when it is imported."""
    BOARD_KINDS[kind] = (paint, tuple(examples))


def argued() -> tuple[str, ...]:
    """The kinds of icon named with an argument: ``adventurer:2`` and the board packages'
    (``die:M:4``, ``overseer:star``...)."""
    return ("adventurer", *BOARD_KINDS)


def names() -> list[str]:
    """One name of every picture in the set (each argued icon with a typical argument)."""
    out = list(SIMPLE)
    out += [f"adventurer:{n}" for n in range(4)]
    for _paint, examples in BOARD_KINDS.values():
        out += examples
    return out


def icon(name: str, size: int, colour: RGB | None = None) -> pygame.Surface:
    """The picture ``name`` (see ``names``), ``size`` pixels square, in ``colour`` (or its
    own). Cached: the same arguments give the same surface, drawn once."""
    return _icon(name, max(6, int(size)), None if colour is None else tuple(colour))


@functools.lru_cache(maxsize=4096)
def _icon(name: str, size: int, colour: RGB | None) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    kind, _, arg = name.partition(":")
    if kind in SIMPLE:
        paint, default = SIMPLE[kind]
        turned = kind in WEAPONS and kind not in _UPRIGHT
        paint(Pen(big, 45 if turned else 0), colour or default)
        if turned:
            big = _filled(big)
    elif kind == "adventurer":
        _adventurer(Pen(big), colour or (150, 170, 200), int(arg or 0))
    elif kind in BOARD_KINDS:
        BOARD_KINDS[kind][0](Pen(big), colour, arg)
    else:
        raise KeyError(f"no icon named {name!r} (with an argument: {', '.join(argued())})")
    return pygame.transform.smoothscale(big, (size, size))


def _filled(big: pygame.Surface, share: float = 0.94) -> pygame.Surface:
    """A weapon's picture turned on the diagonal, grown about the box's centre until its
    longer side is ``share`` of the box (fw34: turned, a sword spanned 11 of 16 pixels and
    a quest's need read small at 1024x640)."""
    ink = big.get_bounding_rect()
    side = big.get_width()
    centre = side / 2
    reach = max(centre - ink.left, ink.right - centre, centre - ink.top, ink.bottom - centre)
    grow = share * centre / reach if reach else 1.0
    if grow <= 1.01:
        return big
    out = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    scaled = pygame.transform.smoothscale_by(big, grow)
    out.blit(scaled, scaled.get_rect(center=(side // 2, side // 2)))
    return out


# --- words with icons ------------------------------------------------------------------------
_BRACES = re.compile(r"\{([a-zA-Z0-9:\-]+)(?:#([0-9a-fA-F]{6}))?\}")


def tint(name: str, rgb: RGB) -> str:
    """``{name#rrggbb}``: the markup for icon ``name`` drawn in ``rgb`` (see ``rich``)."""
    r, g, b = rgb
    return f"{{{name}#{r:02x}{g:02x}{b:02x}}}"


def plain(content: str) -> str:
    """``content`` without its icons (for measuring and for words read aloud)."""
    return _BRACES.sub("", content)


def rich(
    content: str,
    size: int,
    colour: RGB = theme.TEXT,
    bold: bool = False,
    icon_rgb=None,
    icon_side: int = 0,
) -> pygame.Surface:
    """A line of text where ``{name}`` is drawn as that icon, about as tall as the line
    (``{gold} 3`` is a coin and a 3; ``{spear#d9822b}`` a spear in that colour), or
    ``icon_side`` pixels where that is larger (the line is then as tall as its icons). Cached.
    Text goes through ``theme.text`` (never below the minimum size)."""
    return _rich(content, int(size), tuple(colour), bold, icon_rgb, int(icon_side))


@functools.lru_cache(maxsize=2048)
def _rich(
    content: str, size: int, colour: RGB, bold: bool, icon_rgb, icon_side: int = 0
) -> pygame.Surface:
    parts: list[pygame.Surface] = []
    pos = 0
    height = theme.font(size, bold).get_linesize()
    side = max(round(height * 0.95), icon_side)
    words = ""
    for match in _BRACES.finditer(content):
        tint = match.group(2)
        rgb = tuple(int(tint[i : i + 2], 16) for i in (0, 2, 4)) if tint else icon_rgb
        try:
            picture = icon(match.group(1), side, rgb)
        except (KeyError, ValueError):  # not an icon (a player may call themself "{x}")
            words += content[pos : match.end()]
            pos = match.end()
            continue
        words += content[pos : match.start()]
        if words:
            parts.append(theme.text(words, size, colour, bold))
        parts.append(picture)
        words, pos = "", match.end()
    words += content[pos:]
    if words:
        parts.append(theme.text(words, size, colour, bold))
    gap = max(1, side // 8)
    width = sum(p.get_width() for p in parts) + gap * max(0, len(parts) - 1)
    # a rendered line can be a pixel taller than the font's line size: keep all of it
    height = max([height, *(p.get_height() for p in parts)])
    surface = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        surface.blit(part, (x, (height - part.get_height()) // 2))
        x += part.get_width() + gap
    return surface


text_report.forget_when_recording(_rich.cache_clear)
