"""Warparty's income line beside the map's tabs: both teams' incomes and the lead that wins,
from turn 1 on (playtest 9: an economic defeat came as a surprise)."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.games.warparty import board_info
from forgegames.games.warparty.board_info import WPState
from forgegames.ui import theme
from forgegames.ui.boards.warparty import map_palette, map_strip, print_size
from forgegames.ui.boards.warparty.words import DANGER_LEAD


def standing_size(scale: float) -> int:
    """The income line's type size (the map's strip keeps a line of it under a column)."""
    return max(theme.min_text_size(), int(13 * scale))


def standing_rect(board: Any) -> pygame.Rect:
    """Where the teams' incomes stand: left of the tabs in a row along the map's top, or
    in the line across the map's foot that a column of tabs beside the map leaves free (in
    the column's own width the sentence wrapped to four lines at 1024x640)."""
    strip, margin = board.tab_strip, int(6 * board.s)
    tabs = [b.rect for b in board.fold_tab.buttons]
    if not tabs or not strip.width:
        return pygame.Rect(0, 0, 0, 0)
    if strip.width == board.map_rect.width:  # a row
        left, right = strip.x + 2 * margin, min(r.x for r in tabs) - 2 * margin
        return pygame.Rect(left, strip.y, right - left, strip.height)
    below = map_strip.income_row(board.map_rect, strip)
    if below is None:
        return pygame.Rect(0, 0, 0, 0)
    return below.inflate(-4 * margin, 0)


def draw_standing(board: Any, surface: pygame.Surface, state: WPState) -> None:
    """Both teams' incomes and the lead that wins (``income_standing``), from turn 1 on,
    in the danger colour while either team's lead is at ``DANGER_LEAD`` or more. Not while
    a battle's panel covers the map (it hid the line but for its top half, issue 39)."""
    if board.panel_battle() is not None:
        return
    below = map_strip.income_row(board.map_rect, board.tab_strip)
    if below is not None:  # the line under a column of tabs, in the map's table colour
        surface.fill(map_palette.TABLE, below)
    area = standing_rect(board)
    if not state.turn or area.width <= 0 or area.height <= 0:
        return
    words = board.income_standing(state)
    size = print_size.grown([(words, False)], standing_size(board.s), area.width, area.height)
    step = theme.font(size).get_linesize()
    most = max(1, min(6, area.height // step))
    lines, size = theme.wrap_within(words, size, area.width, most)
    step = theme.font(size).get_linesize()
    lead = board_info.income_lead(state, board.world.geo, board.world.armies, "good")
    colour = theme.DANGER if abs(lead) >= DANGER_LEAD else theme.TEXT
    y = area.centery - len(lines) * step // 2
    for line in lines:
        surface.blit(theme.text(line, size, colour), (area.x, y))
        y += step
