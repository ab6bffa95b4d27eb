"""Colours, the seat palette, fonts and text rendering (cached), and layout scaling."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from forgegames.core.paths import ROOT
from forgegames.ui import text_report

BASE_SIZE = (1280, 720)
FONT_DIR = ROOT / "assets" / "fonts"

BG = (28, 30, 36)
PANEL = (40, 43, 52)
PANEL_LIGHT = (56, 60, 72)
BORDER = (90, 96, 112)
TEXT = (236, 236, 240)
TEXT_DIM = (160, 164, 176)
TEXT_SOFT = (196, 200, 210)
"""A list's descriptions under bold names (rulebook examples, games in progress, a title's
blurb): quieter than ``TEXT`` but at least 4.5:1 on ``PANEL_LIGHT`` (6.6), where ``TEXT_DIM``
falls to 4.4 (playtest 19 item 9a: grey descriptions too small and faint)."""
ACCENT = (240, 190, 80)
FOCUS = (120, 200, 255)
SELECTION = (46, 92, 150)
"""Behind selected words in a text field (light text stays readable on it)."""
DANGER = (230, 110, 90)
DISABLED = (100, 104, 114)
COLOUR_KEY = (255, 0, 255)
HINT = (250, 70, 250)
"""The mark of the move a hint or the lesson shows: a magenta far from every seat colour
(CIE76 distance at least 60 from each, ``tests/ui/test_legend.py``), drawn as a double
outline all round, where a move's marks are corner brackets."""
"""The see-through colour of an opaque cached picture with rounded corners (a tooltip): an
opaque picture with a colour key draws faster than one with per-pixel alpha."""


LEGAL = (130, 220, 170)
"""A place a legal move can go (soft mint, apart from FOCUS blue and ACCENT amber)."""
HOVER = (250, 250, 252)
"""The outline under the mouse."""
HALO = (14, 15, 18)
"""The dark edge under a focus ring, so it reads on light and dark boards alike."""


class Look(NamedTuple):
    """How one interaction state is drawn round a rectangle or a polygon."""

    colour: tuple[int, int, int]
    width: int
    """Line width at scale 1."""
    dashed: bool
    halo: bool
    """A dark edge drawn under the line."""
    offset: int
    """How far outside the shape's edge the line sits, at scale 1."""


STATES: dict[str, Look] = {
    "selected": Look(ACCENT, 3, False, False, 0),
    "focus": Look(FOCUS, 3, True, True, 5),
    "legal": Look(LEGAL, 2, False, False, 0),
    "hover": Look(HOVER, 1, False, False, 2),
}
"""The four states a thing on a board can be in, each drawn its own way so they never pass
for each other: a selection is a solid amber outline on the edge; the keyboard focus a dashed
blue ring on a dark halo just outside it; a legal target a thin mint outline; the mouse a
thin white line. Boards and widgets draw them with ``draw_state``."""


class SeatColour(NamedTuple):
    id: str
    name: str
    rgb: tuple[int, int, int]
    symbol: str
    """A shape drawn beside the colour so no one has to tell colours apart."""


PALETTE: tuple[SeatColour, ...] = (
    SeatColour("blue", "Blue", (72, 152, 232), "circle"),
    SeatColour("orange", "Orange", (230, 159, 0), "square"),
    SeatColour("green", "Green", (0, 166, 120), "triangle"),
    SeatColour("purple", "Purple", (214, 130, 178), "diamond"),
    SeatColour("sky", "Sky", (150, 212, 245), "star"),
    SeatColour("vermilion", "Vermilion", (236, 112, 40), "cross"),
)
"""Okabe-Ito colour-blind-safe hues, lightened where needed so each reads on the dark panels,
each paired with a symbol.

Contrast (WCAG 2 ratio) against the backgrounds seat colours are drawn on, BG / PANEL /
PANEL_LIGHT: blue 5.5 / 4.7 / 3.6, orange 7.4 / 6.3 / 4.9, green 5.3 / 4.5 / 3.5, purple
6.1 / 5.2 / 4.0, sky 10.3 / 8.8 / 6.8, vermilion 5.5 / 4.7 / 3.6 (all at least 3:1).

Between two seat colours 3:1 cannot be had on a dark table: a colour with 3:1 against the
panels has a luminance of at least 0.23, and only one colour can then sit 3:1 above it (the
next needs 0.79; a third would need more than white). So the palette keeps Okabe-Ito's
hues, which colour-blind people tell apart, and every seat colour is drawn with its symbol
(circle, square, triangle, diamond, star, cross) wherever it names a seat. The pairwise
ratios run from 1.0 (blue, green and vermilion share a lightness and differ in hue) to 1.9
(sky against blue, green or vermilion); ``tests/ui/test_theme_contrast.py`` pins them."""

SEAT_BACKGROUNDS: tuple[tuple[int, int, int], ...] = (BG, PANEL, PANEL_LIGHT)
"""The backgrounds seat colours (names, symbols, log lines) are drawn on."""


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 for black, 1 for white)."""

    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG 2 contrast ratio between two colours, from 1 (same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def seat_colour(colour_id: str, seat: int = 0) -> SeatColour:
    for colour in PALETTE:
        if colour.id == colour_id:
            return colour
    return PALETTE[seat % len(PALETTE)]


MIN_WINDOW = (960, 600)
"""The smallest window the program allows."""
LARGE_PRINT: dict[str, float] = {"off": 1.0, "large": 1.25, "larger": 1.5}
"""Large print (for a projector or a table read from afar), by setting name: the screens of
words are laid out this much larger than the window alone would make them, and the boards'
small pieces drawn this much larger (see ``board_scale_for``)."""
LARGE_PRINT_KEY = "large_print"
"""The preference that remembers the large-print setting (a name in ``LARGE_PRINT``)."""
_large_print = "off"


def set_large_print(name: str) -> None:
    """Use the large-print setting ``name`` (an unknown one is "off") from the next layout."""
    global _large_print
    _large_print = name if name in LARGE_PRINT else "off"


def large_print() -> str:
    """The large-print setting in use."""
    return _large_print


def print_factor(size: tuple[int, int]) -> float:
    """How much larger than usual the interface is drawn in a window of ``size``: the
    large-print factor, capped so the window divided by it is never smaller than the
    smallest window (at most 1.2 at 1280x720, none at 960x600)."""
    room = min(size[0] / MIN_WINDOW[0], size[1] / MIN_WINDOW[1])
    return max(1.0, min(LARGE_PRINT[_large_print], room))


def board_scale_for(size: tuple[int, int]) -> float:
    """The game screen's scale relative to 1280x720 (never below 0.6 so text stays
    readable). Its boards are packed for a 1280x720 window scaled up or down: large print
    does not scale them whole (they have no room to grow), it draws their small pieces
    larger (``piece_factor``)."""
    return _board_scale(size[0], size[1])


@functools.lru_cache(maxsize=8)
def _board_scale(width: int, height: int) -> float:
    """``board_scale_for`` worked out once a window size: a board's layout asks for it about
    a million times in a whole game (every ``px`` of every part), a tenth of its time."""
    return max(0.6, min(width / BASE_SIZE[0], height / BASE_SIZE[1]))


def scale_for(size: tuple[int, int]) -> float:
    """The scale of the screens of words (launcher, rules, results, menus and dialogs):
    the game screen's, times the large-print factor."""
    return board_scale_for(size) * print_factor(size)


def chosen_print() -> float:
    """The large-print factor chosen, not held back by the window (``print_factor`` is): for
    a board's part that checks its own room before it grows (Forge War's prompt at 1024x640,
    playtest fw26: large print changed little there)."""
    return LARGE_PRINT[_large_print]


def piece_factor() -> float:
    """How much larger than usual a board draws its small pieces (the waiting line's dice,
    resource icons, the mine's cubes, quest rows): the large-print factor for the window."""
    screen = pygame.display.get_surface()
    return print_factor(screen.get_size() if screen is not None else BASE_SIZE)


def fitted_piece_factor() -> float:
    """Large print's whole factor, not capped by the window (``print_factor`` is): for a
    board's pieces that are laid out as large as their room holds, up to this, and shrink
    back to their usual size where there is no room (King's Forge's waiting-line dice and
    tray dice). At 1024x640 the capped factor is 1.07, which changed little (playtest 26)."""
    return LARGE_PRINT[_large_print]


BODY_PX = 17
"""Body text's size at 1280x720 (the rules' paragraphs, a list's descriptions); it scales
like the layout (``scale_for``)."""
MIN_TEXT = 14
"""The smallest text, in pixels at 1280x720; it scales with the window like the layout."""
MIN_TEXT_FLOOR = 12
"""...and never goes below this, however small the window."""


def min_text_size() -> int:
    """The smallest text size for the current window: 14 px at 1280x720, 21 at 1920x1080,
    12 at the smallest window (960x600)."""
    screen = pygame.display.get_surface()
    return _min_text_for(screen.get_size() if screen is not None else BASE_SIZE)


@functools.lru_cache(maxsize=8)
def _min_text_for(size: tuple[int, int]) -> int:
    return max(MIN_TEXT_FLOOR, round(MIN_TEXT * board_scale_for(size)))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels, never below ``min_text_size``."""
    return _font(max(size, min_text_size()), bold)


@functools.cache
def _font(size: int, bold: bool) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(FONT_DIR / name), max(8, size))


@functools.lru_cache(maxsize=1024)
def glyph(content: str, size: int, colour: tuple[int, int, int] = TEXT, bold: bool = False):
    """A label that is part of a piece's picture (a die's letter and value, a resource's code
    on its chip): it scales with its piece rather than keeping to ``min_text_size``, and the
    board's legend says what it means. Cached like ``text``."""
    return _font(max(8, size), bold).render(content, True, colour)


def text(content: str, size: int, colour: tuple[int, int, int] = TEXT, bold: bool = False):
    """A rendered text surface, never smaller than ``min_text_size`` (cached: text is drawn
    every frame)."""
    return text_report.note(_text(content, max(size, min_text_size()), colour, bold), content)


@functools.lru_cache(maxsize=2048)
def _text(content: str, size: int, colour: tuple[int, int, int], bold: bool):
    if "\x00" in content:  # SDL_ttf refuses a NUL (a data file may write one: "\0")
        content = content.replace("\x00", "")
    return _font(size, bold).render(content, True, colour)


@functools.cache
def _glyph_face(bold: bool):
    import pygame.freetype

    pygame.freetype.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.freetype.Font(str(FONT_DIR / name), 16)


def missing_glyphs(content: str, bold: bool = False) -> str:
    """The characters of ``content`` the bundled font has no glyph for (they would show as
    boxes). ``pygame.font`` draws a box and reports its size; ``pygame.freetype`` says None."""
    face = _glyph_face(bold)
    chars = sorted({ch for ch in content if ch not in "\n\t"})
    return "".join(
        ch for ch, m in zip(chars, face.get_metrics("".join(chars)), strict=True) if m is None
    )


def draw_clock(surface: pygame.Surface, centre, radius: int, rgb) -> None:
    """A small clock face (King's Forge's Garden power): drawn, as the fonts have no clock."""
    x, y = centre
    pygame.draw.circle(surface, rgb, centre, radius, max(1, radius // 4))
    hand = max(1, radius // 5)
    pygame.draw.line(surface, rgb, centre, (x, y - radius * 0.6), hand)
    pygame.draw.line(surface, rgb, centre, (x + radius * 0.5, y), hand)


def shorten(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` shortened with an ellipsis to fit ``width`` pixels (cached)."""
    short = _shorten(content, max(size, min_text_size()), width, bold)
    return text_report.shortened(short) if short != content else short


@functools.lru_cache(maxsize=2048)
def _shorten(content: str, size: int, width: int, bold: bool) -> str:
    face = _font(size, bold)
    if face.size(content)[0] <= width:
        return content
    while content and face.size(content + "…")[0] > width:
        content = content[:-1]
    return content.rstrip() + "…"


def wrap(content: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Split ``content`` into lines that fit ``width`` pixels (cached). A word wider than
    ``width`` stays whole on a line of its own: the text report marks that line cut (it is
    drawn past its box)."""
    return mark_wide(_wrap(content, max(size, min_text_size()), width, bold), size, width, bold)


def mark_wide(lines: tuple[str, ...], size: int, width: int, bold: bool = False):
    """``lines`` as given; those wider than ``width`` are drawn past their box, and the text
    report marks them cut (for lines laid out with ``try_wrap`` and then drawn)."""
    if text_report.recording():
        face = font(size, bold)
        for line in lines:
            if face.size(line)[0] > width:
                text_report.shortened(line)
    return lines


def try_wrap(content: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``wrap`` for trying a layout out: lines wider than ``width`` are not reported cut
    (the layout that is drawn wraps with ``wrap``)."""
    return _wrap(content, max(size, min_text_size()), width, bold)


def wrap_within(
    content: str, size: int, width: int, most: int, bold: bool = False, steps: int = 3
) -> tuple[tuple[str, ...], int]:
    """``content`` wrapped to at most ``most`` lines of ``width`` pixels, each whole: at
    ``size``, else up to ``steps`` sizes smaller (a long word in a narrow box). The lines and
    the size they fit at; when none does, the smallest size's lines, reported as ``wrap``
    and ``fit_lines`` report them."""
    for step in range(steps + 1):
        lines = try_wrap(content, size - step, width, bold)
        face = font(size - step, bold)
        if len(lines) <= most and all(face.size(line)[0] <= width for line in lines):
            return lines, size - step
    return fit_lines(wrap(content, size - steps, width, bold), most), size - steps


def fit_lines(lines: tuple[str, ...], most: int) -> tuple[str, ...]:
    """The first ``most`` of ``lines``: all a box holds. When some are left out the text is
    cut, and the text report marks the last line kept (a layout should give way first)."""
    if len(lines) > most:
        text_report.shortened(lines[max(0, most - 1)])
    return lines[: max(0, most)]


def narrowest_two_lines(content: str, size: int, bold: bool = False) -> tuple[str, ...]:
    """``content`` in one or two lines, split where the wider line is narrowest."""
    words = content.split()
    face = font(size, bold)
    best = (face.size(content)[0], (content,))
    for cut_at in range(1, len(words)):
        lines = (" ".join(words[:cut_at]), " ".join(words[cut_at:]))
        widest = max(face.size(line)[0] for line in lines)
        if widest < best[0]:
            best = (widest, lines)
    return best[1]


@functools.lru_cache(maxsize=4096)
def _wrap(content: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    face = _font(size, bold)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = [word for word in paragraph.split(" ") if word]
        whole = " ".join(words)
        if face.size(whole)[0] <= width:  # most paragraphs fit: one measure
            lines.append(whole)
        else:
            lines.extend(_break(face, words, width))
    return tuple(lines)


def _break(face: pygame.font.Font, words: list[str], width: int) -> list[str]:
    """Greedy lines of ``words``, as if each line were measured word by word, but with fewer
    measures: a line's width is first estimated as its words' widths and spaces added up
    (which is never less than the line measured whole), and measured whole only when that
    estimate overflows."""
    space = face.size(" ")[0]
    lines: list[str] = []
    line: list[str] = []
    used = 0
    for word in words:
        wide = face.size(word)[0]
        if line and used + space + wide > width:
            joined = " ".join([*line, word])
            exact = face.size(joined)[0]
            if exact > width:
                lines.append(" ".join(line))
                line, used = [word], wide
                continue
            line.append(word)
            used = exact
            continue
        used += (space if line else 0) + wide
        line.append(word)
    lines.append(" ".join(line))
    return lines


def draw_symbol(surface: pygame.Surface, symbol: str, centre, radius: int, rgb) -> None:
    """Draw a seat's symbol (filled shape with a light outline)."""
    x, y = centre
    r = radius
    if symbol == "circle":
        pygame.draw.circle(surface, rgb, centre, r)
        pygame.draw.circle(surface, TEXT, centre, r, 2)
        return
    if symbol == "square":
        rect = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.7))
        rect.center = centre
        pygame.draw.rect(surface, rgb, rect)
        pygame.draw.rect(surface, TEXT, rect, 2)
        return
    points = {
        "triangle": [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)],
        "diamond": [(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
        "star": _star(x, y, r),
        "cross": _cross(x, y, r),
    }[symbol]
    pygame.draw.polygon(surface, rgb, points)
    pygame.draw.polygon(surface, TEXT, points, 2)


def _star(x: float, y: float, r: float) -> list[tuple[float, float]]:
    import math

    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = math.radians(-90 + 36 * i)
        pts.append((x + rad * math.cos(ang), y + rad * math.sin(ang)))
    return pts


def _cross(x: float, y: float, r: float) -> list[tuple[float, float]]:
    t = r * 0.35
    return [
        (x - t, y - r),
        (x + t, y - r),
        (x + t, y - t),
        (x + r, y - t),
        (x + r, y + t),
        (x + t, y + t),
        (x + t, y + r),
        (x - t, y + r),
        (x - t, y + t),
        (x - r, y + t),
        (x - r, y - t),
        (x - t, y - t),
    ]


def draw_state(
    surface: pygame.Surface,
    shape: pygame.Rect | Sequence[tuple[float, float]],
    state: str,
    scale: float = 1.0,
    radius: int = 6,
) -> None:
    """Draw interaction ``state`` (a key of ``STATES``) round a rectangle or a polygon."""
    look = STATES[state]
    width = max(1, round(look.width * scale)) if look.width > 1 else 1
    offset = round(look.offset * scale)
    if isinstance(shape, pygame.Rect):
        box = shape.inflate(2 * offset, 2 * offset)
        if look.halo:
            pygame.draw.rect(surface, HALO, box, width + 4, border_radius=radius + 2)
        if look.dashed:
            inner = box.inflate(-4, -4)
            points = [inner.topleft, inner.topright, inner.bottomright, inner.bottomleft]
            _dashed(surface, look.colour, points, width, max(6, round(9 * scale)))
        else:
            pygame.draw.rect(surface, look.colour, box, width, border_radius=radius)
        return
    points = _grow(list(shape), offset)
    if look.halo:
        pygame.draw.lines(surface, HALO, True, points, width + 4)
    if look.dashed:
        _dashed(surface, look.colour, points, width, max(6, round(9 * scale)))
    else:
        pygame.draw.polygon(surface, look.colour, points, width)


def _grow(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """A polygon pushed ``by`` pixels out from its centre (roughly: enough for rings)."""
    if not by:
        return points
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    grown = []
    for x, y in points:
        d = math.hypot(x - cx, y - cy) or 1.0
        grown.append((x + (x - cx) * by / d, y + (y - cy) * by / d))
    return grown


def dashed_outline(surface, colour, shape, width: int, dash: int) -> None:
    """A closed dashed line round a rectangle or through a polygon's ``points`` (dashes and
    gaps of ``dash`` pixels): the keyboard focus's mark."""
    if isinstance(shape, pygame.Rect):
        shape = [shape.topleft, shape.topright, shape.bottomright, shape.bottomleft]
    _dashed(surface, colour, list(shape), width, dash)


def _dashed(surface, colour, points, width: int, dash: int) -> None:
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        length = math.hypot(x1 - x0, y1 - y0)
        if not length:
            continue
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        t = 0.0
        while t < length:
            end = min(length, t + dash)
            a = (x0 + ux * t, y0 + uy * t)
            b = (x0 + ux * end, y0 + uy * end)
            pygame.draw.line(surface, colour, a, b, width)
            t += 2 * dash


def draw_scrollbar(surface: pygame.Surface, body: pygame.Rect, page_h: int, scroll_y: int) -> None:
    """Where a scrolled page is (``scroll_y`` of ``page_h`` pixels shown in ``body``), at
    ``body``'s right edge; nothing when the page fits."""
    if page_h <= body.height:
        return
    bar_h = max(24, body.height * body.height // page_h)
    y = body.y + (body.height - bar_h) * scroll_y // (page_h - body.height)
    pygame.draw.rect(surface, BORDER, (body.right - 6, y, 5, bar_h), border_radius=2)
