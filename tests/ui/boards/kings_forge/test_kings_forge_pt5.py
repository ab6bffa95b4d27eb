"""King's Forge after newcomer playtest 5, headless: the waiting line's small dice show their
figures, the craft table is as tall as it needs, the docks' outlines stay in their rows."""

from __future__ import annotations

import pygame
from test_kings_forge_board import start

from forgegames.ui import icons
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge import paint_cards, pictures


def ink_rows(picture: pygame.Surface) -> int:
    """How many rows of a red die's picture hold near-white ink (its pips' or figure's)."""
    w, h = picture.get_size()
    return sum(
        1 for y in range(h) if any(min(picture.get_at((x, y))[:3]) > 170 for x in range(w))
    )


def test_the_waiting_lines_small_dice_show_their_value_as_a_figure(monkeypatch):
    """At 1024x640 the waiting line's dice are about 13 px: six pips would be 1 px dots
    (playtest 5), so each shows its value as one figure nearly the die's height."""
    app = App((1024, 640), bot_delay_ms=0)
    try:
        start(app, seed=3)
        drawn: list[tuple[str, int]] = []
        real = icons.icon

        def icon(name, side, *rest):
            drawn.append((name, side))
            return real(name, side, *rest)

        monkeypatch.setattr(paint_cards.icons, "icon", icon)
        app.draw()
        valued = [(n, side) for n, side in drawn if n.startswith("die:") and n.count(":") >= 2]
        small = [name for name, side in valued if side < pictures.SMALL_DIE]
        assert len(small) >= 12  # the line's six cards' dice
        assert all(name.endswith(":figure") for name in small)
    finally:
        pygame.display.quit()
    side = 13
    pips = icons.icon("die:G:1", side, pictures.DIE_RGB["G"])
    figure = icons.icon("die:G:1:figure", side, pictures.DIE_RGB["G"])
    assert ink_rows(pips) <= 3 and ink_rows(figure) >= side // 2
