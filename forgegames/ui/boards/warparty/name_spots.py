"""Where each territory's label goes while every name is shown (the Names button, the N key):
on the territory itself (playtest 8: labels stood beside stacks, over neighbours, and some
territories had none).

Every territory gets a label. Its forms are tried largest first: the name at the labels'
size, then at the smallest text size, both on up to two lines of whole words as wide as the
territory (a word is never split with a hyphen: issue #39); then a short form (each line
cut to the territory's width, ending in a dot: the full name shows on hover), and last its
first four letters, for a territory crowded with counters and marks. The label's
middle is always inside its territory. A spot is chosen, in this order of care: clear of the
labels placed before it, clear of the counters and printed marks, at the fuller form, inside
the territory's outline, and near its middle."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pygame

from forgegames.ui import theme

OVERHANG = 1.2
"""A label may be this many times as wide as its territory's box (a hex's slanted sides
leave room at its middle row)."""
GRID = 13
"""Rows and columns of the points tried in a territory's box."""
SHORT = "."
"""The end of a short form's cut line."""


@dataclasses.dataclass(frozen=True)
class Form:
    """A label's lines at one size; ``rank`` 0 is the fullest form."""

    lines: tuple[str, ...]
    size: int
    rank: int


def forms(
    name: str, sizes: Sequence[int], room: int, bold: bool, whole: bool = False
) -> list[Form]:
    """The forms of ``name`` for a territory ``room`` pixels wide: whole at each of ``sizes``
    (largest first) on up to two lines that fit, then a short form at the last size. With
    ``whole``, never shortened: last, the name whole at the last size in its narrowest
    lines, wider than the room where a word is (the Names view, playtest 19: "Copp.",
    "Kingsreac." and "Tomb F. Heroes" read as other names)."""
    out = []
    for size in dict.fromkeys(sizes):
        lines = theme.try_wrap(name, size, room, bold)
        face = theme.font(size, bold)
        if len(lines) <= 2 and all(face.size(line)[0] <= room for line in lines):
            out.append(Form(tuple(lines), size, len(out)))
    size = sizes[-1]
    if whole:  # other shapes of the whole name: narrower lines, taller (whole words only)
        face = theme.font(size, bold)
        widest = max(face.size(word)[0] for word in name.split())
        shapes = [
            narrowest(name, size, room, bold),
            tuple(theme.try_wrap(name, size, widest, bold)),
            *two_lines(name),
        ]
        for lines in dict.fromkeys(shapes):
            if all(f.lines != lines for f in out):
                out.append(Form(lines, size, len(out)))
        return out
    short = short_form(name, size, room, bold)
    out.append(Form(short, size, len(out)))
    tiny = tiny_form(name)
    if tiny != short:
        out.append(Form(tiny, size, len(out)))
    return out


def narrowest(name: str, size: int, room: int, bold: bool) -> tuple[str, ...]:
    """``name`` whole in its narrowest lines at ``size``: wrapped at whole words to the room,
    or to its widest word where that is wider (never split within a word: issue #39, a
    hover label read "Green-" "hollow")."""
    face = theme.font(size, bold)
    widest = max(face.size(word)[0] for word in name.split())
    return tuple(theme.try_wrap(name, size, max(room, widest), bold))


def two_lines(name: str) -> list[tuple[str, str]]:
    """``name`` on two lines at each space between its words, the most even first ("Ribera
    del" "Ocaso", "Ribera" "del Ocaso"): the shapes a crowded Names view may take in place of
    a word split with a hyphen."""
    words = name.split()
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return sorted(splits, key=lambda h: abs(len(h[0]) - len(h[1])))


def tiny_form(name: str) -> tuple[str, ...]:
    """The shortest form, for a crowded territory: its first word's first four letters and a
    dot ("Hamm."), or that word whole when it is short."""
    word = next((w for w in name.split() if w[:1].isupper()), name.split()[0])
    return (word if len(word) <= 5 else word[:4] + SHORT,)


def short_form(name: str, size: int, room: int, bold: bool) -> tuple[str, ...]:
    """``name`` on at most two lines of its capitalised words ("Riscos de Cobre": "Riscos"
    "Cobre"; "Tomb of Fallen Heroes": "Tomb" "F. Heroes"), each cut to ``room`` pixels (a
    cut line ends in a dot; never fewer than three letters)."""
    face = theme.font(size, bold)
    words = [w for w in name.split() if w[:1].isupper()] or name.split()
    if len(words) > 2:
        words = [words[0], " ".join([*(w[0] + SHORT for w in words[1:-1]), words[-1]])]
    lines = []
    for line in words:
        cut = line
        while face.size(cut)[0] > room and len(cut.rstrip(SHORT)) > 3:
            cut = cut.rstrip(SHORT)[:-1] + SHORT
        lines.append(cut)
    return tuple(lines)


def spot_grid(
    size: tuple[int, int],
    outline: pygame.Rect,
    inside,
    area: pygame.Rect,
    points: Sequence[tuple[float, float]] | None = None,
) -> list[tuple[pygame.Rect, int, float]]:
    """The boxes of ``size`` a label may take in a territory whose box is ``outline``
    (``inside(point)``: whether a screen point is in the territory), centred on a grid over
    it and kept inside ``area``: each with how many of its sides' middles leave the territory
    and how far it lies from the middle. They depend on the territory and the view only, so a
    board keeps them (playtest 20: the Names view worked them out again on every press).
    ``points``: ``grid_points`` for the territory, where known."""
    w, h = size
    out = []
    for x, y in grid_points(outline, inside, area) if points is None else points:
        spot = pygame.Rect(round(x - w / 2), round(y - h / 2), w, h).clamp(area)
        if not inside(spot.center):
            continue
        probes = (spot.midleft, spot.midright, spot.midtop, spot.midbottom)
        away = abs(x - outline.centerx) + abs(y - outline.centery)
        out.append((spot, sum(not inside(p) for p in probes), away))
    return out


def grid_points(outline: pygame.Rect, inside, area: pygame.Rect) -> list[tuple[float, float]]:
    """The points of a grid over ``outline`` that are in the territory and in ``area``."""
    out = []
    for row in range(1, GRID):
        for col in range(1, GRID):
            x = outline.x + outline.w * col / GRID
            y = outline.y + outline.h * row / GRID
            if inside((x, y)) and area.collidepoint(x, y):
                out.append((x, y))
    return out


def best_spot(
    grid: Sequence[tuple[pygame.Rect, int, float]],
    rank: int,
    taken: Sequence[pygame.Rect],
    blocked: Sequence[pygame.Rect],
) -> tuple[tuple, pygame.Rect] | None:
    """The best of a territory's label boxes ``grid`` (``spot_grid``) for a label of form
    ``rank``, and its score (smaller is better): least over the labels ``taken``, then over
    fewest ``blocked`` boxes, the fuller form, inside the territory, nearest its middle; None
    where no point of the territory is in sight."""
    best = None
    for spot, out, away in grid:
        score = (
            sum(_overlap(spot, taken[i]) for i in spot.collidelistall(taken)),
            len(spot.collidelistall(blocked)),
            rank,
            out,
            away,
        )
        if best is None or score < best[0]:
            best = (score, spot)
    return best


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.w * clipped.h


def fixed_spots(
    size: tuple[int, int],
    outline: pygame.Rect,
    inside,
    static: Sequence[pygame.Rect],
    area: pygame.Rect,
    stack_at: tuple[int, int],
    inside_all=None,
) -> list[pygame.Rect]:
    """The places a label of ``size`` may take on its territory, in a fixed order that depends
    only on the territory's shape and its printed marks (``static``: coins, cities, dungeons,
    the lesson's mark box), never on the counters (playtest 11: labels floated beside their
    territories and moved from one position to the next). Each place has the whole label
    inside the territory (no neighbour's counter reaches it), clear of ``static``, inside
    ``area``; those furthest above or below ``stack_at`` (where the territory's counters
    stand) first, where no counter usually is, then nearest the middle. A board takes the
    first that no counter covers now. ``inside_all(points)``, where given, is
    ``all(inside(p) for p in points)`` done faster."""
    if inside_all is None:
        inside_all = lambda points: all(inside(p) for p in points)  # noqa: E731
    w, h = size
    step = max(2, h // 3)
    shifts = sorted({0, -w // 6, w // 6, -w // 3, w // 3}, key=abs)
    inset = min(h // 2, w // 4)  # (a pill's rounded corners may touch the edge)
    # (a spot's edges and probes from whole numbers, as its Rect gives them; the corners,
    # which leave the territory first, asked first: ``all`` of them as before)
    left, top, right, bottom = area.left, area.top, area.right, area.bottom
    middle, half, spots = outline.centerx - w // 2, h // 2, []
    for y in range(outline.top, outline.bottom - h + 1, step):
        if y < top or y + h > bottom:
            continue
        for dx in shifts:
            x = middle + dx
            if x < left or x + w > right:
                continue
            spot = pygame.Rect(x, y, w, h)
            if spot.collidelist(static) >= 0:
                continue
            cx, cy = x + w // 2, y + half
            probes = (
                (x + inset, y),
                (x + w - inset, y),
                (x + inset, y + h - 1),
                (x + w - inset, y + h - 1),
                (x + 1, cy),
                (x + w - 2, cy),
                (cx, y),
                (cx, y + h),
                (cx, cy),
            )
            if inside_all(probes):
                spots.append(spot)
    x, y = stack_at
    return sorted(spots, key=lambda r: (-abs(r.centery - y), abs(r.centerx - x)))


def quick_inside(target, holds) -> Callable[[Sequence[float]], bool]:
    """``holds`` (whether a screen point is in a territory, its ``Target``'s) answered by a
    look-up in the outline's pixels, but near the outline, where pixels and the outline
    differ: there by ``holds`` itself, as a click is."""
    mask, core, (x0, y0) = _outline_mask(target)
    get, sure, (w, h) = mask.get_at, core.get_at, mask.get_size()

    def inside(point: Sequence[float]) -> bool:
        x, y = int(point[0] // 1) - x0, int(point[1] // 1) - y0
        if not (0 <= x < w and 0 <= y < h) or not get((x, y)):
            return False
        return bool(sure((x, y))) or holds(point)

    return inside


def _outline_mask(target) -> tuple[pygame.Mask, pygame.Mask, tuple[int, int]]:
    """The pixels of a territory's outline on screen (its ``Target``) a pixel grown, those
    two pixels inside it, and the screen point of the masks' corner: a point's test is a
    look-up (the Names view asks thousands), the outline's own answer only between them."""
    box = target.rect.inflate(4, 4)
    size = (box.w + 1, box.h + 1)
    if target.shape is None:
        full = pygame.Mask(size, fill=True)
        return full, full, box.topleft
    picture = pygame.Surface(size, pygame.SRCALPHA)
    points = [(x - box.x, y - box.y) for x, y in target.shape]
    pygame.draw.polygon(picture, (255, 255, 255), points)
    pygame.draw.lines(picture, (255, 255, 255), True, points, 3)  # (a pixel more all round)
    drawn = pygame.mask.from_surface(picture)
    core = drawn
    for _ in range(3):  # (three pixels in from the grown edge: surely inside)
        for step in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            core = core.overlap_mask(core, step)
    return drawn, core, box.topleft
