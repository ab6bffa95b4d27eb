"""The craft-odds estimate draws its dice faster than ``randint`` but the same faces: its
figures are the ones the simple loop gave (the board, hints and saved games' words agree)."""

from __future__ import annotations

import random

import pytest

from forgegames.games.kings_forge.craft_odds import _craftable, _face, _odds
from forgegames.games.kings_forge.state import Die


@pytest.mark.parametrize("seed", [0, 7, 12345])
def test_a_face_is_what_randint_draws_from_the_same_generator(seed):
    plain = random.Random(seed)
    bits = random.Random(seed).getrandbits
    assert [_face(bits) for _ in range(3000)] == [plain.randint(1, 6) for _ in range(3000)]


def _plain_odds(slots, colours, powers, dead) -> float:
    """The estimate as first written: every roll's dice from ``randint``, each roll judged."""
    rng = random.Random(12345)
    hits = 0
    for _ in range(1000):
        pool = []
        for i, colour in enumerate(colours):
            v = rng.randint(1, 6)
            if v != dead:
                pool.append(Die(i, colour, v))
        hits += _craftable(slots, pool, powers)
    return hits / 1000


CASES = [
    ((("M", 4), ("W", 3)), (2, 1, 0, 0), 1, (), 0),
    ((("G", 5), ("G", 2), ("X", 6)), (0, 0, 2, 2), 0, (), 3),
    ((("M", 6), ("X", 5)), (1, 1, 1, 1), 1, (("plus", 1, 2), ("flip", 1, 1)), 0),
    ((("W", 4),), (0, 3, 0, 0), 0, (("sixes", 1, 1),), 2),
    ((("M", 3), ("M", 5), ("W", 6)), (2, 1, 1, 0), 2, (("auto6", 1, 1),), 0),
]


@pytest.mark.parametrize(("slots", "dice", "library", "powers", "dead"), CASES)
def test_the_estimate_is_the_simple_loops_figure(slots, dice, library, powers, dead):
    colours = [c for c, k in zip("MWGX", dice, strict=True) for _ in range(k)] + ["L"] * library
    colours = [c for c in colours if c in {s for s, _ in slots} or c == "L"]
    expected = _plain_odds(slots, colours, powers, dead)
    assert 0 < expected < 1, "a case where the rolls decide"
    assert _odds.__wrapped__(slots, dice, library, powers, dead) == expected
