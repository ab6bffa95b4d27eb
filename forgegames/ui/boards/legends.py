"""Each board's legend: its icons, codes and colours in plain words (see forgegames.ui.legend).

The frame asks ``entries(title_id)``, which finds the ``LEGENDS`` entry a board package exports
(``board_part``); the packages' legends draw their pictures with ``picture`` and ``marked``.

The pictures are drawn with the same constants the boards use, so a change of colour on a
board shows in its legend too.
"""

from __future__ import annotations

import pygame

from forgegames.ui import icons, theme
from forgegames.ui.boards import board_part
from forgegames.ui.legend import Entry, highlights


def picture(*names: str, rgb: tuple[int, int, int] | None = None):
    """A legend picture: the named icons side by side, as tall as the picture's row."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        x = rect.x + 2
        for name in names:
            image = icons.icon(name, rect.height, rgb)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
            x += image.get_width() + 2

    return draw


def marked(markup: str, colour: tuple[int, int, int] = theme.TEXT):
    """A legend picture: a short line of icons and figures, as the board draws it."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        image = icons.rich(markup, round(rect.height * 0.66), colour, True)
        surface.blit(image, image.get_rect(midleft=(rect.x + 2, rect.centery)))

    return draw


def entries(title_id: str) -> list[Entry]:
    """The legend of a title's board: the ``LEGENDS`` entry its board package exports, or the
    shared highlights for a title without its own."""
    return (board_part(title_id, "LEGENDS") or highlights)()
