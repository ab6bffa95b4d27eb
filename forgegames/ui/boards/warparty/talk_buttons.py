"""Offer peace: the small button under Warparty's side panel (Surrender is in the Menu, away
from the turn's buttons: playtest 21 item 10)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from forgegames.ui.widgets import Button

Talk = tuple[str, Callable[[], None], str]
"""A talk's label, what pressing it does, and its tooltip."""


def lay_out(talks: Sequence[Talk], area: pygame.Rect, scale: float, slots: int = 2) -> list[Button]:
    """The ``talks`` as quiet buttons in the last of ``slots`` equal shares of ``area``'s
    width, in order: at its right end, as far from the bar's buttons as the area allows; a
    label longer than its share widens its button leftwards (the narrower side panel at
    1024x640: "Ofrecer la paz", playtest 30)."""
    gap = int(8 * scale)
    slots = max(slots, len(talks))
    width = (area.width - gap * (slots + 1)) // max(1, slots)
    buttons = []
    for i, (label, press, tip) in enumerate(talks, start=slots - len(talks)):
        button = Button(label, press, style="quiet")
        button.tooltip = tip
        right = area.x + gap + i * (width + gap) + width
        wide = min(area.right - gap - (area.x + gap), max(width, button.fit_width(scale)))
        button.rect = pygame.Rect(
            right - wide, area.y + int(6 * scale), wide, area.height - int(12 * scale)
        )
        buttons.append(button)
    return buttons
