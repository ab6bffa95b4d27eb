"""What a folded side panel leaves in view (playtest 14, item 12: at 1024x640 the panel folded
itself during movement and combat and the turn track and prices vanished unannounced). Under
the "Show panel" tab, in the tabs' column beside the map: that the panel is folded, the turn
and whose move it is; the tab opens the panel (key F)."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.core.i18n import tr
from forgegames.games.warparty.board_info import WPState
from forgegames.ui import theme
from forgegames.ui.boards.warparty import print_size


def note_lines(state: WPState) -> list[tuple[str, bool]]:
    """The note's lines, each with whether it is a heading: the fold, then the turn and
    whose move it is, as the panel's turn track words them."""
    lines = [(tr("Side panel folded"), False)]
    if state.turn:
        lines.append((tr("Turn {n} of {limit}", n=state.turn, limit=state.limit), True))
        lines.append((tr("{team} team moves", team=tr(state.side.title())), False))
    return lines


def note_box(board: Any) -> pygame.Rect | None:
    """Where the note goes: the tabs' column under its buttons (None: the panel is shown,
    a battle covers the map, or the tabs lie in a row along the map's top)."""
    strip = board.tab_strip
    if not board.folded or board.panel_battle() is not None:
        return None
    if not strip.width or strip.width == board.map_rect.width:
        return None
    margin = int(6 * board.s)
    top = max(b.rect.bottom for b in board.fold_tab.buttons) + 2 * margin
    return pygame.Rect(strip.x + margin, top, strip.width - 2 * margin, strip.bottom - top)


def draw_note(board: Any, surface: pygame.Surface, state: WPState) -> list[pygame.Rect]:
    """Draw the note in ``note_box``, each line wrapped to the column; the boxes drawn."""
    box = note_box(board)
    if box is None:
        return []
    lines = note_lines(state)
    if board.trail_caption:  # the other side's moves (``trail_marks``), beside the map
        lines.append((board.trail_caption, False))
    size = max(theme.min_text_size(), int(13 * board.s))
    size = print_size.grown(lines, size, box.width, box.height - len(lines) * int(4 * board.s))
    y, drawn = box.y, []
    for line, strong in lines:
        for part in theme.wrap(line, size, box.width, bold=strong):
            picture = theme.text(part, size, theme.TEXT if strong else theme.TEXT_DIM, bold=strong)
            at = picture.get_rect(topright=(box.right, y))
            if at.bottom > box.bottom:
                return drawn
            surface.blit(picture, at)
            drawn.append(at)
            y += theme.font(size).get_linesize()
        y += int(4 * board.s)
    return drawn
