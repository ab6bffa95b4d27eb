"""A territory's label where none of its fixed places is free (a crowded territory): still on
the territory, anywhere inside its box with its middle on it, before a place beside it
(playtest 22 item 7, shot 146: the "Crossroads" label set beside its territory read as the
neighbour's name). The name stays whole (split with a hyphen at most: playtest 15's stray
"Gold."), clear of every counter, move cost, other label and the lesson's or the hint's
marks, as a fixed place is; it may lie over the territory's own printed coin or city (as the
Names view's labels may, playtest 19) where no spot clear of them is left: the spot over the
fewest, then nearest the territory's middle, wins."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.ui import theme


def label_inside(
    board: Any,
    territory: str,
    named: bool,
    taken: list[pygame.Rect],
    counters: list[pygame.Rect],
    marks: list[pygame.Rect],
) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    """``territory``'s label inside its box (``MapCanvas.place_rect``) with its middle on the
    territory, clear of the labels ``taken``, of the ``counters`` (with the move costs and
    battle marks: ``MapNames._counter_boxes``) and of ``marks`` (the lesson's or hint's),
    over the fewest printed coins, cities and dungeons: its box and its lines, in its fullest
    form that finds such a spot; None where none does."""
    outline = board.canvas.place_rect(territory)
    printed = [box for box in board.label_obstacles() if box not in counters]
    blocked = [*counters, *marks, *taken]
    holds, area = board._inside(territory)[0], board.map_area()
    from forgegames.ui.boards.warparty.map_names import NAMED

    colour = NAMED if named else theme.TEXT
    shapes = [
        ([theme.text(t, form.size, colour, named) for t in form.lines], size)
        for form, size in board._label_forms(territory, named)
    ]
    for px in dict.fromkeys((board.name_px(), theme.min_text_size())):  # then wider than it
        box, lines = board.name_lines(territory, named, px)
        shapes.append((lines, box.size))
    room = 2 * max(2, int(2 * board.s))  # (``_find_obstacles``' margin round a counter)
    snug = [*(box.inflate(-room, -room) for box in counters), *marks, *taken]
    for keep in (blocked, snug):  # clear of the counters, else touching them at most
        for lines, size in shapes:
            free = []
            for spot, _, away in board._spot_grid(territory, size):
                spot = within(spot, outline).clamp(area)
                if holds(spot.center) and spot.collidelist(keep) < 0:
                    free.append((len(spot.collidelistall(printed)), away, spot))
            if free:
                return pygame.Rect(min(free, key=lambda item: item[:2])[2]), lines
    return None


def within(spot: pygame.Rect, outline: pygame.Rect) -> pygame.Rect:
    """``spot`` moved inside ``outline``; one wider than it centred on it (a name wider than
    its territory overhangs both sides alike: ``name_spots.OVERHANG``)."""
    moved = spot.clamp(outline)
    if spot.w > outline.w:
        moved.centerx = outline.centerx
    return moved
