"""The orders the Names view places its labels in, and how a label is moved off another
(parts of ``map_names``' Names view, kept apart: that module is at the line limit).

The first order (the named first, then the narrowest territories: they have the fewest
spots) is kept where it leaves no label over another; else the next orders are tried (the
widest territories first, then the names with the longest word first) and the first with
no overlap, or the one with fewest, is kept (issue #39: with names never split with a
hyphen, Spanish's "Encrucijada" pushed "Templo Olvidado" over "Ribera del Ocaso")."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

import pygame

Labelled = tuple[str, bool]
"""A territory to label, and whether it is named (the words on screen name it)."""


def label_orders(
    labelled: Iterable[Labelled], width: Callable[[str], int], names: Mapping[str, str]
) -> list[list[Labelled]]:
    """The orders to try, the usual first; the named always lead."""
    items = list(labelled)

    def longest_word(territory: str) -> int:
        return max((len(word) for word in names.get(territory, "").split()), default=0)

    return [
        sorted(items, key=lambda item: (not item[1], width(item[0]))),
        sorted(items, key=lambda item: (not item[1], -width(item[0]))),
        sorted(items, key=lambda item: (not item[1], -longest_word(item[0]))),
    ]


def overlaps(boxes: list[pygame.Rect]) -> int:
    """How many pairs of ``boxes`` overlap."""
    return sum(len(box.collidelistall(boxes[i + 1 :])) for i, box in enumerate(boxes))


def nudged(
    spot: pygame.Rect, taken: list[pygame.Rect], area: pygame.Rect, holds, reach: int
) -> pygame.Rect | None:
    """``spot`` moved by at most ``reach`` pixels each way, the least, so that it covers none
    of ``taken``, stays in ``area`` and keeps its middle on its territory (``holds``); None
    where no such move is."""
    shifts = sorted(
        ((dx, dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)),
        key=lambda d: abs(d[0]) + abs(d[1]),
    )
    for dx, dy in shifts:
        box = spot.move(dx, dy)
        if area.contains(box) and holds(box.center) and box.collidelist(taken) < 0:
            return box
    return None
