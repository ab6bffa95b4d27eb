"""The bar at the foot of Warparty's purchase list that names the upgrades a page hides
(playtest 21, item 3: at 1280x720 the list showed four units and the Stables, the Royal
Keep and the workshops waited below its ▼, where a newcomer never looked). A click on it,
or Enter, turns the list to them."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from forgegames.core.i18n import listing, tr
from forgegames.ui import theme
from forgegames.ui.boards.warparty.pen import SUNKEN, Pen

BAR_LINES = 3
"""The most lines the bar's words take (further names are counted: "and 2 more")."""


def bar_words(pen: Pen, labels: Sequence[str], width: int) -> list[str]:
    """The bar's words for the hidden upgrades ``labels`` wrapped in ``width`` (the glyph
    beside them kept clear), at most ``BAR_LINES`` lines: as many names as fit, the rest
    counted."""
    size = pen.size(12)
    room = width - 2 * pen.px(8) - _glyph_width(pen)
    for shown in range(len(labels), 0, -1):
        if shown == len(labels):
            words = tr("Upgrades: {names}", names=listing(list(labels)))
        else:
            rest = len(labels) - shown
            words = tr("Upgrades: {names} and {n} more", names=", ".join(labels[:shown]), n=rest)
        lines = list(theme.wrap(words, size, room))
        if len(lines) <= BAR_LINES:
            return lines
    return list(theme.wrap(tr("Upgrades"), size, room))


def bar_height(pen: Pen, lines: Sequence[str]) -> int:
    """The bar's height for its ``lines`` of words."""
    return len(lines) * pen.line(pen.size(12)) + pen.px(8)


def draw_bar(
    pen: Pen, surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str], hovered: bool
) -> None:
    """The bar in ``rect``: its words, and a ▼ at its right end (it turns the list down)."""
    radius = pen.px(5)
    fill = theme.PANEL_LIGHT if hovered else SUNKEN
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    edge = theme.FOCUS if hovered else theme.ACCENT
    pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)
    size = pen.size(12)
    step = pen.line(size)
    y = rect.y + (rect.height - len(lines) * step) // 2
    for line in lines:
        pen.write(surface, line, (rect.x + pen.px(8), y), size, theme.ACCENT)
        y += step
    glyph = (rect.right - pen.px(8) - _glyph_width(pen) // 2, rect.centery)
    pen.write(surface, "▼", glyph, pen.size(16), theme.TEXT, anchor="center")


def _glyph_width(pen: Pen) -> int:
    return pen.width("▼", pen.size(16)) + pen.px(6)
