"""Playtest 20, item 6 (98.png): a Dwarven chip sat on the border between Middlemarch, where
a battle waited, and its neighbour. The placement rule (``MapLayout._pack_place``): armies
sharing a territory show a chip each inside its outline (with their kinds' emblems, else
without), else one chip for the crowd (the same two ways), else the crowd's chip is set
beside the territory, nearest its usual place, with a line to it: that is where a chip may
cross an outline. A guard, not the cure: the chips' emblems (playtest 20, item 5) never push
more crowds out of their territories. Every territory, both sizes: five Dwarves and two
Goblins there, a battle waiting."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_board import _scene

from forgegames.games.warparty.board_info import Unit
from forgegames.ui.app import App


def _outside(size) -> list[str]:
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        board = scene.board
        board.fold_choice = False  # the panel open: the smaller map (playtest 20's)
        board.layout(board.rect)
        base, canvas = scene.session.state, board.canvas
        crowd = [("dwarves", "warrior")] * 5 + [("goblins", "warrior")] * 2
        outside = []
        for t in canvas.ids:
            extra = tuple(
                Unit(base.next_uid + i, army, kind, t, start=t)
                for i, (army, kind) in enumerate(crowd)
            )
            units = tuple(u for u in base.units if u.at != t) + extra
            state = dataclasses.replace(
                base, units=units, next_uid=base.next_uid + len(extra), battles=(t,)
            )
            target = canvas.place_targets()[t]
            drawn = [
                rect
                for (place, army), rect in canvas.stack_rects(state).items()
                if place == t and (place, army) not in canvas._hidden
            ]
            assert drawn  # a chip each, or one for the crowd
            for rect in drawn:
                corners = (
                    rect.topleft,
                    (rect.right - 1, rect.top),
                    (rect.left, rect.bottom - 1),
                    (rect.right - 1, rect.bottom - 1),
                )
                if not all(target.holds(p) for p in corners) and t not in outside:
                    outside.append(t)
        return outside
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("size", "most"), [((1280, 720), 13), ((1024, 640), 49)])
def test_no_more_crowds_leave_their_territories(size, most) -> None:
    """Measured on main before the emblems: 12 of 77 territories at 1280x720 (Middlemarch,
    the playtest's, among them) and 49 at 1024x640; with them, 13 and 49."""
    outside = _outside(size)
    assert len(outside) <= most, outside
