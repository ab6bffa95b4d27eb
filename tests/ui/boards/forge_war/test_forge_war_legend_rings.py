"""Playtest 23 item 11: overseers in the mine are ringed black on light hexes and white on dark
ones (``piece_edge``), and the Legend did not say so; a player looked for a meaning. The Legend
now says the ring only sets a piece off from its hex, beside a picture of both rings."""

from __future__ import annotations

import pygame

from forgegames.ui.boards.forge_war.hexmine import PIECE_EDGES
from forgegames.ui.boards.forge_war.legend import forge_war


def test_the_legend_says_what_a_pieces_ring_means_and_shows_both(app):
    entry = next(e for e in forge_war() if "ring" in e.words)
    assert "nothing else" in entry.words and "hex" in entry.words
    surface = pygame.Surface((120, 30))
    surface.fill((0, 0, 0))
    entry.draw(surface, pygame.Rect(0, 0, 120, 30))
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(120) for y in range(30)}
    assert all(edge in colours for edge in PIECE_EDGES)  # a dark ring and a light one
