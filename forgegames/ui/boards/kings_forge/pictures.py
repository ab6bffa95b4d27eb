"""King's Forge's own pictures in the product's icon set: the dice (``die:<colour>[:<value>]``)
and the gather spaces (``space:<code>``), added to the set when this package is imported, and
the card frames (gather and craft)."""

from __future__ import annotations

import functools

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.icons import (
    GOLD,
    INK,
    RGB,
    Pen,
    Point,
    darker,
    lighter,
    scaled,
    sparkle,
    star_points,
)

DIE_RGB: dict[str, RGB] = {
    "M": (150, 154, 164),
    "W": (40, 122, 50),
    "G": (200, 50, 60),
    "X": (50, 98, 214),
    "L": (235, 235, 235),
    "C": (150, 70, 170),
}
"""King's Forge dice: metal, wood, gem, magic, Library and Cemetery; each face and its pips
differ by 4.5:1 or more (playtest 15: dark grey pips on a mid grey metal die, 4.2:1; white on
the wood's green, 3.7:1)."""
DIE_MARK = {"M": "ingot", "W": "log", "G": "gem", "X": "spark", "L": "book", "C": "grave"}
"""The picture on an unrolled die of each colour (so colours never need telling apart)."""
PIP_SHAPE = {"M": "round", "W": "square", "G": "diamond", "X": "spark", "L": "round", "C": "round"}
"""Each die colour's pips have their own shape, for the same reason."""


# --- dice ------------------------------------------------------------------------------------
PIP_SPOTS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
    6: [(0.28, 0.21), (0.72, 0.21), (0.28, 0.5), (0.72, 0.5), (0.28, 0.79), (0.72, 0.79)],
}
"""Where the pips of each face sit (unit coordinates of the die's face)."""


def pip_ink(colour: str) -> RGB:
    """The colour of a die's pips and picture: dark on the light dice, white on the others."""
    return (24, 24, 30) if colour in ("L", "M") else (250, 250, 250)


PIP_R = 0.105
"""A pip's radius on a die's face (unit coordinates; 0.1 until playtest 15 found them small)."""


def _pip(pen: Pen, shape: str, centre: Point, r: float, ink: RGB) -> None:
    """A pip, centred on a pixel of the die as shown, its shape in whole pixels of the
    drawing, so that every pip of a face comes out alike once smoothed down (playtest 15:
    the 5's centre pip, between pixels, was drawn smaller and fainter than its corners)."""
    fine = icons.SUPERSAMPLE
    shown = pen.side // fine
    # whole pixels out from the middle: the same steps each way (a 6's rows evenly apart)
    x, y = ((shown // 2 + round((c - 0.5) * shown)) * fine + fine // 2 for c in centre)
    k = r * pen.side
    if shape == "square":
        half = round(k * 0.85)
        pygame.draw.rect(pen.surface, ink, pygame.Rect(x - half, y - half, 2 * half, 2 * half))
        return
    if shape == "diamond":
        d = round(k * 0.97)  # (a 6's pips stay apart)
        points = [(0, -d), (d, 0), (0, d), (-d, 0)]
    elif shape == "spark":
        points = [(round(px), round(py)) for px, py in star_points(0, 0, k * 1.16, 0.5, 4)]
    else:
        pygame.draw.circle(pen.surface, ink, (x, y), round(k))
        return
    pygame.draw.polygon(pen.surface, ink, [(x + px, y + py) for px, py in points])


SMALL_DIE = 22
"""Below this side (pixels) a die showing a value that is read at a glance (the waiting line's)
shows it as a figure: its pips would be under 2 px (playtest 5: 8 px pips at 1024x640)."""


def _die(pen: Pen, rgb: RGB | None, arg: str) -> None:
    """``die:<colour>[:<value>[:figure]]``: a King's Forge die; its material's picture when not
    rolled, its pips when rolled (its value as a figure with ``figure``); above 6, the value in
    a gold ring."""
    colour, _, value_text = arg.partition(":")
    value_text, _, style = value_text.partition(":")
    if colour not in DIE_RGB:
        raise KeyError(f"no die colour {colour!r} (one of {', '.join(DIE_RGB)})")
    fill = rgb or DIE_RGB[colour]
    side = pen.side
    rect = pygame.Rect(0, 0, side, side).inflate(-pen.w(0.04), -pen.w(0.04))
    pygame.draw.rect(pen.surface, fill, rect, border_radius=round(side * 0.18))
    top = rect.copy()
    top.height = round(side * 0.2)
    pygame.draw.rect(pen.surface, lighter(fill, 0.18), top, border_radius=round(side * 0.18))
    pygame.draw.rect(pen.surface, fill, top.move(0, top.height // 2).clip(rect))
    foot = rect.copy()  # the bevel's shaded lower edge, below the lowest pips
    foot.height = max(1, round(side * 0.12))
    foot.bottom = rect.bottom
    pygame.draw.rect(pen.surface, darker(fill, 0.22), foot, border_radius=round(side * 0.18))
    pygame.draw.rect(pen.surface, fill, foot.move(0, -(foot.height // 2)).clip(rect))
    pygame.draw.rect(pen.surface, INK, rect, pen.w(0.06), border_radius=round(side * 0.18))
    ink = pip_ink(colour)
    if not value_text:
        _die_mark(pen, colour, ink, fill)
        return
    value = int(value_text)
    if value > 6:  # past a die's faces (a bonus pushed it): the number in a gold ring
        pen.circle((0.5, 0.5), 0.34, GOLD, INK)
        label = theme.glyph(str(value), round(side * 0.46), INK, True)
        pen.surface.blit(label, label.get_rect(center=pen.at(0.5, 0.53)))
        return
    if style == "figure":
        label = theme.glyph(str(value), round(side * 0.8), ink, True)
        pen.surface.blit(label, label.get_rect(center=pen.at(0.5, 0.54)))
        return
    for spot in PIP_SPOTS[max(1, value)]:
        _pip(pen, PIP_SHAPE[colour], spot, PIP_R, ink)


def _die_mark(pen: Pen, colour: str, ink: RGB, fill: RGB) -> None:
    """The picture on an unrolled die: its material."""
    mark = DIE_MARK[colour]
    if mark == "ingot":
        pen.poly([(0.2, 0.68), (0.8, 0.68), (0.68, 0.34), (0.32, 0.34)], ink, None)
    elif mark == "log":
        pen.box(0.18, 0.36, 0.64, 0.3, ink, None)
        pen.circle((0.74, 0.51), 0.13, fill, None)
        pen.circle((0.74, 0.51), 0.05, ink, None)
    elif mark == "gem":
        pen.poly([(0.36, 0.26), (0.64, 0.26), (0.8, 0.42), (0.5, 0.78), (0.2, 0.42)], ink, None)
    elif mark == "spark":
        sparkle(pen, (0.5, 0.5), 0.32, ink)
    elif mark == "book":
        pen.poly([(0.18, 0.3), (0.5, 0.38), (0.5, 0.74), (0.18, 0.66)], ink, None)
        pen.poly([(0.82, 0.3), (0.5, 0.38), (0.5, 0.74), (0.82, 0.66)], ink, None)
    else:  # a gravestone
        rect = pygame.Rect(0, 0, round(pen.side * 0.4), round(pen.side * 0.5))
        rect.center = (round(pen.side * 0.5), round(pen.side * 0.52))
        pygame.draw.rect(pen.surface, ink, rect, border_top_left_radius=rect.w // 2,
                         border_top_right_radius=rect.w // 2)  # fmt: skip
        pen.line((0.5, 0.4), (0.5, 0.62), fill, 0.05)
        pen.line((0.42, 0.48), (0.58, 0.48), fill, 0.05)


SPACE_RGB: dict[str, RGB] = {
    "A": (235, 235, 235),
    "W": DIE_RGB["W"],
    "G": DIE_RGB["G"],
    "GX": (130, 80, 140),
}
"""King's Forge gather spaces: any die, wood, gem, gem or magic."""


def _space(pen: Pen, rgb: RGB | None, code: str) -> None:
    """``space:<code>``: a gather space, in its colour, with the picture of the dice it takes
    (a log for wood, a gem, a gem and a spark for gem or magic; none for any die)."""
    if code not in SPACE_RGB:
        raise KeyError(f"no gather space {code!r} (one of {', '.join(SPACE_RGB)})")
    fill = rgb or SPACE_RGB[code]
    rect = pygame.Rect(0, 0, pen.side, pen.side).inflate(-pen.w(0.06), -pen.w(0.06))
    pygame.draw.rect(pen.surface, fill, rect, border_radius=round(pen.side * 0.16))
    pygame.draw.rect(pen.surface, INK, rect, pen.w(0.07), border_radius=round(pen.side * 0.16))
    ink = (250, 250, 250)
    if code == "W":
        _die_mark(pen, "W", ink, fill)
    elif code == "G":
        _die_mark(pen, "G", ink, fill)
    elif code == "GX":
        _die_mark(scaled(pen, 0.62, (0.0, 0.02)), "G", ink, fill)
        sparkle(pen, (0.68, 0.66), 0.22, ink)


# --- frames ----------------------------------------------------------------------------------
FRAMES = {
    "gather": ((58, 52, 44), (120, 92, 58), (84, 76, 64)),
    "craft": ((58, 52, 44), (150, 156, 170), (84, 76, 64)),
}
"""Card frames: (face, border, inner line). A gather card has a timber border; a craft card a
steel one with riveted corners."""
FACE_LIFT = 0.02
FACE_FOOT = 0.22
"""How much lighter a card's face is at its top, and darker at its foot, than its colour."""


def face_paint(face: RGB, size: tuple[int, int]) -> pygame.Surface:
    """A card's face, rounded: lit from the top (a shade lighter there, ``FACE_LIFT``) and
    darker to its foot (``FACE_FOOT``), never so light that its dim words lose their 4.5:1."""
    ends = pygame.Surface((1, 2))
    ends.set_at((0, 0), lighter(face, FACE_LIFT))
    ends.set_at((0, 1), darker(face, FACE_FOOT))
    paint = pygame.Surface(size, pygame.SRCALPHA)
    paint.blit(pygame.transform.smoothscale(ends, size), (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return paint


def frame(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """A card's frame (``gather`` or ``craft``) of ``size`` pixels, cached."""
    return _frame(kind, (max(8, int(size[0])), max(8, int(size[1]))))


@functools.lru_cache(maxsize=256)
def _frame(kind: str, size: tuple[int, int]) -> pygame.Surface:
    face, border, line = FRAMES[kind]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    width = max(2, min(size) // 40)
    surface.blit(face_paint(face, size), (0, 0))
    pygame.draw.rect(surface, border, rect, width, border_radius=8)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=8)
    inner = rect.inflate(-2 * width - 4, -2 * width - 4)
    pygame.draw.rect(surface, line, inner, 1, border_radius=5)
    r = max(2, width - 1)
    for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        x = corner[0] + (-1 if corner[0] == inner.left else 0)
        y = corner[1] + (-1 if corner[1] == inner.top else 0)
        if kind == "craft":
            pygame.draw.circle(surface, lighter(border, 0.4), (x, y), r)
            pygame.draw.circle(surface, INK, (x, y), r, 1)
        else:
            pygame.draw.line(surface, darker(border, 0.3), (x - r, y - r), (x + r, y + r), 2)
    return surface


icons.add_kind(
    "die",
    _die,
    [f"die:{c}" for c in DIE_RGB] + [f"die:{c}:{v}" for c in DIE_RGB for v in range(1, 9)],
)
icons.add_kind("space", _space, [f"space:{code}" for code in SPACE_RGB])


def paid_mark(surface: pygame.Surface, space: pygame.Rect) -> None:
    """The mark of a gather space whose die is paid: a gold coin on the space's lower right
    corner (the die goes to the stock; the other spaces' dice come back to their owner's
    smithy). Playtest 34: an X drawn across the space read as "not allowed"."""
    r = max(3, space.width * 3 // 10)
    centre = (space.right - r // 2, space.bottom - r // 2)
    pygame.draw.circle(surface, INK, centre, r + 1)
    pygame.draw.circle(surface, GOLD, centre, r)
    pygame.draw.circle(surface, darker(GOLD, 0.35), centre, max(2, r * 3 // 5), 1)
