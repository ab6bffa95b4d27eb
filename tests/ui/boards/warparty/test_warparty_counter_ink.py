"""Warparty counters' figures read on every colour (playtest: "4 / 1R2" white on orange at
1024x640): the ink stands out at least 4.5:1 on every seat and army colour, face up and face
down, and no figure is drawn smaller than 12 pixels."""

from __future__ import annotations

import pytest
from test_warparty_board import _scene

from forgegames.ui import theme
from forgegames.ui.boards.warparty import map_counters
from forgegames.ui.boards.warparty.map_palette import ARMY_RGB, ink_on, mix, shade

COLOURS = [c.rgb for c in theme.PALETTE] + list(ARMY_RGB.values())


@pytest.mark.parametrize("rgb", COLOURS)
def test_a_counter_s_ink_stands_out_on_its_colour(rgb) -> None:
    assert theme.contrast(ink_on(rgb), rgb) >= 4.5
    down = mix(shade(rgb, 0.5), (72, 72, 78), 0.5)  # the face-down counter's face
    assert theme.contrast(ink_on(down), down) >= 4.5


def test_the_orange_seat_s_counter_has_dark_figures_at_a_readable_size(small_app, monkeypatch):
    scene = _scene(small_app, count=2)
    canvas = scene.board.canvas
    drawn: list[tuple[str, int, tuple]] = []
    real = theme.glyph

    def spy(text, size, colour, *args, **kwargs):
        drawn.append((text, size, colour))
        return real(text, size, colour, *args, **kwargs)

    monkeypatch.setattr(map_counters.theme, "glyph", spy)
    canvas._sprites.clear()
    scene.invalidate()
    small_app.draw()
    goblin = canvas.rgb("goblins")
    assert goblin == theme.seat_colour("orange").rgb  # Bo plays the goblins in orange
    figures = [d for d in drawn if d[0].isdigit() or d[0].startswith("R")]
    assert figures, "the goblin warriors' counter figures were drawn"
    assert all(size >= 12 for _, size, _ in figures)
    on_orange = {colour for _, _, colour in figures} & {ink_on(goblin), (250, 250, 250)}
    assert on_orange == {ink_on(goblin)} and theme.contrast(ink_on(goblin), goblin) >= 4.5
