"""Drawing and picking Forge War's interlocking hex mine (used by the Forge War board).

The static picture (hexes, resource colours and symbols, piece outlines) is rendered once per
board and size, then re-blitted; pieces and highlights are drawn over it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from forgegames.core.hexgrid import Hex, Layout
from forgegames.ui import theme

SeatLook = tuple[tuple[int, int, int], str]
"""A seat's colour and symbol."""


def _rgb(text: str) -> tuple[int, int, int]:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


class MineView:
    """Where the mine sits on screen, its cached background, and hex picking."""

    def __init__(self, resources: Iterable) -> None:
        self.kinds = {r.id: r for r in resources}
        self.layout = Layout(True, 10, (0, 0))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._background: pygame.Surface | None = None
        self._key: tuple | None = None

    def fit(self, board, rect: pygame.Rect) -> None:
        """Choose the hex size so the whole board fits ``rect``, centred."""
        self.rect = rect
        unit = Layout(True, 1.0, (0, 0))
        xs, ys = zip(*(unit.to_pixel(h) for h in board.hexes), strict=True)
        width = max(xs) - min(xs) + math.sqrt(3)
        height = max(ys) - min(ys) + 2
        size = min(rect.width / width, rect.height / height)
        cx = rect.centerx - size * (max(xs) + min(xs)) / 2
        cy = rect.centery - size * (max(ys) + min(ys)) / 2
        self.layout = Layout(True, size, (cx, cy))

    def hex_at(self, board, pos: tuple[int, int]) -> Hex | None:
        h = self.layout.to_hex(*pos)
        return h if h in board else None

    def centre(self, h: Hex) -> tuple[int, int]:
        x, y = self.layout.to_pixel(h)
        return (round(x), round(y))

    def background(self, board, size: tuple[int, int]) -> pygame.Surface:
        key = (id(board), board.sides, size, self.layout)
        if self._background is None or self._key != key:
            from forgegames.games.forge_war.mine_board import outline_segments

            surface = pygame.Surface(size, pygame.SRCALPHA)
            font_size = max(12, int(self.layout.size * 0.5))
            for h in board.hexes:
                kind = self.kinds[board.resources[h]]
                rgb = _rgb(kind.rgb)
                corners = self.layout.corners(h)
                pygame.draw.polygon(surface, rgb, corners)
                pygame.draw.polygon(surface, (20, 20, 24), corners, 1)
                ink = (20, 20, 24) if sum(rgb) > 500 else (250, 250, 250)  # dark on diamond
                label = theme.text(kind.symbol, font_size, ink, True)
                x, y = self.layout.to_pixel(h)
                dy = int(self.layout.size * 0.5)
                surface.blit(label, (x - label.get_width() / 2, y + dy - label.get_height() / 2))
            width = max(3, int(self.layout.size / 6))
            for _pid, a, b in outline_segments(board, self.layout):
                pygame.draw.line(surface, (245, 230, 190), a, b, width)
            self._background, self._key = surface, key
        return self._background

    def draw(
        self,
        surface: pygame.Surface,
        mine,
        looks: Sequence[SeatLook],
        highlights: Iterable[Hex] = (),
    ) -> None:
        """Draw the board, highlights, workers (cubes) and overseers (tall discs)."""
        surface.blit(self.background(mine.board, surface.get_size()), (0, 0))
        size = self.layout.size
        for h in highlights:
            pygame.draw.polygon(surface, theme.LEGAL, self.layout.corners(h), max(2, int(size / 7)))
        for h, seat in mine.workers.items():
            self.draw_worker(surface, h, looks[seat])
        for h, seat in mine.overseers.items():
            self.draw_overseer(surface, h, looks[seat])

    def draw_worker(
        self, surface: pygame.Surface, h: Hex, look: SeatLook, alpha: int = 255
    ) -> None:
        x, y = self.centre(h)
        side = int(self.layout.size * 0.8)
        cube = pygame.Rect(0, 0, side, side)
        cube.center = (x, y - int(self.layout.size * 0.15))
        pygame.draw.rect(surface, look[0], cube, border_radius=3)
        pygame.draw.rect(surface, (15, 15, 18), cube, 2, border_radius=3)
        theme.draw_symbol(surface, look[1], cube.center, max(3, side // 4), (250, 250, 250))

    def draw_overseer(self, surface: pygame.Surface, h: Hex, look: SeatLook) -> None:
        x, y = self.centre(h)
        r = int(self.layout.size * 0.55)
        base = (x, y - int(self.layout.size * 0.1))
        pygame.draw.circle(surface, (15, 15, 18), (base[0], base[1] + 3), r + 2)
        pygame.draw.circle(surface, look[0], base, r)
        pygame.draw.circle(surface, (250, 250, 250), base, r, 2)
        theme.draw_symbol(surface, look[1], base, max(4, r // 2), (250, 250, 250))
