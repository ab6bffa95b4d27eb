"""The position-seeded generator that bots and chance draws use."""

from __future__ import annotations

import collections
import statistics

import pytest

from forgegames.core.position_random import BOT_STREAM, CHANCE_STREAM, PositionRandom


def draws(seed: int, stream: int, index: int, n: int = 8) -> list[float]:
    rng = PositionRandom(seed, stream, index)
    return [rng.random() for _ in range(n)]


def test_one_position_one_sequence():
    assert draws(7, BOT_STREAM, 12) == draws(7, BOT_STREAM, 12)


@pytest.mark.parametrize(
    "other", [(8, BOT_STREAM, 12), (7, CHANCE_STREAM, 12), (7, BOT_STREAM, 13), (-7, 1, 12)]
)
def test_another_seed_stream_or_position_gives_another_sequence(other):
    assert draws(7, BOT_STREAM, 12) != draws(*other)


def test_huge_and_negative_seeds_are_accepted():
    assert 0.0 <= PositionRandom(-(10**30), BOT_STREAM, 0).random() < 1.0


def test_neighbouring_positions_spread_evenly():
    """Consecutive positions of one game (as a session asks) pick each of five options about
    equally often, and their first numbers average one half."""
    picks = collections.Counter(
        PositionRandom(3, BOT_STREAM, i).choice("abcde") for i in range(20_000)
    )
    assert set(picks) == set("abcde")
    assert all(3_600 < count < 4_400 for count in picks.values()), picks
    firsts = [PositionRandom(3, CHANCE_STREAM, i).random() for i in range(20_000)]
    assert abs(statistics.fmean(firsts) - 0.5) < 0.01


def test_the_library_methods_work_on_it():
    rng = PositionRandom(1, BOT_STREAM, 5)
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))
    assert 1 <= rng.randint(1, 6) <= 6
    assert len(rng.sample(range(100), 10)) == 10
    assert rng.choices(["x", "y"], [0.0, 1.0]) == ["y"]
    assert 2.0 <= rng.uniform(2.0, 3.0) <= 3.0
    assert 0 <= rng.getrandbits(200) < 2**200 and rng.getrandbits(0) == 0


def test_state_round_trips():
    rng = PositionRandom(9, CHANCE_STREAM, 1)
    saved = rng.getstate()
    first = [rng.random() for _ in range(3)]
    rng.setstate(saved)
    assert [rng.random() for _ in range(3)] == first


def test_reseeding_is_refused():
    with pytest.raises(TypeError):
        PositionRandom(1, BOT_STREAM, 0).seed(5)
