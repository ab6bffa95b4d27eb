"""Notes at the top of the game's log column: the lesson's step and the last hint."""

from __future__ import annotations

import dataclasses

import pygame

from forgegames.ui import theme


@dataclasses.dataclass(frozen=True)
class SideNote:
    """A heading and its paragraphs, framed in ``colour``."""

    heading: str
    paragraphs: tuple[str, ...]
    colour: tuple[int, int, int] = theme.ACCENT


def draw_side_notes(
    surface: pygame.Surface, notes: list[SideNote], rect: pygame.Rect, scale: float
) -> int:
    """Draw ``notes`` stacked from the top of ``rect`` (the log column, inside its margins);
    return the y just below them (``rect.y`` when there are none). Paragraphs that do not
    fit stop at the column's middle, so the log always keeps half the column."""
    y = rect.y
    size = int(15 * scale)
    head_size = int(16 * scale)
    line_h = theme.font(size).get_linesize()
    pad = int(8 * scale)
    limit = rect.y + rect.height // 2
    for note in notes:
        lines = [
            line
            for para in note.paragraphs
            for line in theme.wrap(para, size, rect.width - 2 * pad)
        ]
        room = max(1, (limit - y - 3 * pad - head_size) // line_h)
        lines = lines[:room]
        box = pygame.Rect(rect.x, y, rect.width, head_size + 3 * pad + len(lines) * line_h)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(6 * scale))
        pygame.draw.rect(surface, note.colour, box, 2, border_radius=int(6 * scale))
        heading = theme.shorten(note.heading, head_size, box.width - 2 * pad, True)
        head = theme.text(heading, head_size, note.colour, True)
        surface.blit(head, (box.x + pad, box.y + pad))
        ty = box.y + 2 * pad + head_size
        for line in lines:
            surface.blit(theme.text(line, size, theme.TEXT), (box.x + pad, ty))
            ty += line_h
        y = box.bottom + pad
    return y
