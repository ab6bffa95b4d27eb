"""Hex math: axial coordinates, distances, ranges, layouts and picking."""

from __future__ import annotations

import math

import pytest

from forgegames.core.hexgrid import DIRECTIONS, ORIGIN, Hex, Layout, hex_round, hexes_within


def test_cube_coordinate_sums_to_zero() -> None:
    for h in hexes_within(3, Hex(2, -5)):
        assert h.q + h.r + h.s == 0


def test_neighbours() -> None:
    h = Hex(2, -1)
    neighbours = h.neighbours()
    assert len(neighbours) == len(set(neighbours)) == 6
    assert set(neighbours) == {
        Hex(3, -1),
        Hex(3, -2),
        Hex(2, -2),
        Hex(1, -1),
        Hex(1, 0),
        Hex(2, 0),
    }
    assert all(h.distance(n) == 1 for n in neighbours)
    assert h not in neighbours


def test_directions_are_opposite_in_pairs() -> None:
    for i, d in enumerate(DIRECTIONS):
        assert d + DIRECTIONS[(i + 3) % 6] == ORIGIN


def test_arithmetic() -> None:
    assert Hex(1, 2) + Hex(3, -1) == Hex(4, 1)
    assert Hex(1, 2) - Hex(3, -1) == Hex(-2, 3)
    assert Hex(1, -2).scale(3) == Hex(3, -6)
    assert isinstance(Hex(0, 0) + (1, 1), Hex)


@pytest.mark.parametrize(
    ("a", "b", "d"),
    [
        (Hex(0, 0), Hex(0, 0), 0),
        (Hex(0, 0), Hex(3, 0), 3),
        (Hex(0, 0), Hex(2, -3), 3),
        (Hex(-1, 2), Hex(2, -3), 5),
        (Hex(1, 1), Hex(-2, -2), 6),
    ],
)
def test_distance(a: Hex, b: Hex, d: int) -> None:
    assert a.distance(b) == d
    assert b.distance(a) == d


@pytest.mark.parametrize(("radius", "count"), [(0, 1), (1, 7), (2, 19), (3, 37), (4, 61)])
def test_hexes_within_counts(radius: int, count: int) -> None:
    centre = Hex(-2, 1)
    hexes = hexes_within(radius, centre)
    assert len(hexes) == len(set(hexes)) == count
    assert all(centre.distance(h) <= radius for h in hexes)
    # ... and nothing at that distance is missing.
    around = {Hex(q, r) for q in range(-10, 8) for r in range(-8, 10)}
    assert {h for h in around if centre.distance(h) <= radius} == set(hexes)


@pytest.mark.parametrize(
    ("q", "r", "expected"),
    [
        (0.0, 0.0, Hex(0, 0)),
        (0.4, 0.0, Hex(0, 0)),
        (0.6, 0.0, Hex(1, 0)),
        (0.3, 0.3, Hex(0, 0)),
        (0.45, 0.4, Hex(1, 0)),
        (0.4, 0.45, Hex(0, 1)),
        (1.0, -0.6, Hex(1, -1)),
        (-2.1, 0.9, Hex(-2, 1)),
    ],
)
def test_hex_round(q: float, r: float, expected: Hex) -> None:
    h = hex_round(q, r)
    assert h == expected
    assert type(h.q) is int and type(h.r) is int
    assert h.q + h.r + h.s == 0


LAYOUTS = [
    pytest.param(Layout(True, 30.0, (400.0, 300.0)), id="pointy"),
    pytest.param(Layout(False, 24.0, (-15.0, 52.5)), id="flat"),
]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_centres_round_trip(layout: Layout) -> None:
    for h in hexes_within(5, Hex(1, -2)):
        x, y = layout.to_pixel(h)
        assert layout.to_hex(x, y) == h


@pytest.mark.parametrize("layout", LAYOUTS)
def test_origin_is_the_centre_of_hex_zero(layout: Layout) -> None:
    assert layout.to_pixel(ORIGIN) == pytest.approx(layout.origin)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_neighbour_centres_are_one_hex_width_apart(layout: Layout) -> None:
    cx, cy = layout.to_pixel(ORIGIN)
    for n in ORIGIN.neighbours():
        x, y = layout.to_pixel(n)
        assert math.dist((cx, cy), (x, y)) == pytest.approx(layout.size * math.sqrt(3))


def _directions(layout: Layout) -> tuple[list[float], list[float]]:
    """Angles (degrees) towards the corners and towards the edge midpoints."""
    start = 30 if layout.pointy else 0
    corners = [start + 60 * i for i in range(6)]
    edges = [c + 30 for c in corners]
    return corners, edges


@pytest.mark.parametrize("layout", LAYOUTS)
def test_points_near_the_edge_pick_the_right_hex(layout: Layout) -> None:
    inner = layout.size * math.sqrt(3) / 2  # centre to edge midpoint
    corner_angles, edge_angles = _directions(layout)
    for h in hexes_within(2):
        cx, cy = layout.to_pixel(h)

        def at(angle: float, dist: float, cx: float = cx, cy: float = cy) -> tuple[float, float]:
            rad = math.radians(angle)
            return (cx + dist * math.cos(rad), cy + dist * math.sin(rad))

        for angle in corner_angles:
            assert layout.to_hex(*at(angle, 0.95 * layout.size)) == h
        for angle in edge_angles:
            assert layout.to_hex(*at(angle, 0.97 * inner)) == h
            # Just across the edge lies the neighbour in that direction.
            across = layout.to_hex(*at(angle, 1.03 * inner))
            assert across in h.neighbours()
            assert layout.to_pixel(across) == pytest.approx(at(angle, 2 * inner), abs=1e-6)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_corners(layout: Layout) -> None:
    h = Hex(2, -1)
    corners = layout.corners(h)
    assert len(corners) == 6
    centre = layout.to_pixel(h)
    for corner in corners:
        assert math.dist(centre, corner) == pytest.approx(layout.size)
    # Adjacent hexes share exactly two corners.
    for n in h.neighbours():
        shared = [c for c in corners if any(math.dist(c, o) < 1e-6 for o in layout.corners(n))]
        assert len(shared) == 2
    # Pointy hexes have a corner straight above the centre; flat ones straight to the right.
    if layout.pointy:
        assert any(c[0] == pytest.approx(centre[0]) and c[1] < centre[1] for c in corners)
    else:
        assert any(c[1] == pytest.approx(centre[1]) and c[0] > centre[0] for c in corners)


def test_pointy_and_flat_differ() -> None:
    pointy = Layout(True, 10.0, (0.0, 0.0))
    flat = Layout(False, 10.0, (0.0, 0.0))
    assert pointy.to_pixel(Hex(1, 0)) == pytest.approx((10 * math.sqrt(3), 0.0))
    assert flat.to_pixel(Hex(1, 0)) == pytest.approx((15.0, 5 * math.sqrt(3)))
