"""Point-in-polygon hit-testing for territory maps."""

from __future__ import annotations

import pytest

from forgegames.core.geometry import point_in_polygon

SQUARE = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]
# A "U" shape: the notch between the arms (x 4..6, y 0..7) is outside.
U_SHAPE = [
    (0.0, 0.0),
    (4.0, 0.0),
    (4.0, 7.0),
    (6.0, 7.0),
    (6.0, 0.0),
    (10.0, 0.0),
    (10.0, 10.0),
    (0.0, 10.0),
]


@pytest.mark.parametrize("point", [(5.0, 5.0), (0.1, 0.1), (9.9, 9.9), (1.0, 9.0)])
def test_inside_square(point: tuple[float, float]) -> None:
    assert point_in_polygon(point, SQUARE)


@pytest.mark.parametrize("point", [(-1.0, 5.0), (11.0, 5.0), (5.0, -0.1), (5.0, 10.5), (20, 20)])
def test_outside_square(point: tuple[float, float]) -> None:
    assert not point_in_polygon(point, SQUARE)


@pytest.mark.parametrize("point", [(0.0, 5.0), (10.0, 5.0), (5.0, 0.0), (5.0, 10.0), (0.0, 0.0)])
def test_edges_and_vertices_count_as_inside(point: tuple[float, float]) -> None:
    assert point_in_polygon(point, SQUARE)


def test_orientation_does_not_matter() -> None:
    reverse = list(reversed(SQUARE))
    assert point_in_polygon((5.0, 5.0), reverse)
    assert not point_in_polygon((15.0, 5.0), reverse)


@pytest.mark.parametrize(
    ("point", "inside"),
    [
        ((2.0, 2.0), True),  # left arm
        ((8.0, 2.0), True),  # right arm
        ((5.0, 2.0), False),  # the notch
        ((5.0, 6.9), False),  # just below the notch's top
        ((5.0, 7.1), True),  # just above it
        ((5.0, 9.0), True),  # the bar across the top
        ((4.0, 3.0), True),  # on the notch's edge
    ],
)
def test_concave_polygon(point: tuple[float, float], inside: bool) -> None:
    assert point_in_polygon(point, U_SHAPE) is inside


def test_ray_through_a_vertex_is_not_double_counted() -> None:
    diamond = [(0.0, 5.0), (5.0, 0.0), (10.0, 5.0), (5.0, 10.0)]
    # A horizontal ray from this point passes exactly through the vertices at y = 5.
    assert point_in_polygon((5.0, 5.0), diamond)
    assert not point_in_polygon((-2.0, 5.0), diamond)
    assert not point_in_polygon((12.0, 5.0), diamond)


def test_triangle_with_float_coordinates() -> None:
    triangle = [(0.5, 0.5), (100.25, 3.0), (40.0, 80.75)]
    assert point_in_polygon((40.0, 20.0), triangle)
    assert not point_in_polygon((90.0, 60.0), triangle)
