"""The launcher's showcase of a title (ux31): under the list of titles, a picture of the game,
its blurb, short lines on how it is won and what makes it its own, and how many play for how
long; the selected title's, or the hovered one's while the pointer is on its name.

The pictures are emblems drawn in code with the product's icon set (``icons``) and pygame
shapes: a King's Forge table of cards and dice, a Forge War hex mine with its pieces, a Warparty
map with two armies facing each other. No rules are imported and no game is played to draw
them (the launcher's first frame stays fast, issue #40); each is drawn once at twice its size,
smoothed down and cached by (title, size).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import NamedTuple

import pygame

from forgegames.core.i18n import tr
from forgegames.core.title import TitleInfo
from forgegames.ui import icons, theme

RGB = tuple[int, int, int]
SUPERSAMPLE = 2
LEAST_PICTURE = 56
"""The lowest picture worth drawing (at scale 1): below it the words keep the room alone."""
MOST_PICTURE = 190
"""The highest picture (at scale 1): more room is left empty below the words."""
PAPER = (232, 222, 196)
FELT = (44, 62, 52)
SEA = (38, 70, 108)
LAND = (92, 132, 74)
HILLS = (126, 116, 84)
ROCK = (132, 134, 142)
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
    painter = PAINTERS.get(title_id, _any_title)
    pygame.draw.rect(big, BACKGROUNDS.get(title_id, theme.PANEL_LIGHT), frame, 0, radius)
    scene = pygame.Surface(frame.size, pygame.SRCALPHA)
    painter(scene)
    mask = pygame.Surface(frame.size, pygame.SRCALPHA)  # the scene kept inside the frame
    pygame.draw.rect(mask, (255, 255, 255, 255), frame, 0, radius)
    scene.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(scene, (0, 0))
    pygame.draw.rect(big, theme.BORDER, frame, 2 * SUPERSAMPLE, radius)
    return pygame.transform.smoothscale(big, (width, height))


def _put(surface: pygame.Surface, name: str, centre: tuple[float, float], side: float) -> None:
    """An icon of the product's set, ``side`` pixels, centred on ``centre``."""
    picture = icons.icon(name, max(4, int(side)))
    surface.blit(picture, picture.get_rect(center=(int(centre[0]), int(centre[1]))))


def _die(surface: pygame.Surface, centre: tuple[float, float], side: float, rgb: RGB, pips: int):
    """A die showing ``pips``, in a seat's colour."""
    rect = pygame.Rect(0, 0, int(side), int(side))
    rect.center = (int(centre[0]), int(centre[1]))
    pygame.draw.rect(surface, rgb, rect, 0, max(2, int(side * 0.18)))
    pygame.draw.rect(surface, icons.INK, rect, max(1, int(side * 0.06)), max(2, int(side * 0.18)))
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[pips]
    step, r = side * 0.26, max(1, int(side * 0.09))
    for dx, dy in spots:
        pygame.draw.circle(
            surface, icons.INK, (rect.centerx + dx * step, rect.centery + dy * step), r
        )


def _kings_forge(surface: pygame.Surface) -> None:
    """A table: three gather cards fanned out, the King's list, and dice rolled before them."""
    w, h = surface.get_size()
    u = h / 100
    cx = w / 2
    for i, (band, icon) in enumerate(
        ((icons.RESOURCE_RGB["iron"], "hammer"), (icons.WOOD, "axe"), (icons.GOLD, "gold"))
    ):
        card = pygame.Surface((int(34 * u), int(50 * u)), pygame.SRCALPHA)
        pygame.draw.rect(card, PAPER, card.get_rect(), 0, int(4 * u))
        pygame.draw.rect(card, band, (0, 0, card.get_width(), int(12 * u)), 0, int(4 * u))
        pygame.draw.rect(card, icons.INK, card.get_rect(), max(1, int(1.2 * u)), int(4 * u))
        _put(card, icon, (card.get_width() / 2, 30 * u), 24 * u)
        turned = pygame.transform.rotate(card, 14 - 14 * i)
        surface.blit(turned, turned.get_rect(center=(cx + (i - 1) * 24 * u, 42 * u)))
    _put(surface, "quest", (cx - 74 * u, 40 * u), 40 * u)
    _put(surface, "star", (cx + 74 * u, 36 * u), 30 * u)
    for i, pips in enumerate((6, 3, 5)):
        rgb = theme.PALETTE[i].rgb
        _die(surface, (cx - 26 * u + i * 26 * u, 80 * u + (i % 2) * 4 * u), 20 * u, rgb, pips)


def _hex(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    x, y = centre
    return [
        (x + r * math.cos(math.radians(60 * k + 30)), y + r * math.sin(math.radians(60 * k + 30)))
        for k in range(6)
    ]


def _forge_war(surface: pygame.Surface) -> None:
    """A hex mine of ore, workers on it, two overseers; a sword and a quest at its sides."""
    w, h = surface.get_size()
    u = h / 100
    r = 11.5 * u
    cx, cy = w / 2, h / 2
    ores = ("copper", "iron", "emerald", "copper", "mithril", "iron", "copper")
    cells = [(q, s) for q in range(-2, 3) for s in range(-2, 3) if abs(q + s) <= 2]
    for n, (q, s) in enumerate(cells):
        x = cx + r * math.sqrt(3) * (q + s / 2)
        y = cy + r * 1.5 * s
        rgb = icons.RESOURCE_RGB[ores[(n * 3 + q) % len(ores)]]
        pygame.draw.polygon(surface, rgb, _hex((x, y), r - u))
        pygame.draw.polygon(surface, icons.INK, _hex((x, y), r - u), max(1, int(u)))
        if n % 3 == 1:  # a worker cube
            cube = pygame.Rect(0, 0, int(7 * u), int(7 * u))
            cube.center = (int(x), int(y))
            pygame.draw.rect(surface, theme.PALETTE[n % 4].rgb, cube)
            pygame.draw.rect(surface, icons.INK, cube, max(1, int(0.8 * u)))
    for k, (dx, dy) in enumerate(((-1.0, -1.5), (1.5, 1.5))):
        centre = (cx + r * math.sqrt(3) * dx / 1.0, cy + r * dy)
        theme.draw_symbol(
            surface, theme.PALETTE[k].symbol, centre, int(8 * u), theme.PALETTE[k].rgb
        )
    _put(surface, "sword", (cx - 82 * u, cy), 46 * u)
    _put(surface, "quest", (cx + 82 * u, cy - 10 * u), 34 * u)
    _put(surface, "star", (cx + 82 * u, cy + 26 * u), 22 * u)


def _warparty(surface: pygame.Surface) -> None:
    """A coast of territories with a river and hills, a city, and two armies facing off."""
    w, h = surface.get_size()
    u = h / 100
    surface.fill(SEA)
    coast = [(0, 18 * u), (w * 0.3, 8 * u), (w * 0.62, 14 * u), (w, 6 * u), (w, h), (0, h)]
    pygame.draw.polygon(surface, LAND, coast)
    for x in (0.22, 0.5, 0.78):  # the borders between territories
        pygame.draw.line(surface, darker(LAND), (w * x, 12 * u), (w * (x - 0.06), h), int(u))
    pygame.draw.line(surface, darker(LAND), (0, 60 * u), (w, 52 * u), int(u))
    pygame.draw.lines(  # a river
        surface,
        SEA,
        False,
        [(w * 0.36, 12 * u), (w * 0.42, 45 * u), (w * 0.36, 70 * u), (w * 0.4, h)],
        int(3 * u),
    )
    for k in range(3):  # hills
        x = w * 0.64 + k * 20 * u
        pygame.draw.polygon(
            surface, HILLS, [(x - 14 * u, 52 * u), (x, 26 * u), (x + 14 * u, 52 * u)]
        )
        pygame.draw.polygon(surface, ROCK, [(x - 5 * u, 36 * u), (x, 26 * u), (x + 5 * u, 36 * u)])
        pygame.draw.polygon(
            surface,
            icons.INK,
            [(x - 14 * u, 52 * u), (x, 26 * u), (x + 14 * u, 52 * u)],
            max(1, int(u)),
        )
    _city(surface, (w * 0.13, 44 * u), 40 * u)
    for k, x in enumerate((w * 0.3, w * 0.47)):  # two armies at the river
        rgb = theme.PALETTE[k * 5].rgb
        for n in range(2):
            counter = pygame.Rect(0, 0, int(30 * u), int(30 * u))
            counter.center = (int(x + n * 7 * u), int(76 * u - n * 7 * u))
            pygame.draw.rect(surface, rgb, counter, 0, int(4 * u))
            pygame.draw.rect(surface, icons.INK, counter, max(1, int(1.2 * u)), int(4 * u))
        _put(surface, "sword" if k == 0 else "axe", (x + 7 * u, 69 * u), 24 * u)
    _put(surface, "shield", (w * 0.86, 74 * u), 40 * u)


def _city(surface: pygame.Surface, centre: tuple[float, float], side: float) -> None:
    """A walled city: a keep between two towers, crenellated."""
    x, y = centre
    stone, dark = (206, 200, 186), icons.INK
    parts = [
        pygame.Rect(int(x - side * 0.5), int(y - side * 0.2), int(side), int(side * 0.6)),
        pygame.Rect(int(x - side * 0.62), int(y - side * 0.5), int(side * 0.3), int(side * 0.9)),
        pygame.Rect(int(x + side * 0.32), int(y - side * 0.5), int(side * 0.3), int(side * 0.9)),
    ]
    for part in parts:
        pygame.draw.rect(surface, stone, part)
        pygame.draw.rect(surface, dark, part, max(1, int(side * 0.06)))
    gate = pygame.Rect(0, 0, int(side * 0.24), int(side * 0.3))
    gate.midbottom = parts[0].midbottom
    pygame.draw.rect(surface, dark, gate)


def _any_title(surface: pygame.Surface) -> None:
    """A title with no picture of its own (a test's, one still to come): dice and a star."""
    w, h = surface.get_size()
    u = h / 100
    for i, pips in enumerate((4, 2, 6)):
        _die(surface, (w / 2 + (i - 1) * 30 * u, h / 2), 24 * u, theme.PALETTE[i].rgb, pips)


def darker(rgb: RGB) -> RGB:
    return icons.darker(rgb, 0.3)


PAINTERS: dict[str, Callable[[pygame.Surface], None]] = {
    "kings-forge": _kings_forge,
    "forge-war": _forge_war,
    "warparty": _warparty,
}
"""Each title's picture, by title id (another title gets ``_any_title``)."""
BACKGROUNDS: dict[str, RGB] = {"kings-forge": FELT, "forge-war": (34, 32, 38), "warparty": SEA}
