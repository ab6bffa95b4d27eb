"""Free room on Warparty's map for a small picture beside a territory's counters (the cost
tags of lit places, a battle's crossed swords): ``FreeSpots``, a part of ``MapCanvas``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from forgegames.games.warparty.board_info import WPState
from forgegames.ui.boards.warparty.map_counters import Stack


class FreeSpots:
    """Mixin of ``MapCanvas`` (which provides the view, the counters and the marks)."""

    rect: pygame.Rect
    ox: int
    oy: int
    _placed: Any
    centre_of: Any
    px: Any
    mark_boxes: Any
    territory_at: Any
    _tag_rect: Any
    _counter_box: Any
    _chips: Any
    _hidden: Any

    def free_spot(
        self, state: WPState, place: str, size: tuple[int, int], placed: Sequence | None = None
    ) -> pygame.Rect:
        """A box of ``size`` beside ``place``'s counters (left, right, above or below them;
        around its middle when none stands there), inside the territory, clear of every
        coin, city and dungeon on the map as far as it can, and of every counter: where
        none of those spots is, the nearest one further out that is."""
        w, h = size
        placed = self._placed(state) if placed is None else placed
        rects = [r for s, r in placed if s.place == place]
        centre = pygame.Rect(*self.centre_of(place), 0, 0)
        group = rects[0].unionall(rects[1:]) if rects else centre
        gap = self.px(8)  # the army badges stand out of a counter's left edge
        box = pygame.Rect(0, 0, w, h)
        middle, above, below = (
            group.centery - h // 2,
            group.top - gap // 2 - h,
            group.bottom + gap // 2,
        )
        left, right = group.left - gap - w, group.right + gap
        spots = [
            box.move(x, y)
            for y in (middle, above, below)
            for x in (left, group.centerx - w // 2, right, group.left - w // 2)
            if not (rects and y == middle and left < x < right)  # over the counters themselves
        ]
        untagged = self._chips | self._hidden
        # each counter whole: its pile, shadow and the army's badge standing out of its left
        # edge (playtest 18: a move cost touched an Undead counter's badge)
        counters = [
            (self._counter_box(s, r) if whole else r).inflate(gap, gap)
            for s, r in placed
            for whole in [isinstance(s, Stack) and (s.place, s.army) not in untagged]
        ]
        # and the count under each counter (issue 39: a cost tag lay over the picked stack's)
        counters += [
            self._tag_rect(s, r).inflate(gap // 2, gap // 2)
            for s, r in placed
            if isinstance(s, Stack) and (s.place, s.army) not in untagged
        ]
        marks = [
            mark.move(self.ox, self.oy)
            for boxes in self.mark_boxes(state.cities).values()
            for kind, mark in boxes.items()
            if kind != "name"
        ]
        reach = min(w, h) // 3
        probes = ((0, 0), (-reach, 0), (reach, 0), (0, -reach), (0, reach))

        def cost(spot: pygame.Rect) -> float:
            """What a spot hides or strays over: a counter most, then the territory's edge
            (each probe outside it), then a coin, city or dungeon (by the share covered)."""
            if not self.rect.contains(spot):
                return math.inf
            hidden = 100.0 * (spot.collidelist(counters) >= 0)
            outside = sum(
                self.territory_at((spot.centerx + dx, spot.centery + dy)) != place
                for dx, dy in probes
            )
            covered = sum(spot.clip(mark).width * spot.clip(mark).height for mark in marks) / (
                w * h
            )
            return hidden + 4.0 * outside + 3.0 * covered

        best = min(spots, key=cost)
        step = max(2, max(w, h) // 2)
        for ring in range(1, 13):  # playtest 11: a tag over an enemy stack: further out
            if cost(best) < 100.0:
                break
            reach = ring * step
            around = [
                best.move(dx, dy)
                for dx in range(-reach, reach + 1, step)
                for dy in range(-reach, reach + 1, step)
                if max(abs(dx), abs(dy)) == reach
            ]
            best = min([best, *around], key=cost)
        return best
