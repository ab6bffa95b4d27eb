"""The launcher's showcase of a title (ux31): under the list of titles, a picture of the game,
its blurb, short lines on how it is won and what makes it its own, and how many play for how
long; the selected title's, or the hovered one's while the pointer is on its name.

The pictures are emblems drawn in code with the product's icon set and pygame shapes, each
title's in its own module of ``forgegames.ui.emblems``. No rules are imported and no game is
played to draw them (the launcher's first frame stays fast, issue #40); each is drawn once at
twice its size, smoothed down and cached by (title, size).
"""

from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from forgegames.core.i18n import tr
from forgegames.core.title import TitleInfo
from forgegames.ui import theme
from forgegames.ui.emblems import emblems
from forgegames.ui.emblems.pieces import die

RGB = tuple[int, int, int]
SUPERSAMPLE = 2
LEAST_PICTURE = 56
"""The lowest picture worth drawing (at scale 1): below it the words keep the room alone."""
MOST_PICTURE = 190
"""The highest picture (at scale 1): more room is left empty below the words."""
BULLET = "• "
GROUP_GAP = 6
"""Pixels (at scale 1) between the blurb, each pitch line, and players and time."""


def players_and_time(info: TitleInfo) -> str:
    """ "2–4 players · 30–75 minutes": how many sit at the table and for how long."""
    low, high = info.fewest_seats(), info.most_seats()
    seats = (
        tr("{n} players", n=low) if low == high else tr("{low}–{high} players", low=low, high=high)
    )
    if info.minutes is None:
        return seats
    least, most = info.minutes
    time = tr("{low}–{high} minutes", low=least, high=most)
    return f"{seats} · {time}"


class Line(NamedTuple):
    """One line of the showcase's words, as drawn."""

    words: str
    colour: RGB
    bold: bool = False
    indent: int = 0
    """Pixels from the left edge (a bullet's words wrap under its words, not its bullet)."""
    first: bool = False
    """The first line of a group (the blurb, a pitch line, players and time)."""


def showcase_lines(info: TitleInfo, size: int, width: int) -> list[Line]:
    """The showcase's words wrapped to ``width``: the blurb, each pitch line after a bullet,
    then players and time."""
    lines = [
        Line(line, theme.TEXT_SOFT, first=i == 0)
        for i, line in enumerate(theme.wrap(tr(info.blurb), size, width))
    ]
    bullet = theme.font(size).size(BULLET)[0]
    for pitch in info.pitch:
        for i, line in enumerate(theme.wrap(tr(pitch), size, width - bullet)):
            lines.append(Line(line, theme.TEXT_DIM, indent=bullet, first=i == 0))
    facts = theme.wrap(players_and_time(info), size, width, bold=True)
    lines += [Line(line, theme.ACCENT, True, first=i == 0) for i, line in enumerate(facts)]
    return lines


def fitted_lines(info: TitleInfo, size: int, width: int, height: int, s: float) -> list[Line]:
    """The lines ``height`` holds, each sentence whole: the pitch lines give way first (the
    last first), then the blurb; players and time stay."""
    lines = showcase_lines(info, size, width - int(8 * s))
    line_h, gap = theme.font(size).get_linesize(), int(GROUP_GAP * s)
    groups: list[list[Line]] = []
    for line in lines:
        if line.first:
            groups.append([])
        groups[-1].append(line)
    while len(groups) > 1 and words_height(sum(groups, []), line_h, gap) > height:
        del groups[-2]  # (the last group is players and time)
    return sum(groups, [])


def words_height(lines: list[Line], line_h: int, gap: int) -> int:
    """The height the lines take, with a gap before each group but the first."""
    return len(lines) * line_h + gap * max(0, sum(line.first for line in lines) - 1)


def draw_showcase(
    surface: pygame.Surface, info: TitleInfo, area: pygame.Rect, s: float
) -> pygame.Rect | None:
    """The title's picture over its words inside ``area``, the picture as high as the words
    leave: when the area is short the pitch lines give way to the picture, which gives way
    to the blurb (players and time always stay). Returns where the picture is (None when the
    area is too short for one)."""
    size = int(theme.BODY_PX * s)
    line_h, gap = theme.font(size).get_linesize(), int(GROUP_GAP * s)
    least = int(LEAST_PICTURE * s) + int(10 * s)
    lines = fitted_lines(info, size, area.width, area.height - least, s)
    if not any(line.colour == theme.TEXT_SOFT for line in lines):  # the picture gives way
        lines = fitted_lines(info, size, area.width, area.height, s)  # to the blurb
    room = area.height - words_height(lines, line_h, gap) - int(10 * s)
    y = area.y
    picture = None
    if room >= int(LEAST_PICTURE * s):
        picture = pygame.Rect(area.x, y, area.width, min(room, int(MOST_PICTURE * s)))
        surface.blit(emblem(info.id, picture.width, picture.height), picture)
        y = picture.bottom + int(10 * s)
    x = area.x + int(4 * s)
    for n, line in enumerate(lines):
        if line.first and n:
            y += gap
        if line.first and line.indent:
            surface.blit(theme.text(BULLET, size, line.colour), (x, y))
        surface.blit(theme.text(line.words, size, line.colour, line.bold), (x + line.indent, y))
        y += line_h
    return picture


def emblem(title_id: str, width: int, height: int) -> pygame.Surface:
    """The title's picture, ``width`` by ``height`` pixels (cached)."""
    return _emblem(title_id, max(8, width), max(8, height))


@functools.lru_cache(maxsize=24)
def _emblem(title_id: str, width: int, height: int) -> pygame.Surface:
    big = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    frame = big.get_rect()
    radius = max(6, height // 10) * SUPERSAMPLE
    painter, background = emblems().get(title_id, (_any_title, theme.PANEL_LIGHT))
    pygame.draw.rect(big, background, frame, 0, radius)
    scene = pygame.Surface(frame.size, pygame.SRCALPHA)
    painter(scene)
    mask = pygame.Surface(frame.size, pygame.SRCALPHA)  # the scene kept inside the frame
    pygame.draw.rect(mask, (255, 255, 255, 255), frame, 0, radius)
    scene.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(scene, (0, 0))
    pygame.draw.rect(big, theme.BORDER, frame, 2 * SUPERSAMPLE, radius)
    return pygame.transform.smoothscale(big, (width, height))


def _any_title(surface: pygame.Surface) -> None:
    """A title with no picture of its own (a test's, one still to come): dice and a star."""
    w, h = surface.get_size()
    u = h / 100
    for i, pips in enumerate((4, 2, 6)):
        die(surface, (w / 2 + (i - 1) * 30 * u, h / 2), 24 * u, theme.PALETTE[i].rgb, pips)
