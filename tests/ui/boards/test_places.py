"""The shared clickable place, ``Target``: a rectangle, or a polygon (``shape``) inside its
rectangle, such as a territory of Warparty's map."""

from __future__ import annotations

import pygame

from forgegames.ui.boards.places import Target, target_at


def _nothing() -> None:
    """A click that does nothing (the tests only hit-test)."""


TRIANGLE = ((10.0, 10.0), (110.0, 10.0), (10.0, 110.0))
"""A right triangle: its box (10..110) is twice its area, the half beyond the slant empty."""


def test_a_polygon_target_holds_its_inside_and_edges_and_misses_the_rest_of_its_box():
    target = Target("place:corner", pygame.Rect(10, 10, 101, 101), _nothing, shape=TRIANGLE)
    assert target.holds((20, 20)) and target.holds((60, 40))
    assert target.holds((10, 60)) and target.holds((60, 60))  # on an edge, the slant too
    assert not target.holds((100, 100))  # in its box, beyond the slant
    assert not target.holds((61, 61))
    assert not target.holds((5, 20)) and not target.holds((200, 200))  # outside the box


def test_the_first_target_holding_a_point_answers_and_a_plain_one_is_its_rect():
    shaped = Target("place:corner", pygame.Rect(10, 10, 101, 101), _nothing, shape=TRIANGLE)
    plain = Target("button", pygame.Rect(50, 50, 60, 60), _nothing)
    assert plain.holds((100, 100)) and not plain.holds((110, 110))  # pygame: right edge out
    assert target_at([shaped, plain], (100, 100)) is plain  # beyond the slant
    assert target_at([shaped, plain], (55, 55)) is shaped  # both hold it: the first answers
    assert target_at([plain, shaped], (55, 55)) is plain
    assert target_at([shaped, plain], (5, 5)) is None
