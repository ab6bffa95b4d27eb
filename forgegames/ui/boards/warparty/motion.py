"""Warparty's animations: counters sliding to where a move took them, and a battle's fallen
units turning over. Drawn over a board that already shows the result (see ``ui.animation``)."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pygame

from forgegames.ui import theme
from forgegames.ui.animation import Animation, ease_in_out, lerp, linear
from forgegames.ui.boards.warparty.map_canvas import MapCanvas
from forgegames.ui.boards.warparty.map_counters import Stack

SLIDE_MS = 420
FLIP_MS = 600


def moves(canvas: MapCanvas, before: Any, after: Any, clip: pygame.Rect) -> list[Animation]:
    """A counter for each group of units that changed place (by army, from, to), sliding from
    its old counter's place to its new one."""
    if before.units is after.units:
        return []
    old = {u.uid: u for u in before.units}
    groups: dict[tuple[str, str, str], list] = {}
    for unit in after.units:
        was = old.get(unit.uid)
        if was is not None and was.place != unit.place:
            groups.setdefault((unit.army, was.place, unit.place), []).append(unit)
    if not groups:
        return []
    starts = canvas.stack_rects(before)
    ends = canvas.stack_rects(after)  # last: the canvas remembers the state it measured
    out = []
    for (army, frm, to), units in groups.items():
        if (frm, army) not in starts or (to, army) not in ends:
            continue
        kinds = Counter(u.kind for u in units)
        down = sum(1 for u in units if u.tired)
        stack = Stack(to, army, kinds.most_common(1)[0][0], len(units), len(kinds), down)
        out.append(
            Animation(
                SLIDE_MS,
                _slide(canvas, stack, starts[(frm, army)], ends[(to, army)], clip),
                ease_in_out,
            )
        )
    return out


def _slide(canvas: MapCanvas, stack: Stack, start: pygame.Rect, end: pygame.Rect, clip):
    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        rect = end.copy()
        rect.center = lerp(start.center, end.center, p)
        lift = round(math.sin(math.pi * p) * end.height * 0.25)  # picked up and put down
        rect.y -= lift
        old = surface.get_clip()
        surface.set_clip(clip.clip(old))
        canvas._draw_stack(surface, stack, rect, False)
        surface.set_clip(old)

    return paint


def fallen(panel: Any, before: Any, after: Any, picture: pygame.Surface | None) -> list[Animation]:
    """The cards of units a battle step killed (gone from the battle, or turned face down to
    strike back) turn over where they stood and fade; ``picture`` is the screen as it was
    before the step (the cards' faces), when there is one."""
    alive = {f.id: f for side in after.sides for f in side}
    gone = {
        f.id
        for side in before.sides
        for f in side
        if f.id not in alive or (alive[f.id].down and not f.down)
    }
    if not gone:
        return []
    cards = [c for c in panel.cards(before) if set(c.ids) <= gone]
    panel.cards(after)  # last: the panel keeps the layout of the battle it shows
    out = []
    for card in cards:
        face = None
        if picture is not None and picture.get_rect().contains(card.rect):
            face = picture.subsurface(card.rect).copy()
        out.append(Animation(FLIP_MS, _flip(card.rect.copy(), face), linear))
    return out


def _flip(rect: pygame.Rect, face: pygame.Surface | None):
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (58, 54, 58), back.get_rect(), border_radius=6)
    step = max(6, rect.height // 8)
    for x in range(-rect.height, rect.width, step):
        pygame.draw.line(back, (90, 84, 88), (x, rect.height), (x + rect.height, 0), 2)
    pygame.draw.rect(back, (20, 18, 20), back.get_rect(), 2, border_radius=6)
    if face is None:
        face = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(face, theme.PANEL_LIGHT, face.get_rect(), border_radius=6)

    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        turn = min(1.0, p / 0.6)  # the first part turns it over, the rest fades it
        width = max(1, round(rect.width * abs(math.cos(math.pi * turn))))
        side = face if turn < 0.5 else back
        picture = pygame.transform.scale(side, (width, rect.height))
        if p > 0.6:
            picture.set_alpha(round(255 * (1 - p) / 0.4))
        surface.blit(picture, picture.get_rect(center=rect.center))

    return paint
