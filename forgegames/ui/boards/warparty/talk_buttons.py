"""Surrender and Offer peace: the small buttons under Warparty's side panel."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from forgegames.ui.widgets import Button

Talk = tuple[str, Callable[[], None], str]
"""A talk's label, what pressing it does, and its tooltip."""


def lay_out(talks: Sequence[Talk], area: pygame.Rect, scale: float) -> list[Button]:
    """The ``talks`` as quiet buttons sharing ``area``'s width, in order."""
    gap = int(8 * scale)
    width = (area.width - gap * (len(talks) + 1)) // max(1, len(talks))
    buttons = []
    for i, (label, press, tip) in enumerate(talks):
        button = Button(label, press, style="quiet")
        button.tooltip = tip
        button.rect = pygame.Rect(
            area.x + gap + i * (width + gap),
            area.y + int(6 * scale),
            width,
            area.height - int(12 * scale),
        )
        buttons.append(button)
    return buttons
