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


def _reference(point, polygon) -> bool:
    """point_in_polygon as first written (every edge asked whether it holds the point)."""
    x, y = point
    inside = False
    n = len(polygon)
    for i in range(n):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if abs(cross) <= 1e-9 and (
            min(x1, x2) - 1e-9 <= x <= max(x1, x2) + 1e-9
            and min(y1, y2) - 1e-9 <= y <= max(y1, y2) + 1e-9
        ):
            return True
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def test_quick_answers_are_the_first_ones() -> None:
    """The quicker test (edges off the point's row skipped) and the rows kept per height
    (``PolygonRows``) answer as the first test did: inside, outside, on edges and corners,
    on the rows of corners, on ragged outlines like a map's territories too."""
    import math
    import random

    from forgegames.core.geometry import PolygonRows

    rng = random.Random(40)
    ragged = [  # star-shaped, whole-number corners (flat edges among them), as a map's
        [
            (round(50 + r * math.cos(a)), round(40 + r * math.sin(a)))
            for a, r in sorted((rng.uniform(0, 6.28), rng.uniform(8, 40)) for _ in range(18))
        ]
        for _ in range(6)
    ]
    shapes = [SQUARE, U_SHAPE, *ragged]
    asked = 0
    for shape in shapes:
        rows = PolygonRows(shape)
        xs = [p[0] for p in shape]
        ys = [p[1] for p in shape]
        points = [*shape, *((x, y) for x in xs[:8] for y in ys[:8])]
        points += [
            ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(shape, shape[1:], strict=False)
        ]
        points += [
            (rng.uniform(min(xs) - 2, max(xs) + 2), rng.uniform(min(ys) - 2, max(ys) + 2))
            for _ in range(400)
        ]
        points += [(round(x), round(y)) for x, y in points[-100:]]
        for point in points:
            expected = _reference(point, shape)
            assert point_in_polygon(point, shape) == expected, (point, shape)
            assert rows.holds(point) == expected, (point, shape)
            asked += expected
    assert asked > 100  # (many points inside, not only outside)


def test_outline_rows_ask_many_points_at_once_as_one_at_a_time():
    """``PolygonRows.holds_all`` answers as ``holds`` asked of each point does, on rows
    between whole heights and on them (the edges a row looks at are kept by whole height),
    corners and edges included; a second outline's rows are its own."""
    import random

    from forgegames.core.geometry import PolygonRows

    rng = random.Random(41)
    shapes = [SQUARE, U_SHAPE, [(0.5, 0.25), (30.75, 2.5), (20.25, 18.5), (3.5, 25.75)]]
    wide = 0
    for shape in shapes:
        rows = PolygonRows(shape)
        xs, ys = [p[0] for p in shape], [p[1] for p in shape]
        points = [*shape, *((x, y) for x in xs for y in ys)]
        points += [
            (rng.uniform(min(xs) - 2, max(xs) + 2), rng.uniform(min(ys) - 2, max(ys) + 2))
            for _ in range(300)
        ]
        points += [(round(x), round(y)) for x, y in points[-100:]]
        for point in points:
            assert rows.holds(point) == _reference(point, shape), (point, shape)
        for start in range(0, len(points) - 3):
            group = points[start : start + rng.randint(1, 4)]
            expected = all(_reference(p, shape) for p in group)
            assert rows.holds_all(group) == expected, (group, shape)
            wide += expected
    assert wide > 50  # (groups wholly inside asked too, not only ones with a point out)
