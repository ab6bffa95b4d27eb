"""Playtest 20, item 6: the Warparty Legend's colour samples were tiny (130crop.png): thin
terrain tiles and a small star on the change tags' sample. Each is now at least as tall as
the words beside it: measured on the pictures the Legend draws, at the size it draws them."""

from __future__ import annotations

import importlib

import pygame

from forgegames.ui import theme
from forgegames.ui.boards.warparty import change_regions, map_palette

warparty_legend = importlib.import_module("forgegames.ui.boards.warparty.legend")


def _height_of(draw, rgb, s: float) -> int:
    """The height the pixels of ``rgb`` take in the picture ``draw`` makes in a legend row's
    picture box at scale ``s`` (``legend.draw_entry``'s)."""
    page = pygame.Surface((int(120 * s), int(40 * s)))
    page.fill((0, 0, 0))
    pic = pygame.Rect(0, int(8 * s), int(56 * s), int(22 * s))
    draw(page, pic)
    rows = [
        y
        for y in range(page.get_height())
        if any(tuple(page.get_at((x, y)))[:3] == tuple(rgb) for x in range(page.get_width()))
    ]
    return max(rows) - min(rows) + 1 if rows else 0


def test_the_legend_s_colour_samples_are_as_tall_as_their_words(app) -> None:
    for s in (0.8, 1.0):
        size = max(theme.min_text_size(), int(15 * s))  # (the Legend's largest type)
        words = theme.text("Forest (gy)", size).get_bounding_rect().h  # (its whole height)
        assert words >= 8
        for entry in warparty_legend.legend():
            if entry.words.startswith(("Forest", "Plains", "Mountains", "The lake")):
                terrain = {"Forest": "forest", "Plains": "plains", "Mountains": "mountain"}
                key = terrain.get(entry.words, "lake")
                rgb = map_palette.TERRAIN_RGB[key]
                assert _height_of(entry.draw, rgb, s) >= words, (entry.words, s)
        for rgb in ((255, 255, 255), (230, 120, 30)):
            star = _height_of(change_regions.tag_picture(rgb), rgb, s)
            assert star >= words, (rgb, s, star, words)
