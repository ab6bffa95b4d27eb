"""Playtest 23 item 11: overseers in the mine are ringed black on light hexes and white on dark
ones (``piece_edge``), and the Legend did not say so; a player looked for a meaning. The Legend
says the ring only sets a piece off from its hex. Playtest 25 (z25): two rings still read as two
kinds of piece; every piece now wears one ring, dark then light, and the Legend shows it on a
light hex and a dark one."""

from __future__ import annotations

import pygame

from forgegames.ui.boards.forge_war.hexmine import PIECE_RING
from forgegames.ui.boards.forge_war.legend import forge_war


def test_the_legend_says_what_a_pieces_ring_means_and_shows_it(app):
    entry = next(e for e in forge_war() if "ring" in e.words)
    assert "nothing else" in entry.words and "hex" in entry.words
    surface = pygame.Surface((120, 30))
    surface.fill((0, 0, 0))
    entry.draw(surface, pygame.Rect(0, 0, 120, 30))
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(120) for y in range(30)}
    assert all(band in colours for band in PIECE_RING)  # the ring's dark and light bands
