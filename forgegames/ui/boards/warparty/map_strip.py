"""Where Warparty's map goes in its area: the scale it fits at, and the strip its two tabs
(fold the side panel, show the names) take beside it so that no territory or counter lies
under them."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.ui import theme
from forgegames.ui.widgets import Button

AUTO_FOLD = 0.85
"""Until the players choose, the side panel folds by itself (but while buying) where showing
it would draw the map at less than this share of the size it has without it: at 1024x640 the
map beside the panel was 81 % of its folded size, and showed 1 of the first battle's 19 stacks
as a whole counter (8 folded); at 1280x720 it is 91 %."""


def map_fit(tmx: Any, width: int, height: int) -> float:
    """The scale the whole map (``tmx``, its size in pixels) would be drawn at in a
    ``width`` x ``height`` area."""
    return min(width / tmx.width, height / tmx.height)


def place_tabs(
    area: pygame.Rect, fold: Button, names: Button, margin: int, tmx: Any, line: int = 0
) -> pygame.Rect:
    """Place ``fold`` at the top right of ``area`` and ``names`` beside or under it, and
    return their strip: a row along the area's top, or a column at its right where the map
    is left more room that way (it is height-bound in a wide area). A column leaves ``line``
    pixels free under it and the map, across the area, for the teams' income line (issue
    39: in the column's width it wrapped to four lines)."""
    row = pygame.Rect(area.x, area.y, area.width, fold.rect.height + 2 * margin)
    column_w = max(fold.rect.width, names.rect.width) + 2 * margin
    column = pygame.Rect(area.right - column_w, area.y, column_w, area.height - line)
    row_fit = map_fit(tmx, area.width, area.height - row.height)
    if map_fit(tmx, area.width - column.width, area.height - line) > row_fit:
        names.rect.topright = (fold.rect.right, fold.rect.bottom + margin)
        return column
    return row


def canvas_area(area: pygame.Rect, strip: pygame.Rect) -> pygame.Rect:
    """The part of ``area`` the map is drawn in: all of it but the tabs' ``strip``."""
    if strip.width == area.width:  # a row along the top
        return pygame.Rect(area.x, strip.bottom, area.width, area.bottom - strip.bottom)
    return pygame.Rect(area.x, area.y, strip.x - area.x, strip.height)


def income_row(area: pygame.Rect, strip: pygame.Rect) -> pygame.Rect | None:
    """The line across the bottom of ``area`` that a column ``strip`` leaves free for the
    teams' incomes (None with a row strip: the incomes stand in the row, left of the
    tabs)."""
    if strip.width == area.width or strip.bottom >= area.bottom:
        return None
    return pygame.Rect(area.x, strip.bottom, area.width, area.bottom - strip.bottom)


def small_map(tmx: Any, width: int, height: int, panel_w: float) -> bool:
    """Whether a side panel ``panel_w`` wide would draw the map in ``width`` x ``height`` at
    less than ``AUTO_FOLD`` of the size it has without the panel."""
    shown = map_fit(tmx, width - int(panel_w), height)
    return shown < AUTO_FOLD * map_fit(tmx, width, height)


NARROW_PANEL = 0.93
"""The side panel's share of its width where the whole of it would squeeze the map
(``small_map``: a 1024x640 window, where it shows while buying): the buy list wraps its rows
on two lines and the map gets the width (playtest 30: the map was 490 px there)."""


PANEL_GROWS = 0.8
"""How much of large print's factor the side panel's width takes (``widened``)."""

PANEL_GROWS_UP_TO = theme.LARGE_PRINT["large"]
"""The largest print factor the side panel grows with: "larger" widens it no more than
"large" does, so its map's counters are never drawn smaller than "large"'s (playtest 5:
"larger" had stepped counters down a size; the map is the game)."""


def widened(panel_w: int) -> int:
    """The side panel's width ``panel_w``, wider with the large print chosen: its words grow,
    so the map yields it room (playtest 34: with large print the panel stayed as narrow and
    its text was cramped)."""
    grown = min(theme.chosen_print(), PANEL_GROWS_UP_TO) - 1.0
    return round(panel_w * (1.0 + PANEL_GROWS * max(0.0, grown)))


def panel_width(tmx: Any, width: int, height: int, panel_w: float) -> int:
    """The side panel's width in a board ``width`` x ``height`` whose panel is ``panel_w``
    wide at most: narrower (``NARROW_PANEL``) where it would squeeze the map, shown or folded
    (the bar's buttons under it keep their places)."""
    small = small_map(tmx, width, height, panel_w)
    return int(panel_w * NARROW_PANEL) if small else int(panel_w)
