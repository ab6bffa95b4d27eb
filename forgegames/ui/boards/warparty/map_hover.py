"""The territory under the pointer, lit on Warparty's map (issue 39: names beside their
territories mis-aimed clicks; a person sees where a click lands before clicking).

``pointed_place`` says where a click at a point would go, as ``clicks.Clicks._map_click``
resolves it (a lit cost tag, a lit stream's line, a counter's territory, else the territory
under the point); ``draw_hover`` washes that territory in a pale light and rings it, over the
map's cached picture but under what is printed on it: the marks (cities, coins, dungeons,
names) and counters it covers are drawn again on top, and so are the lit places' cost tags.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from forgegames.games.warparty.board_info import WPState
from forgegames.ui.boards.warparty.stream_tags import ring_tag

HOVER_FILL = (255, 252, 236, 64)
"""The wash over the pointed territory: a pale light that every terrain and owner shows under."""
HOVER_EDGE = (255, 255, 255)
HOVER_DARK = (24, 20, 12, 210)
"""A dark line just inside the white ring, so the ring reads on pale plains too."""


def pointed_place(
    canvas: Any, state: WPState, lit: Mapping[str, int], pos: Sequence[int]
) -> str | None:
    """The place a click at ``pos`` chooses (None off the map): a lit place's cost tag, a lit
    stream when the point is on its line, the territory of the counter under the point, else
    the territory under it."""
    if not canvas.rect.collidepoint(pos):
        return None
    tags = cost_tags(canvas, state, lit)
    tagged = next((place for place, (_, spot) in tags.items() if spot.collidepoint(pos)), None)
    if tagged is not None:
        return tagged
    stream = canvas.stream_at(pos, lit)
    if stream is not None:
        return stream
    stack = canvas.stack_at(pos)
    if stack is not None and stack[0] in canvas.polygons:
        return stack[0]
    return canvas.territory_at(pos)


def cost_tags(
    canvas: Any, state: WPState, lit: Mapping[str, int]
) -> dict[str, tuple[pygame.Surface, pygame.Rect]]:
    """``canvas.cost_tags`` of the lit places, worked out once per state, places and view
    (the pointer is followed every frame; the tags' room is a search)."""
    if not lit:
        return {}
    key = (canvas.view_key(), tuple(sorted(lit.items())), canvas.moving)  # (its count's tag)
    memo = getattr(canvas, "_hover_tags", None)
    if memo is None or memo[0] is not state or memo[1] != key:
        memo = canvas._hover_tags = (state, key, canvas.cost_tags(state, lit))
    return memo[2]


def hover_box(canvas: Any, place: str) -> pygame.Rect:
    """The pointed territory's outline box on the screen."""
    dx, dy = canvas.ox + canvas.region.x, canvas.oy + canvas.region.y
    points = canvas._local_polygon(place)
    xs, ys = [x + dx for x, _ in points], [y + dy for _, y in points]
    left, top = int(min(xs)) - 2, int(min(ys)) - 2
    return pygame.Rect(left, top, int(max(xs)) - left + 4, int(max(ys)) - top + 4)


def _hover_picture(canvas: Any, place: str, box: pygame.Rect) -> pygame.Surface:
    """The wash and ring of ``place`` on a clear picture of its box."""
    dx, dy = canvas.ox + canvas.region.x - box.x, canvas.oy + canvas.region.y - box.y
    picture = pygame.Surface(box.size, pygame.SRCALPHA)
    width = max(2, canvas.px(3))
    outline = [(x + dx, y + dy) for x, y in canvas._local_polygon(place)]
    pygame.draw.polygon(picture, HOVER_FILL, outline)
    inner = [(x + dx, y + dy) for x, y in canvas._local_polygon(place, width + 1)]
    ring = [(x + dx, y + dy) for x, y in canvas._local_polygon(place, width / 2)]
    pygame.draw.lines(picture, HOVER_DARK, True, inner, 1)
    pygame.draw.lines(picture, HOVER_EDGE, True, ring, width)
    return picture


def draw_hover(
    canvas: Any,
    surface: pygame.Surface,
    state: WPState,
    place: str,
    lit: Mapping[str, int],
    selected: tuple[str, str] | None,
) -> None:
    """Light ``place`` (a territory; a stream is lit already) on the map drawn for ``state``,
    then draw again over the light what is printed on it: marks, counters and cost tags."""
    if place not in canvas.polygons:
        return
    box = hover_box(canvas, place)
    clip = surface.get_clip()
    surface.set_clip(canvas.rect.clip(clip))
    key = (canvas.view_key(), place)
    memo = getattr(canvas, "_hover_memo", None)
    if memo is None or memo[0] != key:
        memo = canvas._hover_memo = (key, _hover_picture(canvas, place, box))
    surface.blit(memo[1], box)
    surface.blits(_marks_over(canvas, state, place, box), 0)
    # the counters, then the cost tags over them (the order the map draws them in)
    over = {stack.place for stack, rect in canvas._placed(state) if rect.colliderect(box)}
    if over:
        canvas.draw_stacks_at(surface, state, over, selected)  # (it clips to the map itself)
    for tagged, (badge, spot) in cost_tags(canvas, state, lit).items():
        if spot.inflate(16, 16).colliderect(box):  # (a stream tag's ring reaches out)
            if tagged not in canvas.polygons:  # a stream's, ringed as the map rings it
                ring_tag(surface, spot, canvas.px(2))
            surface.blit(badge, spot)
    surface.set_clip(clip)


def _marks_over(
    canvas: Any, state: WPState, place: str, box: pygame.Rect
) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The map's printed marks (coins, cities, dungeons) the light over ``place`` covers,
    each with where it is drawn again. Every mark of the map is found once per view and
    cities (``_all_marks``); the pointer going to another territory only picks among them."""
    key = (canvas.view_key(), canvas.ui, state.cities)
    memo = getattr(canvas, "_hover_marks", None)
    if memo is None or memo[0] != key:
        memo = canvas._hover_marks = (key, _all_marks(canvas, state))
    return [(sprite, at) for sprite, at, mark in memo[1] if mark.colliderect(box)]


def _all_marks(
    canvas: Any, state: WPState
) -> list[tuple[pygame.Surface, tuple[int, int], pygame.Rect]]:
    """Every printed mark on the map, in the order the map draws them: its sprite, where it
    is drawn again, and its box on the screen."""
    boxes = canvas.mark_boxes(state.cities)
    cities = dict(state.cities)
    found = []
    for t in canvas._shown():
        for kind, sprite in canvas._marks_of(t, cities.get(t)):
            mark = boxes[t].get(kind)
            if mark is not None:
                bound = sprite.get_bounding_rect()
                at = (canvas.ox + mark.x - bound.x, canvas.oy + mark.y - bound.y)
                found.append((sprite, at, mark.move(canvas.ox, canvas.oy)))
    return found
