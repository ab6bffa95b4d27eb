"""Every piece in the mine stands out from every hex: by its own colour (3:1) or by the ring
it is drawn with (one of its dark and light bands at 3:1), and the ring is really there round
a drawn piece, the same on every hex (playtest 25, z25: white on some hexes and black on
others, it read as two kinds of piece)."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.board_info import load_resources
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.hexmine import PIECE_RING, MineView, ring_widths
from forgegames.ui.boards.forge_war.look import rgb_of
from forgegames.ui.boards.forge_war.pictures import NO_SEAT

HEXES = {kind.id: rgb_of(kind.rgb) for kind in load_resources()}
PIECES = {**{c.id: c.rgb for c in theme.PALETTE}, "no-seat": NO_SEAT}


def ring_contrast(hex_rgb: tuple[int, int, int]) -> float:
    """How well the ring reads on a hex: its dark or its light band, the better."""
    return max(theme.contrast(band, hex_rgb) for band in PIECE_RING)


def standing_out(piece: tuple[int, int, int], hex_rgb: tuple[int, int, int]) -> float:
    """How well a piece reads on a hex: its fill's or its ring's contrast, the better."""
    return max(theme.contrast(piece, hex_rgb), ring_contrast(hex_rgb))


@pytest.mark.parametrize("hex_id", sorted(HEXES))
def test_every_piece_colour_reads_on_every_hex(hex_id):
    hex_rgb = HEXES[hex_id]
    ratios = {piece: round(standing_out(rgb, hex_rgb), 2) for piece, rgb in PIECES.items()}
    assert min(ratios.values()) >= 3.0, (hex_id, ratios)


def test_the_halo_alone_is_what_saves_the_close_pairs():
    """The pairs the players named are below 3:1 by fill: the halo carries them."""
    orange, green = PIECES["orange"], PIECES["green"]
    assert theme.contrast(orange, HEXES["copper"]) < 3.0
    assert theme.contrast(green, HEXES["emerald"]) < 3.0
    assert ring_contrast(HEXES["copper"]) >= 3.0 and ring_contrast(HEXES["emerald"]) >= 3.0
    assert ring_contrast(HEXES["iron"]) >= 3.0


class _Board:
    def __init__(self, resource: str) -> None:
        self.hexes = (Hex(0, 0),)
        self.resources = {Hex(0, 0): resource}


def drawn_on(hex_id: str, piece: str) -> tuple[pygame.Surface, MineView]:
    """A piece (orange on copper, green elsewhere) drawn on a hex filling a 200-pixel square."""
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    view = MineView(load_resources())
    view.fit(_Board(hex_id), pygame.Rect(0, 0, 200, 200))
    surface = pygame.Surface((200, 200))
    surface.fill(HEXES[hex_id])
    colour = PIECES["orange"] if hex_id == "copper" else PIECES["green"]
    draw = view.draw_worker if piece == "worker" else view.draw_overseer
    draw(surface, Hex(0, 0), (colour, "square"))
    return surface, view


@pytest.mark.parametrize("hex_id", ["copper", "emerald", "iron"])
@pytest.mark.parametrize("piece", ["worker", "overseer"])
def test_a_drawn_piece_is_ringed_dark_then_light(hex_id, piece):
    surface, view = drawn_on(hex_id, piece)
    side = int(view.layout.size * (0.9 if piece == "worker" else 1.35))
    dark, light = ring_widths(side)
    for band, width in zip(PIECE_RING, (dark, light), strict=True):
        ring = sum(
            1 for x in range(200) for y in range(200) if tuple(surface.get_at((x, y)))[:3] == band
        )
        # a band ``width`` thick round a piece roughly side tall has ~2 sides of pixels or more
        assert ring >= 2 * side * width, (band, ring, side)


@pytest.mark.parametrize("piece", ["worker", "overseer"])
def test_a_piece_wears_the_same_ring_on_every_hex(piece):
    """The ring's pixels round a piece are the same on copper, emerald and iron."""

    def ring(hex_id: str) -> dict[tuple[int, int], tuple[int, ...]]:
        surface, _ = drawn_on(hex_id, piece)
        return {
            (x, y): tuple(surface.get_at((x, y)))[:3]
            for x in range(200)
            for y in range(200)
            if tuple(surface.get_at((x, y)))[:3] in PIECE_RING
        }

    rings = {hex_id: ring(hex_id) for hex_id in ("copper", "emerald", "iron")}
    assert rings["copper"] and rings["copper"] == rings["emerald"] == rings["iron"]


STANDING_OUT = 0.7
"""The least share of a drawn piece's pixels (fill, symbol, the ring's band that stands out)
at 3:1 or more against its hex (playtest 16: an orange overseer on copper, 0.63 with a ring
half as thick, was hard to see). The ring's other band is left out: it reads as the hex (the
light band on copper, the dark one on iron)."""


def share_standing_out(view: MineView, hex_rgb, rgb, piece: str) -> float:
    surface = pygame.Surface((view.layout.size * 6, view.layout.size * 6))
    surface.fill(hex_rgb)
    centre = (surface.get_width() // 2, surface.get_height() // 2)
    draw = view.draw_worker if piece == "worker" else view.draw_overseer
    draw(surface, Hex(0, 0), (rgb, "square"), at=centre)
    drawn = [
        tuple(surface.get_at((x, y)))[:3]
        for x in range(surface.get_width())
        for y in range(surface.get_height())
    ]
    blending = {band for band in PIECE_RING if theme.contrast(band, hex_rgb) < 3.0}
    drawn = [p for p in drawn if p != tuple(hex_rgb) and p not in blending]
    return sum(1 for p in drawn if theme.contrast(p, hex_rgb) >= 3.0) / len(drawn)


@pytest.mark.parametrize("window", [200, 90])
@pytest.mark.parametrize("hex_id", sorted(HEXES))
def test_most_of_every_drawn_overseer_stands_out_from_every_hex(hex_id, window):
    """Measured on the drawn picture, every seat colour on every hex, at a mine about as large
    as a 1280x720 window's (90) and a large one."""
    piece = "overseer"
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    view = MineView(load_resources())
    view.fit(_Board(hex_id), pygame.Rect(0, 0, window, window))
    hex_rgb = HEXES[hex_id]
    shares = {
        name: round(share_standing_out(view, hex_rgb, rgb, piece), 2)
        for name, rgb in PIECES.items()
        if name != "no-seat"
    }
    assert min(shares.values()) >= STANDING_OUT, (hex_id, shares)
