"""Tooltips go beside what they describe and leave the next click in sight (ux32: at
1024x640 a Forge War tooltip covered the place a newcomer meant to click next)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from forgegames.ui.app import App
from forgegames.ui.boards.places import place_tooltip

sys.path.insert(0, str(Path(__file__).parent / "boards" / "forge_war"))
from test_forge_war_board import reach, start  # noqa: E402
from uihelp import post  # noqa: E402

BOUNDS = pygame.Rect(0, 0, 400, 300)


def test_a_tooltip_goes_above_first_then_left_right_below():
    anchor = pygame.Rect(150, 150, 60, 30)
    box = place_tooltip((100, 40), anchor, BOUNDS)
    assert box is not None and box.bottom < anchor.top and not box.colliderect(anchor)
    high = pygame.Rect(150, 10, 60, 30)  # no room above: to its left
    box = place_tooltip((100, 40), high, BOUNDS)
    assert box is not None and box.right < high.left
    corner = pygame.Rect(5, 5, 60, 30)  # no room above nor left: to its right
    box = place_tooltip((100, 40), corner, BOUNDS)
    assert box is not None and box.left > corner.right


def test_a_tooltip_takes_the_first_side_that_covers_no_other_control():
    anchor = pygame.Rect(150, 150, 60, 30)
    above = place_tooltip((100, 40), anchor, BOUNDS)
    control = above.inflate(-10, -10)  # a button where the tooltip would go first
    box = place_tooltip((100, 40), anchor, BOUNDS, [control, anchor])
    assert box is not None and not box.colliderect(control) and not box.colliderect(anchor)
    # with every side covering a control it still goes beside, on the first side with room
    bands = [
        pygame.Rect(0, 0, 400, 145),
        pygame.Rect(0, 185, 400, 115),
        pygame.Rect(0, 145, 145, 40),
        pygame.Rect(215, 145, 185, 40),
    ]
    assert place_tooltip((100, 40), anchor, BOUNDS, bands) == above


def test_no_side_with_room_gives_none():
    assert place_tooltip((390, 290), pygame.Rect(150, 150, 60, 30), BOUNDS) is None


def test_forge_war_tooltips_leave_the_other_live_places_uncovered_at_1024x640():
    app = App((1024, 640), bot_delay_ms=0)
    try:
        scene = start(app, seed=3, players=2)
        reach(app, scene, lambda s: s.round == 2 and s.phase == "market" and not s.pending)
        board = scene.board
        live = [t for t in board.all_targets() if t.hex is None]
        assert len(board.live_targets()) >= 4
        covered, tipped = [], 0
        for target in live:
            post(app, pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0))
            board.tips_waiting = False
            board.tip_box = None
            app.draw()
            box = board.tip_box
            if box is None:
                continue
            tipped += 1
            assert not box.colliderect(target.rect), target.key
            others = [t for t in board.live_targets() if not t.rect.colliderect(target.rect)]
            controls = [t.rect for t in others] + [b.rect for b in board.group.buttons]
            free = place_tooltip(box.size, target.rect, board.rect, controls)
            if free is not None and free.collidelist(controls) < 0:  # a free side existed
                covered += [(target.key, t.key) for t in others if box.colliderect(t.rect)]
        assert tipped >= 3
        assert covered == []
    finally:
        pygame.display.quit()
