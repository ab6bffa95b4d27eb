"""Offer peace: the small button under Warparty's side panel (Surrender is in the Menu, away
from the turn's buttons: playtest 21 item 10)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, tr
from forgegames.games.warparty.actions import OfferMarginal
from forgegames.ui.widgets import Button

Talk = tuple[str, Callable[[], None], str]
"""A talk's label, what pressing it does, and its tooltip."""
PEACE_WORDS = N_("The other team answers before play goes on; if it accepts, the war ends.")
"""The offer of peace's dialog: what follows an offer."""


def peace_talk(
    legal: Sequence[Action], ask: Callable[[str, Sequence[Action], list[str]], None]
) -> Talk | None:
    """Offer peace, while the offers are legal: it opens them (a marginal victory or a
    marginal defeat for the other team) with ``ask``."""
    offers = [a for a in legal if isinstance(a, OfferMarginal)]
    if not offers:
        return None
    return (
        tr("Offer peace"),
        lambda: ask(tr("Offer peace"), offers, [tr(PEACE_WORDS)]),
        tr(
            "Offer to end the war now, as a marginal victory or a marginal defeat for the other "
            "team, if it accepts."
        ),
    )


def lay_out(
    talks: Sequence[Talk], area: pygame.Rect, scale: float, slots: int = 2, style: str = "quiet"
) -> list[Button]:
    """The ``talks`` as quiet buttons in the last of ``slots`` equal shares of ``area``'s
    width, in order: at its right end, as far from the bar's buttons as the area allows; a
    label longer than its share widens its button leftwards (the narrower side panel at
    1024x640: "Ofrecer la paz", playtest 30)."""
    gap = int(8 * scale)
    slots = max(slots, len(talks))
    width = (area.width - gap * (slots + 1)) // max(1, slots)
    buttons = []
    for i, (label, press, tip) in enumerate(talks, start=slots - len(talks)):
        button = Button(label, press, style=style)
        button.tooltip = tip
        right = area.x + gap + i * (width + gap) + width
        wide = min(area.right - gap - (area.x + gap), max(width, button.fit_width(scale)))
        button.rect = pygame.Rect(
            right - wide, area.y + int(6 * scale), wide, area.height - int(12 * scale)
        )
        buttons.append(button)
    return buttons
