"""King's Forge's table and card faces (playtest 6: "plain flat brown panels") keep the words
drawn on them readable: dim words 4.5:1 on every pixel of the oak and of a card's face."""

from __future__ import annotations

import pygame

from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.pictures import FRAMES, face_paint
from forgegames.ui.boards.kings_forge.table import table


def pixels(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    width, height = surface.get_size()
    colours = (surface.get_at((x, y)) for x in range(0, width, 3) for y in range(height))
    return {tuple(c)[:3] for c in colours if c.a}  # the painted ones (a card's corners are not)


def test_dim_words_and_seat_colours_read_on_every_pixel_of_the_table():
    oak = pixels(table((300, 200)))
    assert len(oak) > 10, "the table has a grain, not one flat colour"
    assert min(theme.contrast(theme.TEXT_DIM, rgb) for rgb in oak) >= 4.5
    for colour in theme.PALETTE:
        assert min(theme.contrast(colour.rgb, rgb) for rgb in oak) >= 3.0, colour.id


def test_dim_words_read_on_every_pixel_of_a_card_face():
    for face, _border, _line in FRAMES.values():
        paint = face_paint(face, (120, 160))
        shades = pixels(paint)
        top, foot = paint.get_at((60, 2))[:3], paint.get_at((60, 157))[:3]
        assert theme.luminance(top) > theme.luminance(foot), "lit from the top"
        assert min(theme.contrast(theme.TEXT_DIM, rgb) for rgb in shades) >= 4.5


def test_words_and_seat_names_read_on_every_pixel_of_a_tray_and_the_baize():
    """Issue 39: the trays are walnut, the craft table baize; the words on them (dim words
    and the bonuses in amber) keep 4.5:1 on every pixel, the seat names (large and bold)
    3.5:1, and the Cemetery's line reads on the baize."""
    from forgegames.ui.boards.kings_forge.table import TRAY, TRAY_LIT, baize, wood_panel
    from forgegames.ui.boards.kings_forge.trays import CEMETERY_WORDS

    for fill in (TRAY, TRAY_LIT):
        panel = wood_panel((400, 60), fill)
        assert len(pixels(panel)) > 3, "a grain and a bevel, not one flat colour"
        wood = pixels(panel.subsurface(panel.get_rect().inflate(-6, -6)))  # inside the bevel
        for words in (theme.TEXT_DIM, theme.ACCENT, theme.TEXT):
            assert min(theme.contrast(words, rgb) for rgb in wood) >= 4.5, (fill, words)
        for colour in theme.PALETTE:
            assert min(theme.contrast(colour.rgb, rgb) for rgb in wood) >= 3.5, colour.id
    felt = pixels(baize((400, 120)))
    assert len(felt) > 2
    for words in (theme.TEXT_DIM, theme.TEXT, CEMETERY_WORDS):
        assert min(theme.contrast(words, rgb) for rgb in felt) >= 4.5, words
