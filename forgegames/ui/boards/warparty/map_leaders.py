"""Leader lines on Warparty's map: an army alone in a territory too crowded for its counter
has the counter placed beside it (``map_layout``: one face per kind of stack, never a chip
for want of room, playtest 14); a thin line in the army's colour runs from the counter to a
dot on its territory's anchor, so that the counter is never read as standing where it lies."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from forgegames.ui.boards.warparty.map_palette import MAP_INK

Leader = tuple[tuple[int, int, int], tuple[int, int], tuple[int, int]]
"""An army's colour, the dot on its territory, and the counter's centre (screen pixels)."""


def leaders(canvas: Any, placed: Sequence[tuple[Any, pygame.Rect]]) -> list[Leader]:
    """The leaders of the stacks in ``placed`` (``MapCanvas._placed``) whose counter's centre
    lies outside their own territory; worked out once per placement (the list is kept while
    the stacks and the view stay)."""
    memo = getattr(canvas, "_leaders_memo", None)
    if memo is not None and memo[0] is placed:
        return memo[1]
    found = []
    for stack, face in set_beside(canvas, placed):
        x, y = canvas._anchor(stack.place)
        found.append((canvas.rgb(stack.army), (round(x), round(y)), face.center))
    canvas._leaders_memo = (placed, found)
    return found


def set_beside(
    canvas: Any, placed: Sequence[tuple[Any, pygame.Rect]]
) -> list[tuple[Any, pygame.Rect]]:
    """The stacks in ``placed`` whose counter is set beside their territory: its centre
    outside it (streams' stacks and those hidden in a crowd left out)."""
    return [
        (stack, face)
        for stack, face in placed
        if stack.place in canvas.polygons
        and (stack.place, stack.army) not in canvas._hidden
        and canvas.territory_at(face.center) != stack.place
    ]


def draw_leaders(canvas: Any, surface: pygame.Surface, found: list[Leader]) -> None:
    """Each leader: a dark line with the army's colour inside it, and a ringed dot on the
    territory (drawn under the counters, which cover the line's far end)."""
    width, dot = max(1, canvas.px(2)), max(3, canvas.px(4))
    for rgb, home, counter in found:
        pygame.draw.line(surface, MAP_INK, home, counter, width + 2)
        pygame.draw.line(surface, rgb, home, counter, width)
        pygame.draw.circle(surface, MAP_INK, home, dot + 1)
        pygame.draw.circle(surface, rgb, home, dot)
