"""``Pen``: the scaled text and shapes both Warparty panels (economy, battle) draw with, and
their shared small helpers: chances and modifiers in words, the focus ring."""

from __future__ import annotations

from fractions import Fraction

import pygame

from forgegames.core.i18n import percent as percent_sign
from forgegames.ui import text_report, theme

RGB = tuple[int, int, int]

GOOD = (120, 210, 120)
SUNKEN = (30, 32, 39)
"""Fill of troughs: progress bars, the collection track, the turn track's future turns."""
MIN_FONT = 11
"""Smallest font size in pixels: text under this is not readable on a 1280x720 window."""
FOCUS_HALO: RGB = (16, 17, 20)
"""The dark edge round the keyboard focus ring, so it reads on any fill."""


def percent(p: float | Fraction) -> str:
    """A chance as a whole percentage ("67%", Spanish "67 %"), never 0% or 100% unless it is
    exactly that."""
    value = float(p) * 100
    shown = round(value)
    if shown == 0 and value > 0:
        return percent_sign("<1")
    if shown == 100 and value < 100:
        return percent_sign(">99")
    return percent_sign(shown)


def signed(n: int) -> str:
    """A modifier with a real minus sign: "−1", "+1", "0"."""
    return f"−{-n}" if n < 0 else f"+{n}" if n > 0 else "0"


def display_scale() -> float:
    """The layout scale of the window (1.0 when there is none yet)."""
    surface = pygame.display.get_surface()
    return theme.board_scale_for(surface.get_size()) if surface is not None else 1.0


def draw_focus_ring(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    halo: RGB = FOCUS_HALO,
    outside: bool = True,
) -> None:
    """The keyboard focus ring round ``rect``: light blue on a dark edge, a little outside it
    (unlike a selection's outline, drawn on the edge); ``outside`` False keeps it within
    ``rect`` (rows packed close, where it would cover the neighbours)."""
    width = max(2, round(3 * scale))
    radius = max(3, round(7 * scale))
    box = rect.inflate(2 * width + 2, 2 * width + 2) if outside else rect.inflate(-2, -2)
    pygame.draw.rect(surface, halo, box.inflate(4, 4), width + 4, border_radius=radius + 2)
    inner = box.inflate(-2, -2)
    theme.dashed_outline(surface, theme.FOCUS, inner, width, max(6, round(9 * scale)))


class Cut(str):
    """Words ``Pen.fit`` shortened, carrying the ``whole`` words."""

    whole: str


class Pen:
    """Scaled sizes and text for a panel. Text pictures come from ``theme.text`` (cached)."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self.grow = 1.0
        """Large print's growth of the words (not of the lengths): set by a panel that checks
        its own room (``EconomyPanel.draw_grown``); 1 leaves them at the layout's size."""
        self.cuts: list[tuple[pygame.Rect, str]] = []
        """Where ``write`` put words ``fit`` shortened, with the whole words (for a tooltip);
        the panel's owner clears it before drawing."""

    def px(self, n: float) -> int:
        """A length given at 1280x720, in pixels at this scale."""
        return max(1, round(n * self.scale))

    def size(self, n: float) -> int:
        """A font size given at 1280x720, at this scale and never below ``MIN_FONT``; then
        grown by ``grow`` (from the size the font would draw: never below the smallest text)."""
        size = max(MIN_FONT, round(n * self.scale))
        if self.grow == 1.0:
            return size
        return round(max(size, theme.min_text_size()) * self.grow)

    def line(self, size: int, bold: bool = False) -> int:
        return theme.font(size, bold).get_linesize()

    def width(self, words: str, size: int, bold: bool = False) -> int:
        return theme.font(size, bold).size(words)[0]

    def fit(self, words: str, size: int, width: int, bold: bool = False) -> str:
        """``words`` cut with an ellipsis so that they fit ``width`` pixels."""
        if self.width(words, size, bold) <= width:
            return words
        whole = words
        while words and self.width(words + "…", size, bold) > width:
            words = words[:-1]
        cut = Cut(text_report.shortened(words.rstrip() + "…"))
        cut.whole = whole
        return cut

    def write(
        self,
        surface: pygame.Surface,
        words: str,
        pos: tuple[int, int],
        size: int,
        colour: RGB = theme.TEXT,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """Blit ``words`` with its ``anchor`` (a pygame.Rect corner name) at ``pos``."""
        picture = theme.text(words, size, colour, bold)
        box = picture.get_rect(**{anchor: pos})
        surface.blit(picture, box)
        if isinstance(words, Cut):
            self.cuts.append((box, words.whole))
        return box

    def bar(self, surface: pygame.Surface, rect: pygame.Rect, done: float, colour: RGB) -> None:
        """A progress bar ``done`` (0..1) full."""
        radius = max(2, rect.height // 2)
        pygame.draw.rect(surface, SUNKEN, rect, border_radius=radius)
        filled = rect.copy()
        filled.width = round(rect.width * min(1.0, max(0.0, done)))
        if filled.width:
            pygame.draw.rect(surface, colour, filled, border_radius=radius)
        pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=radius)
